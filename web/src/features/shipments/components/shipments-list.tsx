import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { PlusIcon } from '@/components/ui/icons';
import { useShipmentPages } from '../api/get-shipment-pages';
import { ShipmentListBody } from './shipment-list-states';

/** The Shipments section: every shipment of the signed-in user, a page at a time ("Load more shipments"). */
export function ShipmentsList({ enabled, onNewShipment, onTrack }: { enabled: boolean; onNewShipment: () => void; onTrack: (trackingNumber: string) => void }) {
  const { t } = useTranslation('shipments');
  const shipments = useShipmentPages({ enabled });
  const count = shipments.data?.length;
  const description = count === undefined ? undefined : shipments.hasNextPage ? t('shipmentsList.countWithMore', { count }) : t('shipmentsList.count', { count });
  return (
    <Card aria-labelledby="all-shipments-title">
      <CardHeader
        titleId="all-shipments-title"
        title={t('shipmentsList.title')}
        description={description}
        action={
          <Button onClick={onNewShipment}>
            <PlusIcon /> {t('shipmentsList.newShipment')}
          </Button>
        }
      />
      {/* a failed next page keeps the rows shown (the alert below says so) */}
      <ShipmentListBody
        shipments={{ isLoading: shipments.isLoading, error: shipments.data ? null : shipments.error, data: shipments.data }}
        onTrack={onTrack}
        onNewShipment={onNewShipment}
      />
      {shipments.hasNextPage ? (
        <div className="list-more">
          <Button variant="outline" onClick={() => void shipments.fetchNextPage()} disabled={shipments.isFetchingNextPage} aria-busy={shipments.isFetchingNextPage}>
            {shipments.isFetchingNextPage ? t('shipmentsList.loadingMore') : t('shipmentsList.loadMore')}
          </Button>
        </div>
      ) : null}
      {shipments.isFetchNextPageError ? <p role="alert">{t('shipmentsList.loadMoreFailed', { reason: shipments.error?.message ?? '' })}</p> : null}
    </Card>
  );
}
