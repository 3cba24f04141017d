import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { allCountries } from 'country-region-data';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { getExampleNumber, isSupportedCountry, parsePhoneNumberFromString, type CountryCode as PhoneCountry } from 'libphonenumber-js/max';
import phoneExamples from 'libphonenumber-js/mobile/examples';
import { ADDRESS_MESSAGES, type Address, type AddressIssue, type ResolvedAddress } from '@waypost/contracts';
import { findCountry } from './places';
import { POSTAL_FORMATS, STATE_REQUIRED, stateFromPostalCode } from './address-formats';

// ── Addresses, country by country (issue 24 item 1): a pure check, reference data only ──

countries.registerLocale(english);

const normalise = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.,'’()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every ISO 3166-1 alpha-2 code the country library knows (249, plus XK for Kosovo, which carriers use). */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes());
const CODES = new Set(COUNTRY_CODES);
const ALPHA3 = new Map(Object.entries(countries.getAlpha3Codes()));

// Names and aliases, keyed by their normalised text (a Map: no user text ever reaches an object's prototype).
const BY_NAME = new Map<string, string>();
for (const code of COUNTRY_CODES) {
  for (const name of countries.getName(code, 'en', { select: 'all' }) ?? []) BY_NAME.set(normalise(name), code);
}
for (const [name, code] of allCountries) if (CODES.has(code) && !BY_NAME.has(normalise(name))) BY_NAME.set(normalise(name), code);

/** The English name of an ISO code ('DE' → 'Germany'), or undefined for an unknown code. */
export const countryName = (code: string): string | undefined => (CODES.has(code) ? countries.getName(code, 'en') : undefined);

/**
 * 'Germany', 'germany', 'DE', 'DEU', 'USA', 'Deutschland', 'Côte d’Ivoire' → ISO alpha-2; anything else undefined.
 * The catalogue's own aliases (the served countries') come first, then the ISO names and codes.
 */
export function resolveCountryCode(text: string): string | undefined {
  const raw = text.trim();
  const upper = raw.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && CODES.has(upper)) return upper;
  const served = findCountry(raw);
  if (served) return served;
  if (/^[A-Z]{3}$/.test(upper) && ALPHA3.has(upper)) return ALPHA3.get(upper);
  return BY_NAME.get(normalise(raw));
}

// ── States and provinces (country-region-data: ISO 3166-2 codes for the countries that need one) ──
type Regions = { codes: readonly string[]; byCode: Map<string, string>; byName: Map<string, string> };
const REGIONS = new Map<string, Regions>();
for (const [, code, regions] of allCountries) {
  if (!STATE_REQUIRED.has(code)) continue;
  const codes = regions.map(([, short]) => short);
  REGIONS.set(code, {
    codes,
    byCode: new Map(codes.map((c) => [c.toUpperCase(), c])),
    byName: new Map(regions.map(([name, short]) => [normalise(name), short])),
  });
}

/** The subdivision codes a country's addresses must carry (empty where no state is required). */
export const stateCodes = (countryCode: string): readonly string[] => REGIONS.get(countryCode)?.codes ?? [];

// ── Postal codes (postcode-validator) ──
const postalValid = (countryCode: string, code: string) => postcodeValidator(code, countryCode);

/** Case and spacing fixes ('sw1a-1aa' → 'SW1A 1AA', '123456789' → '12345-6789') that the country's pattern accepts. */
export function suggestPostalCode(countryCode: string, given: string): string | undefined {
  if (!postcodeValidatorExistsForCountry(countryCode)) return undefined;
  const compact = given.toUpperCase().replace(/[\s\-–.]/g, '');
  const at = (i: number, sep: string) => (i > 0 && i < compact.length ? `${compact.slice(0, i)}${sep}${compact.slice(i)}` : '');
  const n = compact.length;
  const candidates = [at(n - 3, ' '), at(n - 4, '-'), at(n - 3, '-'), at(n - 2, ' '), given.toUpperCase().replace(/\s+/g, ' ').trim(), compact];
  return candidates.find((c) => c !== '' && c !== given && postalValid(countryCode, c));
}

// ── The check ──
export type AddressCheck = { ok: true; address: ResolvedAddress } | { ok: false; issues: AddressIssue[] };

/** Blank optional text is absent. */
const given = (v: string | undefined): string | undefined => (v && v.trim() !== '' ? v.trim() : undefined);

/**
 * Checks an address (already structurally valid) against its country: the country resolves to an ISO code; the
 * postal code, when given, matches the country's pattern; a state is given
 * where the country needs one (or fixed by the postal code), as its code; a phone number is valid for the
 * country and stored in E.164. Each issue names `field.<part>`; a plausible fix is in `suggestion`.
 */
export function checkAddress(address: Address, field: string): AddressCheck {
  const countryCode = resolveCountryCode(address.country);
  if (!countryCode) return { ok: false, issues: [{ field: `${field}.country`, message: ADDRESS_MESSAGES.unknownCountry(address.country) }] };
  const issues: AddressIssue[] = [];
  const issue = (part: string, message: string, suggestion?: string) =>
    issues.push({ field: `${field}.${part}`, message: suggestion ? `${message}; ${ADDRESS_MESSAGES.didYouMean(suggestion)}` : message, ...(suggestion ? { suggestion } : {}) });

  const postalCode = address.postalCode.trim();
  const hasPattern = postcodeValidatorExistsForCountry(countryCode);
  const postalOk = hasPattern && postalCode !== '' && postalValid(countryCode, postalCode);
  // An empty postal code stays accepted, as the spec's payload always allowed (postalCode defaults to ''); a given
  // one must match the country's format.
  if (hasPattern && postalCode !== '' && !postalOk) {
    issue('postalCode', ADDRESS_MESSAGES.postalFormat(countryCode, POSTAL_FORMATS.get(countryCode)), suggestPostalCode(countryCode, postalCode));
  }

  let state = given(address.state);
  const regions = REGIONS.get(countryCode);
  if (regions) {
    if (state === undefined) {
      const derived = postalOk ? stateFromPostalCode(countryCode, postalCode) : undefined;
      if (derived && regions.byCode.has(derived)) state = derived;
      else issue('state', ADDRESS_MESSAGES.stateRequired(countryCode, regions.codes));
    } else {
      const code = regions.byCode.get(state.toUpperCase());
      if (code) state = code;
      else issue('state', ADDRESS_MESSAGES.unknownState(countryCode, state, regions.codes), regions.byName.get(normalise(state)));
    }
  }

  let phone = given(address.phone);
  if (phone !== undefined) {
    const region = isSupportedCountry(countryCode) ? (countryCode as PhoneCountry) : undefined;
    const parsed = parsePhoneNumberFromString(phone, region ? { defaultCountry: region } : undefined);
    if (parsed?.isValid()) phone = parsed.number;
    else issue('phone', ADDRESS_MESSAGES.phone(countryCode, region ? getExampleNumber(region, phoneExamples)?.formatInternational() : undefined));
  }
  if (issues.length) return { ok: false, issues };

  const { company, address2, email, residential } = address;
  return {
    ok: true,
    address: {
      name: address.name,
      ...(given(company) ? { company: given(company) } : {}),
      address: address.address,
      ...(given(address2) ? { address2: given(address2) } : {}),
      city: address.city,
      ...(state !== undefined ? { state } : {}),
      country: address.country,
      countryCode,
      postalCode,
      ...(phone !== undefined ? { phone } : {}),
      ...(email !== undefined ? { email } : {}),
      ...(residential !== undefined ? { residential } : {}),
    },
  };
}
