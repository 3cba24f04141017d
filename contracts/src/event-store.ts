// ── Event store port ─────────────────────────────────────────────────────────
// Implemented by the PostgreSQL adapter (default) and the EventStoreDB adapter in api/src/platform.
// The projection runner and the forwarder depend only on this port.

export type ActorKind = 'user' | 'agent' | 'admin' | 'carrier' | 'system';

export interface EventMetadata {
  /** Id of the command that produced the event; event ids are derived from it. */
  commandId: string;
  correlationId: string;
  causationId: string;
  actor: { kind: ActorKind; id: string };
  /** When the command was accepted (ISO 8601). */
  occurredAt: string;
  [key: string]: unknown;
}

export interface NewEvent<T extends string = string, D = unknown> {
  eventId: string;
  type: T;
  data: D;
  metadata: EventMetadata;
  schemaVersion?: number;
}

export interface StoredEvent<T extends string = string, D = unknown> {
  streamId: string;
  version: number;
  eventId: string;
  type: T;
  schemaVersion: number;
  data: D;
  metadata: EventMetadata;
  createdAt: string;
  /** Position in the global log: ordered by (transactionId, globalPosition). */
  position: Checkpoint;
}

/** A point in the global log. PostgreSQL: (xid8, sequence). EventStoreDB: (commit, prepare). */
export interface Checkpoint {
  txid: string;
  position: string;
}
export const START: Checkpoint = { txid: '0', position: '0' };

export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  const tx = BigInt(a.txid) - BigInt(b.txid);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const pos = BigInt(a.position) - BigInt(b.position);
  return pos === 0n ? 0 : pos < 0n ? -1 : 1;
}

/** 'no_stream' = the stream must not exist; 'any' = no check; a number = the stream's current version. */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendResult {
  /** Version of the stream after the append. */
  nextVersion: number;
  /** True when every event id was already stored (a retried command): nothing new was appended. */
  duplicate: boolean;
  /**
   * Where the append's last event sits in the global log (for a retried command: where its events were stored). A
   * reader whose checkpoint compares at or past it (compareCheckpoints) has read every event of this append.
   */
  position: Checkpoint;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | null,
  ) {
    super(`Stream ${streamId} has changed: expected version ${String(expected)}, found ${actual === null ? 'no stream' : actual}. Reload and try again.`);
    this.name = 'WrongExpectedVersionError';
  }
}

export interface ReadAllOptions {
  after: Checkpoint;
  limit: number;
}

export interface StreamAllOptions {
  after: Checkpoint;
  batchSize: number;
  /** Load only these fields of each event's metadata (default: all of it), for readers that use no others. */
  metadata?: readonly string[];
}

/** A stretch of the global log: the events of the types asked for, how far it reaches, over how many events. */
export interface LogBatch {
  events: StoredEvent[];
  scannedTo: Checkpoint;
  scanned: number;
}

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  append(streamId: string, streamType: string, expected: ExpectedVersion, events: NewEvent[]): Promise<AppendResult>;
  /** Every event of one stream in version order (empty when the stream does not exist). */
  readStream(streamId: string, options?: { toVersion?: number }): Promise<StoredEvent[]>;
  /** The next batch of the global log after a checkpoint, never passing an event that may still commit. */
  readAll(options: ReadAllOptions): Promise<StoredEvent[]>;
  /**
   * Optional: like readAll, but returns only events of the given types, and how far it scanned (and how many events
   * that was), so that a reader interested in few types moves its checkpoint past the others without loading them.
   */
  readAllOfTypes?(types: readonly string[], options: ReadAllOptions): Promise<{ events: StoredEvent[]; scannedTo: Checkpoint | null; scanned?: number }>;
  /**
   * Optional: the log after a checkpoint, as far as it is readable when the call starts, as one stream of batches of
   * `batchSize` events scanned (only the given types loaded), for readers that go through all of it (replays): the
   * store produces the next batches while the reader works on one.
   */
  streamAllOfTypes?(types: readonly string[], options: StreamAllOptions): AsyncIterable<LogBatch>;
  /**
   * Optional: a whole history (an export) into an EMPTY store, all or nothing. The batches come in log order with
   * consecutive versions per stream (the caller checks them); event ids, versions, metadata and times are kept, log
   * positions are this store's. When the source throws, nothing is kept and the error is passed on.
   * StoreNotEmptyError when the store has events; DuplicateEventIdError when two events share an id.
   */
  importHistory?(batches: AsyncIterable<readonly ImportedEvent[]>): Promise<{ events: number; streams: number }>;
  /** Resolves when new events may be available (or after timeoutMs). */
  waitForEvents(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** One event of an imported history: where it stood in its stream, and what it was. */
export interface ImportedEvent {
  streamId: string;
  streamType: string;
  version: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: EventMetadata;
  createdAt: string;
}

export class StoreNotEmptyError extends Error {
  constructor() {
    super('The event store already holds events');
    this.name = 'StoreNotEmptyError';
  }
}

export class DuplicateEventIdError extends Error {
  constructor(readonly detail: string) {
    super(`Two events share an eventId (${detail})`);
    this.name = 'DuplicateEventIdError';
  }
}
