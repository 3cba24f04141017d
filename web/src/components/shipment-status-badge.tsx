import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@waypost/contracts';
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
