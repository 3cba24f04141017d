import type { RealRate } from '@waypost/contracts';
import type { ProviderRates, SpecSource } from '../../carriers/queries/provider-rates.query';
import { CarrierIntegrationRequiredError, realRates, type LiveRates, type RealRatesInput } from './real-rates.query';
import type { ChargedOption } from './quote-shipment.query';
import { instantQuote } from './instant-quote.query';

// ── Real rates: the real providers where accounts are configured, sandbox for the rest; the error only when nobody answers ──

const NOW = new Date('2026-11-22T10:00:00Z');
const input = (over: Partial<RealRatesInput> = {}): RealRatesInput => ({
  origin: { address: '', city: 'Chicago', country: 'United States', postalCode: '60601' },
  destination: { address: '', city: 'Paris', country: 'FR', postalCode: '75001' },
  package: { weight: 2, dimensions: { length: 20, width: 20, height: 20 }, value: 100, category: 'general' },
  preferences: { priority: 'cost' },
  ...over,
});

/** A provider account's rate as the carriers context's ProviderRatesQuery answers it. */
const option = (over: Partial<ChargedOption> & { account?: string } = {}): ChargedOption => {
  const { account = 'default', ...rest } = over;
  return {
    carrierId: account === 'default' ? 'dhl-direct' : `dhl-direct.${account}`,
    carrierName: 'DHL Express',
    serviceId: 'dhl_express/P',
    serviceName: 'EXPRESS WORLDWIDE',
    serviceLevel: 'express',
    price: { amountMinor: 123, currency: 'USD' },
    transitDays: 2,
    reliability: 0.97,
    currency: 'USD',
    lines: [{ kind: 'base', code: 'BASE', label: 'Base', amountMinor: 123 }],
    provider: { id: 'dhl-direct', name: 'DHL Express (MyDHL API)', account, mode: 'test', refs: { rateRef: 'r1', carrierCode: 'dhl_express', serviceCode: 'P' } },
    ...rest,
  };
};
const liveDhl: RealRate = {
  carrierName: 'DHL Express',
  serviceName: 'EXPRESS WORLDWIDE',
  serviceLevel: 'express',
  estimatedDays: 2,
  price: 1.23,
  currency: 'USD',
  confidence: 0.97,
  source: 'live',
  provider: { id: 'dhl-direct', name: 'DHL Express (MyDHL API)', account: 'default', mode: 'test' },
};
/** The query as the route calls it, recording every request it was asked. */
function providers(answer: (spec: SpecSource) => Promise<ProviderRates>): LiveRates & { asked: SpecSource[] } {
  const asked: SpecSource[] = [];
  return Object.assign(
    (spec: SpecSource) => {
      asked.push(spec);
      return answer(spec);
    },
    { asked },
  );
}

