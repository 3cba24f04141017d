import type { EventStore, StoredEvent } from '@waypost/contracts';
import { noteEarlierWrites, toNewEvents, type CommandContext } from '../platform/event-store/command-context';

/**
 * Load → fold → decide → append, where deciding nothing is a valid answer (an active crisis activated again,
 * a decision already taken): then nothing is appended. A retried command (same id) appends nothing either.
 */
export async function appendDecided<S extends { version: number }, E extends { type: string; data: unknown }>(options: {
  store: EventStore;
  streamId: string;
  streamType: string;
  ctx: CommandContext;
  fold: (events: StoredEvent[]) => S;
  decide: (state: S) => E[];
}): Promise<{ events: E[]; state: S; duplicate: boolean }> {
  // Someone appended between our read and our write: decide again on the new state (a few times).
  for (let attempt = 0; ; attempt++) {
    try {
      return await appendOnce(options);
    } catch (error) {
      if ((error as Error).name !== 'WrongExpectedVersionError' || attempt >= 4) throw error;
    }
  }
}

async function appendOnce<S extends { version: number }, E extends { type: string; data: unknown }>(options: {
  store: EventStore;
  streamId: string;
  streamType: string;
  ctx: CommandContext;
  fold: (events: StoredEvent[]) => S;
  decide: (state: S) => E[];
}): Promise<{ events: E[]; state: S; duplicate: boolean }> {
  const history = await options.store.readStream(options.streamId);
  const state = options.fold(history);
  const earlier = history.filter((e) => e.metadata.commandId === options.ctx.commandId);
  if (earlier.length > 0) {
    noteEarlierWrites(earlier);
    return { events: earlier as unknown as E[], state, duplicate: true };
  }
  const events = options.decide(state);
  if (events.length === 0) return { events, state, duplicate: false };
  await options.store.append(options.streamId, options.streamType, state.version === 0 ? 'no_stream' : state.version, toNewEvents(options.ctx, events));
  return { events, state, duplicate: false };
}
