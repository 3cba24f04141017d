// Money and rates come from the shared formatting module (lib/format); this file keeps the form's number reading.
export { formatAmount, formatPercent } from '@/lib/format';

/** Reads a number field: blank or not a number gives the fallback. */
export function numberOr(value: string, fallback: number): number {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : fallback;
}
