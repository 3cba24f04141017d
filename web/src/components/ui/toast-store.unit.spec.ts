import { MAX_TOASTS, addToast, type ToastItem } from './toast-store';

// Issue 22 item 31: at most three toasts; a repeat replaces its twin; an action's new outcome replaces its old one.
const titles = (list: ToastItem[]) => list.map((t) => t.title);

function run(...inputs: Parameters<typeof addToast>[1][]) {
  let list: ToastItem[] = [];
  const removed: number[] = [];
  inputs.forEach((input, i) => {
    const next = addToast(list, input, i + 1);
    list = next.list;
    removed.push(...next.removed.map((t) => t.id));
  });
  return { list, removed };
}

it('keeps at most three, dropping the oldest', () => {
  const { list, removed } = run({ title: 'A' }, { title: 'B' }, { title: 'C' }, { title: 'D' }, { title: 'E' });
  expect(MAX_TOASTS).toBe(3);
  expect(titles(list)).toEqual(['C', 'D', 'E']);
  expect(removed).toEqual([1, 2]);
});

it('a repeat replaces its twin and comes last', () => {
  const missing = { title: 'Missing Information', description: 'Please fill in all required fields', variant: 'destructive' as const };
  const { list, removed } = run(missing, { title: 'Other' }, missing, missing);
  expect(titles(list)).toEqual(['Other', 'Missing Information']);
  expect(list.at(-1)!.id).toBe(4);
  expect(removed).toEqual([1, 3]);
});

it('the same title with another description or variant is not a twin', () => {
  const { list } = run({ title: 'Error', description: 'one' }, { title: 'Error', description: 'two' }, { title: 'Error', description: 'two', variant: 'destructive' });
  expect(list).toHaveLength(3);
});

it('an action keyed toast replaces that action’s earlier outcome (a success replaces the error)', () => {
  const { list } = run(
    { title: 'Carrier Integration Required', variant: 'destructive', key: 'real-rates' },
    { title: 'Item Analyzed', key: 'analysis' },
    { title: 'Real Rates Retrieved', description: 'Found 4 carrier options.', key: 'real-rates' },
  );
  expect(titles(list)).toEqual(['Item Analyzed', 'Real Rates Retrieved']);
});
