import { useState } from 'react';
import { CRM_MESSAGES } from '@waypost/contracts';
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

const TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'inquiries', label: 'Inquiries' },
  { id: 'tracking', label: 'Tracking' },
  { id: 'customers', label: 'Customers' },
  { id: 'new', label: 'New Inquiry' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** /customer-service: the agent dashboard (spec section 2); shippers get their own support requests instead. */
export function CustomerServicePage() {
  const { user } = useUser();
  const staff = user?.role === 'agent' || user?.role === 'admin';
  return (
    <PageLayout title="Customer Service Dashboard">
      <div className="container page-section">
        <h1 className="page-title">Customer Service Dashboard</h1>
        {staff ? <Desk /> : <NotStaff />}
      </div>
    </PageLayout>
  );
}

function NotStaff() {
  return (
    <div className="desk-stack">
      <Alert tone="warning" title="Staff only">
        <p>{CRM_MESSAGES.staffOnly}</p>
      </Alert>
      <MySupport />
    </div>
  );
}

function Desk() {
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
      <p className="page-lead">Inquiries, customers and their shipments. Figures refresh every 30 seconds.</p>
      <Tabs label="Customer service views" tabs={TABS} value={tab} onChange={setTab} idPrefix="desk" />
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
