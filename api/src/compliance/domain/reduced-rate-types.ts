import type { CountryCode, VatRateKind } from '@waypost/contracts';
import type { Dated, IsoDate } from './effective';

// ── Reduced, zero and exempt VAT/GST rates by product: the row shape and the HS groups the tables share ──
// A row names the product class in words, the HS prefixes it covers (2, 4 or 6 digits; the longest matching
// prefix of a country wins, so a narrower row carves an exception out of a wider one) and the rate. A row of kind
// 'standard' states on purpose that a class is taxed at the standard rate (e.g. chocolate in France) and why.
export interface ReducedRateRow extends Dated {
  country: CountryCode;
  /** the product class in the shipper's words, e.g. 'printed books' */
  productClass: string;
  /** HS prefixes the row covers */
  hs: readonly string[];
  kind: VatRateKind;
  /** percent; absent for kind 'standard' (the country's standard rate of the date applies) */
  percent?: number;
  /** conditions the shipper must check (e.g. 'only when dispensed on prescription') */
  note?: string;
  /** HS prefixes outside `hs` that are close enough for a 'check' hint when they fall to the standard rate */
  nearby?: readonly string[];
}

/** First date each country's table is complete for; before it the engine says so instead of guessing. */
export type ReducedRateCoverage = Partial<Record<CountryCode, IsoDate>>;

// HS 2022 groups (WCO nomenclature): chapters 02-04, 07-11, 15-21 are the foodstuffs ecommerce ships
// (meat, fish, dairy, eggs, honey, vegetables, fruit, coffee, tea, spices, cereals, flour, fats and oils,
// preparations, sugar, cocoa, bakery, preserves, sauces, food preparations). Chapter 22 (beverages) is not food.
export const FOOD = ['02', '03', '04', '07', '08', '09', '10', '11', '15', '16', '17', '18', '19', '20', '21'] as const;
export const BEVERAGES = ['22'] as const;
export const BOOKS = ['4901', '4903', '4904'] as const; // printed books, children's picture books, printed music
export const NEWSPAPERS = ['4902'] as const;
export const MEDICINES = ['3003', '3004'] as const;
export const DISABILITY_AIDS = ['8713', '9021'] as const; // wheelchairs; orthopaedic appliances and hearing aids
export const MENSTRUAL = ['9619'] as const; // sanitary towels and tampons (the heading also holds nappies)
// Gold: 7108.12/7108.13 unwrought and semi-manufactured gold (bars, wafers), 7118.90 gold coins of legal tender
export const INVESTMENT_GOLD = ['710812', '710813', '711890'] as const;
export const BABY_CLOTHES = ['6111', '6209'] as const; // babies' garments and clothing accessories
export const CLOTHING_AND_FOOTWEAR = ['61', '62', '64'] as const;
