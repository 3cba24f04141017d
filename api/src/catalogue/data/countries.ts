import { COUNTRY_CODES, ISO_COUNTRY_CODES, type Country, type CountryCode, type CuratedCountryCode } from './types';
import { libraryCountries } from './world';

// ── The spec's countries (compliance list of 15 = calculator 10 + CA AU SE CH KR) ──
// Transport VAT rates are the standard rates of each country; remote prefixes are islands, highlands and overseas areas.

export const CURATED_COUNTRIES: Record<CuratedCountryCode, Country> = {
  CN: {
    code: 'CN', name: 'China', aliases: ['china', 'prc', "people's republic of china", 'cn', 'chn'], currency: 'CNY',
    block: 'NEA', continent: 'asia_pacific', landmass: 'china', gateway: { city: 'Shanghai', lat: 31.23, lon: 121.47 },
    domesticTransportTaxBp: 900, taxName: 'VAT', remotePostalPrefixes: ['85', '84', '83', '81'], // Tibet, Xinjiang, Qinghai
  },
  US: {
    code: 'US', name: 'United States', aliases: ['united states', 'usa', 'us', 'united states of america', 'america', 'u.s.', 'u.s.a.'],
    currency: 'USD', block: 'NA', continent: 'americas', landmass: 'north_america', gateway: { city: 'Chicago', lat: 41.88, lon: -87.63 },
    domesticTransportTaxBp: 0, taxName: 'Sales tax', remotePostalPrefixes: ['995', '996', '997', '998', '999', '967', '968', '006', '007', '009'],
  },
  DE: {
    code: 'DE', name: 'Germany', aliases: ['germany', 'deutschland', 'de', 'deu'], currency: 'EUR', block: 'EU', continent: 'europe',
    landmass: 'europe', gateway: { city: 'Frankfurt', lat: 50.11, lon: 8.68 }, domesticTransportTaxBp: 1900, taxName: 'VAT',
    remotePostalPrefixes: ['18565', '25845', '25846', '25847', '25849', '25859', '25863', '25869', '25938', '25946', '25992', '25996', '25997', '25999', '26465', '26474', '26486', '26548', '26571', '26579', '26757', '27498'],
  },
  GB: {
    code: 'GB', name: 'United Kingdom', aliases: ['united kingdom', 'uk', 'gb', 'great britain', 'england', 'scotland', 'wales', 'britain', 'gbr'],
    currency: 'GBP', block: 'GB', continent: 'europe', landmass: 'europe', gateway: { city: 'London', lat: 51.51, lon: -0.13 },
    domesticTransportTaxBp: 2000, taxName: 'VAT', remotePostalPrefixes: ['HS', 'ZE', 'KW', 'IV', 'PA', 'BT', 'PH', 'GY', 'JE', 'IM', 'TR21', 'TR22', 'TR23', 'TR24', 'TR25'],
  },
  FR: {
    code: 'FR', name: 'France', aliases: ['france', 'fr', 'fra'], currency: 'EUR', block: 'EU', continent: 'europe', landmass: 'europe',
    gateway: { city: 'Paris', lat: 48.86, lon: 2.35 }, domesticTransportTaxBp: 2000, taxName: 'TVA', remotePostalPrefixes: ['20', '97', '98'],
  },
  NL: {
    code: 'NL', name: 'Netherlands', aliases: ['netherlands', 'the netherlands', 'holland', 'nl', 'nld'], currency: 'EUR', block: 'EU',
    continent: 'europe', landmass: 'europe', gateway: { city: 'Amsterdam', lat: 52.37, lon: 4.9 }, domesticTransportTaxBp: 2100,
    taxName: 'BTW', remotePostalPrefixes: ['1791', '1792', '1793', '1794', '1795', '1796', '1797', '8881', '8882', '8883', '8884', '8885', '8891', '8892', '8893', '8894', '8895', '8896', '8897', '8899', '9161', '9162', '9163', '9164', '9166'],
  },
  BE: {
    code: 'BE', name: 'Belgium', aliases: ['belgium', 'belgique', 'belgie', 'be', 'bel'], currency: 'EUR', block: 'EU', continent: 'europe',
    landmass: 'europe', gateway: { city: 'Brussels', lat: 50.85, lon: 4.35 }, domesticTransportTaxBp: 2100, taxName: 'VAT', remotePostalPrefixes: [],
  },
  IT: {
    code: 'IT', name: 'Italy', aliases: ['italy', 'italia', 'it', 'ita'], currency: 'EUR', block: 'EU', continent: 'europe', landmass: 'europe',
    gateway: { city: 'Milan', lat: 45.46, lon: 9.19 }, domesticTransportTaxBp: 2200, taxName: 'IVA',
    remotePostalPrefixes: ['07', '08', '09', '22060', '23030', '30141', '57031', '71040', '80073', '90010', '91017', '91023', '91031', '98050'],
  },
  ES: {
    code: 'ES', name: 'Spain', aliases: ['spain', 'espana', 'españa', 'es', 'esp'], currency: 'EUR', block: 'EU', continent: 'europe',
    landmass: 'europe', gateway: { city: 'Madrid', lat: 40.42, lon: -3.7 }, domesticTransportTaxBp: 2100, taxName: 'IVA',
    remotePostalPrefixes: ['07', '35', '38', '51', '52'], // Balearics, Canaries, Ceuta, Melilla
  },
  JP: {
    code: 'JP', name: 'Japan', aliases: ['japan', 'nippon', 'jp', 'jpn'], currency: 'JPY', block: 'NEA', continent: 'asia_pacific',
    landmass: 'japan', gateway: { city: 'Tokyo', lat: 35.68, lon: 139.69 }, domesticTransportTaxBp: 1000, taxName: 'Consumption tax',
    remotePostalPrefixes: ['90', '100-01', '100-02', '100-03', '100-04', '100-05', '100-06', '100-11', '100-12', '100-13', '100-14', '100-15', '100-16', '100-17', '100-21', '891-'],
  },
  CA: {
    code: 'CA', name: 'Canada', aliases: ['canada', 'ca', 'can'], currency: 'CAD', block: 'NA', continent: 'americas', landmass: 'north_america',
    gateway: { city: 'Toronto', lat: 43.65, lon: -79.38 }, domesticTransportTaxBp: 500, taxName: 'GST', remotePostalPrefixes: ['X', 'Y', 'A0', 'P0', 'G0'],
  },
  AU: {
    code: 'AU', name: 'Australia', aliases: ['australia', 'au', 'aus'], currency: 'AUD', block: 'AU', continent: 'asia_pacific',
    landmass: 'australia', gateway: { city: 'Sydney', lat: -33.87, lon: 151.21 }, domesticTransportTaxBp: 1000, taxName: 'GST',
    remotePostalPrefixes: ['08', '67', '0872', '4825', '6770', '7256'],
  },
  SE: {
    code: 'SE', name: 'Sweden', aliases: ['sweden', 'sverige', 'se', 'swe'], currency: 'SEK', block: 'EU', continent: 'europe', landmass: 'europe',
    gateway: { city: 'Stockholm', lat: 59.33, lon: 18.07 }, domesticTransportTaxBp: 2500, taxName: 'Moms', remotePostalPrefixes: ['62', '98'],
  },
  CH: {
    code: 'CH', name: 'Switzerland', aliases: ['switzerland', 'schweiz', 'suisse', 'svizzera', 'ch', 'che'], currency: 'CHF', block: 'CH',
    continent: 'europe', landmass: 'europe', gateway: { city: 'Zurich', lat: 47.38, lon: 8.54 }, domesticTransportTaxBp: 810, taxName: 'MWST',
    remotePostalPrefixes: ['3920', '7563', '6999'],
  },
  KR: {
    code: 'KR', name: 'South Korea', aliases: ['south korea', 'korea', 'republic of korea', 'kr', 'kor'], currency: 'KRW', block: 'NEA',
    continent: 'asia_pacific', landmass: 'korea', gateway: { city: 'Seoul', lat: 37.57, lon: 126.98 }, domesticTransportTaxBp: 1000,
    taxName: 'VAT', remotePostalPrefixes: ['63', '40200', '40240'], // Jeju, Ulleungdo
  },
};

// ── Every other ISO 3166-1 country and territory, from kept libraries (world.ts); the curated 15 keep their data ──

const curated = new Set<string>(COUNTRY_CODES);
const fromLibraries = libraryCountries(ISO_COUNTRY_CODES.filter((c) => !curated.has(c)));

function allCountries(): Record<CountryCode, Country> {
  const all = new Map<CountryCode, Country>();
  for (const code of ISO_COUNTRY_CODES) {
    const country = curated.has(code) ? CURATED_COUNTRIES[code as CuratedCountryCode] : fromLibraries.get(code);
    if (!country) throw new Error(`No country data for ${code}`);
    all.set(code, country);
  }
  return Object.freeze(Object.fromEntries(all)) as Record<CountryCode, Country>;
}

/** All 249 ISO codes; index only with a CountryCode (user text goes through findCountry, a Map). */
export const COUNTRIES: Readonly<Record<CountryCode, Country>> = allCountries();

export const COUNTRY_LIST: readonly Country[] = ISO_COUNTRY_CODES.map((c) => COUNTRIES[c]);
export const COUNTRY_BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRY_LIST.map((c) => [c.code, c]));
