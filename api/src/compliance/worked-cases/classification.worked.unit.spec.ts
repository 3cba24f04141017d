// Over 300 lines: the worked classification cases are one list, each with its HS 2022 text and reasoning, read against the nomenclature.
import type { ComplianceCategory } from '@waypost/contracts';
import { checkedCases } from '../../../test-support/worked-cases';
import { classifyHs } from '../domain/hs-classification';

// Worked cases, class 'classification' (issue 26 item 4): a description and category, and the HS 2022 subheading a
// declarant reaches by the General Interpretative Rules (GIR 1: the heading texts and the section and chapter notes;
// GIR 6: the subheadings), decided by hand from the cited texts, never by running the classifier. Classification is the
// same in every country (HS is common to all WCO members to 6 digits), so the cases name no country.
type Input = { category: ComplianceCategory; description: string };
type Expected = { hsCode: string };

const HS = 'WCO Harmonized System Nomenclature 2022 edition';
const AS_OF = '2026-11-27';

const CASES = checkedCases<Input, Expected>([
  {
    id: 'HS-FOOTWEAR-LEATHER-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 64.03 "Footwear with outer soles of rubber, plastics, leather or composition leather and uppers of leather"; subheading 6403.99; Chapter 64 Note 4 (a)`,
    working:
      'Leather shoes: the upper is leather (Note 4 (a): the material of the upper is that of its largest external surface) -> 64.03, not 64.04 (textile uppers); low shoes, not covering the ankle, not sports footwear -> 6403.99.',
    asOf: AS_OF,
    input: { category: 'Clothing & Textiles', description: "Men's leather shoes" },
    expected: { hsCode: '640399' },
  },
  {
    id: 'HS-FOOTWEAR-LEATHER-2',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 64.03; subheading 6403.91 "Other footwear: covering the ankle"; Chapter 64 Note 4 (a)`,
    working: 'Ankle boots with leather uppers -> 64.03; covering the ankle, outer sole not stated to be leather (rubber or plastics is the usual) -> 6403.91.',
    asOf: AS_OF,
    input: { category: 'Clothing & Textiles', description: 'Leather ankle boots' },
    expected: { hsCode: '640391' },
  },
  {
    id: 'HS-FOOTWEAR-TEXTILE-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 64.04 "Footwear with outer soles of rubber, plastics, leather or composition leather and uppers of textile materials"; subheading 6404.11 "Sports footwear; tennis shoes, basketball shoes, gym shoes, training shoes and the like"`,
    working: 'Running shoes with a mesh (textile) upper and rubber sole -> 64.04; training shoes and the like -> 6404.11.',
    asOf: AS_OF,
    input: { category: 'Clothing & Textiles', description: 'Running shoes with mesh upper' },
    expected: { hsCode: '640411' },
  },
  {
    id: 'HS-FOOTWEAR-RUBBER-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 64.01 "Waterproof footwear with outer soles and uppers of rubber or of plastics, the uppers of which are neither fixed to the sole nor assembled by stitching, riveting, nailing, screwing, plugging or similar processes"; subheading 6401.92 "Covering the ankle but not covering the knee"`,
    working: 'Moulded rubber rain boots are waterproof footwear of 64.01 (not 64.02); a rain boot covers the ankle but not the knee -> 6401.92.',
    asOf: AS_OF,
    input: { category: 'Clothing & Textiles', description: 'Rubber rain boots' },
    expected: { hsCode: '640192' },
  },
  {
    id: 'HS-FOOTWEAR-RUBBER-2',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 64.02 "Other footwear with outer soles and uppers of rubber or plastics"; subheading 6402.20 "Footwear with upper straps or thongs assembled to the sole by means of plugs"`,
    working: 'Plastic flip-flops: sole and upper of plastics -> 64.02; the thong is plugged into the sole -> 6402.20.',
    asOf: AS_OF,
    input: { category: 'Clothing & Textiles', description: 'Plastic flip-flops' },
    expected: { hsCode: '640220' },
  },
  {
    id: 'HS-JEWELLERY-GOLD-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 71.13 "Articles of jewellery and parts thereof, of precious metal or of metal clad with precious metal"; subheading 7113.19 "Of other precious metal"; Chapter 71 Note 9`,
    working:
      'A gold ring set with a diamond is an article of jewellery of precious metal (Note 9: rings are jewellery; stones set in it do not change the heading) -> 71.13, not 71.02 (diamonds not mounted or set); gold is precious metal other than silver -> 7113.19.',
    asOf: AS_OF,
    input: { category: 'Jewelry & Precious Metals', description: '18k gold ring with diamond' },
    expected: { hsCode: '711319' },
  },
  {
    id: 'HS-JEWELLERY-DIAMOND-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 71.02 "Diamonds, whether or not worked, but not mounted or set"; subheading 7102.39 "Non-industrial: other"`,
    working: 'A loose cut diamond: not mounted or set -> 71.02; non-industrial and worked (cut), not unworked or simply sawn -> 7102.39.',
    asOf: AS_OF,
    input: { category: 'Jewelry & Precious Metals', description: 'Loose diamond, 1 carat, brilliant cut' },
    expected: { hsCode: '710239' },
  },
  {
    id: 'HS-JEWELLERY-SILVER-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 71.13; subheading 7113.11 "Of silver, whether or not plated or clad with other precious metal"`,
    working: 'A sterling silver necklace: jewellery of precious metal -> 71.13; of silver -> 7113.11.',
    asOf: AS_OF,
    input: { category: 'Jewelry & Precious Metals', description: 'Sterling silver necklace' },
    expected: { hsCode: '711311' },
  },
  {
    id: 'HS-JEWELLERY-IMITATION-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 71.17 "Imitation jewellery"; subheading 7117.19 "Of base metal, whether or not plated with precious metal: other"; Chapter 71 Note 11`,
    working:
      'A gold-plated brass bracelet: brass is base metal, gold only a plating, so not jewellery of precious metal (Note 11 defines imitation jewellery as jewellery not of precious metal, plating apart) -> 71.17; of base metal, not cuff links or studs -> 7117.19.',
    asOf: AS_OF,
    input: { category: 'Jewelry & Precious Metals', description: 'Gold-plated brass bracelet' },
    expected: { hsCode: '711719' },
  },
  {
    id: 'HS-BAGS-LEATHER-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 42.02; subheading 4202.21 "Handbags, whether or not with shoulder strap, including those without handle: with outer surface of leather or of composition leather"`,
    working: 'A leather handbag: handbags of 42.02, outer surface of leather -> 4202.21.',
    asOf: AS_OF,
    input: { category: 'Clothing & Textiles', description: 'Leather handbag' },
    expected: { hsCode: '420221' },
  },
  {
    id: 'HS-BAGS-TEXTILE-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 42.02 ("... rucksacks ..."); subheading 4202.92 "Other: with outer surface of sheeting of plastics or of textile materials"`,
    working: 'A nylon backpack: a rucksack of 42.02, not a handbag (4202.2) nor a pocket article (4202.3) -> 4202.9; outer surface of textile (nylon) -> 4202.92.',
    asOf: AS_OF,
    input: { category: 'Clothing & Textiles', description: 'Nylon backpack' },
    expected: { hsCode: '420292' },
  },
  {
    id: 'HS-APPAREL-LEATHER-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 42.03 "Articles of apparel and clothing accessories, of leather or of composition leather"; subheading 4203.10 "Articles of apparel"; Chapter 62 Note 1 (the chapter covers only made-up textile articles)`,
    working: 'A leather jacket is apparel of leather -> 42.03, not chapter 62 (textile garments) -> 4203.10.',
    asOf: AS_OF,
    input: { category: 'Clothing & Textiles', description: 'Leather jacket' },
    expected: { hsCode: '420310' },
  },
  {
    id: 'HS-APPAREL-WOOL-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 61.10 "Jerseys, pullovers, cardigans, waistcoats and similar articles, knitted or crocheted"; subheading 6110.11 "Of wool or fine animal hair: of wool"`,
    working: 'A wool sweater is a knitted pullover -> 61.10; of wool -> 6110.11 (not 6110.20, cotton).',
    asOf: AS_OF,
    input: { category: 'Clothing & Textiles', description: 'Wool sweater' },
    expected: { hsCode: '611011' },
  },
  {
    id: 'HS-APPAREL-SILK-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 62.04 (women's dresses, not knitted); subheading 6204.49 "Dresses: of other textile materials"`,
    working: "A silk dress (woven): women's dress of 62.04; silk is none of wool, cotton, synthetic or artificial fibres -> 6204.49.",
    asOf: AS_OF,
    input: { category: 'Clothing & Textiles', description: 'Silk dress' },
    expected: { hsCode: '620449' },
  },
  {
    id: 'HS-APPAREL-SYNTHETIC-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 61.09 "T-shirts, singlets and other vests, knitted or crocheted"; subheading 6109.90 "Of other textile materials"`,
    working: 'A polyester T-shirt: knitted T-shirt of 61.09; not of cotton (6109.10) -> 6109.90.',
    asOf: AS_OF,
    input: { category: 'Clothing & Textiles', description: 'Polyester t-shirt' },
    expected: { hsCode: '610990' },
  },
  {
    id: 'HS-ELECTRONICS-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 85.18; subheading 8518.30 "Headphones and earphones, whether or not combined with a microphone"`,
    working: 'Wireless earbuds are earphones (with microphone) -> 8518.30.',
    asOf: AS_OF,
    input: { category: 'Electronics', description: 'Wireless earbuds' },
    expected: { hsCode: '851830' },
  },
  {
    id: 'HS-ELECTRONICS-CASE-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 42.02 ("... similar containers ..."); subheading 4202.31 "Articles of a kind normally carried in the pocket or in the handbag: with outer surface of leather"`,
    working: 'A leather phone case is a container carried in the pocket or handbag -> 4202.3, not the phone (85.17); outer surface of leather -> 4202.31.',
    asOf: AS_OF,
    input: { category: 'Electronics', description: 'Leather phone case' },
    expected: { hsCode: '420231' },
  },
  {
    id: 'HS-HOME-PORCELAIN-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 69.11 "Tableware, kitchenware, other household articles and toilet articles, of porcelain or china"; subheading 6911.10`,
    working: 'A porcelain coffee mug is tableware (not coffee of 09.01: the mug is the article) of porcelain -> 69.11; tableware and kitchenware -> 6911.10.',
    asOf: AS_OF,
    input: { category: 'Other', description: 'Porcelain coffee mug' },
    expected: { hsCode: '691110' },
  },
  {
    id: 'HS-HOME-STEEL-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 73.23 "Table, kitchen or other household articles ... of iron or steel"; subheading 7323.93 "Other: of stainless steel"`,
    working: 'A stainless steel cooking pot: kitchen article of steel -> 73.23; not cast iron or enamelled, of stainless steel -> 7323.93.',
    asOf: AS_OF,
    input: { category: 'Other', description: 'Stainless steel cooking pot' },
    expected: { hsCode: '732393' },
  },
  {
    id: 'HS-FURNITURE-METAL-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 94.03 "Other furniture and parts thereof"; subheading 9403.20 "Other metal furniture"`,
    working: 'A metal bookshelf is furniture of 94.03, of metal, not office furniture (9403.10) -> 9403.20 (not 9403.60, wooden).',
    asOf: AS_OF,
    input: { category: 'Furniture', description: 'Metal bookshelf' },
    expected: { hsCode: '940320' },
  },
  {
    id: 'HS-BOOKS-CHILDREN-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 49.03 "Children's picture, drawing or colouring books"; subheading 4903.00`,
    working: "A children's colouring book -> 49.03 (not 49.01, printed books) -> 4903.00.",
    asOf: AS_OF,
    input: { category: 'Books & Media', description: "Children's colouring book" },
    expected: { hsCode: '490300' },
  },
  {
    id: 'HS-TOYS-1',
    class: 'classification',
    countries: [],
    source: `${HS}, heading 95.03 "... dolls; other toys; ... puzzles of all kinds"; subheading 9503.00`,
    working: 'A plush teddy bear is a toy representing an animal -> 95.03 (not textile articles of chapter 63) -> 9503.00.',
    asOf: AS_OF,
    input: { category: 'Other', description: 'Plush teddy bear' },
    expected: { hsCode: '950300' },
  },
]);

describe('worked cases: HS classification (issue 26 item 4)', () => {
  it.each(CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const got = classifyHs(c.input.category, c.input.description);
    expect({ id: c.id, hsCode: got.hsCode }).toEqual({ id: c.id, hsCode: c.expected.hsCode });
    expect(got.candidates[0]?.hsCode).toBe(c.expected.hsCode);
    expect(got.confidence).toBeGreaterThan(0);
  });
});
