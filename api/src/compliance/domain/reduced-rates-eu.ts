import type { CountryCode, VatRateKind } from '@waypost/contracts';
import type { IsoDate } from './effective';
import { BEVERAGES, BOOKS, DISABILITY_AIDS, FOOD, INVESTMENT_GOLD, MEDICINES, MENSTRUAL, NEWSPAPERS, type ReducedRateCoverage, type ReducedRateRow } from './reduced-rate-types';

// ── Reduced, zero and exempt rates of the EU members served (DE, FR, NL, BE, IT, ES, SE), on importation ──
// Member states may apply reduced rates to the goods of Annex III of Council Directive 2006/112/EC (art. 98-99),
// to importation as to domestic supply (art. 94(2)). Every row cites the national provision; the overview is the
// European Commission's "VAT rates applied in the Member States of the European Union" (taxation-customs.ec.europa.eu).
interface Extra {
  effectiveUntil?: IsoDate;
  note?: string;
  nearby?: readonly string[];
}
const row = (
  country: CountryCode,
  productClass: string,
  hs: readonly string[],
  kind: VatRateKind,
  percent: number | undefined,
  effectiveFrom: IsoDate,
  source: string,
  extra: Extra = {},
): ReducedRateRow => ({ country, productClass, hs, kind, ...(percent === undefined ? {} : { percent }), effectiveFrom, source, ...extra });

const GOLD_DIRECTIVE = 'Council Directive 2006/112/EC, art. 344-346 (investment gold; its importation is exempt)';
const GOLD_NOTE =
  'only investment gold: bars or wafers of at least 995/1000 fineness, or gold coins of at least 900/1000 minted after 1800 and legal tender (Directive 2006/112/EC art. 344); jewellery is taxed at the standard rate';
const gold = (country: CountryCode, effectiveFrom: IsoDate, national: string): ReducedRateRow =>
  row(country, 'investment gold', INVESTMENT_GOLD, 'exempt', 0, effectiveFrom, `${national}; ${GOLD_DIRECTIVE}`, { note: GOLD_NOTE, nearby: ['7113'] });

// ── Germany: 7 % (§ 12 (2) Nr. 1 UStG, Anlage 2), cut to 5 % from 2020-07-01 to 2020-12-31 ──
const DE_CUT = '§ 28 (2) UStG as amended by the Zweites Corona-Steuerhilfegesetz of 29 June 2020 (5 % from 2020-07-01 to 2020-12-31)';
const dePeriods = (productClass: string, hs: readonly string[], anlage: string, from: IsoDate = '2007-01-01', extra: Extra = {}): ReducedRateRow[] => {
  const src = `§ 12 (2) Nr. 1 UStG with ${anlage} (also on importation, § 12 (2) Nr. 1 UStG)`;
  return [
    row('DE', productClass, hs, 'reduced', 7, from, src, { ...extra, effectiveUntil: '2020-07-01' }),
    row('DE', productClass, hs, 'reduced', 5, '2020-07-01', `${DE_CUT}; ${src}`, { ...extra, effectiveUntil: '2021-01-01' }),
    row('DE', productClass, hs, 'reduced', 7, '2021-01-01', src, extra),
  ];
};
const DE: ReducedRateRow[] = [
  ...dePeriods('foodstuffs', FOOD, 'Anlage 2 Nr. 1-33 UStG (foodstuffs; beverages other than milk drinks excluded)', '2007-01-01', { nearby: BEVERAGES }),
  row(
    'DE',
    'caviar and prepared lobster, oysters and snails',
    ['160431', '160530', '160551', '160558'],
    'standard',
    undefined,
    '2007-01-01',
    'Anlage 2 Nr. 28 UStG (excluded from the reduced rate)',
    {
      note: 'caviar and prepared lobster, crawfish, oysters and snails are excluded from the reduced rate for foodstuffs',
    },
  ),
  ...dePeriods('printed books, newspapers and periodicals', [...BOOKS, ...NEWSPAPERS, '4905'], 'Anlage 2 Nr. 49 UStG (books, newspapers, printed music, maps)', '2007-01-01', {
    note: 'not for publications harmful to minors or mainly for advertising',
  }),
  ...dePeriods(
    'wheelchairs, orthopaedic appliances and hearing aids',
    DISABILITY_AIDS,
    'Anlage 2 Nr. 51-52 UStG (wheelchairs; prostheses, orthopaedic appliances, hearing aids)',
    '2007-01-01',
    {
      note: 'parts and accessories are taxed at the standard rate',
    },
  ),
  ...dePeriods('menstrual hygiene products', MENSTRUAL, 'Anlage 2 Nr. 55 UStG (inserted by the Jahressteuergesetz 2019, from 2020-01-01)', '2020-01-01', {
    note: 'menstrual products only; nappies of the same heading are taxed at the standard rate',
  }),
  row('DE', 'medicines', MEDICINES, 'standard', undefined, '2007-01-01', '§ 12 (1) UStG; medicines are not listed in Anlage 2 UStG', {
    note: 'medicines are taxed at the standard rate in Germany',
  }),
  gold('DE', '2007-01-01', '§ 25c UStG'),
];

