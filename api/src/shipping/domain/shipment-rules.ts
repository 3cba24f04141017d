import type { TrackingEventType, TrackingStatus } from '@waypost/contracts';

// ── Which tracking events a shipment accepts in each tracking status ──────────
// pre_transit ─pickup/transit→ in_transit ─customs→ customs ─transit→ in_transit ─out_for_delivery→ out_for_delivery
//   ─delivered→ delivered; a failed attempt (delivery_attempt), a pickup point (available_for_pickup), a return
//   (returned_to_sender) and an exception branch off the way. The status after each event is TRACKING_STATUS_AFTER's.
// A pending shipment can be cancelled; delivered, returned_to_sender and cancelled are final.

type RecordableType = Exclude<TrackingEventType, 'created'>;

const ON_THE_WAY: RecordableType[] = ['transit', 'customs', 'out_for_delivery', 'available_for_pickup', 'delivered', 'returned_to_sender', 'exception'];

export const ACCEPTS: Record<TrackingStatus, ReadonlySet<RecordableType>> = {
  pre_transit: new Set(['pickup', 'transit', 'exception']),
  in_transit: new Set(ON_THE_WAY),
  customs: new Set(ON_THE_WAY),
  out_for_delivery: new Set([...ON_THE_WAY, 'delivery_attempt']),
  delivery_failed: new Set(ON_THE_WAY),
  available_for_pickup: new Set(['transit', 'delivered', 'returned_to_sender', 'exception']),
  // a problem can be reported at any point; the carrier's next scan says where the parcel is
  exception: new Set(['pickup', 'delivery_attempt', ...ON_THE_WAY]),
  delivered: new Set(),
  returned_to_sender: new Set(),
  cancelled: new Set(),
};

export const CANCELLABLE: ReadonlySet<string> = new Set(['pending']);

export function formatTrackingNumber(year: number, sequence: number): string {
  return `2PG-${year}-${String(sequence).padStart(6, '0')}`;
}
