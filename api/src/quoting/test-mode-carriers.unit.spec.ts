import type { RealRate } from '@waypost/contracts';
import type { LiveRateProvider } from './live-rates/live-rate-providers';
import { QuotingController } from './quoting.controller';

// ── Test mode quotes only the sandbox carriers; live mode the configured ones too (issue 25, item 3) ──
// The controller as Nest builds it, with one configured carrier API that records whether it was called.

const body = {
  origin: { address: 'Main St 1', city: 'Chicago', country: 'United States', postalCode: '60601' },
  destination: { address: 'Rue 1', city: 'Paris', country: 'France', postalCode: '75001' },
  package: { weight: 2, dimensions: { length: 20, width: 20, height: 20 }, value: 100, category: 'general' },
  preferences: { priority: 'speed' },
};

const liveRate: RealRate = {
  carrierName: 'DHL Express',
  serviceName: 'Express Worldwide',
  serviceLevel: 'express',
  estimatedDays: 2,
  price: 80,
  currency: 'USD',
  confidence: 0.99,
  source: 'live',
};

function controllerWithConfiguredCarrier() {
  const calls: unknown[] = [];
  const provider: LiveRateProvider = {
    carrierId: 'dhl-express',
    rates: (req) => {
      calls.push(req);
      return Promise.resolve([liveRate]);
    },
  };
  return { controller: new QuotingController(() => new Date('2026-11-27T09:00:00Z'), [provider]), calls };
}

describe('real rates by mode', () => {
  it('live mode asks the configured carrier and shows its rate', async () => {
    const { controller, calls } = controllerWithConfiguredCarrier();
    const answer = await controller.realRates(body, 'live');
    expect(calls).toHaveLength(1);
    expect(answer.sources.live).toEqual(['dhl-express']);
    expect(answer.rates.some((r) => r.source === 'live')).toBe(true);
  });

  it('test mode never calls a configured carrier: sandbox rates only', async () => {
    const { controller, calls } = controllerWithConfiguredCarrier();
    const answer = await controller.realRates(body, 'test');
    expect(calls).toHaveLength(0);
    expect(answer.sources).toEqual({ live: [], sandbox: true });
    expect(answer.rates.length).toBeGreaterThan(0);
    expect(answer.rates.every((r) => r.source === 'sandbox')).toBe(true);
  });
});
