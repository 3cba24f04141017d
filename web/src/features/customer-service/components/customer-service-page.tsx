import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { Alert } from '@/components/ui/alert';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useUser } from '@/lib/auth';
import { CustomersTab } from './customers-tab';
import { DashboardTab } from './dashboard-tab';
import { InquiriesTab } from './inquiries-tab';
import { MySupport } from './my-support';
import { NewInquiryTab } from './new-inquiry-tab';
import { TrackingTab } from './tracking-tab';
import './desk.css';

const TABS = ['dashboard', 'inquiries', 'tracking', 'customers', 'new'] as const;
type Tab = (typeof TABS)[number];

/** /customer-service: the agent dashboard (spec section 2); shippers get their own support requests instead. */
export function CustomerServicePage() {
  const { user } = useUser();
  const staff = user?.role === 'agent' || user?.role === 'admin';
  const { t } = useTranslation('customer-service');
  return (
    <PageLayout title={t('page.title')}>
      <div className="container page-section">
        <h1 className="page-title">{t('page.title')}</h1>
        {staff ? <Desk /> : <NotStaff />}
      </div>
    </PageLayout>
  );
}

function NotStaff() {
  const { t } = useTranslation('customer-service');
  return (
    <div className="desk-stack">
      <Alert tone="warning" title={t('page.staffOnly.title')}>
        <p>{t('page.staffOnly.message')}</p>
      </Alert>
      <MySupport />
    </div>
  );
}

function Desk() {
  const { t } = useTranslation('customer-service');
  const [tab, setTab] = useState<Tab>('dashboard');
  const [selected, setSelected] = useState<string | null>(null);
  const [toTrack, setToTrack] = useState<{ email: string; reference: string } | null>(null);
  const track = (email: string, reference: string) => {
    setToTrack({ email, reference });
    setTab('tracking');
  };
  const openInquiry = (id: string) => {
    setSelected(id);
    setTab('inquiries');
  };
  return (
    <>
      <p className="page-lead">{t('page.lead')}</p>
      <Tabs label={t('page.tabsLabel')} tabs={TABS.map((id) => ({ id, label: t(`page.tabs.${id}`) }))} value={tab} onChange={setTab} idPrefix="desk" />
      <TabPanel idPrefix="desk" value={tab}>
        {tab === 'dashboard' ? <DashboardTab onOpen={openInquiry} /> : null}
        {tab === 'inquiries' ? <InquiriesTab selected={selected} onSelect={setSelected} /> : null}
        {tab === 'tracking' ? <TrackingTab initial={toTrack} /> : null}
        {tab === 'customers' ? <CustomersTab onOpenInquiry={openInquiry} onTrack={track} /> : null}
        {tab === 'new' ? <NewInquiryTab /> : null}
      </TabPanel>
    </>
  );
}
