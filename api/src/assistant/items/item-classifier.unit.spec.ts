import { classifyItem, identifyItem, toAnalysis, toRecognition } from './item-classifier';
import { ITEM_DESCRIPTION_FIXTURE } from '../domain/item-descriptions.fixture';

const ON = '2026-11-22';

describe('offline item classifier', () => {
  it('classifies at least 20 of the 25 typical descriptions correctly', () => {
    const results = ITEM_DESCRIPTION_FIXTURE.map((f) => ({ ...f, got: classifyItem(f.description, ON).category }));
    const wrong = results.filter((r) => r.got !== r.expected);
    const correct = results.length - wrong.length;
    // Printed so the score can be quoted.
    console.log(
      `offline classifier: ${correct}/${results.length} correct${wrong.length ? `; wrong: ${wrong.map((w) => `'${w.description}' -> ${w.got} (expected ${w.expected})`).join('; ')}` : ''}`,
    );
    expect(results).toHaveLength(25);
    expect(correct).toBeGreaterThanOrEqual(20);
  });

  it('reads the head noun: a coffee mug is a mug, brake pads for a Golf are not golf clubs', () => {
    expect(identifyItem('ceramic coffee mug').kind.name).toBe('mug');
    expect(identifyItem('brake pads for a VW Golf').kind.category).toBe('Automotive Parts');
    expect(identifyItem('blood pressure monitor').kind.category).toBe('Medical Equipment');
    expect(identifyItem('apple watch series 9').kind.category).toBe('Electronics');
    expect(identifyItem('bookshelf').kind.category).toBe('Furniture');
  });

  it('gives HS code, packed size and eligibility; flammable goods are prohibited', () => {
    const laptop = classifyItem('MacBook Air laptop', ON);
    expect(laptop.hsCode).toBe('847130');
    expect(laptop.kind.weightKg).toBeGreaterThan(0);
    expect(laptop.shippingEligibility).toBe('allowed');
    expect(laptop.restrictions.join(' ')).toMatch(/Lithium/);
    expect(classifyItem('box of fireworks', ON).shippingEligibility).toBe('prohibited');
  });

  it('unknown descriptions fall back to general goods with low confidence', () => {
    const c = classifyItem('something from my attic', ON);
    expect(c.category).toBe('Other');
    expect(c.confidence).toBeLessThan(0.5);
  });

  it('maps to the spec response shapes', () => {
    const r = toRecognition(classifyItem('wooden dining table', ON), 'wooden dining table');
    expect(r).toMatchObject({
      category: 'Furniture',
      estimatedWeight: expect.any(Number),
      estimatedDimensions: { length: expect.any(Number) },
      shippingEligibility: 'allowed',
      mode: 'offline',
    });
    const a = toAnalysis(r, 'Wooden furniture');
    expect(a).toMatchObject({
      category: 'Furniture',
      weight: { estimatedKg: r.estimatedWeight },
      dimensions: { estimatedLength: r.estimatedDimensions.length },
      confidenceScore: r.confidence,
    });
    expect(a.shippingClassification).toMatch(/HS 9403\.60/);
  });
});
