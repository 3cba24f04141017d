import type { Pool, PoolClient } from 'pg';
import {
  WrongExpectedVersionError,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type ExpectedVersion,
  type ImportedEvent,
  type LogBatch,
  type NewEvent,
  type ReadAllOptions,
  type StoredEvent,
  type StreamAllOptions,
} from '@waypost/contracts';
import { PersonalDataVault, masterKeyFrom, PERSONAL_DATA, PERSONAL_DATA_FIELD, type PersonalDataRegistry } from './personal-data';
import { UPCASTERS, type UpcasterRegistry } from './upcasters';
import { GroupCommit, isUniqueViolation, type GroupCommitOptions, type LogPosition, type PendingAppend } from './group-commit';
import { LogStreamParser, logStreamSql, streamLog } from './log-stream';
import { EventWaiters } from './waiters';
import { importHistoryInto } from './postgres-history-import';

// ── PostgreSQL event store ──────────────────────────────────────────────────
// Append = one statement: the stream row is inserted or moved forward only when its version matches the expected
// one, and all events go in as one multi-row insert. A retried command (same event ids) is answered as a duplicate.
// Over 300 lines: one adapter of the port; append (group commit), the log readers and the listener share the pool,
// the personal-data vault and the waiters. The import's fast path is in postgres-history-import.ts, the COPY reader
// in log-stream.ts.

const NOTIFY_CHANNEL = 'waypost_events';
/** Appends within this window share one NOTIFY to other processes (readers in this process wake at once). */
const NOTIFY_COALESCE_MS = 5;

// $1 stream, $2 new version, $3 stream type, $4 expected version (0 = the stream must not exist).
const STREAM_GUARD = {
  create: `INSERT INTO streams (stream_id, version, type) VALUES ($1, $2, $3) ON CONFLICT (stream_id) DO NOTHING
           RETURNING version`,
  advance: `UPDATE streams SET version = $2 WHERE stream_id = $1 AND version = $4 AND $3::text IS NOT NULL
            RETURNING version`,
};

const appendSql = (guard: string) => `
WITH s AS (${guard}), e AS (
  INSERT INTO events (stream_id, version, event_id, type, schema_version, data, metadata)
  SELECT $1, $4::int + n.ord, n.event_id, n.type, n.schema_version, n.data, n.metadata
  FROM unnest($5::uuid[], $6::text[], $7::int[], $8::jsonb[], $9::jsonb[])
    WITH ORDINALITY AS n(event_id, type, schema_version, data, metadata, ord)
  WHERE EXISTS (SELECT 1 FROM s)
  RETURNING transaction_id, global_position
)
SELECT (SELECT version FROM s) AS version, (SELECT transaction_id::text FROM e LIMIT 1) AS txid,
       (SELECT max(global_position)::text FROM e) AS position`;

const APPEND_SQL = { create: appendSql(STREAM_GUARD.create), advance: appendSql(STREAM_GUARD.advance) };

// Several appends to different streams in one statement (group commit): each stream's guard as above, events only
// for the streams whose guard held. $1-$4 per append, $5-$11 per event (with its stream).
const GROUP_APPEND_SQL = `
WITH r AS (
  SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[]) AS r(stream_id, next_version, type, expected)
), c AS (
  INSERT INTO streams (stream_id, version, type)
  SELECT stream_id, next_version, type FROM r WHERE expected = 0
  ON CONFLICT (stream_id) DO NOTHING
  RETURNING stream_id
), a AS (
  UPDATE streams s SET version = r.next_version FROM r
  WHERE r.expected > 0 AND s.stream_id = r.stream_id AND s.version = r.expected
  RETURNING s.stream_id
), ok AS (
  SELECT stream_id FROM c UNION ALL SELECT stream_id FROM a
), e AS (
  INSERT INTO events (stream_id, version, event_id, type, schema_version, data, metadata)
  SELECT n.stream_id, n.version, n.event_id, n.type, n.schema_version, n.data, n.metadata
  FROM unnest($5::text[], $6::int[], $7::uuid[], $8::text[], $9::int[], $10::jsonb[], $11::jsonb[])
    WITH ORDINALITY AS n(stream_id, version, event_id, type, schema_version, data, metadata, ord)
  WHERE n.stream_id IN (SELECT stream_id FROM ok)
  ORDER BY n.ord
  RETURNING transaction_id, global_position
)
SELECT stream_id, (SELECT transaction_id::text FROM e LIMIT 1) AS txid, (SELECT max(global_position)::text FROM e) AS position FROM ok`;

