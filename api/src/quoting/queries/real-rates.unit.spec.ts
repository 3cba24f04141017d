import type { RealRate } from '@waypost/contracts';
import type { LiveRateProvider } from '../live-rates/live-rate-providers';
import { CarrierIntegrationRequiredError, realRates, type RealRatesInput } from './real-rates.query';
import { instantQuote } from './instant-quote.query';

// ── Real rates: live carriers where configured, sandbox for the rest; the error only when nobody answers ──

const NOW = new Date('2026-11-22T10:00:00Z');
const input = (over: Partial<RealRatesInput> = {}): RealRatesInput => ({
  origin: { address: '', city: 'Chicago', country: 'United States', postalCode: '60601' },
  destination: { address: '', city: 'Paris', country: 'FR', postalCode: '75001' },
  package: { weight: 2, dimensions: { length: 20, width: 20, height: 20 }, value: 100, category: 'general' },
  preferences: { priority: 'cost' },
  ...over,
});
const liveDhl: RealRate = {
  carrierName: 'DHL Express',
  serviceName: 'EXPRESS WORLDWIDE',
  serviceLevel: 'express',
  estimatedDays: 2,
  price: 1.23,
  currency: 'USD',
  confidence: 0.95,
  source: 'live',
};
const provider = (carrierId: string, rates: () => Promise<RealRate[]>): LiveRateProvider => ({ carrierId, rates });

describe('real rates', () => {
  it('answers from the sandbox catalogue, each rate labelled sandbox, when no carrier is configured', async () => {
    const answer = await realRates(input(), NOW, []);
    expect(answer.sources).toEqual({ live: [], sandbox: true });
    expect(answer.rates.length).toBeGreaterThan(0);
    expect(answer.rates.every((r) => r.source === 'sandbox')).toBe(true);
    const prices = answer.rates.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("replaces a configured carrier's sandbox rates with its live answer and keeps the others", async () => {
    const answer = await realRates(input(), NOW, [provider('dhl-express', async () => [liveDhl])]);
    expect(answer.sources.live).toEqual(['dhl-express']);
    expect(answer.rates[0]).toEqual(liveDhl);
    expect(answer.rates.filter((r) => r.carrierName === 'DHL Express')).toEqual([liveDhl]);
  });

  it('falls back to the sandbox for a carrier whose API fails', async () => {
    const answer = await realRates(input({ preferences: { priority: 'speed' } }), NOW, [
      provider('ups', async () => {
        throw new Error('HTTP 401');
      }),
    ]);
    expect(answer.sources.live).toEqual([]);
    expect(answer.rates.some((r) => r.carrierName === 'UPS' && r.source === 'sandbox')).toBe(true);
  });

  it('says Carrier Integration Required only when nobody can answer', async () => {
    await expect(realRates(input({ destination: { address: '', city: 'McMurdo Station', country: 'Antarctica', postalCode: '' } }), NOW, [])).rejects.toBeInstanceOf(
      CarrierIntegrationRequiredError,
    );
    await expect(realRates(input({ preferences: { priority: 'cost', maxDays: 1 } }), NOW, [])).rejects.toThrow(/within 1 days/);
  });
});

describe('instant quote', () => {
  const base = { weight: 1, category: 'Other', declaredValue: 100, dimensions: { length: 30, width: 20, height: 15 } };
  it('falls back to express when nobody sells overnight on the lane, and says so', () => {
    const answer = instantQuote({ ...base, fromLocation: 'Sydney', toLocation: 'Madrid', urgency: 'overnight' }, NOW);
    expect(answer.carriers.length).toBeGreaterThan(0);
    expect(answer.carriers.every((c) => c.serviceLevel === 'express')).toBe(true);
    expect(answer.assumptions).toContain('No overnight service on this lane; showing express services instead.');
  });

  it('quotes overnight where carriers sell it', () => {
    const answer = instantQuote({ ...base, fromLocation: 'Berlin', toLocation: 'Paris', urgency: 'overnight' }, NOW);
    expect(answer.carriers.every((c) => c.serviceLevel === 'overnight')).toBe(true);
    expect(answer.assumptions).toEqual([]);
  });
});
