import { SHIPMENT_STATUS_LABELS, TRACKING_STATUS_LABELS, type ShipmentStatus, type TrackingStatus } from '@waypost/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<ShipmentStatus, BadgeTone> = {
  pending: 'warning',
  in_transit: 'info',
  customs: 'neutral',
  delivered: 'success',
  cancelled: 'danger',
};

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{SHIPMENT_STATUS_LABELS[status] ?? status}</Badge>;
}

/** Tracking statuses the spec's four do not say by themselves (out for delivery, a failed attempt, …). */
const BEYOND_SCREEN: ReadonlySet<TrackingStatus> = new Set(['out_for_delivery', 'delivery_failed', 'available_for_pickup', 'returned_to_sender', 'exception']);

/** What the carrier said last, beside the spec's badge, when it says more than the badge. */
export function TrackingStatusNote({ trackingStatus }: { trackingStatus?: TrackingStatus | undefined }) {
  if (!trackingStatus || !BEYOND_SCREEN.has(trackingStatus)) return null;
  return (
    <span className="muted tracking-status-note" data-tracking-status={trackingStatus}>
      {TRACKING_STATUS_LABELS[trackingStatus]}
    </span>
  );
}
