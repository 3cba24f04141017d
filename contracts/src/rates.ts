import { z } from 'zod';
import type { CarrierOption } from './autonomy';

// ── Rate shopping and purchase (issue 24, item 4), as Shippo and EasyPost do it ──
// A shipment's rates are recorded on its stream (ShipmentRated) before anyone may buy one, so a purchase names the
// exact rate the shipper was shown. Money is in minor units with its currency; every line says what it is.

/** How a new shipment gets its carrier: `auto` (absent: the spec's flow) lets the autonomy dispatcher book it;
 * `manual` makes it wait until the shipper buys one of its rates. */
export const RATE_SELECTIONS = ['auto', 'manual'] as const;
export type RateSelection = (typeof RATE_SELECTIONS)[number];

/**
 * How long a rate can be bought: 24 hours. Rates are priced with the fuel surcharge and FX reference tables of the
 * day they were quoted (as carriers publish them per day); a rate bought a day later could be priced on stale tables,
 * so after 24 hours the shipper asks for fresh rates (Shippo and EasyPost carrier rates are also short-lived).
 */
export const RATE_VALIDITY_HOURS = 24;

export interface RateChargeLine {
  kind: 'base' | 'fuel' | 'surcharge' | 'tax';
  code: string;
  label: string;
  amountMinor: number;
}

/** One rate a shipper may buy: a carrier service, its charge lines and total, its transit and when it expires. */
export interface Rate extends CarrierOption {
  /** `rate_` and 32 hex digits; unique to the shipment and the quote. */
  id: string;
  currency: string;
  lines: RateChargeLine[];
  /** Calendar days (the service's maximum). */
  transitDays: number;
  estimatedDelivery: string;
  expiresAt: string;
}

export const RATE_ID_PATTERN = /^rate_[0-9a-f]{32}$/;

/** Where the prices come from, so an auditor can re-quote them. */
export interface RateSource {
  /** The pricing rule: quoting's "quote this shipment" over the carrier network. */
  rule: 'quoting/quote-shipment';
  /** The business date whose fuel and FX tables priced the rates. */
  rateDate: string;
  /** Issue 27: the real providers asked for this quote, and what each answered (absent when none is configured). */
  providers?: ProviderAnswer[];
}

/** One provider account's answer to a quote: how many rates, or why none. */
export interface ProviderAnswer {
  id: string;
  name: string;
  account: string;
  mode: 'test' | 'live';
  rates: number;
  /** Why it gave no rates (its error, a timeout, a paused circuit); null when it answered. */
  error: string | null;
}

export interface ShipmentRates {
  shipmentId: string;
  trackingNumber: string;
  rates: Rate[];
  quotedAt: string;
  expiresAt: string;
  source: RateSource;
  /** `manual`: a rate must be bought (the rates are recorded); `auto`: the dispatcher books (no rates in the create answer). */
  rateSelection: RateSelection;
  /** The rate bought and not voided, if any. */
  purchasedRateId: string | null;
}

export interface RatePurchase {
  shipmentId: string;
  trackingNumber: string;
  rateId: string;
  rate: Rate;
  purchasedAt: string;
  /** The label exists once the carrier books (GET /api/shipments/{id}/label answers 409 until then). */
  labelStatus: 'pending' | 'ready';
}

export interface LabelVoid {
  shipmentId: string;
  trackingNumber: string;
  voidedAt: string;
  /**
   * The price paid, returned: `issued` at once for a label of the sandbox network; `pending` for a label a real
   * provider sold, until the provider confirms the void (RefundIssued) or refuses it (LabelVoidRefused, no refund).
   */
  refund: { refundId: string; amountMinor: number; currency: string; status: 'issued' | 'pending' };
  /** After a void the shipment waits for a new purchase (its rates, or fresh ones once they expire). */
  status: 'awaiting_rate';
}

// ── Requests ─────────────────────────────────────────────────────────────────

export const PurchaseRateSchema = z.object({
  rateId: z
    .string({ error: 'must be a rate id' })
    .trim()
    .regex(RATE_ID_PATTERN, 'must be a rate id like rate_ followed by 32 hex digits')
    .meta({ description: 'One of the shipment’s rates (from its creation or POST /api/shipments/{id}/rates).' }),
});
export type PurchaseRateRequest = z.input<typeof PurchaseRateSchema>;

export const VoidLabelSchema = z.object({
  reason: z.string().trim().max(300, 'must be at most 300 characters').optional(),
});

// ── Events of the shipment stream ────────────────────────────────────────────

export type ShipmentRated = {
  type: 'ShipmentRated';
  data: { shipmentId: string; trackingNumber: string; rates: Rate[]; quotedAt: string; expiresAt: string; source: RateSource };
};

export type RatePurchased = {
  type: 'RatePurchased';
  data: { shipmentId: string; trackingNumber: string; ownerId: string; rateId: string; rate: Rate; purchasedBy: string; purchasedAt: string };
};

export type LabelVoided = {
  type: 'LabelVoided';
  data: {
    shipmentId: string;
    trackingNumber: string;
    carrierId: string;
    reference: string;
    rateId: string | null;
    reason: string;
    voidedAt: string;
    /**
     * Issue 27: present when a real provider sold the label. Its refund waits for the provider's answer to the void:
     * RefundIssued when it accepts (at once or later), LabelVoidRefused when it refuses. Absent for the sandbox network,
     * whose RefundIssued is recorded with the void.
     */
    refund?: PendingRefund;
  };
};

/** A refund that waits for a provider's answer: the price paid, and who answers. */
export interface PendingRefund {
  refundId: string;
  amountMinor: number;
  currency: string;
  status: 'pending';
  /** The provider's name as shown ('EasyPost'). */
  provider: string;
}

/** Money returned for a voided label: the price that was paid for it. */
export type RefundIssued = {
  type: 'RefundIssued';
  data: { shipmentId: string; trackingNumber: string; refundId: string; rateId: string | null; amountMinor: number; currency: string; issuedAt: string };
};

export type RateEvent = ShipmentRated | RatePurchased | LabelVoided | RefundIssued;
export const RATE_EVENT_TYPES: RateEvent['type'][] = ['ShipmentRated', 'RatePurchased', 'LabelVoided', 'RefundIssued'];

export const RATE_NOTICES = {
  expired: (rateId: string, expiresAt: string) => `Rate ${rateId} expired at ${expiresAt}; ask for fresh rates (POST /api/shipments/{id}/rates) and buy one of those.`,
  alreadyPurchased: (rateId: string) => `This shipment's label was already bought with rate ${rateId}; void it first to buy another rate.`,
  rateNotFound: (rateId: string, shipmentId: string) => `Rate ${rateId} is not a rate of shipment ${shipmentId}`,
  autoBooked: 'This shipment is booked automatically by the dispatcher; void its label first to choose a rate yourself.',
  notPending: (status: string) => `A shipment that is ${status} can no longer be rated, bought or voided`,
  noLabel: 'This shipment has no label to void yet.',
  labelPending: 'The carrier has not booked this purchase yet; the label can be voided once it exists (try again in a moment).',
} as const;
