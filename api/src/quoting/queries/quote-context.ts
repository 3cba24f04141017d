import { FUEL_SURCHARGES, FX_REFERENCE_RATES, type CurrencyCode } from '../../carriers/catalogue/catalogue';
import type { QuoteContext } from '../domain/rate-engine';
import { fxSnapshotOn, fuelEntryOn } from '../domain/money';

// ── The dated tables a quote is priced with, for a business date ─────────────

export const businessDate = (now: Date): string => now.toISOString().slice(0, 10);

export const quoteContext = (now: Date, currency: CurrencyCode): QuoteContext => ({
  date: businessDate(now),
  currency,
  tables: { fuel: FUEL_SURCHARGES, fx: FX_REFERENCE_RATES },
});

export function rateTablesUsed(ctx: QuoteContext): { fuelSurchargeEffective: string; fxReferenceDate: string; fxSource: string } {
  const dhl = fuelEntryOn(ctx.tables.fuel, 'dhl-express', ctx.date);
  return {
    fuelSurchargeEffective: dhl?.effectiveFrom ?? ctx.date,
    fxReferenceDate: fxSnapshotOn(ctx.tables.fx, ctx.date).date,
    fxSource: ctx.tables.fx.source,
  };
}
