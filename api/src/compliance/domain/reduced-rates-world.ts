import type { CountryCode, VatRateKind } from '@waypost/contracts';
import type { IsoDate } from './effective';
import {
  BABY_CLOTHES,
  BEVERAGES,
  BOOKS,
  CLOTHING_AND_FOOTWEAR,
  DISABILITY_AIDS,
  FOOD,
  INVESTMENT_GOLD,
  MEDICINES,
  MENSTRUAL,
  NEWSPAPERS,
  type ReducedRateCoverage,
  type ReducedRateRow,
} from './reduced-rate-types';

// ── Reduced, zero and exempt rates on importation: GB, CH, JP, CN, KR, AU, CA (the US has no federal VAT) ──
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

const CONFECTIONERY = ['1704', '1806'] as const;
const MENSTRUAL_NOTE = 'menstrual products only; nappies of the same heading are taxed at the standard rate';

// ── United Kingdom: zero rate (VAT Act 1994 Sch 8), reduced 5 % (Sch 7A), exempt (Sch 9); import VAT follows ──
const GB: ReducedRateRow[] = [
  row('GB', 'food', FOOD, 'zero', 0, '2021-01-01', 'VAT Act 1994 Sch 8 Group 1 (food); HMRC VAT Notice 701/14', {
    note: 'biscuits wholly or partly covered in chocolate are standard-rated (Group 1 excepted item 2); food supplements in pill form may be standard-rated',
    nearby: BEVERAGES,
  }),
  row('GB', 'confectionery and chocolate', CONFECTIONERY, 'standard', undefined, '2021-01-01', 'VAT Act 1994 Sch 8 Group 1, excepted item 2 (confectionery)', {
    note: 'confectionery, including chocolate, is excepted from the zero rate for food',
  }),
  row('GB', 'ice cream and potato crisps', ['2105', '200520'], 'standard', undefined, '2021-01-01', 'VAT Act 1994 Sch 8 Group 1, excepted items 1 and 5', {
    note: 'ice cream and potato crisps and similar snacks are excepted from the zero rate for food',
  }),
  row('GB', 'books, newspapers and printed music', [...BOOKS, ...NEWSPAPERS, '4905'], 'zero', 0, '2021-01-01', 'VAT Act 1994 Sch 8 Group 3 (books etc.); HMRC VAT Notice 701/10'),
  row(
    'GB',
    "babies' and young children's clothing",
    BABY_CLOTHES,
    'zero',
    0,
    '2021-01-01',
    "VAT Act 1994 Sch 8 Group 16 (young children's clothing and footwear); HMRC VAT Notice 714",
    {
      note: 'only garments designed for young children (generally under 14) and not suitable for older persons',
      nearby: CLOTHING_AND_FOOTWEAR,
    },
  ),
  row('GB', "children's car seats", ['940120'], 'reduced', 5, '2021-01-01', "VAT Act 1994 Sch 7A Group 5 (children's car seats)", {
    note: 'only child safety seats and booster seats; other vehicle seats are standard-rated',
  }),
  row('GB', 'menstrual hygiene products', MENSTRUAL, 'zero', 0, '2021-01-01', "VAT Act 1994 Sch 8 Group 19 (women's sanitary products, zero-rated from 2021-01-01)", {
    note: MENSTRUAL_NOTE,
  }),
  row('GB', 'wheelchairs and aids for disabled persons', DISABILITY_AIDS, 'zero', 0, '2021-01-01', 'VAT Act 1994 Sch 8 Group 12 items 2-3; HMRC VAT Notice 701/7', {
    note: 'only when supplied to a disabled person for personal or domestic use (eligibility declaration); otherwise standard-rated',
  }),
  row('GB', 'hearing aids', ['902140'], 'standard', undefined, '2021-01-01', 'VAT Act 1994 Sch 8 Group 12 item 2(g) (hearing aids excluded)', {
    note: 'hearing aids are excluded from the zero rate for aids for disabled persons',
  }),
  row('GB', 'medicines', MEDICINES, 'standard', undefined, '2021-01-01', 'VAT Act 1994 Sch 8 Group 12 item 1 (dispensed drugs)', {
    note: 'zero-rated only when dispensed by a registered pharmacist on a prescription; otherwise standard-rated',
  }),
  row('GB', 'investment gold', INVESTMENT_GOLD, 'exempt', 0, '2021-01-01', 'VAT Act 1994 Sch 9 Group 15 (investment gold); HMRC VAT Notice 701/21', {
    note: 'only investment gold (bars or wafers of at least 995/1000, qualifying coins); jewellery is standard-rated',
    nearby: ['7113'],
  }),
];