// ── France: 5.5 % (CGI art. 278-0 bis), 10 % (art. 278 quater), 2.1 % (art. 281 octies, 298 septies) ──
const FR_FOOD = 'Code général des impôts (CGI), art. 278-0 bis, A-1° (foodstuffs; applies to importation)';
const FR: ReducedRateRow[] = [
  row('FR', 'foodstuffs', FOOD, 'reduced', 5.5, '2014-01-01', FR_FOOD, { nearby: BEVERAGES }),
  row('FR', 'chocolate and cocoa products', ['1806'], 'standard', undefined, '2014-01-01', `${FR_FOOD}, b (chocolate exceptions)`, {
    note: 'chocolate products are excluded from the reduced food rate except the categories "chocolat" (dark), "chocolat de ménage au lait" and "bonbons de chocolat", which take 5.5 %: check the product\'s category (Decree 76-692)',
  }),
  row('FR', 'confectionery, margarine and caviar', ['1704', '1517', '160431'], 'standard', undefined, '2014-01-01', `${FR_FOOD}, a (exclusions)`, {
    note: 'confectionery, margarine and vegetable fats, and caviar are excluded from the reduced food rate',
  }),
  row('FR', 'printed books', BOOKS, 'reduced', 5.5, '2014-01-01', 'CGI art. 278-0 bis (books, including their importation)'),
  row('FR', 'newspapers and periodicals', NEWSPAPERS, 'super-reduced', 2.1, '2014-01-01', 'CGI art. 298 septies (press publications)', {
    note: 'press publications meeting the conditions of art. 72-73 of CGI annex III (CPPAP registration); other periodicals follow the standard rate',
  }),
  row('FR', 'medicines', MEDICINES, 'reduced', 10, '2014-01-01', 'CGI art. 278 quater (medicines not reimbursed by social security)', {
    note: 'medicines reimbursable by social security are taxed at 2.1 % (CGI art. 281 octies): check the product',
  }),
  row('FR', 'equipment for disabled persons', DISABILITY_AIDS, 'reduced', 5.5, '2014-01-01', 'CGI art. 278-0 bis (appareillages pour handicapés, listed in the CGI annexes)', {
    note: 'only equipment specially designed for disabled persons (wheelchairs, prostheses, hearing aids)',
  }),
  row(
    'FR',
    'menstrual hygiene products',
    MENSTRUAL,
    'reduced',
    5.5,
    '2016-01-01',
    'CGI art. 278-0 bis (protections hygiéniques féminines, loi n° 2015-1786 de finances rectificative pour 2015)',
    {
      note: 'menstrual products only; nappies of the same heading are taxed at the standard rate',
    },
  ),
  gold('FR', '2014-01-01', 'CGI art. 298 sexdecies A'),
];

// ── Netherlands: 6 %, 9 % from 2019-01-01 (Wet OB 1968 art. 9 (2)(a), Tabel I) ──
const nlPeriods = (productClass: string, hs: readonly string[], tabel: string, extra: Extra = {}): ReducedRateRow[] => {
  const src = `Wet op de omzetbelasting 1968, art. 9 (2)(a) and Tabel I (${tabel})`;
  return [
    row('NL', productClass, hs, 'reduced', 6, '2012-10-01', src, { ...extra, effectiveUntil: '2019-01-01' }),
    row('NL', productClass, hs, 'reduced', 9, '2019-01-01', `${src}; 9 % from 2019-01-01 (Belastingplan 2019)`, extra),
  ];
};
const NL: ReducedRateRow[] = [
  ...nlPeriods('foodstuffs and non-alcoholic beverages', [...FOOD, '2201', '2202'], 'post a.1, voedingsmiddelen', { nearby: BEVERAGES }),
  ...nlPeriods(
    'books, newspapers and periodicals',
    [...BOOKS, ...NEWSPAPERS],
    'boeken, dag-, nieuws- en weekbladen, tijdschriften; kept at 9 % from 2026 by the Wet behoud verlaagd btw-tarief op cultuur, media en sport',
  ),
  ...nlPeriods('medicines', MEDICINES, 'geneesmiddelen'),
  ...nlPeriods('aids for disabled persons', DISABILITY_AIDS, 'hulpmiddelen voor gehandicapten: rolstoelen, prothesen, hoortoestellen', {
    note: 'only aids designed for disabled persons',
  }),
  gold('NL', '2012-10-01', 'Wet op de omzetbelasting 1968, art. 11 (beleggingsgoud)'),
];

