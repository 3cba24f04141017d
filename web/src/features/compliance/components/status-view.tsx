import { COMPLIANCE_MESSAGES } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useComplianceStatus, useTaxApiStatus } from '../api/get-tax-status';
import { formatAmount } from './format';

const STATUS_LABELS: Record<string, string> = { compliant: 'Compliant', pending: 'Pending', overdue: 'Overdue' };
const RISK_TONE = { low: 'success', medium: 'warning', high: 'danger', critical: 'danger' } as const;

/** Status view: the API integration panel and three summary tiles (spec sections 2 and 9). */
export function StatusView() {
  const api = useTaxApiStatus();
  const status = useComplianceStatus();
  const signedOut = status.error instanceof ApiError && status.error.status === 401;
  const s = status.data;
  const complianceStatus = s?.complianceStatus ?? 'pending'; // a missing status shows Pending (spec section 4)
  return (
    <div className="stack">
      <Card aria-labelledby="api-panel-title">
        <CardHeader titleId="api-panel-title" title="API Integration Status" />
        {api.isLoading ? (
          <Spinner label="Loading API status…" />
        ) : api.data ? (
          <div className="cx-grid cx-grid-2">
            <div>
              <h3 className="cx-subtitle">Free APIs</h3>
              <ul className="cx-api-list">
                <ApiRow name="EU VIES VAT validation" active />
                <ApiRow name="ECB exchange rates" active />
                {api.data.freeAPIsActive.usCensus ? <ApiRow name="US Census trade data" active /> : null}
              </ul>
              <h3 className="cx-subtitle" style={{ marginTop: '1rem' }}>
                Paid APIs needed
              </h3>
              <ul className="cx-api-list">
                {api.data.paidAPIsNeeded.hmrcVAT ? <ApiRow name="UK HMRC VAT API" label="Needed" /> : null}
                {api.data.paidAPIsNeeded.taxJar ? <ApiRow name="TaxJar (US sales tax), $99/month" label="Needed" /> : null}
              </ul>
            </div>
            <div>
              <h3 className="cx-subtitle">Compliance Window</h3>
              <p className="cx-figure-value">
                Day {api.data.complianceWindow.daysSinceDeployment} of {api.data.complianceWindow.maxDaysAllowed} allowed
              </p>
              <p>
                Risk level: <Badge tone={RISK_TONE[api.data.complianceWindow.riskLevel]}>{api.data.complianceWindow.riskLevel}</Badge>
              </p>
            </div>
          </div>
        ) : (
          <p className="cx-empty">API status is unavailable right now.</p>
        )}
      </Card>
      <div className="cx-figures" role="group" aria-label="Compliance summary">
        <Tile label="Total Revenue" value={s ? formatAmount(s.totalRevenue, s.currency) : '—'} />
        <Tile label="Total Tax Collected" value={s ? formatAmount(s.totalTaxCollected, s.currency) : '—'} />
        <div className="cx-figure">
          <p className="cx-figure-label">Compliance Status</p>
          <p className={`cx-status cx-status-${complianceStatus}`}>
            <span className="cx-status-dot" aria-hidden="true" />
            {STATUS_LABELS[complianceStatus] ?? complianceStatus}
          </p>
        </div>
      </div>
      {signedOut ? <p className="cx-small">Sign in to see the totals of your platform's recorded shipments.</p> : null}
      {s ? <p className="cx-small">{s.basis}</p> : null}
      <p className="cx-small">{COMPLIANCE_MESSAGES.indicativeCaveat}</p>
    </div>
  );
}

function ApiRow({ name, active, label }: { name: string; active?: boolean; label?: string }) {
  return (
    <li className="cx-api-row">
      <span>{name}</span>
      <Badge tone={active ? 'success' : 'warning'}>{label ?? (active ? 'Active' : 'Inactive')}</Badge>
    </li>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="cx-figure">
      <p className="cx-figure-label">{label}</p>
      <p className="cx-figure-value">{value}</p>
    </div>
  );
}
