import { BadGatewayException, BadRequestException, HttpException, HttpStatus, Inject, Injectable, Optional, ServiceUnavailableException } from '@nestjs/common';
import { ASSISTANT_MESSAGES, COMPLIANCE_CATEGORIES, type ApiErrorBody, type ItemRecognitionResult, type VisionItem } from '@waypost/contracts';
import { HS_TABLE } from '../compliance/queries/compliance-rules.queries';
import { checkImageBase64, checkImageDataUrl, type CheckedImage, type ImageCheck } from './domain/image';
import { classifyItem, identifyItem, stricter, toRecognition, transportRestrictions } from './items/item-classifier';
import { estimatePacked, plausibleEstimate } from './domain/item-estimate';
import { OpenAiVision } from './openai/openai-vision';
import { ASSISTANT_CLOCK, MODEL_BUDGET, OPENAI_VISION, type Clock } from './assistant.tokens';
import { ModelBudget } from './domain/model-budget';

// ── Item recognition: a vision model when configured, else the offline classifier over the description ──

export interface Recognized {
  result: ItemRecognitionResult;
  hsDescription: string;
}

const badImage = (field: string, reason: string) =>
  new BadRequestException({ statusCode: 400, error: 'Bad Request', message: `Invalid request: ${field} ${reason}`, issues: [{ field, message: reason }] } satisfies ApiErrorBody);

function hsDescriptionOf(hsCode: string): string {
  for (const category of COMPLIANCE_CATEGORIES) {
    const table = HS_TABLE[category];
    const row = [table.defaultCode, ...table.rows].find((r) => r.hsCode === hsCode);
    if (row) return row.description;
  }
  return 'as suggested by the vision model';
}

@Injectable()
export class ItemRecognitionService {
  constructor(
    @Inject(ASSISTANT_CLOCK) private readonly clock: Clock,
    @Inject(MODEL_BUDGET) private readonly budget: ModelBudget,
    @Optional() @Inject(OPENAI_VISION) private readonly vision: OpenAiVision | null,
  ) {}

  checkDataUrl(field: string, dataUrl: string): CheckedImage {
    return this.unwrap(field, checkImageDataUrl(dataUrl));
  }

  checkBase64(field: string, base64: string): CheckedImage {
    // Some clients send the whole data URL here; accept it too.
    return this.unwrap(field, base64.trim().startsWith('data:') ? checkImageDataUrl(base64) : checkImageBase64(base64));
  }

  private unwrap(field: string, check: ImageCheck): CheckedImage {
    if (!check.ok) throw badImage(field, check.reason);
    return check.image;
  }

  /** client: who is spending model calls (the user id, else the IP). */
  async recognize(image: CheckedImage | null, description: string | undefined, client: string): Promise<Recognized> {
    const text = description?.trim() ?? '';
    const now = this.clock();
    const today = now.toISOString().slice(0, 10);
    const useVision = image !== null && this.vision !== null && this.budget.take(client, now.getTime());
    if (image && this.vision && !useVision && !text) {
      throw new HttpException(
        { statusCode: 429, error: 'Too Many Requests', message: 'Image analysis limit reached for now; try again in a few minutes or add a description.' },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    if (useVision && image && this.vision) {
      try {
        const item = await this.vision.recognize(image, text || undefined);
        const ours = transportRestrictions(item.category, `${item.description} ${text}`, today);
        const size = this.checkedSize(item, text);
        return {
          hsDescription: hsDescriptionOf(item.hsCode),
          result: {
            description: text || item.description,
            category: item.category,
            estimatedWeight: size.weightKg,
            estimatedDimensions: { length: size.box[0], width: size.box[1], height: size.box[2] },
            confidence: item.confidence,
            shippingEligibility: stricter(item.shippingEligibility, ours.eligibility),
            hsCode: item.hsCode,
            restrictions: [...new Set([...item.restrictions, ...ours.restrictions])],
            mode: 'vision',
            model: this.vision.model,
          },
        };
      } catch (e) {
        // The model failed: the description still lets us answer offline; without one there is nothing to go on.
        if (!text) throw new BadGatewayException(`AI image analysis failed at the OpenAI-compatible provider: ${(e as Error).message}`);
      }
    }
    if (!text) throw new ServiceUnavailableException(ASSISTANT_MESSAGES.analysisRequiresKey);
    const c = classifyItem(text, today);
    return { result: toRecognition(c, text), hsDescription: c.hsDescription };
  }

  /** The model's weight and box, unless they are implausible for an item we recognise in its description (or the shipper's). */
  private checkedSize(item: VisionItem, text: string): { weightKg: number; box: [number, number, number] } {
    const model = { weightKg: item.estimatedWeightKg, box: [item.dimensionsCm.length, item.dimensionsCm.width, item.dimensionsCm.height] as [number, number, number] };
    const described = `${text} ${item.description}`.trim();
    const known = identifyItem(text || item.description);
    if (known.matched === null || known.kind.category !== item.category) return model;
    return plausibleEstimate(model, estimatePacked(known.kind, described, known.matched));
  }
}
