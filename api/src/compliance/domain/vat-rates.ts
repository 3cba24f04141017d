import type { CountryCode, VatRateKind } from '@waypost/contracts';
import { inEffect, type Dated, type IsoDate } from './effective';
import type { ReducedRateCoverage, ReducedRateRow } from './reduced-rate-types';
import { EU_COVERAGE, EU_REDUCED_RATES } from './reduced-rates-eu';
import { WORLD_COVERAGE, WORLD_REDUCED_RATES } from './reduced-rates-world';

// ── Standard VAT/GST rates by country, dated ─────────────────────────────────
// Reduced, zero and exempt rates by product are in reduced-rates-eu.ts and reduced-rates-world.ts (goodsVatRate below).
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
  kind: VatRateKind;
  /** why this rate applies, in words the shipper can check (e.g. 'standard rate: no reduced rate for HS 6109 in DE') */
  reason: string;
  source: string;
  effectiveFrom: IsoDate;
  effectiveUntil?: IsoDate;
}

// ── Reduced, zero and exempt rates by product (issue 26 item 3) ──
export const REDUCED_RATES: readonly ReducedRateRow[] = [...EU_REDUCED_RATES, ...WORLD_REDUCED_RATES];
export const REDUCED_RATE_COVERAGE: ReducedRateCoverage = { ...EU_COVERAGE, ...WORLD_COVERAGE };

const KIND_WORDS: Record<VatRateKind, string> = {
  standard: 'standard rate',
  reduced: 'reduced rate',
  'super-reduced': 'super-reduced rate',
  zero: 'zero rate',
  exempt: 'exempt',
};
const matchLength = (row: ReducedRateRow, hs: string) => Math.max(0, ...row.hs.filter((p) => hs.startsWith(p)).map((p) => p.length));
const hsList = (row: ReducedRateRow) => `HS ${row.hs.slice(0, 4).join(', ')}${row.hs.length > 4 ? ', ...' : ''}`;
const rateWords = (row: ReducedRateRow) => (row.kind === 'exempt' ? 'exempt' : `${row.percent ?? 0} % (${KIND_WORDS[row.kind]})`);

/** The rows of `country` in effect on `on` that cover `hs`, the most specific (longest prefix) first; on a tie a non-standard row wins. */
export function reducedRateRowsFor(country: CountryCode, on: IsoDate, hs: string): ReducedRateRow[] {
  return REDUCED_RATES.filter((r) => r.country === country && inEffect(r, on) && matchLength(r, hs) > 0).sort(
    (a, b) => matchLength(b, hs) - matchLength(a, hs) || Number(a.kind === 'standard') - Number(b.kind === 'standard'),
  );
}

/** Reduced rows of the same chapter (or listed as nearby) that the shipper should check when the standard rate applies. */
function nearbyRows(country: CountryCode, on: IsoDate, hs: string): ReducedRateRow[] {
  return REDUCED_RATES.filter(
    (r) =>
      r.country === country && r.kind !== 'standard' && inEffect(r, on) && (r.hs.some((p) => p.slice(0, 2) === hs.slice(0, 2)) || (r.nearby ?? []).some((p) => hs.startsWith(p))),
  );
}

/**
 * The rate for goods of `hsCode` imported into `country` on `on`: the most specific dated row of the reduced-rate
 * tables, else the standard rate with the reason saying that no reduced rate is known (and which nearby class to check).
 */
export function goodsVatRate(country: CountryCode, on: IsoDate, hsCode: string): GoodsVatRate {
  const standard = vatRateOn(country, on);
  const hs = hsCode.replace(/\D/g, '');
  const heading = hs.slice(0, 4);
  const std = {
    percent: standard.standardRate,
    kind: 'standard' as const,
    source: standard.source,
    effectiveFrom: standard.effectiveFrom,
    effectiveUntil: standard.effectiveUntil,
  };
  if (country === 'US') return { ...std, reason: `no federal VAT/GST in the United States (HS ${heading}); state sales taxes are not included` };

  const [match] = reducedRateRowsFor(country, on, hs);
  const note = match?.note ? `; ${match.note}` : '';
  if (match && match.kind !== 'standard') {
    return {
      percent: match.percent ?? 0,
      kind: match.kind,
      reason: `${KIND_WORDS[match.kind]}${match.kind === 'exempt' ? '' : ` ${match.percent ?? 0} %`} for ${match.productClass} (HS ${heading}) in ${country}${note}`,
      source: match.source,
      effectiveFrom: match.effectiveFrom,
      effectiveUntil: match.effectiveUntil,
    };
  }
  const coveredFrom = REDUCED_RATE_COVERAGE[country];
  if (coveredFrom && on < coveredFrom) {
    return { ...std, reason: `standard rate: the reduced-rate table for ${country} starts on ${coveredFrom}; check whether HS ${heading} had a reduced rate on ${on}` };
  }
  const why = match ? `standard rate: ${match.productClass} (HS ${heading}) in ${country}${note}` : `standard rate: no reduced rate for HS ${heading} in ${country}`;
  const check = nearbyRows(country, on, hs)
    .filter((r) => r !== match)
    .slice(0, 2)
    .map((r) => `${r.productClass} (${hsList(r)}) is ${rateWords(r)} in ${country}`);
  return {
    ...std,
    reason: check.length ? `${why}; check whether the goods fall under a nearby class: ${check.join('; ')}` : why,
    source: match ? `${match.source}; ${standard.source}` : standard.source,
  };
}
