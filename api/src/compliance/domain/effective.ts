// ── Dated rules: every row of a rule table says where it comes from and when it applies ──
export type IsoDate = string; // YYYY-MM-DD

export interface Dated {
  /** first day the row applies (inclusive) */
  effectiveFrom: IsoDate;
  /** first day the row no longer applies (exclusive); open-ended when absent */
  effectiveUntil?: IsoDate;
  /** official page or regulation the row is taken from */
  source: string;
}

/** ISO dates compare correctly as strings. */
export const inEffect = (row: Dated, on: IsoDate): boolean => row.effectiveFrom <= on && (row.effectiveUntil === undefined || on < row.effectiveUntil);

export function assertIsoDate(on: string): IsoDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(on)) throw new Error(`Not an ISO date: ${on}`);
  return on;
}
