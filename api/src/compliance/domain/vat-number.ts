import { euVat, stdnum, type Validator } from 'stdnum';
import type { CheckOutcome } from '@waypost/contracts';

// ── VAT number format and check digits (stdnum: maintained port of python-stdnum) ──
export interface OfflineVatCheck {
  /** 2-letter prefix as used by VIES (GR numbers use EL) */
  country: string;
  /** number without the country prefix, compacted */
  localNumber: string;
  vatNumber: string;
  format: CheckOutcome;
  checksum: CheckOutcome;
  validatorName?: string;
  reason?: string;
}

function validatorFor(country: string): Validator | undefined {
  const code = country === 'EL' ? 'GR' : country;
  // the country comes from the request: only the tables' own entries count (never Object.prototype's)
  return (Object.hasOwn(euVat, code) ? euVat[code]?.[0] : undefined) ?? (Object.hasOwn(stdnum, code) ? stdnum[code]?.vat : undefined);
}

/** Splits 'DE 136 695 976' or ('136695976', 'DE') into prefix and number; checks format and check digits. */
export function checkVatNumberOffline(raw: string, countryHint?: string): OfflineVatCheck {
  const cleaned = raw.toUpperCase().replace(/[\s.\-/]/g, '');
  const prefix = /^[A-Z]{2}/.test(cleaned) ? cleaned.slice(0, 2) : undefined;
  const country = (prefix && validatorFor(prefix) ? prefix : countryHint?.toUpperCase()) ?? prefix ?? '';
  const local = prefix === country ? cleaned.slice(2) : cleaned;
  const vatNumber = `${country}${local}`;
  const validator = validatorFor(country);
  if (!validator) {
    return { country, localNumber: local, vatNumber, format: 'unknown', checksum: 'unknown', reason: `No VAT number rules for country '${country || '?'}'` };
  }
  if (countryHint && prefix && validatorFor(prefix) && prefix !== countryHint.toUpperCase() && !(prefix === 'EL' && countryHint.toUpperCase() === 'GR')) {
    return {
      country,
      localNumber: local,
      vatNumber,
      format: 'invalid',
      checksum: 'unknown',
      validatorName: validator.name,
      reason: `The number's prefix ${prefix} does not match the country ${countryHint.toUpperCase()}`,
    };
  }
  const result = validator.validate(vatNumber);
  if (result.isValid) {
    return { country, localNumber: result.compact.replace(new RegExp(`^${country}`), ''), vatNumber, format: 'valid', checksum: 'valid', validatorName: validator.name };
  }
  const kind = result.error?.constructor.name;
  const checksumOnly = kind === 'InvalidChecksum';
  return {
    country,
    localNumber: local,
    vatNumber,
    format: checksumOnly ? 'valid' : 'invalid',
    checksum: checksumOnly ? 'invalid' : 'unknown',
    validatorName: validator.name,
    reason: result.error?.message ?? 'invalid',
  };
}

/** EU member states in VIES (EL = Greece; XI = Northern Ireland is handled by VIES too). */
export const VIES_COUNTRIES = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
]);

export interface RegistryAnswer {
  status: CheckOutcome;
  name?: string;
  address?: string;
  detail?: string;
}

/** Combines the offline checks and the registry answer (an unreachable registry is 'unknown', never 'invalid'). */
export function vatVerdict(offline: OfflineVatCheck, registry: RegistryAnswer) {
  const offlineOk = offline.format === 'valid' && offline.checksum === 'valid';
  const isValid = offlineOk && registry.status !== 'invalid';
  let note: string;
  if (!offlineOk) note = `Invalid VAT number: ${(offline.reason ?? 'format or check digits do not match').replace(/\.+$/, '')}.`;
  else if (registry.status === 'valid') note = 'Format, check digits and registry (EU VIES) confirm the number.';
  else if (registry.status === 'invalid') note = 'Format and check digits are correct, but the registry (EU VIES) does not know the number.';
  else note = `Format and check digits are correct; registry check unavailable (${registry.detail ?? 'not reachable'}), so the registration itself is unconfirmed.`;
  return {
    isValid,
    vatNumber: offline.vatNumber,
    country: offline.country,
    checks: { format: offline.format, checksum: offline.checksum, registry: offlineOk ? registry.status : 'unknown' },
    ...(registry.name ? { name: registry.name } : {}),
    ...(registry.address ? { address: registry.address } : {}),
    note,
  };
}
