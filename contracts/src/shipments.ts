import { z } from 'zod';
import { PageQuerySchema, queryDateTime } from './pagination';
import { AddressSchema, type StoredAddress } from './addresses';
import type { TrackingStatus } from './tracking-statuses';
import { RATE_SELECTIONS, type Rate, type RateSelection } from './rates';
import type { BookingSummary } from './booking-summary';
import { ParcelsSchema, parcelFromItem, toGrams, toParcel, type Parcel } from './parcels';
import { CustomsSchema, customsItemsGrams, type Customs, type DutiesEstimate } from './customs';
import type { DangerousGoodsFlag } from './dangerous-goods';
import type { ShipmentReturnLink } from './returns';

// ── Shipment statuses and tracking event types (spec section 4) ─────────────
export const SHIPMENT_STATUSES = ['pending', 'in_transit', 'customs', 'delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  pending: 'Pending',
  in_transit: 'In Transit',
  customs: 'Customs',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The spec's five, then what carriers report beyond them (issue 24, item 7; see tracking-statuses.ts). */
export const TRACKING_EVENT_TYPES = [
  'created',
  'pickup',
  'transit',
  'customs',
  'delivered',
  'out_for_delivery',
  'delivery_attempt',
  'available_for_pickup',
  'returned_to_sender',
  'exception',
] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** Tracking numbers look like 2PG-2024-000001 (spec section 9). */
export const TRACKING_NUMBER_PATTERN = /^2PG-\d{4}-\d{6,}$/;

// ── Create payload (spec sections 3 and 7) ───────────────────────────────────
const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export { AddressSchema, type Address } from './addresses';

export const DimensionsSchema = z.object({
  length: z.number({ error: 'must be a number' }).min(0.1, 'must be at least 0.1 cm').max(500, 'must be at most 500 cm'),
  width: z.number({ error: 'must be a number' }).min(0.1, 'must be at least 0.1 cm').max(500, 'must be at most 500 cm'),
  height: z.number({ error: 'must be a number' }).min(0.1, 'must be at least 0.1 cm').max(500, 'must be at most 500 cm'),
});
export type Dimensions = z.infer<typeof DimensionsSchema>;

export const AiRecognitionSchema = z
  .object({
    description: z.string().max(500).optional(),
    category: z.string().max(100).optional(),
    estimatedWeight: z.number().nonnegative().optional(),
    estimatedDimensions: DimensionsSchema.partial().optional(),
    confidence: z.number().min(0).max(1).optional(),
    shippingEligibility: z.string().max(100).optional(),
  })
  .nullable()
  .optional();

export const ItemDetailsSchema = z.object({
  description: text(500),
  weight: z.number({ error: 'must be a number' }).min(0.001, 'must be at least 0.001 kg').max(1000, 'must be at most 1000 kg'),
  value: z.number({ error: 'must be a number' }).nonnegative('must not be negative').max(1_000_000, 'must be at most 1000000'),
  dimensions: DimensionsSchema.optional(),
  aiRecognition: AiRecognitionSchema,
});
export type ItemDetails = z.infer<typeof ItemDetailsSchema>;

export const CreateShipmentSchema = z
  .object({
    fromAddress: AddressSchema,
    toAddress: AddressSchema,
    itemDetails: ItemDetailsSchema,
    /** A new shipment is always created as pending; any other value is refused. */
    status: z.literal('pending', { message: "must be 'pending' for a new shipment" }).optional(),
    /** Issue 24: the parcels (absent: one parcel of itemDetails' weight and dimensions). */
    parcels: ParcelsSchema.optional(),
    /** Issue 24: the customs declaration of an international shipment (refused on a domestic lane). */
    customs: CustomsSchema.optional(),
    /** Issue 24: `manual` waits for the shipper to buy a rate; absent or `auto` books through the dispatcher as before. */
    rateSelection: z
      .enum(RATE_SELECTIONS, { error: `must be one of ${RATE_SELECTIONS.join(', ')}` })
      .optional()
      .meta({ description: 'manual: the shipment waits for POST /api/shipments/{id}/purchase; auto (default): the dispatcher books it.' }),
  })
  .superRefine((s, ctx) => {
    if (!s.customs) return;
    // only over values that passed their own checks (a refused weight or quantity is reported once, where it is)
    const sane = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n > 0;
    if (!(s.parcels ?? []).every((p) => sane(p.weight?.value)) || !s.customs.items.every((i) => sane(i.quantity) && sane(i.weight?.value))) return;
    const parcelGrams = s.parcels ? s.parcels.reduce((g, p) => g + toGrams(p.weight.value, p.weight.unit), 0) : toGrams(s.itemDetails.weight, 'kg');
    const declared = customsItemsGrams(s.customs.items);
    if (declared > parcelGrams)
      ctx.addIssue({
        code: 'custom',
        path: ['customs', 'items'],
        message: `declare ${declared / 1000} kg of goods, more than the parcels weigh (${parcelGrams / 1000} kg)`,
      });
  });
export type CreateShipmentRequest = z.input<typeof CreateShipmentSchema>;
export type CreateShipmentInput = z.infer<typeof CreateShipmentSchema>;

export const RecordTrackingEventSchema = z.object({
  eventType: z.enum(
    TRACKING_EVENT_TYPES.filter((t): t is Exclude<TrackingEventType, 'created'> => t !== 'created'),
    {
      error: `must be one of ${TRACKING_EVENT_TYPES.filter((t) => t !== 'created').join(', ')}`,
    },
  ),
  description: text(300),
  location: text(200),
  /** When it happened at the carrier; defaults to now. */
  timestamp: z.iso.datetime({ offset: true }).optional(),
  /** Optimistic concurrency: the shipment version the caller saw. */
  expectedVersion: z.number().int().nonnegative().optional(),
});
export type RecordTrackingEventRequest = z.input<typeof RecordTrackingEventSchema>;

export const CancelShipmentSchema = z.object({
  reason: z.string().trim().max(300).optional(),
  expectedVersion: z.number().int().nonnegative().optional(),
});

// ── Delivery estimate: one value, from one source at a time (issue 22) ───────
// quote: priced when the shipment was created (the service the dispatcher picks by default);
// decision: the service the dispatcher chose; carrier: what the carrier said when it booked. Each replaces the last.
export const ESTIMATE_SOURCES = ['quote', 'decision', 'carrier'] as const;
export type EstimateSource = (typeof ESTIMATE_SOURCES)[number];
export const ESTIMATE_SOURCE_LABELS: Record<EstimateSource, string> = {
  quote: 'quoted; confirmed when a carrier books',
  decision: "the chosen carrier's quote; confirmed when it books",
  carrier: "the carrier's estimate",
};

/** `transitDays` calendar days after `start` (ISO): the one rule for quotes, dispatcher decisions and sandbox carriers. */
export const deliveryEstimate = (start: string, transitDays: number): string => new Date(Date.parse(start) + transitDays * 86_400_000).toISOString();

/** Something the shipper must act on; the spec's statuses stay as they are beside it. */
export interface ShipmentAttention {
  code: 'booking_failed';
  message: string;
  since: string;
}

export const SHIPMENT_NOTICES = {
  laneNotServed: (from: string, to: string, why: string) => `No carrier serves ${from} → ${to}: ${why}`,
  laneRefusedTitle: 'We cannot ship this route',
  bookingFailedTitle: 'Booking failed',
  bookingFailed: (trackingNumber: string, reason: string) =>
    `No carrier could take your shipment ${trackingNumber} (${reason}). It will not move until this is solved: cancel it, or contact support.`,
  needsAttention: 'Needs attention',
  noNotifications: "You're all caught up. No new notifications.",
} as const;

// ── Read side ────────────────────────────────────────────────────────────────
export interface Shipment {
  id: string;
  trackingNumber: string;
  status: ShipmentStatus;
  fromAddress: StoredAddress;
  toAddress: StoredAddress;
  itemDetails: ItemDetails;
  estimatedDelivery: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** Where estimatedDelivery comes from now (absent on rows written before issue 22: a quote). */
  estimateSource?: EstimateSource;
  /** Set while something keeps the shipment from moving (a booking no carrier took). */
  attention?: ShipmentAttention | null;
  /** Issue 24: the parcels (one derived from itemDetails for shipments created before), and their weight in kg. */
  parcels: Parcel[];
  totalWeightKg: number;
  /** Issue 24: the customs declaration and the duties estimated at creation (international shipments that gave one). */
  customs?: Customs | null;
  dutiesEstimate?: DutiesEstimate | null;
  /** Issue 26: what the carrier needs to know about the declared items that are dangerous goods (absent when none). */
  dangerousGoods?: DangerousGoodsFlag[];
  /** What the carrier said last, beyond the spec's screen status (issue 24, item 7). */
  trackingStatus?: TrackingStatus;
  /** Issue 24: rate bought, carrier, label and refund (absent on rows projected before it, until a rebuild). */
  booking?: BookingSummary;
  /** Issue 28: the shipment this one returns (absent unless it is a return). */
  returnOf?: ShipmentReturnLink;
  /** Issue 28: the latest return created for this shipment (absent when none). */
  returnedAs?: ShipmentReturnLink;
}

/** The answer of POST /api/shipments: the shipment and its rates (bought by the shipper when `manual`). */
export interface CreatedShipment extends Shipment {
  rates: Rate[];
  rateSelection: RateSelection;
}

export interface TrackingEvent {
  id: string;
  eventType: TrackingEventType;
  description: string;
  location: string;
  timestamp: string;
}

export interface TrackingResult {
  shipment: Shipment;
  events: TrackingEvent[];
}

// ── GET /api/shipments: paging and filters (issue 25, item 4) ────────────────
const countryFilter = (what: string) =>
  z
    .string({ error: 'must be a country' })
    .trim()
    .min(1, 'must be a country')
    .max(60, 'must be at most 60 characters')
    .optional()
    .meta({ description: `The ${what} country, as written on the shipment (case ignored).` });

export const ShipmentListQuerySchema = PageQuerySchema.extend({
  status: z.enum(SHIPMENT_STATUSES, { error: `must be one of ${SHIPMENT_STATUSES.join(', ')}` }).optional(),
  created_from: queryDateTime.optional().meta({ description: 'Created at or after (a date means its start, UTC).' }),
  created_to: queryDateTime.optional().meta({ description: 'Created before (a date means up to its end, UTC).' }),
  origin_country: countryFilter('origin'),
  destination_country: countryFilter('destination'),
  carrier: z
    .string({ error: 'must be a carrier id' })
    .trim()
    .min(1, 'must be a carrier id')
    .max(60, 'must be at most 60 characters')
    .optional()
    .meta({ description: 'The booked carrier’s id, e.g. dhl.' }),
});
export type ShipmentListQuery = z.infer<typeof ShipmentListQuerySchema>;

/** The parcels of a create request: as given, converted once, or the one parcel its item describes. */
export const parcelsOf = (input: Pick<CreateShipmentInput, 'parcels' | 'itemDetails'>): Parcel[] =>
  input.parcels ? input.parcels.map(toParcel) : [parcelFromItem(input.itemDetails)];
