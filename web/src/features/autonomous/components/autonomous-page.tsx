import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_INTELLIGENCE, type AutonomyIntelligence } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { formatCount, formatDateTime, formatMs, formatNumber, formatRatio } from '@/lib/format';
import { useIntelligence } from '../api/get-intelligence';
import { CrisisPanel } from './crisis-panel';
import { DecisionPanel } from './decision-panel';
import { crisisLabel, crisisName, severityLabel } from './labels';
import { StatusBadge } from './status-badge';
import './autonomous.css';

const percent = (x: number) => formatRatio(x, 1);

const MONITOR_TABS = [
  { id: 'system', labelKey: 'page.tabs.system' },
  { id: 'decisions', labelKey: 'page.tabs.decisions' },
  { id: 'learning', labelKey: 'page.tabs.learning' },
  { id: 'crisis', labelKey: 'page.tabs.crisis' },
] as const;
type MonitorTab = (typeof MONITOR_TABS)[number]['id'];

/** /autonomous: the Autonomous System Monitor (spec sections 2, 4, 8). Admins only on the server. */
export function AutonomousPage() {
  const { t } = useTranslation('autonomous');
  const { user } = useUser();
  return (
    <PageLayout title={t('page.title')}>
      <div className="container page-section">
        {user && user.role !== 'admin' ? (
          <>
            <h1 className="page-title">{t('page.title')}</h1>
            <Alert tone="warning" title={t('page.adminsOnly')}>
              <p>{t('page.staffOnly')}</p>
            </Alert>
          </>
        ) : (
          <Monitor />
        )}
      </div>
    </PageLayout>
  );
}

