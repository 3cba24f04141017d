// Over 300 lines: one dated table of US orders (each row with its order, chapter 99 heading and source) and the notes that go with it.
import type { CountryCode } from '@waypost/contracts';
import { inEffect, type Dated, type IsoDate } from './effective';

// ── US additional duties on top of the HTSUS column 1 rate, by origin, as dated rows (HTSUS chapter 99) ──
// The origin is the goods' country of origin (a customs item's or tax item's originCountry), the ship-from country when
// the request does not give one: CN-made goods shipped from Germany pay the China rows. Each row
// is one order in force over its dates. The table was last checked against the orders on US_ORDERS_REVIEWED: an
// answer for a later date says that later orders are not reflected.
// The Supreme Court held on 20 February 2026 that IEEPA does not authorize tariffs (Learning Resources, Inc. v. Trump,
// No. 24-1287, with Trump v. V.O.S. Selections); CBP stopped collecting every IEEPA duty for goods entered from
// 12:00 a.m. EST on 24 February 2026 (CBP CSMS #67834313), so every IEEPA row ends on 2026-02-24. From that day a
// Section 122 surcharge of 10% applies for 150 days, to 24 July 2026 (Proclamation of 20 February 2026; CBP CSMS
// #67844987). Section 301 duties were not affected by the ruling.
// Not modelled at all, and said so in every US answer: Section 232 duties (steel, aluminium, copper content, vehicles
// and parts, timber, upholstered furniture, kitchen cabinets), anti-dumping and countervailing duties, and duties on
// Canadian goods that do not qualify under USMCA (the engine cannot tell USMCA origin).
// Reviewed up to 11 March 2026 (USTR opened new Section 301 investigations that day; no action under them is in the
// table). Not reviewed: country-specific changes to the IEEPA rates between 14 November 2025 and 24 February 2026
// (e.g. the US-Switzerland and US-Korea arrangements), any raise of the Section 122 rate to 15% (announced, but CBP
// CSMS #67844987 states 10% and no amending proclamation was found), and what applies after 24 July 2026.
export const US_ORDERS_REVIEWED: IsoDate = '2026-03-11';

export interface UsAdditionalDutyRow extends Dated {
  id: string;
  /** the order, as the answer names it */
  order: string;
  /** HTSUS chapter 99 heading the importer declares, where the table states it */
  chapter99?: string;
  /** the goods' countries of origin the row applies to; 'all' for every origin but `exceptOrigins` */
  origins: readonly CountryCode[] | 'all';
  exceptOrigins?: readonly string[];
  percent: number;
  /** 'add': percent on top of column 1; 'top-up': column 1 + this duty = at least percent (EU and Japan deals) */
  mode: 'add' | 'top-up';
  /** HS prefixes the row applies to (all goods when absent) */
  hs?: readonly string[];
  /** HS prefixes the order excepts */
  exceptHs?: readonly string[];
}

const EO_14257 = 'Executive Order 14257 of 2 April 2025 (reciprocal tariff, IEEPA), 90 FR 15041';
const EO_14326 = 'Executive Order 14326 of 31 July 2025 (further modifying the reciprocal tariff rates), Annex I';
// Exceptions of every reciprocal row: informational materials (books, printed matter, artworks; 50 U.S.C. 1702(b)(3))
// and the electronics excepted by the memorandum of 11 April 2025 (smartphones, computers; CBP CSMS 64724565).
const RECIPROCAL_EXCEPTIONS = ['49', '9701', '8471', '851713', '851762', '852852', '8542'];
// Executive Order 14360 of 14 November 2025 (Modifying the Scope of the Reciprocal Tariff With Respect to Certain
// Agricultural Products): coffee, tea, spices, bananas, cocoa and others added to Annex II of EO 14257, for goods entered
// from 12:01 a.m. EST on 13 November 2025 (CBP CSMS #66814923); only the headings of our duty table are listed.
const AGRI_EXCEPTIONS_FROM = '2025-11-13';
const AGRI_EXCEPTIONS = ['0901', '0902', '0904', '0905', '0906', '0907', '0908', '0909', '0910', '0803', '1801'];

/** IEEPA duties end: Executive Order of 20 February 2026 ending the IEEPA duties after the Supreme Court ruling; CBP CSMS #67834313. */
export const IEEPA_END: IsoDate = '2026-02-24';
const IEEPA_ENDED =
  'IEEPA duties ended for goods entered from 24 February 2026 (Learning Resources, Inc. v. Trump, U.S. Supreme Court No. 24-1287, 20 February 2026; CBP CSMS #67834313)';
