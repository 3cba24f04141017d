import { classifyItem, toRecognition } from '../items/item-classifier';
import { plausibleEstimate, quantityOf, screenInches, statedWeightKg } from './item-estimate';

// ── Packed weight and size are plausible for the item described (issue 22 item 29) ──
// The ranges are stated here independently of the table in item-kinds.ts: the item's weight as sold (manufacturers'
// spec sheets, retailers' listings) plus its packaging, and the carton a shop ships it in. Sides in cm, longest first.

interface Expectation {
  description: string;
  kg: [number, number];
  /** longest side of the box */
  longest: [number, number];
  /** shortest side of the box, at most */
  thinnest?: number;
}

const EXPECTATIONS: Expectation[] = [
  // the review's case: a 15-inch laptop is 1.6-2.5 kg, boxed with its charger 2-3.5 kg, a carton about 40 x 30 x 8 cm
  { description: '15-inch laptop', kg: [1.8, 3.5], longest: [35, 50], thinnest: 12 },
  { description: '15-inch laptop computer', kg: [1.8, 3.5], longest: [35, 50], thinnest: 12 },
  { description: '15.6" gaming laptop PC with charger', kg: [1.8, 4], longest: [35, 52], thinnest: 12 },
  { description: 'Lenovo ThinkPad laptop computer', kg: [1.5, 3.5], longest: [35, 50], thinnest: 12 },
  { description: '13-inch MacBook Air', kg: [1.2, 2.5], longest: [30, 42], thinnest: 10 },
  { description: '17 inch laptop', kg: [2.5, 4.5], longest: [42, 56], thinnest: 12 },
  // a tablet 0.45-0.7 kg, boxed 0.6-1.5 kg
  { description: 'tablet PC', kg: [0.5, 1.5], longest: [22, 35], thinnest: 8 },
  // a phone 0.15-0.25 kg, boxed 0.3-0.8 kg
  { description: 'iPhone 15 Pro', kg: [0.2, 0.8], longest: [14, 25], thinnest: 10 },
  { description: 'Samsung Galaxy S24 5G smartphone', kg: [0.2, 0.8], longest: [14, 25], thinnest: 10 },
  // a tower PC 6-12 kg, boxed 8-15 kg
  { description: 'desktop computer tower', kg: [6, 16], longest: [40, 65] },
  // TVs: a 55-65 inch set 17-28 kg, boxed 20-35 kg, carton 140-170 cm; a 32 inch one 4-8 kg boxed, carton 75-85 cm
  { description: 'Samsung 65 inch smart TV', kg: [18, 35], longest: [140, 175], thinnest: 25 },
  { description: '32" TV', kg: [4, 9], longest: [70, 90], thinnest: 20 },
  { description: '27 inch computer monitor', kg: [4, 9], longest: [60, 80] },
  { description: 'Wireless bluetooth headphones', kg: [0.3, 1.2], longest: [18, 30] },
  // clothes: a t-shirt 0.15-0.25 kg, jeans 0.5-0.9 kg, a pair of shoes boxed 0.8-1.6 kg (carton 30-36 cm)
  { description: 'Cotton t-shirts, pack of 3', kg: [0.4, 1.5], longest: [25, 40] },
  { description: 'Levi’s jeans', kg: [0.4, 1.2], longest: [25, 45] },
  { description: 'Nike running shoes size 42', kg: [0.7, 2], longest: [28, 38] },
  { description: "Men's winter jacket, size L", kg: [0.7, 2.5], longest: [35, 60] },
  { description: 'Hardcover novel', kg: [0.4, 1.3], longest: [20, 32] },
  // a 750 ml bottle of wine 1.2-1.4 kg, 1.4-1.8 kg in a shipper; two of them 2.6-4 kg
  { description: 'Two bottles of red wine', kg: [2.5, 4.5], longest: [30, 42] },
  { description: '1kg bag of roasted coffee beans', kg: [1, 1.5], longest: [15, 30] },
  { description: 'Bottle of Chanel perfume 100ml', kg: [0.25, 0.9], longest: [10, 20] },
  // passenger-car tyres 7-10 kg each: four are 28-42 kg
  { description: 'Set of four winter tyres', kg: [28, 45], longest: [60, 100] },
  { description: 'Front brake pads for a VW Golf', kg: [0.8, 6], longest: [15, 40] },
  { description: '18k gold necklace with pendant', kg: [0.02, 0.6], longest: [5, 25] },
  { description: 'Solid oak dining chair', kg: [5, 14], longest: [50, 110] },
  { description: 'Three-seater sofa', kg: [30, 90], longest: [160, 240] },
  { description: 'Road bike', kg: [10, 22], longest: [120, 160] },
  { description: 'Tennis racket', kg: [0.3, 1.2], longest: [65, 85] },
  { description: 'Non-slip yoga mat', kg: [0.8, 2.5], longest: [55, 75] },
  { description: 'Handmade ceramic coffee mug', kg: [0.3, 0.9], longest: [10, 20] },
  { description: 'Acoustic guitar', kg: [2.5, 7], longest: [95, 125] },
  { description: '20 kg dumbbells', kg: [20, 25], longest: [25, 60] },
];

