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

  it('rejects a named country nobody serves', () => {
    const r = resolvePlace('Lagos, Nigeria');
    expect(r.ok).toBe(false);
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
