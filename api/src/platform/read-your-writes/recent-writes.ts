import type { Checkpoint } from '@waypost/contracts';
import { comparePositions } from './log-mark';

// ── Recent appends, by who made them ────────────────────────────────────────
// The event store reports every append here with its events' actor (the signed-in user of a command). The HTTP layer
// asks, when a command request answers, for that user's appends since the request began: that is what the request
// wrote (with, at most, what another request of the same user wrote meanwhile, which only makes the mark stricter).
// No async context is needed to tie an append to its request (AsyncLocalStorage on Node 20 slows every promise).

interface Entry {
  seq: number;
  at: number;
  position: Checkpoint;
  types: readonly string[];
}

/** An appended event as the store and the command helpers have it. */
export interface WrittenEvent {
  type: string;
  metadata: { actor: { id: string } };
}

const PER_ACTOR = 256;
const ACTORS = 10_000;
const KEEP_MS = 60_000;

export class RecentWrites {
  private counter = 0;
  private readonly byActor = new Map<string, Entry[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Appends noted from now on have a higher sequence than this. */
  get seq(): number {
    return this.counter;
  }

  note(position: Checkpoint, events: readonly WrittenEvent[]): void {
    const seq = ++this.counter;
    const at = this.now();
    const byActor = new Map<string, string[]>();
    for (const e of events) {
      const id = e.metadata?.actor?.id;
      if (typeof id !== 'string') continue;
      const types = byActor.get(id);
      if (types) types.push(e.type);
      else byActor.set(id, [e.type]);
    }
    for (const [actor, types] of byActor) {
      const entries = this.byActor.get(actor) ?? [];
      entries.push({ seq, at, position, types });
      if (entries.length > PER_ACTOR) entries.shift();
      this.byActor.delete(actor); // most recent last: the first is the one to drop
      this.byActor.set(actor, entries);
      if (this.byActor.size > ACTORS) this.byActor.delete(this.byActor.keys().next().value!);
    }
  }

  /** Per event type, the position of the actor's last append after sequence `seq`. */
  since(actor: string, seq: number): Map<string, Checkpoint> | undefined {
    const entries = this.byActor.get(actor);
    if (!entries) return undefined;
    const old = this.now() - KEEP_MS;
    while (entries.length > 0 && entries[0]!.at < old) entries.shift();
    if (entries.length === 0) this.byActor.delete(actor);
    let positions: Map<string, Checkpoint> | undefined;
    for (let i = entries.length - 1; i >= 0 && entries[i]!.seq > seq; i--) {
      const { position, types } = entries[i]!;
      positions ??= new Map();
      for (const type of types) {
        const known = positions.get(type);
        if (!known || comparePositions(position, known) > 0) positions.set(type, position);
      }
    }
    return positions;
  }
}

/** The appends of this process. */
export const recentWrites = new RecentWrites();

/** An append (or a retried command's earlier append) with its log position and events. */
export function noteWrite(position: Checkpoint, events: readonly WrittenEvent[]): void {
  recentWrites.note(position, events);
}
