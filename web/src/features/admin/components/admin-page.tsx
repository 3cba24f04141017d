import { useState, type ReactNode } from 'react';
import { ADMIN_CONSTANTS, CRM_MESSAGES, NO_DATA_YET, type AdminAnalytics, type AdminMetrics, type SystemAlert } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { TableScroll } from '@/components/ui/table-scroll';
import { ApiError, errorReason } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { formatCount, formatDateTime, formatMoney, formatMs, formatRatio } from '@/lib/format';
import { useAdminAnalytics, useAdminMetrics } from '../api/get-admin-metrics';
import { ActivityChart, CarrierChart, RevenueChart, ShipmentStatusChart } from './admin-charts';
import { REVENUE_STREAMS, errorRateText, growthText, responseTimeText, revenueShares, uptimeText, userGrowthText } from './admin-figures';
import './admin.css';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'revenue', label: 'Revenue' },
  { id: 'operations', label: 'Operations' },
  { id: 'performance', label: 'Performance' },
  { id: 'system', label: 'System' },
] as const;
type Tab = (typeof TABS)[number]['id'];
const C = ADMIN_CONSTANTS;

/** /admin: the admin dashboard (spec sections 2 and 9). Only admins get figures; others get a clear page. */
/** `operationsExtras`: panels other features add to the Operations tab (the app layer composes them). */
export function AdminPage({ operationsExtras }: { operationsExtras?: ReactNode } = {}) {
  const { user } = useUser();
  const isAdmin = user?.role === 'admin';
  return (
    <PageLayout title="Admin Dashboard">
      <div className="container page-section">
        <h1 className="page-title">Admin Dashboard</h1>
        {isAdmin ? (
          <Dashboard operationsExtras={operationsExtras} />
        ) : (
          <Alert tone="warning" title="Administrators only">
            <p>{CRM_MESSAGES.staffOnly}</p>
          </Alert>
        )}
      </div>
    </PageLayout>
  );
}

function Dashboard({ operationsExtras }: { operationsExtras?: ReactNode }) {
  const [tab, setTab] = useState<Tab>('overview');
  const metrics = useAdminMetrics({ enabled: true });
  const analytics = useAdminAnalytics({ enabled: true });
  if (metrics.isLoading) return <Spinner label="Loading metrics…" />;
  if (metrics.error instanceof ApiError && metrics.error.status === 403)
    return (
      <Alert tone="warning" title="Administrators only">
        <p>{CRM_MESSAGES.staffOnly}</p>
      </Alert>
    );
  if (metrics.error || !metrics.data)
    return (
      <Alert tone="danger" title="Metrics could not be loaded">
        {metrics.error ? errorReason(metrics.error) : null}
      </Alert>
    );
  const m = metrics.data;
  const alerts = m.systemAlerts.filter((a) => a.type !== 'info');
  return (
    <>
      {alerts.length > 0 ? (
        <div className="adm-banner" aria-label="System alerts">
          {alerts.slice(0, C.alertsInBanner).map((a) => (
            <AlertLine key={a.id} alert={a} />
          ))}
        </div>
      ) : null}
      <Tabs label="Admin dashboard views" tabs={TABS} value={tab} onChange={setTab} idPrefix="adm" />
      <TabPanel idPrefix="adm" value={tab} className="adm-stack">
        {tab === 'overview' ? <Overview m={m} analytics={analytics.data} /> : null}
        {tab === 'revenue' ? <Revenue m={m} analytics={analytics.data} /> : null}
        {tab === 'operations' ? <Operations m={m} extras={operationsExtras} /> : null}
        {tab === 'performance' ? <Performance m={m} /> : null}
        {tab === 'system' ? <System m={m} /> : null}
      </TabPanel>
      <p className="adm-small">
        Updated {formatDateTime(m.generatedAt)} · metrics every 30 s, analytics every 60 s · amounts in {C.currency}
      </p>
    </>
  );
}

const Tile = ({ label, value, sub }: { label: string; value: ReactNode; sub?: ReactNode }) => (
  <div className="adm-tile">
    <p className="adm-tile-label">{label}</p>
    <p className="adm-tile-value">{value}</p>
    {sub ? <p className="adm-tile-sub">{sub}</p> : null}
  </div>
);
const pct = (r: number | null) => (r === null ? 'No deliveries yet' : formatRatio(r, 1));

function AlertLine({ alert }: { alert: SystemAlert }) {
  return (
    <p className={`adm-alert adm-alert-${alert.type}`}>
      <span className="adm-alert-type">{alert.type}</span> {alert.message} <span className="adm-small">{formatDateTime(alert.timestamp)}</span>
    </p>
  );
}

function ChartCard({ title, children, analytics }: { title: string; children: (a: AdminAnalytics) => ReactNode; analytics: AdminAnalytics | undefined }) {
  return (
    <Card>
      <CardHeader title={title} />
      {analytics ? children(analytics) : <Spinner label="Loading analytics…" />}
    </Card>
  );
}

