import isoCountries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json';
import worldCountries from 'world-countries';
import { taxFor } from './vat-rates';
import { ISO_COUNTRY_CODES, type Continent, type Country, type CountryCode } from './types';

// ── Country data for every ISO 3166-1 code beyond the curated 15, from kept libraries ──
// Names and alpha-3 codes: i18n-iso-countries (English locale). Currency, UN region/sub-region, capital and
// coordinates: world-countries (mledoze/countries, ODbL). VAT: vat-rates.ts. Trade blocks: the table below.
// The gateway is the capital named by world-countries, placed at the country's reference point (its `latlng`):
// distances between gateways only choose between the 'intercontinental' and 'long_haul' zones.

isoCountries.registerLocale(english);

/** Trade blocks with a common market or customs union, for the 'regional' zone; sources per line. */
const BLOCKS: ReadonlyArray<[block: string, members: CountryCode[]]> = [
  // EU member states (europa.eu, "EU countries"); the curated 10 EU members already say 'EU'
  ['EU', ['AT', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'GR', 'HU', 'IE', 'LV', 'LT', 'LU', 'MT', 'PL', 'PT', 'RO', 'SK', 'SI']],
  // USMCA (ustr.gov) and the US territories inside the US postal and customs area
  ['NA', ['MX', 'PR', 'VI', 'GU', 'AS', 'MP', 'UM']],
  // Australia-New Zealand CER (dfat.gov.au) and Australia's external territories
  ['AU', ['NZ', 'CX', 'CC', 'NF', 'HM']],
  // UK crown dependencies, inside the UK customs territory (gov.uk, "Crown Dependencies")
  ['GB', ['GG', 'JE', 'IM']],
  // North-East Asia (as the curated CN, JP, KR)
  ['NEA', ['HK', 'MO', 'TW', 'MN']],
  // EFTA less Switzerland, which keeps its own curated block (efta.int)
  ['EFTA', ['NO', 'IS', 'LI', 'SJ']],
  // Eurasian Economic Union (eaeunion.org)
  ['EAEU', ['RU', 'BY', 'KZ', 'KG', 'AM']],
  // Gulf Cooperation Council customs union (gcc-sg.org)
  ['GCC', ['SA', 'AE', 'BH', 'OM', 'QA', 'KW']],
  // ASEAN (asean.org; Timor-Leste admitted October 2025)
  ['ASEAN', ['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'VN', 'TL']],
  // Mercosur full members (mercosur.int; Bolivia since July 2024) and the Andean Community (comunidadandina.org)
  ['MERCOSUR', ['AR', 'BR', 'PY', 'UY', 'BO']],
  ['CAN', ['CO', 'EC', 'PE']],
  // Central American Integration System (sica.int) and CARICOM (caricom.org)
  ['SICA', ['CR', 'SV', 'GT', 'HN', 'NI', 'PA', 'BZ', 'DO']],
  ['CARICOM', ['AG', 'BS', 'BB', 'DM', 'GD', 'GY', 'HT', 'JM', 'MS', 'KN', 'LC', 'VC', 'SR', 'TT']],
  // East African Community (eac.int), Southern African Customs Union (sacu.int), ECOWAS (ecowas.int, less the
  // three states that left in January 2025), CEMAC (cemac.int)
  ['EAC', ['KE', 'TZ', 'UG', 'RW', 'BI', 'SS', 'CD', 'SO']],
  ['SACU', ['ZA', 'BW', 'NA', 'LS', 'SZ']],
  ['ECOWAS', ['BJ', 'CV', 'CI', 'GM', 'GH', 'GN', 'GW', 'LR', 'NG', 'SN', 'SL', 'TG']],
  ['CEMAC', ['CM', 'CF', 'TD', 'CG', 'GQ', 'GA']],
  // SAARC (saarc-sec.org)
  ['SAARC', ['AF', 'BD', 'BT', 'IN', 'MV', 'NP', 'PK', 'LK']],
];
const BLOCK_OF = new Map<CountryCode, string>(BLOCKS.flatMap(([block, members]) => members.map((m): [CountryCode, string] => [m, block])));

/** Islands and island groups with no road link to a continent (for road legs of the hub graph). */
const ISLANDS = new Set<CountryCode>([
  'IS', 'FO', 'MT', 'CY', 'SJ', 'IM', 'GG', 'JE', 'AX', 'GL', 'MG', 'MU', 'SC', 'KM', 'CV', 'ST', 'RE', 'YT', 'SH', 'TW', 'LK', 'PH', 'ID',
  'MV', 'TL', 'NZ', 'FK', 'BM',
]);

/** Currencies world-countries leaves out: FM uses the US dollar, BV and HM the krone and Australian dollar; XXX = none. */
const CURRENCY_OVERRIDES: ReadonlyMap<CountryCode, string> = new Map<CountryCode, string>([['FM', 'USD'], ['BV', 'NOK'], ['HM', 'AUD'], ['AQ', 'XXX']]);
/** Capitals world-countries leaves out (Macao is a city territory; the uninhabited ones name their only place). */
const GATEWAY_OVERRIDES: ReadonlyMap<CountryCode, string> = new Map<CountryCode, string>([
  ['MO', 'Macao'], ['AQ', 'McMurdo Station'], ['BV', 'Bouvet Island'], ['HM', 'Heard Island'], ['UM', 'Wake Island'],
]);

function continentOf(region: string, subregion: string, code: CountryCode): Continent {
  if (code === 'TR') return 'europe'; // shipped as part of the European road network (customs union with the EU)
  if (region === 'Europe') return 'europe';
  if (region === 'Americas') return 'americas';
  if (region === 'Africa') return 'africa';
  if (region === 'Antarctic') return 'antarctica';
  if (region === 'Asia' && subregion === 'Western Asia') return 'middle_east';
  return 'asia_pacific'; // rest of Asia and Oceania
}

function landmassOf(region: string, subregion: string, code: CountryCode): string {
  if (ISLANDS.has(code) || region === 'Oceania' || region === 'Antarctic' || subregion === 'Caribbean') return `island:${code}`;
  if (region === 'Europe' || code === 'TR') return 'europe';
  if (code === 'HK' || code === 'MO') return 'china';
  if (region === 'Americas') return subregion === 'South America' ? 'south_america' : 'north_america';
  if (region === 'Africa') return 'africa';
  return 'asia';
}

const normalise = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Every English name of each code (i18n-iso-countries and world-countries), less any name two codes share ('Congo'). */
function aliasesByCode(): Map<string, string[]> {
  const names = isoCountries.getNames('en', { select: 'all' });
  const owners = new Map<string, Set<string>>();
  const byCode = new Map<string, string[]>();
  const add = (code: string, name: string): void => {
    const key = normalise(name);
    if (key.length < 2) return;
    owners.set(key, (owners.get(key) ?? new Set()).add(code));
    byCode.set(code, [...(byCode.get(code) ?? []), key]);
  };
  for (const w of worldCountries) {
    for (const n of names[w.cca2] ?? []) add(w.cca2, n);
    add(w.cca2, w.name.common);
    add(w.cca2, w.name.official);
    add(w.cca2, w.cca3);
    for (const alt of w.altSpellings) add(w.cca2, alt);
  }
  for (const [code, list] of byCode) byCode.set(code, [...new Set(list)].filter((k) => owners.get(k)?.size === 1));
  return byCode;
}

const ISO = new Set<string>(ISO_COUNTRY_CODES);

/** i18n-iso-countries' English name, unless it is an inverted list form ('Moldova, Republic of'): then the common name. */
function displayName(code: CountryCode, common: string): string {
  const name = isoCountries.getName(code, 'en');
  return name && !name.includes(', ') ? name : common;
}

/** Country records for `codes` built from the libraries (the curated 15 are not built here). */
export function libraryCountries(codes: readonly CountryCode[]): Map<CountryCode, Country> {
  const wanted = new Set<string>(codes);
  const aliases = aliasesByCode();
  const out = new Map<CountryCode, Country>();
  for (const w of worldCountries) {
    if (!wanted.has(w.cca2) || !ISO.has(w.cca2)) continue;
    const code = w.cca2 as CountryCode;
    const [lat = 0, lon = 0] = w.latlng;
    const tax = taxFor(code);
    out.set(code, {
      code,
      name: displayName(code, w.name.common),
      aliases: aliases.get(code) ?? [],
      currency: CURRENCY_OVERRIDES.get(code) ?? Object.keys(w.currencies)[0] ?? 'XXX',
      block: BLOCK_OF.get(code) ?? `sub:${w.subregion || w.region}`,
      continent: continentOf(w.region, w.subregion, code),
      landmass: landmassOf(w.region, w.subregion, code),
      gateway: { city: GATEWAY_OVERRIDES.get(code) ?? w.capital[0] ?? w.name.common, lat, lon },
      domesticTransportTaxBp: tax.bp,
      taxName: tax.name,
      remotePostalPrefixes: [],
    });
  }
  return out;
}
