import { useRef, useState, type KeyboardEvent } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
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
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (index + delta + VIEWS.length) % VIEWS.length;
    setView(VIEWS[next]!.id);
    tabs.current[next]?.focus();
  };
  return (
    <PageLayout title="Tax Compliance Center">
      <div className="container page-section">
        <h1 className="page-title">Tax Compliance Center</h1>
        <p className="page-lead">Tax calculation, VAT number validation, customs declarations and compliance status.</p>
        <div className="cx-tabs" role="tablist" aria-label="Tax Compliance Center views" style={{ marginTop: '1.5rem' }}>
          {VIEWS.map((v, i) => (
            <button
              key={v.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`tax-tab-${v.id}`}
              aria-selected={view === v.id}
              aria-controls={`tax-panel-${v.id}`}
              tabIndex={view === v.id ? 0 : -1}
              className="cx-tab"
              onClick={() => setView(v.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {v.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`tax-panel-${view}`} aria-labelledby={`tax-tab-${view}`}>
          {view === 'calculator' ? <TaxCalculatorView /> : null}
          {view === 'vat' ? <VatView /> : null}
          {view === 'customs' ? <CustomsView /> : null}
          {view === 'status' ? <StatusView /> : null}
        </div>
      </div>
    </PageLayout>
  );
}
