import type { ItemCategory } from '@waypost/contracts';

// ── What typical items are and how big they ship (packed) ────────────────────
// A row: the words that name the item, its category (spec section 9 compliance categories) and a typical
// packed weight (kg) and box (cm). Estimates only: the shipper confirms them in the wizard.
// How the figures were reached: the item's typical weight from manufacturers' spec sheets and retailers' listings
// (named per row where it matters), plus its retail packaging (carton, inserts, charger or manual): a small item
// +0.2-0.3 kg, a boxed appliance +0.5-1 kg, furniture and bicycles +2-5 kg. Boxes are the retail carton as shipped,
// longest side first. item-estimates.unit.spec.ts checks a set of descriptions against ranges stated independently.
export interface ItemKind {
  name: string;
  category: ItemCategory;
  keywords: readonly string[];
  weightKg: number;
  box: readonly [number, number, number];
  /**
   * Items sold by screen size ('15-inch laptop', '65" TV'): the diagonal the row's figures are for, and how weight
   * grows with it (1: with the diagonal, as laptops; 2: with the screen area, as TVs).
   */
  screen?: { inches: number; weightExponent: 1 | 2 };
}

const kind = (name: string, category: ItemCategory, weightKg: number, box: [number, number, number], ...keywords: string[]): ItemKind => ({
  name,
  category,
  keywords: [name, ...keywords],
  weightKg,
  box,
});
const screen = (row: ItemKind, inches: number, weightExponent: 1 | 2): ItemKind => ({ ...row, screen: { inches, weightExponent } });

/**
 * Words that name a class of things rather than the thing: 'laptop computer' is a laptop, 'tablet PC' a tablet.
 * When one of these is the last item word and another item word stands right before it, that one decides.
 */
export const GENERIC_HEADS: ReadonlySet<string> = new Set(['computer', 'pc', 'display', 'console']);

