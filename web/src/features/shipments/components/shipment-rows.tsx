import { SHIPMENT_NOTICES, type Shipment } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { PackageIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';
import { ShipmentStatusBadge, TrackingStatusNote } from '@/components/shipment-status-badge';
import { LabelDownload } from './label-download';

/** One list of shipments; each row offers its label in each format, and tracking when the page supports it. */
export function ShipmentRows({ shipments, onTrack }: { shipments: Shipment[]; onTrack?: (trackingNumber: string) => void }) {
  return (
    <ul className="shipment-rows" aria-label="Shipments">
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
              {shipment.itemDetails.description} · Est. delivery {formatDate(shipment.estimatedDelivery)}
            </p>
            {shipment.attention ? (
              <p className="shipment-row-attention" role="status">
                <strong>{SHIPMENT_NOTICES.needsAttention}:</strong> {shipment.attention.message}
              </p>
            ) : null}
          </div>
          <div className="shipment-row-side">
            <ShipmentStatusBadge status={shipment.status} />
            <TrackingStatusNote trackingStatus={shipment.trackingStatus} />
            {onTrack ? (
              <Button variant="outline" size="sm" onClick={() => onTrack(shipment.trackingNumber)} aria-label={`Track ${shipment.trackingNumber}`}>
                Track
              </Button>
            ) : null}
            <LabelDownload shipmentId={shipment.id} trackingNumber={shipment.trackingNumber} />
          </div>
        </li>
      ))}
    </ul>
  );
}
