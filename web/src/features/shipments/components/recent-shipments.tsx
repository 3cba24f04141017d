import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { useShipments } from '../api/get-shipments';
import { ShipmentListBody } from './shipment-list-states';

export const RECENT_SHIPMENTS_SHOWN = 3;

export function RecentShipments({
  enabled,
  onViewAll,
  onNewShipment,
  onTrack,
}: {
  enabled: boolean;
  onViewAll: () => void;
  onNewShipment: () => void;
  onTrack: (trackingNumber: string) => void;
}) {
  const { t } = useTranslation('shipments');
  const shipments = useShipments({ enabled });
  return (
    <Card aria-labelledby="recent-shipments-title">
      <CardHeader
        titleId="recent-shipments-title"
        title={t('recentShipments.title')}
        action={
          <Button variant="ghost" size="sm" onClick={onViewAll}>
            {t('recentShipments.viewAll')}
          </Button>
        }
      />
      <ShipmentListBody shipments={shipments} shown={RECENT_SHIPMENTS_SHOWN} onTrack={onTrack} onNewShipment={onNewShipment} />
    </Card>
  );
}
