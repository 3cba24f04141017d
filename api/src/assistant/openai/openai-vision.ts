import OpenAI from 'openai';
import { COMPLIANCE_CATEGORIES, SHIPPING_ELIGIBILITIES, VisionItemSchema, type VisionItem } from '@waypost/contracts';
import type { CheckedImage } from '../domain/image';
import { openAiClient, type OpenAiOptions } from './openai-chat';

// ── Item recognition by a vision-capable model: structured output, validated by zod ──

export class VisionOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VisionOutputError';
  }
}

const JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['description', 'category', 'hsCode', 'estimatedWeightKg', 'dimensionsCm', 'confidence', 'restrictions', 'shippingEligibility'],
  properties: {
    description: { type: 'string', description: 'short item description, e.g. "Red leather handbag"' },
    category: { type: 'string', enum: [...COMPLIANCE_CATEGORIES] },
    hsCode: { type: 'string', description: '6-digit Harmonized System code' },
    estimatedWeightKg: { type: 'number', description: 'packed weight in kg' },
    dimensionsCm: {
      type: 'object',
      additionalProperties: false,
      required: ['length', 'width', 'height'],
      properties: { length: { type: 'number' }, width: { type: 'number' }, height: { type: 'number' } },
    },
    confidence: { type: 'number', description: '0 to 1' },
    restrictions: { type: 'array', items: { type: 'string' } },
    shippingEligibility: { type: 'string', enum: [...SHIPPING_ELIGIBILITIES] },
  },
} as const;

const PROMPT =
  'Identify the item in the photo for an international parcel shipment. Estimate its packed weight and box size, ' +
  'its customs category and 6-digit HS code, carrier restrictions (lithium batteries, liquids, flammables, food, ...) ' +
  'and whether it may be shipped. Answer with JSON only.';

export class OpenAiVision {
  private readonly client: OpenAI;

  constructor(
    private readonly options: OpenAiOptions,
    client?: OpenAI,
  ) {
    this.client = client ?? openAiClient(options);
  }

  get model(): string {
    return this.options.model;
  }

  async recognize(image: CheckedImage, hint?: string): Promise<VisionItem> {
    const completion = await this.client.chat.completions.create({
      model: this.options.model,
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'item_recognition', strict: true, schema: JSON_SCHEMA as unknown as Record<string, unknown> } },
      messages: [
        { role: 'system', content: PROMPT },
        {
          role: 'user',
          content: [
            ...(hint ? [{ type: 'text' as const, text: `The shipper describes it as: ${hint}` }] : []),
            { type: 'image_url' as const, image_url: { url: `data:${image.mimeType};base64,${image.base64}`, detail: 'low' as const } },
          ],
        },
      ],
    });
    const content = completion.choices[0]?.message?.content ?? '';
    let json: unknown;
    try {
      json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
    } catch {
      throw new VisionOutputError('The vision model did not answer with JSON');
    }
    const parsed = VisionItemSchema.safeParse(json);
    if (!parsed.success)
      throw new VisionOutputError(`The vision model's answer did not match the schema: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    return parsed.data;
  }
}