const SECTION_122 =
  'Proclamation of 20 February 2026 (Imposing a Temporary Import Surcharge to Address Fundamental International Payments Problems, Trade Act of 1974 s.122, 19 U.S.C. 2132): 10% ad valorem, HTSUS 9903.03.01, goods entered from 12:01 a.m. EST 24 February 2026 to 12:01 a.m. EDT 24 July 2026 (CBP CSMS #67844987)';
/** Section 122 exemptions the engine cannot place line by line (Annex II of the proclamation: certain electronics, agricultural products, pharmaceuticals; goods subject to Section 232, which it does not stack on). */
export const SECTION_122_NOT_DETERMINED = [
  '8471',
  '851713',
  '851762',
  '852852',
  '8542',
  ...['0901', '0902', '0904', '0905', '0906', '0907', '0908', '0909', '0910', '0803', '1801'],
  '3004',
  '9401',
  '9403',
  '72',
  '73',
  '76',
  '87',
];
const SECTION_122_END: IsoDate = '2026-07-24';
/** Section 122 applies to goods of every origin; for Canada and Mexico only to goods not entered under USMCA, which the engine cannot tell (left out, and said). */
const USMCA_PARTNERS: readonly string[] = ['CA', 'MX'];

export const US_ADDITIONAL_DUTIES: readonly UsAdditionalDutyRow[] = [
  // IEEPA reciprocal duty: 10 % baseline from 5 April 2025; country rates of EO 14326 from 7 August 2025.
  {
    id: 'US-RECIP-10-BASE',
    order: 'IEEPA reciprocal duty 10% (baseline)',
    chapter99: '9903.01.25',
    origins: ['GB', 'AU', 'DE', 'FR', 'NL', 'SE', 'BE', 'IT', 'ES', 'JP', 'KR', 'CH'],
    percent: 10,
    mode: 'add',
    exceptHs: RECIPROCAL_EXCEPTIONS,
    effectiveFrom: '2025-04-05',
    effectiveUntil: '2025-08-07',
    source: `${EO_14257}; Executive Order 14266 of 9 April 2025 (country rates paused until 9 July, then 1 August 2025)`,
  },
  ...(['GB', 'AU'] as const).map((origin) => ({
    id: `US-RECIP-10-${origin}`,
    order: 'IEEPA reciprocal duty 10%',
    chapter99: '9903.01.25',
    origins: [origin],
    percent: 10,
    mode: 'add' as const,
    exceptHs: RECIPROCAL_EXCEPTIONS,
    effectiveFrom: '2025-08-07',
    effectiveUntil: IEEPA_END,
    source: `${EO_14257}; ${EO_14326} (${origin === 'GB' ? 'United Kingdom 10%' : 'countries not listed: 10%'}); ${IEEPA_ENDED}`,
  })),
  {
    id: 'US-RECIP-EU-15',
    order: 'IEEPA reciprocal duty: European Union, 15% including the column 1 rate',
    origins: ['DE', 'FR', 'NL', 'SE', 'BE', 'IT', 'ES'],
    percent: 15,
    mode: 'top-up',
    exceptHs: RECIPROCAL_EXCEPTIONS,
    effectiveFrom: '2025-08-07',
    effectiveUntil: IEEPA_END,
    source: `${EO_14326} (European Union: 15% minus the column 1 rate where that is lower than 15%, else 0); ${IEEPA_ENDED}`,
  },
  {
    id: 'US-RECIP-JP-15',
    order: 'IEEPA reciprocal duty: Japan, 15% including the column 1 rate',
    origins: ['JP'],
    percent: 15,
    mode: 'top-up',
    exceptHs: RECIPROCAL_EXCEPTIONS,
    effectiveFrom: '2025-08-07',
    effectiveUntil: IEEPA_END,
    source: `${EO_14326}; Executive Order 14345 of 4 September 2025 (implementing the US-Japan agreement, from 7 August 2025); ${IEEPA_ENDED}`,
  },
  {
    id: 'US-RECIP-KR-15',
    order: 'IEEPA reciprocal duty: Korea 15%',
    origins: ['KR'],
    percent: 15,
    mode: 'add',
    exceptHs: RECIPROCAL_EXCEPTIONS,
    effectiveFrom: '2025-08-07',
    effectiveUntil: IEEPA_END,
    source: `${EO_14326} (Republic of Korea 15%); ${IEEPA_ENDED}`,
  },
  {
    id: 'US-RECIP-CH-39',
    order: 'IEEPA reciprocal duty: Switzerland 39%',
    origins: ['CH'],
    percent: 39,
    mode: 'add',
    exceptHs: [...RECIPROCAL_EXCEPTIONS, '3004', '7108'],
    effectiveFrom: '2025-08-07',
    effectiveUntil: IEEPA_END,
    source: `${EO_14326} (Switzerland 39%); the US-Switzerland framework of 14 November 2025 (15%) is not in this table; ${IEEPA_ENDED}`,
  },
  // China: 10 % from 5 April 2025, 34 % then 125 % from 9-10 April, 10 % again from 14 May 2025 with 24 points
  // suspended (Executive Order 14298), the suspension extended to 10 November 2026 (Executive Order of 4 November 2025).
  {
    id: 'US-RECIP-CN-10',
    order: 'IEEPA reciprocal duty: China 10% (24 points suspended)',
    chapter99: '9903.01.25',
    origins: ['CN'],
    percent: 10,
    mode: 'add',
    exceptHs: RECIPROCAL_EXCEPTIONS,
    effectiveFrom: '2025-05-14',
    effectiveUntil: IEEPA_END,
    source: `Executive Order 14298 of 12 May 2025 (modifying reciprocal tariff rates for China); suspension extended by the Executive Order of 4 November 2025 to 10 November 2026; ${IEEPA_ENDED}`,
  },
  {
    id: 'US-RECIP-CN-125',
    order: 'IEEPA reciprocal duty: China 125%',
    origins: ['CN'],
    percent: 125,
    mode: 'add',
    exceptHs: RECIPROCAL_EXCEPTIONS,
    effectiveFrom: '2025-04-10',
    effectiveUntil: '2025-05-14',
    source: 'Executive Order 14266 of 9 April 2025 (China 125%)',
  },
  // IEEPA duty on China over synthetic opioids (fentanyl): 10 % from 4 February 2025, 20 % from 4 March, 10 % from 10 November 2025.
  {
    id: 'US-FENT-CN-10',
    order: 'IEEPA duty on China (synthetic opioids) 10%',
    origins: ['CN'],
    percent: 10,
    mode: 'add',
    effectiveFrom: '2025-02-04',
    effectiveUntil: '2025-03-04',
    source: 'Executive Order 14195 of 1 February 2025',
  },
  {
    id: 'US-FENT-CN-20',
    order: 'IEEPA duty on China (synthetic opioids) 20%',
    origins: ['CN'],
    percent: 20,
    mode: 'add',
    effectiveFrom: '2025-03-04',
    effectiveUntil: '2025-11-10',
    source: 'Executive Order 14228 of 3 March 2025 (amending EO 14195)',
  },
  {
    id: 'US-FENT-CN-10-B',
    order: 'IEEPA duty on China (synthetic opioids) 10%',
    origins: ['CN'],
    percent: 10,
    mode: 'add',
    effectiveFrom: '2025-11-10',
    effectiveUntil: IEEPA_END,
    source: `Executive Order of 4 November 2025 (modifying duties addressing the synthetic opioid supply chain in the PRC); ${IEEPA_ENDED}`,
  },
  // Section 122 surcharge (not IEEPA): goods of every origin; Canada and Mexico only for goods not qualifying under USMCA,
  // which the engine cannot tell, so they are left out (the answer says so). Informational materials excepted.
  {
    id: 'US-122-10',
    order: 'Section 122 temporary import surcharge 10%',
    chapter99: '9903.03.01',
    origins: 'all',
    exceptOrigins: USMCA_PARTNERS,
    percent: 10,
    mode: 'add',
    exceptHs: ['49', '9701', ...SECTION_122_NOT_DETERMINED],
    effectiveFrom: IEEPA_END,
    effectiveUntil: SECTION_122_END,
    source: `${SECTION_122}; informational materials (50 U.S.C. 1702(b)) excepted`,
  },
  // Section 301 on Chinese goods, only for the lines of our duty table whose list is certain; for others the answer says it is not determined.
  {
    id: 'US-301-CN-LIST3-FURNITURE',
    order: 'Section 301 (China) List 3, 25%',
    chapter99: '9903.88.03',
    origins: ['CN'],
    percent: 25,
    mode: 'add',
    hs: ['940360', '940161'],
    effectiveFrom: '2019-05-10',
    source: 'USTR Section 301 action, List 3 (83 FR 47974; 84 FR 20459: 25% from 10 May 2019)',
  },
  {
    id: 'US-301-CN-LIST4A-TSHIRTS',
    order: 'Section 301 (China) List 4A, 7.5%',
    chapter99: '9903.88.15',
    origins: ['CN'],
    percent: 7.5,
    mode: 'add',
    hs: ['610910', '611020', '620342', '620442', '620520'],
    effectiveFrom: '2020-02-14',
    source: 'USTR Section 301 action, List 4A (84 FR 43304; 85 FR 3741: 7.5% from 14 February 2020)',
  },
];

