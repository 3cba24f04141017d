import type { QueryBus } from '@nestjs/cqrs';
import { ProviderRatesQuery, type ProviderRates } from '../carriers/queries/provider-rates.query';
import { QuotingController } from './quoting.controller';

// ── Test mode quotes only the sandbox carriers; live mode the real providers too (issue 25, item 3; issue 27) ──
// The controller as Nest builds it, with a query bus whose ProviderRatesQuery has one provider account configured and
// records whether it was asked.

const body = {
  origin: { address: 'Main St 1', city: 'Chicago', country: 'United States', postalCode: '60601' },
  destination: { address: 'Rue 1', city: 'Paris', country: 'France', postalCode: '75001' },
  package: { weight: 2, dimensions: { length: 20, width: 20, height: 20 }, value: 100, category: 'general' },
  preferences: { priority: 'speed' },
};

const answer: ProviderRates = {
  options: [
    {
      carrierId: 'dhl-direct',
      carrierName: 'DHL Express',
      serviceId: 'dhl_express/P',
      serviceName: 'Express Worldwide',
      serviceLevel: 'express',
      price: { amountMinor: 8000, currency: 'USD' },
      transitDays: 2,
      reliability: 0.99,
      currency: 'USD',
      lines: [{ kind: 'base', code: 'BASE', label: 'Base', amountMinor: 8000 }],
      provider: { id: 'dhl-direct', name: 'DHL Express (MyDHL API)', account: 'default', mode: 'live' },
    },
  ],
  answers: [{ id: 'dhl-direct', name: 'DHL Express (MyDHL API)', account: 'default', mode: 'live', rates: 1, error: null }],
};

function controllerWithConfiguredProvider() {
  const calls: unknown[] = [];
  const queries = {
    execute: (query: unknown) => {
      if (!(query instanceof ProviderRatesQuery)) throw new Error(`unexpected query ${String(query)}`);
      calls.push(query.shipment);
      return Promise.resolve(answer);
    },
  } as unknown as QueryBus;
  return { controller: new QuotingController(() => new Date('2026-11-27T09:00:00Z'), queries), calls };
}

describe('real rates by mode', () => {
  it('live mode asks the configured provider accounts and shows their rates, named', async () => {
    const { controller, calls } = controllerWithConfiguredProvider();
    const rates = await controller.realRates(body, 'live');
    expect(calls).toHaveLength(1);
    expect(rates.sources.live).toEqual(['dhl-direct']);
    expect(rates.rates.filter((r) => r.source === 'live')).toEqual([
      expect.objectContaining({ carrierName: 'DHL Express', price: 80, provider: { id: 'dhl-direct', name: 'DHL Express (MyDHL API)', account: 'default', mode: 'live' } }),
    ]);
  });

  it('test mode never asks a provider: sandbox rates only', async () => {
    const { controller, calls } = controllerWithConfiguredProvider();
    const rates = await controller.realRates(body, 'test');
    expect(calls).toHaveLength(0);
    expect(rates.sources).toEqual({ live: [], sandbox: true });
    expect(rates.rates.length).toBeGreaterThan(0);
    expect(rates.rates.every((r) => r.source === 'sandbox')).toBe(true);
  });
});
