import type { ExchangeRatesUsed } from '@waypost/contracts';
import { FUEL_SURCHARGES, FX_REFERENCE_RATES, type CurrencyCode, type FxTable } from '../../catalogue/queries/catalogue';
import { exchangeRatesUsed, fxSnapshotOn } from '../../catalogue/queries/money';
import type { QuoteContext } from '../domain/rate-engine';
import { fuelEntryOn } from '../domain/fuel-surcharge';
import { NO_RESTRICTIONS, type QuoteRestrictions } from './quote-restrictions';

// ── The dated tables a quote is priced with, for a business date ─────────────

export const businessDate = (now: Date): string => now.toISOString().slice(0, 10);

export const quoteContext = (now: Date, currency: CurrencyCode, restrictions: QuoteRestrictions = NO_RESTRICTIONS, fx: FxTable = FX_REFERENCE_RATES): QuoteContext => {
  // Crisis protocols (issue 7): carriers under an outage and services paused by a demand surge are not quoted.
  const { suspendedCarriers, suspendedLevels } = restrictions;
  return {
    date: businessDate(now),
    currency,
    tables: { fuel: FUEL_SURCHARGES, fx },
    ...(suspendedCarriers.size || suspendedLevels.size ? { unavailable: { carriers: suspendedCarriers, levels: suspendedLevels } } : {}),
  };
};

export function rateTablesUsed(ctx: QuoteContext): { fuelSurchargeEffective: string; fxReferenceDate: string; fxSource: string } {
  const dhl = fuelEntryOn(ctx.tables.fuel, 'dhl-express', ctx.date);
  const fx = fxSnapshotOn(ctx.tables.fx, ctx.date);
  return { fuelSurchargeEffective: dhl?.effectiveFrom ?? ctx.date, fxReferenceDate: fx.date, fxSource: fx.source };
}

/** The ECB snapshot a quote converted with (declared value to tariff currency, tariff to quote currency). */
export const quoteExchangeRates = (ctx: QuoteContext): ExchangeRatesUsed => exchangeRatesUsed(fxSnapshotOn(ctx.tables.fx, ctx.date), ctx.date);
