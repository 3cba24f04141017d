import { formatAmount } from '@/lib/format';

// ── Money kept in minor units with its currency (issue 24), shown in the currency's own decimals ──

const digits = new Map<string, number>();

/** How many minor units a major unit has, as Intl knows the currency (EUR 2, JPY 0, KRW 0); 2 for an unknown code. */
export function minorDigits(currency: string): number {
  let known = digits.get(currency);
  if (known === undefined) {
    try {
      known = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      known = 2;
    }
    digits.set(currency, known);
  }
  return known;
}

/** 12345 EUR → "€123.45"; 1500 JPY → "¥1,500". */
export const formatMinor = (amountMinor: number, currency: string): string => formatAmount(amountMinor / 10 ** minorDigits(currency), currency);
