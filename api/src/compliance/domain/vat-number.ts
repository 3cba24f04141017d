import type { CheckOutcome, VatNumberStatus, VatValidationResult } from '@waypost/contracts';
import type { IsoDate } from './effective';
import { hasVatNumberFormat, vatNumberFormat } from './vat-number-formats';

// ── VAT number format and check digits, by the registry's rules (vat-number-formats.ts) ──
export interface OfflineVatCheck {
  /** 2-letter prefix as used by the registry (VIES writes Greece as EL; XI = Northern Ireland) */
  country: string;
  /** number without the country prefix, compacted */
  localNumber: string;
  vatNumber: string;
  format: CheckOutcome;
  checksum: CheckOutcome;
  /** the registry whose rules were applied */
  validatorName?: string;
  /** the check-digit scheme that was computed (e.g. 'HMRC mod 9755') */
  checkScheme?: string;
  /** the format rule applied: the registry's shape, its source and the date it applies from */
  rule?: { shape: string; source: string; effectiveFrom: IsoDate };
  reason?: string;
}

/** Rules in force when no date is given: no row has an end date yet. */
const LATEST: IsoDate = '9999-12-31';
/** Northern Ireland's XI numbers are UK registrations: a GB hint accepts them. */
const sameCountry = (prefix: string, hint: string) => prefix === hint || (prefix === 'XI' && hint === 'GB') || (prefix === 'GB' && hint === 'XI');

/** Splits 'DE 136 695 976' or ('136695976', 'DE') into prefix and number; checks the registry's shape and check digits. */
export function checkVatNumberOffline(raw: string, countryHint?: string, on: IsoDate = LATEST): OfflineVatCheck {
  const cleaned = raw.toUpperCase().replace(/[\s.\-/]/g, '');
  const hint = countryHint?.toUpperCase();
  const lead = /^[A-Z]{2}/.test(cleaned) ? cleaned.slice(0, 2) : undefined;
  const prefix = lead && hasVatNumberFormat(lead) ? lead : undefined;
  const given = (prefix ?? hint ?? lead ?? '').replace(/^GR$/, 'EL');
  const local = prefix ? cleaned.slice(2) : cleaned;
  const vatNumber = `${given}${local}`;
  const rule = vatNumberFormat(given, on);
  if (!rule) {
    return { country: given, localNumber: local, vatNumber, format: 'unknown', checksum: 'unknown', reason: `No VAT number rules for country '${given || '?'}'` };
  }
  const base = { country: given, localNumber: local, vatNumber, validatorName: rule.registry, rule: { shape: rule.shape, source: rule.source, effectiveFrom: rule.effectiveFrom } };
  if (hint && prefix && !sameCountry(prefix.replace(/^GR$/, 'EL'), hint.replace(/^GR$/, 'EL'))) {
    return { ...base, format: 'invalid', checksum: 'unknown', reason: `The number's prefix ${prefix} does not match the country ${hint}` };
  }
  if (!rule.pattern.test(local)) {
    return { ...base, format: 'invalid', checksum: 'unknown', reason: `${given} numbers have the shape ${given} ${rule.shape} (${rule.registry})` };
  }
  const check = rule.checkDigits(local);
  if (check.outcome === 'format') return { ...base, format: 'invalid', checksum: 'unknown', reason: `${given} number: ${check.reason.replace(/\.+$/, '')}` };
  if (check.outcome === 'invalid') return { ...base, format: 'valid', checksum: 'invalid', checkScheme: check.scheme, reason: `The check digits do not match (${check.scheme})` };
  return { ...base, format: 'valid', checksum: 'valid', checkScheme: check.scheme };
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
export function vatVerdict(offline: OfflineVatCheck, registry: RegistryAnswer): VatValidationResult {
  const offlineOk = offline.format === 'valid' && offline.checksum === 'valid';
  const isValid = offlineOk && registry.status !== 'invalid';
  const status: VatNumberStatus = !isValid ? 'invalid' : registry.status === 'valid' ? 'confirmed' : 'unconfirmed';
  const registryName = VIES_COUNTRIES.has(offline.country) ? 'EU VIES' : (offline.validatorName ?? 'the registry');
  const scheme = offline.checkScheme ? ` (${offline.checkScheme})` : '';
  let note: string;
  if (!offlineOk) note = `Invalid VAT number: ${(offline.reason ?? 'format or check digits do not match').replace(/\.+$/, '')}.`;
  else if (registry.status === 'valid') note = `Format, check digits${scheme} and registry (${registryName}) confirm the number.`;
  else if (registry.status === 'invalid') note = `Format and check digits are correct, but the registry (${registryName}) does not know the number.`;
  else
    note = `Format and check digits${scheme} are correct; registry check unavailable (${registry.detail ?? 'not reachable'}), so the registration itself is unconfirmed: reverse charge needs a confirmed number or an explicit override.`;
  return {
    isValid,
    vatNumber: offline.vatNumber,
    country: offline.country,
    status,
    checks: { format: offline.format, checksum: offline.checksum, registry: offlineOk ? registry.status : 'unknown' },
    ...(offline.checkScheme ? { checkScheme: offline.checkScheme } : {}),
    ...(offline.rule ? { rule: offline.rule } : {}),
    ...(registry.name ? { name: registry.name } : {}),
    ...(registry.address ? { address: registry.address } : {}),
    note,
  };
}
