import { FUEL_SURCHARGES, FX_REFERENCE_RATES, type CurrencyCode } from '../../catalogue/queries/catalogue';
import type { QuoteContext } from '../domain/rate-engine';
import { fxSnapshotOn, fuelEntryOn } from '../domain/money';
import { NO_RESTRICTIONS, type QuoteRestrictions } from './quote-restrictions';

// ── The dated tables a quote is priced with, for a business date ─────────────

export const businessDate = (now: Date): string => now.toISOString().slice(0, 10);

export const quoteContext = (now: Date, currency: CurrencyCode, restrictions: QuoteRestrictions = NO_RESTRICTIONS): QuoteContext => {
  // Crisis protocols (issue 7): carriers under an outage and services paused by a demand surge are not quoted.
  const { suspendedCarriers, suspendedLevels } = restrictions;
  return {
    date: businessDate(now),
    currency,
    tables: { fuel: FUEL_SURCHARGES, fx: FX_REFERENCE_RATES },
    ...(suspendedCarriers.size || suspendedLevels.size ? { unavailable: { carriers: suspendedCarriers, levels: suspendedLevels } } : {}),
  };
};

export function rateTablesUsed(ctx: QuoteContext): { fuelSurchargeEffective: string; fxReferenceDate: string; fxSource: string } {
  const dhl = fuelEntryOn(ctx.tables.fuel, 'dhl-express', ctx.date);
  return {
    fuelSurchargeEffective: dhl?.effectiveFrom ?? ctx.date,
    fxReferenceDate: fxSnapshotOn(ctx.tables.fx, ctx.date).date,
    fxSource: ctx.tables.fx.source,
  };
}