/**
 * How far the global log may be read: the oldest transaction in flight, as pg_snapshot_xmin(pg_current_snapshot())
 * gives it, except that transactions known to run in another database of the same server are passed over: they can
 * never write to this events table, and a long one (a report, a test suite, a migration elsewhere) would otherwise hold
 * every reader back. A transaction is passed over only when pg_stat_activity shows it in another database; one that
 * ended meanwhile, or one the database role may not see (backend_xid is hidden from roles without
 * pg_read_all_stats), still counts, so the horizon is never above a transaction that may still commit events here.
 * With nothing in flight it is the snapshot's xmax. Evaluated once per statement (an InitPlan), with that statement's
 * snapshot.
 */
export const LOG_HORIZON = `(SELECT coalesce(min(x), pg_snapshot_xmax(pg_current_snapshot()))
     FROM pg_snapshot_xip(pg_current_snapshot()) AS x
    WHERE x::xid NOT IN (SELECT a.backend_xid FROM pg_stat_activity a
                          WHERE a.backend_xid IS NOT NULL
                            AND a.datid <> (SELECT oid FROM pg_database WHERE datname = current_database())))`;

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  version: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: StoredEvent['metadata'];
  /** ISO 8601 text from the reads below (see CREATED_AT); a Date from other queries. */
  created_at: string | Date;
}

// created_at exactly as Date.toISOString() writes it (UTC, milliseconds truncated), formatted by PostgreSQL: as cheap
// for it as its own timestamp text, and it spares the reader parsing a Date and printing it again for every event.
const CREATED_AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;
const COLUMNS = `global_position::text, transaction_id::text, stream_id, version, event_id, type, schema_version, data, metadata, ${CREATED_AT}`;

