import { compareCheckpoints, type Checkpoint, type EventStore, type StoredEvent } from '@waypost/contracts';

// ── Shared tail of the log for the live loops of one runner ─────────────────
// Every live projection used to read (and decode: parse, decrypt, upcast) the same recent events for itself. The
// tail reads each stretch of the log once for all of them and keeps it while they pass over it.
//
// A read returns every event of the log in (after, scannedTo] (below the snapshot's xmin, so nothing can still
// appear in that range): a cached stretch is complete, and any reader whose checkpoint falls inside it can be
// served from memory. Readers at the end of the stretch share one read that extends it. Events are shared between
// projections and must be treated as read-only.

export interface TailRead {
  events: StoredEvent[];
  /** How far the log was scanned (null: nothing new). */
  scannedTo: Checkpoint | null;
}

/**
 * The next events of these types after a checkpoint, how far the store scanned and over how many events: through
 * readAllOfTypes where the store has it (the others are not loaded), else readAll filtered here.
 */
export async function readOfTypes(store: EventStore, types: readonly string[], after: Checkpoint, limit: number): Promise<TailRead & { scanned: number }> {
  if (store.readAllOfTypes) {
    const read = await store.readAllOfTypes(types, { after, limit });
    return { ...read, scanned: read.scanned ?? read.events.length };
  }
  const batch = await store.readAll({ after, limit });
  const wanted = new Set(types);
  return { events: batch.filter((e) => wanted.has(e.type)), scannedTo: batch.length ? batch[batch.length - 1]!.position : null, scanned: batch.length };
}

interface Stretch {
  /** Exclusive start. */
  from: Checkpoint;
  /** Inclusive end: every event in (from, to] of the types read is in `events`. */
  to: Checkpoint;
  events: StoredEvent[];
}

export interface LogTailOptions {
  /** Keep at most this many events in memory (the oldest go first). */
  maxEvents?: number;
}

export class LogTail {
  private stretch: Stretch | null = null;
  private readonly inFlight = new Map<string, Promise<TailRead>>();
  /** Bumped by clear(): reads started before it do not fill the cache. */
  private generation = 0;
  private readonly maxEvents: number;
  /** Store reads made (and those that found nothing new), reads answered from memory or a shared read. */
  readonly stats = { storeReads: 0, emptyReads: 0, shared: 0 };

  constructor(
    private readonly store: EventStore,
    /** Every event type some reader of this tail wants. */
    private readonly types: readonly string[],
    options: LogTailOptions = {},
  ) {
    this.maxEvents = options.maxEvents ?? 20_000;
  }

  /** Forgets everything cached (a replay or rebuild is about to change what decoding gives, e.g. after forget). */
  clear(): void {
    this.generation++;
    this.stretch = null;
    this.inFlight.clear();
  }

  /** Up to `limit` events after `after` (of the tail's types), and how far the log was scanned. */
  async read(after: Checkpoint, limit: number): Promise<TailRead> {
    const cached = this.fromCache(after, limit);
    if (cached) {
      this.stats.shared++;
      return cached;
    }
    const key = `${after.txid}:${after.position}`;
    let pending = this.inFlight.get(key);
    if (pending) this.stats.shared++;
    else {
      pending = this.fetch(after, limit);
      this.inFlight.set(key, pending);
      const mine = pending;
      void mine
        .finally(() => {
          if (this.inFlight.get(key) === mine) this.inFlight.delete(key);
        })
        .catch(() => undefined);
    }
    const read = await pending;
    if (read.events.length <= limit) return read;
    const events = read.events.slice(0, limit);
    return { events, scannedTo: events[events.length - 1]!.position };
  }

  private async fetch(after: Checkpoint, limit: number): Promise<TailRead> {
    const generation = this.generation;
    this.stats.storeReads++;
    const { events, scannedTo } = await readOfTypes(this.store, this.types, after, limit);
    const read: TailRead = { events, scannedTo };
    if (!read.scannedTo) this.stats.emptyReads++;
    else if (generation === this.generation) this.remember(after, read);
    return read;
  }

  private remember(after: Checkpoint, read: TailRead): void {
    const s = this.stretch;
    if (s && compareCheckpoints(after, s.to) === 0) {
      for (const e of read.events) s.events.push(e);
      s.to = read.scannedTo!;
    } else if (!s || compareCheckpoints(after, s.to) > 0) {
      // Nothing cached, or a reader ahead of the cached stretch: the newer stretch is the one the others will reach.
      this.stretch = { from: after, to: read.scannedTo!, events: [...read.events] };
    } else return; // a reader behind the cached stretch (catching up): not worth evicting the live one
    const kept = this.stretch!;
    const excess = kept.events.length - this.maxEvents;
    if (excess > 0) {
      kept.from = kept.events[excess - 1]!.position;
      kept.events.splice(0, excess);
    }
  }

  private fromCache(after: Checkpoint, limit: number): TailRead | null {
    const s = this.stretch;
    if (!s || compareCheckpoints(after, s.from) < 0 || compareCheckpoints(after, s.to) >= 0) return null;
    // first event after `after` (binary search: events are in log order)
    let lo = 0;
    let hi = s.events.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareCheckpoints(s.events[mid]!.position, after) <= 0) lo = mid + 1;
      else hi = mid;
    }
    const events = s.events.slice(lo, lo + limit);
    const complete = lo + limit >= s.events.length;
    return { events, scannedTo: complete ? s.to : events[events.length - 1]!.position };
  }
}
