import type { ComplianceCategory } from '@waypost/contracts';

// ── Keyword rows: the articles (and a few materials) shippers name, and their HS 2022 subheading ──
// Source of every code: WCO Harmonized System Nomenclature 2022 edition, checked against the kept nomenclature
// (hs-nomenclature.ts; a test fails on a code HS 2022 does not have). Each row names an ARTICLE by its keywords; a row
// with `materials` is the article made of one of them (HS splits most chapters by material: footwear by the upper,
// bags by the outer surface, jewellery by the metal), and wins over the same article without them when the
// description names the material. A row of kind 'material' names loose material (diamonds, gold bars): it only wins
// when no article is named, so a gold ring set with a diamond is jewellery of 7113, not a diamond of 7102.
export interface HsKeywordRow {
  hsCode: string;
  description: string;
  keywords: readonly string[];
  /** the article is of one of these materials (whole words in the description) */
  materials?: readonly string[];
  /** 'material': the keywords name a material, not an article (weaker than any article) */
  kind?: 'article' | 'material';
}
export interface CategoryClassification {
  defaultCode: HsKeywordRow;
  rows: readonly HsKeywordRow[];
}

const row = (hsCode: string, description: string, ...keywords: string[]): HsKeywordRow => ({ hsCode, description, keywords });
const made = (hsCode: string, description: string, materials: string[], ...keywords: string[]): HsKeywordRow => ({ hsCode, description, keywords, materials });
const material = (hsCode: string, description: string, ...keywords: string[]): HsKeywordRow => ({ hsCode, description, keywords, kind: 'material' });

const SHOES = ['shoe', 'sneaker', 'trainer', 'loafer', 'sandal', 'footwear', 'high heel', 'moccasin', 'brogue'];
const BOOTS = ['boot', 'ankle boot', 'chelsea boot', 'hiking boot'];
const LEATHER = ['leather', 'suede', 'nubuck', 'calfskin', 'cowhide', 'lambskin', 'patent leather'];
const TEXTILE = ['textile', 'canvas', 'mesh', 'knit', 'knitted', 'fabric', 'nylon', 'polyester', 'cotton', 'denim', 'felt', 'wool'];
const RUBBER_PLASTIC = ['rubber', 'plastic', 'plastics', 'pvc', 'eva', 'silicone', 'foam', 'vinyl'];
const SYNTHETIC = ['polyester', 'nylon', 'synthetic', 'acrylic', 'elastane', 'spandex', 'polyamide'];
const PRECIOUS = ['gold', 'platinum', 'palladium', 'diamond', 'sapphire', 'ruby', 'emerald', '18k', '14k', '9k', '24k', 'karat', 'carat'];
const BASE_METAL = [
  'brass',
  'steel',
  'stainless',
  'copper',
  'alloy',
  'plated',
  'gold-plated',
  'gold plated',
  'silver-plated',
  'silver plated',
  'costume',
  'fashion',
  'imitation',
  'titanium',
];
const JEWELLERY = ['ring', 'necklace', 'bracelet', 'earring', 'pendant', 'brooch', 'bangle', 'anklet', 'jewellery', 'jewelry', 'cufflink'];
const BAGS = ['handbag', 'purse', 'tote', 'clutch', 'shoulder bag', 'bag'];

