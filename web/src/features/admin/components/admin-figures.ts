import { NO_DATA_YET, type AdminMetrics } from '@waypost/contracts';
import { formatChange, formatCount, formatMs, formatPercent } from '@/lib/format';

// ── The admin dashboard's figures in words, every one computed from the metrics (issue 22 item 36) ──
// Where nothing has been measured yet the figure says so instead of showing a constant.

export const growthText = (m: Pick<AdminMetrics, 'monthOverMonthGrowth'>): string => (m.monthOverMonthGrowth === null ? NO_DATA_YET : formatChange(m.monthOverMonthGrowth));

export const uptimeText = (m: Pick<AdminMetrics, 'platformHealth'>): string => (m.platformHealth.uptime === null ? NO_DATA_YET : formatPercent(m.platformHealth.uptime, 2));

const measured = (m: Pick<AdminMetrics, 'platformHealth'>) => m.platformHealth.requestsInWindow > 0;

export const responseTimeText = (m: Pick<AdminMetrics, 'platformHealth'>): string => (measured(m) ? formatMs(m.platformHealth.responseTime) : NO_DATA_YET);

export const errorRateText = (m: Pick<AdminMetrics, 'platformHealth'>): string => (measured(m) ? formatPercent(m.platformHealth.errorRate, 2) : NO_DATA_YET);

/** "2 new this week · 5 accounts in all": new accounts beside the accounts they are part of. */
export const userGrowthText = (m: Pick<AdminMetrics, 'userGrowth' | 'totalUsers'>): string =>
  `${formatCount(m.userGrowth.weekly)} new this week · ${formatCount(m.totalUsers)} ${m.totalUsers === 1 ? 'account' : 'accounts'} in all`;

export type RevenueStream = keyof AdminMetrics['revenueBreakdown'];
export const REVENUE_STREAMS: { key: RevenueStream; label: string }[] = [
  { key: 'transactionFees', label: 'Transaction Fees' },
  { key: 'subscriptions', label: 'Subscriptions' },
  { key: 'valueAddedServices', label: 'Value-Added Services' },
];

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