/** HS prefixes whose Section 301 status the table states (a row above, or List 4B suspended: no duty). */
export const SECTION_301_KNOWN = ['940360', '940161', '610910', '611020', '620342', '620442', '620520', '851713', '847130', '950300', '950450', '49'];

export interface AppliedAdditionalDuty {
  row: UsAdditionalDutyRow;
  /** percentage points added to column 1 */
  percent: number;
}

const matches = (prefixes: readonly string[] | undefined, hsCode: string) => (prefixes ?? []).some((p) => hsCode.startsWith(p));

const appliesTo = (row: UsAdditionalDutyRow, origin: string) =>
  row.origins === 'all' ? !row.exceptOrigins?.includes(origin) : (row.origins as readonly string[]).includes(origin);

/** The additional duties in force on `on` for goods of `hsCode` of `origin` (country of origin), with their points over column 1 (`mfn`). */
export function usAdditionalDuties(hsCode: string, origin: string, on: IsoDate, mfn: number): AppliedAdditionalDuty[] {
  const agriExcepted = on >= AGRI_EXCEPTIONS_FROM && matches(AGRI_EXCEPTIONS, hsCode);
  return US_ADDITIONAL_DUTIES.filter(
    (row) =>
      inEffect(row, on) && appliesTo(row, origin) && (!row.hs || matches(row.hs, hsCode)) && !matches(row.exceptHs, hsCode) && !(agriExcepted && row.id.startsWith('US-RECIP')),
  ).map((row) => ({ row, percent: row.mode === 'top-up' ? Math.max(0, Math.round((row.percent - mfn) * 100) / 100) : row.percent }));
}

