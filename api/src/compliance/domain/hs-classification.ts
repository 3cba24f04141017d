import type { ComplianceCategory } from '@waypost/contracts';

// ── HS code (6 digits) from category + description keywords ──────────────────
// Source of the codes: WCO Harmonized System nomenclature 2022 edition (wcoomd.org). The first keyword row of the
// category that matches the description wins; otherwise the category's default heading. Always a suggestion:
// the declarant is responsible for the classification.
export interface HsKeywordRow {
  hsCode: string;
  description: string;
  keywords: readonly string[];
}
export interface CategoryClassification {
  defaultCode: HsKeywordRow;
  rows: readonly HsKeywordRow[];
}

const row = (hsCode: string, description: string, ...keywords: string[]): HsKeywordRow => ({ hsCode, description, keywords });

export const HS_TABLE: Record<ComplianceCategory, CategoryClassification> = {
  Electronics: {
    defaultCode: row('854370', 'Electrical machines and apparatus n.e.s.'),
    rows: [
      row('851713', 'Smartphones', 'smartphone', 'phone', 'iphone', 'mobile'),
      row('847130', 'Portable computers (laptops, tablets)', 'laptop', 'notebook', 'tablet', 'ipad', 'macbook'),
      row('847150', 'Computer processing units', 'computer', 'desktop', 'pc'),
      row('851830', 'Headphones and earphones', 'headphone', 'earphone', 'earbud', 'headset'),
      row('851822', 'Loudspeakers', 'speaker'),
      row('852872', 'Television receivers', 'television', 'tv'),
      row('852852', 'Monitors', 'monitor', 'display'),
      row('852589', 'Cameras', 'camera', 'camcorder'),
      row('850760', 'Lithium-ion accumulators', 'battery', 'power bank', 'powerbank'),
      row('850440', 'Static converters (chargers)', 'charger', 'adapter', 'power supply'),
      row('851762', 'Smartwatches and network devices', 'smartwatch', 'router', 'modem'),
      row('950450', 'Video game consoles', 'console', 'playstation', 'xbox', 'nintendo'),
      row('854442', 'Electric cables with connectors', 'cable'),
    ],
  },
  'Clothing & Textiles': {
    defaultCode: row('611490', 'Other garments, knitted'),
    rows: [
      row('610910', 'T-shirts, cotton, knitted', 't-shirt', 'tshirt', 'tee'),
      row('611020', 'Jerseys and pullovers, cotton', 'sweater', 'pullover', 'jumper', 'hoodie'),
      row('620342', "Men's trousers, cotton", 'jeans', 'trousers', 'pants'),
      row('620442', "Women's dresses, cotton", 'dress'),
      row('620193', "Men's anoraks and jackets, man-made fibres", 'jacket', 'coat', 'anorak'),
      row('620520', "Men's shirts, cotton", 'shirt', 'blouse'),
      row('640411', 'Sports footwear, textile uppers', 'shoe', 'sneaker', 'trainer', 'boot'),
      row('611595', 'Socks, cotton', 'sock'),
      row('621410', 'Scarves, silk', 'scarf', 'silk'),
      row('420222', 'Handbags, outer surface of textile or plastic sheeting', 'handbag', 'bag', 'backpack'),
      row('630790', 'Made-up textile articles (incl. face masks)', 'towel', 'curtain', 'fabric', 'textile'),
    ],
  },
  'Books & Media': {
    defaultCode: row('490199', 'Printed books'),
    rows: [
      row('490300', "Children's picture books", 'children', 'picture book'),
      row('490290', 'Newspapers and periodicals', 'magazine', 'newspaper', 'journal'),
      row('490591', 'Maps in book form', 'map', 'atlas'),
      row('852349', 'Recorded optical media', 'dvd', 'cd', 'blu-ray', 'bluray'),
      row('852380', 'Gramophone records and other media', 'vinyl', 'record'),
      row('490199', 'Printed books', 'book', 'novel', 'comic', 'manga'),
    ],
  },
  'Food & Beverages': {
    defaultCode: row('210690', 'Food preparations n.e.s.'),
    rows: [
      row('090121', 'Coffee, roasted', 'coffee'),
      row('090230', 'Black tea', 'tea'),
      row('180632', 'Chocolate, not filled', 'chocolate', 'cocoa'),
      row('190531', 'Sweet biscuits', 'biscuit', 'cookie', 'cracker'),
      row('220421', 'Wine in containers of 2 l or less', 'wine', 'champagne'),
      row('220830', 'Whiskies', 'whisky', 'whiskey', 'spirits', 'vodka', 'gin', 'rum'),
      row('220300', 'Beer made from malt', 'beer'),
      row('210390', 'Sauces and condiments', 'sauce', 'ketchup', 'condiment'),
      row('091099', 'Spices', 'spice', 'pepper', 'saffron'),
      row('160100', 'Sausages and meat products', 'sausage', 'salami', 'jerky', 'meat', 'ham'),
      row('040690', 'Cheese', 'cheese'),
      row('040900', 'Natural honey', 'honey'),
      row('210690', 'Food supplements and preparations', 'supplement', 'vitamin', 'protein'),
    ],
  },
  'Medical Equipment': {
    defaultCode: row('901890', 'Medical instruments and appliances n.e.s.'),
    rows: [
      row('902519', 'Thermometers', 'thermometer'),
      row('901890', 'Blood pressure monitors and instruments', 'blood pressure', 'stethoscope', 'monitor'),
      row('901831', 'Syringes', 'syringe'),
      row('902140', 'Hearing aids', 'hearing aid'),
      row('871390', 'Wheelchairs, motorised', 'wheelchair'),
      row('630790', 'Face masks', 'mask'),
      row('300490', 'Medicaments, dosed', 'medicine', 'medicament', 'drug', 'pill', 'tablet'),
    ],
  },
  'Automotive Parts': {
    defaultCode: row('870899', 'Parts and accessories of motor vehicles n.e.s.'),
    rows: [
      row('870830', 'Brakes and servo-brakes and parts', 'brake'),
      row('401110', 'New pneumatic tyres for cars', 'tyre', 'tire'),
      row('850710', 'Lead-acid starter batteries', 'battery'),
      row('851110', 'Spark plugs', 'spark plug'),
      row('842123', 'Oil or fuel filters', 'filter'),
      row('700910', 'Rear-view mirrors', 'mirror'),
      row('851220', 'Lighting equipment for vehicles', 'headlight', 'lamp', 'light'),
      row('870895', 'Safety airbags with inflater system', 'airbag'),
    ],
  },
  'Jewelry & Precious Metals': {
    defaultCode: row('711319', 'Jewellery of precious metal (gold)'),
    rows: [
      row('711311', 'Jewellery of silver', 'silver'),
      row('910211', 'Wrist watches, mechanical display', 'watch'),
      row('710239', 'Diamonds, worked (non-industrial)', 'diamond'),
      row('711719', 'Imitation jewellery of base metal', 'imitation', 'costume', 'fashion jewelry'),
      row('710812', 'Gold, unwrought (bars, bullion)', 'bullion', 'gold bar', 'ingot'),
      row('711319', 'Jewellery of gold', 'gold', 'ring', 'necklace', 'bracelet', 'earring'),
    ],
  },
  Chemicals: {
    defaultCode: row('382499', 'Chemical products and preparations n.e.s.'),
    rows: [
      row('330300', 'Perfumes and toilet waters', 'perfume', 'fragrance', 'cologne'),
      row('330499', 'Beauty and skin-care preparations', 'cosmetic', 'cream', 'lotion', 'makeup'),
      row('320890', 'Paints and varnishes', 'paint', 'varnish', 'lacquer'),
      row('350691', 'Adhesives', 'adhesive', 'glue', 'epoxy'),
      row('340250', 'Washing and cleaning preparations', 'detergent', 'cleaning', 'cleaner', 'soap'),
      row('381400', 'Organic solvents and thinners', 'solvent', 'thinner', 'acetone'),
      row('310520', 'Fertilisers (NPK)', 'fertilizer', 'fertiliser'),
    ],
  },
  Furniture: {
    defaultCode: row('940360', 'Wooden furniture n.e.s.'),
    rows: [
      row('940161', 'Upholstered seats with wooden frames', 'sofa', 'couch', 'armchair'),
      row('940171', 'Upholstered seats with metal frames', 'chair', 'stool'),
      row('940421', 'Mattresses of cellular rubber or plastics', 'mattress'),
      row('940360', 'Wooden furniture (tables, shelves, cabinets)', 'table', 'desk', 'shelf', 'cabinet', 'wardrobe', 'bed'),
    ],
  },
  'Sports Equipment': {
    defaultCode: row('950699', 'Articles for sports n.e.s.'),
    rows: [
      row('871200', 'Bicycles', 'bicycle', 'bike'),
      row('950662', 'Inflatable balls', 'ball', 'football', 'basketball'),
      row('950659', 'Rackets', 'racket', 'racquet'),
      row('950631', 'Golf clubs', 'golf'),
      row('950611', 'Skis', 'ski'),
      row('950691', 'Gymnasium and fitness equipment', 'dumbbell', 'fitness', 'weights', 'treadmill', 'yoga'),
      row('630622', 'Tents of synthetic fibres', 'tent'),
    ],
  },
  Other: {
    defaultCode: row('392690', 'Other articles of plastics (general merchandise)'),
    rows: [
      row('950300', 'Toys', 'toy', 'puzzle', 'doll', 'lego'),
      row('732393', 'Table and kitchen articles of stainless steel', 'kitchen', 'pan', 'pot', 'cutlery'),
      row('691200', 'Ceramic tableware', 'ceramic', 'mug', 'plate'),
      row('340600', 'Candles', 'candle'),
      row('970191', 'Paintings', 'painting', 'artwork'),
    ],
  },
};

export interface HsClassification {
  hsCode: string;
  description: string;
  matchedKeyword?: string;
}

const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9-]+/g, ' ')} `;

/** Whole-word (plural-tolerant) keyword match in the description. */
const mentions = (haystack: string, keyword: string) => haystack.includes(` ${keyword} `) || haystack.includes(` ${keyword}s `) || haystack.includes(` ${keyword}es `);

export function classifyHs(category: ComplianceCategory, description: string): HsClassification {
  const table = HS_TABLE[category];
  const text = words(description);
  for (const candidate of table.rows) {
    const keyword = candidate.keywords.find((k) => mentions(text, k));
    if (keyword) return { hsCode: candidate.hsCode, description: candidate.description, matchedKeyword: keyword };
  }
  return { hsCode: table.defaultCode.hsCode, description: table.defaultCode.description };
}

export const hsChapter = (hsCode: string) => hsCode.slice(0, 2);
export const formatHs = (hsCode: string) => `${hsCode.slice(0, 4)}.${hsCode.slice(4, 6)}`;
export { words as normaliseText, mentions };