export function toStoredEvent(row: EventRow): StoredEvent {
  return {
    streamId: row.stream_id,
    version: row.version,
    eventId: row.event_id,
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    createdAt: typeof row.created_at === 'string' ? row.created_at : row.created_at.toISOString(),
    position: { txid: row.transaction_id, position: row.global_position },
  };
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  private listener: PoolClient | null = null;
  private listenerStarting: Promise<void> | null = null;
  private readonly waiters = new EventWaiters();
  private closed = false;
  private notifyPending = false;

  /** Seals personal fields on append, opens them on read (see personal-data.ts). */
  readonly personalData: PersonalDataVault;
  /** Turns old event shapes into the current one on read (see upcasters.ts). */
  readonly upcasters: UpcasterRegistry;

  /** Concurrent appends to different streams share statements and commits (see group-commit.ts). */
  readonly groupCommit: GroupCommit;

  private readonly onAppended: PostgresEventStoreOptions['onAppended'];

  constructor(
    private readonly pool: Pool,
    options: PostgresEventStoreOptions = {},
  ) {
    this.personalData = new PersonalDataVault(pool, masterKeyFrom(options.masterKey), options.personalData ?? PERSONAL_DATA);
    this.upcasters = options.upcasters ?? UPCASTERS;
    this.groupCommit = new GroupCommit({ single: (a) => this.appendOne(a), many: (a) => this.appendMany(a) }, options.groupCommit);
    this.onAppended = options.onAppended;
  }

  /** Stored rows → events as readers see them: personal fields opened (or redacted), old versions upcast. */
  async decode(events: StoredEvent[]): Promise<StoredEvent[]> {
    const opened = await this.personalData.open(events);
    return opened.map((e) => this.upcasters.upcast(e));
  }

  async append(streamId: string, streamType: string, expected: ExpectedVersion, events: NewEvent[]): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const result = await this.appendSealed(streamId, streamType, expected, await this.personalData.seal(events));
    this.onAppended?.(result.position, events);
    return result;
  }

  private async appendSealed(streamId: string, streamType: string, expected: ExpectedVersion, events: NewEvent[]): Promise<AppendResult> {
    const current = expected === 'any' ? await this.currentVersion(streamId) : expected === 'no_stream' ? 0 : expected;
    const nextVersion = current + events.length;
    try {
      const stored = await this.groupCommit.submit({
        streamId,
        streamType,
        expected: current,
        nextVersion,
        events: events.map((e) => ({
          eventId: e.eventId,
          type: e.type,
          schemaVersion: e.schemaVersion ?? this.upcasters.currentVersion(e.type),
          data: JSON.stringify(e.data),
          metadata: JSON.stringify(e.metadata),
        })),
      });
      if (stored) {
        this.announceAppend();
        return { nextVersion, duplicate: false, position: stored };
      }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    // Nothing appended: either a retried command (its events are stored already) or a concurrent writer won.
    const earlier = await this.alreadyAppended(events);
    if (earlier) return { nextVersion: await this.currentVersion(streamId), duplicate: true, position: earlier };
    if (expected === 'any') return this.appendSealed(streamId, streamType, expected, events);
    throw new WrongExpectedVersionError(streamId, expected, await this.currentVersionOrNull(streamId));
  }

  /** One append, one statement (named: parsed and planned once per connection). */
  private async appendOne(a: PendingAppend): Promise<LogPosition | null> {
    const { rows } = await this.pool.query<{ version: number | null; txid: string | null; position: string | null }>({
      name: a.expected === 0 ? 'waypost_append_create' : 'waypost_append_advance',
      text: a.expected === 0 ? APPEND_SQL.create : APPEND_SQL.advance,
      values: [
        a.streamId,
        a.nextVersion,
        a.streamType,
        a.expected,
        a.events.map((e) => e.eventId),
        a.events.map((e) => e.type),
        a.events.map((e) => e.schemaVersion),
        a.events.map((e) => e.data),
        a.events.map((e) => e.metadata),
      ],
    });
    const row = rows[0];
    return row?.version != null && row.txid !== null && row.position !== null ? { txid: row.txid, position: row.position } : null;
  }

  /** Appends to distinct streams in one statement: the streams whose expected version held. */
  private async appendMany(appends: PendingAppend[]): Promise<Map<string, LogPosition>> {
    const eventRows = appends.flatMap((a) => a.events.map((e, i) => ({ streamId: a.streamId, version: a.expected + i + 1, ...e })));
    const { rows } = await this.pool.query<{ stream_id: string; txid: string | null; position: string | null }>({
      name: 'waypost_append_group',
      text: GROUP_APPEND_SQL,
      values: [
        appends.map((a) => a.streamId),
        appends.map((a) => a.nextVersion),
        appends.map((a) => a.streamType),
        appends.map((a) => a.expected),
        eventRows.map((e) => e.streamId),
        eventRows.map((e) => e.version),
        eventRows.map((e) => e.eventId),
        eventRows.map((e) => e.type),
        eventRows.map((e) => e.schemaVersion),
        eventRows.map((e) => e.data),
        eventRows.map((e) => e.metadata),
      ],
    });
    const stored = new Map<string, LogPosition>();
    for (const r of rows) if (r.txid !== null && r.position !== null) stored.set(r.stream_id, { txid: r.txid, position: r.position });
    return stored;
  }

  async readStream(streamId: string, options: { toVersion?: number } = {}): Promise<StoredEvent[]> {
    const { rows } = await this.pool.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND version <= $2 ORDER BY version`, [
      streamId,
      options.toVersion ?? 2_147_483_647,
    ]);
    return this.decode(rows.map(toStoredEvent));
  }

  /**
   * The next events after a checkpoint in (transaction_id, global_position) order, never passing a transaction
   * that may still be in flight: only transactions below the log horizon (LOG_HORIZON) are complete.
   */
  async readAll({ after, limit }: ReadAllOptions): Promise<StoredEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND transaction_id < ${LOG_HORIZON}
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      [after.txid, after.position, limit],
    );
    return this.decode(rows.map(toStoredEvent));
  }

  /** readAll for a reader that wants only some event types: the others are scanned (for the checkpoint) but not loaded. */
  async readAllOfTypes(types: readonly string[], { after, limit }: ReadAllOptions): Promise<{ events: StoredEvent[]; scannedTo: Checkpoint | null; scanned: number }> {
    const { rows } = await this.pool.query<EventRow>({
      name: 'waypost_read_all_of_types',
      text: `SELECT global_position::text, transaction_id::text, stream_id, version, event_id, type, schema_version,
               CASE WHEN type = ANY($4::text[]) THEN data END AS data, CASE WHEN type = ANY($4::text[]) THEN metadata END AS metadata, ${CREATED_AT}
             FROM events
             WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
               AND transaction_id < ${LOG_HORIZON}
             ORDER BY events.transaction_id, events.global_position
             LIMIT $3`,
      values: [after.txid, after.position, limit, types],
    });
    const last = rows[rows.length - 1];
    const wanted = new Set(types);
    const events = await this.decode(rows.filter((r) => wanted.has(r.type)).map(toStoredEvent));
    return { events, scannedTo: last ? { txid: last.transaction_id, position: last.global_position } : null, scanned: rows.length };
  }

  /** The log after a checkpoint as one binary COPY stream (see log-stream.ts), on a connection of its own. */
  async *streamAllOfTypes(types: readonly string[], { after, batchSize, metadata }: StreamAllOptions): AsyncGenerator<LogBatch> {
    // some metadata only: and the sealed personal data, to open it
    const fields = metadata ? [...new Set([...metadata, PERSONAL_DATA_FIELD])] : null;
    const sql = logStreamSql(types, after, LOG_HORIZON, CREATED_AT, fields);
    const client = await this.pool.connect();
    try {
      // Without a LIMIT the planner would sort the whole log (a parallel scan and an external sort) instead of
      // walking the index that is already in log order.
      await client.query('BEGIN READ ONLY; SET LOCAL enable_sort = off; SET LOCAL max_parallel_workers_per_gather = 0; SET LOCAL jit = off');
    } catch (error) {
      client.release(true);
      throw error;
    }
    const release = async (destroy: boolean) => {
      if (destroy) return client.release(true);
      await client.query('COMMIT').then(
        () => client.release(),
        () => client.release(true),
      );
    };
    yield* streamLog(client, sql, new LogStreamParser(fields), batchSize, (events) => this.decode(events), release);
  }

  async waitForEvents(timeoutMs: number): Promise<void> {
    await this.ensureListener().catch(() => undefined);
    await this.waiters.wait(timeoutMs);
  }

  /** A whole history into this empty store, in one transaction (see postgres-history-import.ts). */
  async importHistory(batches: AsyncIterable<readonly ImportedEvent[]>): Promise<{ events: number; streams: number }> {
    const result = await importHistoryInto(this.pool, this.personalData, batches);
    this.waiters.wakeAll();
    await this.pool.query(`SELECT pg_notify('${NOTIFY_CHANNEL}', '')`).catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiters.wakeAll();
    const listener = this.listener;
    this.listener = null;
    if (listener) {
      listener.removeAllListeners('notification');
      await listener.query(`UNLISTEN ${NOTIFY_CHANNEL}`).catch(() => undefined);
      this.releaseOnce(listener);
    }
  }

  /**
   * Wakes readers after a commit: in this process at once, in other processes through one coalesced NOTIFY
   * (NOTIFY inside the append would serialise every commit on PostgreSQL's notification queue lock).
   */
  private announceAppend(): void {
    this.waiters.wakeAll();
    if (this.notifyPending || this.closed) return;
    this.notifyPending = true;
    setTimeout(() => {
      this.pool
        .query(`SELECT pg_notify('${NOTIFY_CHANNEL}', '')`)
        .catch(() => undefined)
        .finally(() => {
          this.notifyPending = false;
        });
    }, NOTIFY_COALESCE_MS);
  }

  /** The listener can be released by close() and then error (its database dropped): release it only once. */
  private readonly released = new WeakSet<PoolClient>();
  private releaseOnce(client: PoolClient, destroy = false): void {
    if (this.released.has(client)) return;
    this.released.add(client);
    client.release(destroy);
  }

  private async ensureListener(): Promise<void> {
    if (this.listener || this.closed) return;
    this.listenerStarting ??= (async () => {
      const client = await this.pool.connect();
      client.on('notification', () => {
        this.waiters.wakeAll();
      });
      client.on('error', () => {
        // The connection dropped (for example PostgreSQL restarted): fall back to polling and listen again later.
        if (this.listener === client) this.listener = null;
        this.releaseOnce(client, true);
      });
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      this.listener = client;
    })().finally(() => {
      this.listenerStarting = null;
    });
    await this.listenerStarting;
  }

  private async currentVersionOrNull(streamId: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ version: number }>('SELECT version FROM streams WHERE stream_id = $1', [streamId]);
    return rows[0]?.version ?? null;
  }

  private async currentVersion(streamId: string): Promise<number> {
    return (await this.currentVersionOrNull(streamId)) ?? 0;
  }

  /** When every one of these events is stored already: where the last of them is in the log. */
  private async alreadyAppended(events: NewEvent[]): Promise<LogPosition | null> {
    const { rows } = await this.pool.query<{ txid: string; position: string }>(
      `SELECT transaction_id::text AS txid, global_position::text AS position FROM events WHERE event_id = ANY($1::uuid[])
        ORDER BY transaction_id DESC, global_position DESC`,
      [events.map((e) => e.eventId)],
    );
    return rows.length === events.length ? rows[0]! : null;
  }
}

export interface PostgresEventStoreOptions {
  /** WAYPOST_MASTER_KEY; unset = the documented dev default (embedded mode only). */
  masterKey?: string;
  personalData?: PersonalDataRegistry;
  upcasters?: UpcasterRegistry;
  /** How concurrent appends are grouped into statements (see group-commit.ts). */
  groupCommit?: GroupCommitOptions;
  /** Told of every append that succeeded (a retried one too): its log position and events (read-your-writes). */
  onAppended?: AppendObserver;
}

export type AppendObserver = (position: Checkpoint, events: readonly NewEvent[]) => void;