// ── Switzerland: reduced rate 2.5 %, 2.6 % from 2024-01-01 (MWSTG art. 25 al. 2; art. 55 for imports) ──
const chPeriods = (productClass: string, hs: readonly string[], clause: string, from: IsoDate = '2018-01-01', extra: Extra = {}): ReducedRateRow[] => {
  const src = `MWSTG (SR 641.20) art. 25 al. 2 let. a ${clause}; applies to imports (art. 55); ESTV "MWST-Steuersätze"`;
  return [
    ...(from < '2024-01-01' ? [row('CH', productClass, hs, 'reduced', 2.5, from, src, { ...extra, effectiveUntil: '2024-01-01' })] : []),
    row('CH', productClass, hs, 'reduced', 2.6, from < '2024-01-01' ? '2024-01-01' : from, `${src}; 2.6 % from 2024-01-01`, extra),
  ];
};
const CH: ReducedRateRow[] = [
  ...chPeriods('foodstuffs and non-alcoholic beverages', [...FOOD, '2201', '2202'], 'ch. 1 (Nahrungsmittel; alcoholic beverages excluded)', '2018-01-01', { nearby: BEVERAGES }),
  ...chPeriods('medicines', MEDICINES, 'ch. 8 (Medikamente)'),
  ...chPeriods('books, newspapers and periodicals', [...BOOKS, ...NEWSPAPERS], 'ch. 9 (Zeitungen, Zeitschriften, Bücher ohne Reklamecharakter)'),
  ...chPeriods('menstrual hygiene products', MENSTRUAL, 'ch. 10 (Monatshygieneprodukte, from 2025-01-01)', '2025-01-01', { note: MENSTRUAL_NOTE }),
  row('CH', 'gold coins and fine gold', INVESTMENT_GOLD, 'exempt', 0, '2018-01-01', 'MWSTG art. 107 al. 2 and MWSTV art. 44 (Münz- und Feingold; also exempt on importation)', {
    note: "state-minted gold coins (7118.9010) and fine gold of at least 995/1000 in bars bearing a recognised assayer-melter's stamp; other gold is taxed at the standard rate",
    nearby: ['7113'],
  }),
];

// ── Japan: 8 % reduced consumption tax on food and non-alcoholic beverages from 2019-10-01 ──
const JP_REDUCED =
  'Act for Partial Revision of the Consumption Tax Act (Act No. 15 of 2016), Supplementary Provisions art. 34 (8 %: 6.24 % national + 1.76 % local); NTA "Reduced tax rate system" (nta.go.jp)';
const JP: ReducedRateRow[] = [
  row('JP', 'food and non-alcoholic beverages', [...FOOD, '2201', '2202'], 'reduced', 8, '2019-10-01', `${JP_REDUCED}; also on imported food`, {
    note: 'liquor (1 % alcohol or more) and medicines or quasi-drugs are not food; restaurant service is taxed at 10 %',
    nearby: BEVERAGES,
  }),
  row('JP', 'newspapers', NEWSPAPERS, 'standard', undefined, '2019-10-01', JP_REDUCED, {
    note: 'the 8 % rate covers only newspapers published at least twice a week and supplied under a subscription, not imports',
  }),
  row('JP', 'printed books', BOOKS, 'standard', undefined, '2019-10-01', `Consumption Tax Act (Act No. 108 of 1988) art. 29; ${JP_REDUCED}`, {
    note: 'books are taxed at the standard 10 % rate in Japan',
  }),
  row(
    'JP',
    'goods for persons with physical disabilities',
    ['8713'],
    'exempt',
    0,
    '2019-10-01',
    'Consumption Tax Act art. 6 (2) and its appended table of non-taxable foreign goods (身体障害者用物品, goods for persons with physical disabilities)',
    {
      note: 'only goods designated for persons with physical disabilities (e.g. specified wheelchairs)',
    },
  ),
  row('JP', 'gold bullion', INVESTMENT_GOLD, 'standard', undefined, '2019-10-01', 'Consumption Tax Act art. 4 (imports of goods taxable); no exemption for gold', {
    note: 'gold bullion and coins are taxed at the standard rate on import in Japan',
  }),
];

