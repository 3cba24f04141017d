import { FX_STALE_AFTER_DAYS, type ExchangeRatesUsed } from '@waypost/contracts';
import { MINOR_DIGITS } from '../data/builder';
import type { CurrencyCode, FxReferenceRates, FxTable } from '../data/types';

// ── The one money module (quoting and compliance): integer minor units, basis points, exact ECB conversion ──
// No money library is installed; amounts are exact integers (|n| < 2^53) and every result is rounded once.

export type Minor = number; // integer count of the currency's minor unit (cents, pence; yen and won have none)
export { MINOR_DIGITS };

export interface Money {
  amountMinor: Minor;
  currency: CurrencyCode;
}

const POW10 = [1, 10, 100, 1000];
const scale = (currency: CurrencyCode): number => POW10[MINOR_DIGITS[currency]] ?? 1;

/** Major units (as typed by a user) to minor units, rounded half away from zero to the currency's precision. */
export function toMinor(amount: number, currency: CurrencyCode): Minor {
  const digits = MINOR_DIGITS[currency];
  const [whole = '0', frac = ''] = Math.abs(amount)
    .toFixed(digits + 3)
    .split('.');
  const kept = Number(whole + frac.slice(0, digits));
  const rest = Number(frac.slice(digits) || '0');
  const minor = rest >= 500 ? kept + 1 : kept;
  return amount < 0 && minor !== 0 ? -minor : minor;
}

/** Integer division of exact integers is correctly rounded: the nearest double to the decimal amount. */
export const toMajor = (minor: Minor, currency: CurrencyCode): number => minor / scale(currency);

/** Integer division rounded half away from zero (exact for |n| < 2^53). */
export function divRound(n: number, d: number): number {
  const q = Math.floor(Math.abs(n) / d);
  const r = Math.abs(n) - q * d;
  const rounded = r * 2 >= d ? q + 1 : q;
  return n < 0 ? -rounded : rounded;
}

/** amount x rate, rate in basis points (1 % = 100 bp), rounded as money. */
export const applyRate = (amount: Minor, basisPoints: number): Minor => divRound(amount * basisPoints, 10_000);
/** `bp` basis points of an integer amount (the quoting name of applyRate). */
export const percentOf = applyRate;

export const percentToBp = (percent: number): number => Math.round(percent * 100);
export const bpToPercent = (bp: number): number => bp / 100;

// ── Exchange rates ───────────────────────────────────────────────────────────

/** The latest snapshot published on or before `date` (the earliest one when the table starts later). */
export function fxSnapshotOn(table: FxTable, date: string): FxReferenceRates {
  let found: FxReferenceRates | undefined;
  for (const s of table.snapshots) if (s.date <= date && (found === undefined || s.date >= found.date)) found = s;
  found ??= table.snapshots.reduce<FxReferenceRates | undefined>((a, s) => (a === undefined || s.date < a.date ? s : a), undefined);
  if (!found) throw new Error('FX reference table is empty');
  return found;
}

/** Converts minor units with ECB cross rates (via EUR), exactly in integers, rounding half away from zero once. */
export function convert(amount: Minor, from: CurrencyCode, to: CurrencyCode, fx: FxReferenceRates): Minor {
  if (from === to || amount === 0) return amount;
  const n = Math.abs(amount) * fx.perEurMicro[to] * scale(to);
  const d = fx.perEurMicro[from] * scale(from);
  if (Number.isSafeInteger(n) && Number.isSafeInteger(2 * n + d)) {
    let q = Math.floor(n / d);
    let r = n - q * d;
    if (r < 0) {
      q -= 1;
      r += d;
    } else if (r >= d) {
      q += 1;
      r -= d;
    }
    const rounded = 2 * r >= d ? q + 1 : q;
    return amount < 0 ? -rounded : rounded;
  }
  const num = BigInt(Math.abs(amount)) * BigInt(fx.perEurMicro[to]) * BigInt(scale(to));
  const den = BigInt(fx.perEurMicro[from]) * BigInt(scale(from));
  const rounded = Number((2n * num + den) / (2n * den));
  return amount < 0 ? -rounded : rounded;
}
/** The quoting name of convert. */
export const convertMinor = convert;

const dayNumber = (isoDate: string): number => Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / 86_400_000;

/** What an answer as of `asOf` converted with: the snapshot's date, source and rates, and a warning when it is stale. */
export function exchangeRatesUsed(fx: FxReferenceRates, asOf: string): ExchangeRatesUsed {
  const rates = ratesOf(fx);
  const ageDays = dayNumber(asOf) - dayNumber(fx.date);
  const used: ExchangeRatesUsed = { date: fx.date, source: fx.source, base: 'EUR', rates, ageDays };
  if (ageDays > FX_STALE_AFTER_DAYS)
    used.warning = `Exchange rates are those of ${fx.date}, ${ageDays} days before ${asOf} (more than ${FX_STALE_AFTER_DAYS}): amounts converted between currencies may be off; refresh the table with \`waypost fx update\`.`;
  else if (ageDays < 0) used.warning = `No exchange rates on or before ${asOf}: converted with the earliest table, of ${fx.date}.`;
  return used;
}

// a snapshot's rates per EUR, worked out once per snapshot (every quote answer names them); frozen, as answers share it
const RATES = new WeakMap<FxReferenceRates, ExchangeRatesUsed['rates']>();
function ratesOf(fx: FxReferenceRates): ExchangeRatesUsed['rates'] {
  let rates = RATES.get(fx);
  if (!rates) {
    const built: ExchangeRatesUsed['rates'] = {};
    for (const [code, micro] of Object.entries(fx.perEurMicro) as [CurrencyCode, number][]) if (code !== 'EUR') built[code] = micro / 1_000_000;
    RATES.set(fx, (rates = Object.freeze(built)));
  }
  return rates;
}
