import type { AppliedRule, BuyerType, CountryCode, TaxCollector } from '@waypost/contracts';
import { customsTerritory, isEu, type CustomsTerritory } from './countries';
import type { DeMinimisRule } from './de-minimis';
import { inEffect, type Dated, type IsoDate } from './effective';

// ── Who collects the import VAT/GST, by buyer (issue 26 item 1) ───────────────
// The low-value rules (de-minimis.ts) say when the seller collects at sale (IOSS, UK, AU), when the buyer
// reverse-charges (UK) and when nothing is charged (AU registered business). Otherwise the tax is paid at the border by
// the importer or its declarant (the carrier collects it from the consignee): these rows say so for each territory.
export interface BorderCollectionRule extends Dated {
  id: string;
  territory: CustomsTerritory;
  label: string;
}

// prettier-ignore
export const BORDER_COLLECTION: readonly BorderCollectionRule[] = [
  { id: 'EU-BORDER-CCC', territory: 'EU', effectiveFrom: '1994-01-01', effectiveUntil: '2016-05-01',
    label: 'Import VAT and duty are paid at the border by the declarant (the carrier collects them from the consignee); a VAT-registered buyer deducts the import VAT',
    source: 'Council Regulation (EEC) No 2913/92 (Community Customs Code), art. 201(3) (the declarant is the debtor); Council Directive 2006/112/EC, art. 201 (from 2007)' },
  { id: 'EU-BORDER', territory: 'EU', effectiveFrom: '2016-05-01',
    label: 'Import VAT and duty are paid at the border by the declarant (the carrier collects them from the consignee); a VAT-registered buyer deducts the import VAT, and some member states let it account for the VAT on its return (postponed accounting)',
    source: 'Regulation (EU) No 952/2013 (Union Customs Code), art. 77(3) (the declarant is the debtor); Council Directive 2006/112/EC, art. 201 and 211 (person liable for import VAT; postponed payment)' },
  { id: 'GB-BORDER', territory: 'GB', effectiveFrom: '1994-09-01',
    label: 'Import VAT and duty are paid at the border by the importer (the carrier collects them from the consignee); from 2021-01-01 a VAT-registered importer may account for import VAT on its VAT return (postponed VAT accounting)',
    source: 'Value Added Tax Act 1994, s.1(4) (import VAT charged and payable as if it were customs duty); GOV.UK, "Check when you can account for import VAT on your VAT Return"' },
  { id: 'US-BORDER', territory: 'US', effectiveFrom: '1993-12-08',
    label: 'Duty is paid at entry by the importer of record (no federal VAT)', source: '19 U.S.C. 1484 (importer of record makes entry); 19 U.S.C. 1505 (payment of duties)' },
  { id: 'CH-BORDER', territory: 'CH', effectiveFrom: '2010-01-01',
    label: 'Import VAT is paid at the border by the customs debtor (declarant or consignee)', source: 'Swiss Federal Act on Value Added Tax (MWSTG, SR 641.20), art. 51 (import tax debtor is the customs debtor); Customs Act (ZG, SR 631.0), art. 70' },
  { id: 'JP-BORDER', territory: 'JP', effectiveFrom: '1989-04-01',
    label: 'Duty and import consumption tax are paid at the border by the importer', source: 'Customs Act (Act No. 61 of 1954), art. 6 (the importer pays the duty); Consumption Tax Act, art. 5(2) (a person who takes goods out of a bonded area pays consumption tax)' },
  { id: 'CN-BORDER', territory: 'CN', effectiveFrom: '1987-07-01',
    label: 'Duty and import VAT are paid at the border by the consignee of the imported goods', source: 'Customs Law of the PRC, art. 54 (the consignee of imported goods pays the duty); VAT on imports levied by Customs' },
  { id: 'AU-BORDER', territory: 'AU', effectiveFrom: '2000-07-01',
    label: 'GST on a taxable importation (over AUD 1,000) is paid at the border by the importer (or deferred under the deferred GST scheme)', source: 'A New Tax System (Goods and Services Tax) Act 1999, s.13-15 (importer liable for GST on taxable importations) and s.33-15 (payment to Customs)' },
  { id: 'CA-BORDER', territory: 'CA', effectiveFrom: '1991-01-01',
    label: 'Duty and GST are paid at the border by the importer (the courier or broker collects them); a GST registrant claims the GST as an input tax credit', source: 'Customs Act (R.S.C. 1985, c. 1 (2nd Supp.)), s.17 (importer liable for duties); Excise Tax Act, s.212 (GST on imported goods)' },
  { id: 'KR-BORDER', territory: 'KR', effectiveFrom: '2000-12-29',
    label: 'Duty and import VAT are paid at the border by the importer (the consignee)', source: 'Customs Act, art. 19 (the consignee of imported goods is the taxpayer); Value-Added Tax Act, art. 3 (importers of goods are taxpayers)' },
];

// VAT number prefixes of the 27 EU member states (Greece uses EL)
const EU_VAT_PREFIXES = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

export const borderCollectionRule = (to: CountryCode, on: IsoDate): BorderCollectionRule | undefined =>
  BORDER_COLLECTION.find((r) => r.territory === customsTerritory(to) && inEffect(r, on));

export const appliedRule = (r: { id: string; label: string; source: string; effectiveFrom: string; effectiveUntil?: string }): AppliedRule => ({
  id: r.id,
  label: r.label,
  source: r.source,
  effectiveFrom: r.effectiveFrom,
  ...(r.effectiveUntil ? { effectiveUntil: r.effectiveUntil } : {}),
});

/** The buyer when the request does not say: B2C is a consumer; B2B is registered when its VAT number is valid for the destination. */
export function defaultBuyer(customerType: 'B2B' | 'B2C', to: CountryCode, vatNumber?: { valid: boolean; country: string }): BuyerType {
  if (customerType === 'B2C') return 'consumer';
  if (!vatNumber?.valid) return 'business';
  const country = vatNumber.country === 'XI' ? 'GB' : vatNumber.country;
  // an EU number counts for an EU destination (one VAT area); EU members we do not serve are EU all the same
  const euNumber = EU_VAT_PREFIXES.has(vatNumber.country);
  return country === to || (isEu(to) && euNumber) ? 'business-registered' : 'business';
}

const COLLECTOR_OF: Partial<Record<DeMinimisRule['kind'], TaxCollector>> = {
  'vat-at-sale': 'seller-at-sale',
  'vat-reverse-charge': 'buyer-reverse-charge',
  'vat-not-charged': 'not-charged',
  'vat-relief': 'relieved',
  'tax-amount-relief': 'relieved',
};

/** Who collects the import VAT/GST, from the VAT rule that applied (or the territory's border rule). */
export function collectionFor(to: CountryCode, on: IsoDate, vatRule: DeMinimisRule | undefined): { collector: TaxCollector; rule: AppliedRule } | undefined {
  if (vatRule) {
    const collector = COLLECTOR_OF[vatRule.kind];
    if (collector) return { collector, rule: appliedRule(vatRule) };
  }
  const border = borderCollectionRule(to, on);
  // the United States levies no VAT/GST on imports: only duty, paid by the importer of record
  return border ? { collector: customsTerritory(to) === 'US' ? 'none' : 'declarant-at-border', rule: appliedRule(border) } : undefined;
}
