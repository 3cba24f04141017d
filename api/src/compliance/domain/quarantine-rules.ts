import type { CountryCode, ImportRestriction } from '@waypost/contracts';
import { inEffect, type Dated, type IsoDate } from './effective';
import { mentions, normaliseText } from './hs-classification';

// ── Quarantine and import restrictions by destination (issue 26, item 5) ──
// A row names a destination, a product (HS prefixes and/or keywords), its effect and its conditions, taken from the
// destination's official list (BICON, APHIS/FDA, CFIA AIRS, EU 2019/2122, GACC/MARA, Japan MAFF, Korea APQA, Defra,
// FSVO). A row may override broader rows of the same destination that the same goods also match: milk chocolate
// matches Australia's dairy keywords, but BICON's chocolate case permits it.
//   prohibited   the goods may not be imported on this lane (by post, parcel or as a personal consignment)
//   conditional  allowed with the conditions; `permit` when an authority's permit or certificate is needed
//   permitted    allowed; the conditions say what keeps it so

export interface QuarantineRule extends Dated {
  id: string;
  destinations: readonly CountryCode[];
  /** only goods from these origins / never for goods from these origins */
  origins?: readonly CountryCode[];
  exceptOrigins?: readonly CountryCode[];
  product: string;
  hsPrefixes?: readonly string[];
  keywords?: readonly string[];
  unless?: readonly string[];
  effect: ImportRestriction['effect'];
  permit?: boolean;
  reason: string;
  conditions: readonly string[];
  documents?: readonly string[];
  /** ids of broader rows this one replaces when both match */
  overrides?: readonly string[];
}

const EU: CountryCode[] = ['DE', 'FR', 'NL', 'BE', 'IT', 'ES', 'SE'];
const MEAT_HS = ['0201', '0202', '0203', '0204', '0205', '0206', '0207', '0208', '0209', '0210', '1601', '1602'];
const MEAT = ['meat', 'beef', 'pork', 'lamb', 'mutton', 'veal', 'venison', 'chicken', 'sausage', 'salami', 'jerky', 'ham', 'bacon', 'chorizo', 'prosciutto', 'pate'];
const RED_MEAT = ['meat', 'beef', 'pork', 'lamb', 'mutton', 'veal', 'venison', 'goat', 'sausage', 'salami', 'jerky', 'ham', 'bacon', 'chorizo', 'prosciutto'];
const DAIRY_HS = ['0401', '0402', '0403', '0404', '0405', '0406'];
const DAIRY = ['cheese', 'milk', 'dairy', 'butter', 'yogurt', 'yoghurt', 'cream', 'ghee'];
const FRUIT_VEG_HS = ['07', '0801', '0802', '0803', '0804', '0805', '0806', '0807', '0808', '0809', '0810'];
// whole words only, and no brand look-alikes: 'Apple Watch' and an 'orange t-shirt' are not fruit
const FRUIT_VEG = [
  'fruit',
  'fruits',
  'vegetable',
  'vegetables',
  'fresh apple',
  'fresh orange',
  'mango',
  'mangoes',
  'citrus',
  'berries',
  'grapes',
  'potato',
  'potatoes',
  'tomato',
  'tomatoes',
];
const SEEDS_HS = ['1209', '0601', '0602'];
const SEEDS = ['seed', 'seeds', 'bulb', 'bulbs', 'plant', 'plants', 'cutting', 'cuttings', 'seedling', 'seedlings', 'soil'];
const NOT_PLANTS = [
  'plant pot',
  'plant pots',
  'plant stand',
  'artificial plant',
  'artificial plants',
  'fake plant',
  'fake plants',
  'plant-based',
  'power plant',
  'seed bead',
  'seed beads',
  'ice cream',
  'cream cleaner',
  'face cream',
  'hand cream',
  'moisturising cream',
  'moisturizing cream',
  'milk frother',
  'cheese grater',
  'butter knife',
  'butter dish',
  'dried fruit',
];
const EXEMPT_FRUIT = ['banana', 'bananas', 'pineapple', 'pineapples', 'coconut', 'coconuts', 'durian', 'durians', 'dates'];
const CHOCOLATE_HS = ['1806'];
const CHOCOLATE = ['chocolate', 'chocolates', 'praline', 'pralines', 'truffle', 'truffles'];
const CONFECTIONERY_HS = ['1704', '1806', '1905'];
const CONFECTIONERY = ['chocolate', 'chocolates', 'biscuit', 'biscuits', 'cookie', 'cookies', 'sweets', 'candy', 'confectionery', 'cake', 'cakes'];
const INFANT = ['infant formula', 'baby formula', 'infant milk', 'formula milk', 'baby food'];
const FOOD_HS = ['02', '03', '04', '07', '08', '09', '10', '11', '15', '16', '17', '18', '19', '20', '21', '22'];

