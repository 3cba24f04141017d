import { useTranslation } from 'react-i18next';
import type { Shipment } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { PackageIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';
import { ShipmentStatusBadge, TrackingStatusNote } from '@/components/shipment-status-badge';
import { LabelDownload } from './label-download';

/** One list of shipments; each row offers its label in each format, and tracking when the page supports it. */
export function ShipmentRows({ shipments, onTrack }: { shipments: Shipment[]; onTrack?: (trackingNumber: string) => void }) {
  const { t } = useTranslation('shipments');
  return (
    <ul className="shipment-rows" aria-label={t('shipmentRows.listLabel')}>
      {shipments.map((shipment) => (
        <li key={shipment.id} className="shipment-row" data-testid="shipment-row">
          <span className="shipment-row-icon">
            <PackageIcon />
          </span>
          <div className="shipment-row-main">
            <p className="shipment-row-number">{shipment.trackingNumber}</p>
            <p className="shipment-row-route">
              {shipment.fromAddress.city}, {shipment.fromAddress.country} → {shipment.toAddress.city}, {shipment.toAddress.country}
            </p>
            <p className="shipment-row-meta">
              {t('shipmentRows.meta', { description: shipment.itemDetails.description, estimatedDelivery: formatDate(shipment.estimatedDelivery) })}
            </p>
            {shipment.attention ? (
              <p className="shipment-row-attention" role="status">
                <strong>{t('shipmentRows.needsAttention')}</strong> {shipment.attention.message}
              </p>
            ) : null}
          </div>
          <div className="shipment-row-side">
            <ShipmentStatusBadge status={shipment.status} />
            <TrackingStatusNote trackingStatus={shipment.trackingStatus} />
            {onTrack ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onTrack(shipment.trackingNumber)}
                aria-label={t('shipmentRows.trackLabel', { trackingNumber: shipment.trackingNumber })}
              >
                {t('shipmentRows.track')}
              </Button>
            ) : null}
            <LabelDownload shipmentId={shipment.id} trackingNumber={shipment.trackingNumber} />
          </div>
        </li>
      ))}
    </ul>
  );
}
