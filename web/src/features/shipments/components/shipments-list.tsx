import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { PlusIcon } from '@/components/ui/icons';
import { useShipmentPages } from '../api/get-shipment-pages';
import { ShipmentListBody } from './shipment-list-states';

/** The Shipments section: every shipment of the signed-in user, a page at a time ("Load more shipments"). */
export function ShipmentsList({ enabled, onNewShipment, onTrack }: { enabled: boolean; onNewShipment: () => void; onTrack: (trackingNumber: string) => void }) {
  const shipments = useShipmentPages({ enabled });
  const count = shipments.data?.length;
  const description = count === undefined ? undefined : `${count} shipment${count === 1 ? '' : 's'}${shipments.hasNextPage ? ' shown, more to load' : ''}`;
  return (
    <Card aria-labelledby="all-shipments-title">
      <CardHeader
        titleId="all-shipments-title"
        title="Shipments"
        description={description}
        action={
          <Button onClick={onNewShipment}>
            <PlusIcon /> New Shipment
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
            {shipments.isFetchingNextPage ? 'Loading more shipments…' : 'Load more shipments'}
          </Button>
        </div>
      ) : null}
      {shipments.isFetchNextPageError ? <p role="alert">Could not load more shipments: {shipments.error?.message}</p> : null}
    </Card>
  );
}
