import { ComplianceCheckSchema, type ComplianceCheckRequest } from '@waypost/contracts';
import { checkCompliance, transportRules } from './compliance-check';
import { detectDangerousGoods } from './dangerous-goods';
import { quarantineRestrictions } from './quarantine-rules';

const ON = '2026-11-27';
const check = (req: Partial<ComplianceCheckRequest>) =>
  checkCompliance(ComplianceCheckSchema.parse({ itemCategory: 'Other', fromCountry: 'DE', toCountry: 'US', declaredValue: 50, ...req }), ON);

describe('dangerous goods detection reads words, HS codes and stated facts, not look-alikes', () => {
  it.each([
    ['paper notebook', 'Other'],
    ['ginger tea', 'Food & Beverages'],
    ['orange t-shirt', 'Clothing & Textiles'],
    ['rum raisin cookies', 'Food & Beverages'],
    ['fragrance-free lotion', 'Chemicals'],
    ['wired speaker', 'Electronics'],
  ] as const)('"%s" (%s) raises no regulated dangerous goods', (description, itemCategory) => {
    expect(check({ description, itemCategory }).dangerousGoods?.filter((f) => f.regulated) ?? []).toEqual([]);
  });

  it('a solid food that names a spirit is not a beverage: rum raisin cookies raise no flag at all', () => {
    expect(check({ description: 'rum raisin cookies', itemCategory: 'Food & Beverages' }).dangerousGoods).toBeUndefined();
    expect(check({ description: 'dark rum', itemCategory: 'Other' }).dangerousGoods?.map((f) => f.ruleId)).toEqual(['A9-alcohol']);
  });

  it('an HS code alone is enough: 8507.60 is a loose lithium ion battery (UN3480)', () => {
    expect(detectDangerousGoods({ description: 'replacement part', hsCode: '850760' }, ON).map((f) => f.unNumber)).toEqual(['UN3480']);
  });

  it('stated facts win over the description: an installed battery is PI 967 even when the text says "battery pack"', () => {
    const [f] = detectDangerousGoods({ description: 'battery pack', battery: { packing: 'contained-in-equipment', wattHours: 50 } }, ON);
    expect(f).toMatchObject({ unNumber: 'UN3481', packingInstruction: 'PI 967 Section II', regulated: false, postal: 'accepted' });
  });

  it('a stated Wh rating of exactly 100 Wh is still Section II / IB (the limit is "not exceeding")', () => {
    expect(detectDangerousGoods({ description: 'laptop', battery: { wattHours: 100 } }, ON)[0]!.packingInstruction).toBe('PI 967 Section II');
    expect(detectDangerousGoods({ description: 'power bank', battery: { wattHours: 100 } }, ON)[0]!.packingInstruction).toBe('PI 965 Section IB');
    expect(detectDangerousGoods({ description: 'power bank', battery: { wattHours: 100.1 } }, ON)[0]!.packingInstruction).toBe('PI 965 Section IA');
  });

  it('an unstated rating is said, not guessed silently', () => {
    expect(detectDangerousGoods({ description: 'power bank' }, ON)[0]!.notes.join(' ')).toMatch(/Watt-hour rating not given/);
  });

  it('the item analysis (transport rules) calls a power bank restricted and a laptop allowed', () => {
    expect(transportRules('Electronics', 'power bank', ON).status).toBe('restricted');
    expect(transportRules('Electronics', 'MacBook Air laptop', ON).status).toBe('permitted');
  });
});

describe('quarantine rows match by destination and origin', () => {
  it('no rows for a domestic lane or for goods no list names', () => {
    expect(check({ itemCategory: 'Food & Beverages', description: 'cheese', fromCountry: 'US', toCountry: 'US' }).importRestrictions).toBeUndefined();
    expect(quarantineRestrictions({ description: 'ceramic mug', hsCode: '691200' }, 'CN', 'AU', ON)).toEqual([]);
  });

  it('a plant pot is not a plant, in Australia or anywhere', () => {
    for (const to of ['AU', 'DE', 'CN', 'JP'] as const) expect(quarantineRestrictions({ description: 'ceramic plant pot', hsCode: '691390' }, 'US', to, ON)).toEqual([]);
  });
});
