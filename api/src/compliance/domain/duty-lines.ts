import type { CustomsTerritory } from './countries';
import type { Dated, IsoDate } from './effective';

// ── MFN (most-favoured-nation / third-country) ad valorem duty by HS subheading and customs territory ──
// One row per territory and subheading (or heading), each naming the national tariff line it is read from and dated
// from the tariff edition it was checked against. Only ad valorem lines: where the real duty is specific (per kg,
// per pair, per litre: e.g. Swiss food duties, Japanese leather footwear, EU chocolate with its agricultural
// component) there is no row and the engine falls back to the indicative chapter table, and says so. Preferential
// (FTA) rates are not here: the answer says when a trade agreement could lower the duty.
export interface DutyLineRow extends Dated {
  territory: CustomsTerritory;
  /** HS prefix: 6 digits (subheading) or 4 (heading, where every line of the heading has this rate) */
  hs: string;
  /** the national tariff line the rate is read from, as the tariff prints it */
  line: string;
  /** what the line covers */
  label: string;
  /** percent of the customs value */
  percent: number;
}

export const TARIFF_EDITIONS: Record<CustomsTerritory, { effectiveFrom: IsoDate; source: string }> = {
  EU: {
    effectiveFrom: '2025-01-01',
    source:
      'EU Combined Nomenclature 2025, Council Regulation (EEC) No 2658/87 Annex I as replaced by Commission Implementing Regulation (EU) 2024/2522, conventional rate of duty; TARIC',
  },
  GB: { effectiveFrom: '2021-01-01', source: 'UK Global Tariff, third-country duty (The Customs Tariff (Establishment) (EU Exit) Regulations 2020; trade-tariff.service.gov.uk)' },
  US: { effectiveFrom: '2025-01-01', source: 'Harmonized Tariff Schedule of the United States (USITC, hts.usitc.gov), rates of duty column 1 General' },
  CH: {
    effectiveFrom: '2024-01-01',
    source:
      'Swiss Customs Tariff Tares (tares.admin.ch): industrial products (HS chapters 25-97) duty-free from 1 Jan 2024, Customs Tariff Act (SR 632.10) Annex 1 as amended on 1 Oct 2021',
  },
  JP: { effectiveFrom: '2025-04-01', source: 'Customs Tariff Schedules of Japan (customs.go.jp/english/tariff), WTO rate (the lower of the general and WTO rates applies)' },
  CN: {
    effectiveFrom: '2025-01-01',
    source: 'Customs Tariff of the PRC, 2025 tariff adjustment plan (Customs Tariff Commission of the State Council, Announcement 2024 No. 11), MFN rate',
  },
  AU: { effectiveFrom: '2024-07-01', source: 'Customs Tariff Act 1995 Schedule 3, general rate (Australian Border Force Working Tariff, abf.gov.au)' },
  CA: { effectiveFrom: '2025-01-01', source: 'Customs Tariff (S.C. 1997, c. 36), Schedule, Most-Favoured-Nation Tariff (CBSA, cbsa-asfc.gc.ca)' },
  KR: { effectiveFrom: '2025-01-01', source: 'Customs Act of Korea, Customs Tariff Schedule, basic rate (Korea Customs Service, unipass.customs.go.kr)' },
};

type Cell = readonly [percent: number, line: string];
type Cells = Partial<Record<CustomsTerritory, Cell>>;

/** Swiss industrial goods (chapters 25-97): 0 from 2024-01-01, the Tares line being the subheading itself. */
const ch = (hs: string): Cell => [0, `${hs.slice(0, 4)}.${hs.slice(4, 6)}00`];
/** Lines the Information Technology Agreement (WTO ITA, 1996) binds at 0 in every territory here. */
const ita = (hs: string, us: string): Cells => {
  const cn = `${hs.slice(0, 4)} ${hs.slice(4, 6)}`;
  return { EU: [0, cn], GB: [0, cn], US: [0, us], CH: ch(hs), JP: [0, cn], CN: [0, cn], AU: [0, cn], CA: [0, cn], KR: [0, cn] };
};

