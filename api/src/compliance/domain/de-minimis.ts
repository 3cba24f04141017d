import type { CountryCode, CurrencyCode } from '@waypost/contracts';
import { customsTerritory, type CustomsTerritory } from './countries';
import { inEffect, type Dated, type IsoDate } from './effective';

// ── De minimis and low-value regimes by destination, dated ───────────────────
// kind:
//  duty-relief       no customs duty when the consignment's value is at most `threshold`
//  vat-relief        no import VAT/GST when the consignment's value is at most `threshold`
//  tax-amount-relief import VAT (or all import taxes) not collected when the computed amount is at most `threshold`
//  vat-at-sale       VAT/GST still due, but collected by the seller at the point of sale, not at the border
//  flat-duty         a flat duty of `flatAmount` per item type replaces ad valorem duty up to `threshold`
export type DeMinimisKind = 'duty-relief' | 'vat-relief' | 'tax-amount-relief' | 'vat-at-sale' | 'flat-duty';

export interface DeMinimisRule extends Dated {
  id: string;
  territory: CustomsTerritory;
  kind: DeMinimisKind;
  threshold: number; // major units of `currency`
  currency: CurrencyCode;
  /** for flat-duty: amount per item type */
  flatAmount?: number;
  /** tax-amount-relief: which taxes the amount covers */
  covers?: 'vat' | 'all';
  /** only for goods from these origins */
  onlyOrigins?: readonly CountryCode[];
  /** not for goods from these origins */
  exceptOrigins?: readonly CountryCode[];
  /** consumer (B2C) sales only */
  b2cOnly?: boolean;
  /** HS prefixes the relief does not cover (excise goods, perfume) */
  excludedHs?: readonly string[];
  label: string;
}

