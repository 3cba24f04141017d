// Worked cases for the tax and compliance engine (issue 26): every expected figure is computed by hand from the
// cited official source, never by running the engine. Each class keeps its cases in
// api/src/compliance/worked-cases/<class>.worked.unit.spec.ts and describes them with this metadata, so that
// `node scripts/worked-cases-census.mjs` can count them per class and country.
export const WORKED_CASE_CLASSES = [
  'buyer-type',
  'multi-item',
  'reduced-rates',
  'classification',
  'duty-rates',
  'dangerous-goods',
  'quarantine',
  'exchange-rates',
  'place-of-supply',
  'vat-numbers',
  'input-refusal',
  'goods-origin',
] as const;
export type WorkedCaseClass = (typeof WORKED_CASE_CLASSES)[number];

export interface WorkedCase<Input, Expected> {
  /** unique within its class, e.g. 'AU-B2B-GST-1' */
  id: string;
  class: WorkedCaseClass;
  /** ISO 3166-1 alpha-2 codes the case is about (destination first) */
  countries: readonly string[];
  /** the official source the figure was computed from: act/regulation and article, or the authority's page */
  source: string;
  /** the hand computation, e.g. 'AUD 500 x 10% = 50.00; registered business buyer: no GST at the border (ATO ...)' */
  working: string;
  /** the date the case is computed as of (the engine's asOf) */
  asOf: string;
  input: Input;
  expected: Expected;
}

/** Fails fast on a case without its source, working or date, or with a duplicate id. */
export function checkedCases<I, E>(cases: readonly WorkedCase<I, E>[]): readonly WorkedCase<I, E>[] {
  const ids = new Set<string>();
  for (const c of cases) {
    if (!c.source.trim() || !c.working.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(c.asOf)) throw new Error(`worked case ${c.id}: source, working and asOf are required`);
    if (ids.has(c.id)) throw new Error(`worked case ${c.id}: duplicate id`);
    ids.add(c.id);
  }
  return cases;
}
