import { FUEL_SURCHARGES, FX_REFERENCE_RATES, type CurrencyCode } from '../../catalogue/queries/catalogue';
import type { QuoteContext } from './rate-engine';

// Shared by the unit specs: a fixed business date and the catalogue's dated tables.
export const TEST_DATE = '2026-11-22';
export const ctxFor = (currency: CurrencyCode = 'USD', date = TEST_DATE): QuoteContext => ({
  date,
  currency,
  tables: { fuel: FUEL_SURCHARGES, fx: FX_REFERENCE_RATES },
});
