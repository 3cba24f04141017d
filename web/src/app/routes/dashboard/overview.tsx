import type { CurrentUser } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { PlusIcon, SearchIcon, ShieldIcon } from '@/components/ui/icons';
import { RecentShipments } from '@/features/shipments/components/recent-shipments';

export function DashboardOverview({
  user,
  onNewShipment,
  onTrackPackage,
  onComplianceCheck,
  onViewAllShipments,
  onTrack,
}: {
  user: CurrentUser;
  onNewShipment: () => void;
  onTrackPackage: () => void;
  onComplianceCheck: () => void;
  onViewAllShipments: () => void;
  onTrack: (trackingNumber: string) => void;
}) {
  return (
    <div className="stack">
      <section className="welcome" aria-labelledby="welcome-title">
        <h2 id="welcome-title" className="welcome-title">
          Welcome back, {user.firstName || 'there'}!
        </h2>
        <p className="muted">Create shipments, track packages and check customs requirements.</p>
        <div className="action-row">
          <Button size="lg" onClick={onNewShipment}>
            <PlusIcon /> New Shipment
          </Button>
          <Button size="lg" variant="outline" onClick={onTrackPackage}>
            <SearchIcon /> Track Package
          </Button>
          <Button size="lg" variant="outline" onClick={onComplianceCheck}>
            <ShieldIcon /> Compliance Check
          </Button>
        </div>
      </section>
      <RecentShipments enabled onViewAll={onViewAllShipments} onNewShipment={onNewShipment} onTrack={onTrack} />
    </div>
  );
}
