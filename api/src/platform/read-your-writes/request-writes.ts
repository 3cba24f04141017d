import { AsyncLocalStorage } from 'node:async_hooks';
import { compareCheckpoints, type Checkpoint } from '@waypost/contracts';

// ── What one request appended to the log ────────────────────────────────────
// The HTTP layer opens a record around each command request; the event store reports every append into the record
// of the request it runs for (nothing is recorded outside one: workers, sagas, the projection thread).

export class RequestWrites {
  /** Per event type, the log position of its last append in this request. */
  readonly positions = new Map<string, Checkpoint>();

  note(position: Checkpoint, eventTypes: readonly string[]): void {
    for (const type of eventTypes) {
      const known = this.positions.get(type);
      if (!known || compareCheckpoints(position, known) > 0) this.positions.set(type, position);
    }
  }
}

const current = new AsyncLocalStorage<RequestWrites>();

/** Runs `work` (and everything it starts) with appends recorded into `writes`. */
export function recordingWrites<T>(writes: RequestWrites, work: () => T): T {
  return current.run(writes, work);
}

/** An append (or a retried command's earlier append) made on behalf of the current request, if any. */
export function noteWrite(position: Checkpoint, eventTypes: readonly string[]): void {
  current.getStore()?.note(position, eventTypes);
}