const TABLE: readonly [hs: string, label: string, cells: Cells][] = [
  // ── Apparel (chapters 61, 62, 42) ──
  [
    '610910',
    'T-shirts, singlets and vests, knitted, of cotton',
    {
      EU: [12, '6109 10 00'],
      GB: [12, '6109 10 00'],
      US: [16.5, '6109.10.00'],
      CH: ch('610910'),
      CA: [18, '6109.10'],
      AU: [5, '6109.10.00'],
      KR: [13, '6109.10'],
      JP: [10.9, '6109.10'],
    },
  ],
  [
    '610990',
    'T-shirts, singlets and vests, knitted, of other textile materials',
    { EU: [12, '6109 90 20'], GB: [12, '6109 90 20'], US: [32, '6109.90.10 (man-made fibres)'], CH: ch('610990'), CA: [18, '6109.90'], AU: [5, '6109.90.00'], KR: [13, '6109.90'] },
  ],
  [
    '611020',
    'Jerseys, pullovers, cardigans, knitted, of cotton',
    {
      EU: [12, '6110 20 10/91/99'],
      GB: [12, '6110 20'],
      US: [16.5, '6110.20.20'],
      CH: ch('611020'),
      CA: [18, '6110.20'],
      AU: [5, '6110.20.00'],
      KR: [13, '6110.20'],
      JP: [10.9, '6110.20'],
    },
  ],
  [
    '611030',
    'Jerseys, pullovers, cardigans, knitted, of man-made fibres',
    { EU: [12, '6110 30 10/91/99'], GB: [12, '6110 30'], US: [32, '6110.30.30'], CH: ch('611030'), CA: [18, '6110.30'], AU: [5, '6110.30.00'], KR: [13, '6110.30'] },
  ],
  [
    '611011',
    'Jerseys, pullovers, cardigans, knitted, of wool',
    { EU: [12, '6110 11 30/90'], GB: [12, '6110 11'], US: [16, '6110.11.00'], CH: ch('611011'), AU: [5, '6110.11.00'], KR: [13, '6110.11'] },
  ],
  [
    '620342',
    "Men's or boys' trousers and shorts, of cotton, not knitted",
    { EU: [12, '6203 42 31/33/35/90'], GB: [12, '6203 42'], US: [16.6, '6203.42.40'], CH: ch('620342'), AU: [5, '6203.42.00'], KR: [13, '6203.42'] },
  ],
  [
    '620442',
    "Women's or girls' dresses, of cotton, not knitted",
    { EU: [12, '6204 42 00'], GB: [12, '6204 42 00'], US: [8.4, '6204.42.30'], CH: ch('620442'), AU: [5, '6204.42.00'], KR: [13, '6204.42'] },
  ],
  [
    '620443',
    "Women's or girls' dresses, of synthetic fibres, not knitted",
    { EU: [12, '6204 43 00'], GB: [12, '6204 43 00'], US: [16, '6204.43.40'], CH: ch('620443'), AU: [5, '6204.43.00'], KR: [13, '6204.43'] },
  ],
  [
    '620520',
    "Men's or boys' shirts, of cotton, not knitted",
    { EU: [12, '6205 20 00'], GB: [12, '6205 20 00'], US: [19.7, '6205.20.20'], CH: ch('620520'), AU: [5, '6205.20.00'], KR: [13, '6205.20'] },
  ],
  [
    '620140',
    "Men's or boys' anoraks and jackets, of man-made fibres, not knitted",
    { EU: [12, '6201 40 00'], GB: [12, '6201 40 00'], CH: ch('620140'), CA: [18, '6201.40'], AU: [5, '6201.40.00'], KR: [13, '6201.40'] },
  ],
  [
    '611595',
    'Socks and hosiery, knitted, of cotton',
    { EU: [12, '6115 95 00'], GB: [12, '6115 95 00'], CH: ch('611595'), CA: [18, '6115.95'], AU: [5, '6115.95.00'], KR: [13, '6115.95'] },
  ],
  ['621410', 'Shawls and scarves, of silk, not knitted', { EU: [8, '6214 10 00'], GB: [8, '6214 10 00'], CH: ch('621410'), AU: [5, '6214.10.00'], KR: [13, '6214.10'] }],
  [
    '420310',
    'Articles of apparel of leather or composition leather',
    { EU: [4, '4203 10 00'], GB: [4, '4203 10 00'], US: [6, '4203.10.40'], CH: ch('420310'), AU: [5, '4203.10.00'] },
  ],
  // ── Footwear (chapter 64: by the material of the upper) ──
  [
    '640399',
    'Footwear with uppers of leather, not covering the ankle (other than sports footwear)',
    {
      EU: [8, '6403 99 93/96/98'],
      GB: [8, '6403 99 93/96/98'],
      US: [10, '6403.99.90 (for women and other persons)'],
      CH: ch('640399'),
      AU: [5, '6403.99.00'],
      KR: [13, '6403.99'],
    },
  ],
  [
    '640391',
    'Footwear with uppers of leather, covering the ankle',
    {
      EU: [8, '6403 91 13/16/18'],
      GB: [8, '6403 91 13/16/18'],
      US: [10, '6403.91.90 (for women and other persons)'],
      CH: ch('640391'),
      AU: [5, '6403.91.00'],
      KR: [13, '6403.91'],
    },
  ],
  [
    '640411',
    'Sports footwear with outer soles of rubber or plastics and uppers of textile materials',
    { EU: [16.9, '6404 11 00'], GB: [16, '6404 11 00'], US: [20, '6404.11.90 (valued over USD 12/pair)'], CH: ch('640411'), AU: [5, '6404.11.00'], KR: [13, '6404.11'] },
  ],
  [
    '640419',
    'Footwear with uppers of textile materials, other than sports footwear',
    { EU: [17, '6404 19 90'], GB: [16, '6404 19 90'], US: [9, '6404.19.90 (valued over USD 12/pair)'], CH: ch('640419'), AU: [5, '6404.19.00'], KR: [13, '6404.19'] },
  ],
  ['640299', 'Footwear with outer soles and uppers of rubber or plastics, not covering the ankle', { CH: ch('640299'), AU: [5, '6402.99.00'], KR: [13, '6402.99'] }],
  // ── Bags and small leather goods (4202) ──
  [
    '420221',
    'Handbags with outer surface of leather',
    { EU: [3, '4202 21 00'], US: [9, '4202.21.90 (valued over USD 20 each)'], CH: ch('420221'), AU: [5, '4202.21.00'], KR: [8, '4202.21'] },
  ],
  ['420222', 'Handbags with outer surface of textile materials', { EU: [3.7, '4202 22 90 (textile)'], CH: ch('420222'), AU: [5, '4202.22.00'], KR: [8, '4202.22'] }],
  [
    '420292',
    'Travel bags, backpacks and similar, with outer surface of textile materials',
    { EU: [2.7, '4202 92 98 (textile)'], US: [17.6, '4202.92.33 (backpacks of man-made fibres)'], CH: ch('420292'), AU: [5, '4202.92.00'], KR: [8, '4202.92'] },
  ],
  ['420231', 'Wallets and pocket articles with outer surface of leather', { EU: [3, '4202 31 00'], CH: ch('420231'), AU: [5, '4202.31.00'], KR: [8, '4202.31'] }],
  // ── Jewellery and precious stones (chapter 71) ──
  [
    '711319',
    'Jewellery of precious metal other than silver',
    {
      EU: [2.5, '7113 19 00'],
      GB: [2, '7113 19 00'],
      US: [5.5, '7113.19.50'],
      CH: ch('711319'),
      JP: [5.2, '7113.19'],
      CA: [8.5, '7113.19'],
      AU: [5, '7113.19.00'],
      KR: [8, '7113.19'],
    },
  ],
  ['711311', 'Jewellery of silver', { EU: [2.5, '7113 11 00'], GB: [2, '7113 11 00'], US: [5, '7113.11.50'], CH: ch('711311'), AU: [5, '7113.11.00'], KR: [8, '7113.11'] }],
  [
    '711719',
    'Imitation jewellery of base metal',
    { EU: [4, '7117 19 00'], GB: [4, '7117 19 00'], US: [11, '7117.19.90'], CH: ch('711719'), AU: [5, '7117.19.00'], KR: [8, '7117.19'] },
  ],
  [
    '710239',
    'Diamonds, non-industrial, worked but not mounted or set',
    { EU: [0, '7102 39 00'], GB: [0, '7102 39 00'], US: [0, '7102.39.00'], CH: ch('710239'), JP: [0, '7102.39'], AU: [0, '7102.39.00'], CA: [0, '7102.39'] },
  ],
  // ── Cosmetics (chapter 33) ──
  ['330300', 'Perfumes and toilet waters', { EU: [0, '3303 00 10/90'], GB: [0, '3303 00'], US: [0, '3303.00.30'], CH: ch('330300'), JP: [0, '3303.00'], CN: [3, '3303.00.00'] }],
  [
    '330499',
    'Beauty, make-up and skin-care preparations n.e.s.',
    { EU: [0, '3304 99 00'], GB: [0, '3304 99 00'], US: [0, '3304.99.50'], CH: ch('330499'), JP: [0, '3304.99'], CN: [1, '3304.99.00'] },
  ],
  // ── Electronics (ITA lines and others) ──
  ['851713', 'Smartphones', ita('851713', '8517.13.00')],
  ['847130', 'Portable automatic data-processing machines (laptops, tablets)', ita('847130', '8471.30.01')],
  ['851830', 'Headphones and earphones', { EU: [2, '8518 30 95'], US: [4.9, '8518.30.20'], CH: ch('851830'), JP: [0, '8518.30'] }],
  ['850760', 'Lithium-ion accumulators', { EU: [2.7, '8507 60 00'], US: [3.4, '8507.60.00'], CH: ch('850760'), JP: [0, '8507.60'] }],
  ['852872', 'Television receivers, colour', { EU: [14, '8528 72 10/20/30/40/60/80'], CH: ch('852872') }],
  ['950450', 'Video game consoles and machines', { EU: [0, '9504 50 00'], GB: [0, '9504 50 00'], US: [0, '9504.50.00'], CH: ch('950450'), JP: [0, '9504.50'] }],
  // ── Toys, sports goods, home goods ──
  [
    '950300',
    'Toys, dolls, puzzles and scale models',
    { EU: [4.7, '9503 00 (most lines)'], GB: [0, '9503 00'], US: [0, '9503.00.00'], CH: ch('950300'), JP: [0, '9503.00'], CA: [0, '9503.00'], KR: [8, '9503.00'] },
  ],
  ['950691', 'Articles and equipment for general physical exercise, gymnastics or athletics', { EU: [2.7, '9506 91 10/90'], US: [4.6, '9506.91.00'], CH: ch('950691') }],
  ['950662', 'Inflatable balls', { EU: [2.7, '9506 62 00'], CH: ch('950662') }],
  ['871200', 'Bicycles and other cycles, not motorised', { EU: [14, '8712 00 30'], GB: [14, '8712 00 30'], CH: ch('871200'), CA: [13, '8712.00'], AU: [5, '8712.00.00'] }],
  [
    '940360',
    'Wooden furniture (other than office, kitchen, bedroom)',
    { EU: [0, '9403 60 10/30/90'], GB: [0, '9403 60'], US: [0, '9403.60.80'], CH: ch('940360'), JP: [0, '9403.60'], CA: [9.5, '9403.60'], AU: [5, '9403.60.00'] },
  ],
  ['940161', 'Upholstered seats with wooden frames', { EU: [0, '9401 61 00'], GB: [0, '9401 61 00'], US: [0, '9401.61.60'], CH: ch('940161'), AU: [5, '9401.61.00'] }],
  ['732393', 'Table and kitchen articles of stainless steel', { EU: [3.2, '7323 93 90'], US: [2, '7323.93.00'], CH: ch('732393') }],
  ['691200', 'Ceramic tableware other than porcelain', { US: [9.8, '6912.00.48'], CH: ch('691200') }],
  ['340600', 'Candles, tapers and the like', { EU: [0, '3406 00 00'], GB: [0, '3406 00 00'], US: [0, '3406.00.00'], CH: ch('340600') }],
  ['650500', 'Hats, knitted or of textile fabric', { EU: [2.7, '6505 00 30/90'], CH: ch('650500'), AU: [5, '6505.00.00'] }],
  // ── Books (Florence Agreement, WTO bindings: duty-free everywhere here) ──
  [
    '4901',
    'Printed books, brochures and similar printed matter',
    { EU: [0, '4901'], GB: [0, '4901'], US: [0, '4901.99.00'], CH: ch('490199'), JP: [0, '4901'], CN: [0, '4901'], AU: [0, '4901'], CA: [0, '4901'], KR: [0, '4901'] },
  ],
  ['490300', "Children's picture, drawing or colouring books", { EU: [0, '4903 00 00'], GB: [0, '4903 00 00'], US: [0, '4903.00.00'], CH: ch('490300'), JP: [0, '4903.00'] }],
  // ── Food ──
  ['090121', 'Coffee, roasted, not decaffeinated', { EU: [7.5, '0901 21 00'], US: [0, '0901.21.00'], AU: [0, '0901.21.00'], CA: [0, '0901.21'] }],
];

export const DUTY_LINES: readonly DutyLineRow[] = TABLE.flatMap(([hs, label, cells]) =>
  (Object.entries(cells) as [CustomsTerritory, Cell][]).map(([territory, [percent, line]]) => ({
    territory,
    hs,
    line,
    label,
    percent,
    effectiveFrom: TARIFF_EDITIONS[territory].effectiveFrom,
    source: `${TARIFF_EDITIONS[territory].source}, line ${line}`,
  })),
);
