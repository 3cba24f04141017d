// Over 300 lines: twenty-four worked cases, each with its hand working and source; data, not logic.
import { ComplianceCheckSchema, type ComplianceCheckRequest, type ImportRestriction } from '@waypost/contracts';
import { checkedCases, type WorkedCase } from '../../../test-support/worked-cases';
import { checkCompliance } from '../domain/compliance-check';

// Quarantine and import-restriction worked cases (issue 26, item 5): the destination's official list decides, not
// the category. Each expectation is read by hand from the cited list; never from the engine.

type Expected = {
  status: 'permitted' | 'restricted' | 'prohibited';
  /** the matched rows of the destination's list, with their effect */
  rules: Array<Pick<ImportRestriction, 'ruleId' | 'effect'>>;
  document?: string;
};
type Case = WorkedCase<ComplianceCheckRequest, Expected>;

const BICON = 'Australian Department of Agriculture, BICON; Biosecurity Act 2015';
const EU_2122 = 'Commission Delegated Regulation (EU) 2019/2122 art. 6; Regulation (EU) 2017/625 art. 47';
const EU_PLANTS = 'Regulation (EU) 2016/2031 art. 72-73; Implementing Regulation (EU) 2019/2072 Annex XI Part C';
const DEFRA = "gov.uk 'Bringing food into Great Britain' (Defra), personal import rules";
const food = (description: string, fromCountry: string, toCountry: string): ComplianceCheckRequest => ({
  itemCategory: 'Food & Beverages',
  description,
  fromCountry,
  toCountry,
  declaredValue: 40,
});

