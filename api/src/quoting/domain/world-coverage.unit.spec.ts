import fc from 'fast-check';
import isoCountries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json';
import {
  CARRIERS,
  COUNTRIES,
  COUNTRY_CODES,
  CURATED_COUNTRIES,
  DEFAULT_TAX_NAME,
  DEFAULT_VAT_BP,
  ISO_COUNTRY_CODES,
  UNSERVED_TERRITORIES,
  VAT_RATES,
  carrierServes,
  carriersServing,
  type CountryCode,
} from '../../catalogue/queries/catalogue';
import { zoneBetween } from '../../catalogue/queries/zones';
import { parcelFrom, quoteLane } from './rate-engine';
import { ctxFor } from './test-fixtures';

// ── The whole world (issue 24 item 6): every ISO code is served or listed as unserved with its reason ──

isoCountries.registerLocale(english);
const unserved = new Map<string, string>(UNSERVED_TERRITORIES.map((u) => [u.code, u.reason]));
const served = ISO_COUNTRY_CODES.filter((c) => !unserved.has(c));
const parcel = parcelFrom({ weightKg: 1.5, lengthCm: 30, widthCm: 20, heightCm: 15, valueMinor: 10_000, category: 'general' });

describe('the world network', () => {
  it('knows exactly the 249 officially assigned ISO 3166-1 codes (i18n-iso-countries less the user-assigned XK)', () => {
    const library = Object.keys(isoCountries.getAlpha2Codes()).filter((c) => c !== 'XK');
    expect([...ISO_COUNTRY_CODES].sort()).toEqual(library.sort());
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(Object.keys(COUNTRIES)).toHaveLength(249);
  });

  it('has a name, currency, zone data, gateway and tax for each of the 249', () => {
    for (const code of ISO_COUNTRY_CODES) {
      const c = COUNTRIES[code];
      const { lat, lon } = c.gateway;
      expect({ code, ok: c.code === code && c.name.length > 1 && /^[A-Z]{3}$/.test(c.currency) && c.block.length > 1 && c.gateway.city.length > 1 }).toEqual({ code, ok: true });
      expect({
        code,
        lat: Math.abs(lat) <= 90,
        lon: Math.abs(lon) <= 180,
        tax: Number.isInteger(c.domesticTransportTaxBp) && c.domesticTransportTaxBp >= 0 && c.domesticTransportTaxBp < 3000,
      }).toEqual({
        code,
        lat: true,
        lon: true,
        tax: true,
      });
    }
  });

  it('keeps the curated 15 exactly as they were, and sources every other VAT rate or marks it estimated', () => {
    for (const code of COUNTRY_CODES) expect(COUNTRIES[code]).toBe(CURATED_COUNTRIES[code]);
    for (const code of served.filter((c) => !(COUNTRY_CODES as readonly string[]).includes(c))) {
      const c = COUNTRIES[code];
      const row = VAT_RATES.get(code);
      expect({ code, tax: c.domesticTransportTaxBp, name: c.taxName }).toEqual(row ? { code, tax: row.bp, name: row.name } : { code, tax: DEFAULT_VAT_BP, name: DEFAULT_TAX_NAME });
    }
  });

  it('serves every ISO code to and from at least one other country, except the listed territories, each with its reason', () => {
    for (const code of ISO_COUNTRY_CODES) {
      const out = ISO_COUNTRY_CODES.some((d) => d !== code && CARRIERS.some((k) => carrierServes(k, code, d)));
      const into = ISO_COUNTRY_CODES.some((o) => o !== code && CARRIERS.some((k) => carrierServes(k, o, code)));
      if (unserved.has(code)) expect({ code, out, into, reason: (unserved.get(code) ?? '').length > 20 }).toEqual({ code, out: false, into: false, reason: true });
      else expect({ code, out, into }).toEqual({ code, out: true, into: true });
    }
    expect([...unserved.keys()].sort()).toEqual(['AQ', 'BV', 'GS', 'HM', 'IO', 'PN', 'TF', 'UM']);
  });

  it('quotes random pairs of served countries with positive prices and sane transit days', () => {
    const country = fc.constantFrom<CountryCode>(...served);
    fc.assert(
      fc.property(country, country, (origin, destination) => {
        const quotes = quoteLane({ origin, destination }, parcel, ctxFor());
        expect({ lane: `${origin}-${destination}`, quoted: quotes.length > 0 }).toEqual({ lane: `${origin}-${destination}`, quoted: true });
        for (const q of quotes) {
          expect(q.totalMinor).toBeGreaterThan(0);
          expect(q.transit.min).toBeGreaterThanOrEqual(1);
          expect(q.transit.max).toBeGreaterThanOrEqual(q.transit.min);
          expect(q.transit.max).toBeLessThanOrEqual(90); // surface mail by sea (Japan Post) is the slowest
          expect(q.zone).toBe(zoneBetween(origin, destination));
        }
      }),
      { numRuns: 150 },
    );
  });

  it("lists a lane's serving carriers exactly as asking each carrier does, in catalogue order, for any pair of ISO codes", () => {
    const anyCode = fc.constantFrom<CountryCode>(...ISO_COUNTRY_CODES);
    fc.assert(
      fc.property(anyCode, anyCode, (origin, destination) => {
        const expected = CARRIERS.filter((c) => carrierServes(c, origin, destination)).map((c) => c.id);
        expect(carriersServing(origin, destination).map((c) => c.id)).toEqual(expected);
        // asked again (remembered), the answer is the same
        expect(carriersServing(origin, destination).map((c) => c.id)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
    expect(carriersServing('DE', 'US').length).toBeGreaterThan(3);
    expect(carriersServing('DE', unserved.keys().next().value as CountryCode)).toEqual([]);
  });

  it('quotes nothing to or from an unserved territory', () => {
    for (const { code } of UNSERVED_TERRITORIES) {
      expect(quoteLane({ origin: 'DE', destination: code }, parcel, ctxFor())).toEqual([]);
      expect(quoteLane({ origin: code, destination: 'US' }, parcel, ctxFor())).toEqual([]);
    }
  });

  it('takes sanctioned or suspended countries from the carriers that do not serve them, and keeps others serving them', () => {
    const ids = (origin: CountryCode, destination: CountryCode) => new Set(quoteLane({ origin, destination }, parcel, ctxFor()).map((q) => q.carrier.id));
    const toRussia = ids('DE', 'RU');
    for (const id of ['dhl-express', 'ups', 'fedex', 'tnt', 'maersk']) expect(toRussia.has(id)).toBe(false);
    expect(toRussia.size).toBeGreaterThan(0); // posts still carry (EMS, Deutsche Post)
    const toCuba = ids('DE', 'CU');
    expect(toCuba.has('ups') || toCuba.has('fedex')).toBe(false);
    expect(toCuba.has('dhl-express')).toBe(true);
  });

  it('has national posts and regional carriers beyond the 15, none of which touches a lane between two of the 15', () => {
    const regional = ['correios', 'correos-mexico', 'india-post', 'delhivery', 'singpost', 'ninja-van', 'emirates-post', 'smsa', 'the-courier-guy', 'nz-post', 'posta-kenya'];
    const byId = new Map(CARRIERS.map((c) => [c.id, c]));
    for (const id of regional) {
      const carrier = byId.get(id);
      expect({ id, known: carrier !== undefined }).toEqual({ id, known: true });
      for (const a of COUNTRY_CODES)
        for (const b of COUNTRY_CODES) expect({ id, lane: `${a}-${b}`, serves: carrierServes(carrier!, a, b) }).toEqual({ id, lane: `${a}-${b}`, serves: false });
    }
    const carriersOn = (origin: CountryCode, destination: CountryCode) => quoteLane({ origin, destination }, parcel, ctxFor()).map((q) => q.carrier.id);
    expect(carriersOn('IN', 'IN')).toEqual(expect.arrayContaining(['india-post', 'delhivery']));
    expect(carriersOn('BR', 'DE')).toContain('correios');
    expect(carriersOn('SG', 'MY')).toContain('ninja-van');
    expect(carriersOn('SA', 'AE')).toContain('smsa');
    expect(carriersOn('KE', 'PE')).toContain('posta-kenya');
  });

  it('zones the new countries by trade block, continent and distance', () => {
    expect(zoneBetween('KE', 'TZ')).toBe('regional'); // EAC
    expect(zoneBetween('DE', 'PL')).toBe('regional'); // EU
    expect(zoneBetween('US', 'MX')).toBe('regional'); // USMCA
    expect(zoneBetween('DE', 'NO')).toBe('continental');
    expect(zoneBetween('KE', 'ZA')).toBe('continental');
    expect(zoneBetween('KE', 'PE')).toBe('long_haul');
    expect(zoneBetween('AE', 'IN')).toBe('intercontinental');
  });
});
