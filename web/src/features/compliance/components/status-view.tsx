import { Trans, useTranslation } from 'react-i18next';
import type { ComplianceStatusResult, TaxApiStatusResult } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useComplianceStatus, useTaxApiStatus } from '../api/get-tax-status';
import { formatAmount } from './format';

const STATUS_LABEL_KEYS = {
  compliant: 'status.statuses.compliant',
  pending: 'status.statuses.pending',
  overdue: 'status.statuses.overdue',
} as const satisfies Record<ComplianceStatusResult['complianceStatus'], string>;
const RISK_TONE = { low: 'success', medium: 'warning', high: 'danger', critical: 'danger' } as const;
const RISK_KEYS = {
  low: 'status.risk.low',
  medium: 'status.risk.medium',
  high: 'status.risk.high',
  critical: 'status.risk.critical',
} as const satisfies Record<TaxApiStatusResult['complianceWindow']['riskLevel'], string>;

/** Status view: the API integration panel and three summary tiles (spec sections 2 and 9). */
export function StatusView() {
  const { t } = useTranslation('compliance');
  const api = useTaxApiStatus();
  const status = useComplianceStatus();
  const signedOut = status.error instanceof ApiError && status.error.status === 401;
  const s = status.data;
  const complianceStatus = s?.complianceStatus ?? 'pending'; // a missing status shows Pending (spec section 4)
  const risk = api.data ? t(RISK_KEYS[api.data.complianceWindow.riskLevel]) : '';
  return (
    <div className="stack">
      <Card aria-labelledby="api-panel-title">
        <CardHeader titleId="api-panel-title" title={t('status.apiPanel.title')} />
        {api.isLoading ? (
          <Spinner label={t('status.apiPanel.loading')} />
        ) : api.data ? (
          <div className="cx-grid cx-grid-2">
            <div>
              <h3 className="cx-subtitle">{t('status.apiPanel.freeApis')}</h3>
              <ul className="cx-api-list">
                <ApiRow name={t('status.apis.euVies')} active />
                <ApiRow name={t('status.apis.ecbRates')} active />
                {api.data.freeAPIsActive.usCensus ? <ApiRow name={t('status.apis.usCensus')} active /> : null}
              </ul>
              <h3 className="cx-subtitle" style={{ marginTop: '1rem' }}>
                {t('status.apiPanel.paidApis')}
              </h3>
              <ul className="cx-api-list">
                {api.data.paidAPIsNeeded.hmrcVAT ? <ApiRow name={t('status.apis.hmrcVat')} label={t('status.apiState.needed')} /> : null}
                {api.data.paidAPIsNeeded.taxJar ? <ApiRow name={t('status.apis.taxJar')} label={t('status.apiState.needed')} /> : null}
              </ul>
            </div>
            <div>
              <h3 className="cx-subtitle">{t('status.window.title')}</h3>
              <p className="cx-figure-value">{t('status.window.days', { day: api.data.complianceWindow.daysSinceDeployment, max: api.data.complianceWindow.maxDaysAllowed })}</p>
              <p>
                <Trans
                  t={t}
                  i18nKey="status.window.riskLevel"
                  values={{ level: risk }}
                  components={{ badge: <Badge tone={RISK_TONE[api.data.complianceWindow.riskLevel]}>{risk}</Badge> }}
                />
              </p>
            </div>
          </div>
        ) : (
          <p className="cx-empty">{t('status.apiPanel.unavailable')}</p>
        )}
      </Card>
      <div className="cx-figures" role="group" aria-label={t('status.summaryLabel')}>
        <Tile label={t('status.totalRevenue')} value={s ? formatAmount(s.totalRevenue, s.currency) : '—'} />
        <Tile label={t('status.totalTaxCollected')} value={s ? formatAmount(s.totalTaxCollected, s.currency) : '—'} />
        <div className="cx-figure">
          <p className="cx-figure-label">{t('status.complianceStatus')}</p>
          <p className={`cx-status cx-status-${complianceStatus}`}>
            <span className="cx-status-dot" aria-hidden="true" />
            {Object.hasOwn(STATUS_LABEL_KEYS, complianceStatus) ? t(STATUS_LABEL_KEYS[complianceStatus]) : complianceStatus}
          </p>
        </div>
      </div>
      {signedOut ? <p className="cx-small">{t('status.signedOut')}</p> : null}
      {s ? <p className="cx-small">{s.basis}</p> : null}
      <p className="cx-small">{t('messages.indicativeCaveat')}</p>
    </div>
  );
}

function ApiRow({ name, active, label }: { name: string; active?: boolean; label?: string }) {
  const { t } = useTranslation('compliance');
  return (
    <li className="cx-api-row">
      <span>{name}</span>
      <Badge tone={active ? 'success' : 'warning'}>{label ?? (active ? t('status.apiState.active') : t('status.apiState.inactive'))}</Badge>
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
