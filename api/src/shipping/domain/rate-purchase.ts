import {
  MANIFEST_NOTICES,
  RATE_NOTICES,
  RATE_VALIDITY_HOURS,
  SHIPMENT_STATUS_LABELS,
  deliveryEstimate,
  type CarrierOption,
  type RateChargeLine,
  type Rate,
  type RateSource,
  type ShipmentEvent,
  type ShipmentRated,
} from '@waypost/contracts';
import { RateNotFoundError, ShipmentConflictError, ShipmentNotFoundError } from './errors';
import type { ShipmentState } from './shipment';

// ── Rate shopping and purchase (issue 24, item 4): pure; time and ids come in the command ──
// Rates are recorded (ShipmentRated) before they can be bought; a purchase (RatePurchased) names one of them and the
// autonomy dispatcher books exactly that carrier service from the log; a void (LabelVoided + RefundIssued) returns
// the price paid and leaves the shipment waiting for a new purchase, as Shippo does with a refunded transaction.
// A label a real provider sold (issue 27) is refunded only once the provider accepts the void: LabelVoided records
// the refund pending, and the provider's answer settles it (provider-void.ts).

/** A carrier service as quoting priced it: the option, its currency and its charge lines. */
export type QuotedService = CarrierOption & { currency: string; lines: RateChargeLine[] };

/** A fresh quote, ready to record: the rates (ids given) and the rating's times and source. */
export interface Rating {
  rates: Rate[];
  quotedAt: string;
  expiresAt: string;
  source: RateSource;
}

/** Rates from priced services at `now`: each id from `idOf`, expiring RATE_VALIDITY_HOURS later. */
export function ratingOf(services: readonly QuotedService[], now: string, idOf: (s: QuotedService) => string): Rating {
  const expiresAt = new Date(Date.parse(now) + RATE_VALIDITY_HOURS * 3_600_000).toISOString();
  const rates = services.map((s) => ({ ...s, id: idOf(s), estimatedDelivery: deliveryEstimate(now, s.transitDays), expiresAt }));
  return { rates, quotedAt: now, expiresAt, source: { rule: 'quoting/quote-shipment', rateDate: now.slice(0, 10) } };
}

export type RateCommand =
  | { type: 'RateShipment'; data: { shipmentId: string; requestedBy: string; staff: boolean; rating: Rating } }
  | { type: 'PurchaseRate'; data: { shipmentId: string; rateId: string; requestedBy: string; staff: boolean; now: string } }
  | { type: 'VoidLabel'; data: { shipmentId: string; requestedBy: string; staff: boolean; reason: string; refundId: string; now: string } };

type Existing = Exclude<ShipmentState, { status: 'none' }>;

/** The shipment when the caller may see it (its owner, or staff); a shipment of someone else is "not found". */
function visible(state: ShipmentState, c: { shipmentId: string; requestedBy: string; staff: boolean }): Existing {
  if (state.status === 'none' || (!c.staff && state.ownerId !== c.requestedBy)) throw new ShipmentNotFoundError(c.shipmentId);
  return state;
}

function pending(state: Existing): void {
  if (state.status !== 'pending') throw new ShipmentConflictError(RATE_NOTICES.notPending(SHIPMENT_STATUS_LABELS[state.status]));
}

/** The rating event of a shipment; the create command records one for a manual shipment. */
export const ratedEvent = (state: { shipmentId: string; trackingNumber: string }, rating: Rating): ShipmentRated => ({
  type: 'ShipmentRated',
  data: { shipmentId: state.shipmentId, trackingNumber: state.trackingNumber, ...rating },
});

/** The rates the shipment can be bought at now: the latest rating's, unless they expired. */
export function currentRates(state: Existing, now: string): Rate[] {
  if (!state.rating || state.rating.expiresAt <= now) return [];
  const ids = new Set(state.rating.rateIds);
  return state.rates.filter((r) => ids.has(r.id));
}

export function decideRate(command: RateCommand, state: ShipmentState): ShipmentEvent[] {
  switch (command.type) {
    case 'RateShipment':
      return rateShipment(command.data, state);
    case 'PurchaseRate':
      return purchaseRate(command.data, state);
    case 'VoidLabel':
      return voidLabel(command.data, state);
  }
}

/** Records fresh rates when the shipment waits for a purchase and has none it can buy now; else nothing. */
function rateShipment(c: Extract<RateCommand, { type: 'RateShipment' }>['data'], state: ShipmentState): ShipmentEvent[] {
  const s = visible(state, c);
  pending(s);
  if (!s.awaitingRate || currentRates(s, c.rating.quotedAt).length > 0) return [];
  return [ratedEvent(s, c.rating)];
}

function purchaseRate(c: Extract<RateCommand, { type: 'PurchaseRate' }>['data'], state: ShipmentState): ShipmentEvent[] {
  const s = visible(state, c);
  if (s.purchase) {
    if (s.purchase.rateId === c.rateId) return []; // the same purchase again: the same answer
    throw new ShipmentConflictError(RATE_NOTICES.alreadyPurchased(s.purchase.rateId));
  }
  pending(s);
  if (!s.awaitingRate) throw new ShipmentConflictError(RATE_NOTICES.autoBooked);
  const rate = s.rates.find((r) => r.id === c.rateId);
  if (!rate) throw new RateNotFoundError(RATE_NOTICES.rateNotFound(c.rateId, c.shipmentId));
  if (rate.expiresAt <= c.now) throw new ShipmentConflictError(RATE_NOTICES.expired(rate.id, rate.expiresAt));
  return [
    {
      type: 'RatePurchased',
      data: { shipmentId: s.shipmentId, trackingNumber: s.trackingNumber, ownerId: s.ownerId, rateId: rate.id, rate, purchasedBy: c.requestedBy, purchasedAt: c.now },
    },
  ];
}

function voidLabel(c: Extract<RateCommand, { type: 'VoidLabel' }>['data'], state: ShipmentState): ShipmentEvent[] {
  const s = visible(state, c);
  if (s.status !== 'pending') {
    throw new ShipmentConflictError(`A shipment that is ${SHIPMENT_STATUS_LABELS[s.status]} was picked up or closed; its label can no longer be voided`);
  }
  if (!s.carrier) throw new ShipmentConflictError(s.purchase ? RATE_NOTICES.labelPending : RATE_NOTICES.noLabel);
  // Issue 28: the carrier's end-of-day manifest lists it; the carrier expects the parcel.
  if (s.manifest) throw new ShipmentConflictError(MANIFEST_NOTICES.alreadyManifested(s.trackingNumber, s.manifest.manifestId));
  // The price paid: the rate bought, else (the dispatcher's booking) what the carrier booked it at.
  const paid = s.purchase ? s.purchase.rate.price : s.carrier.price;
  const rateId = s.purchase?.rateId ?? null;
  const base = { shipmentId: s.shipmentId, trackingNumber: s.trackingNumber };
  const voided = { ...base, carrierId: s.carrier.carrierId, reference: s.carrier.reference, rateId, reason: c.reason, voidedAt: c.now };
  const provider = s.carrier.booking.provider;
  if (provider) {
    const refund = { refundId: c.refundId, amountMinor: paid.amountMinor, currency: paid.currency, status: 'pending' as const, provider: provider.name };
    return [{ type: 'LabelVoided', data: { ...voided, refund } }];
  }
  return [
    { type: 'LabelVoided', data: voided },
    { type: 'RefundIssued', data: { ...base, refundId: c.refundId, rateId, amountMinor: paid.amountMinor, currency: paid.currency, issuedAt: c.now } },
  ];
}