describe('real rates', () => {
  it('answers from the sandbox catalogue, each rate labelled sandbox, when no provider is asked', async () => {
    const answer = await realRates(input(), NOW, undefined);
    expect(answer.sources).toEqual({ live: [], sandbox: true });
    expect(answer.rates.length).toBeGreaterThan(0);
    expect(answer.rates.every((r) => r.source === 'sandbox' && r.provider === undefined)).toBe(true);
    const prices = answer.rates.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers from the sandbox alone when no provider account is configured', async () => {
    const none = providers(async () => ({ options: [], answers: [] }));
    expect(await realRates(input(), NOW, none)).toEqual(await realRates(input(), NOW, undefined));
    expect(none.asked).toHaveLength(1);
  });

  it("replaces a carrier's sandbox rates with a provider's answer for it, names the account, and keeps the others", async () => {
    const answer = await realRates(
      input(),
      NOW,
      providers(async () => ({ options: [option()], answers: [] })),
    );
    expect(answer.sources).toEqual({ live: ['dhl-direct'], sandbox: true });
    expect(answer.rates[0]).toEqual(liveDhl);
    expect(answer.rates.filter((r) => r.carrierName === 'DHL Express')).toEqual([liveDhl]);
    expect(answer.rates.some((r) => r.carrierName === 'UPS' && r.source === 'sandbox')).toBe(true);
  });

  it('lists every account that answered, each rate saying its own, and keeps a gateway carrier the catalogue does not know', async () => {
    const usps = option({ carrierId: 'easypost.acme', carrierName: 'USPS', serviceName: 'Priority', reliability: 0, price: { amountMinor: 999, currency: 'USD' } });
    usps.provider = { id: 'easypost', name: 'EasyPost', account: 'acme', mode: 'live' };
    const answer = await realRates(
      input(),
      NOW,
      providers(async () => ({ options: [option(), option({ account: 'eu' }), usps], answers: [] })),
    );
    expect(answer.sources.live).toEqual(['dhl-direct', 'dhl-direct.eu', 'easypost.acme']);
    const live = answer.rates.filter((r) => r.source === 'live');
    expect(live.map((r) => [r.provider?.id, r.provider?.account])).toEqual([
      ['dhl-direct', 'default'],
      ['dhl-direct', 'eu'],
      ['easypost', 'acme'],
    ]);
    // the catalogue has no on-time record for USPS: a live price counts as sure as before issue 27
    expect(live[2]).toMatchObject({ carrierName: 'USPS', price: 9.99, confidence: 0.95 });
    expect(live.every((r) => r.provider && !('refs' in r.provider))).toBe(true);
  });

  it('ranks a price in another currency by its USD value, and leaves out one in a currency the route does not answer in', async () => {
    const eur = option({ serviceName: 'EUR rate', price: { amountMinor: 100, currency: 'EUR' } });
    const jpy = option({ serviceName: 'JPY rate', price: { amountMinor: 150, currency: 'JPY' } });
    const mxn = option({ serviceName: 'MXN rate', price: { amountMinor: 1, currency: 'MXN' } });
    const answer = await realRates(
      input(),
      NOW,
      providers(async () => ({ options: [eur, jpy, mxn], answers: [] })),
    );
    const live = answer.rates.filter((r) => r.source === 'live');
    // 150 yen is about a dollar, 1 euro more: the yen rate is the cheaper one
    expect(live.map((r) => [r.serviceName, r.price, r.currency])).toEqual([
      ['JPY rate', 150, 'JPY'],
      ['EUR rate', 1, 'EUR'],
    ]);
  });

  it('sends the providers the lane, the parcel, the state the postal code fixes, and a customs line across a border', async () => {
    const asked = providers(async () => ({ options: [], answers: [] }));
    await realRates(input({ origin: { address: '1 Main St', city: 'Chicago', country: 'United States', postalCode: '60601' } }), NOW, asked);
    const [spec] = asked.asked;
    expect(spec).toMatchObject({
      fromAddress: { address: '1 Main St', city: 'Chicago', countryCode: 'US', state: 'IL', postalCode: '60601' },
      toAddress: { city: 'Paris', countryCode: 'FR', postalCode: '75001' },
      itemDetails: { weight: 2, dimensions: { length: 20, width: 20, height: 20 } },
      customs: { items: [{ quantity: 1, unitValue: { amountMinor: 10000, currency: 'USD' }, originCountry: 'US', weight: { value: 2, unit: 'kg' } }] },
      shipAt: NOW.toISOString(),
    });
    expect(spec!.toAddress.state).toBeUndefined();
    await realRates(input({ destination: { address: '', city: 'Los Angeles', country: 'US', postalCode: '90001' } }), NOW, asked);
    expect(asked.asked[1]).toMatchObject({ toAddress: { state: 'CA' } });
    expect(asked.asked[1]!.customs).toBeUndefined();
  });

  it('falls back to the sandbox for a carrier whose provider gave no rates (it failed or timed out)', async () => {
    const failed = { id: 'ups-direct', name: 'UPS (UPS API)', account: 'default', mode: 'test' as const, rates: 0, error: 'ups: HTTP 401' };
    const answer = await realRates(
      input({ preferences: { priority: 'speed' } }),
      NOW,
      providers(async () => ({ options: [], answers: [failed] })),
    );
    expect(answer.sources.live).toEqual([]);
    expect(answer.rates.some((r) => r.carrierName === 'UPS' && r.source === 'sandbox')).toBe(true);
  });

  it("applies maxDays to the providers' rates too", async () => {
    const slow = option({ transitDays: 9, serviceLevel: 'economy' });
    const answer = await realRates(
      input({ preferences: { priority: 'cost', maxDays: 5 } }),
      NOW,
      providers(async () => ({ options: [slow], answers: [] })),
    );
    expect(answer.rates.every((r) => r.estimatedDays <= 5)).toBe(true);
    expect(answer.rates.some((r) => r.source === 'live')).toBe(false);
  });

  it('says Carrier Integration Required only when nobody can answer', async () => {
    await expect(realRates(input({ destination: { address: '', city: 'McMurdo Station', country: 'Antarctica', postalCode: '' } }), NOW, undefined)).rejects.toBeInstanceOf(
      CarrierIntegrationRequiredError,
    );
    await expect(realRates(input({ preferences: { priority: 'cost', maxDays: 1 } }), NOW, undefined)).rejects.toThrow(/within 1 days/);
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
