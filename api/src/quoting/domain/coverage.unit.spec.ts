import { CALCULATOR_COUNTRIES } from '@waypost/contracts';
import { CARRIERS, HUB_BY_ID, type CountryCode } from '../../catalogue/queries/catalogue';
import { parcelFrom, quoteLane } from './rate-engine';
import { ctxFor } from './test-fixtures';

// ── The catalogue covers the spec's countries ────────────────────────────────

const calculator = CALCULATOR_COUNTRIES as readonly CountryCode[];
const parcel = parcelFrom({ weightKg: 1.5, lengthCm: 30, widthCm: 20, heightCm: 15, valueMinor: 10_000, category: 'general' });

describe('carrier catalogue coverage', () => {
  const quotesByLane = new Map<string, ReturnType<typeof quoteLane>>();
  for (const origin of calculator) for (const destination of calculator) quotesByLane.set(`${origin}-${destination}`, quoteLane({ origin, destination }, parcel, ctxFor()));

  it('has at least 40 carriers that quote somewhere between the 10 calculator countries', () => {
    const quoting = new Set([...quotesByLane.values()].flatMap((qs) => qs.map((q) => q.carrier.id)));
    expect(quoting.size).toBeGreaterThanOrEqual(40);
    expect(CARRIERS.length).toBeGreaterThanOrEqual(40);
  });

  it('quotes every pair of calculator countries, both ways and domestic', () => {
    for (const [lane, quotes] of quotesByLane) {
      expect({ lane, carriers: new Set(quotes.map((q) => q.carrier.id)).size >= 3 }).toEqual({ lane, carriers: true });
    }
  });

  it('has every level from standard to express between every pair of calculator countries', () => {
    for (const [lane, quotes] of quotesByLane) {
      for (const level of ['standard', 'express'] as const) {
        expect({ lane, level, found: quotes.some((q) => q.service.level === level) }).toEqual({ lane, level, found: true });
      }
    }
  });

  it('places every carrier hub in the hub table, with unique carrier ids', () => {
    expect(new Set(CARRIERS.map((c) => c.id)).size).toBe(CARRIERS.length);
    for (const carrier of CARRIERS) {
      expect(carrier.services.length).toBeGreaterThan(0);
      for (const hub of carrier.hubs) expect({ carrier: carrier.id, hub, known: HUB_BY_ID.has(hub) }).toEqual({ carrier: carrier.id, hub, known: true });
    }
  });
});
