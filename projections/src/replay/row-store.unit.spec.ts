import { WRITTEN } from '../projection';
import { ReplayRowStore } from './row-store';

// Rows stay in memory while events touch them; a row leaves once `window` events have gone by without touching it,
// and from then on get() answers WRITTEN for its key.

const keysOf = (taken: Map<string, Record<string, unknown>[]>, table: string) => (taken.get(table) ?? []).map((r) => r.id);

describe('ReplayRowStore', () => {
  it('hands over rows untouched since `before`, remembers them as written, keeps the others', () => {
    const rows = new ReplayRowStore(['t'], []);
    for (let n = 1; n <= 5; n++) {
      rows.now = n;
      rows.add('t', `k${n}`, { id: `k${n}` });
    }
    rows.now = 6;
    expect(rows.get('t', 'k2')).toEqual({ id: 'k2' }); // touched at 6
    const taken = rows.takeOut(4); // untouched since event 4: k1, k3 (k2 was touched at 6)
    expect(keysOf(taken, 't')).toEqual(['k1', 'k3']);
    expect(rows.get('t', 'k1')).toBe(WRITTEN);
    expect(rows.get('t', 'k3')).toBe(WRITTEN);
    expect(rows.get('t', 'k4')).toEqual({ id: 'k4' });
    expect(rows.get('t', 'nope')).toBeUndefined();
    expect(rows.size).toBe(3);
  });

  it('moves a row touched since its place to the end, once, and scans no further than the rows placed before `before`', () => {
    const rows = new ReplayRowStore(['t'], []);
    for (let n = 1; n <= 1000; n++) {
      rows.now = n;
      rows.add('t', `k${n}`, { id: `k${n}` });
    }
    rows.now = 1001;
    rows.get('t', 'k1'); // the oldest place, touched now
    expect(keysOf(rows.takeOut(3), 't')).toEqual(['k2']);
    // k1 took a new place at the end: the next takeOut starts with k3
    rows.now = 1002;
    expect(keysOf(rows.takeOut(5), 't')).toEqual(['k3', 'k4']);
    expect(rows.get('t', 'k1')).toEqual({ id: 'k1' });
    expect(keysOf(rows.takeOut(Infinity), 't')).toHaveLength(997);
    expect(rows.size).toBe(0);
  });

  it('hands over appended rows at the next takeOut, whatever the window', () => {
    const rows = new ReplayRowStore(['t'], ['log']);
    rows.now = 1;
    rows.append('log', { id: 'a' });
    rows.append('log', { id: 'b' });
    expect(keysOf(rows.takeOut(0), 'log')).toEqual(['a', 'b']);
    expect(rows.takeOut(0).has('log')).toBe(false);
  });

  it('refuses tables it was not given', () => {
    const rows = new ReplayRowStore(['t'], ['log']);
    expect(() => rows.get('other', 'k')).toThrow(/not a keyed table/);
    expect(() => rows.add('log', 'k', {})).toThrow(/not a keyed table/);
    expect(() => rows.append('t', {})).toThrow(/not an append-only table/);
  });
});