// ── China: 9 % (agricultural products, grain, edible oils, books, ...), standard 13 % ──
const CN_2019 = 'Provisional Regulations on VAT art. 2 (2) (State Council Decree No. 691); MOF/STA/GACC Announcement No. 39 [2019] (10 % → 9 % from 2019-04-01)';
const CN_2026 = 'Value-Added Tax Law of the PRC (adopted 2024-12-25, in force 2026-01-01) art. 10 (2)';
const cnPeriods = (productClass: string, hs: readonly string[], extra: Extra = {}): ReducedRateRow[] => [
  row('CN', productClass, hs, 'reduced', 9, '2019-04-01', CN_2019, { ...extra, effectiveUntil: '2026-01-01' }),
  row('CN', productClass, hs, 'reduced', 9, '2026-01-01', CN_2026, extra),
];
const CN: ReducedRateRow[] = [
  ...cnPeriods(
    'primary agricultural products (meat, fish, eggs, honey, vegetables, fruit, grain)',
    ['0201', '0202', '0203', '0204', '0207', '0302', '0303', '0304', '0407', '0409', '07', '08', '10'],
    {
      note: 'primary products only; processed foods (roasted coffee, refined tea, confectionery, cheese) are taxed at 13 %',
      nearby: FOOD,
    },
  ),
  ...cnPeriods('milk and milk powder', ['0401', '0402'], { note: 'yoghurt, cheese and cream are taxed at 13 %' }),
  ...cnPeriods('grain products, edible vegetable oils and edible salt', ['1101', '1102', '1103', '1507', '1508', '1509', '1510', '1511', '1512', '1513', '1514', '1515', '250100']),
  ...cnPeriods('books, newspapers, periodicals and audio-visual products', [...BOOKS, ...NEWSPAPERS, '852349']),
  ...cnPeriods('fertilisers', ['31']),
];

// ── Korea: imports exempt from VAT (Value-Added Tax Act art. 27) ──
const KR_LAW = 'Value-Added Tax Act (Act No. 11873, in force 2013-07-01) art. 27';
const KR: ReducedRateRow[] = [
  row(
    'KR',
    'unprocessed foodstuffs',
    ['0201', '0202', '0203', '0204', '0207', '0302', '0303', '0304', '0407', '07', '08', '10'],
    'exempt',
    0,
    '2013-07-01',
    `${KR_LAW} (1) (unprocessed foodstuffs); Enforcement Decree art. 56 (coffee and cocoa beans excluded)`,
    {
      note: 'unprocessed or primarily processed (fresh, chilled, frozen, dried, salted) only; processed foods, coffee and cocoa are taxed at 10 %',
      nearby: FOOD,
    },
  ),
  row('KR', 'books, newspapers and magazines', [...BOOKS, ...NEWSPAPERS], 'exempt', 0, '2013-07-01', `${KR_LAW} (2) (books, newspapers and magazines)`, {
    note: 'not for publications mainly for advertising',
  }),
];

// ── Australia: GST-free supplies (GST Act Div 38); their importation is non-taxable (s 13-10) ──
const AU_ACT = 'A New Tax System (Goods and Services Tax) Act 1999';
const AU_IMPORT = `${AU_ACT} s 13-10 (non-taxable importation of goods that would be GST-free or input taxed)`;
const AU: ReducedRateRow[] = [
  row('AU', 'food', FOOD, 'zero', 0, '2000-07-01', `${AU_ACT} s 38-2 to 38-4 (GST-free food); ${AU_IMPORT}; ATO "Detailed food list"`, {
    note: 'food for consumption on premises and hot food are taxable; vitamins and supplements are not food',
    nearby: BEVERAGES,
  }),
  row('AU', 'confectionery and chocolate', CONFECTIONERY, 'standard', undefined, '2000-07-01', `${AU_ACT} s 38-3 and Schedule 1 item 8 (confectionery)`, {
    note: 'confectionery, including chocolate, is not GST-free food',
  }),
  row(
    'AU',
    'biscuit goods, ice cream and savoury snacks',
    ['190531', '190532', '2105', '200520'],
    'standard',
    undefined,
    '2000-07-01',
    `${AU_ACT} s 38-3 and Schedule 1 (savoury snacks, ice cream food, biscuit goods)`,
    {
      note: 'biscuits, cookies, wafers, ice cream and potato crisps are not GST-free food',
    },
  ),
  row(
    'AU',
    'medical aids and appliances',
    DISABILITY_AIDS,
    'zero',
    0,
    '2000-07-01',
    `${AU_ACT} s 38-45 and Schedule 3 (wheelchairs, hearing aids, artificial limbs); ${AU_IMPORT}`,
    {
      note: 'only items specifically designed for people with an illness or disability',
    },
  ),
  row('AU', 'menstrual hygiene products', MENSTRUAL, 'zero', 0, '2019-01-01', `${AU_ACT} s 38-47 (GST-free from 2019-01-01); ${AU_IMPORT}`, { note: MENSTRUAL_NOTE }),
  row('AU', 'medicines', MEDICINES, 'standard', undefined, '2000-07-01', `${AU_ACT} s 38-50 (drugs and medicinal preparations)`, {
    note: 'only prescription medicines and the non-prescription medicines listed in the GST Regulations are GST-free',
  }),
  row('AU', 'precious metals', INVESTMENT_GOLD, 'exempt', 0, '2000-07-01', `${AU_ACT} s 38-385 and s 40-100 (precious metals); ${AU_IMPORT}`, {
    note: 'gold of at least 99.5 % fineness in an investment form; jewellery is taxable',
    nearby: ['7113'],
  }),
];

