import { DeciderSpecification } from './decider-specification';

// ── The helper itself: it passes what holds and fails what does not ──

type Event = { type: 'Added'; data: { n: number } };
type Command = { type: 'Add'; data: { n: number } };
class TooBigError extends Error {
  constructor(total: number) {
    super(`Total ${total} is over 10`);
    this.name = 'TooBigError';
  }
}
/** A counter that refuses to pass 10 and ignores adding 0. */
const counter = DeciderSpecification.for<Command, Event, { total: number; seen: number[] }>({
  initialState: () => ({ total: 0, seen: [] }),
  evolve: (s, e) => ({ total: s.total + e.data.n, seen: [...s.seen, e.data.n] }),
  decide: (c, s) => {
    if (s.total + c.data.n > 10) throw new TooBigError(s.total + c.data.n);
    return c.data.n === 0 ? [] : [{ type: 'Added', data: { n: c.data.n } }];
  },
});
const added = (n: number): Event => ({ type: 'Added', data: { n } });
const add = (n: number): Command => ({ type: 'Add', data: { n } });

describe('DeciderSpecification', () => {
  it('folds the given events with evolve before deciding', () => {
    counter
      .given([added(4), added(5)])
      .when(add(1))
      .then([added(1)]);
    counter
      .given([added(4), added(5)])
      .when(add(2))
      .thenThrows(TooBigError, 'Total 11 is over 10');
  });

  it('then fails on other events', () => {
    expect(() =>
      counter
        .given([])
        .when(add(1))
        .then([added(2)]),
    ).toThrow();
    expect(() => counter.given([]).when(add(1)).then([])).toThrow();
  });

  it('thenNothingHappened passes on no events and fails on some', () => {
    counter.given([]).when(add(0)).thenNothingHappened();
    expect(() => counter.given([]).when(add(1)).thenNothingHappened()).toThrow();
  });

  it('thenThrows fails when nothing is thrown, on another error type, and on another message', () => {
    expect(() => counter.given([]).when(add(1)).thenThrows(TooBigError)).toThrow('Expected decide to throw TooBigError, but it decided [{"type":"Added","data":{"n":1}}]');
    expect(() =>
      counter
        .given([added(10)])
        .when(add(1))
        .thenThrows(RangeError),
    ).toThrow();
    expect(() =>
      counter
        .given([added(10)])
        .when(add(1))
        .thenThrows(TooBigError, 'Total 12 is over 10'),
    ).toThrow();
    counter
      .given([added(10)])
      .when(add(1))
      .thenThrows(TooBigError, /over 10$/);
    expect(() =>
      counter
        .given([added(10)])
        .when(add(1))
        .thenThrows(TooBigError, /under/),
    ).toThrow();
  });

  it('a decide that throws fails then', () => {
    expect(() =>
      counter
        .given([added(10)])
        .when(add(1))
        .then([]),
    ).toThrow(TooBigError);
  });
});
