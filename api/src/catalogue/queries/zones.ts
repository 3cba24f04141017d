import { COUNTRIES, ISO_COUNTRY_CODES, type CountryCode, type Zone } from './catalogue';

// ── Zones from country pairs ─────────────────────────────────────────────────

/** Gateways further apart than this are 'long_haul' rather than 'intercontinental'. */
export const LONG_HAUL_KM = 9500;

export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function computeZone(from: CountryCode, to: CountryCode): Zone {
  if (from === to) return 'domestic';
  const a = COUNTRIES[from];
  const b = COUNTRIES[to];
  if (a.block === b.block) return 'regional';
  if (a.continent === b.continent) return 'continental';
  return greatCircleKm(a.gateway, b.gateway) < LONG_HAUL_KM ? 'intercontinental' : 'long_haul';
}

const ZONE_MATRIX = new Map<string, Zone>();
for (const from of ISO_COUNTRY_CODES) for (const to of ISO_COUNTRY_CODES) ZONE_MATRIX.set(`${from}${to}`, computeZone(from, to));

export function zoneBetween(from: CountryCode, to: CountryCode): Zone {
  return ZONE_MATRIX.get(`${from}${to}`) ?? computeZone(from, to);
}

/** Customs formalities apply unless both ends are in the EU single market or the same country. */
export function crossesCustoms(from: CountryCode, to: CountryCode): boolean {
  return from !== to && !(COUNTRIES[from].block === 'EU' && COUNTRIES[to].block === 'EU');
}
