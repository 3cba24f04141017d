// ── Decider specifications: given past events, when a command, then the events decided (or the error) ──
// One way to specify every context's pure `decide` (issue 23 item 4), in the given/when/then style of Emmett's
// DeciderSpecification:
//
//   const spec = DeciderSpecification.for({ decide, evolve, initialState });
//   spec.given([created]).when(cancel).then([cancelled]);
//   spec.given([]).when(cancel).thenThrows(ShipmentNotFoundError, 'Shipment s1 not found');
//
// The state is folded from the given events with the decider's own `evolve`, so a specification also holds evolve
// to what decide needs. Jest's `expect` does the comparing: a wrong outcome fails the test with a readable diff.

/** A context's pure decision logic: what `handleStreamCommand` folds and decides with. */
export interface Decider<Command, Event, State> {
  decide: (command: Command, state: State) => readonly Event[];
  evolve: (state: State, event: Event) => State;
  initialState: () => State;
}

type ErrorClass = abstract new (...args: never[]) => Error;

export interface Outcome<Event> {
  /** decide returns exactly these events (deep equality, in order). */
  then(expected: readonly Event[]): void;
  /** decide returns no event: the command changes nothing (an idempotent repeat). */
  thenNothingHappened(): void;
  /** decide throws an `errorType`; with `message`, one equal to it (a string) or matching it (a RegExp). */
  thenThrows(errorType: ErrorClass, message?: string | RegExp): void;
}

export interface Specification<Command, Event> {
  given(events: readonly Event[]): { when(command: Command): Outcome<Event> };
}

function outcome<Event>(run: () => readonly Event[]): Outcome<Event> {
  return {
    then: (expected) => expect(run()).toEqual(expected),
    thenNothingHappened: () => expect(run()).toEqual([]),
    thenThrows: (errorType, message) => {
      let decided: readonly Event[];
      try {
        decided = run();
      } catch (error) {
        expect(error).toBeInstanceOf(errorType);
        if (typeof message === 'string') expect((error as Error).message).toBe(message);
        else if (message) expect((error as Error).message).toMatch(message);
        return;
      }
      throw new Error(`Expected decide to throw ${errorType.name}, but it decided ${JSON.stringify(decided)}`);
    },
  };
}

export const DeciderSpecification = {
  for<Command, Event, State>(decider: Decider<Command, Event, State>): Specification<Command, Event> {
    return {
      given: (events) => ({
        when: (command) =>
          outcome(() => {
            // evolve is called with (state, event) only: Array.reduce would pass the index as a third argument
            const state = events.reduce((s: State, e: Event) => decider.evolve(s, e), decider.initialState());
            return decider.decide(command, state);
          }),
      }),
    };
  },
};
