import type { CountryCode } from '@waypost/contracts';
import { customsTerritory, type CustomsTerritory } from './countries';
import { DUTY_LINES, type DutyLineRow } from './duty-lines';
import { inEffect, type IsoDate } from './effective';
import { usAdditionalDuties, usAdditionalDutyNotes, type AppliedAdditionalDuty } from './us-additional-duties';

// ── Duty rates: the dated MFN tariff lines (duty-lines.ts), else indicative chapter rates ──
// The chapter rows below are the FALLBACK: representative ad valorem MFN rates of one typical heading per row, rounded
// and INDICATIVE (real tariffs vary by 8-10 digit line, some are specific). An answer that uses one says so. US
// additional duties (IEEPA, Section 301) come from us-additional-duties.ts; preferential (FTA) rates are not applied.
export const DUTY_SOURCES: Record<CustomsTerritory, string> = {
  EU: 'EU Common Customs Tariff, Council Regulation (EEC) No 2658/87 Annex I; TARIC (ec.europa.eu/taxation_customs/dds2/taric)',
  GB: 'UK Global Tariff (gov.uk/trade-tariff)',
  US: 'USITC Harmonized Tariff Schedule of the United States, column 1 general (hts.usitc.gov)',
  CH: 'Swiss customs tariff Tares (tares.ch); industrial tariffs abolished from 1 Jan 2024 (Federal Act of 1 Oct 2021 amending the Customs Tariff Act)',
  JP: 'Japan Customs, Customs Tariff Schedules of Japan (customs.go.jp/english/tariff)',
  CN: 'Customs Tariff Commission of the State Council, Tariff Schedule of the PRC (MFN)',
  AU: 'Australian Border Force, Working Tariff, Customs Tariff Act 1995 Schedule 3 (general rate)',
  CA: 'CBSA, Customs Tariff schedule, MFN rate (cbsa-asfc.gc.ca)',
  KR: 'Korea Customs Service, Customs Tariff Schedule of Korea (basic rate)',
};
export const DUTY_TABLE_DATE = '2025-01-01';

type Rates = Record<CustomsTerritory, number>;
export interface DutyRateRow {
  /** 2-digit chapter or 4-digit heading; the longest matching prefix wins */
  hsPrefix: string;
  representative: string;
  rates: Rates;
}

const r = (EU: number, GB: number, US: number, CH: number, JP: number, CN: number, AU: number, CA: number, KR: number): Rates => ({ EU, GB, US, CH, JP, CN, AU, CA, KR });

