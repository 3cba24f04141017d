import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('common');
  return (
    <div className="stack">
      <section className="welcome" aria-labelledby="welcome-title">
        <h2 id="welcome-title" className="welcome-title">
          {user.firstName ? t('dashboard.overview.welcome', { name: user.firstName }) : t('dashboard.overview.welcomeNoName')}
        </h2>
        <p className="muted">{t('dashboard.overview.lead')}</p>
        <div className="action-row">
          <Button size="lg" onClick={onNewShipment}>
            <PlusIcon /> {t('dashboard.overview.newShipment')}
          </Button>
          <Button size="lg" variant="outline" onClick={onTrackPackage}>
            <SearchIcon /> {t('dashboard.overview.trackPackage')}
          </Button>
          <Button size="lg" variant="outline" onClick={onComplianceCheck}>
            <ShieldIcon /> {t('dashboard.overview.complianceCheck')}
          </Button>
        </div>
      </section>
      <RecentShipments enabled onViewAll={onViewAllShipments} onNewShipment={onNewShipment} onTrack={onTrack} />
    </div>
  );
}
