import fc from 'fast-check';
import { CALCULATOR_COUNTRIES } from '@waypost/contracts';
import { CARRIERS, COUNTRY_CODES, ZONES, type CountryCode } from '../../catalogue/queries/catalogue';
import { parcelFrom, quoteLane, quoteService, tariffPrice, volumetricGrams, type Parcel } from './rate-engine';
import { convertMinor, fxSnapshotOn } from '../../catalogue/queries/money';
import { zoneBetween } from '../../catalogue/queries/zones';
import { ctxFor } from './test-fixtures';

// ── The rate engine as a specification: properties over the whole catalogue ──

const services = CARRIERS.flatMap((carrier) => carrier.services.map((service) => ({ carrier, service })));
const country = fc.constantFrom<CountryCode>(...COUNTRY_CODES);
const calcCountry = fc.constantFrom<CountryCode>(...CALCULATOR_COUNTRIES);
const serviceArb = fc.constantFrom(...services);
const grams = fc.integer({ min: 1, max: 70_000 });
const mm = fc.integer({ min: 10, max: 1200 });
const parcelArb = fc.record({
  actualGrams: grams,
  lengthMm: mm,
  widthMm: mm,
  heightMm: mm,
  valueMinor: fc.integer({ min: 0, max: 500_000 }),
  category: fc.constantFrom('general', 'electronics', 'books'),
});
const ctx = ctxFor();