const EU_2122 = 'Commission Delegated Regulation (EU) 2019/2122, art. 6 (personal consignments of products of animal origin), with Regulation (EU) 2017/625 art. 47';
const EU_PLANTS = 'Regulation (EU) 2016/2031 art. 72-73; Commission Implementing Regulation (EU) 2019/2072 Annex XI Part C (exempt fruits)';
const BICON = 'Australian Department of Agriculture, Fisheries and Forestry, BICON; Biosecurity Act 2015; Biosecurity (Conditionally Non-prohibited Goods) Determination 2021';
const DEFRA = "gov.uk, 'Bringing food into Great Britain' (Defra personal import rules)";

// prettier-ignore
export const QUARANTINE_RULES: readonly QuarantineRule[] = [
  // ── Australia (BICON) ──
  { id: 'AU-meat', destinations: ['AU'], product: 'Meat and meat products', hsPrefixes: MEAT_HS, keywords: MEAT, unless: ['ham radio'], effect: 'prohibited', effectiveFrom: '2016-06-16', source: BICON,
    reason: 'meat and meat products (fresh, dried, cooked, smoked or cured, including jerky and salami) may not be imported by post or as a personal consignment (Biosecurity Act 2015).', conditions: ['Only retorted shelf-stable canned meat or goods with a BICON import permit'] },
  { id: 'AU-chocolate', destinations: ['AU'], product: 'Chocolate (including milk and white chocolate)', hsPrefixes: CHOCOLATE_HS, keywords: CHOCOLATE, effect: 'permitted', effectiveFrom: '2018-12-19', overrides: ['AU-dairy'],
    source: `${BICON}; BICON case 'Dairy: Chocolate' (effective 19 Dec 2018)`, reason: 'chocolate, including milk and white chocolate, needs no import permit.', conditions: ['Commercially prepared and packaged (invoice or manufacturer\'s declaration)', 'Solid blocks or pieces; other ingredients of filled or coated goods are assessed separately'] },
  { id: 'AU-dairy', destinations: ['AU'], product: 'Dairy products', hsPrefixes: DAIRY_HS, keywords: DAIRY, unless: NOT_PLANTS, effect: 'conditional', permit: true, effectiveFrom: '2016-06-16', source: `${BICON}; BICON case 'Dairy for personal use'`,
    reason: 'dairy products need BICON import conditions: for personal use only when commercially prepared and packaged in a country free from foot-and-mouth disease; otherwise an import permit.', conditions: ['Commercially prepared and packaged', 'Made in a country free from foot-and-mouth disease (country of origin on the label)', 'Personal quantities only; otherwise a BICON import permit'] },
  { id: 'AU-fruit-veg', destinations: ['AU'], product: 'Fresh fruit and vegetables', hsPrefixes: FRUIT_VEG_HS, keywords: FRUIT_VEG, unless: NOT_PLANTS, effect: 'prohibited', effectiveFrom: '2016-06-16', source: `${BICON}; 'Can't post it' list of goods not permitted in international mail`,
    reason: 'fresh fruit and vegetables may not be sent to Australia by post or as a personal consignment; commercial imports need a BICON permit and treatment.', conditions: ['Commercial imports only, with a BICON import permit and phytosanitary certificate'] },
  { id: 'AU-seeds', destinations: ['AU'], product: 'Seeds, bulbs, plants and soil', hsPrefixes: SEEDS_HS, keywords: SEEDS, unless: NOT_PLANTS, effect: 'conditional', permit: true, effectiveFrom: '2016-06-16', overrides: ['AU-fruit-veg'], source: `${BICON}; BICON 'Seeds for sowing' (permitted seeds list)`,
    reason: 'seeds and plants are permitted only for species on BICON\'s permitted list, free of soil and contaminants, and inspected on arrival; others need an import permit; soil is not permitted.', conditions: ['Species on the BICON permitted seeds list', 'Commercially packaged, labelled with the species name', 'Inspection on arrival; an import permit for other species'], documents: ['Phytosanitary certificate'] },

  // ── United States (FDA, USDA APHIS) ──
  { id: 'US-food-prior-notice', destinations: ['US'], product: 'Food and beverages', hsPrefixes: FOOD_HS, effect: 'conditional', effectiveFrom: '2003-12-12', source: 'Public Health Security and Bioterrorism Preparedness and Response Act of 2002, s. 307; 21 CFR 1.276-1.285 (FDA Prior Notice of Imported Food)',
    reason: 'food imported into the US needs FDA Prior Notice before arrival (for international mail, before it is mailed), including food bought online for personal use.', conditions: ['Prior Notice confirmation number on the package or the entry', 'Not required for food an individual made at home and sends as a personal gift (21 CFR 1.277(b))'], documents: ['FDA Prior Notice confirmation'] },
  { id: 'US-meat', destinations: ['US'], product: 'Meat and meat products', hsPrefixes: MEAT_HS, keywords: MEAT, unless: ['ham radio'], effect: 'conditional', permit: true, effectiveFrom: '2000-01-01', source: '9 CFR Part 94 (USDA APHIS, restricted animal products by country); 9 CFR 327 (FSIS import inspection)',
    reason: 'meat products need USDA APHIS clearance and FSIS inspection; from countries with African swine fever or foot-and-mouth disease they are refused.', conditions: ['Country of origin eligible under 9 CFR 94', 'FSIS-certified establishment and foreign health certificate'], documents: ['Foreign meat inspection certificate (FSIS 9060-5)'] },
  { id: 'US-fruit-veg', destinations: ['US'], product: 'Fresh fruit and vegetables', hsPrefixes: FRUIT_VEG_HS, keywords: FRUIT_VEG, unless: NOT_PLANTS, effect: 'conditional', permit: true, effectiveFrom: '2007-07-16', source: '7 CFR 319.56 (USDA APHIS fruits and vegetables regulations; FAVIR database)',
    reason: 'fresh fruit and vegetables are admitted only for origins and commodities listed in APHIS FAVIR, with an import permit and phytosanitary certificate.', conditions: ['Commodity and origin approved in FAVIR', 'APHIS import permit'], documents: ['Phytosanitary certificate', 'APHIS import permit'] },
  { id: 'US-seeds', destinations: ['US'], product: 'Seeds and plants for planting', hsPrefixes: SEEDS_HS, keywords: SEEDS, unless: NOT_PLANTS, effect: 'conditional', permit: true, effectiveFrom: '2018-04-01', overrides: ['US-fruit-veg'], source: '7 CFR 319.37 (plants for planting, APHIS PPQ 587 permit; small lots of seed)',
    reason: 'seeds and plants for planting need an APHIS permit (PPQ 587) and a phytosanitary certificate.', conditions: ['APHIS PPQ 587 permit, or the small lots of seed permit'], documents: ['Phytosanitary certificate'] },

  // ── Canada (CFIA AIRS) ──
  { id: 'CA-meat', destinations: ['CA'], product: 'Meat and meat products', hsPrefixes: MEAT_HS, keywords: MEAT, unless: ['ham radio'], effect: 'conditional', permit: true, effectiveFrom: '2019-01-15', source: 'CFIA Automated Import Reference System (AIRS); Health of Animals Regulations; Safe Food for Canadians Regulations (SOR/2018-108)',
    reason: 'meat products need the import conditions AIRS gives for the origin: a zoosanitary certificate and, commercially, a Safe Food for Canadians licence.', conditions: ['AIRS conditions for the product and origin', 'Safe Food for Canadians licence for commercial imports'], documents: ['Zoosanitary export certificate'] },
  { id: 'CA-fruit-plants', destinations: ['CA'], product: 'Fresh fruit, vegetables, seeds and plants', hsPrefixes: [...FRUIT_VEG_HS, ...SEEDS_HS], keywords: [...FRUIT_VEG, ...SEEDS], unless: NOT_PLANTS, effect: 'conditional', permit: true, effectiveFrom: '2019-01-15', source: 'CFIA AIRS; Plant Protection Act (S.C. 1990, c. 22) and Plant Protection Regulations',
    reason: 'fruit, vegetables, seeds and plants enter under the AIRS conditions for the origin (phytosanitary certificate, permit to import for some).', conditions: ['AIRS conditions for the commodity and origin'], documents: ['Phytosanitary certificate'] },

  // ── European Union (DE, FR, NL, BE, IT, ES, SE) ──
  { id: 'EU-meat-dairy', destinations: EU, exceptOrigins: [...EU, 'CH'], product: 'Meat, milk and dairy products', hsPrefixes: [...MEAT_HS, ...DAIRY_HS], keywords: [...MEAT, ...DAIRY], unless: [...NOT_PLANTS, 'ham radio'], effect: 'prohibited', effectiveFrom: '2019-12-14', source: EU_2122,
    reason: 'meat and milk products may not enter the EU in personal consignments or small parcels from third countries; only certified consignments through a border control post.', conditions: ['Commercial consignments only, with an official certificate through a border control post'] },
  { id: 'EU-infant', destinations: EU, exceptOrigins: [...EU, 'CH'], product: 'Infant milk, infant food and special medical food', keywords: INFANT, effect: 'permitted', effectiveFrom: '2019-12-14', source: `${EU_2122}(1)(a)`, overrides: ['EU-meat-dairy'],
    reason: 'powdered infant milk, infant food and special medical food are exempt in personal consignments.', conditions: ['At most 2 kg per consignment', 'Branded, unopened and needing no refrigeration before opening'] },
  { id: 'EU-confectionery', destinations: EU, exceptOrigins: [...EU, 'CH'], product: 'Chocolate, confectionery, biscuits and cakes', hsPrefixes: CONFECTIONERY_HS, keywords: CONFECTIONERY, effect: 'permitted', effectiveFrom: '2021-04-21', overrides: ['EU-meat-dairy'],
    source: 'Commission Delegated Regulation (EU) 2021/630, Annex (shelf-stable composite products exempt from border control posts); Regulation (EU) 2017/625 art. 48', reason: 'shelf-stable chocolate, confectionery, biscuits and cakes are exempt from veterinary border checks.', conditions: ['Shelf-stable, in packaging labelled for the final consumer'] },
  { id: 'EU-fruit-plants', destinations: EU, exceptOrigins: [...EU], product: 'Fresh fruit, vegetables, seeds and plants', hsPrefixes: [...FRUIT_VEG_HS, ...SEEDS_HS], keywords: [...FRUIT_VEG, ...SEEDS], unless: NOT_PLANTS, effect: 'conditional', permit: true, effectiveFrom: '2019-12-14', source: EU_PLANTS,
    reason: 'plants and plant products, including fresh fruit and vegetables, need a phytosanitary certificate from the exporting country, also in small parcels.', conditions: ['Phytosanitary certificate issued by the exporting country\'s plant protection organisation'], documents: ['Phytosanitary certificate'] },
  { id: 'EU-exempt-fruit', destinations: EU, exceptOrigins: [...EU], product: 'Bananas, pineapples, coconuts, durians and dates', hsPrefixes: ['0803', '080430', '080410', '080119'], keywords: EXEMPT_FRUIT, effect: 'permitted', effectiveFrom: '2019-12-14', overrides: ['EU-fruit-plants'], source: EU_PLANTS,
    reason: 'fruits of pineapple, coconut, durian, banana and date are exempt from the phytosanitary certificate.', conditions: ['Fruit only (not plants for planting)'] },

  // ── Great Britain (Defra) ──
  { id: 'GB-meat-dairy', destinations: ['GB'], exceptOrigins: [...EU, 'CH'], product: 'Meat, milk and dairy products', hsPrefixes: [...MEAT_HS, ...DAIRY_HS], keywords: [...MEAT, ...DAIRY], unless: [...NOT_PLANTS, 'ham radio'], effect: 'prohibited', effectiveFrom: '2021-01-01', source: `${DEFRA}; retained Regulation (EU) 2019/2122 art. 6`,
    reason: 'meat, milk and dairy products may not be brought or sent into Great Britain for personal use from outside the EU, EEA and Switzerland.', conditions: ['Infant milk, infant food and special medical food up to 2 kg'] },
  { id: 'GB-meat-dairy-eu', destinations: ['GB'], origins: [...EU, 'CH'], product: 'Ruminant and pig meat, milk and dairy products', hsPrefixes: ['0201', '0202', '0203', '0204', '0210', '1601', '1602', ...DAIRY_HS], keywords: [...RED_MEAT, ...DAIRY], unless: [...NOT_PLANTS, 'ham radio'], effect: 'prohibited', effectiveFrom: '2025-04-12', source: `${DEFRA}; Defra personal import restrictions on EU and EEA meat and dairy from 12 April 2025 (foot-and-mouth disease)`,
    reason: 'from 12 April 2025, personal imports of cattle, sheep, goat and pig meat and of milk and dairy products from the EU, EEA and Switzerland into Great Britain are banned (foot-and-mouth disease).', conditions: ['Infant milk, infant food and special medical food up to 2 kg', 'Commercial imports with health certificates are not affected'] },
  { id: 'GB-confectionery', destinations: ['GB'], product: 'Chocolate, confectionery, bread, cakes and biscuits', hsPrefixes: CONFECTIONERY_HS, keywords: CONFECTIONERY, effect: 'permitted', effectiveFrom: '2021-01-01', overrides: ['GB-meat-dairy', 'GB-meat-dairy-eu'], source: DEFRA,
    reason: 'chocolate, confectionery, bread, cakes and biscuits may be brought into Great Britain from any country.', conditions: ['Without meat or fresh cream fillings'] },
  { id: 'GB-fruit-plants', destinations: ['GB'], product: 'Fresh fruit, vegetables, seeds and plants', hsPrefixes: [...FRUIT_VEG_HS, ...SEEDS_HS], keywords: [...FRUIT_VEG, ...SEEDS], unless: NOT_PLANTS, effect: 'conditional', permit: true, effectiveFrom: '2021-01-01', source: `${DEFRA}; The Official Controls and Phytosanitary Conditions (Amendment) Regulations 2022; retained Regulation (EU) 2016/2031 art. 72`,
    reason: 'plants and plant products, including fresh fruit and vegetables, need a phytosanitary certificate; bananas, coconuts, durians, pineapples and dates are exempt.', conditions: ['Phytosanitary certificate from the exporting country'], documents: ['Phytosanitary certificate'] },
  { id: 'GB-exempt-fruit', destinations: ['GB'], product: 'Bananas, pineapples, coconuts, durians and dates', hsPrefixes: ['0803', '080430', '080410', '080119'], keywords: EXEMPT_FRUIT, effect: 'permitted', effectiveFrom: '2021-01-01', overrides: ['GB-fruit-plants'], source: DEFRA,
    reason: 'bananas, coconuts, durians, pineapples and dates need no phytosanitary certificate.', conditions: ['Fruit only'] },

  // ── Switzerland (FSVO) ──
  { id: 'CH-meat-dairy', destinations: ['CH'], exceptOrigins: [...EU], product: 'Meat, milk and dairy products', hsPrefixes: [...MEAT_HS, ...DAIRY_HS], keywords: [...MEAT, ...DAIRY], unless: [...NOT_PLANTS, 'ham radio'], effect: 'prohibited', effectiveFrom: '2016-02-01', source: 'Ordinance on the import, transit and export of animals and animal products with third countries (EDAV-DS, SR 916.443.10), art. 21 ff.; FSVO (blv.admin.ch) personal import rules',
    reason: 'meat, milk and dairy products from countries outside the EU may not be brought or sent into Switzerland for private use.', conditions: ['From EU countries: personal quantities allowed (EU-Switzerland veterinary agreement)', 'Infant milk and special medical food exempt'] },
  { id: 'CH-fruit-plants', destinations: ['CH'], exceptOrigins: [...EU], product: 'Fresh fruit, vegetables, seeds and plants', hsPrefixes: [...FRUIT_VEG_HS, ...SEEDS_HS], keywords: [...FRUIT_VEG, ...SEEDS], unless: NOT_PLANTS, effect: 'conditional', permit: true, effectiveFrom: '2020-01-01', source: 'Plant Health Ordinance (PGesV, SR 916.20), art. 42-44; Federal Plant Protection Service (pflanzenschutzdienst.ch)',
    reason: 'plants and plant products from outside the EU need a phytosanitary certificate; bananas, coconuts, durians, pineapples and dates are exempt.', conditions: ['Phytosanitary certificate from the exporting country'], documents: ['Phytosanitary certificate'] },

  // ── Japan (MAFF Animal Quarantine Service, Plant Protection Station) ──
  { id: 'JP-meat', destinations: ['JP'], product: 'Meat and meat products', hsPrefixes: MEAT_HS, keywords: MEAT, unless: ['ham radio'], effect: 'prohibited', effectiveFrom: '1951-05-31', source: 'Japan Domestic Animal Infectious Diseases Control Act (Act No. 166 of 1951), art. 36-37; MAFF Animal Quarantine Service',
    reason: 'meat products (including ham, sausage, bacon and jerky) may not be imported into Japan without an export-country inspection certificate; mail and personal parcels without one are refused.', conditions: ['Inspection certificate of the exporting government and import inspection'] },
  { id: 'JP-fruit-plants', destinations: ['JP'], product: 'Fresh fruit, vegetables, seeds and plants', hsPrefixes: [...FRUIT_VEG_HS, ...SEEDS_HS], keywords: [...FRUIT_VEG, ...SEEDS], unless: NOT_PLANTS, effect: 'conditional', permit: true, effectiveFrom: '1950-05-04', source: 'Japan Plant Protection Act (Act No. 151 of 1950), art. 6-7; MAFF Plant Protection Station',
    reason: 'plants and fresh produce need a phytosanitary certificate and import inspection; fresh fruit of host species from areas with designated pests (e.g. fruit flies) is prohibited.', conditions: ['Not a prohibited host/origin combination (Plant Protection Act art. 7)', 'Import inspection on arrival'], documents: ['Phytosanitary certificate'] },

  // ── Korea (APQA) ──
  { id: 'KR-meat', destinations: ['KR'], product: 'Meat and meat products', hsPrefixes: MEAT_HS, keywords: MEAT, unless: ['ham radio'], effect: 'prohibited', effectiveFrom: '2011-01-01', source: 'Act on the Prevention of Contagious Animal Diseases (Korea), art. 32-34; Animal and Plant Quarantine Agency (APQA)',
    reason: 'meat products (including jerky, sausage and ham) sent to Korea without a quarantine certificate of the exporting country are refused.', conditions: ['Quarantine certificate of the exporting country and APQA inspection'] },
  { id: 'KR-fruit-plants', destinations: ['KR'], product: 'Fresh fruit, vegetables, seeds and plants', hsPrefixes: [...FRUIT_VEG_HS, ...SEEDS_HS], keywords: [...FRUIT_VEG, ...SEEDS], unless: NOT_PLANTS, effect: 'conditional', permit: true, effectiveFrom: '2011-01-01', source: 'Plant Protection Act (Korea), art. 8-10; Animal and Plant Quarantine Agency (APQA)',
    reason: 'plants and fresh produce need a phytosanitary certificate and APQA inspection; many fresh fruits are prohibited imports.', conditions: ['Not on the prohibited plants list (art. 10)'], documents: ['Phytosanitary certificate'] },

  // ── China (GACC / MARA) ──
  { id: 'CN-prohibited-post', destinations: ['CN'], product: 'Meat, milk and dairy products, fresh fruit and vegetables, seeds, plants and soil', hsPrefixes: [...MEAT_HS, ...DAIRY_HS, ...FRUIT_VEG_HS, ...SEEDS_HS], keywords: [...MEAT, ...DAIRY, ...FRUIT_VEG, ...SEEDS],
    // chocolate (HS 1806) is not a milk product of the list's dairy item
    unless: [...NOT_PLANTS, 'ham radio', 'chocolate', 'chocolates'], effect: 'prohibited', effectiveFrom: '2021-10-20',
    source: 'MARA and GACC Announcement No. 470 (20 Oct 2021), Catalogue of animals, plants and their products and other quarantine objects prohibited from being carried or posted into China (items I(2), I(4), II)',
    reason: 'meat products, milk and dairy products (including UHT milk, butter and cheese), fresh fruit and vegetables, seeds, live plants and soil may not be carried, posted or sent by express or cross-border e-commerce parcel into China.', conditions: ['Commercial imports through an approved quarantine procedure only'] },
];

