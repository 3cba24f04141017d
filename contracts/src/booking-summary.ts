import type { RateChargeLine, RateSelection } from './rates';

// ── A shipment's booking, as the shipments read model keeps it (issue 24, items 4 and 9) ──
// Folded from the shipment stream: how it is booked (rateSelection), the rate bought (kept from the purchase itself,
// so its charge lines outlive the rates' 24-hour expiry), the carrier that booked it, its label and the last refund.

/**
 * none: no label yet (a purchase waiting for the carrier's booking is `purchasedRate` with `none`); purchased: a
 * carrier booked the shipment and its label exists; voided: the label was voided (see the refund); needs_attention: no
 * carrier will take the shipment (the reason says why).
 */
export const LABEL_STATUSES = ['none', 'purchased', 'voided', 'needs_attention'] as const;
export type LabelStatus = (typeof LABEL_STATUSES)[number];

export const LABEL_STATUS_LABELS: Record<LabelStatus, string> = {
  none: 'No label yet',
  purchased: 'Label ready',
  voided: 'Label voided',
  needs_attention: 'Needs attention',
};

/** The rate bought, as RatePurchased recorded it. */
export interface PurchasedRate {
  rateId: string;
  carrierId: string;
  carrierName: string;
  serviceId: string;
  serviceName: string;
  serviceLevel: string;
  amountMinor: number;
  currency: string;
  lines: RateChargeLine[];
  transitDays: number;
  purchasedAt: string;
}

/** The carrier that booked the shipment (CarrierBooked): for an automatic shipment, what the dispatcher bought. */
export interface BookedCarrier {
  carrierId: string;
  carrierName: string;
  serviceName: string;
  reference: string;
  sandbox: boolean;
  amountMinor: number;
  currency: string;
  bookedAt: string;
}

export interface ShipmentLabelState {
  status: LabelStatus;
  /** When it took this status (null while there has been no label). */
  at: string | null;
  /** needs_attention: why no carrier takes the shipment; null otherwise. */
  reason: string | null;
}

/**
 * Money returned for a voided label. issued: returned (RefundIssued); pending: the real provider that sold the label
 * has not confirmed the void yet (LabelVoided with its refund pending); refused: the provider refused the void and
 * nothing is returned (LabelVoidRefused, its words in `reason`).
 */
export const REFUND_STATUSES = ['issued', 'pending', 'refused'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface ShipmentRefund {
  refundId: string;
  rateId: string | null;
  amountMinor: number;
  currency: string;
  status: RefundStatus;
  /** When it took this status. */
  at: string;
  /** pending or refused: the provider that answers (or answered) for the label. */
  provider?: string;
  /** refused: the provider's own words. */
  reason?: string;
}

export interface BookingSummary {
  rateSelection: RateSelection;
  /** The shipment waits for its shipper to buy a rate (created manual with nothing bought, or its label voided). */
  awaitingPurchase: boolean;
  /** The rate bought and not voided. */
  purchasedRate: PurchasedRate | null;
  /** The carrier holding the shipment (cleared by a void). */
  carrier: BookedCarrier | null;
  label: ShipmentLabelState;
  lastRefund: ShipmentRefund | null;
}
