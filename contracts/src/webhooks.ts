import { z } from 'zod';

// ── Webhooks (issue 25, item 2): endpoints per account, deliveries signed as Standard Webhooks says ──
// Stream `webhook-endpoint-<id>`: the endpoint's registration, changes, secret rotations, test and replay requests.

export const WEBHOOK_ENDPOINT_STREAM_TYPE = 'webhook-endpoint';
export const webhookEndpointStreamId = (endpointId: string): string => `webhook-endpoint-${endpointId}`;

/** What an endpoint may subscribe to; each log event becomes at most one of these (one webhook-id per event). */
export const WEBHOOK_EVENT_TYPES = [
  'shipment.created',
  'shipment.booked',
  'shipment.cancelled',
  'shipment.picked_up',
  'shipment.in_transit',
  'shipment.customs',
  'shipment.delivered',
  'shipment.exception',
  'shipment.out_for_delivery',
  'shipment.available_for_pickup',
  'shipment.returned_to_sender',
  'shipment.rated',
  'shipment.label_purchased',
  'shipment.label_voided',
  'shipment.refunded',
  'shipment.void_refused',
  'shipment.return_requested',
  'inquiry.opened',
  'inquiry.updated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent by the test button only; no subscription needed. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'shipment.created': 'Shipment created',
  'shipment.booked': 'Shipment booked with a carrier (label purchased)',
  'shipment.cancelled': 'Shipment cancelled (voided)',
  'shipment.picked_up': 'Tracking: picked up',
  'shipment.in_transit': 'Tracking: in transit',
  'shipment.customs': 'Tracking: at customs',
  'shipment.delivered': 'Delivered',
  'shipment.exception': 'Exception (booking failed, delay, customs hold, failed delivery attempt)',
  'shipment.out_for_delivery': 'Tracking: out for delivery',
  'shipment.available_for_pickup': 'Tracking: ready for pickup by the recipient',
  'shipment.returned_to_sender': 'Tracking: returned to sender',
  'shipment.rated': 'Rates recorded for a shipment its shipper buys (with ids and expiry)',
  'shipment.label_purchased': 'Rate bought by the shipper (the carrier books it next)',
  'shipment.label_voided': 'Label voided before pickup',
  'shipment.refunded': 'Refund of a voided label (the price paid)',
  'shipment.void_refused': 'Label void refused by the provider (no refund)',
  'shipment.return_requested': 'Return created for a shipment (the return is a shipment of its own)',
  'inquiry.opened': 'Inquiry opened',
  'inquiry.updated': 'Inquiry updated (reply, status, resolved, closed, rated)',
};

/** How long a rotated-out secret still signs deliveries (both signatures are sent meanwhile). */
export const WEBHOOK_SECRET_GRACE_HOURS = 24;

// ── Events ───────────────────────────────────────────────────────────────────
export type WebhookEndpointRegistered = {
  type: 'WebhookEndpointRegistered';
  data: { endpointId: string; ownerId: string; url: string; description: string; eventTypes: WebhookEventType[]; enabled: boolean; secret: string; registeredAt: string };
};
export type WebhookEndpointUpdated = {
  type: 'WebhookEndpointUpdated';
  data: { endpointId: string; url: string; description: string; eventTypes: WebhookEventType[]; enabled: boolean; updatedAt: string };
};
export type WebhookSecretRotated = {
  type: 'WebhookSecretRotated';
  data: { endpointId: string; ownerId: string; secret: string; previousValidUntil: string; rotatedAt: string };
};
export type WebhookEndpointDisabled = {
  type: 'WebhookEndpointDisabled';
  data: { endpointId: string; ownerId: string; url: string; reason: string; disabledAt: string };
};
export type WebhookEndpointDeleted = { type: 'WebhookEndpointDeleted'; data: { endpointId: string; deletedAt: string } };
export type WebhookTestRequested = { type: 'WebhookTestRequested'; data: { endpointId: string; requestedAt: string } };
/** Re-deliver what the endpoint would have received from a point of the log (a position, or a time) up to this request. */
export type WebhookReplayRequested = {
  type: 'WebhookReplayRequested';
  data: { endpointId: string; fromPosition: string | null; fromDate: string | null; requestedAt: string };
};