// ── Canada: zero-rated supplies (Excise Tax Act Sch VI) are not taxed on importation (Sch VII) ──
const CA_ETA = 'Excise Tax Act (R.S.C. 1985, c. E-15)';
const CA_HOLIDAY = `Tax Break for All Canadians Act (S.C. 2024, c. 18), temporary zero rate under ${CA_ETA} Sch VI from 2024-12-14 to 2025-02-15, also on importation; CRA "GST/HST holiday tax break"`;
const holiday = (productClass: string, hs: readonly string[], note?: string): ReducedRateRow =>
  row('CA', productClass, hs, 'zero', 0, '2024-12-14', CA_HOLIDAY, { effectiveUntil: '2025-02-16', ...(note ? { note } : {}) });
const CA: ReducedRateRow[] = [
  row('CA', 'basic groceries', FOOD, 'zero', 0, '2008-01-01', `${CA_ETA} Sch VI Part III s 1 (basic groceries); Sch VII (non-taxable importation)`, {
    note: 'single servings of bakery products and snack foods are taxable; food marketed as dietary supplements is taxable',
    nearby: BEVERAGES,
  }),
  row(
    'CA',
    'confectionery and snack foods',
    [...CONFECTIONERY, '200520'],
    'standard',
    undefined,
    '2008-01-01',
    `${CA_ETA} Sch VI Part III s 1 (e), (f) (candies, confectionery, chocolate; chips and snack foods)`,
    {
      note: 'candies, chocolate, confectionery and snack foods are excluded from zero-rated basic groceries',
    },
  ),
  row('CA', 'medical and assistive devices', DISABILITY_AIDS, 'zero', 0, '2008-01-01', `${CA_ETA} Sch VI Part II (hearing aids, wheelchairs, artificial limbs); Sch VII`, {
    note: 'only devices listed in Sch VI Part II (some need a prescription)',
  }),
  row('CA', 'feminine hygiene products', MENSTRUAL, 'zero', 0, '2015-07-01', `${CA_ETA} Sch VI Part II (feminine hygiene products, zero-rated from 2015-07-01); Sch VII`, {
    note: MENSTRUAL_NOTE,
  }),
  row('CA', 'medicines', MEDICINES, 'standard', undefined, '2008-01-01', `${CA_ETA} Sch VI Part I (prescription drugs)`, {
    note: 'only prescription drugs and drugs listed in Sch VI Part I are zero-rated; other medicines are taxable',
  }),
  row('CA', 'printed books and newspapers', [...BOOKS, ...NEWSPAPERS], 'standard', undefined, '2008-01-01', `${CA_ETA} s 165 (1)`, {
    note: 'printed books and newspapers bear GST (some buyers claim a rebate); only the 2024-12-14 to 2025-02-15 tax holiday zero-rated them',
  }),
  row(
    'CA',
    'precious metals',
    INVESTMENT_GOLD,
    'exempt',
    0,
    '2008-01-01',
    `${CA_ETA} Sch VII s 8 and Non-Taxable Imported Goods (GST/HST) Regulations s 3 (a); s 123 (1) "precious metal"`,
    {
      note: 'bars, ingots, coins or wafers of gold refined to at least 99.5 % purity; jewellery is taxable',
      nearby: ['7113'],
    },
  ),
  holiday('printed books and newspapers (GST/HST holiday)', [...BOOKS, ...NEWSPAPERS], 'colouring books, notebooks and catalogues are not included'),
  holiday("children's clothing and footwear (GST/HST holiday)", BABY_CLOTHES, "children's sizes only; adult clothing is not included"),
  holiday("children's toys and video game consoles (GST/HST holiday)", ['9503', '950450']),
  holiday('confectionery and snack foods (GST/HST holiday)', [...CONFECTIONERY, '200520']),
  holiday('beer and wine (GST/HST holiday)', ['2203', '2204'], 'beer, wine, cider and sake (and ready-to-drink beverages of 7 % alcohol or less); spirits are not included'),
];

export const WORLD_REDUCED_RATES: readonly ReducedRateRow[] = [...GB, ...CH, ...JP, ...CN, ...KR, ...AU, ...CA];

export const WORLD_COVERAGE: ReducedRateCoverage = { GB: '2021-01-01', CH: '2018-01-01', JP: '2019-10-01', CN: '2019-04-01', KR: '2013-07-01', AU: '2000-07-01', CA: '2008-01-01' };