export const HS_TABLE: Record<ComplianceCategory, CategoryClassification> = {
  Electronics: {
    defaultCode: row('854370', 'Electrical machines and apparatus n.e.s.'),
    rows: [
      row('851713', 'Smartphones', 'smartphone', 'phone', 'iphone', 'mobile'),
      row('847130', 'Portable computers (laptops, tablets)', 'laptop', 'notebook', 'tablet', 'ipad', 'macbook'),
      row('847150', 'Computer processing units', 'computer', 'desktop', 'pc'),
      row('851830', 'Headphones and earphones', 'headphone', 'earphone', 'earbud', 'headset', 'airpods'),
      row('851822', 'Loudspeakers', 'speaker'),
      row('852872', 'Television receivers', 'television', 'tv'),
      row('852852', 'Monitors', 'monitor', 'display'),
      row('852589', 'Cameras', 'camera', 'camcorder'),
      row('850760', 'Lithium-ion accumulators', 'battery', 'power bank', 'powerbank'),
      row('850440', 'Static converters (chargers)', 'charger', 'adapter', 'power supply'),
      row('851762', 'Smartwatches and network devices', 'smartwatch', 'apple watch', 'router', 'modem'),
      row('950450', 'Video game consoles', 'console', 'playstation', 'xbox', 'nintendo'),
      row('854442', 'Electric cables with connectors', 'cable'),
      made('420232', 'Pocket cases with outer surface of plastic sheeting or textile (phone cases)', [...RUBBER_PLASTIC, ...TEXTILE], 'phone case', 'phone cover', 'iphone case'),
      made('420231', 'Pocket cases with outer surface of leather (phone cases, wallets)', LEATHER, 'phone case', 'phone cover', 'iphone case'),
      row('851631', 'Electro-thermic hair dryers', 'hair dryer', 'hairdryer'),
      row('851010', 'Shavers with self-contained electric motor', 'shaver', 'razor'),
    ],
  },
  'Clothing & Textiles': {
    defaultCode: row('611490', 'Other garments, knitted'),
    rows: [
      row('610910', 'T-shirts, cotton, knitted', 't-shirt', 'tshirt', 'tee'),
      made('610990', 'T-shirts, of other textile materials, knitted', [...SYNTHETIC, 'silk', 'wool', 'linen'], 't-shirt', 'tshirt', 'tee'),
      row('611020', 'Jerseys and pullovers, cotton', 'sweater', 'pullover', 'jumper', 'hoodie', 'cardigan', 'sweatshirt'),
      made(
        '611011',
        'Jerseys and pullovers, of wool or fine animal hair',
        ['wool', 'woollen', 'woolen', 'cashmere', 'merino', 'alpaca', 'mohair'],
        'sweater',
        'pullover',
        'jumper',
        'cardigan',
      ),
      made('611030', 'Jerseys and pullovers, of man-made fibres', SYNTHETIC, 'sweater', 'pullover', 'jumper', 'hoodie', 'cardigan', 'fleece'),
      row('620342', "Men's trousers, cotton", 'jeans', 'trousers', 'pants', 'chinos', 'shorts'),
      made('620343', "Men's trousers, synthetic fibres", SYNTHETIC, 'trousers', 'pants', 'shorts'),
      row('620442', "Women's dresses, cotton", 'dress'),
      made('620443', "Women's dresses, synthetic fibres", SYNTHETIC, 'dress'),
      made('620449', "Women's dresses, other textile materials (e.g. silk)", ['silk', 'linen'], 'dress'),
      made('620441', "Women's dresses, wool", ['wool', 'woollen', 'cashmere'], 'dress'),
      row('620140', "Men's anoraks and jackets, man-made fibres", 'jacket', 'coat', 'anorak', 'parka', 'raincoat'),
      made('620120', "Men's overcoats and jackets, wool", ['wool', 'woollen', 'cashmere'], 'jacket', 'coat', 'overcoat'),
      made('620130', "Men's overcoats and jackets, cotton", ['cotton', 'denim'], 'jacket', 'coat'),
      made('420310', 'Articles of apparel of leather', LEATHER, 'jacket', 'coat', 'trousers', 'pants', 'skirt', 'vest'),
      row('620520', "Men's shirts, cotton", 'shirt', 'blouse'),
      made('420329', 'Gloves of leather', LEATHER, 'glove', 'mitten'),
      made('420330', 'Belts of leather', LEATHER, 'belt'),
      // Footwear: HS 64 splits by the material of the upper (note 4 (a) to chapter 64).
      made('640411', 'Sports footwear, textile uppers', TEXTILE, ...SHOES, 'running shoe', 'tennis shoe'),
      made('640399', 'Footwear, uppers of leather, not covering the ankle', LEATHER, ...SHOES),
      made('640391', 'Footwear, uppers of leather, covering the ankle', LEATHER, ...BOOTS),
      made('640419', 'Footwear, textile uppers, other than sports', TEXTILE, 'slipper', 'espadrille', ...SHOES.filter((s) => s !== 'sneaker' && s !== 'trainer')),
      made('640299', 'Footwear, soles and uppers of rubber or plastics', RUBBER_PLASTIC, ...SHOES, 'clog', 'slide'),
      made('640291', 'Footwear, rubber or plastics, covering the ankle', RUBBER_PLASTIC, ...BOOTS),
      made('640220', 'Footwear of rubber or plastics with straps or thongs plugged into the sole (flip-flops)', RUBBER_PLASTIC, 'flip-flop', 'flip flop', 'thong sandal'),
      made('640192', 'Waterproof footwear of rubber or plastics covering the ankle but not the knee (rain boots)', RUBBER_PLASTIC, 'rain boot', 'wellington', 'wellie', 'gumboot'),
      row('640391', 'Footwear covering the ankle (uppers of leather, the usual boot)', ...BOOTS),
      row('611595', 'Socks, cotton', 'sock'),
      made('611596', 'Socks, synthetic fibres', SYNTHETIC, 'sock'),
      row('621410', 'Scarves, silk', 'scarf', 'silk'),
      made('420222', 'Handbags, outer surface of textile or plastic sheeting', [...TEXTILE, ...RUBBER_PLASTIC], ...BAGS),
      made('420221', 'Handbags, outer surface of leather', LEATHER, ...BAGS),
      row('420222', 'Handbags, outer surface of textile or plastic sheeting', 'handbag', 'bag', 'tote'),
      row('420292', 'Backpacks and travel bags, outer surface of plastic sheeting or textile', 'backpack', 'rucksack', 'duffel', 'gym bag'),
      made('420291', 'Backpacks and travel bags, outer surface of leather', LEATHER, 'backpack', 'rucksack', 'duffel'),
      made('420231', 'Wallets and pocket cases, outer surface of leather', LEATHER, 'wallet', 'card holder', 'purse'),
      row('420232', 'Wallets and pocket cases, outer surface of plastic sheeting or textile', 'wallet', 'card holder'),
      row('650500', 'Hats, knitted or of textile fabric', 'hat', 'cap', 'beanie'),
      row('630790', 'Made-up textile articles (incl. face masks)', 'towel', 'curtain', 'fabric', 'textile'),
    ],
  },
  'Books & Media': {
    defaultCode: row('490199', 'Printed books'),
    rows: [
      row('490300', "Children's picture books", 'children', 'picture book', 'colouring book', 'coloring book'),
      row('490290', 'Newspapers and periodicals', 'magazine', 'newspaper', 'journal'),
      row('490520', 'Maps in book form (atlases)', 'map', 'atlas'),
      row('852349', 'Recorded optical media', 'dvd', 'cd', 'blu-ray', 'bluray'),
      row('852380', 'Gramophone records and other media', 'vinyl', 'record'),
      row('490199', 'Printed books', 'book', 'novel', 'comic', 'manga', 'paperback', 'hardcover'),
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
      // Articles first: 7113 is jewellery of precious metal whatever stones are set in it (note 9 to chapter 71).
      made('711319', 'Jewellery of precious metal other than silver (gold, platinum)', PRECIOUS, ...JEWELLERY),
      made('711311', 'Jewellery of silver', ['silver', 'sterling', '925'], ...JEWELLERY),
      made('711719', 'Imitation jewellery of base metal', BASE_METAL, ...JEWELLERY),
      made('910111', 'Wrist watches with case of precious metal', ['gold', 'platinum', 'solid gold'], 'watch', 'wristwatch'),
      row('910211', 'Wrist watches, mechanical display', 'watch', 'wristwatch'),
      row('711719', 'Imitation jewellery of base metal', 'imitation', 'costume jewelry', 'costume jewellery', 'fashion jewelry', 'fashion jewellery'),
      // Materials: loose stones and bullion are classified so only when no article is named.
      material('710239', 'Diamonds, worked but not mounted or set (non-industrial)', 'diamond', 'loose diamond'),
      material('710391', 'Rubies, sapphires and emeralds, worked, not set', 'ruby', 'sapphire', 'emerald', 'gemstone'),
      material('710812', 'Gold, unwrought (bars, bullion)', 'bullion', 'gold bar', 'ingot', 'gold'),
      material('710691', 'Silver, unwrought', 'silver bar', 'silver'),
    ],
  },
  Chemicals: {
    defaultCode: row('382499', 'Chemical products and preparations n.e.s.'),
    rows: [
      row('330300', 'Perfumes and toilet waters', 'perfume', 'fragrance', 'cologne', 'eau de parfum', 'eau de toilette'),
      row('330499', 'Beauty and skin-care preparations', 'cosmetic', 'cream', 'lotion', 'makeup', 'serum', 'moisturiser', 'moisturizer', 'sunscreen'),
      row('330410', 'Lip make-up preparations', 'lipstick', 'lip gloss', 'lip balm'),
      row('330420', 'Eye make-up preparations', 'mascara', 'eyeliner', 'eyeshadow'),
      row('330510', 'Shampoos', 'shampoo'),
      row('320890', 'Paints and varnishes', 'paint', 'varnish', 'lacquer'),
      row('350691', 'Adhesives', 'adhesive', 'glue', 'epoxy'),
      row('340250', 'Washing and cleaning preparations', 'detergent', 'cleaning', 'cleaner'),
      row('340111', 'Soap in bars for toilet use', 'soap'),
      row('381400', 'Organic solvents and thinners', 'solvent', 'thinner', 'acetone'),
      row('310520', 'Fertilisers (NPK)', 'fertilizer', 'fertiliser'),
    ],
  },
  Furniture: {
    defaultCode: row('940360', 'Wooden furniture n.e.s.'),
    rows: [
      row('940161', 'Upholstered seats with wooden frames', 'sofa', 'couch', 'armchair'),
      row('940171', 'Upholstered seats with metal frames', 'chair', 'stool'),
      made('940169', 'Seats with wooden frames, not upholstered', ['wooden', 'wood', 'oak', 'pine', 'beech', 'walnut', 'bamboo'], 'chair', 'stool', 'bench'),
      row('940421', 'Mattresses of cellular rubber or plastics', 'mattress'),
      row('940360', 'Wooden furniture (tables, shelves, cabinets)', 'table', 'desk', 'shelf', 'bookshelf', 'cabinet', 'wardrobe', 'bed', 'dresser'),
      made('940320', 'Metal furniture', ['metal', 'steel', 'iron', 'aluminium', 'aluminum'], 'table', 'desk', 'shelf', 'bookshelf', 'bookcase', 'cabinet', 'bed', 'rack'),
      row('940542', 'LED luminaires and lamps', 'lamp', 'light fitting', 'chandelier'),
    ],
  },
  'Sports Equipment': {
    defaultCode: row('950699', 'Articles for sports n.e.s.'),
    rows: [
      row('871200', 'Bicycles', 'bicycle', 'bike'),
      row('950662', 'Inflatable balls', 'ball', 'football', 'basketball', 'volleyball'),
      row('950632', 'Golf balls', 'golf ball'),
      row('950659', 'Rackets', 'racket', 'racquet'),
      row('950631', 'Golf clubs', 'golf', 'golf club'),
      row('950611', 'Skis', 'ski'),
      row('950691', 'Gymnasium and fitness equipment', 'dumbbell', 'fitness', 'weights', 'treadmill', 'yoga', 'kettlebell'),
      row('630622', 'Tents of synthetic fibres', 'tent'),
    ],
  },
  Other: {
    defaultCode: row('392690', 'Other articles of plastics (general merchandise)'),
    rows: [
      row('950300', 'Toys', 'toy', 'puzzle', 'doll', 'lego', 'teddy', 'plush', 'action figure'),
      row('950490', 'Table and parlour games (board games)', 'board game'),
      row('732393', 'Table and kitchen articles of stainless steel', 'kitchen', 'pan', 'pot', 'cutlery'),
      row('691200', 'Ceramic tableware', 'ceramic', 'mug', 'plate'),
      made('691110', 'Tableware of porcelain or china', ['porcelain', 'bone china'], 'mug', 'plate', 'cup', 'bowl', 'tableware'),
      row('701337', 'Drinking glasses (not stemware)', 'drinking glass', 'tumbler'),
      row('340600', 'Candles', 'candle'),
      row('970191', 'Paintings', 'painting', 'artwork'),
      row('900410', 'Sunglasses', 'sunglasses'),
      row('660191', 'Umbrellas with a telescopic shaft', 'umbrella'),
    ],
  },
};
