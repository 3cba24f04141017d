import { z } from 'zod';

// ── Addresses (issue 24 item 1): the spec's five fields plus what a carrier needs ──
// Structure only: the country-aware rules (ISO country, postal code format, state where the country needs one,
// phone numbers) live in the api's catalogue (`catalogue/queries/addresses.ts`), which has the reference data.

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
/** Optional text: absent or blank means not given. */
const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

export const AddressSchema = z.object({
  name: text(120),
  company: optionalText(120),
  /** Street line 1 (the spec's `address`). */
  address: text(200),
  /** Street line 2: flat, floor, building. */
  address2: optionalText(200),
  city: text(100),
  /** State, province or region: its ISO 3166-2 code (CA, ON, NSW); required where the country needs one. */
  state: optionalText(60),
  /** Free text as in the spec ('Germany', 'USA', 'DE'); the API resolves it to an ISO 3166-1 alpha-2 code. */
  country: text(60),
  postalCode: z.string().trim().max(20, 'must be at most 20 characters').default(''),
  /** Any common notation; stored in E.164 (+4930123456). */
  phone: optionalText(40),
  email: z.email({ error: 'must be an email address' }).max(254, 'must be at most 254 characters').optional(),
  residential: z.boolean({ error: 'must be true or false' }).optional(),
});
export type Address = z.infer<typeof AddressSchema>;

/** An address as the API stores it: the country resolved to its ISO alpha-2 code beside the spec's free text. */
export type ResolvedAddress = Address & { countryCode: string };
/** As stored on a shipment: events written before issue 24 have no `countryCode` (readers derive it). */
export type StoredAddress = Address & { countryCode?: string };

/** What an address check answers about one field. `suggestion` is a plausible fix where one exists. */
export interface AddressIssue {
  field: string;
  message: string;
  suggestion?: string;
}

// ── Countries whose addresses need a state or province ──────────────────────
/**
 * The countries whose carriers need a state or province on the label (UPS, FedEx and DHL address rules; Shippo and
 * EasyPost require it for the same set), each with the names a form may meet before the API resolves the country.
 */
export const STATE_REQUIRED_COUNTRIES: ReadonlyMap<string, readonly string[]> = new Map([
  ['US', ['us', 'usa', 'united states', 'united states of america', 'america', 'u.s.', 'u.s.a.']],
  ['CA', ['ca', 'can', 'canada']],
  ['AU', ['au', 'aus', 'australia']],
  ['MX', ['mx', 'mex', 'mexico', 'méxico']],
  ['BR', ['br', 'bra', 'brazil', 'brasil']],
  ['IN', ['in', 'ind', 'india']],
]);
/** Of those, the ones where a valid postal code fixes the state (a blank state is filled in from it). */
export const STATE_FROM_POSTAL_CODE: ReadonlySet<string> = new Set(['US', 'CA', 'AU']);

/** The ISO code of a country (free text) that needs a state, else undefined: 'United States' → 'US', 'Germany' → undefined. */
export function stateRequiredFor(country: string): string | undefined {
  const text = country.trim().toLowerCase();
  for (const [code, names] of STATE_REQUIRED_COUNTRIES) if (names.includes(text)) return code;
  return undefined;
}

// ── The messages of the address check (one place; the web shows them beside the field) ──
export const ADDRESS_MESSAGES = {
  unknownCountry: (given: string) => `'${given}' is not a country we know: give its name or ISO code (DE, US, GB)`,
  stateRequired: (country: string, codes: readonly string[]) => `${country} needs a ${stateWord(country)}: one of ${codes.join(', ')}`,
  unknownState: (country: string, given: string, codes: readonly string[]) => `'${given}' is not a ${stateWord(country)} of ${country}: one of ${codes.join(', ')}`,
  postalRequired: (country: string, format: string | undefined) => `${country} needs a postal code${format ? `: ${format}` : ''}`,
  postalFormat: (country: string, format: string | undefined) => (format ? `${country} ${format}` : `is not a valid postal code in ${country}`),
  phone: (country: string, example: string | undefined) => `is not a valid phone number for ${country}${example ? `: give it with its country code, e.g. ${example}` : ''}`,
  didYouMean: (suggestion: string) => `did you mean '${suggestion}'?`,
} as const;

const PROVINCE_COUNTRIES = new Set(['CA', 'CN', 'AR']);
function stateWord(country: string): string {
  return PROVINCE_COUNTRIES.has(country) ? 'province' : 'state';
}
