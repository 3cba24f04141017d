import type { CountryCode, CurrencyCode } from '@waypost/contracts';

// ── Country facts the rules need: currency, EU VAT area and customs union membership ──
export interface CountryFacts {
  code: CountryCode;
  currency: CurrencyCode;
  /** member of the EU (VAT area and customs union) */
  eu: boolean;
  /** name of the indirect tax */
  taxName: 'VAT' | 'GST' | 'Consumption tax' | 'Sales tax';
}

export const COUNTRY_FACTS: Record<CountryCode, CountryFacts> = {
  US: { code: 'US', currency: 'USD', eu: false, taxName: 'Sales tax' },
  GB: { code: 'GB', currency: 'GBP', eu: false, taxName: 'VAT' },
  DE: { code: 'DE', currency: 'EUR', eu: true, taxName: 'VAT' },
  FR: { code: 'FR', currency: 'EUR', eu: true, taxName: 'VAT' },
  JP: { code: 'JP', currency: 'JPY', eu: false, taxName: 'Consumption tax' },
  CA: { code: 'CA', currency: 'CAD', eu: false, taxName: 'GST' },
  AU: { code: 'AU', currency: 'AUD', eu: false, taxName: 'GST' },
  NL: { code: 'NL', currency: 'EUR', eu: true, taxName: 'VAT' },
  SE: { code: 'SE', currency: 'SEK', eu: true, taxName: 'VAT' },
  CH: { code: 'CH', currency: 'CHF', eu: false, taxName: 'VAT' },
  BE: { code: 'BE', currency: 'EUR', eu: true, taxName: 'VAT' },
  IT: { code: 'IT', currency: 'EUR', eu: true, taxName: 'VAT' },
  ES: { code: 'ES', currency: 'EUR', eu: true, taxName: 'VAT' },
  CN: { code: 'CN', currency: 'CNY', eu: false, taxName: 'VAT' },
  KR: { code: 'KR', currency: 'KRW', eu: false, taxName: 'VAT' },
};

export const isEu = (c: CountryCode): boolean => COUNTRY_FACTS[c].eu;

/** Customs territory: the 7 EU members share one (Union Customs Code, Regulation (EU) No 952/2013). */
export type CustomsTerritory = Exclude<CountryCode, 'DE' | 'FR' | 'NL' | 'SE' | 'BE' | 'IT' | 'ES'> | 'EU';
export const customsTerritory = (c: CountryCode): CustomsTerritory => (isEu(c) ? 'EU' : (c as CustomsTerritory));

/** Goods cross a customs border (so duties, import VAT and customs documents apply). */
export const crossesCustomsBorder = (from: CountryCode, to: CountryCode): boolean => customsTerritory(from) !== customsTerritory(to);