function Monitor() {
  const { t, i18n } = useTranslation('autonomous');
  const [tab, setTab] = useState<MonitorTab>('system');
  const intelligence = useIntelligence();
  if (intelligence.isLoading) return <Spinner label={t('page.connecting')} />;
  if (intelligence.error instanceof ApiError && intelligence.error.status === 403) {
    return (
      <Alert tone="warning" title={t('page.adminsOnly')}>
        <p>{t('page.staffOnly')}</p>
      </Alert>
    );
  }
  // Spec section 4: the fallback values when data is missing.
  const data: AutonomyIntelligence = intelligence.data ?? FALLBACK_INTELLIGENCE;
  const health = data.systemHealth;
  const tabs = MONITOR_TABS.map(({ id, labelKey }) => ({ id, label: t(labelKey) }));
  return (
    <>
      <div className="aut-header">
        <h1 className="page-title">{t('page.title')}</h1>
        <StatusBadge status={health.overallStatus} label={t('page.overall')} />
      </div>
      {intelligence.error ? (
        <Alert tone="danger" title={t('page.monitoringUnavailable.title')}>
          <p>{t('page.monitoringUnavailable.description')}</p>
        </Alert>
      ) : null}
      <div className="aut-tiles">
        <Tile label={t('page.tiles.autonomyLevel')} value={percent(data.autonomyLevel)} />
        <Tile label={t('page.tiles.decisionsToday')} value={formatCount(data.decisionsMadeToday)} />
        <Tile label={t('page.tiles.learningProgress')} value={percent(data.learningProgress)} />
        <Tile label={t('page.tiles.contingencyReadiness')} value={percent(data.contingencyReadiness)} />
      </div>
      <section className="aut-alerts" aria-label={t('page.predictiveAlerts.title')}>
        <h2 className="card-title">{t('page.predictiveAlerts.title')}</h2>
        {health.predictiveAlerts.length ? (
          <ul>
            {health.predictiveAlerts.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        ) : (
          <p>{t('page.predictiveAlerts.empty')}</p>
        )}
      </section>
      {data.activeCrises && data.activeCrises.length > 0 ? (
        <Alert tone="warning" title={t('page.activeCrises.title')} className="aut-active">
          <ul>
            {data.activeCrises.map((c) => (
              <li key={c.id} data-crisis-type={c.crisisType}>
                {t('page.activeCrises.item', {
                  crisis: crisisName(t, c),
                  severity: severityLabel(t, c.severity).toLocaleLowerCase(i18n.resolvedLanguage),
                  since: formatDateTime(c.activatedAt),
                })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Tabs label={t('page.tabs.label')} tabs={tabs} value={tab} onChange={setTab} idPrefix="aut" className="aut-tabs" />
      <TabPanel idPrefix="aut" value={tab} className="aut-stack">
        {tab === 'system' ? <SystemStatus data={data} /> : null}
        {tab === 'decisions' ? <DecisionPanel intelligence={data} /> : null}
        {tab === 'learning' ? <Learning data={data} /> : null}
        {tab === 'crisis' ? <CrisisPanel queue={data.surgeQueue ?? []} /> : null}
      </TabPanel>
      <p className="aut-small">{data.generatedAt ? t('page.footer.updated', { time: formatDateTime(data.generatedAt) }) : t('page.footer.refreshes')}</p>
    </>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="aut-tile">
      <div className="aut-tile-label">{label}</div>
      <div className="aut-tile-value">{value}</div>
    </div>
  );
}

const SUBSYSTEMS = [
  ['aiEngine', 'systemStatus.subsystems.aiEngine'],
  ['carriers', 'systemStatus.subsystems.carriers'],
  ['payments', 'systemStatus.subsystems.payments'],
  ['compliance', 'systemStatus.subsystems.compliance'],
] as const;

function SystemStatus({ data }: { data: AutonomyIntelligence }) {
  const { t } = useTranslation('autonomous');
  const m = data.systemHealth.performanceMetrics;
  return (
    <>
      <Card>
        <CardHeader title={t('systemStatus.subsystems.title')} />
        <ul className="aut-grid">
          {SUBSYSTEMS.map(([key, labelKey]) => (
            <li key={key} className="aut-row" data-subsystem={key}>
              <span>{t(labelKey)}</span>
              <StatusBadge status={data.systemHealth.subsystems[key]} />
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <CardHeader title={t('systemStatus.performance.title')} description={t('systemStatus.performance.description')} />
        <div className="aut-tiles">
          <Tile label={t('systemStatus.performance.responseTime')} value={formatMs(m.responseTime)} />
          <Tile label={t('systemStatus.performance.successRate')} value={percent(m.successRate)} />
          <Tile label={t('systemStatus.performance.errorRate')} value={percent(m.errorRate)} />
          <Tile label={t('systemStatus.performance.throughput')} value={t('systemStatus.performance.throughputValue', { value: formatNumber(m.throughput, 2) })} />
        </div>
      </Card>
      {data.protocols ? (
        <Card>
          <CardHeader title={t('systemStatus.contingency.title')} />
          <ul>
            {data.protocols.map((p) => (
              <li key={p.crisisType} className="aut-row">
                <span>{crisisLabel(t, p.crisisType)}</span>
                <StatusBadge status={p.ready ? 'operational' : 'offline'} label={p.detail} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}

function Learning({ data }: { data: AutonomyIntelligence }) {
  const { t } = useTranslation('autonomous');
  return (
    <Card>
      <CardHeader title={t('learning.title')} description={t('learning.description')} />
      <div
        className="aut-bar"
        role="progressbar"
        aria-label={t('learning.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(data.learningProgress * 100)}
      >
        <div className="aut-bar-fill" style={{ width: percent(data.learningProgress) }} />
      </div>
      <h3 className="card-title">{t('learning.insightsTitle')}</h3>
      {data.predictiveInsights.length ? (
        <ul>
          {data.predictiveInsights.map((i) => (
            <li key={i} className="aut-row">
              {i}
            </li>
          ))}
        </ul>
      ) : (
        <p className="aut-small">{t('learning.notEnoughDecisions')}</p>
      )}
    </Card>
  );
}
