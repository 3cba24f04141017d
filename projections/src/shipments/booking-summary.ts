import type {
  BookedCarrier,
  BookingSummary,
  CarrierBooked,
  CarrierBookingFailed,
  LabelVoided,
  LabelVoidRefused,
  PurchasedRate,
  RatePurchased,
  RefundIssued,
  ShipmentCreated,
  StoredEvent,
} from '@waypost/contracts';

// ── The booking summary of a shipment's row (issue 24): one statement of its fold, from the shipment stream ──
// - ShipmentCreated: how it is booked (manual waits for a purchase; absent means the dispatcher books it);
// - RatePurchased: the rate as bought (kept here, so its charge lines outlive the rates' expiry);
// - CarrierBooked: the carrier holding it, and its label exists;
// - CarrierBookingFailed with no carrier left (carrierId null): needs attention, unless a label exists;
// - LabelVoided: no label, no carrier, no purchase; the shipment waits for a purchase again (a real provider's
//   label: its refund pending until the provider answers);
// - RefundIssued: the last refund, issued;
// - LabelVoidRefused (issue 27): the provider refused the void: the refund is refused with its words, and the label
//   stands again (booking and purchase as before the void) when the event restores it.
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

/** The rate bought, as a purchase recorded it; null when unreadable. */
function purchasedRateOf(d: Partial<Pick<RatePurchased['data'], 'rateId' | 'rate' | 'purchasedAt'>>): PurchasedRate | null {
  const r = d.rate;
  if (!text(d.rateId) || !text(d.purchasedAt) || !r || !count(r.price?.amountMinor)) return null;
  return {
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
  };
}

/** The carrier holding the shipment, as its booking recorded it; null when unreadable. */
function carrierOf(d: Partial<CarrierBooked['data']>): BookedCarrier | null {
  if (!text(d.carrierId) || !text(d.bookedAt) || !count(d.price?.amountMinor)) return null;
  return {
    carrierId: d.carrierId,
    carrierName: String(d.carrierName ?? ''),
    serviceName: String(d.serviceName ?? ''),
    reference: String(d.reference ?? ''),
    sandbox: d.sandbox === true,
    amountMinor: d.price.amountMinor,
    currency: String(d.price.currency ?? ''),
    bookedAt: d.bookedAt,
  };
}

/** The summary after the event (a new object when it changes, the same one otherwise). */
export function foldBookingSummary(b: BookingSummary, stored: StoredEvent): BookingSummary {
  switch (stored.type) {
    case 'RatePurchased': {
      const purchasedRate = purchasedRateOf(stored.data as Partial<RatePurchased['data']>);
      // a new purchase: its label follows when the carrier books
      return purchasedRate ? { ...b, awaitingPurchase: false, purchasedRate, label: { status: 'none', at: null, reason: null } } : b;
    }
    case 'CarrierBooked': {
      const carrier = carrierOf(stored.data as Partial<CarrierBooked['data']>);
      return carrier ? { ...b, carrier, label: { status: 'purchased', at: carrier.bookedAt, reason: null } } : b;
    }
    case 'CarrierBookingFailed': {
      const d = stored.data as Partial<CarrierBookingFailed['data']>;
      if (d.carrierId !== null || b.label.status === 'purchased') return b; // another carrier is tried, or a label exists
      return { ...b, label: { status: 'needs_attention', at: text(d.failedAt) ? d.failedAt : stored.createdAt, reason: String(d.reason ?? '') } };
    }
    case 'LabelVoided': {
      const d = stored.data as Partial<LabelVoided['data']>;
      const at = text(d.voidedAt) ? d.voidedAt : stored.createdAt;
      const voided: BookingSummary = { ...b, awaitingPurchase: true, purchasedRate: null, carrier: null, label: { status: 'voided', at, reason: null } };
      const r = d.refund;
      if (!r || !text(r.refundId) || !count(r.amountMinor) || !text(r.currency)) return voided;
      const provider = text(r.provider) ? { provider: r.provider } : {};
      return { ...voided, lastRefund: { refundId: r.refundId, rateId: d.rateId ?? null, amountMinor: r.amountMinor, currency: r.currency, status: 'pending', at, ...provider } };
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
          ...providerOf(b, d.refundId),
        },
      };
    }
    case 'LabelVoidRefused':
      return voidRefused(b, stored);
    default:
      return b;
  }
}

/** Who answers for a refund the summary showed pending (kept once it is answered). */
function providerOf(b: BookingSummary, refundId: string): { provider?: string } {
  const provider = b.lastRefund?.refundId === refundId ? b.lastRefund.provider : undefined;
  return provider ? { provider } : {};
}

/** The provider refused a void: nothing refunded, in its words; the label stands again when the event restores it. */
function voidRefused(b: BookingSummary, stored: StoredEvent): BookingSummary {
  const d = stored.data as Partial<LabelVoidRefused['data']>;
  if (!text(d.refundId) || !count(d.amountMinor) || !text(d.currency)) return b;
  const at = text(d.refusedAt) ? d.refusedAt : stored.createdAt;
  const refund = { refundId: d.refundId, rateId: d.rateId ?? null, amountMinor: d.amountMinor, currency: d.currency, status: 'refused' as const, at };
  const refused: BookingSummary = { ...b, lastRefund: { ...refund, ...providerOf(b, d.refundId), reason: String(d.reason ?? '') } };
  const carrier = d.restored ? carrierOf(d.restored.booking) : null;
  if (!carrier) return refused;
  const purchasedRate = d.restored?.purchase ? purchasedRateOf(d.restored.purchase) : null;
  return { ...refused, awaitingPurchase: false, purchasedRate, carrier, label: { status: 'purchased', at, reason: null } };
}
