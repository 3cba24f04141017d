import { systemAlerts, type HealthReadings } from './system-alerts';

const calm: HealthReadings = {
  now: '2026-01-01T12:00:00.000Z',
  errorRatePercent: 0,
  requests: 100,
  p95Ms: 20,
  dbWaiting: 0,
  dbConnections: 3,
  dbMax: 10,
  projections: [{ name: 'shipments', lagEvents: 0, status: 'live' }],
  urgentInquiries: 0,
  activeInquiries: 0,
  crises: [],
};

describe('system alerts', () => {
  it('says all clear when no rule fires', () => expect(systemAlerts(calm).map((a) => a.id)).toEqual(['all-clear']));
  it('orders errors before warnings and names the rule', () => {
    const alerts = systemAlerts({
      ...calm,
      errorRatePercent: 5,
      p95Ms: 1000,
      urgentInquiries: 2,
      projections: [
        { name: 'tracking', lagEvents: 500, status: 'live' },
        { name: 'inquiries', lagEvents: 0, status: 'error' },
      ],
      crises: [{ crisisId: 'c1', crisisType: 'carrier_outage', severity: 'high', carrierId: 'dhl', activatedAt: '2026-01-01T11:00:00.000Z' }],
    });
    expect(alerts.map((a) => `${a.type}:${a.id}`)).toEqual([
      'error:crisis:c1',
      'error:projection-failed:inquiries',
      'error:http-error-rate',
      'warning:projection-lag:tracking',
      'warning:http-latency',
      'warning:urgent-inquiries',
    ]);
    expect(alerts[0]).toMatchObject({ message: 'Crisis protocol carrier outage (dhl) is active, severity high.', timestamp: '2026-01-01T11:00:00.000Z' });
    expect(alerts.find((a) => a.id === 'urgent-inquiries')?.message).toBe('2 urgent inquiries are waiting at the desk.');
  });
  it('ignores error rates and latency on too little traffic', () =>
    expect(systemAlerts({ ...calm, requests: 5, errorRatePercent: 50, p95Ms: 5000 }).map((a) => a.id)).toEqual(['all-clear']));
});
