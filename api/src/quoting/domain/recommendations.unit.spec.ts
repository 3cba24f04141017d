import fc from 'fast-check';
import { CALCULATOR_COUNTRIES, SERVICE_LEVELS } from '@waypost/contracts';
import { CARRIERS, type CountryCode } from '../../catalogue/queries/catalogue';
import { quoteId, type ServiceQuote } from './rate-engine';
import { recommend } from './recommendations';
import { calculateShipping } from '../queries/calculate-shipping.query';

// ── Best Price, Fastest, Most Reliable: each to exactly one quote, and to the right one ──

const services = CARRIERS.flatMap((carrier) => carrier.services.map((service) => ({ carrier, service })));

/** Synthetic quotes with many ties, so the tie-breaks are exercised. */
const quotesArb = fc
  .uniqueArray(fc.constantFrom(...services), { minLength: 1, maxLength: 25, selector: (s) => `${s.carrier.id}/${s.service.id}` })
  .chain((picked) =>
    fc.tuple(
      ...picked.map(({ carrier, service }) =>
        fc
          .record({ total: fc.integer({ min: 100, max: 110 }), min: fc.integer({ min: 1, max: 3 }), extra: fc.integer({ min: 0, max: 2 }), rel: fc.constantFrom(0.9, 0.92, 0.95) })
          .map(({ total, min, extra, rel }) => ({ carrier, service, totalMinor: total, transit: { min, max: min + extra }, reliability: rel }) as unknown as ServiceQuote),
      ),
    ),
  );

describe('recommendations', () => {
  it('gives each label to exactly one quote, the one that is best by that label', () => {
    fc.assert(
      fc.property(quotesArb, (quotes) => {
        const winners = recommend(quotes);
        const byId = new Map(quotes.map((q) => [quoteId(q), q]));
        const cheapest = Math.min(...quotes.map((q) => q.totalMinor));
        const quickest = Math.min(...quotes.map((q) => q.transit.max));
        const surest = Math.max(...quotes.map((q) => q.reliability));
        expect(byId.get(winners['Best Price']!)!.totalMinor).toBe(cheapest);
        expect(byId.get(winners.Fastest!)!.transit.max).toBe(quickest);
        expect(byId.get(winners['Most Reliable']!)!.reliability).toBe(surest);
        // Deterministic: the order of the quotes does not change the winners.
        expect(recommend([...quotes].reverse())).toEqual(winners);
      }),
      { numRuns: 1000 },
    );
  });

  it('labels exactly one quote per label in every calculator answer', () => {
    const country = fc.constantFrom<CountryCode>(...(CALCULATOR_COUNTRIES as readonly CountryCode[]));
    fc.assert(
      fc.property(country, country, fc.constantFrom(...SERVICE_LEVELS), fc.double({ min: 0.1, max: 40, noNaN: true }), (origin, destination, serviceLevel, weight) => {
        const answer = calculateShipping(
          {
            origin: { country: origin, city: '', postalCode: '' },
            destination: { country: destination, city: '', postalCode: '' },
            package: { weight, dimensions: { length: 30, width: 20, height: 15 }, value: 100, category: 'general' },
            preferences: { serviceLevel, currency: 'USD' },
          },
          new Date('2026-11-22T10:00:00Z'),
        );
        if (answer.quotes.length === 0) return;
        for (const label of ['Best Price', 'Fastest', 'Most Reliable'] as const) {
          const holders = answer.quotes.filter((q) => q.recommendations?.includes(label));
          expect(holders).toHaveLength(1);
          expect(holders[0]!.id).toBe(answer.recommendations[label]);
        }
        const best = answer.quotes.find((q) => q.recommendations?.includes('Best Price'))!;
        expect(best.price).toBe(Math.min(...answer.quotes.map((q) => q.price)));
        const fastest = answer.quotes.find((q) => q.recommendations?.includes('Fastest'))!;
        expect(fastest.estimatedDays).toBe(Math.min(...answer.quotes.map((q) => q.estimatedDays)));
        const surest = answer.quotes.find((q) => q.recommendations?.includes('Most Reliable'))!;
        expect(surest.confidence).toBe(Math.max(...answer.quotes.map((q) => q.confidence)));
      }),
      { numRuns: 200 },
    );
  });
});