export const DE_MINIMIS_RULES: readonly DeMinimisRule[] = [
  // United States: 19 U.S.C. 1321 administrative exemption
  { id: 'US-321-800', territory: 'US', kind: 'duty-relief', threshold: 800, currency: 'USD', effectiveFrom: '2016-03-10', effectiveUntil: '2025-05-02',
    label: 'US Section 321 de minimis: USD 800', source: '19 U.S.C. 1321(a)(2)(C) as amended by the Trade Facilitation and Trade Enforcement Act of 2015, s.901' },
  { id: 'US-321-800-nonCN', territory: 'US', kind: 'duty-relief', threshold: 800, currency: 'USD', exceptOrigins: ['CN'], effectiveFrom: '2025-05-02', effectiveUntil: '2025-08-29',
    label: 'US Section 321 de minimis: USD 800 (suspended for goods from China from 2025-05-02)', source: 'Executive Order 14256 (2 Apr 2025): de minimis ended for PRC/Hong Kong goods from 2 May 2025' },
  // from 2025-08-29 no US de minimis at all (Executive Order 14324 of 30 July 2025): no row on purpose

  // European Union: customs duty relief, then the flat EUR 3 duty
  { id: 'EU-1186-150', territory: 'EU', kind: 'duty-relief', threshold: 150, currency: 'EUR', excludedHs: ['22', '24', '3303'], effectiveFrom: '2010-01-01', effectiveUntil: '2026-07-01',
    label: 'EU duty relief for consignments of negligible value: EUR 150', source: 'Council Regulation (EC) No 1186/2009, art. 23-24' },
  { id: 'EU-FLAT-3', territory: 'EU', kind: 'flat-duty', threshold: 150, currency: 'EUR', flatAmount: 3, effectiveFrom: '2026-07-01',
    label: 'EU flat customs duty EUR 3 per item type in consignments up to EUR 150', source: 'Council of the EU, agreement of 12 Dec 2025 on a fixed EUR 3 customs duty on low-value parcels, applicable from 1 Jul 2026 (interim until the EU customs data hub)' },
  { id: 'EU-LVCR-22', territory: 'EU', kind: 'vat-relief', threshold: 22, currency: 'EUR', effectiveFrom: '2010-01-01', effectiveUntil: '2021-07-01',
    label: 'EU import VAT relief for small consignments: EUR 22 (abolished 2021-07-01)', source: 'Council Directive 2009/132/EC, art. 23; abolished by Council Directive (EU) 2017/2455' },
  { id: 'EU-IOSS-150', territory: 'EU', kind: 'vat-at-sale', threshold: 150, currency: 'EUR', b2cOnly: true, effectiveFrom: '2021-07-01',
    label: 'EU Import One-Stop Shop (IOSS): import VAT collected by the seller for consignments up to EUR 150', source: 'Council Directive 2006/112/EC, art. 369l-369x (as amended by Directive (EU) 2017/2455)' },

  // United Kingdom
  { id: 'GB-LVCR-15', territory: 'GB', kind: 'vat-relief', threshold: 15, currency: 'GBP', effectiveFrom: '2012-11-01', effectiveUntil: '2021-01-01',
    label: 'UK Low Value Consignment Relief: GBP 15 (abolished 2021-01-01)', source: 'HMRC, end of Low Value Consignment Relief from 1 Jan 2021 (gov.uk)' },
  { id: 'GB-135-SALE', territory: 'GB', kind: 'vat-at-sale', threshold: 135, currency: 'GBP', effectiveFrom: '2021-01-01',
    label: 'UK: VAT on consignments up to GBP 135 is charged by the seller at the point of sale', source: 'GOV.UK, "VAT and overseas goods sold directly to customers in the UK"; Taxation (Cross-border Trade) Act 2018' },
  { id: 'GB-135-DUTY', territory: 'GB', kind: 'duty-relief', threshold: 135, currency: 'GBP', excludedHs: ['22', '24'], effectiveFrom: '2021-01-01',
    label: 'UK customs duty relief for consignments up to GBP 135 (excise goods excluded)', source: 'GOV.UK, "VAT and overseas goods sold directly to customers in the UK" (customs duty not charged up to GBP 135)' },

  // Switzerland: import VAT not collected when the tax amount is CHF 5 or less
  { id: 'CH-VAT-5', territory: 'CH', kind: 'tax-amount-relief', threshold: 5, currency: 'CHF', covers: 'vat', effectiveFrom: '2019-01-01',
    label: 'Switzerland: import VAT of CHF 5 or less is not collected', source: 'Federal Office for Customs and Border Security (bazg.admin.ch); FDF Ordinance on the tax-free import of goods in small amounts (SR 641.204)' },

  // Japan: duty and consumption tax exemption for small consignments
  { id: 'JP-10000', territory: 'JP', kind: 'duty-relief', threshold: 10_000, currency: 'JPY', effectiveFrom: '1990-04-01',
    label: 'Japan: duty exempt when the total taxable value is JPY 10,000 or less', source: 'Japan Customs (customs.go.jp), tax exemption for small-value imports (Customs Tariff Act, art. 14(18))' },
  { id: 'JP-10000-VAT', territory: 'JP', kind: 'vat-relief', threshold: 10_000, currency: 'JPY', effectiveFrom: '1990-04-01',
    label: 'Japan: import consumption tax exempt when the total taxable value is JPY 10,000 or less', source: 'Japan Customs (customs.go.jp); Act on the Collection of Internal Consumption Tax on Imported Goods, art. 13' },

  // China: personal postal articles, tax amount exemption
  { id: 'CN-50', territory: 'CN', kind: 'tax-amount-relief', threshold: 50, currency: 'CNY', covers: 'all', effectiveFrom: '2010-09-01',
    label: 'China: import taxes of CNY 50 or less on personal postal articles are waived', source: 'General Administration of Customs, Announcement No. 43 [2010] (personal postal articles)' },

  // Australia: low value imported goods
  { id: 'AU-1000-DUTY', territory: 'AU', kind: 'duty-relief', threshold: 1000, currency: 'AUD', excludedHs: ['22', '24'], effectiveFrom: '2005-07-01',
    label: 'Australia: no duty on goods up to AUD 1,000 (excluding tobacco and alcohol)', source: 'Australian Border Force (abf.gov.au); Customs Act 1901, s.68 self-assessed clearance threshold' },
  { id: 'AU-1000-GST', territory: 'AU', kind: 'vat-at-sale', threshold: 1000, currency: 'AUD', b2cOnly: true, effectiveFrom: '2018-07-01',
    label: 'Australia: GST on low value imported goods (up to AUD 1,000) is collected by the vendor at sale', source: 'ATO, "GST on low value imported goods" (ato.gov.au); Treasury Laws Amendment (GST Low Value Goods) Act 2017' },

  // Canada: CUSMA courier thresholds for US/MX origin, CAD 20 otherwise
  { id: 'CA-CUSMA-150', territory: 'CA', kind: 'duty-relief', threshold: 150, currency: 'CAD', onlyOrigins: ['US'], effectiveFrom: '2020-07-01',
    label: 'Canada (CUSMA, goods from the US by courier): duty-free up to CAD 150', source: 'CBSA, Courier Low Value Shipment Program; CUSMA art. 7.8; Courier Imports Remission Order' },
  { id: 'CA-CUSMA-40', territory: 'CA', kind: 'vat-relief', threshold: 40, currency: 'CAD', onlyOrigins: ['US'], effectiveFrom: '2020-07-01',
    label: 'Canada (CUSMA, goods from the US by courier): GST-free up to CAD 40', source: 'CBSA, Courier Low Value Shipment Program; Courier Imports Remission Order' },
  { id: 'CA-20', territory: 'CA', kind: 'duty-relief', threshold: 20, currency: 'CAD', exceptOrigins: ['US'], effectiveFrom: '1985-04-01',
    label: 'Canada: duty-free up to CAD 20', source: 'CBSA; Postal Imports Remission Order (SOR/85-181) and Courier Imports Remission Order' },
  { id: 'CA-20-GST', territory: 'CA', kind: 'vat-relief', threshold: 20, currency: 'CAD', exceptOrigins: ['US'], effectiveFrom: '1985-04-01',
    label: 'Canada: GST-free up to CAD 20', source: 'CBSA; Postal Imports Remission Order (SOR/85-181) and Courier Imports Remission Order' },

  // South Korea: list clearance of small personal imports
  { id: 'KR-150', territory: 'KR', kind: 'duty-relief', threshold: 150, currency: 'USD', exceptOrigins: ['US'], effectiveFrom: '2016-01-01',
    label: 'South Korea: duty-free personal imports up to USD 150', source: 'Korea Customs Service (customs.go.kr); Customs Act art. 94, Enforcement Rule art. 45' },
  { id: 'KR-150-VAT', territory: 'KR', kind: 'vat-relief', threshold: 150, currency: 'USD', exceptOrigins: ['US'], effectiveFrom: '2016-01-01',
    label: 'South Korea: VAT-free personal imports up to USD 150', source: 'Korea Customs Service (customs.go.kr); Customs Act art. 94' },
  { id: 'KR-200-US', territory: 'KR', kind: 'duty-relief', threshold: 200, currency: 'USD', onlyOrigins: ['US'], effectiveFrom: '2016-01-01',
    label: 'South Korea (KORUS FTA, goods from the US): duty-free up to USD 200', source: 'Korea Customs Service (customs.go.kr); KORUS FTA, express shipments provisions (ch. 7)' },
  { id: 'KR-200-US-VAT', territory: 'KR', kind: 'vat-relief', threshold: 200, currency: 'USD', onlyOrigins: ['US'], effectiveFrom: '2016-01-01',
    label: 'South Korea (KORUS FTA, goods from the US): VAT-free up to USD 200', source: 'Korea Customs Service (customs.go.kr); KORUS FTA, express shipments provisions (ch. 7)' },
];

export const US_DE_MINIMIS_SUSPENSION =
  'Executive Order 14324 (30 Jul 2025), "Suspending Duty-Free De Minimis Treatment for All Countries", effective 29 Aug 2025';

export interface DeMinimisContext {
  from: CountryCode;
  to: CountryCode;
  on: IsoDate;
  b2c: boolean;
}

/** The low-value rules in force for this lane on this date. */
export function deMinimisRulesFor({ from, to, on, b2c }: DeMinimisContext): DeMinimisRule[] {
  const territory = customsTerritory(to);
  return DE_MINIMIS_RULES.filter(
    (r) =>
      r.territory === territory &&
      inEffect(r, on) &&
      (!r.onlyOrigins || r.onlyOrigins.includes(from)) &&
      (!r.exceptOrigins || !r.exceptOrigins.includes(from)) &&
      (!r.b2cOnly || b2c),
  );
}
