import type { CurrencyCode } from '@waypost/contracts';

// ── Money in integer minor units; rates in basis points (1 % = 100 bp) ─────────
export type Minor = number; // integer count of the currency's minor unit (cents, pence; yen and won have none)

export const MINOR_DIGITS: Record<CurrencyCode, number> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CNY: 2,
  CHF: 2,
  JPY: 0,
  AUD: 2,
  CAD: 2,
  KRW: 0,
  SEK: 2,
};

/** Major units (as typed by a user) to minor units, rounded half away from zero to the currency's precision. */
export function toMinor(amount: number, currency: CurrencyCode): Minor {
  const digits = MINOR_DIGITS[currency];
  const [whole = '0', frac = ''] = Math.abs(amount)
    .toFixed(digits + 3)
    .split('.');
  const kept = Number(whole + frac.slice(0, digits));
  const rest = Number(frac.slice(digits) || '0');
  const minor = rest >= 500 ? kept + 1 : kept;
  return amount < 0 ? -minor : minor;
}

export const toMajor = (minor: Minor, currency: CurrencyCode): number => minor / 10 ** MINOR_DIGITS[currency];

/** Integer division rounded half away from zero (exact for |n| < 2^53). */
export function divRound(n: number, d: number): number {
  const q = Math.floor(Math.abs(n) / d);
  const r = Math.abs(n) - q * d;
  const rounded = r * 2 >= d ? q + 1 : q;
  return n < 0 ? -rounded : rounded;
}

/** amount x rate, rate in basis points, rounded as money. */
export const applyRate = (amount: Minor, basisPoints: number): Minor => divRound(amount * basisPoints, 10_000);

export const percentToBp = (percent: number): number => Math.round(percent * 100);
export const bpToPercent = (bp: number): number => bp / 100;

// ── Conversion: indicative reference rates (units of currency per 1 EUR) ──────
// Source: ECB euro foreign exchange reference rates (ecb.europa.eu), rounded snapshot used as an indicative
// table; customs authorities convert with their own official monthly rates, so thresholds near the line may differ.
export const EUR_REFERENCE_RATES = {
  asOf: '2025-Q4, rounded',
  source: 'ECB euro foreign exchange reference rates (ecb.europa.eu), rounded indicative snapshot',
  perEur: { EUR: 1, USD: 1.16, GBP: 0.88, CNY: 8.25, CHF: 0.93, JPY: 178, AUD: 1.77, CAD: 1.62, KRW: 1650, SEK: 10.95 },
} as const satisfies { asOf: string; source: string; perEur: Record<CurrencyCode, number> };

/** Converts minor units between currencies through EUR, rounding once at the end. */
export function convert(amount: Minor, from: CurrencyCode, to: CurrencyCode): Minor {
  if (from === to) return amount;
  const major = toMajor(amount, from);
  const converted = (major / EUR_REFERENCE_RATES.perEur[from]) * EUR_REFERENCE_RATES.perEur[to];
  return toMinor(converted, to);
}

export interface Money {
  amount: Minor;
  currency: CurrencyCode;
}
