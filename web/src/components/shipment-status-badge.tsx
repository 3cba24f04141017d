import { useTranslation } from 'react-i18next';
import { SHIPMENT_STATUSES, type ShipmentStatus, type TrackingStatus } from '@waypost/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<ShipmentStatus, BadgeTone> = {
  pending: 'warning',
  in_transit: 'info',
  customs: 'neutral',
  delivered: 'success',
  cancelled: 'danger',
};

/** The status's name (common:shipmentStatus, the English of contracts' SHIPMENT_STATUS_LABELS); an unknown one as it came. */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation('common');
  const known = (SHIPMENT_STATUSES as readonly string[]).includes(status);
  return <Badge tone={TONES[status] ?? 'neutral'}>{known ? t(`shipmentStatus.${status}`) : status}</Badge>;
}

/** Tracking statuses the spec's four do not say by themselves (out for delivery, a failed attempt, …). */
const BEYOND_SCREEN: ReadonlySet<TrackingStatus> = new Set(['out_for_delivery', 'delivery_failed', 'available_for_pickup', 'returned_to_sender', 'exception']);

/** What the carrier said last, beside the spec's badge, when it says more than the badge. */
export function TrackingStatusNote({ trackingStatus }: { trackingStatus?: TrackingStatus | undefined }) {
  const { t } = useTranslation('common');
  if (!trackingStatus || !BEYOND_SCREEN.has(trackingStatus)) return null;
  return (
    <span className="muted tracking-status-note" data-tracking-status={trackingStatus}>
      {t(`trackingStatus.${trackingStatus}`)}
    </span>
  );
}
