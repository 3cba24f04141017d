import { useState } from 'react';
import { AUTONOMY_MESSAGES, CRM_MESSAGES, FALLBACK_INTELLIGENCE, type AutonomyIntelligence } from '@waypost/contracts';
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
import { carrierName, crisisLabel, severityLabel } from './labels';
import { StatusBadge } from './status-badge';
import './autonomous.css';

const percent = (x: number) => formatRatio(x, 1);

const MONITOR_TABS = [
  { id: 'system', label: 'System Status' },
  { id: 'decisions', label: 'Decision Management' },
  { id: 'learning', label: 'AI Learning' },
  { id: 'crisis', label: 'Crisis Management' },
] as const;
type MonitorTab = (typeof MONITOR_TABS)[number]['id'];

/** /autonomous: the Autonomous System Monitor (spec sections 2, 4, 8). Admins only on the server. */
export function AutonomousPage() {
  const { user } = useUser();
  return (
    <PageLayout title="Autonomous System Monitor">
      <div className="container page-section">
        {user && user.role !== 'admin' ? (
          <>
            <h1 className="page-title">Autonomous System Monitor</h1>
            <Alert tone="warning" title="Administrators only">
              <p>{CRM_MESSAGES.staffOnly}</p>
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
  const [tab, setTab] = useState<MonitorTab>('system');
  const intelligence = useIntelligence();
  if (intelligence.isLoading) return <Spinner label="Connecting to autonomous monitoring…" />;
  if (intelligence.error instanceof ApiError && intelligence.error.status === 403) {
    return (
      <Alert tone="warning" title="Administrators only">
        <p>{CRM_MESSAGES.staffOnly}</p>
      </Alert>
    );
  }
  // Spec section 4: the fallback values when data is missing.
  const data: AutonomyIntelligence = intelligence.data ?? FALLBACK_INTELLIGENCE;
  const health = data.systemHealth;
  return (
    <>
      <div className="aut-header">
        <h1 className="page-title">Autonomous System Monitor</h1>
        <StatusBadge status={health.overallStatus} label="Overall" />
      </div>
      {intelligence.error ? (
        <Alert tone="danger" title={AUTONOMY_MESSAGES.monitoringUnavailable.title}>
          <p>{AUTONOMY_MESSAGES.monitoringUnavailable.description}</p>
        </Alert>
      ) : null}
      <div className="aut-tiles">
        <Tile label="Autonomy Level" value={percent(data.autonomyLevel)} />
        <Tile label="Decisions Today" value={formatCount(data.decisionsMadeToday)} />
        <Tile label="Learning Progress" value={percent(data.learningProgress)} />
        <Tile label="Contingency Readiness" value={percent(data.contingencyReadiness)} />
      </div>
      <section className="aut-alerts" aria-label="Predictive alerts">
        <h2 className="card-title">Predictive alerts</h2>
        {health.predictiveAlerts.length ? (
          <ul>
            {health.predictiveAlerts.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        ) : (
          <p>No predictive alerts.</p>
        )}
      </section>
      {data.activeCrises && data.activeCrises.length > 0 ? (
        <Alert tone="warning" title="Active crisis protocols" className="aut-active">
          <ul>
            {data.activeCrises.map((c) => (
              <li key={c.id} data-crisis-type={c.crisisType}>
                {crisisLabel(c.crisisType)}
                {c.carrierId ? ` · ${carrierName(c.carrierId)}` : ''} ({severityLabel(c.severity).toLowerCase()} severity) since {formatDateTime(c.activatedAt)}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Tabs label="Autonomous monitor views" tabs={MONITOR_TABS} value={tab} onChange={setTab} idPrefix="aut" className="aut-tabs" />
      <TabPanel idPrefix="aut" value={tab} className="aut-stack">
        {tab === 'system' ? <SystemStatus data={data} /> : null}
        {tab === 'decisions' ? <DecisionPanel intelligence={data} /> : null}
        {tab === 'learning' ? <Learning data={data} /> : null}
        {tab === 'crisis' ? <CrisisPanel queue={data.surgeQueue ?? []} /> : null}
      </TabPanel>
      <p className="aut-small">{data.generatedAt ? `Updated ${formatDateTime(data.generatedAt)} · ` : ''}refreshes every 30 s</p>
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
  ['aiEngine', 'AI engine'],
  ['carriers', 'Carriers'],
  ['payments', 'Payments'],
  ['compliance', 'Compliance'],
] as const;

function SystemStatus({ data }: { data: AutonomyIntelligence }) {
  const m = data.systemHealth.performanceMetrics;
  return (
    <>
      <Card>
        <CardHeader title="Subsystems" />
        <ul className="aut-grid">
          {SUBSYSTEMS.map(([key, label]) => (
            <li key={key} className="aut-row" data-subsystem={key}>
              <span>{label}</span>
              <StatusBadge status={data.systemHealth.subsystems[key]} />
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <CardHeader title="Performance" description="This process's own measurements over the last 5 minutes." />
        <div className="aut-tiles">
          <Tile label="Response time" value={formatMs(m.responseTime)} />
          <Tile label="Success rate" value={percent(m.successRate)} />
          <Tile label="Error rate" value={percent(m.errorRate)} />
          <Tile label="Throughput" value={`${formatNumber(m.throughput, 2)} req/s`} />
        </div>
      </Card>
      {data.protocols ? (
        <Card>
          <CardHeader title="Contingency readiness" />
          <ul>
            {data.protocols.map((p) => (
              <li key={p.crisisType} className="aut-row">
                <span>{crisisLabel(p.crisisType)}</span>
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
  return (
    <Card>
      <CardHeader title="AI learning" description="Grows with decisions observed; human overrides count against it." />
      <div className="aut-bar" role="progressbar" aria-label="Learning progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(data.learningProgress * 100)}>
        <div className="aut-bar-fill" style={{ width: percent(data.learningProgress) }} />
      </div>
      <h3 className="card-title">Predictive insights</h3>
      {data.predictiveInsights.length ? (
        <ul>
          {data.predictiveInsights.map((i) => (
            <li key={i} className="aut-row">
              {i}
            </li>
          ))}
        </ul>
      ) : (
        <p className="aut-small">Not enough decisions yet.</p>
      )}
    </Card>
  );
}
