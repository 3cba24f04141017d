import type { ShipmentStatus, TrackingEventType } from '@waypost/contracts';

// ── Which tracking events a shipment accepts in each status, and the status that follows ──
// pending ─pickup/transit→ in_transit ─customs→ customs ─transit→ in_transit ─delivered→ delivered
// A pending shipment can be cancelled; delivered and cancelled are final.

type RecordableType = Exclude<TrackingEventType, 'created'>;
type Next = 'in_transit' | 'customs' | 'delivered';

export const TRANSITIONS: Record<ShipmentStatus, Partial<Record<RecordableType, Next>>> = {
  pending: { pickup: 'in_transit', transit: 'in_transit' },
  in_transit: { transit: 'in_transit', customs: 'customs', delivered: 'delivered' },
  customs: { customs: 'customs', transit: 'in_transit', delivered: 'delivered' },
  delivered: {},
  cancelled: {},
};

export const CANCELLABLE: ReadonlySet<ShipmentStatus> = new Set(['pending']);

export function formatTrackingNumber(year: number, sequence: number): string {
  return `2PG-${year}-${String(sequence).padStart(6, '0')}`;
}
