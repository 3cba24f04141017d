import { MESSAGES } from '@waypost/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PackageIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';

export function ShipmentsLoading() {
  return (
    <div className="list-state">
      <Spinner label="Loading shipments…" />
    </div>
  );
}

export function ShipmentsError({ error }: { error: Error }) {
  return (
    <Alert tone="danger" title="Could not load your shipments">
      <p>{errorReason(error)}</p>
    </Alert>
  );
}

export function ShipmentsEmpty({ onNewShipment }: { onNewShipment?: () => void }) {
  return (
    <div className="empty-state">
      <PackageIcon width={40} height={40} />
      <p className="empty-state-title">{MESSAGES.noShipments}</p>
      {onNewShipment ? (
        <Button variant="outline" onClick={onNewShipment}>
          Create your first shipment
        </Button>
      ) : null}
    </div>
  );
}