function Overview({ m, analytics }: { m: AdminMetrics; analytics: AdminAnalytics | undefined }) {
  return (
    <>
      <div className="adm-tiles">
        <Tile
          label="Total Revenue"
          value={formatMoney(m.totalRevenue)}
          sub={m.monthOverMonthGrowth === null ? `Growth from last month: ${NO_DATA_YET}` : `${growthText(m)} from last month`}
        />
        <Tile label="Active Users" value={formatCount(m.activeUsers)} sub={userGrowthText(m)} />
        <Tile label="Total Shipments" value={formatCount(m.totalShipments)} sub={`${formatCount(m.pendingShipments)} under way · ${formatCount(m.completedShipments)} delivered`} />
        <Tile
          label="Platform Uptime"
          value={uptimeText(m)}
          sub={m.platformHealth.requestsInWindow > 0 ? `${formatMs(m.platformHealth.responseTime)} average response` : `Response time: ${NO_DATA_YET}`}
        />
      </div>
      <ChartCard title="Daily activity" analytics={analytics}>
        {(a) => <ActivityChart analytics={a} />}
      </ChartCard>
    </>
  );
}

function Revenue({ m, analytics }: { m: AdminMetrics; analytics: AdminAnalytics | undefined }) {
  const shares = revenueShares(m.revenueBreakdown);
  return (
    <>
      <div className="adm-tiles">
        <Tile label="Total Revenue" value={formatMoney(m.totalRevenue)} />
        <Tile
          label="Monthly Revenue"
          value={formatMoney(m.monthlyRevenue)}
          sub={m.monthOverMonthGrowth === null ? `Month over month: ${NO_DATA_YET}` : `${growthText(m)} month over month`}
        />
        <Tile label="Average Shipment Value" value={formatMoney(m.averageShipmentValue)} />
      </div>
      <ChartCard title="Daily revenue" analytics={analytics}>
        {(a) => <RevenueChart analytics={a} />}
      </ChartCard>
      <Card>
        <CardHeader title="Revenue breakdown" description="Each stream's share of the revenue charged so far." />
        {shares === null ? (
          <p className="adm-empty">{NO_DATA_YET}</p>
        ) : (
          <ul className="adm-bars">
            {REVENUE_STREAMS.map((b) => (
              <li key={b.key}>
                <div className="adm-bar-label">
                  <span>{b.label}</span>
                  <span>
                    {formatMoney(m.revenueBreakdown[b.key])} · {shares[b.key]}%
                  </span>
                </div>
                <div className="adm-bar" role="presentation">
                  <div className="adm-bar-fill" style={{ width: `${shares[b.key]}%` }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function Operations({ m, extras }: { m: AdminMetrics; extras?: ReactNode }) {
  return (
    <>
      <Card>
        <CardHeader title="Shipments" />
        <ShipmentStatusChart metrics={m} />
      </Card>
      <Card>
        <CardHeader title="Top routes" />
        {m.topRoutes.length === 0 ? (
          <p className="adm-empty">No shipments yet</p>
        ) : (
          <TableScroll label="Top routes table">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">Route</th>
                  <th scope="col" className="adm-num">
                    Shipments
                  </th>
                  <th scope="col" className="adm-num">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {m.topRoutes.slice(0, C.topRoutesShown).map((r) => (
                  <tr key={`${r.origin}>${r.destination}`}>
                    <th scope="row">
                      {r.origin} → {r.destination}
                    </th>
                    <td className="adm-num">{formatCount(r.shipments)}</td>
                    <td className="adm-num">{formatMoney(r.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Card>
      {extras}
    </>
  );
}

function Performance({ m }: { m: AdminMetrics }) {
  const carriers = m.carrierPerformance.slice(0, C.carriersShown);
  return (
    <Card>
      <CardHeader title="Carrier performance" description="On-time rate = delivered by the promised date / delivered" />
      {carriers.length === 0 ? (
        <p className="adm-empty">No shipments yet</p>
      ) : (
        <>
          <CarrierChart carriers={carriers} />
          <TableScroll label="Carrier performance table">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">Carrier</th>
                  <th scope="col" className="adm-num">
                    Shipments
                  </th>
                  <th scope="col" className="adm-num">
                    Delivered
                  </th>
                  <th scope="col" className="adm-num">
                    On time
                  </th>
                </tr>
              </thead>
              <tbody>
                {carriers.map((c) => (
                  <tr key={c.carrier}>
                    <th scope="row">{c.carrier}</th>
                    <td className="adm-num">{formatCount(c.shipments)}</td>
                    <td className="adm-num">{formatCount(c.delivered)}</td>
                    <td className="adm-num">{pct(c.onTimeRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </Card>
  );
}

function System({ m }: { m: AdminMetrics }) {
  const h = m.platformHealth;
  return (
    <>
      <div className="adm-tiles">
        <Tile label="Uptime" value={uptimeText(m)} sub={`process up ${formatCount(Math.round(h.processUptimeSeconds / 60))} min`} />
        <Tile
          label="Response Time"
          value={responseTimeText(m)}
          sub={
            h.requestsInWindow > 0
              ? `p95 ≤ ${formatMs(h.p95ResponseTime)} · ${formatCount(h.requestsInWindow)} requests / ${formatCount(h.windowSeconds / 60)} min`
              : `no requests in the last ${formatCount(h.windowSeconds / 60)} min`
          }
        />
        <Tile label="Error Rate" value={errorRateText(m)} />
        <Tile label="DB Connections" value={formatCount(h.dbConnections)} sub={`${formatCount(h.dbIdleConnections)} idle · ${formatCount(h.dbWaitingClients)} waiting`} />
      </div>
      <Card>
        <CardHeader title="System alerts" />
        <div className="adm-stack-sm">
          {m.systemAlerts.slice(0, C.alertsInSystemTab).map((a) => (
            <AlertLine key={a.id} alert={a} />
          ))}
        </div>
      </Card>
    </>
  );
}
