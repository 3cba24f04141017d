import { TOUR_AUTO_OPEN_DELAY_MS, TOUR_COMPLETED_KEY, TOUR_STEPS, isTourCompleted, markTourCompleted } from './tour-steps';

describe('platform tour', () => {
  it('has the five steps of the spec in order and opens after 1500 ms', () => {
    expect(TOUR_STEPS.map((s) => s.id)).toEqual(['welcome', 'savings', 'intelligence', 'compliance', 'sustainability']);
    expect(TOUR_AUTO_OPEN_DELAY_MS).toBe(1500);
  });

  it('stores the completed flag and reads it back', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
    expect(isTourCompleted(storage)).toBe(false);
    markTourCompleted(storage);
    expect(values.get(TOUR_COMPLETED_KEY)).toBe('true');
    expect(isTourCompleted(storage)).toBe(true);
  });
});