describe('rate engine', () => {
  it('never charges less for a heavier parcel (same carrier, service, lane, box)', () => {
    let compared = 0;
    fc.assert(
      fc.property(serviceArb, country, country, parcelArb, grams, ({ carrier, service }, origin, destination, parcel, extra) => {
        const lane = { origin, destination };
        const zone = zoneBetween(origin, destination);
        const light = quoteService(carrier, service, lane, zone, parcel, ctx);
        const heavy = quoteService(carrier, service, lane, zone, { ...parcel, actualGrams: parcel.actualGrams + extra }, ctx);
        if (light && heavy) compared++;
        if (light && heavy) expect(heavy.totalMinor).toBeGreaterThanOrEqual(light.totalMinor);
      }),
      { numRuns: 3000 },
    );
    expect(compared).toBeGreaterThan(300); // the property was not vacuous
  });

  it('never charges less for a farther zone (same carrier, service, countries, parcel)', () => {
    let compared = 0;
    fc.assert(
      fc.property(serviceArb, country, country, parcelArb, fc.nat(ZONES.length - 1), fc.nat(ZONES.length - 1), ({ carrier, service }, origin, destination, parcel, i, j) => {
        const [near, far] = [ZONES[Math.min(i, j)]!, ZONES[Math.max(i, j)]!];
        const lane = { origin, destination };
        const a = quoteService(carrier, service, lane, near, parcel, ctx);
        const b = quoteService(carrier, service, lane, far, parcel, ctx);
        if (a && b && near !== far) compared++;
        if (a && b) expect(b.totalMinor).toBeGreaterThanOrEqual(a.totalMinor);
      }),
      { numRuns: 3000 },
    );
    expect(compared).toBeGreaterThan(300);
  });

  it('prints tariffs that never decrease with weight or zone', () => {
    for (const { service } of services) {
      let previousZone: number[] | undefined;
      for (const zone of ZONES) {
        const tariff = service.tariff[zone];
        if (!tariff) continue;
        const prices = tariff.breaks.map((b) => b.priceMinor);
        prices.forEach((p, k) => k > 0 && expect(p).toBeGreaterThanOrEqual(prices[k - 1]!));
        if (previousZone) prices.forEach((p, k) => expect(p).toBeGreaterThanOrEqual(previousZone![k]!));
        previousZone = prices;
      }
    }
  });

  it('bills the volumetric weight when it exceeds the actual weight, and the actual weight otherwise', () => {
    fc.assert(
      fc.property(serviceArb, calcCountry, calcCountry, parcelArb, ({ carrier, service }, origin, destination, parcel) => {
        const q = quoteService(carrier, service, { origin, destination }, zoneBetween(origin, destination), parcel, ctx);
        if (!q) return;
        const volumetric = volumetricGrams(parcel, service.volumetric);
        expect(q.volumetricGrams).toBe(volumetric);
        expect(q.billableGrams).toBe(Math.max(parcel.actualGrams, volumetric));
        const base = q.lines.find((l) => l.kind === 'base')!;
        const tariff = service.tariff[q.zone]!;
        // The base line is the tariff at the billable weight, converted to the quote currency.
        const fx = fxSnapshotOn(ctx.tables.fx, ctx.date);
        expect(base.amountMinor).toBe(convertMinor(tariffPrice(tariff, q.billableGrams), carrier.tariffCurrency, 'USD', fx));
        if (volumetric > parcel.actualGrams)
          expect(base.amountMinor).toBeGreaterThanOrEqual(convertMinor(tariffPrice(tariff, parcel.actualGrams), carrier.tariffCurrency, 'USD', fx));
      }),
      { numRuns: 2000 },
    );
  });

  it('uses 5000 cm3/kg for metric and 139 in3/lb (whole inches, whole pounds) for imperial divisors', () => {
    const box = { lengthMm: 500, widthMm: 400, heightMm: 300 }; // 60,000 cm3
    expect(volumetricGrams(box, { system: 'metric', divisor: 5000 })).toBe(12_000);
    // 19.69 x 15.75 x 11.81 in -> 20 x 16 x 12 = 3,840 in3 / 139 = 27.6 -> 28 lb = 12,700.59 g
    expect(volumetricGrams(box, { system: 'imperial', divisor: 139 })).toBe(12_701);
  });

  it('makes express never slower than economy on the same lane, across and within carriers', () => {
    const parcel: Parcel = parcelFrom({ weightKg: 1, lengthCm: 20, widthCm: 15, heightCm: 10, valueMinor: 5000, category: 'general' });
    for (const origin of COUNTRY_CODES) {
      for (const destination of COUNTRY_CODES) {
        const quotes = quoteLane({ origin, destination }, parcel, ctx);
        const express = quotes.filter((q) => q.service.level === 'express');
        const economy = quotes.filter((q) => q.service.level === 'economy');
        for (const e of express) for (const s of economy) expect(e.transit.max).toBeLessThanOrEqual(s.transit.min);
      }
    }
  });

  it('prices with charge lines that sum exactly to the total, in integer minor units', () => {
    fc.assert(
      fc.property(calcCountry, calcCountry, parcelArb, fc.constantFrom('USD', 'EUR', 'JPY', 'GBP', 'KRW'), (origin, destination, parcel, currency) => {
        for (const q of quoteLane({ origin, destination, destinationPostalCode: '99501' }, parcel, ctxFor(currency))) {
          expect(q.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(q.totalMinor);
          for (const l of q.lines) expect(Number.isInteger(l.amountMinor)).toBe(true);
          expect(q.retailTotalMinor).toBeGreaterThanOrEqual(q.totalMinor);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same price for the same inputs', () => {
    fc.assert(
      fc.property(calcCountry, calcCountry, parcelArb, (origin, destination, parcel) => {
        const a = quoteLane({ origin, destination }, parcel, ctx).map((q) => [q.carrier.id, q.service.id, q.totalMinor, q.lines]);
        const b = quoteLane({ origin, destination }, { ...parcel }, ctxFor()).map((q) => [q.carrier.id, q.service.id, q.totalMinor, q.lines]);
        expect(b).toEqual(a);
      }),
      { numRuns: 100 },
    );
  });

  it('adds remote-area, oversize and lithium surcharges, domestic VAT, and fuel from the dated table', () => {
    const dhl = CARRIERS.find((c) => c.id === 'dhl-express')!;
    const worldwide = dhl.services.find((s) => s.id === 'express-worldwide')!;
    const parcel = parcelFrom({ weightKg: 2, lengthCm: 130, widthCm: 20, heightCm: 20, valueMinor: 0, category: 'electronics' });
    const q = quoteService(dhl, worldwide, { origin: 'DE', destination: 'DE', destinationPostalCode: '27498' }, 'domestic', parcel, ctxFor('EUR', '2026-11-22'))!;
    const codes = q.lines.map((l) => l.code);
    expect(codes).toEqual(['base', 'fuel', 'remote_delivery', 'oversize', 'lithium', 'tax']);
    expect(q.fuelBp).toBe(2875); // DHL Express table entry effective 2026-11-01
    const subtotal = q.lines.filter((l) => l.kind !== 'tax').reduce((s, l) => s + l.amountMinor, 0);
    expect(q.lines.at(-1)!.amountMinor).toBe(Math.round((subtotal * 1900) / 10_000)); // German VAT 19 %
    const december = quoteService(dhl, worldwide, { origin: 'DE', destination: 'DE' }, 'domestic', parcel, ctxFor('EUR', '2026-12-15'))!;
    expect(december.fuelBp).toBe(2925);
  });

  it('converts through the ECB cross rate exactly, rounding half up once', () => {
    // ECB reference rates of 2026-04-13 (eurofxref.zip of that date): 1 EUR = USD 1.1684 = JPY 186.75 = GBP 0.87058.
    const fx = fxSnapshotOn(ctx.tables.fx, '2026-04-14');
    expect(fx.date).toBe('2026-04-13');
    expect(convertMinor(100_00, 'EUR', 'USD', fx)).toBe(116_84); // EUR 100.00 x 1.1684 = USD 116.84
    expect(convertMinor(116_84, 'USD', 'EUR', fx)).toBe(100_00); // USD 116.84 / 1.1684 = EUR 100.00
    expect(convertMinor(100_00, 'EUR', 'JPY', fx)).toBe(18_675); // EUR 100.00 x 186.75 = JPY 18,675
    expect(convertMinor(100_00, 'USD', 'GBP', fx)).toBe(74_51); // USD 100.00 / 1.1684 x 0.87058 = GBP 74.5104... -> 74.51
  });
});

describe('money', () => {
  it('converts identically on the fast (double) and exact (BigInt) paths', () => {
    const fx = fxSnapshotOn(ctx.tables.fx, '2026-04-14');
    const currencies = ['EUR', 'USD', 'GBP', 'CNY', 'JPY', 'CAD', 'AUD', 'CHF', 'SEK', 'KRW'] as const;
    const exact = (a: number, from: (typeof currencies)[number], to: (typeof currencies)[number]) => {
      const digits = { EUR: 2, USD: 2, GBP: 2, CNY: 2, JPY: 0, CAD: 2, AUD: 2, CHF: 2, SEK: 2, KRW: 0 };
      const num = BigInt(a) * BigInt(fx.perEurMicro[to]) * 10n ** BigInt(digits[to]);
      const den = BigInt(fx.perEurMicro[from]) * 10n ** BigInt(digits[from]);
      return Number((2n * num + den) / (2n * den));
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.constantFrom(...currencies), fc.constantFrom(...currencies), (a, from, to) => {
        expect(convertMinor(a, from, to, fx)).toBe(from === to ? a : exact(a, from, to));
      }),
      { numRuns: 5000 },
    );
  });
});
