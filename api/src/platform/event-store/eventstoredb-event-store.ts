import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersion,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
  type StreamSubscription,
  type AllStreamSubscription,
} from '@eventstore/db-client';
import {
  DuplicateEventIdError,
  StoreNotEmptyError,
  WrongExpectedVersionError,
  compareCheckpoints,
  type AppendResult,
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type ImportedEvent,
  type NewEvent,
  type ReadAllOptions,
  type StoredEvent,
} from '@waypost/contracts';
import type { AppendObserver } from './postgres-event-store';
import { EventWaiters } from './waiters';

// ── EventStoreDB adapter (EVENTSTORE_URL=esdb://…) ───────────────────────────
// Versions are 1-based here and 0-based revisions there. Checkpoints map (commit, prepare) to (txid, position).
// The stream type and schema version travel in the event metadata.

type Recorded = NonNullable<ResolvedEvent['event']> | NonNullable<AllStreamResolvedEvent['event']>;

export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly client: EventStoreDBClient;
  private subscription: AllStreamSubscription | StreamSubscription | null = null;
  private readonly waiters = new EventWaiters();

  constructor(
    connectionString: string,
    /** Told of every append that succeeded: its log position and events (read-your-writes). */
    private readonly onAppended?: AppendObserver,
  ) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(streamId: string, streamType: string, expected: ExpectedVersion, events: NewEvent[]): Promise<AppendResult> {
    const expectedRevision = expected === 'any' ? ANY : expected === 'no_stream' || expected === 0 ? NO_STREAM : BigInt(expected - 1);
    try {
      // EventStoreDB is idempotent on event ids at the same expected revision: a retried command appends nothing.
      const before = await this.lastRevision(streamId);
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) =>
          jsonEvent({
            id: e.eventId,
            type: e.type,
            data: e.data as Record<string, unknown>,
            metadata: { ...e.metadata, streamType, schemaVersion: e.schemaVersion ?? 1 },
          }),
        ),
        { expectedRevision },
      );
      const nextVersion = Number(result.nextExpectedRevision) + 1;
      const position = (await this.lastPosition(streamId)) ?? fromEsdbPosition(result.position);
      this.onAppended?.(position, events);
      return { nextVersion, duplicate: before !== null && Number(before) + 1 === nextVersion && expected !== 'any', position };
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersion) {
        const actual = await this.lastRevision(streamId);
        throw new WrongExpectedVersionError(streamId, expected, actual === null ? null : Number(actual) + 1);
      }
      throw error;
    }
  }

  /**
   * A whole history into this empty store. EventStoreDB has no transaction across streams: the history is read whole
   * first (a source that fails keeps nothing), then appended run by run of one stream, in log order. Each event keeps
   * its time in metadata (importedCreatedAt); the server's own time is the import's.
   */
  async importHistory(batches: AsyncIterable<readonly ImportedEvent[]>): Promise<{ events: number; streams: number }> {
    const all: ImportedEvent[] = [];
    const ids = new Set<string>();
    for await (const batch of batches) {
      for (const e of batch) {
        if (ids.has(e.eventId)) throw new DuplicateEventIdError(`eventId ${e.eventId}`);
        ids.add(e.eventId);
        all.push(e);
      }
    }
    if ((await this.readAll({ after: { txid: '0', position: '0' }, limit: 1 })).length > 0) throw new StoreNotEmptyError();
    const streams = new Set<string>();
    for (let i = 0; i < all.length;) {
      const first = all[i]!;
      let j = i + 1;
      while (j < all.length && all[j]!.streamId === first.streamId) j++;
      const run = all.slice(i, j);
      await this.client.appendToStream(
        first.streamId,
        run.map((e) =>
          jsonEvent({
            id: e.eventId,
            type: e.type,
            data: e.data as Record<string, unknown>,
            metadata: { ...e.metadata, streamType: e.streamType, schemaVersion: e.schemaVersion, importedCreatedAt: e.createdAt },
          }),
        ),
        { expectedRevision: first.version === 1 ? NO_STREAM : BigInt(first.version - 2) },
      );
      streams.add(first.streamId);
      i = j;
    }
    this.waiters.wakeAll();
    return { events: all.length, streams: streams.size };
  }

  async readStream(streamId: string, options: { toVersion?: number } = {}): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: START, direction: FORWARDS })) {
        if (!resolved.event) continue;
        const stored = toStored(resolved.event, resolved.commitPosition);
        if (options.toVersion !== undefined && stored.version > options.toVersion) break;
        out.push(stored);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<StoredEvent[]> {
    const fromPosition = after.txid === '0' && after.position === '0' ? START : { commit: BigInt(after.txid), prepare: BigInt(after.position) };
    const out: StoredEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition, direction: FORWARDS, maxCount: limit + 1, resolveLinkTos: false })) {
      const event = resolved.event;
      if (!event || event.type.startsWith('$') || event.streamId.startsWith('$')) continue;
      const stored = toStored(event, resolved.commitPosition);
      if (compareCheckpoints(stored.position, after) <= 0) continue; // fromPosition is inclusive
      out.push(stored);
      if (out.length >= limit) break;
    }
    return out;
  }

  async waitForEvents(timeoutMs: number): Promise<void> {
    if (!this.subscription) {
      const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
      subscription.on('data', () => {
        this.waiters.wakeAll();
      });
      subscription.on('error', () => {
        this.subscription = null;
      });
      this.subscription = subscription;
    }
    await this.waiters.wait(timeoutMs);
  }

  async close(): Promise<void> {
    this.waiters.wakeAll();
    await this.subscription?.unsubscribe().catch(() => undefined);
    await this.client.dispose();
  }

  /**
   * The stream's last event as the global log orders it, read back (the (commit, prepare) pair that readAll gives and
   * checkpoints hold; the append's own answer may name the write's first record).
   */
  private async lastPosition(streamId: string): Promise<Checkpoint | null> {
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: 1 })) {
        if (resolved.event) return toStored(resolved.event, resolved.commitPosition).position;
      }
      return null;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
  }

  private async lastRevision(streamId: string): Promise<bigint | null> {
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: 1 })) {
        if (resolved.event) return resolved.event.revision;
      }
      return null;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
  }
}

function fromEsdbPosition(position: { commit: bigint; prepare: bigint } | undefined): Checkpoint {
  return { txid: String(position?.commit ?? 0n), position: String(position?.prepare ?? 0n) };
}

function toStored(event: Recorded, commitPosition: bigint | undefined): StoredEvent {
  const metadata = (event.metadata ?? {}) as EventMetadata & { schemaVersion?: number; streamType?: string; importedCreatedAt?: string };
  const { schemaVersion, streamType: _streamType, importedCreatedAt, ...rest } = metadata;
  return {
    streamId: event.streamId,
    version: Number(event.revision) + 1,
    eventId: event.id,
    type: event.type,
    schemaVersion: schemaVersion ?? 1,
    data: event.data,
    metadata: rest as EventMetadata,
    createdAt: importedCreatedAt ?? (event.created instanceof Date ? event.created.toISOString() : new Date(Number(event.created) / 10_000).toISOString()),
    position: {
      txid: String(event.position?.commit ?? commitPosition ?? 0n),
      position: String(event.position?.prepare ?? 0n),
    },
  };
}