const ON = '2026-11-25';

describe('packed estimates are plausible for the described item', () => {
  it.each(EXPECTATIONS)('$description', ({ description, kg, longest, thinnest }) => {
    const r = toRecognition(classifyItem(description, ON), description);
    const { length, width, height } = r.estimatedDimensions;
    const sides = [length, width, height].sort((a, b) => b - a);
    expect({ description, kg: r.estimatedWeight }).toEqual({ description, kg: expect.toBeWithin(kg) });
    expect({ description, longest: sides[0] }).toEqual({ description, longest: expect.toBeWithin(longest) });
    if (thinnest !== undefined) expect({ description, thinnest: sides[2]! <= thinnest }).toEqual({ description, thinnest: true });
    expect(length).toBe(sides[0]); // longest side first, as the form shows it
  });

  it('a laptop computer is a laptop, not a desktop computer (the class word after the item word does not decide)', () => {
    expect(classifyItem('15-inch laptop computer', ON).kind.name).toBe('laptop');
    expect(classifyItem('tablet PC', ON).kind.name).toBe('tablet');
    expect(classifyItem('gaming PC', ON).kind.name).toBe('desktop computer');
    expect(classifyItem('27 inch computer monitor', ON).kind.name).toBe('monitor');
  });

  it('reads sizes, counts and stated weights, and not model names or volumes', () => {
    expect(screenInches('15-inch laptop')).toBe(15);
    expect(screenInches('65" TV')).toBe(65);
    expect(screenInches('iPhone 15 Pro')).toBeUndefined();
    expect(quantityOf('Set of four winter tyres', 'tyres')).toBe(4);
    expect(quantityOf('Two bottles of red wine', 'wine')).toBe(2);
    expect(quantityOf('3 x ceramic mugs', 'mugs')).toBe(3);
    expect(quantityOf('Samsung 65 inch smart TV', 'tv')).toBe(1);
    expect(quantityOf('15 inch laptop', 'laptop')).toBe(1);
    expect(quantityOf('iPhone 14 Pro in original box', 'iphone')).toBe(1);
    expect(statedWeightKg('20 kg dumbbells')).toBe(20);
    expect(statedWeightKg('Galaxy S24 5G smartphone')).toBeUndefined();
    expect(statedWeightKg('perfume 100ml')).toBeUndefined();
  });

  it("keeps a vision model's plausible estimate and replaces one that cannot be true", () => {
    const ours = { weightKg: 2.4, box: [40, 29, 8] as [number, number, number] };
    expect(plausibleEstimate({ weightKg: 10, box: [50, 30, 50] }, ours)).toMatchObject({ ...ours, replaced: true });
    expect(plausibleEstimate({ weightKg: 2.1, box: [44, 31, 7] }, ours)).toMatchObject({ weightKg: 2.1, replaced: false });
  });
});

// ── a range matcher with a readable failure ──
declare module 'expect' {
  interface AsymmetricMatchers {
    toBeWithin(range: [number, number]): void;
  }
}
expect.extend({
  toBeWithin(received: number, range: [number, number]) {
    const pass = received >= range[0] && received <= range[1];
    return { pass, message: () => `expected ${received} to be within ${range[0]}..${range[1]}` };
  },
});

describe('the item analysis knows no route', () => {
  it.each(['15-inch laptop', 'Two bottles of red wine', 'Cotton t-shirts, pack of 3', 'Bottle of Chanel perfume 100ml'])(
    '%s: no customs note of any lane (a domestic-shipment note beside a Shanghai to Hamburg route)',
    (description) => {
      expect(classifyItem(description, ON).restrictions.join(' ')).not.toMatch(/Domestic shipment|Intra-EU|customs duty|import VAT/);
    },
  );
});
