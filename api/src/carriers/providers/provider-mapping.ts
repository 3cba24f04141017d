import { createHash } from 'node:crypto';
import type { TrackingEventType } from '@waypost/contracts';
import type { Money, ProviderChargeLine, ProviderId, ProviderTrackingEvent } from './provider';
import { ProviderError } from './provider';

// ── Mapping a provider's answers to ours, with nothing dropped silently ───────

/** Digits after the decimal point in `currency` (ISO 4217, as the platform's Intl data has it). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * A provider's decimal amount ("12.3", 12.3, "1,234.50" is refused) in minor units of `currency`, rounded half away
 * from zero to the currency's precision. Exact for strings: no binary float is involved.
 */
export function decimalToMinor(provider: ProviderId, value: unknown, currency: string): number {
  const text = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(6) : typeof value === 'string' ? value.trim() : '';
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m || !/^[A-Z]{3}$/.test(currency)) throw new ProviderError(provider, 'unavailable', `${provider} answered an amount we cannot read: ${JSON.stringify(value)} ${currency}`);
  const digits = currencyDigits(currency);
  const frac = (m[3] ?? '').padEnd(digits + 1, '0');
  let minor = Number(m[2]! + frac.slice(0, digits));
  if (Number(frac[digits]) >= 5) minor += 1;
  if (!Number.isSafeInteger(minor)) throw new ProviderError(provider, 'unavailable', `${provider} answered an amount out of range: ${text}`);
  return m[1] === '-' && minor !== 0 ? -minor : minor;
}

/** Minor units as the provider's decimal string ("12.30"). */
export function minorToDecimal(amountMinor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const abs = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  return digits === 0 ? sign + abs : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/**
 * The rate's charge lines as the provider itemised them, plus one line for any difference from its total (a provider
 * that gives only a total gets one BASE line). The lines always add up to the total.
 */
export function chargeLines(total: Money, itemised: readonly ProviderChargeLine[]): ProviderChargeLine[] {
  const lines = itemised.filter((l) => l.amountMinor !== 0);
  if (lines.length === 0) return [{ code: 'BASE', label: 'Carrier charge', amountMinor: total.amountMinor }];
  const difference = total.amountMinor - lines.reduce((sum, l) => sum + l.amountMinor, 0);
  return difference === 0 ? lines : [...lines, { code: 'UNITEMISED', label: 'Charges the provider did not itemise', amountMinor: difference }];
}

type EventType = ProviderTrackingEvent['eventType'];

/**
 * A provider status in our terms through `table` (its keys are the provider's status words, compared lower-case).
 * A status the table does not know becomes `exception`, with the provider's word and text kept in the description.
 */
export function mapTrackingStatus(table: Readonly<Record<string, EventType>>, providerStatus: string, description: string): { eventType: EventType; description: string } {
  const key = providerStatus.trim().toLowerCase();
  if (Object.hasOwn(table, key)) return { eventType: table[key]!, description: description.trim() || providerStatus };
  return { eventType: 'exception', description: `Carrier status "${providerStatus}"${description.trim() ? `: ${description.trim()}` : ''}` };
}

/** A stable id for a tracking event the provider gives no id for: the same event polled twice gets the same id. */
export function derivedEventId(provider: ProviderId, trackingNumber: string, providerStatus: string, occurredAt: string, description: string): string {
  return `${provider}:${createHash('sha256')
    .update(JSON.stringify([trackingNumber, providerStatus, occurredAt, description]))
    .digest('hex')
    .slice(0, 32)}`;
}

/** Events that are final: no more will come for the parcel. */
export const FINAL_EVENT_TYPES: ReadonlySet<TrackingEventType> = new Set(['delivered', 'returned_to_sender']);

/** An ISO timestamp with offset from the provider's ("2024-05-01T10:00:00" without zone is read as UTC). */
export function isoTimestamp(provider: ProviderId, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new ProviderError(provider, 'unavailable', `${provider} answered a tracking event without a time`);
  const text = value.trim();
  const withZone = /([zZ]|[+-]\d\d:?\d\d)$/.test(text) || !/T\d/.test(text) ? text : `${text}Z`;
  const at = Date.parse(withZone);
  if (!Number.isFinite(at)) throw new ProviderError(provider, 'unavailable', `${provider} answered a time we cannot read: ${text}`);
  return new Date(at).toISOString();
}
