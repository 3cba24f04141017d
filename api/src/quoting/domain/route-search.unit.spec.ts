import fc from 'fast-check';
import { COUNTRIES, type CountryCode } from '../../catalogue/queries/catalogue';
import { buildHubGraph } from './hub-graph';
import { resolvePlace } from '../../catalogue/queries/places';
import { searchRoutes, type FoundRoute } from './route-search';

// ── Route optimisation over the hub graph ────────────────────────────────────

const graph = buildHubGraph();
const place = (text: string, id: string) => {
  const r = resolvePlace(text);
  if (!r.ok) throw new Error(r.reason);
  return { id, name: r.place.city, country: r.place.country, lat: r.place.lat, lon: r.place.lon };
};
const dominates = (a: FoundRoute, b: FoundRoute) =>
  a.costCents <= b.costCents && a.hours <= b.hours && a.reliability >= b.reliability && (a.costCents < b.costCents || a.hours < b.hours || a.reliability > b.reliability);

const CITY_PAIRS: [string, string][] = [
  ['Shenzhen, China', 'Berlin, Germany'],
  ['New York, USA', 'Tokyo, Japan'],
  ['London, UK', 'Madrid, Spain'],
  ['Seoul, South Korea', 'Sydney, Australia'],
  ['Toronto, Canada', 'Zurich, Switzerland'],
];

describe('route search', () => {
  it.each(CITY_PAIRS)('finds connected multi-modal routes from %s to %s', (from, to) => {
    const result = searchRoutes(graph, { origin: place(from, 'ORIGIN'), destination: place(to, 'DEST'), chargeableKg: 2, priority: 'cost' });
    expect(result.routes.length).toBeGreaterThan(0);
    for (const route of result.routes) {
      expect(route.legs[0]!.from).toBe('ORIGIN');
      expect(route.legs.at(-1)!.to).toBe('DEST');
      route.legs.forEach((leg, i) => i > 0 && expect(leg.from).toBe(route.legs[i - 1]!.to));
      expect(route.reliability).toBeGreaterThan(0);
      expect(route.reliability).toBeLessThanOrEqual(1);
    }
  });

  it('ranks by the priority and returns only non-dominated routes', () => {
    const req = { origin: place('Shanghai, China', 'ORIGIN'), destination: place('Los Angeles, USA', 'DEST'), chargeableKg: 150 };
    const cost = searchRoutes(graph, { ...req, priority: 'cost' }).routes;
    const speed = searchRoutes(graph, { ...req, priority: 'speed' }).routes;
    const reliability = searchRoutes(graph, { ...req, priority: 'reliability' }).routes;
    expect(cost[0]!.costCents).toBe(Math.min(...cost.map((r) => r.costCents)));
    expect(speed[0]!.hours).toBe(Math.min(...speed.map((r) => r.hours)));
    expect(reliability[0]!.reliability).toBe(Math.max(...reliability.map((r) => r.reliability)));
    expect(speed[0]!.hours).toBeLessThanOrEqual(cost[0]!.hours);
    expect(cost[0]!.costCents).toBeLessThanOrEqual(speed[0]!.costCents);
    for (const a of cost) for (const b of cost) expect(dominates(a, b)).toBe(false);
    // 150 kg across the Pacific: the cheapest route goes by sea.
    expect(cost[0]!.legs.some((l) => l.mode === 'sea')).toBe(true);
    expect(speed[0]!.legs.some((l) => l.mode === 'air')).toBe(true);
  });

  it('honours maxDays', () => {
    const codes = Object.keys(COUNTRIES) as CountryCode[];
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.constantFrom(...codes), fc.integer({ min: 2, max: 12 }), (a, b, maxDays) => {
        const origin = { id: 'ORIGIN', name: 'o', country: a, ...COUNTRIES[a].gateway };
        const destination = { id: 'DEST', name: 'd', country: b, ...COUNTRIES[b].gateway };
        const result = searchRoutes(graph, { origin, destination, chargeableKg: 5, priority: 'cost', maxDays });
        for (const r of result.routes) expect(r.estimatedDays).toBeLessThanOrEqual(maxDays);
      }),
      { numRuns: 25 },
    );
  });
});
