import { useTranslation } from 'react-i18next';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminAnalytics, AdminMetrics } from '@waypost/contracts';
import { CHART_DASH_PATTERNS, useChartPalette } from '@/lib/chart-palette';
import { formatMoney } from '@/lib/format';

// ── recharts lives only in this lazily loaded feature (never in the landing bundle) ──
const day = (d: string) => d.slice(5);
const money = (v: unknown) => formatMoney(Number(v));

export function ActivityChart({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation('admin');
  const colors = useChartPalette();
  return (
    <figure className="adm-chart" aria-label={t('charts.activity.label')}>
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={analytics.days} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={day} minTickGap={16} />
          <YAxis allowDecimals={false} width={32} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="shipments" name={t('charts.activity.shipments')} stroke={colors[0]} strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line
            type="monotone"
            dataKey="inquiries"
            name={t('charts.activity.inquiries')}
            stroke={colors[1]}
            strokeDasharray={CHART_DASH_PATTERNS[1]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

export function RevenueChart({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation('admin');
  const colors = useChartPalette();
  return (
    <figure className="adm-chart" aria-label={t('charts.revenue.label')}>
      <ResponsiveContainer width="100%" height={260}>
        <AreaChart data={analytics.days} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={day} minTickGap={16} />
          <YAxis tickFormatter={(v: number) => `$${v}`} width={56} />
          <Tooltip formatter={money} />
          <Area type="monotone" dataKey="revenue" name={t('charts.revenue.revenue')} stroke={colors[2]} fill={colors[2]} fillOpacity={0.25} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </figure>
  );
}

export function ShipmentStatusChart({ metrics }: { metrics: AdminMetrics }) {
  const { t } = useTranslation('admin');
  const data = [
    { name: t('charts.shipmentStatus.underWay'), value: metrics.pendingShipments },
    { name: t('charts.shipmentStatus.delivered'), value: metrics.completedShipments },
    { name: t('charts.shipmentStatus.cancelled'), value: metrics.cancelledShipments },
  ];
  const colors = useChartPalette();
  return (
    <figure className="adm-chart" aria-label={t('charts.shipmentStatus.label')}>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis allowDecimals={false} width={32} />
          <Tooltip />
          <Bar dataKey="value" name={t('charts.shipmentStatus.shipments')} fill={colors[0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

export function CarrierChart({ carriers }: { carriers: AdminMetrics['carrierPerformance'] }) {
  const { t } = useTranslation('admin');
  const data = carriers.map((c) => ({ carrier: c.carrier, onTime: c.onTimeRate === null ? 0 : Math.round(c.onTimeRate * 1000) / 10 }));
  const colors = useChartPalette();
  return (
    <figure className="adm-chart" aria-label={t('charts.carriers.label')}>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 24 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" domain={[0, 100]} tickFormatter={(v: number) => `${v}%`} />
          <YAxis type="category" dataKey="carrier" width={110} />
          <Tooltip formatter={(v: unknown) => `${String(v)}%`} />
          <Bar dataKey="onTime" name={t('charts.carriers.onTime')} fill={colors[2]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