/** What the answer says about the US orders: which apply, and which are not determined or not modelled. */
export function usAdditionalDutyNotes(hsCode: string, origin: string, on: IsoDate, applied: AppliedAdditionalDuty[]): string[] {
  const notes: string[] = [];
  notes.push(
    applied.length
      ? `US additional duties included (goods of ${origin} origin): ${applied.map((a) => `${a.row.order}${a.row.chapter99 ? ` (HTSUS ${a.row.chapter99})` : ''} +${a.percent}%`).join('; ')}.`
      : `No US additional duty in the table applies to HS ${hsCode} from ${origin} on ${on}.`,
  );
  if (origin === 'CN' && !SECTION_301_KNOWN.some((p) => hsCode.startsWith(p)))
    notes.push('Section 301 (China) duty for this line is not determined by the engine and not included; check USTR lists 1-4A (7.5% to 100%).');
  if (on >= IEEPA_END) notes.push(`No IEEPA duty (reciprocal, synthetic opioids) is applied: ${IEEPA_ENDED}.`);
  if (on >= IEEPA_END && on < SECTION_122_END && !USMCA_PARTNERS.includes(origin) && matches(SECTION_122_NOT_DETERMINED, hsCode))
    notes.push(
      `Section 122 surcharge (10%) for HS ${hsCode}: whether the line is exempted by Annex II of the proclamation of 20 February 2026 (electronics, agricultural products, pharmaceuticals, goods subject to Section 232) is not determined by the engine and the surcharge is not included.`,
    );
  if (on >= SECTION_122_END)
    notes.push(
      'The Section 122 surcharge ended on 24 July 2026 (150 days, 19 U.S.C. 2132); whether it was extended or replaced by another order is not determined: no additional duty other than Section 301 is included.',
    );
  if ((origin === 'CH' || origin === 'KR') && on >= '2025-11-14' && on < IEEPA_END)
    notes.push(
      `Changes to the ${origin === 'CH' ? 'Switzerland' : 'Korea'} reciprocal rate after 14 November 2025 (trade arrangement) are not reflected: the rate of EO 14326 is used.`,
    );
  if (USMCA_PARTNERS.includes(origin)) {
    const goods = origin === 'CA' ? 'Canadian' : 'Mexican';
    notes.push(
      on < IEEPA_END
        ? `IEEPA duty on ${goods} goods not qualifying under USMCA (${origin === 'CA' ? '35% from 1 August 2025' : '25%'}) is not included: the engine cannot tell USMCA origin.`
        : on < SECTION_122_END
          ? `Section 122 surcharge (10%) on ${goods} goods not entered duty-free under USMCA is not included: the engine cannot tell USMCA origin.`
          : `Duties on ${goods} goods not qualifying under USMCA are not determined by the engine.`,
    );
  }
  notes.push('Not included: Section 232 duties (steel, aluminium, copper, vehicles and parts, timber and furniture), anti-dumping and countervailing duties.');
  if (on > US_ORDERS_REVIEWED) notes.push(`US additional-duty orders were last reviewed on ${US_ORDERS_REVIEWED}; later orders are not reflected.`);
  return notes;
}