//                                                                          EU    GB    US    CH   JP    CN   AU  CA    KR
export const DUTY_RATES: readonly DutyRateRow[] = [
  { hsPrefix: '09', representative: '0901.21 roasted coffee', rates: r(7.5, 6, 0, 0, 12, 15, 0, 0, 8) },
  { hsPrefix: '18', representative: '1806.32 chocolate', rates: r(8.3, 8, 4.3, 10, 10, 8, 0, 6, 8) },
  { hsPrefix: '19', representative: '1905.31 biscuits', rates: r(9, 8, 0, 10, 18, 10, 0, 2, 8) },
  { hsPrefix: '21', representative: '2106.90 food preparations', rates: r(9, 8, 6.4, 10, 12.5, 12, 0, 8, 8) },
  { hsPrefix: '22', representative: '2204.21 wine (ad valorem equivalent)', rates: r(6, 6, 3, 10, 15, 14, 5, 4, 15) },
  { hsPrefix: '30', representative: '3004.90 medicaments', rates: r(0, 0, 0, 0, 0, 3, 0, 0, 6.5) },
  { hsPrefix: '31', representative: '3105.20 fertilisers', rates: r(6.5, 6, 0, 0, 0, 4, 0, 0, 6.5) },
  { hsPrefix: '32', representative: '3208.90 paints and varnishes', rates: r(6.5, 6, 3.7, 0, 3.9, 10, 5, 6.5, 6.5) },
  { hsPrefix: '33', representative: '3304.99 cosmetics', rates: r(0, 0, 0, 0, 0, 1, 5, 6.5, 6.5) },
  { hsPrefix: '34', representative: '3402.50 detergents', rates: r(4, 4, 4, 0, 3.1, 6.5, 5, 6.5, 6.5) },
  { hsPrefix: '35', representative: '3506.91 adhesives', rates: r(6.5, 6, 2.1, 0, 3.9, 10, 5, 6.5, 6.5) },
  { hsPrefix: '38', representative: '3824.99 chemical products n.e.s.', rates: r(6.5, 6, 5, 0, 3.9, 6.5, 5, 6.5, 6.5) },
  { hsPrefix: '39', representative: '3926.90 articles of plastics', rates: r(6.5, 6, 5.3, 0, 3.9, 10, 5, 6.5, 6.5) },
  { hsPrefix: '40', representative: '4011.10 car tyres', rates: r(4.5, 4, 4, 0, 0, 10, 5, 7, 8) },
  { hsPrefix: '42', representative: '4202.22 handbags', rates: r(3.7, 4, 17.6, 0, 8, 10, 5, 10.5, 8) },
  { hsPrefix: '49', representative: '4901.99 printed books', rates: r(0, 0, 0, 0, 0, 0, 0, 0, 0) },
  { hsPrefix: '61', representative: '6109.10 cotton T-shirts', rates: r(12, 12, 16.5, 0, 10.9, 6, 5, 18, 13) },
  { hsPrefix: '62', representative: '6203.42 cotton trousers', rates: r(12, 12, 16.6, 0, 9.1, 8, 5, 17, 13) },
  { hsPrefix: '63', representative: '6307.90 made-up textile articles', rates: r(6.3, 6, 7, 0, 5.3, 10, 5, 18, 10) },
  { hsPrefix: '64', representative: '6404.11 sports footwear', rates: r(16.9, 16, 20, 0, 8, 10, 5, 18, 13) },
  { hsPrefix: '69', representative: '6912.00 ceramic tableware', rates: r(9, 8, 9.8, 0, 2.3, 10, 5, 8, 8) },
  { hsPrefix: '70', representative: '7009.10 vehicle mirrors', rates: r(4, 4, 3.9, 0, 0, 10, 5, 6, 8) },
  { hsPrefix: '71', representative: '7113.19 gold jewellery', rates: r(2.5, 2, 5.5, 0, 5.2, 8, 5, 8.5, 8) },
  { hsPrefix: '73', representative: '7323.93 steel kitchenware', rates: r(3.2, 2, 2, 0, 0, 10, 5, 7, 8) },
  { hsPrefix: '84', representative: '8471.30 laptops (ITA: duty-free)', rates: r(0, 0, 0, 0, 0, 0, 0, 0, 0) },
  { hsPrefix: '8421', representative: '8421.23 engine filters', rates: r(1.7, 1.7, 0, 0, 0, 10, 5, 0, 8) },
  { hsPrefix: '85', representative: '8517.13 smartphones (ITA: duty-free)', rates: r(0, 0, 0, 0, 0, 0, 0, 0, 0) },
  { hsPrefix: '8507', representative: '8507.60 lithium-ion batteries', rates: r(2.7, 2.7, 3.4, 0, 0, 10, 5, 7, 8) },
  { hsPrefix: '8511', representative: '8511.10 spark plugs', rates: r(3.2, 2, 2.5, 0, 0, 10, 5, 6, 8) },
  { hsPrefix: '8512', representative: '8512.20 vehicle lighting', rates: r(2.7, 2, 2.5, 0, 0, 10, 5, 6, 8) },
  { hsPrefix: '8518', representative: '8518.30 headphones', rates: r(2, 2, 4.9, 0, 0, 10, 5, 0, 8) },
  { hsPrefix: '8528', representative: '8528.72 television receivers', rates: r(14, 14, 3.9, 0, 0, 15, 5, 5, 8) },
  { hsPrefix: '87', representative: '8708.30 brakes and parts', rates: r(3, 2, 2.5, 0, 0, 6, 5, 6, 8) },
  { hsPrefix: '8712', representative: '8712.00 bicycles', rates: r(14, 14, 11, 0, 0, 13, 5, 13, 8) },
  { hsPrefix: '8713', representative: '8713.90 wheelchairs', rates: r(0, 0, 0, 0, 0, 4, 0, 0, 0) },
  { hsPrefix: '90', representative: '9018.90 medical instruments', rates: r(0, 0, 0, 0, 0, 4, 0, 0, 8) },
  { hsPrefix: '9025', representative: '9025.19 thermometers', rates: r(2.1, 2, 0, 0, 0, 7, 0, 0, 8) },
  { hsPrefix: '91', representative: '9102.11 wrist watches', rates: r(4.5, 4, 6.4, 0, 0, 8, 5, 5, 8) },
  { hsPrefix: '94', representative: '9403.60 wooden furniture', rates: r(0, 0, 0, 0, 0, 0, 5, 9.5, 0) },
  { hsPrefix: '9401', representative: '9401.61 upholstered seats', rates: r(2.7, 2, 0, 0, 0, 0, 5, 8, 0) },
  { hsPrefix: '9404', representative: '9404.21 mattresses', rates: r(3.7, 4, 6, 0, 0, 10, 5, 9.5, 8) },
  { hsPrefix: '95', representative: '9506.99 sports equipment', rates: r(2.7, 2, 4, 0, 3.2, 10, 5, 7, 8) },
  { hsPrefix: '9503', representative: '9503.00 toys', rates: r(4.7, 0, 0, 0, 0, 0, 5, 0, 8) },
  { hsPrefix: '97', representative: '9701.91 paintings', rates: r(0, 0, 0, 0, 0, 1, 0, 0, 0) },
];

