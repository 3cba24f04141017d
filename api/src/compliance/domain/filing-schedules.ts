import type { IsoDate } from './effective';

// ── Filing obligations and how their deadlines follow from the transaction date ──
export interface FilingSchedule {
  id: string;
  requirement: string;
  jurisdiction: string;
  period: 'monthly' | 'quarterly' | 'at-import' | 'before-supply';
  /** months after the end of the period, and the day of that month ('last' = month end) */
  due?: { monthsAfterPeriod: number; day: number | 'last' };
  source: string;
}

export const FILING_SCHEDULES = {
  oss: {
    id: 'oss',
    requirement: 'OSS VAT return (Union scheme) declaring destination-country VAT',
    jurisdiction: 'European Union (OSS)',
    period: 'quarterly',
    due: { monthsAfterPeriod: 1, day: 'last' },
    source: 'Council Directive 2006/112/EC art. 369f-369g',
  },
  nonUnionOss: {
    id: 'non-union-oss',
    requirement: 'Non-Union OSS VAT return for electronically supplied services',
    jurisdiction: 'European Union (OSS)',
    period: 'quarterly',
    due: { monthsAfterPeriod: 1, day: 'last' },
    source: 'Council Directive 2006/112/EC art. 364-365',
  },
  ioss: {
    id: 'ioss',
    requirement: 'IOSS VAT return for low-value imported goods',
    jurisdiction: 'European Union (IOSS)',
    period: 'monthly',
    due: { monthsAfterPeriod: 1, day: 'last' },
    source: 'Council Directive 2006/112/EC art. 369s',
  },
  ecSalesList: {
    id: 'ec-sales-list',
    requirement: 'EC Sales List (recapitulative statement) reporting the reverse-charged supply and the customer VAT number',
    jurisdiction: 'origin member state',
    period: 'monthly',
    due: { monthsAfterPeriod: 1, day: 25 },
    source: 'Council Directive 2006/112/EC art. 262-263 (e.g. § 18a UStG: 25th of the following month)',
  },
  reverseCharge: {
    id: 'reverse-charge',
    requirement: 'Customer self-accounts for VAT under the reverse charge in its VAT return',
    jurisdiction: 'customer member state',
    period: 'monthly',
    due: { monthsAfterPeriod: 1, day: 'last' },
    source: 'Council Directive 2006/112/EC art. 196',
  },
  viesProof: {
    id: 'vies-proof',
    requirement: "Verify the customer's VAT number in VIES and keep the confirmation as proof of B2B status",
    jurisdiction: 'European Union',
    period: 'before-supply',
    source: 'Council Implementing Regulation (EU) No 282/2011 art. 18',
  },
  ukVatReturn: {
    id: 'uk-vat',
    requirement: 'UK VAT return (Making Tax Digital) including VAT charged on goods up to GBP 135',
    jurisdiction: 'United Kingdom (HMRC)',
    period: 'quarterly',
    due: { monthsAfterPeriod: 2, day: 7 },
    source: 'GOV.UK, "VAT Returns" (1 calendar month and 7 days after the period end)',
  },
  customsEntry: {
    id: 'customs-entry',
    requirement: 'Customs declaration with commercial invoice (and CN22/CN23 for postal items) at import',
    jurisdiction: 'destination customs',
    period: 'at-import',
    source: 'Union Customs Code art. 158; 19 CFR 142.2 (entry within 15 days of arrival); national customs laws',
  },
  usEntry: {
    id: 'us-entry',
    requirement: 'US informal (up to USD 2,500) or formal entry: no de minimis since 29 Aug 2025, every shipment needs an entry with duties paid',
    jurisdiction: 'United States (CBP)',
    period: 'at-import',
    source: 'Executive Order 14324; 19 CFR 143.21 (informal entry), 19 CFR 142.2',
  },
  auGst: {
    id: 'au-gst',
    requirement: 'Australian GST return (BAS) including GST on low value imported goods',
    jurisdiction: 'Australia (ATO)',
    period: 'quarterly',
    due: { monthsAfterPeriod: 1, day: 28 },
    source: 'ATO, "GST on low value imported goods"; quarterly BAS due the 28th of the month after the quarter',
  },
  digitalRegistration: {
    id: 'digital-registration',
    requirement: 'Register for VAT/GST on digital services supplied to consumers in the customer country (simplified non-resident registration)',
    jurisdiction: 'customer country',
    period: 'before-supply',
    source:
      'UK VAT Act 1994 Sch. 1; ATO GST on imported services (2017); Canada Excise Tax Act Part IX Subdiv. E (2021); Japan Consumption Tax Act (2015); Korea VAT Act art. 53-2; Swiss MWSTG art. 10',
  },
} satisfies Record<string, FilingSchedule>;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate(); // m is 1-based

/** Deadline for a transaction on `on`: end of its period plus the schedule's delay (pure date arithmetic). */
export function deadlineFor(schedule: FilingSchedule, on: IsoDate): IsoDate {
  const [y, m] = on.split('-').map(Number) as [number, number];
  if (!schedule.due) return on;
  const periodEndMonth = schedule.period === 'quarterly' ? Math.ceil(m / 3) * 3 : m;
  const total = periodEndMonth + schedule.due.monthsAfterPeriod; // 1-based month, may exceed 12
  const year = y + Math.floor((total - 1) / 12);
  const month = ((total - 1) % 12) + 1;
  const day = schedule.due.day === 'last' ? lastDay(year, month) : Math.min(schedule.due.day, lastDay(year, month));
  return `${year}-${pad(month)}-${pad(day)}`;
}
