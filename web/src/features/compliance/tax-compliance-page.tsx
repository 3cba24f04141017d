import { useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { CustomsView } from './components/customs-view';
import { StatusView } from './components/status-view';
import { TaxCalculatorView } from './components/tax-calculator-view';
import { VatView } from './components/vat-view';
import './compliance.css';

const VIEWS = [
  { id: 'calculator', label: 'Tax Calculator' },
  { id: 'vat', label: 'VAT Validation' },
  { id: 'customs', label: 'Customs Declaration' },
  { id: 'status', label: 'Compliance Status' },
] as const;
type View = (typeof VIEWS)[number]['id'];

/** The Tax Compliance Center at /tax-compliance: four switchable views, calculator first (spec section 2). */
export function TaxCompliancePage() {
  const [view, setView] = useState<View>('calculator');
  return (
    <PageLayout title="Tax Compliance Center">
      <div className="container page-section">
        <h1 className="page-title">Tax Compliance Center</h1>
        <p className="page-lead">Tax calculation, VAT number validation, customs declarations and compliance status.</p>
        <Tabs label="Tax Compliance Center views" tabs={VIEWS} value={view} onChange={setView} idPrefix="tax" />
        <TabPanel idPrefix="tax" value={view}>
          {view === 'calculator' ? <TaxCalculatorView /> : null}
          {view === 'vat' ? <VatView /> : null}
          {view === 'customs' ? <CustomsView /> : null}
          {view === 'status' ? <StatusView /> : null}
        </TabPanel>
      </div>
    </PageLayout>
  );
}