/** Used when no row matches: a general-merchandise rate, indicative. */
export const FALLBACK_DUTY: DutyRateRow = {
  hsPrefix: '',
  representative: 'general merchandise (no matching chapter row)',
  rates: r(4, 4, 5, 0, 3.5, 10, 5, 6.5, 8),
};

export interface DutyRate {
  /** percent applied: the MFN line (or the indicative chapter rate) plus the US additional duties in force */
  rate: number;
  /** the MFN (column 1 / third-country) part of `rate`, percent */
  mfnRate: number;
  /** what the rate was read from: the tariff line when a dated row exists, else the indicative chapter row */
  row: Pick<DutyRateRow, 'hsPrefix' | 'representative'>;
  source: string;
  basis: 'tariff-line' | 'indicative';
  line?: DutyLineRow;
  additional: AppliedAdditionalDuty[];
  /** what the answer should say about the rate (which orders apply, what is not included) */
  notes: string[];
}

const longestFirst = <T>(rows: readonly T[], key: (row: T) => string) => [...rows].sort((a, b) => key(b).length - key(a).length);
const INDICATIVE = longestFirst(DUTY_RATES, (d) => d.hsPrefix);

/** The dated MFN tariff line of this HS code in the territory on `on`, if the table has one. */
export function dutyLineFor(hsCode: string, territory: CustomsTerritory, on: IsoDate): DutyLineRow | undefined {
  return longestFirst(
    DUTY_LINES.filter((l) => l.territory === territory && inEffect(l, on) && hsCode.startsWith(l.hs)),
    (l) => l.hs,
  )[0];
}

/**
 * The duty rate of goods of `hsCode` imported into `to` on `on` (today's tables when absent) from `from`: the MFN rate
 * of the dated tariff line when the table has one, else the indicative chapter rate (and the answer says so); for the
 * US, plus the additional duties in force on that date for the goods' origin `from` (an item's country of origin, or the
 * ship-from country when the item does not say).
 */
export function dutyRateFor(hsCode: string, to: CountryCode, on: IsoDate = DUTY_TABLE_DATE, from?: string): DutyRate {
  const territory = customsTerritory(to);
  const line = dutyLineFor(hsCode, territory, on);
  const indicative = INDICATIVE.find((d) => hsCode.startsWith(d.hsPrefix)) ?? FALLBACK_DUTY;
  const mfnRate = line ? line.percent : indicative.rates[territory];
  const notes: string[] = [];
  const row = line ? { hsPrefix: line.hs, representative: `${line.line} ${line.label}` } : { hsPrefix: indicative.hsPrefix, representative: indicative.representative };
  const source = line ? `${line.source} (from ${line.effectiveFrom})` : `${DUTY_SOURCES[territory]}, as of ${DUTY_TABLE_DATE} (indicative)`;
  if (!line)
    notes.push(
      `Duty rate for HS ${hsCode.slice(0, 4)}.${hsCode.slice(4, 6)} into ${territory} is indicative (representative MFN rate of ${indicative.representative}): no dated tariff line in the table.`,
    );
  const additional = territory === 'US' && from ? usAdditionalDuties(hsCode, from, on, mfnRate) : [];
  if (territory === 'US' && from) notes.push(...usAdditionalDutyNotes(hsCode, from, on, additional));
  const rate = Math.round((mfnRate + additional.reduce((sum, a) => sum + a.percent, 0)) * 1000) / 1000;
  return { rate, mfnRate, row, source, basis: line ? 'tariff-line' : 'indicative', line, additional, notes };
}
