import { resolvePlace } from './places';
import { zoneBetween } from './zones';

describe('free-text places', () => {
  it.each([
    ['Berlin', 'DE', 'city'],
    ['Lyon, France', 'FR', 'country'],
    ['Osaka, JP', 'JP', 'country'],
    ['münchen', 'DE', 'city'],
    ['Springfield, USA', 'US', 'country'],
    ['Germany', 'DE', 'country'],
  ])('%s resolves to %s by %s', (text, country, by) => {
    const r = resolvePlace(text);
    expect(r.ok && { country: r.place.country, by: r.place.resolvedBy }).toEqual({ country, by });
  });

  it('defaults an unknown bare city to the United States and says so', () => {
    const r = resolvePlace('Smallville');
    expect(r.ok && r.place.country).toBe('US');
    expect(r.ok && r.note).toMatch(/assumed United States/);
  });

  it('resolves every ISO country by name or code, beyond the spec 15 (issue 24 item 6)', () => {
    for (const [text, country] of [
      ['Lagos, Nigeria', 'NG'],
      ['Nairobi, KE', 'KE'],
      ['Lima, Peru', 'PE'],
      ['Ivory Coast', 'CI'],
      ['Abu Dhabi, UAE', 'AE'],
    ] as const) {
      const r = resolvePlace(text);
      expect({ text, country: r.ok && r.place.country }).toEqual({ text, country });
    }
  });

  it('keeps the curated names first: Korea is South Korea, America the United States', () => {
    expect([resolvePlace('Korea'), resolvePlace('America')].map((r) => r.ok && r.place.country)).toEqual(['KR', 'US']);
  });

  it('rejects a named place that is no country', () => {
    const r = resolvePlace('Lagos, Atlantis');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(/'Atlantis' is not an ISO 3166 country/);
  });
});

describe('zones', () => {
  it.each([
    ['DE', 'DE', 'domestic'],
    ['DE', 'FR', 'regional'],
    ['US', 'CA', 'regional'],
    ['GB', 'DE', 'continental'],
    ['DE', 'US', 'intercontinental'],
    ['CN', 'US', 'long_haul'],
    ['DE', 'AU', 'long_haul'],
  ] as const)('%s -> %s is %s', (a, b, zone) => {
    expect(zoneBetween(a, b)).toBe(zone);
    expect(zoneBetween(b, a)).toBe(zone);
  });
});
