import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CONSTANTS, type AdminAnalytics, type AdminMetrics, type SystemAlert } from '@waypost/contracts';
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

// Over 300 lines: the admin dashboard is one page of five tabs over the same two queries; each tab is a short
// function below, and splitting them out would only pass the same data and translator around.
const TABS = ['overview', 'revenue', 'operations', 'performance', 'system'] as const;
type Tab = (typeof TABS)[number];
const C = ADMIN_CONSTANTS;

/** /admin: the admin dashboard (spec sections 2 and 9). Only admins get figures; others get a clear page. */
/** `operationsExtras`: panels other features add to the Operations tab (the app layer composes them). */
export function AdminPage({ operationsExtras }: { operationsExtras?: ReactNode } = {}) {
  const { user } = useUser();
  const isAdmin = user?.role === 'admin';
  const { t } = useTranslation('admin');
  return (
    <PageLayout title={t('dashboard.title')}>
      <div className="container page-section">
        <h1 className="page-title">{t('dashboard.title')}</h1>
        {isAdmin ? (
          <Dashboard operationsExtras={operationsExtras} />
        ) : (
          <Alert tone="warning" title={t('adminsOnly.title')}>
            <p>{t('adminsOnly.message')}</p>
          </Alert>
        )}
      </div>
    </PageLayout>
  );
}

