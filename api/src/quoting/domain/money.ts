import { MINOR_DIGITS, type CurrencyCode, type DatedPercent, type FuelSurchargeTable, type FxReferenceRates, type FxTable } from '../../catalogue/queries/catalogue';

// ── Money: integer minor units, exact conversion with one rounding per amount ──

export interface Money {
  amountMinor: number;
  currency: CurrencyCode;
}

/** `bp` basis points of an integer amount, rounded half up. */
export const percentOf = (amountMinor: number, bp: number): number => Math.round((amountMinor * bp) / 10_000);

const POW10 = [1, 10, 100, 1000];

/** Integer division of exact integers is correctly rounded: the nearest double to the decimal amount. */
export const toMajor = (amountMinor: number, currency: CurrencyCode): number => amountMinor / (POW10[MINOR_DIGITS[currency]] ?? 1);

export const toMinor = (amountMajor: number, currency: CurrencyCode): number => Math.round(Number((amountMajor * 10 ** MINOR_DIGITS[currency]).toFixed(6)));

/** The latest entry effective on `date` (the earliest one before the table starts). */
function latestOn<T>(entries: readonly T[], dateOf: (t: T) => string, date: string): T | undefined {
  let found: T | undefined;
  for (const entry of entries) {
    if (dateOf(entry) <= date && (found === undefined || dateOf(entry) >= dateOf(found))) found = entry;
  }
  return found ?? entries[0];
}

export function fxSnapshotOn(table: FxTable, date: string): FxReferenceRates {
  const snap = latestOn(table.snapshots, (s) => s.date, date);
  if (!snap) throw new Error('FX reference table is empty');
  return snap;
}

export function fuelEntryOn(table: FuelSurchargeTable, carrierId: string, date: string): DatedPercent | undefined {
  const entries = table.byCarrier[carrierId];
  return entries ? latestOn(entries, (e) => e.effectiveFrom, date) : undefined;
}

/** Converts with ECB cross rates (via EUR), exactly in integers, rounding half up once. */
export function convertMinor(amountMinor: number, from: CurrencyCode, to: CurrencyCode, fx: FxReferenceRates): number {
  if (from === to || amountMinor === 0) return amountMinor;
  const n = Math.abs(amountMinor) * fx.perEurMicro[to] * (POW10[MINOR_DIGITS[to]] ?? 1);
  const d = fx.perEurMicro[from] * (POW10[MINOR_DIGITS[from]] ?? 1);
  if (Number.isSafeInteger(n) && Number.isSafeInteger(2 * n + d)) {
    // Exact in doubles: quotient and remainder of safe integers, then round half up.
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
    return amountMinor < 0 ? -rounded : rounded;
  }
  const num = BigInt(amountMinor) * BigInt(fx.perEurMicro[to]) * 10n ** BigInt(MINOR_DIGITS[to]);
  const den = BigInt(fx.perEurMicro[from]) * 10n ** BigInt(MINOR_DIGITS[from]);
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const rounded = (2n * abs + den) / (2n * den);
  return Number(negative ? -rounded : rounded);
}
