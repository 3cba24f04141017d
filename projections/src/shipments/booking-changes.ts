import {
  SHIPMENT_NOTICES,
  decisionEstimate,
  type CarrierBooked,
  type CarrierBookingFailed,
  type CarrierSelected,
  type EstimateSource,
  type ShipmentAttention,
  type ShipmentRebooked,
  type StoredEvent,
} from '@waypost/contracts';

// ── What carrier decisions and bookings change on a shipment's read rows (issue 22) ──
// One statement of the fold for the shipments, tracking and admin-shipments read models:
// - the delivery estimate: a decision's (CarrierSelected, ShipmentRebooked), then the carrier's (CarrierBooked);
// - attention: set by a booking failure no carrier will take up (CarrierBookingFailed with carrierId null) while the
//   shipment is still open, cleared by a booking, a carrier scan or a cancellation;
// - the shipment stream's version (events of the dispatch stream leave it).

/** Rate shopping and purchase (issue 24), manifests and returns (issue 28): events of the shipment stream that move its version (and nothing else a booking shows). */
const RATE_EVENT_TYPES = ['ShipmentRated', 'RatePurchased', 'LabelVoided', 'RefundIssued', 'LabelVoidRefused', 'ShipmentManifested', 'ReturnRequested'] as const;
const IS_RATE_EVENT: ReadonlySet<string> = new Set(RATE_EVENT_TYPES);

export const BOOKING_EVENT_TYPES = ['CarrierBooked', 'CarrierBookingFailed', 'CarrierSelected', 'ShipmentRebooked', ...RATE_EVENT_TYPES] as const;

export interface BookingChange {
  shipmentId: string | undefined;
  trackingNumber: string | undefined;
  version: number | null;
  estimate: { at: string; source: EstimateSource } | null;
  /** undefined: leaves it; null: clears it; a value: sets it if the shipment is still open (ATTENTION_STATUSES) */
  attention?: ShipmentAttention | null;
}

/** Statuses in which a shipment can need its shipper (a cancelled or delivered one cannot). */
export const ATTENTION_STATUSES: readonly string[] = ['pending', 'in_transit', 'customs'];

const isoOrNull = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const t = Date.parse(value);
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
};

function decided(d: Partial<CarrierSelected['data'] | ShipmentRebooked['data']>): string | null {
  if (typeof d.decidedAt !== 'string' || typeof d.choice?.transitDays !== 'number') return isoOrNull(d.estimatedDelivery);
  if (!Number.isFinite(Date.parse(d.decidedAt))) return null;
  return isoOrNull(decisionEstimate({ decidedAt: d.decidedAt, choice: d.choice, ...(d.estimatedDelivery ? { estimatedDelivery: d.estimatedDelivery } : {}) }));
}

/** What the event changes on the shipment's rows; null for any other event type. */
export function bookingChange(stored: StoredEvent): BookingChange | null {
  switch (stored.type) {
    case 'CarrierBooked': {
      const d = stored.data as Partial<CarrierBooked['data']>;
      const at = isoOrNull(d.estimatedDelivery);
      return { shipmentId: d.shipmentId, trackingNumber: d.trackingNumber, version: stored.version, estimate: at ? { at, source: 'carrier' } : null, attention: null };
    }
    case 'CarrierBookingFailed': {
      const d = stored.data as Partial<CarrierBookingFailed['data']>;
      const final = d.carrierId === null;
      return {
        shipmentId: d.shipmentId,
        trackingNumber: d.trackingNumber,
        version: stored.version,
        estimate: null,
        ...(final
          ? {
              attention: {
                code: 'booking_failed' as const,
                message: SHIPMENT_NOTICES.bookingFailed(String(d.trackingNumber), String(d.reason)),
                since: isoOrNull(d.failedAt) ?? stored.createdAt,
              },
            }
          : {}),
      };
    }
    case 'CarrierSelected':
    case 'ShipmentRebooked': {
      const d = stored.data as Partial<CarrierSelected['data']>;
      const at = decided(d);
      return { shipmentId: d.shipmentId, trackingNumber: d.trackingNumber, version: null, estimate: at ? { at, source: 'decision' } : null };
    }
    default: {
      if (!IS_RATE_EVENT.has(stored.type)) return null;
      const d = stored.data as { shipmentId?: string; trackingNumber?: string };
      return { shipmentId: d.shipmentId, trackingNumber: d.trackingNumber, version: stored.version, estimate: null };
    }
  }
}