function Dashboard({ operationsExtras }: { operationsExtras?: ReactNode }) {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('overview');
  const metrics = useAdminMetrics({ enabled: true });
  const analytics = useAdminAnalytics({ enabled: true });
  if (metrics.isLoading) return <Spinner label={t('dashboard.loadingMetrics')} />;
  if (metrics.error instanceof ApiError && metrics.error.status === 403)
    return (
      <Alert tone="warning" title={t('adminsOnly.title')}>
        <p>{t('adminsOnly.message')}</p>
      </Alert>
    );
  if (metrics.error || !metrics.data)
    return (
      <Alert tone="danger" title={t('dashboard.metricsLoadFailed')}>
        {metrics.error ? errorReason(metrics.error) : null}
      </Alert>
    );
  const m = metrics.data;
  const alerts = m.systemAlerts.filter((a) => a.type !== 'info');
  return (
    <>
      {alerts.length > 0 ? (
        <div className="adm-banner" aria-label={t('dashboard.alertsLabel')}>
          {alerts.slice(0, C.alertsInBanner).map((a) => (
            <AlertLine key={a.id} alert={a} />
          ))}
        </div>
      ) : null}
      <Tabs label={t('dashboard.tabsLabel')} tabs={TABS.map((id) => ({ id, label: t(`dashboard.tabs.${id}`) }))} value={tab} onChange={setTab} idPrefix="adm" />
      <TabPanel idPrefix="adm" value={tab} className="adm-stack">
        {tab === 'overview' ? <Overview m={m} analytics={analytics.data} /> : null}
        {tab === 'revenue' ? <Revenue m={m} analytics={analytics.data} /> : null}
        {tab === 'operations' ? <Operations m={m} extras={operationsExtras} /> : null}
        {tab === 'performance' ? <Performance m={m} /> : null}
        {tab === 'system' ? <System m={m} /> : null}
      </TabPanel>
      <p className="adm-small">{t('dashboard.footer', { updated: formatDateTime(m.generatedAt), currency: C.currency })}</p>
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

function AlertLine({ alert }: { alert: SystemAlert }) {
  const { t } = useTranslation('admin');
  return (
    <p className={`adm-alert adm-alert-${alert.type}`}>
      <span className="adm-alert-type">{t(`dashboard.alertType.${alert.type}`)}</span> {alert.message} <span className="adm-small">{formatDateTime(alert.timestamp)}</span>
    </p>
  );
}

function ChartCard({ title, children, analytics }: { title: string; children: (a: AdminAnalytics) => ReactNode; analytics: AdminAnalytics | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <Card>
      <CardHeader title={title} />
      {analytics ? children(analytics) : <Spinner label={t('dashboard.loadingAnalytics')} />}
    </Card>
  );
}

function Overview({ m, analytics }: { m: AdminMetrics; analytics: AdminAnalytics | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <div className="adm-tiles">
        <Tile
          label={t('overview.totalRevenue')}
          value={formatMoney(m.totalRevenue)}
          sub={m.monthOverMonthGrowth === null ? t('overview.growthNoData') : t('overview.growth', { growth: growthText(m) })}
        />
        <Tile label={t('overview.activeUsers')} value={formatCount(m.activeUsers)} sub={userGrowthText(m)} />
        <Tile
          label={t('overview.totalShipments')}
          value={formatCount(m.totalShipments)}
          sub={t('overview.shipmentsSub', { underWay: formatCount(m.pendingShipments), delivered: formatCount(m.completedShipments) })}
        />
        <Tile
          label={t('overview.platformUptime')}
          value={uptimeText(m)}
          sub={m.platformHealth.requestsInWindow > 0 ? t('overview.averageResponse', { time: formatMs(m.platformHealth.responseTime) }) : t('overview.responseTimeNoData')}
        />
      </div>
      <ChartCard title={t('overview.dailyActivity')} analytics={analytics}>
        {(a) => <ActivityChart analytics={a} />}
      </ChartCard>
    </>
  );
}

function Revenue({ m, analytics }: { m: AdminMetrics; analytics: AdminAnalytics | undefined }) {
  const { t } = useTranslation('admin');
  const shares = revenueShares(m.revenueBreakdown);
  return (
    <>
      <div className="adm-tiles">
        <Tile label={t('revenue.totalRevenue')} value={formatMoney(m.totalRevenue)} />
        <Tile
          label={t('revenue.monthlyRevenue')}
          value={formatMoney(m.monthlyRevenue)}
          sub={m.monthOverMonthGrowth === null ? t('revenue.growthNoData') : t('revenue.growth', { growth: growthText(m) })}
        />
        <Tile label={t('revenue.averageShipmentValue')} value={formatMoney(m.averageShipmentValue)} />
      </div>
      <ChartCard title={t('revenue.dailyRevenue')} analytics={analytics}>
        {(a) => <RevenueChart analytics={a} />}
      </ChartCard>
      <Card>
        <CardHeader title={t('revenue.breakdown.title')} description={t('revenue.breakdown.description')} />
        {shares === null ? (
          <p className="adm-empty">{t('noDataYet')}</p>
        ) : (
          <ul className="adm-bars">
            {REVENUE_STREAMS.map((b) => (
              <li key={b.key}>
                <div className="adm-bar-label">
                  <span>{t(b.labelKey)}</span>
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
  const { t } = useTranslation('admin');
  return (
    <>
      <Card>
        <CardHeader title={t('operations.shipments')} />
        <ShipmentStatusChart metrics={m} />
      </Card>
      <Card>
        <CardHeader title={t('operations.topRoutes.title')} />
        {m.topRoutes.length === 0 ? (
          <p className="adm-empty">{t('operations.topRoutes.empty')}</p>
        ) : (
          <TableScroll label={t('operations.topRoutes.tableLabel')}>
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">{t('operations.topRoutes.route')}</th>
                  <th scope="col" className="adm-num">
                    {t('operations.topRoutes.shipments')}
                  </th>
                  <th scope="col" className="adm-num">
                    {t('operations.topRoutes.revenue')}
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
  const { t } = useTranslation('admin');
  const pct = (r: number | null) => (r === null ? t('performance.noDeliveries') : formatRatio(r, 1));
  const carriers = m.carrierPerformance.slice(0, C.carriersShown);
  return (
    <Card>
      <CardHeader title={t('performance.title')} description={t('performance.description')} />
      {carriers.length === 0 ? (
        <p className="adm-empty">{t('performance.empty')}</p>
      ) : (
        <>
          <CarrierChart carriers={carriers} />
          <TableScroll label={t('performance.tableLabel')}>
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">{t('performance.carrier')}</th>
                  <th scope="col" className="adm-num">
                    {t('performance.shipments')}
                  </th>
                  <th scope="col" className="adm-num">
                    {t('performance.delivered')}
                  </th>
                  <th scope="col" className="adm-num">
                    {t('performance.onTime')}
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
  const { t } = useTranslation('admin');
  const h = m.platformHealth;
  const windowMinutes = formatCount(h.windowSeconds / 60);
  return (
    <>
      <div className="adm-tiles">
        <Tile label={t('system.uptime')} value={uptimeText(m)} sub={t('system.processUp', { minutes: formatCount(Math.round(h.processUptimeSeconds / 60)) })} />
        <Tile
          label={t('system.responseTime')}
          value={responseTimeText(m)}
          sub={
            h.requestsInWindow > 0
              ? t('system.requests', { p95: formatMs(h.p95ResponseTime), requests: formatCount(h.requestsInWindow), window: windowMinutes, count: h.requestsInWindow })
              : t('system.noRequests', { window: windowMinutes })
          }
        />
        <Tile label={t('system.errorRate')} value={errorRateText(m)} />
        <Tile
          label={t('system.dbConnections')}
          value={formatCount(h.dbConnections)}
          sub={t('system.dbConnectionsSub', { idle: formatCount(h.dbIdleConnections), waiting: formatCount(h.dbWaitingClients) })}
        />
      </div>
      <Card>
        <CardHeader title={t('system.alerts')} />
        <div className="adm-stack-sm">
          {m.systemAlerts.slice(0, C.alertsInSystemTab).map((a) => (
            <AlertLine key={a.id} alert={a} />
          ))}
        </div>
      </Card>
    </>
  );
}
