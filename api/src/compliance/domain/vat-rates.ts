import type { CountryCode } from '@waypost/contracts';
import { inEffect, type Dated, type IsoDate } from './effective';

// ── Standard VAT/GST rates by country, dated ─────────────────────────────────
// Reduced rates (food, books, …) are out of scope: the standard rate is applied to everything and said so.
export interface VatRateRow extends Dated {
  country: CountryCode;
  /** percent */
  standardRate: number;
  /** percent applied to electronically supplied services when it differs from the standard rate */
  digitalServicesRate?: number;
  taxName: string;
}

const EC_TEDB = 'European Commission, Taxes in Europe Database / "VAT rates applied in the Member States" (taxation-customs.ec.europa.eu)';

export const VAT_RATES: readonly VatRateRow[] = [
  { country: 'DE', standardRate: 19, taxName: 'Umsatzsteuer (VAT)', effectiveFrom: '2007-01-01', effectiveUntil: '2020-07-01', source: `§ 12 (1) UStG; ${EC_TEDB}` },
  {
    country: 'DE',
    standardRate: 16,
    taxName: 'Umsatzsteuer (VAT)',
    effectiveFrom: '2020-07-01',
    effectiveUntil: '2021-01-01',
    source: 'Zweites Corona-Steuerhilfegesetz (temporary cut, § 28 (1) UStG)',
  },
  { country: 'DE', standardRate: 19, taxName: 'Umsatzsteuer (VAT)', effectiveFrom: '2021-01-01', source: `§ 12 (1) UStG; ${EC_TEDB}` },
  { country: 'FR', standardRate: 20, taxName: 'TVA', effectiveFrom: '2014-01-01', source: `Code général des impôts, art. 278; ${EC_TEDB}` },
  { country: 'NL', standardRate: 21, taxName: 'btw', effectiveFrom: '2012-10-01', source: `Wet op de omzetbelasting 1968, art. 9; ${EC_TEDB}` },
  { country: 'BE', standardRate: 21, taxName: 'BTW/TVA', effectiveFrom: '1996-01-01', source: `Belgian VAT Code, Royal Decree No. 20; ${EC_TEDB}` },
  { country: 'IT', standardRate: 22, taxName: 'IVA', effectiveFrom: '2013-10-01', source: `D.P.R. 633/1972, art. 16; ${EC_TEDB}` },
  { country: 'ES', standardRate: 21, taxName: 'IVA', effectiveFrom: '2012-09-01', source: `Ley 37/1992, art. 90; ${EC_TEDB}` },
  { country: 'SE', standardRate: 25, taxName: 'moms', effectiveFrom: '1990-07-01', source: `Mervärdesskattelag (2023:200), ch. 9; ${EC_TEDB}` },
  { country: 'GB', standardRate: 20, taxName: 'VAT', effectiveFrom: '2011-01-04', source: 'GOV.UK "VAT rates" (gov.uk/vat-rates); VAT Act 1994 s.2' },
  {
    country: 'CH',
    standardRate: 7.7,
    taxName: 'MWST/TVA',
    effectiveFrom: '2018-01-01',
    effectiveUntil: '2024-01-01',
    source: 'Swiss Federal Tax Administration ESTV, VAT rates; MWSTG art. 25',
  },
  {
    country: 'CH',
    standardRate: 8.1,
    taxName: 'MWST/TVA',
    effectiveFrom: '2024-01-01',
    source: 'Swiss Federal Tax Administration ESTV, "VAT rates in Switzerland" (estv.admin.ch); MWSTG art. 25',
  },
  {
    country: 'JP',
    standardRate: 10,
    taxName: 'Consumption tax',
    effectiveFrom: '2019-10-01',
    source: 'National Tax Agency Japan, consumption tax rate 10% (7.8% national + 2.2% local) from 1 Oct 2019 (nta.go.jp)',
  },
  {
    country: 'CN',
    standardRate: 13,
    digitalServicesRate: 6,
    taxName: 'VAT',
    effectiveFrom: '2019-04-01',
    source: 'MOF/STA/GACC Announcement No. 39 [2019] (13% goods); Caishui [2016] No. 36 (6% modern services)',
  },
  { country: 'AU', standardRate: 10, taxName: 'GST', effectiveFrom: '2000-07-01', source: 'A New Tax System (Goods and Services Tax) Act 1999 s.9-70; ATO (ato.gov.au)' },
  {
    country: 'CA',
    standardRate: 5,
    taxName: 'GST (federal)',
    effectiveFrom: '2008-01-01',
    source: 'Excise Tax Act s.165(1); CRA "GST/HST rates" (canada.ca). Provincial HST/PST/QST not included',
  },
  { country: 'KR', standardRate: 10, taxName: 'VAT', effectiveFrom: '1977-07-01', source: 'Value-Added Tax Act art. 30; National Tax Service Korea (nts.go.kr)' },
  {
    country: 'US',
    standardRate: 0,
    taxName: 'No federal VAT',
    effectiveFrom: '1789-03-04',
    source: 'United States levies no federal VAT/GST; state and local sales taxes are out of scope of this engine',
  },
];

export function vatRateOn(country: CountryCode, on: IsoDate): VatRateRow {
  const row = VAT_RATES.find((r) => r.country === country && inEffect(r, on));
  if (!row) throw new Error(`No VAT rate for ${country} on ${on}`);
  return row;
}

export const US_SALES_TAX_NOTE = 'United States: no federal VAT; state and local sales taxes (set by each state) are out of scope and not included.';

/** The VAT/GST rate that applies to goods of this HS code in `country` on `on`, and why. */
export interface GoodsVatRate {
  /** percent */
  percent: number;
  kind: 'standard' | 'reduced' | 'super-reduced' | 'zero' | 'exempt';
  /** why this rate applies, in words the shipper can check (e.g. 'standard rate: no reduced rate known for HS 6109') */
  reason: string;
  source: string;
  effectiveFrom: IsoDate;
  effectiveUntil?: IsoDate;
}

/** Issue 26 item 3 replaces this body with the reduced and zero rates by product; callers already use it. */
export function goodsVatRate(country: CountryCode, on: IsoDate, hsCode: string): GoodsVatRate {
  const row = vatRateOn(country, on);
  return {
    percent: row.standardRate,
    kind: 'standard',
    reason: `standard rate (reduced rates by product are not yet applied; HS ${hsCode})`,
    source: row.source,
    effectiveFrom: row.effectiveFrom,
    effectiveUntil: row.effectiveUntil,
  };
}
