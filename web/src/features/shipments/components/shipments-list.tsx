import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { PlusIcon } from '@/components/ui/icons';
import { useShipments } from '../api/get-shipments';
import { ShipmentListBody } from './shipment-list-states';

/** The Shipments section: every shipment of the signed-in user. */
export function ShipmentsList({ enabled, onNewShipment, onTrack }: { enabled: boolean; onNewShipment: () => void; onTrack: (trackingNumber: string) => void }) {
  const shipments = useShipments({ enabled });
  const count = shipments.data?.length;
  return (
    <Card aria-labelledby="all-shipments-title">
      <CardHeader
        titleId="all-shipments-title"
        title="Shipments"
        description={count === undefined ? undefined : `${count} shipment${count === 1 ? '' : 's'}`}
        action={
          <Button onClick={onNewShipment}>
            <PlusIcon /> New Shipment
          </Button>
        }
      />
      <ShipmentListBody shipments={shipments} onTrack={onTrack} onNewShipment={onNewShipment} />
    </Card>
  );
}