const CASES: readonly Case[] = checkedCases<ComplianceCheckRequest, Expected>([
  {
    id: 'Q-AU-MILK-CHOCOLATE',
    class: 'quarantine',
    countries: ['AU', 'DE'],
    asOf: '2026-11-27',
    source: `${BICON}; BICON case 'Dairy: Chocolate' (effective 19 Dec 2018)`,
    working:
      "BICON's chocolate case covers milk and white chocolate in blocks or pieces: no import permit when commercially prepared and packaged. It replaces the dairy case that the word 'milk' would otherwise select: permitted.",
    input: food('milk chocolate bar', 'DE', 'AU'),
    expected: { status: 'permitted', rules: [{ ruleId: 'AU-chocolate', effect: 'permitted' }] },
  },
  {
    id: 'Q-AU-CHEESE',
    class: 'quarantine',
    countries: ['AU', 'GB'],
    asOf: '2026-11-27',
    source: `${BICON}; BICON 'Dairy for personal use'`,
    working:
      'Cheese (HS 0406) is dairy: BICON conditions apply (commercially packaged, from a country free of foot-and-mouth disease, personal quantity; otherwise a permit): conditional, restricted.',
    input: food('cheddar cheese', 'GB', 'AU'),
    expected: { status: 'restricted', rules: [{ ruleId: 'AU-dairy', effect: 'conditional' }] },
  },
  {
    id: 'Q-AU-BEEF-JERKY',
    class: 'quarantine',
    countries: ['AU', 'US'],
    asOf: '2026-11-27',
    source: BICON,
    working: 'Jerky is a dried meat product (HS 1602); uncanned meat products may not be imported by post into Australia: prohibited.',
    input: food('beef jerky', 'US', 'AU'),
    expected: { status: 'prohibited', rules: [{ ruleId: 'AU-meat', effect: 'prohibited' }] },
  },
  {
    id: 'Q-AU-MANGOES',
    class: 'quarantine',
    countries: ['AU', 'CN'],
    asOf: '2026-11-27',
    source: `${BICON}; 'Can't post it' list (fresh fruit and vegetables)`,
    working: 'Fresh fruit may not be posted to Australia: prohibited.',
    input: food('fresh mangoes', 'CN', 'AU'),
    expected: { status: 'prohibited', rules: [{ ruleId: 'AU-fruit-veg', effect: 'prohibited' }] },
  },
  {
    id: 'Q-AU-TOMATO-SEEDS',
    class: 'quarantine',
    countries: ['AU', 'CN'],
    asOf: '2026-11-27',
    source: `${BICON}; BICON 'Seeds for sowing'`,
    working:
      "Tomato seeds are seeds for sowing, not fresh produce: the seeds row (permitted species list, inspection, else permit) replaces the fruit and vegetables row the word 'tomato' selects: conditional, restricted.",
    input: { itemCategory: 'Other', description: 'tomato seeds', fromCountry: 'CN', toCountry: 'AU', declaredValue: 5 },
    expected: { status: 'restricted', rules: [{ ruleId: 'AU-seeds', effect: 'conditional' }], document: 'Phytosanitary certificate' },
  },
  {
    id: 'Q-AU-APPLE-WATCH',
    class: 'quarantine',
    countries: ['AU', 'US'],
    asOf: '2026-11-27',
    source: BICON,
    working: 'An Apple Watch is electronics: no biosecurity row applies (the brand is not fruit).',
    input: { itemCategory: 'Electronics', description: 'Apple Watch series 9', fromCountry: 'US', toCountry: 'AU', declaredValue: 400 },
    expected: { status: 'permitted', rules: [] },
  },
  {
    id: 'Q-US-CHOCOLATE-PRIOR-NOTICE',
    class: 'quarantine',
    countries: ['US', 'DE'],
    asOf: '2026-11-27',
    source: 'Bioterrorism Act of 2002 s. 307; 21 CFR 1.276-1.285 (FDA Prior Notice)',
    working: 'Chocolate (HS 1806) is food: FDA Prior Notice is needed before arrival; no permit: conditional, status stays permitted, document FDA Prior Notice confirmation.',
    input: food('dark chocolate', 'DE', 'US'),
    expected: { status: 'permitted', rules: [{ ruleId: 'US-food-prior-notice', effect: 'conditional' }], document: 'FDA Prior Notice confirmation' },
  },
  {
    id: 'Q-US-PORK-SAUSAGE',
    class: 'quarantine',
    countries: ['US', 'ES'],
    asOf: '2026-11-27',
    source: '9 CFR Part 94 (USDA APHIS); 21 CFR 1.276-1.285',
    working: 'Pork sausage (HS 1601) is food (Prior Notice) and a meat product (APHIS/FSIS clearance with a foreign inspection certificate): restricted.',
    input: food('pork sausage', 'ES', 'US'),
    expected: {
      status: 'restricted',
      rules: [
        { ruleId: 'US-food-prior-notice', effect: 'conditional' },
        { ruleId: 'US-meat', effect: 'conditional' },
      ],
    },
  },
  {
    id: 'Q-EU-CHEESE-FROM-US',
    class: 'quarantine',
    countries: ['DE', 'US'],
    asOf: '2026-11-27',
    source: EU_2122,
    working:
      'Milk products are not among the goods art. 6 exempts in personal consignments from third countries: only certified consignments via a border control post: prohibited by parcel.',
    input: food('cheddar cheese', 'US', 'DE'),
    expected: { status: 'prohibited', rules: [{ ruleId: 'EU-meat-dairy', effect: 'prohibited' }] },
  },
  {
    id: 'Q-EU-CHEESE-INTRA-EU',
    class: 'quarantine',
    countries: ['DE', 'FR'],
    asOf: '2026-11-27',
    source: 'Regulation (EU) 2017/625 art. 47 (border controls apply to entry from third countries only)',
    working: 'Cheese from France to Germany does not enter the Union: no import row applies.',
    input: food('cheese', 'FR', 'DE'),
    expected: { status: 'permitted', rules: [] },
  },
  {
    id: 'Q-EU-MILK-CHOCOLATE-FROM-US',
    class: 'quarantine',
    countries: ['FR', 'US'],
    asOf: '2026-11-27',
    source: 'Commission Delegated Regulation (EU) 2021/630 (shelf-stable composite products exempt); Regulation (EU) 2017/625 art. 48',
    working: 'Milk chocolate is a shelf-stable composite product exempt from border control posts; the milk products row does not apply: permitted.',
    input: food('milk chocolate', 'US', 'FR'),
    expected: { status: 'permitted', rules: [{ ruleId: 'EU-confectionery', effect: 'permitted' }] },
  },
  {
    id: 'Q-EU-INFANT-FORMULA',
    class: 'quarantine',
    countries: ['NL', 'CN'],
    asOf: '2026-11-27',
    source: `${EU_2122}(1)(a)`,
    working: 'Powdered infant milk up to 2 kg, branded and unopened, is exempt in personal consignments: permitted.',
    input: food('infant formula 800 g', 'CN', 'NL'),
    expected: { status: 'permitted', rules: [{ ruleId: 'EU-infant', effect: 'permitted' }] },
  },
  {
    id: 'Q-EU-BANANAS',
    class: 'quarantine',
    countries: ['BE', 'US'],
    asOf: '2026-11-27',
    source: EU_PLANTS,
    working: 'Bananas are among the fruits exempt from the phytosanitary certificate (Annex XI Part C: pineapple, coconut, durian, banana, date): permitted.',
    input: food('bananas (fresh fruit)', 'US', 'BE'),
    expected: { status: 'permitted', rules: [{ ruleId: 'EU-exempt-fruit', effect: 'permitted' }] },
  },
  {
    id: 'Q-EU-FRESH-APPLES',
    class: 'quarantine',
    countries: ['DE', 'US'],
    asOf: '2026-11-27',
    source: EU_PLANTS,
    working: 'Fresh apples are plant products that need a phytosanitary certificate from the exporting country, also in small parcels: conditional, restricted.',
    input: food('fresh apples', 'US', 'DE'),
    expected: { status: 'restricted', rules: [{ ruleId: 'EU-fruit-plants', effect: 'conditional' }], document: 'Phytosanitary certificate' },
  },
  {
    id: 'Q-GB-CHEESE-FROM-FR-2026',
    class: 'quarantine',
    countries: ['GB', 'FR'],
    asOf: '2026-11-27',
    source: `${DEFRA}; restrictions on EU and EEA meat and dairy from 12 April 2025`,
    working: 'Since 12 April 2025 dairy products from EU countries may not be brought or sent into Great Britain for personal use: prohibited.',
    input: food('cheese', 'FR', 'GB'),
    expected: { status: 'prohibited', rules: [{ ruleId: 'GB-meat-dairy-eu', effect: 'prohibited' }] },
  },
  {
    id: 'Q-GB-CHEESE-FROM-FR-2025-03',
    class: 'quarantine',
    countries: ['GB', 'FR'],
    asOf: '2025-03-01',
    source: DEFRA,
    working: 'On 1 March 2025, before the 12 April 2025 restriction, cheese from France was allowed into Great Britain for personal use: no row applies.',
    input: food('cheese', 'FR', 'GB'),
    expected: { status: 'permitted', rules: [] },
  },
  {
    id: 'Q-GB-MILK-CHOCOLATE-FROM-BE',
    class: 'quarantine',
    countries: ['GB', 'BE'],
    asOf: '2026-11-27',
    source: DEFRA,
    working: 'Chocolate and confectionery may be brought into Great Britain from any country; the dairy ban does not cover it: permitted.',
    input: food('milk chocolate', 'BE', 'GB'),
    expected: { status: 'permitted', rules: [{ ruleId: 'GB-confectionery', effect: 'permitted' }] },
  },
  {
    id: 'Q-CH-SALAMI-FROM-US',
    class: 'quarantine',
    countries: ['CH', 'US'],
    asOf: '2026-11-27',
    source: 'EDAV-DS (SR 916.443.10); FSVO personal import rules',
    working: 'Meat products from outside the EU may not be imported into Switzerland for private use: prohibited.',
    input: food('salami', 'US', 'CH'),
    expected: { status: 'prohibited', rules: [{ ruleId: 'CH-meat-dairy', effect: 'prohibited' }] },
  },
  {
    id: 'Q-CH-SALAMI-FROM-IT',
    class: 'quarantine',
    countries: ['CH', 'IT'],
    asOf: '2026-11-27',
    source: 'EU-Switzerland Agreement on trade in agricultural products, Annex 11 (veterinary); FSVO personal import rules',
    working: 'From an EU country, personal quantities of meat products may enter Switzerland: no row applies.',
    input: food('salami', 'IT', 'CH'),
    expected: { status: 'permitted', rules: [] },
  },
  {
    id: 'Q-JP-BEEF-JERKY',
    class: 'quarantine',
    countries: ['JP', 'US'],
    asOf: '2026-11-27',
    source: 'Japan Domestic Animal Infectious Diseases Control Act, art. 36-37; MAFF Animal Quarantine Service',
    working: 'Beef jerky is a meat product needing an export-country inspection certificate; a parcel without one is refused: prohibited.',
    input: food('beef jerky', 'US', 'JP'),
    expected: { status: 'prohibited', rules: [{ ruleId: 'JP-meat', effect: 'prohibited' }] },
  },
  {
    id: 'Q-KR-SAUSAGE',
    class: 'quarantine',
    countries: ['KR', 'DE'],
    asOf: '2026-11-27',
    source: 'Act on the Prevention of Contagious Animal Diseases (Korea), art. 32-34; APQA',
    working: 'Sausage is a meat product; without a quarantine certificate of the exporting country it is refused: prohibited.',
    input: food('sausage', 'DE', 'KR'),
    expected: { status: 'prohibited', rules: [{ ruleId: 'KR-meat', effect: 'prohibited' }] },
  },
  {
    id: 'Q-CN-FLOWER-SEEDS',
    class: 'quarantine',
    countries: ['CN', 'DE'],
    asOf: '2026-11-27',
    source: 'GACC and MARA Announcement No. 470 (2021), catalogue of goods prohibited from being carried or posted into China',
    working: 'Seeds are on the catalogue of goods that may not be posted into China: prohibited.',
    input: { itemCategory: 'Other', description: 'flower seeds', fromCountry: 'DE', toCountry: 'CN', declaredValue: 10 },
    expected: { status: 'prohibited', rules: [{ ruleId: 'CN-prohibited-post', effect: 'prohibited' }] },
  },
  {
    id: 'Q-CN-UHT-MILK',
    class: 'quarantine',
    countries: ['CN', 'DE'],
    asOf: '2026-11-27',
    source: 'MARA and GACC Announcement No. 470 (2021), catalogue item I(4): milk and dairy products of animal origin, including sterilised milk',
    working: 'UHT (sterilised) milk is named in item I(4) of the catalogue: it may not be posted or sent by express into China: prohibited.',
    input: food('UHT milk 1 l', 'DE', 'CN'),
    expected: { status: 'prohibited', rules: [{ ruleId: 'CN-prohibited-post', effect: 'prohibited' }] },
  },
  {
    id: 'Q-CA-FRESH-FRUIT',
    class: 'quarantine',
    countries: ['CA', 'US'],
    asOf: '2026-11-27',
    source: 'CFIA Automated Import Reference System (AIRS); Plant Protection Regulations',
    working: 'Fresh fruit enters Canada under the AIRS conditions for its origin (phytosanitary certificate or permit for some): conditional, restricted.',
    input: food('fresh fruit basket', 'US', 'CA'),
    expected: { status: 'restricted', rules: [{ ruleId: 'CA-fruit-plants', effect: 'conditional' }], document: 'Phytosanitary certificate' },
  },
]);

describe('quarantine worked cases (issue 26, item 5)', () => {
  it('has at least 15 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(15));

  it.each(CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const r = checkCompliance(ComplianceCheckSchema.parse(c.input), c.asOf);
    const got = (r.importRestrictions ?? []).map(({ ruleId, effect }) => ({ ruleId, effect }));
    expect(got).toEqual(c.expected.rules);
    expect(r.status).toBe(c.expected.status);
    if (c.expected.document) expect(r.requiredDocuments).toContain(c.expected.document);
    for (const row of r.importRestrictions ?? []) {
      expect(row.source.length).toBeGreaterThan(10);
      expect(row.effectiveFrom <= c.asOf).toBe(true);
      expect(row.destination).toBe(r.toCountry);
    }
    if (c.expected.status === 'prohibited') expect(r.restrictions[0]).toMatch(/^Prohibited: /);
  });
});
