import type { BookingSummary, CarrierBooked, CarrierBookingFailed, LabelVoided, RatePurchased, RefundIssued, ShipmentCreated, StoredEvent } from '@waypost/contracts';

// ── The booking summary of a shipment's row (issue 24): one statement of its fold, from the shipment stream ──
// - ShipmentCreated: how it is booked (manual waits for a purchase; absent means the dispatcher books it);
// - RatePurchased: the rate as bought (kept here, so its charge lines outlive the rates' expiry);
// - CarrierBooked: the carrier holding it, and its label exists;
// - CarrierBookingFailed with no carrier left (carrierId null): needs attention, unless a label exists;
// - LabelVoided: no label, no carrier, no purchase; the shipment waits for a purchase again;
// - RefundIssued: the last refund.
// Events it cannot read (fields missing) leave the summary as it was: no reader fails on a malformed event.

export const initialBooking = (d: Pick<ShipmentCreated['data'], 'rateSelection'>): BookingSummary => {
  const manual = d.rateSelection === 'manual';
  return {
    rateSelection: manual ? 'manual' : 'auto',
    awaitingPurchase: manual,
    purchasedRate: null,
    carrier: null,
    label: { status: 'none', at: null, reason: null },
    lastRefund: null,
  };
};

const text = (v: unknown): v is string => typeof v === 'string';
const count = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The summary after the event (a new object when it changes, the same one otherwise). */
export function foldBookingSummary(b: BookingSummary, stored: StoredEvent): BookingSummary {
  switch (stored.type) {
    case 'RatePurchased': {
      const d = stored.data as Partial<RatePurchased['data']>;
      const r = d.rate;
      if (!text(d.rateId) || !text(d.purchasedAt) || !r || !count(r.price?.amountMinor)) return b;
      return {
        ...b,
        awaitingPurchase: false,
        purchasedRate: {
          rateId: d.rateId,
          carrierId: r.carrierId,
          carrierName: r.carrierName,
          serviceId: r.serviceId,
          serviceName: r.serviceName,
          serviceLevel: r.serviceLevel,
          amountMinor: r.price.amountMinor,
          currency: r.price.currency,
          lines: Array.isArray(r.lines) ? r.lines : [],
          transitDays: r.transitDays,
          purchasedAt: d.purchasedAt,
        },
        // a new purchase: its label follows when the carrier books
        label: { status: 'none', at: null, reason: null },
      };
    }
    case 'CarrierBooked': {
      const d = stored.data as Partial<CarrierBooked['data']>;
      if (!text(d.carrierId) || !text(d.bookedAt) || !count(d.price?.amountMinor)) return b;
      return {
        ...b,
        carrier: {
          carrierId: d.carrierId,
          carrierName: String(d.carrierName ?? ''),
          serviceName: String(d.serviceName ?? ''),
          reference: String(d.reference ?? ''),
          sandbox: d.sandbox === true,
          amountMinor: d.price.amountMinor,
          currency: String(d.price.currency ?? ''),
          bookedAt: d.bookedAt,
        },
        label: { status: 'purchased', at: d.bookedAt, reason: null },
      };
    }
    case 'CarrierBookingFailed': {
      const d = stored.data as Partial<CarrierBookingFailed['data']>;
      if (d.carrierId !== null || b.label.status === 'purchased') return b; // another carrier is tried, or a label exists
      return { ...b, label: { status: 'needs_attention', at: text(d.failedAt) ? d.failedAt : stored.createdAt, reason: String(d.reason ?? '') } };
    }
    case 'LabelVoided': {
      const d = stored.data as Partial<LabelVoided['data']>;
      return { ...b, awaitingPurchase: true, purchasedRate: null, carrier: null, label: { status: 'voided', at: text(d.voidedAt) ? d.voidedAt : stored.createdAt, reason: null } };
    }
    case 'RefundIssued': {
      const d = stored.data as Partial<RefundIssued['data']>;
      if (!text(d.refundId) || !count(d.amountMinor) || !text(d.currency)) return b;
      return {
        ...b,
        lastRefund: {
          refundId: d.refundId,
          rateId: d.rateId ?? null,
          amountMinor: d.amountMinor,
          currency: d.currency,
          status: 'issued',
          at: text(d.issuedAt) ? d.issuedAt : stored.createdAt,
        },
      };
    }
    default:
      return b;
  }
}
