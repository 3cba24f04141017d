import { CITIES, COUNTRIES, COUNTRY_CODES, COUNTRY_LIST, type City, type CountryCode } from './catalogue';

const CURATED: ReadonlySet<string> = new Set(COUNTRY_CODES);

// ── Free-text places ('Berlin', 'Lyon, France', 'Osaka, JP') to a served country ──

export interface ResolvedPlace {
  input: string;
  city: string;
  country: CountryCode;
  countryName: string;
  resolvedBy: 'country' | 'city' | 'default';
  lat: number;
  lon: number;
}

export type PlaceResolution = { ok: true; place: ResolvedPlace; note?: string } | { ok: false; reason: string };

const normalise = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

// Later entries win: library aliases, then library names, then the curated 15's names and aliases, then every ISO code.
const COUNTRY_INDEX = new Map<string, CountryCode>();
const fromLibraries = COUNTRY_LIST.filter((c) => !CURATED.has(c.code));
for (const c of fromLibraries) for (const alias of c.aliases) COUNTRY_INDEX.set(normalise(alias), c.code);
for (const c of fromLibraries) COUNTRY_INDEX.set(normalise(c.name), c.code);
for (const c of COUNTRY_LIST.filter((x) => CURATED.has(x.code))) {
  COUNTRY_INDEX.set(normalise(c.name), c.code);
  for (const alias of c.aliases) COUNTRY_INDEX.set(normalise(alias), c.code);
}
for (const c of COUNTRY_LIST) COUNTRY_INDEX.set(c.code.toLowerCase(), c.code);

const CITY_INDEX = new Map<string, City>();
for (const city of CITIES) {
  for (const name of [city.name, ...(city.aliases ?? [])]) {
    if (!CITY_INDEX.has(normalise(name))) CITY_INDEX.set(normalise(name), city);
  }
}

// The texts asked for most (every shipment resolves its two countries several times): their normal forms, kept for
// a bounded number of distinct texts (a Map, so no text reaches an object's prototype).
const NORMALISED = new Map<string, string>();
const NORMALISED_MAX = 2_000;
const normalisedQuery = (text: string): string => {
  let found = NORMALISED.get(text);
  if (found === undefined) {
    if (NORMALISED.size >= NORMALISED_MAX) NORMALISED.clear();
    NORMALISED.set(text, (found = normalise(text)));
  }
  return found;
};

export const findCountry = (text: string): CountryCode | undefined => COUNTRY_INDEX.get(normalisedQuery(text));
export const findCity = (text: string): City | undefined => CITY_INDEX.get(normalisedQuery(text));

function place(input: string, city: string, country: CountryCode, resolvedBy: ResolvedPlace['resolvedBy'], at?: City): ResolvedPlace {
  const known = at ?? findCity(city);
  const anchor = known && known.country === country ? known : COUNTRIES[country].gateway;
  return { input, city, country, countryName: COUNTRIES[country].name, resolvedBy, lat: anchor.lat, lon: anchor.lon };
}

/**
 * 'city, country' uses the country; a bare known city uses the city table; a bare country name ships from its
 * gateway city; anything else falls back to `fallback` and says so in the note.
 */
export function resolvePlace(raw: string, fallback: CountryCode = 'US'): PlaceResolution {
  const input = raw.trim();
  const parts = input
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  if (parts.length >= 2) {
    const country = findCountry(last);
    const cityText = parts.slice(0, -1).join(', ');
    if (country) return { ok: true, place: place(input, cityText, country, 'country') };
    const city = findCity(parts[0] ?? '');
    if (city)
      return {
        ok: true,
        place: place(input, city.name, city.country, 'city', city),
        note: `'${last}' is not a country we know; used ${city.name}, ${COUNTRIES[city.country].name} from our city table.`,
      };
    return { ok: false, reason: `'${last}' is not an ISO 3166 country or territory we know; write its English name or its two-letter code.` };
  }
  const city = findCity(last);
  if (city) return { ok: true, place: place(input, city.name, city.country, 'city', city) };
  const country = findCountry(last);
  if (country) {
    const gateway = COUNTRIES[country].gateway.city;
    return { ok: true, place: place(input, gateway, country, 'country'), note: `Only a country was given for '${input}'; priced from ${gateway}.` };
  }
  return {
    ok: true,
    place: place(input, last, fallback, 'default'),
    note: `'${input}' is not in our city table and names no country; assumed ${COUNTRIES[fallback].name}. Write 'city, country' to be exact.`,
  };
}
