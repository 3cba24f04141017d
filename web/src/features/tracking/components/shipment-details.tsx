import { useTranslation } from 'react-i18next';
import type { EstimateSource, Shipment } from '@waypost/contracts';
import { ShipmentStatusBadge, TrackingStatusNote } from '@/components/shipment-status-badge';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeader } from '@/components/ui/card';
import { formatDate, formatKg, formatMoney } from '@/lib/format';

// English is ESTIMATE_SOURCE_LABELS of @waypost/contracts, word for word (features/tracking/catalogue.unit.spec.ts keeps them the same).
const ESTIMATE_SOURCE_LABEL_KEYS = {
  quote: 'details.estimateSources.quote',
  decision: 'details.estimateSources.decision',
  carrier: 'details.estimateSources.carrier',
} as const satisfies Record<EstimateSource, string>;

export function ShipmentDetails({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('tracking');
  const { fromAddress: from, toAddress: to, itemDetails: item } = shipment;
  return (
    <Card aria-labelledby="shipment-details-title">
      <CardHeader
        titleId="shipment-details-title"
        title={t('details.title')}
        description={shipment.trackingNumber}
        action={
          <>
            <ShipmentStatusBadge status={shipment.status} /> <TrackingStatusNote trackingStatus={shipment.trackingStatus} />
          </>
        }
      />
      {shipment.attention ? (
        <Alert tone="danger" title={t('details.needsAttention')}>
          <p data-testid="shipment-attention">{shipment.attention.message}</p>
        </Alert>
      ) : null}
      <dl className="definition-list">
        <dt>{t('details.trackingNumber')}</dt>
        <dd data-testid="tracked-number">{shipment.trackingNumber}</dd>
        <dt>{t('details.from')}</dt>
        <dd>
          {from.name}, {from.city}, {from.country}
        </dd>
        <dt>{t('details.to')}</dt>
        <dd>
          {to.name}, {to.city}, {to.country}
        </dd>
        <dt>{t('details.item')}</dt>
        <dd>
          {item.description} · {formatKg(item.weight)} · {formatMoney(item.value)}
        </dd>
        <dt>{t('details.estimatedDelivery')}</dt>
        <dd data-testid="estimated-delivery">
          {formatDate(shipment.estimatedDelivery)}{' '}
          <span className="muted">{t('details.estimateSource', { source: t(ESTIMATE_SOURCE_LABEL_KEYS[shipment.estimateSource ?? 'quote']) })}</span>
        </dd>
      </dl>
    </Card>
  );
}
