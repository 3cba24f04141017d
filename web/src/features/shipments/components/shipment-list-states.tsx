import { useTranslation } from 'react-i18next';
import type { Shipment } from '@waypost/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PackageIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { ShipmentRows } from './shipment-rows';

/**
 * The body of a list of the user's shipments, in one of its four states: loading, could not load, the rows (the
 * first `shown` of them when given), or empty with a way to create the first shipment.
 */
export function ShipmentListBody({
  shipments,
  shown,
  onTrack,
  onNewShipment,
}: {
  shipments: { isLoading: boolean; error: Error | null; data: Shipment[] | undefined };
  shown?: number;
  onTrack: (trackingNumber: string) => void;
  onNewShipment: () => void;
}) {
  if (shipments.isLoading) return <ShipmentsLoading />;
  if (shipments.error) return <ShipmentsError error={shipments.error} />;
  if (!shipments.data || shipments.data.length === 0) return <ShipmentsEmpty onNewShipment={onNewShipment} />;
  return <ShipmentRows shipments={shown === undefined ? shipments.data : shipments.data.slice(0, shown)} onTrack={onTrack} />;
}

function ShipmentsLoading() {
  const { t } = useTranslation('shipments');
  return (
    <div className="list-state">
      <Spinner label={t('listStates.loading')} />
    </div>
  );
}

function ShipmentsError({ error }: { error: Error }) {
  const { t } = useTranslation('shipments');
  return (
    <Alert tone="danger" title={t('listStates.loadFailed')}>
      <p>{errorReason(error)}</p>
    </Alert>
  );
}

function ShipmentsEmpty({ onNewShipment }: { onNewShipment?: () => void }) {
  const { t } = useTranslation('shipments');
  return (
    <div className="empty-state">
      <PackageIcon width={40} height={40} />
      <p className="empty-state-title">{t('listStates.empty')}</p>
      {onNewShipment ? (
        <Button variant="outline" onClick={onNewShipment}>
          {t('listStates.createFirst')}
        </Button>
      ) : null}
    </div>
  );
}
