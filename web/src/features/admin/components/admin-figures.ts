import type { AdminMetrics } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';
import { formatChange, formatCount, formatMs, formatPercent } from '@/lib/format';

// ── The admin dashboard's figures in words, every one computed from the metrics (issue 22 item 36) ──
// Where nothing has been measured yet the figure says so instead of showing a constant.
// The words come from the `admin` catalogue at call time (the language can change while the page is open).

const noDataYet = (): string => i18n.t('admin:noDataYet');

export const growthText = (m: Pick<AdminMetrics, 'monthOverMonthGrowth'>): string => (m.monthOverMonthGrowth === null ? noDataYet() : formatChange(m.monthOverMonthGrowth));

export const uptimeText = (m: Pick<AdminMetrics, 'platformHealth'>): string => (m.platformHealth.uptime === null ? noDataYet() : formatPercent(m.platformHealth.uptime, 2));

const measured = (m: Pick<AdminMetrics, 'platformHealth'>) => m.platformHealth.requestsInWindow > 0;

export const responseTimeText = (m: Pick<AdminMetrics, 'platformHealth'>): string => (measured(m) ? formatMs(m.platformHealth.responseTime) : noDataYet());

export const errorRateText = (m: Pick<AdminMetrics, 'platformHealth'>): string => (measured(m) ? formatPercent(m.platformHealth.errorRate, 2) : noDataYet());

/** "2 new this week · 5 accounts in all": new accounts beside the accounts they are part of. */
export const userGrowthText = (m: Pick<AdminMetrics, 'userGrowth' | 'totalUsers'>): string =>
  i18n.t('admin:figures.userGrowth', { weekly: formatCount(m.userGrowth.weekly), total: formatCount(m.totalUsers), count: m.totalUsers });

export type RevenueStream = keyof AdminMetrics['revenueBreakdown'];
/** The revenue streams, each with the key of its name in the `admin` catalogue (translated where it is shown). */
export const REVENUE_STREAMS = [
  { key: 'transactionFees', labelKey: 'revenue.streams.transactionFees' },
  { key: 'subscriptions', labelKey: 'revenue.streams.subscriptions' },
  { key: 'valueAddedServices', labelKey: 'revenue.streams.valueAddedServices' },
] as const satisfies readonly { key: RevenueStream; labelKey: `revenue.streams.${RevenueStream}` }[];

/** Whole-percent shares of revenue that add up to 100 (largest remainder); null without revenue. */
export function revenueShares(breakdown: AdminMetrics['revenueBreakdown']): Record<RevenueStream, number> | null {
  const amounts = REVENUE_STREAMS.map(({ key }) => Math.max(0, breakdown[key]));
  const total = amounts.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return null;
  const exact = amounts.map((a) => (a / total) * 100);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((a, b) => a + b, 0);
  for (const i of exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r)
    .map((x) => x.i)) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return Object.fromEntries(REVENUE_STREAMS.map(({ key }, i) => [key, shares[i]!])) as Record<RevenueStream, number>;
}
