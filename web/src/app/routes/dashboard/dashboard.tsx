import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { DASHBOARD_SECTIONS, type DashboardSection } from '@/components/layouts/top-bar';
import { Button } from '@/components/ui/button';
import { ComplianceSection } from '@/features/compliance/compliance-section';
import { ShipmentWizard } from '@/features/shipments/components/shipment-wizard/shipment-wizard';
import { ShipmentsList } from '@/features/shipments/components/shipments-list';
import { TrackingScreen } from '@/features/tracking/components/tracking-screen';
import { DashboardOverview } from './overview';

// ── Customer dashboard: sections switch in-page, no route (spec section 2) ───
type View = DashboardSection | 'new-shipment';

const isSection = (value: string | null): value is DashboardSection => DASHBOARD_SECTIONS.some((section) => section.id === value);

/** Each view's title (document title and the region's name): keys of the common catalogue. */
const VIEW_TITLES = {
  overview: 'dashboard.titles.overview',
  shipments: 'dashboard.titles.shipments',
  'new-shipment': 'dashboard.titles.newShipment',
  tracking: 'dashboard.titles.tracking',
  compliance: 'dashboard.titles.compliance',
} as const satisfies Record<View, string>;

export function CustomerDashboard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('common');
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const [view, setView] = useState<View>(isSection(requested) ? requested : 'overview');
  const [trackingNumber, setTrackingNumber] = useState('');
  const contentRef = useRef<HTMLDivElement>(null);
  const focusedView = useRef(view);

  // A ?section= link from another page (the top bar's Track Package) opens that section.
  useEffect(() => {
    if (isSection(requested)) setView(requested);
  }, [requested]);

  // After a section change, move focus to its heading region for keyboard and screen-reader users.
  useEffect(() => {
    if (focusedView.current === view) return;
    focusedView.current = view;
    contentRef.current?.focus();
  }, [view]);

  const show = (next: View) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };
  const track = (number: string) => {
    setTrackingNumber(number);
    show('tracking');
  };

  const active: DashboardSection = view === 'new-shipment' ? 'shipments' : view;
  const title = t(VIEW_TITLES[view]);

  return (
    <PageLayout title={title} dashboard={{ active, onSectionChange: show }}>
      <div className="container page-section">
        <h1 className="sr-only">{t('dashboard.heading')}</h1>
        <div ref={contentRef} tabIndex={-1} className="dashboard-content" aria-label={title} role="region">
          {view !== 'overview' ? (
            <Button variant="ghost" size="sm" className="back-button" onClick={() => show('overview')}>
              {t('dashboard.back')}
            </Button>
          ) : null}
          {view === 'overview' ? (
            <DashboardOverview
              user={user}
              onNewShipment={() => show('new-shipment')}
              onTrackPackage={() => track('')}
              onComplianceCheck={() => show('compliance')}
              onViewAllShipments={() => show('shipments')}
              onTrack={track}
            />
          ) : null}
          {view === 'shipments' ? <ShipmentsList enabled onNewShipment={() => show('new-shipment')} onTrack={track} /> : null}
          {view === 'new-shipment' ? <ShipmentWizard onCreated={() => show('overview')} onCancel={() => show('overview')} /> : null}
          {view === 'tracking' ? <TrackingScreen initialTrackingNumber={trackingNumber} /> : null}
          {view === 'compliance' ? <ComplianceSection /> : null}
        </div>
      </div>
    </PageLayout>
  );
}