// ── Matching ──
export interface QuarantineItem {
  description: string;
  hsCode: string;
}

const applies = (r: QuarantineRule, item: QuarantineItem, text: string, from: CountryCode, to: CountryCode, on: IsoDate) =>
  inEffect(r, on) &&
  r.destinations.includes(to) &&
  (!r.origins || r.origins.includes(from)) &&
  !(r.exceptOrigins ?? []).includes(from) &&
  ((r.hsPrefixes ?? []).some((p) => item.hsCode.startsWith(p)) || (r.keywords ?? []).some((k) => mentions(text, k))) &&
  !(r.unless ?? []).some((k) => mentions(text, k));

/** The destination's quarantine and import rules for one item, the more specific row replacing the broader one. */
export function quarantineRestrictions(item: QuarantineItem, from: CountryCode, to: CountryCode, on: IsoDate): ImportRestriction[] {
  const text = normaliseText(item.description);
  const matched = QUARANTINE_RULES.filter((r) => applies(r, item, text, from, to, on));
  const replaced = new Set(matched.flatMap((r) => r.overrides ?? []));
  return matched
    .filter((r) => !replaced.has(r.id))
    .map((r) => ({
      ruleId: r.id,
      destination: to,
      product: r.product,
      effect: r.effect,
      permitRequired: r.permit === true,
      reason: r.reason,
      conditions: [...r.conditions],
      documents: [...(r.documents ?? [])],
      source: r.source,
      effectiveFrom: r.effectiveFrom,
      ...(r.effectiveUntil ? { effectiveUntil: r.effectiveUntil } : {}),
    }));
}

/** The restriction line shown to the shipper (spec's restrictions list). */
export const restrictionLine = (r: ImportRestriction): string =>
  r.effect === 'prohibited' ? `Prohibited: ${r.reason}` : r.effect === 'conditional' ? `${r.permitRequired ? 'Restricted' : 'Condition'}: ${r.reason}` : `Permitted: ${r.reason}`;