// ── Belgium: 6 % (Royal Decree No. 20 of 20 July 1970, Table A), 0 % for newspapers ──
const BE_TABLE_A = 'Belgian VAT Code art. 37; Royal Decree No. 20 of 20 July 1970, Table A';
const BE: ReducedRateRow[] = [
  row('BE', 'foodstuffs', FOOD, 'reduced', 6, '1996-01-01', `${BE_TABLE_A} (foodstuffs)`, { nearby: BEVERAGES }),
  row('BE', 'printed books', BOOKS, 'reduced', 6, '1996-01-01', `${BE_TABLE_A} (books and printed music)`),
  row(
    'BE',
    'newspapers and periodicals',
    NEWSPAPERS,
    'zero',
    0,
    '1996-01-01',
    'Royal Decree No. 20 of 20 July 1970, art. 1 and Table (0 % for newspapers and periodicals appearing at least 48 times a year)',
    {
      note: 'only publications appearing at least 48 times a year; other periodicals are taxed at 6 %',
    },
  ),
  row('BE', 'medicines', MEDICINES, 'reduced', 6, '1996-01-01', `${BE_TABLE_A} (medicines)`),
  row('BE', 'aids for disabled persons', DISABILITY_AIDS, 'reduced', 6, '1996-01-01', `${BE_TABLE_A} (wheelchairs, prostheses, hearing aids)`, {
    note: 'only aids designed for disabled persons',
  }),
  gold('BE', '1996-01-01', 'Belgian VAT Code art. 44bis'),
];

// ── Italy: 4 % (D.P.R. 633/1972, Tabella A, parte II) and 10 % (parte III); foods row by row ──
const IT_A = 'D.P.R. 26 ottobre 1972 n. 633, Tabella A';
const IT: ReducedRateRow[] = [
  row('IT', 'books, newspapers and periodicals', [...BOOKS, ...NEWSPAPERS], 'super-reduced', 4, '2013-10-01', `${IT_A}, parte II, n. 18 (giornali, periodici, libri)`, {
    note: 'not for publications mainly for advertising',
  }),
  row(
    'IT',
    'fresh fruit and vegetables, cheese and dairy',
    ['07', '08', '0401', '0406'],
    'super-reduced',
    4,
    '2013-10-01',
    `${IT_A}, parte II (ortaggi e frutta; latte; formaggi e latticini)`,
    {
      note: 'fresh or chilled produce; some processed or dried produce is taxed at 10 %',
      nearby: FOOD,
    },
  ),
  row('IT', 'honey, meat preparations and sausages', ['0409', '1601', '1602'], 'reduced', 10, '2013-10-01', `${IT_A}, parte III (miele naturale; preparazioni di carni)`),
  row('IT', 'chocolate', ['1806'], 'reduced', 10, '2013-10-01', `${IT_A}, parte III, n. 64 (cioccolato e preparazioni contenenti cacao in confezioni non di pregio)`, {
    note: 'only in ordinary (not luxury) packaging',
  }),
  row('IT', 'roasted coffee', ['0901'], 'standard', undefined, '2013-10-01', `${IT_A} (coffee for home consumption is not listed)`, {
    note: 'coffee for home consumption is taxed at the standard rate in Italy',
  }),
  row('IT', 'medicines', MEDICINES, 'reduced', 10, '2013-10-01', `${IT_A}, parte III, n. 114 (medicinali pronti per uso umano)`),
  row('IT', 'aids for disabled persons', DISABILITY_AIDS, 'super-reduced', 4, '2013-10-01', `${IT_A}, parte II (protesi e ausili per invalidi; poltrone e veicoli per invalidi)`, {
    note: 'only aids for persons with disabilities',
  }),
  gold('IT', '2013-10-01', 'Legge 17 gennaio 2000 n. 7, art. 3; D.P.R. 633/1972 art. 10 n. 11'),
];

