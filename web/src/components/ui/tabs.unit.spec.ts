import { tabAfterKey } from './tabs';

describe('tabAfterKey (roving focus of the shared Tabs)', () => {
  it('ArrowRight and ArrowLeft move one tab, wrapping at both ends', () => {
    expect(tabAfterKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabAfterKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 2, 4)).toBe(1);
    expect(tabAfterKey('ArrowLeft', 0, 4)).toBe(3);
  });

  it('Home and End go to the first and the last tab', () => {
    expect(tabAfterKey('Home', 2, 5)).toBe(0);
    expect(tabAfterKey('End', 1, 5)).toBe(4);
  });

  it('other keys (Tab, Enter, ArrowDown, inherited names) do not move', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowDown', 'toString', 'constructor']) expect(tabAfterKey(key, 1, 4)).toBeNull();
  });

  it('no tabs, no move', () => expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull());
});
