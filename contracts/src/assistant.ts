import { z } from 'zod';
import { COMPLIANCE_CATEGORIES, type ComplianceCategory } from './compliance';

// ── AI assistant and item recognition (spec sections 3, 4, 7, 8, 9) ──────────

/** Chat context: the last 5 messages (spec section 9). */
export const CHAT_CONTEXT_MESSAGES = 5;
export const CHAT_MESSAGE_MAX = 2000;

export const ASSISTANT_MESSAGES = {
  panelTitle: 'AI Assistant',
  welcome:
    "Hi! I'm the Waypost assistant. Ask me to track a shipment (for example 2PG-2024-000001), quote a parcel, check customs and taxes for a country, or ask for a human agent.",
  chatFailure: "I'm sorry, I'm having trouble connecting right now. Please try again later.",
  analyzing: 'AI analyzing your item...',
  itemAnalyzed: (category: string, classification: string) => ({
    title: 'Item Analyzed',
    description: `Detected ${category} (${classification}).`,
  }),
  analysisFailedTitle: 'Analysis Failed',
  analysisRequiresKey: 'AI image analysis requires OpenAI API key',
  analysisFailedGeneric: 'Failed to analyze item',
  /** A tool that would change something, asked for by an account that may not (the auditor's read-only role). */
  readOnlyRefusal: (action: string) => `Your account has read-only access, so I can't ${action}. Nothing was sent or changed.`,
} as const;

// ── POST /api/ai/chat ────────────────────────────────────────────────────────
export const ChatRequestSchema = z.object({
  /** The conversation the server keeps (from an earlier answer); unknown or expired ids start a new one. */
  conversationId: z.uuid('must be the conversationId of an earlier answer').optional(),
  message: z.string().trim().min(1, 'is required').max(CHAT_MESSAGE_MAX, `must be at most ${CHAT_MESSAGE_MAX} characters`),
  context: z
    .object({
      recentMessages: z
        .array(z.object({ content: z.string().max(CHAT_MESSAGE_MAX, `must be at most ${CHAT_MESSAGE_MAX} characters`), isBot: z.boolean() }))
        .max(CHAT_CONTEXT_MESSAGES, `must hold at most ${CHAT_CONTEXT_MESSAGES} messages`)
        .default([]),
    })
    .default({ recentMessages: [] }),
});
export type ChatRequest = z.input<typeof ChatRequestSchema>;
export type ChatInput = z.output<typeof ChatRequestSchema>;

export const ASSISTANT_TOOL_NAMES = ['track_shipment', 'list_my_shipments', 'quote_parcel', 'check_compliance', 'request_human_agent'] as const;
export type AssistantToolName = (typeof ASSISTANT_TOOL_NAMES)[number];

export interface ChatToolCall {
  name: AssistantToolName | string;
  arguments: Record<string, unknown>;
  /** false when the tool refused (bad arguments, nothing the user may see) */
  ok: boolean;
}

export interface ChatResponse {
  response: string;
  /** which assistant answered: the configured OpenAI-compatible model, or the offline one */
  mode: 'openai' | 'offline';
  model?: string;
  toolCalls: ChatToolCall[];
  /** set when the model was configured but failed and the offline assistant answered instead */
  fallbackReason?: string;
  /**
   * The server's own record of this conversation: send it back with the next message. What the desk sees of a
   * conversation handed to a person comes from this record only. Absent for read-only accounts (nothing is kept).
   */
  conversationId?: string;
}

// ── Item recognition (wizard) and item analysis (AI shipping page) ───────────
/** Decoded image size limit. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

const description = z.string().trim().max(500, 'must be at most 500 characters').optional();
// base64 of 5 MB is ~6.7 M characters; the exact decoded size is checked by the server.
const base64Text = z.string().max(7_200_000, 'is larger than the 5 MB image limit');

export const RecognizeItemRequestSchema = z.object({
  /** data:image/...;base64,... as read by FileReader */
  imageData: base64Text.min(1, 'is required'),
  /** optional hint typed by the user; lets the offline classifier answer without a vision model */
  description,
});
export type RecognizeItemRequest = z.input<typeof RecognizeItemRequestSchema>;

export const AnalyzeItemRequestSchema = z
  .object({
    /** base64 without the data: prefix (spec section 5) */
    imageBase64: base64Text.optional(),
    description,
  })
  .refine((v) => Boolean(v.imageBase64?.trim()) || Boolean(v.description?.trim()), {
    message: 'needs an image or a description',
    path: ['imageBase64'],
  });
export type AnalyzeItemRequest = z.input<typeof AnalyzeItemRequestSchema>;

export const SHIPPING_ELIGIBILITIES = ['allowed', 'restricted', 'prohibited'] as const;
export type ShippingEligibility = (typeof SHIPPING_ELIGIBILITIES)[number];
export { COMPLIANCE_CATEGORIES as ITEM_CATEGORIES };
export type ItemCategory = ComplianceCategory;

/** What a vision model must return (validated before use). */
export const VisionItemSchema = z.object({
  description: z.string().min(1).max(200),
  category: z.enum(COMPLIANCE_CATEGORIES),
  hsCode: z.string().regex(/^\d{6}$/, 'must be 6 digits'),
  estimatedWeightKg: z.number().positive().max(1000),
  dimensionsCm: z.object({
    length: z.number().positive().max(500),
    width: z.number().positive().max(500),
    height: z.number().positive().max(500),
  }),
  confidence: z.number().min(0).max(1),
  restrictions: z.array(z.string().max(300)).max(10),
  shippingEligibility: z.enum(SHIPPING_ELIGIBILITIES),
});
export type VisionItem = z.infer<typeof VisionItemSchema>;

export type RecognitionMode = 'vision' | 'offline';

/** POST /api/ai/recognize (spec section 3: AI recognition result) */
export interface ItemRecognitionResult {
  description: string;
  category: ItemCategory;
  estimatedWeight: number;
  estimatedDimensions: { length: number; width: number; height: number };
  confidence: number;
  shippingEligibility: ShippingEligibility;
  hsCode: string;
  restrictions: string[];
  mode: RecognitionMode;
  model?: string;
}

/** POST /api/ai/analyze-item (spec section 3: item analysis) */
export interface ItemAnalysisResult {
  category: ItemCategory;
  shippingClassification: string;
  weight: { estimatedKg: number };
  dimensions: { estimatedLength: number; estimatedWidth: number; estimatedHeight: number };
  confidenceScore: number;
  restrictions: string[];
  hsCode: string;
  shippingEligibility: ShippingEligibility;
  description: string;
  mode: RecognitionMode;
  model?: string;
}

// ── Events: a signed-out chat asks for a human agent (signed-in chats open a CRM inquiry instead) ──
export const ASSISTANT_HANDOFF_STREAM_TYPE = 'assistant_handoff';
export const assistantHandoffStreamId = (handoffId: string): string => `assistant_handoff-${handoffId}`;

export interface AssistantHandoffRequestedData {
  handoffId: string;
  /** short reference the user can quote to an agent */
  reference: string;
  userId: string | null;
  email: string | null;
  summary: string;
  transcript: { content: string; isBot: boolean }[];
  requestedAt: string;
}
export type AssistantHandoffEvent = { type: 'AssistantHandoffRequested'; data: AssistantHandoffRequestedData };