export const ITEM_KINDS: readonly ItemKind[] = [
  // Electronics
  // phone 0.17-0.23 kg (iPhone 15 Pro 187 g, Galaxy S24 167 g) in a retail box with cable: ~0.4-0.5 kg
  kind('smartphone', 'Electronics', 0.5, [20, 12, 7], 'phone', 'iphone', 'mobile phone', 'cell phone', 'galaxy', 'pixel phone'),
  // 15.6-inch laptop 1.7-2.2 kg (Dell XPS 15 1.9 kg, MacBook Pro 16 2.1 kg), charger 0.3-0.5 kg, carton and inserts
  // ~0.4 kg: 2.5 kg in a 42 x 30 x 8 cm carton; a 13-inch one weighs less, a 17-inch one more (screen size)
  screen(kind('laptop', 'Electronics', 2.5, [42, 30, 8], 'notebook computer', 'notebook pc', 'macbook', 'chromebook', 'ultrabook', 'thinkpad'), 15.6, 1),
  // 11-inch tablet 0.45-0.65 kg (iPad Air 11 462 g) boxed with charger
  screen(kind('tablet', 'Electronics', 1, [30, 22, 6], 'ipad', 'e-reader', 'kindle'), 11, 1),
  // mid tower 6-10 kg, boxed with foam 9-12 kg
  kind('desktop computer', 'Electronics', 10, [50, 30, 50], 'pc', 'computer', 'desktop', 'gaming pc'),
  kind('headphones', 'Electronics', 0.6, [25, 20, 10], 'headphone', 'earphones', 'earbuds', 'airpods', 'headset'),
  kind('speaker', 'Electronics', 1.5, [30, 20, 20], 'bluetooth speaker', 'soundbar'),
  // 50-inch TV 11-13 kg with stand (Samsung CU7100 50": 11.4 kg), boxed 15-17 kg in a 125 x 75 x 15 cm carton
  screen(kind('television', 'Electronics', 15, [125, 75, 15], 'tv', 'smart tv'), 50, 2),
  // 27-inch monitor 4.5-6 kg with stand (Dell S2721 4.8 kg), boxed ~6-7 kg
  screen(kind('monitor', 'Electronics', 6, [70, 45, 15], 'computer monitor', 'display'), 27, 2),
  kind('camera', 'Electronics', 1.2, [25, 20, 15], 'dslr', 'mirrorless camera', 'camcorder', 'film camera', 'gopro', 'lens'),
  kind('game console', 'Electronics', 4, [45, 35, 15], 'console', 'playstation', 'xbox', 'nintendo', 'switch console'),
  kind('smartwatch', 'Electronics', 0.3, [12, 10, 8], 'apple watch', 'fitness tracker'),
  kind('power bank', 'Electronics', 0.4, [15, 10, 5], 'powerbank', 'battery pack'),
  kind('charger', 'Electronics', 0.3, [15, 10, 5], 'power adapter', 'usb cable', 'cable'),
  kind('router', 'Electronics', 0.8, [25, 20, 8], 'modem', 'wifi router'),
  kind('keyboard', 'Electronics', 1.2, [50, 20, 6], 'mechanical keyboard', 'computer mouse'),
  kind('printer', 'Electronics', 8, [50, 40, 30]),
  kind('drone', 'Electronics', 1.5, [35, 25, 15]),
  // Clothing & Textiles (garment weights from retailers' listings; folded in a mailer bag or box)
  kind('t-shirt', 'Clothing & Textiles', 0.3, [30, 25, 3], 't shirt', 'tshirt', 'tee', 'top'),
  kind('shirt', 'Clothing & Textiles', 0.4, [35, 28, 4], 'blouse', 'polo'),
  kind('sweater', 'Clothing & Textiles', 0.7, [35, 30, 8], 'hoodie', 'jumper', 'pullover', 'cardigan', 'sweatshirt'),
  kind('jacket', 'Clothing & Textiles', 1.2, [45, 35, 10], 'coat', 'parka', 'anorak', 'raincoat', 'blazer'),
  kind('jeans', 'Clothing & Textiles', 0.8, [35, 30, 5], 'trousers', 'pants', 'shorts', 'leggings'),
  kind('dress', 'Clothing & Textiles', 0.6, [40, 30, 5], 'skirt', 'gown'),
  kind('shoes', 'Clothing & Textiles', 1.2, [35, 25, 13], 'shoe', 'sneakers', 'sneaker', 'trainers', 'boots', 'sandals', 'heels', 'running shoes'),
  kind('socks', 'Clothing & Textiles', 0.2, [20, 15, 5], 'underwear'),
  kind('scarf', 'Clothing & Textiles', 0.2, [25, 20, 3], 'hat', 'cap', 'gloves', 'beanie'),
  kind('handbag', 'Clothing & Textiles', 0.9, [40, 30, 15], 'backpack', 'purse', 'tote bag', 'wallet', 'suitcase'),
  kind('textiles', 'Clothing & Textiles', 1, [40, 30, 10], 'fabric', 'towel', 'towels', 'bedding', 'duvet', 'curtains', 'blanket', 'clothes', 'clothing', 'garment'),
  // Books & Media
  kind('book', 'Books & Media', 0.8, [25, 18, 5], 'books', 'novel', 'hardcover', 'paperback', 'textbook', 'cookbook', 'comic', 'manga', 'encyclopedia'),
  kind('magazine', 'Books & Media', 0.4, [30, 22, 2], 'magazines', 'newspaper', 'journal'),
  kind('records', 'Books & Media', 1.5, [33, 33, 6], 'vinyl', 'lp', 'dvd', 'dvds', 'cd', 'cds', 'blu-ray', 'video game disc'),
  kind('map', 'Books & Media', 0.3, [30, 10, 10], 'atlas', 'poster', 'posters'),
  // Food & Beverages
  kind('coffee', 'Food & Beverages', 1.1, [25, 15, 10], 'coffee beans', 'espresso beans'),
  kind('tea', 'Food & Beverages', 0.5, [20, 15, 10], 'matcha', 'tea leaves'),
  kind('chocolate', 'Food & Beverages', 0.6, [25, 18, 6], 'chocolates', 'cocoa', 'pralines', 'candy', 'sweets'),
  // 750 ml bottle of wine 1.2-1.4 kg (about 0.5 kg of glass), in a molded shipper ~1.6 kg
  kind('wine', 'Food & Beverages', 1.6, [38, 12, 12], 'champagne', 'prosecco'),
  kind('spirits', 'Food & Beverages', 1.8, [35, 14, 14], 'whisky', 'whiskey', 'vodka', 'gin', 'rum', 'tequila', 'liquor'),
  kind('beer', 'Food & Beverages', 2.5, [30, 20, 15], 'craft beer'),
  kind('snacks', 'Food & Beverages', 1, [30, 20, 15], 'biscuits', 'cookies', 'crackers', 'chips', 'nuts', 'dried fruit', 'honey', 'jam', 'olive oil', 'spices', 'sauce'),
  kind('cheese', 'Food & Beverages', 1, [25, 20, 10]),
  kind('supplements', 'Food & Beverages', 0.8, [20, 15, 15], 'protein powder', 'vitamins', 'protein'),
  // Medical Equipment
  kind('blood pressure monitor', 'Medical Equipment', 0.8, [25, 20, 12], 'blood pressure cuff', 'pulse oximeter', 'glucose meter'),
  kind('thermometer', 'Medical Equipment', 0.2, [20, 10, 5]),
  kind('hearing aid', 'Medical Equipment', 0.3, [15, 12, 8], 'hearing aids'),
  kind('stethoscope', 'Medical Equipment', 0.4, [25, 20, 8], 'syringes', 'syringe', 'surgical instruments', 'scalpel'),
  kind('wheelchair', 'Medical Equipment', 16, [90, 40, 80], 'crutches', 'walker', 'mobility scooter'),
  kind('face masks', 'Medical Equipment', 0.5, [30, 20, 15], 'surgical masks', 'medical gloves', 'first aid kit', 'bandages'),
  kind('cpap machine', 'Medical Equipment', 3, [35, 30, 25], 'nebulizer', 'oxygen concentrator'),
  // Automotive Parts
  kind('brake pads', 'Automotive Parts', 3, [30, 20, 12], 'brake', 'brakes', 'brake disc', 'brake discs', 'rotors'),
  // one passenger-car tyre 205/55 R16: 7.5-9.5 kg; per tyre (a set of four is four of them)
  kind('tyres', 'Automotive Parts', 9, [65, 65, 22], 'tyre', 'tire', 'tires', 'wheel rim', 'rims', 'alloy wheels'),
  kind('car battery', 'Automotive Parts', 18, [30, 20, 20], 'starter battery'),
  kind('spark plugs', 'Automotive Parts', 0.4, [15, 10, 5], 'spark plug', 'oil filter', 'air filter', 'fuel filter'),
  kind(
    'car parts',
    'Automotive Parts',
    4,
    [40, 30, 20],
    'car part',
    'auto parts',
    'headlight',
    'headlights',
    'tail light',
    'side mirror',
    'wing mirror',
    'bumper',
    'exhaust',
    'radiator',
    'alternator',
    'wiper blades',
    'car',
  ),
  // Jewelry & Precious Metals
  kind('necklace', 'Jewelry & Precious Metals', 0.2, [15, 10, 5], 'pendant', 'chain'),
  kind('ring', 'Jewelry & Precious Metals', 0.1, [10, 10, 6], 'rings', 'engagement ring', 'wedding ring'),
  kind('earrings', 'Jewelry & Precious Metals', 0.1, [10, 8, 5], 'earring', 'bracelet', 'bracelets', 'brooch', 'jewelry', 'jewellery'),
  kind('watch', 'Jewelry & Precious Metals', 0.4, [15, 12, 10], 'wristwatch', 'rolex', 'omega watch'),
  kind('gold bar', 'Jewelry & Precious Metals', 1.1, [12, 8, 5], 'bullion', 'gold coins', 'silver coins', 'ingot'),
  // Chemicals
  kind('perfume', 'Chemicals', 0.5, [15, 10, 10], 'fragrance', 'cologne', 'eau de parfum', 'eau de toilette'),
  kind('cosmetics', 'Chemicals', 0.6, [20, 15, 10], 'makeup', 'lipstick', 'foundation', 'skincare', 'face cream', 'lotion', 'shampoo', 'nail polish'),
  kind('paint', 'Chemicals', 2, [25, 25, 20], 'acrylic paint', 'paints', 'varnish', 'spray paint', 'lacquer'),
  kind('cleaning products', 'Chemicals', 2.5, [30, 20, 25], 'detergent', 'bleach', 'cleaner', 'disinfectant', 'soap'),
  kind('adhesive', 'Chemicals', 0.5, [15, 10, 8], 'glue', 'epoxy', 'resin'),
  kind('solvent', 'Chemicals', 1.2, [20, 15, 25], 'acetone', 'thinner', 'isopropyl alcohol', 'chemicals', 'reagent', 'fertilizer', 'fertiliser'),
  // Furniture
  kind('chair', 'Furniture', 8, [60, 55, 90], 'chairs', 'office chair', 'dining chair', 'stool', 'armchair'),
  kind('table', 'Furniture', 20, [120, 80, 15], 'desk', 'coffee table', 'dining table', 'side table', 'nightstand'),
  kind('sofa', 'Furniture', 45, [200, 90, 80], 'couch', 'loveseat', 'futon'),
  kind('shelf', 'Furniture', 15, [90, 35, 15], 'bookshelf', 'bookcase', 'shelving', 'cabinet', 'dresser', 'wardrobe', 'drawers'),
  kind('bed frame', 'Furniture', 35, [200, 40, 20], 'bed', 'mattress', 'headboard'),
  kind('lamp', 'Furniture', 2.5, [40, 30, 30], 'floor lamp', 'table lamp', 'mirror'),
  // Sports Equipment
  // adult bicycle 9-15 kg, in a bike carton (about 140 x 25 x 75 cm, front wheel off) ~15 kg
  kind('bicycle', 'Sports Equipment', 15, [140, 25, 75], 'bike', 'mountain bike', 'road bike', 'e-bike'),
  kind('racket', 'Sports Equipment', 0.6, [75, 30, 6], 'tennis racket', 'racquet', 'badminton racket', 'squash racket'),
  kind('ball', 'Sports Equipment', 0.6, [25, 25, 25], 'balls', 'football', 'soccer ball', 'basketball', 'volleyball', 'tennis balls'),
  kind('golf clubs', 'Sports Equipment', 12, [125, 35, 30], 'golf club', 'golf bag', 'putter'),
  kind('skis', 'Sports Equipment', 6, [180, 30, 15], 'ski', 'snowboard', 'ski boots'),
  kind('fitness equipment', 'Sports Equipment', 10, [40, 30, 25], 'dumbbell', 'dumbbells', 'kettlebell', 'weights', 'resistance bands', 'treadmill', 'exercise bike'),
  kind('yoga mat', 'Sports Equipment', 1.5, [65, 15, 15], 'exercise mat', 'gym mat'),
  kind('tent', 'Sports Equipment', 3, [60, 20, 20], 'sleeping bag', 'camping gear', 'hiking poles'),
  kind('helmet', 'Sports Equipment', 0.8, [35, 28, 22], 'bike helmet', 'bicycle helmet', 'ski helmet'),
  kind('skateboard', 'Sports Equipment', 2.5, [85, 25, 15], 'scooter', 'surfboard', 'fishing rod', 'hockey stick', 'baseball bat', 'boxing gloves'),
  // Other
  kind('toy', 'Other', 1, [35, 25, 15], 'toys', 'lego', 'doll', 'plush', 'teddy bear', 'board game', 'puzzle', 'action figure'),
  kind('mug', 'Other', 0.5, [15, 15, 15], 'mugs', 'cup', 'cups', 'plate', 'plates', 'bowl', 'tableware', 'dinnerware', 'vase', 'ceramics'),
  kind('kitchenware', 'Other', 2, [40, 30, 15], 'pan', 'pot', 'cookware', 'cutlery', 'knife set', 'kettle'),
  kind('candle', 'Other', 0.6, [15, 15, 15], 'candles'),
  kind('artwork', 'Other', 3, [80, 60, 8], 'painting', 'canvas', 'print', 'framed picture', 'sculpture'),
  kind('phone case', 'Other', 0.1, [20, 12, 3], 'phone cover', 'screen protector'),
  kind('documents', 'Other', 0.3, [33, 24, 2], 'papers', 'letter', 'contract'),
  kind('musical instrument', 'Other', 4, [110, 40, 15], 'guitar', 'violin', 'ukulele', 'keyboard piano', 'drum', 'flute'),
];

/** No recognisable item: a medium box of general goods. */
export const GENERAL_GOODS: ItemKind = kind('general goods', 'Other', 2, [30, 25, 20]);
