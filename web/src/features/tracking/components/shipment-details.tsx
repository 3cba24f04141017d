import { ESTIMATE_SOURCE_LABELS, SHIPMENT_NOTICES, type Shipment } from '@waypost/contracts';
import { ShipmentStatusBadge, TrackingStatusNote } from '@/components/shipment-status-badge';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeader } from '@/components/ui/card';
import { formatDate, formatKg, formatMoney } from '@/lib/format';

export function ShipmentDetails({ shipment }: { shipment: Shipment }) {
  const { fromAddress: from, toAddress: to, itemDetails: item } = shipment;
  return (
    <Card aria-labelledby="shipment-details-title">
      <CardHeader
        titleId="shipment-details-title"
        title="Shipment Details"
        description={shipment.trackingNumber}
        action={
          <>
            <ShipmentStatusBadge status={shipment.status} /> <TrackingStatusNote trackingStatus={shipment.trackingStatus} />
          </>
        }
      />
      {shipment.attention ? (
        <Alert tone="danger" title={SHIPMENT_NOTICES.needsAttention}>
          <p data-testid="shipment-attention">{shipment.attention.message}</p>
        </Alert>
      ) : null}
      <dl className="definition-list">
        <dt>Tracking number</dt>
        <dd data-testid="tracked-number">{shipment.trackingNumber}</dd>
        <dt>From</dt>
        <dd>
          {from.name}, {from.city}, {from.country}
        </dd>
        <dt>To</dt>
        <dd>
          {to.name}, {to.city}, {to.country}
        </dd>
        <dt>Item</dt>
        <dd>
          {item.description} · {formatKg(item.weight)} · {formatMoney(item.value)}
        </dd>
        <dt>Estimated delivery</dt>
        <dd data-testid="estimated-delivery">
          {formatDate(shipment.estimatedDelivery)} <span className="muted">({ESTIMATE_SOURCE_LABELS[shipment.estimateSource ?? 'quote']})</span>
        </dd>
      </dl>
    </Card>
  );
}