// ── Spain: 4 % and 10 % (Ley 37/1992 del IVA, art. 91); the table starts after the 2023-2024 temporary cuts ──
const ES_LAW = 'Ley 37/1992 del Impuesto sobre el Valor Añadido';
// fruit (08), vegetables (07) and cereals (10) are basic foodstuffs at 4 % as whole chapters; the other food chapters are 10 %
const ES_BASIC_CHAPTERS_EXCLUDED = FOOD.filter((c) => !['07', '08', '10'].includes(c));
const ES: ReducedRateRow[] = [
  row('ES', 'foodstuffs', ES_BASIC_CHAPTERS_EXCLUDED, 'reduced', 10, '2025-01-01', `${ES_LAW}, art. 91.Uno.1.1º (productos alimenticios)`, { nearby: BEVERAGES }),
  row(
    'ES',
    'basic foodstuffs (bread, flour, milk, cheese, eggs, fruit, vegetables, cereals, olive oil)',
    ['07', '08', '10', '1101', '0401', '0406', '0407', '190590', '1509'],
    'super-reduced',
    4,
    '2025-01-01',
    `${ES_LAW}, art. 91.Dos.1.1º (alimentos de primera necesidad)`,
    {
      note: 'natural, unprocessed produce and common bread; olive oil at 4 % from 2025 (Real Decreto-ley 4/2024)',
    },
  ),
  row('ES', 'books, newspapers and periodicals', [...BOOKS, ...NEWSPAPERS], 'super-reduced', 4, '2025-01-01', `${ES_LAW}, art. 91.Dos.1.2º (libros, periódicos y revistas)`, {
    note: 'not for publications mainly for advertising',
  }),
  row('ES', 'medicines for human use', MEDICINES, 'super-reduced', 4, '2025-01-01', `${ES_LAW}, art. 91.Dos.1 (medicamentos de uso humano)`),
  row(
    'ES',
    'wheelchairs and prostheses for disabled persons',
    DISABILITY_AIDS,
    'super-reduced',
    4,
    '2025-01-01',
    `${ES_LAW}, art. 91.Dos.1 (vehículos y sillas de ruedas para personas con movilidad reducida; prótesis, órtesis e implantes internos)`,
    {
      note: 'hearing aids and other medical devices not specific to disability are taxed at 10 % (art. 91.Uno.1): check',
    },
  ),
  row('ES', 'menstrual hygiene products', MENSTRUAL, 'super-reduced', 4, '2025-01-01', `${ES_LAW}, art. 91.Dos.1 (compresas, tampones y protegeslips; Ley 31/2022)`, {
    note: 'menstrual products only; nappies are taxed at the standard rate',
  }),
  gold('ES', '2025-01-01', `${ES_LAW}, art. 140 bis`),
];

// ── Sweden: 12 % food (6 % from 2026-04-01 to 2027-12-31), 6 % books and newspapers ──
const SE_LAW = 'Mervärdesskattelag (2023:200), 9 kap. (earlier ML 1994:200, 7 kap. 1 §)';
const SE_FOOD_CUT = 'Prop. 2025/26:55, temporary 6 % on foodstuffs from 2026-04-01 to 2027-12-31';
const SE: ReducedRateRow[] = [
  row('SE', 'foodstuffs', FOOD, 'reduced', 12, '2002-01-01', `${SE_LAW} (livsmedel, 12 %)`, { effectiveUntil: '2026-04-01', nearby: BEVERAGES }),
  row('SE', 'foodstuffs', FOOD, 'reduced', 6, '2026-04-01', `${SE_FOOD_CUT}; ${SE_LAW}`, { effectiveUntil: '2028-01-01', nearby: BEVERAGES }),
  row('SE', 'foodstuffs', FOOD, 'reduced', 12, '2028-01-01', `${SE_LAW} (livsmedel, 12 % after the temporary cut)`, { nearby: BEVERAGES }),
  row('SE', 'books, newspapers and periodicals', [...BOOKS, ...NEWSPAPERS], 'reduced', 6, '2002-01-01', `${SE_LAW} (böcker, tidningar, tidskrifter, 6 %)`),
  row('SE', 'medicines', MEDICINES, 'standard', undefined, '2002-01-01', `${SE_LAW}; Mervärdesskattelag (2023:200), 10 kap. (prescription medicines)`, {
    note: 'only prescribed medicines supplied to or by pharmacies are zero-rated; other medicines are taxed at 25 %',
  }),
  gold('SE', '2002-01-01', 'Mervärdesskattelag (2023:200), 10 kap. (investment gold; earlier ML 1994:200 3 kap. 10 a §)'),
];

export const EU_REDUCED_RATES: readonly ReducedRateRow[] = [...DE, ...FR, ...NL, ...BE, ...IT, ...ES, ...SE];

/** First date each EU member's rows are complete for (ES: after the temporary 2023-2024 food cuts). */
export const EU_COVERAGE: ReducedRateCoverage = { DE: '2007-01-01', FR: '2014-01-01', NL: '2012-10-01', BE: '1996-01-01', IT: '2013-10-01', ES: '2025-01-01', SE: '2002-01-01' };
