import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { CustomsView } from './components/customs-view';
import { StatusView } from './components/status-view';
import { TaxCalculatorView } from './components/tax-calculator-view';
import { VatView } from './components/vat-view';
import './compliance.css';

const VIEWS = [
  { id: 'calculator', labelKey: 'page.views.calculator' },
  { id: 'vat', labelKey: 'page.views.vat' },
  { id: 'customs', labelKey: 'page.views.customs' },
  { id: 'status', labelKey: 'page.views.status' },
] as const;
type View = (typeof VIEWS)[number]['id'];

/** The Tax Compliance Center at /tax-compliance: four switchable views, calculator first (spec section 2). */
export function TaxCompliancePage() {
  const { t } = useTranslation('compliance');
  const [view, setView] = useState<View>('calculator');
  const tabs = VIEWS.map((v) => ({ id: v.id, label: t(v.labelKey) }));
  return (
    <PageLayout title={t('page.title')}>
      <div className="container page-section">
        <h1 className="page-title">{t('page.title')}</h1>
        <p className="page-lead">{t('page.lead')}</p>
        <Tabs label={t('page.viewsLabel')} tabs={tabs} value={view} onChange={setView} idPrefix="tax" />
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
