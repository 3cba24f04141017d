// Money in en-US currency format (spec section 9), in the currency of the answer.
export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

export const formatPercent = (rate: number): string => `${Number(rate.toFixed(4))}%`;

/** Reads a number field: blank or not a number gives the fallback. */
export function numberOr(value: string, fallback: number): number {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : fallback;
}
