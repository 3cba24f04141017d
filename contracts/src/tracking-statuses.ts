// ── Tracking statuses beyond the spec's four (issue 24, item 7) ──────────────
// A carrier reports more than the spec's screens show. `trackingStatus` is what the carrier said last, in the words
// the shipping APIs use (EasyPost's and Shippo's status lists: pre_transit, in_transit, out_for_delivery, delivered,
// available_for_pickup, return_to_sender / returned, failure / exception, cancelled); `status` stays the spec's
// screen status, and each tracking status maps to exactly one of them.

import type { ShipmentStatus, TrackingEventType } from './shipments';

export const TRACKING_STATUSES = [
  'pre_transit',
  'in_transit',
  'customs',
  'out_for_delivery',
  'delivery_failed',
  'available_for_pickup',
  'delivered',
  'returned_to_sender',
  'exception',
  'cancelled',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  pre_transit: 'Label created, waiting for pickup',
  in_transit: 'In transit',
  customs: 'In customs',
  out_for_delivery: 'Out for delivery',
  delivery_failed: 'Delivery attempt failed',
  available_for_pickup: 'Ready for pickup by the recipient',
  delivered: 'Delivered',
  returned_to_sender: 'Returned to sender',
  exception: 'Exception: the carrier reported a problem',
  cancelled: 'Cancelled',
};

/**
 * The spec's screen status for each tracking status. A parcel out for delivery, after a failed attempt or waiting at a
 * pickup point is still on its way (in_transit); a parcel returned to its sender has reached the end of its journey
 * (delivered, shown with "Returned to sender" beside it). An exception leaves the screen status as it was (a problem
 * before pickup keeps a shipment pending and cancellable): screenStatusAfter says so.
 */
export const SCREEN_STATUS_OF: Record<TrackingStatus, ShipmentStatus> = {
  pre_transit: 'pending',
  in_transit: 'in_transit',
  customs: 'customs',
  out_for_delivery: 'in_transit',
  delivery_failed: 'in_transit',
  available_for_pickup: 'in_transit',
  delivered: 'delivered',
  returned_to_sender: 'delivered',
  exception: 'in_transit',
  cancelled: 'cancelled',
};

/** The screen status after a tracking event that leaves the shipment in `next`, from the screen status it had. */
export const screenStatusAfter = (next: TrackingStatus, current: ShipmentStatus): ShipmentStatus => (next === 'exception' ? current : SCREEN_STATUS_OF[next]);

/** The tracking status a carrier's tracking event leaves the shipment in. */
export const TRACKING_STATUS_AFTER: Record<TrackingEventType, TrackingStatus> = {
  created: 'pre_transit',
  pickup: 'in_transit',
  transit: 'in_transit',
  customs: 'customs',
  out_for_delivery: 'out_for_delivery',
  delivery_attempt: 'delivery_failed',
  available_for_pickup: 'available_for_pickup',
  delivered: 'delivered',
  returned_to_sender: 'returned_to_sender',
  exception: 'exception',
};

/**
 * What the read models hold for rows written before tracking statuses existed: only the spec's four events were
 * recordable then, so the screen status says it exactly.
 */
export const TRACKING_STATUS_OF_SCREEN: Record<ShipmentStatus, TrackingStatus> = {
  pending: 'pre_transit',
  in_transit: 'in_transit',
  customs: 'customs',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** TRACKING_STATUS_AFTER for a type read from storage (an imported log may hold anything): null when unknown. */
export const trackingStatusAfter = (eventType: string): TrackingStatus | null =>
  Object.hasOwn(TRACKING_STATUS_AFTER, eventType) ? TRACKING_STATUS_AFTER[eventType as TrackingEventType] : null;
