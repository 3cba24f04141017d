import type { DatedPercent, FuelSurchargeTable } from '../../catalogue/queries/catalogue';

// ── Fuel surcharge of a carrier on a date ─────────────────────────────────────

/** The carrier's entry in effect on `date` (its earliest when the table starts later); none for carriers without one. */
export function fuelEntryOn(table: FuelSurchargeTable, carrierId: string, date: string): DatedPercent | undefined {
  const entries = table.byCarrier[carrierId];
  if (!entries) return undefined;
  let found: DatedPercent | undefined;
  for (const e of entries) if (e.effectiveFrom <= date && (found === undefined || e.effectiveFrom >= found.effectiveFrom)) found = e;
  return found ?? entries[0];
}