export type WebhookEndpointEvent =
  WebhookEndpointRegistered | WebhookEndpointUpdated | WebhookSecretRotated | WebhookEndpointDisabled | WebhookEndpointDeleted | WebhookTestRequested | WebhookReplayRequested;
export const WEBHOOK_ENDPOINT_EVENT_TYPES: WebhookEndpointEvent['type'][] = [
  'WebhookEndpointRegistered',
  'WebhookEndpointUpdated',
  'WebhookSecretRotated',
  'WebhookEndpointDisabled',
  'WebhookEndpointDeleted',
  'WebhookTestRequested',
  'WebhookReplayRequested',
];

// ── HTTP payloads ────────────────────────────────────────────────────────────
const EventTypesSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, 'must name at least one event type')
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((a) => new Set(a).size === a.length, 'must not repeat an event type');
const UrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), 'must be an http:// or https:// URL');

export const CreateWebhookEndpointSchema = z
  .object({
    url: UrlSchema,
    description: z.string().trim().max(200).default(''),
    eventTypes: EventTypesSchema,
    enabled: z.boolean().default(true),
  })
  .strict()
  .meta({ id: 'CreateWebhookEndpoint' });
export type CreateWebhookEndpointInput = z.infer<typeof CreateWebhookEndpointSchema>;

export const UpdateWebhookEndpointSchema = z
  .object({ url: UrlSchema.optional(), description: z.string().trim().max(200).optional(), eventTypes: EventTypesSchema.optional(), enabled: z.boolean().optional() })
  .strict()
  .meta({ id: 'UpdateWebhookEndpoint' });
export type UpdateWebhookEndpointInput = z.infer<typeof UpdateWebhookEndpointSchema>;

export const ReplayWebhookSchema = z
  .object({
    fromPosition: z
      .string()
      .regex(/^\d{1,19}$/, 'must be a log position (digits)')
      .optional(),
    fromDate: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' }).optional(),
  })
  .strict()
  .refine((r) => (r.fromPosition === undefined) !== (r.fromDate === undefined), { message: 'give exactly one of fromPosition and fromDate', path: ['fromPosition'] })
  .meta({ id: 'ReplayWebhook' });
export type ReplayWebhookInput = z.infer<typeof ReplayWebhookSchema>;

export const DeliveryListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }).strict();

// ── Read side ────────────────────────────────────────────────────────────────
export const WebhookEndpointViewSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean(),
    disabledReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpointView = z.infer<typeof WebhookEndpointViewSchema>;

/** The answer to a creation or a rotation: the only time the secret is shown. */
export const WebhookEndpointWithSecretSchema = z
  .object({ id: z.string(), secret: z.string().meta({ description: 'whsec_ + base64: keep it; it is not shown again.' }) })
  .meta({ id: 'WebhookEndpointSecret' });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WebhookDeliverySchema = z
  .object({
    id: z.string(),
    webhookId: z.string().meta({ description: 'The webhook-id header: the event id, the same on every retry and replay.' }),
    requestId: z
      .string()
      .nullable()
      .meta({ description: 'The waypost-request-id header: the id of the API request that led to the event (its X-Request-Id); null when none did.' }),
    eventType: z.string(),
    position: z.string().nullable(),
    replay: z.boolean(),
    status: z.enum(['pending', 'delivered', 'failed', 'cancelled']),
    nextAttemptAt: z.string().nullable(),
    attempts: z
      .array(
        z.object({
          at: z.string(),
          statusCode: z.number().int().nullable(),
          durationMs: z.number().int(),
          error: z.string().nullable(),
          nextRetryAt: z.string().nullable(),
        }),
      )
      .meta({ description: 'Every attempt, oldest first: time, HTTP status (null: no answer), duration, error, when the next retry is due.' }),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
