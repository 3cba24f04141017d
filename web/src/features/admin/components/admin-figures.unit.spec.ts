import { NO_DATA_YET } from '@waypost/contracts';
import { setFormatLocale } from '@/lib/format';
import { errorRateText, growthText, responseTimeText, revenueShares, uptimeText, userGrowthText } from './admin-figures';

// Issue 22 item 36: every admin figure from data; "No data yet" instead of the spec's placeholder constants.
beforeAll(() => setFormatLocale('en-US'));
afterAll(() => setFormatLocale(undefined));

const health = (over: Partial<{ uptime: number | null; requestsInWindow: number; responseTime: number; errorRate: number }>) => ({
  platformHealth: {
    uptime: 100,
    responseTime: 12.345,
    p95ResponseTime: 40,
    errorRate: 0.5,
    dbConnections: 1,
    dbIdleConnections: 1,
    dbWaitingClients: 0,
    requestsInWindow: 10,
    windowSeconds: 300,
    processUptimeSeconds: 60,
    ...over,
  },
});

it('says "No data yet" where nothing was measured, never a constant', () => {
  expect(NO_DATA_YET).toBe('No data yet');
  expect(growthText({ monthOverMonthGrowth: null })).toBe(NO_DATA_YET);
  expect(uptimeText(health({ uptime: null }))).toBe(NO_DATA_YET);
  expect(responseTimeText(health({ requestsInWindow: 0 }))).toBe(NO_DATA_YET);
  expect(errorRateText(health({ requestsInWindow: 0 }))).toBe(NO_DATA_YET);
  expect(revenueShares({ transactionFees: 0, subscriptions: 0, valueAddedServices: 0 })).toBeNull();
});

it('shows the measured figures, rounded', () => {
  expect(growthText({ monthOverMonthGrowth: 24.5 })).toBe('+24.5%');
  expect(growthText({ monthOverMonthGrowth: -12.25 })).toBe('−12.3%');
  expect(uptimeText(health({ uptime: 99.9512 }))).toBe('99.95%');
  expect(responseTimeText(health({}))).toBe('12 ms');
  expect(errorRateText(health({}))).toBe('0.5%');
  expect(userGrowthText({ userGrowth: { daily: 1, weekly: 2, monthly: 3 }, totalUsers: 5 })).toBe('2 new this week · 5 accounts in all');
});

it('splits revenue by its real amounts into whole percents that add up to 100', () => {
  expect(revenueShares({ transactionFees: 180.5, subscriptions: 0, valueAddedServices: 19.5 })).toEqual({ transactionFees: 90, subscriptions: 0, valueAddedServices: 10 });
  const thirds = revenueShares({ transactionFees: 1, subscriptions: 1, valueAddedServices: 1 })!;
  expect(Object.values(thirds).reduce((a, b) => a + b, 0)).toBe(100);
});
