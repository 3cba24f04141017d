import type { Pool, PoolClient } from 'pg';
import { START, type Checkpoint, type EventStore, type LogBatch, type ReplayProgressView, type StoredEvent } from '@waypost/contracts';
import { applyEvents, foldsRows } from '../fold';
import { nextTables, type Projection } from '../projection';
import { readOfTypes } from '../log-tail';
import { CopyLanes } from './copy-lanes';
import { FoldPath, spread } from './fold-path';
import { prepareTable, swapTables, tableChecksum, type Deferred } from './tables';

// ── Replay: rebuild projections from position zero, verify, swap ─────────────
// Over 300 lines: one pass and its phases (fresh tables, lanes, fold, keys, late events, verify, swap) share their
// connections, locks and timings; split, each phase would take them all as arguments.
// One pass over the log feeds every chosen projection, into `<table>__next`. Projections with a RowFold fold into
// rows in memory that COPY lanes stream into bare tables while the pass goes on (keys and indexes are built at the
// end); the others (SqlFold) apply batches in transactions (fold.ts). The live loops of those
// projections are paused (their advisory locks are taken here); with verify, the live tables are caught up to the
// same position and compared (row counts + content checksums) before the fresh tables are swapped in. The swap
// happens either way: the history is the truth.

/** A replay as it runs: what the API answers (ReplayProgressView), and where the time went. */
export interface ReplayProgress extends ReplayProgressView {
  /**
   * Where the time went (ms): waiting for reads, folding (and encoding rows), waiting for PostgreSQL to load, applying
   * the events that needed rows already written (late), building keys, making tables durable and building the other
   * indexes, verifying, swapping; per projection the time its fold or its batches took; and the late events.
   */
  timings?: {
    readWait: number;
    fold: number;
    loadWait: number;
    late: number;
    keys: number;
    indexes: number;
    verify: number;
    swap: number;
    perProjection: Record<string, number>;
    lateEvents: Record<string, number>;
  };
  /** Settles when the replay has ended (not serialised). */
  done?: Promise<void>;
}

export interface ReplayOptions {
  /** Id of the replay (default: a new UUID); a runner in another thread is given the id its caller already returned. */
  id?: string;
  /** Compare the rebuilt tables with the live ones (row counts and content checksums) before the swap. */
  verify?: boolean;
  /** Events read per batch (default 2500: fewer objects outlive a young-generation GC than with bigger ones). */
  batchSize?: number;
  /** Connections streaming rows into the fresh tables (default: one per table, while the pool keeps two free). */
  parallelism?: number;
  /**
   * Load the fresh tables UNLOGGED and make them durable (SET LOGGED) before the swap (default false: SET LOGGED
   * rewrites the whole table into the WAL, which costs PostgreSQL more than logging the COPY as it goes).
   */
  unlogged?: boolean;
  /** A row leaves memory for its table once this many events have gone by without touching it (default 50,000). */
  window?: number;
  /**
   * Events that need rows already written are held until the end; past this many for one projection they are applied
   * at once (the projection's tables get their primary keys then) to keep memory bounded (default 20,000).
   */
  lateLimit?: number;
  /** A COPY lane commits at least this often (ms; default 250): readers of the log wait for open transactions. */
  segmentMs?: number;
}

/** What a replay needs of its runner. */
export interface ReplayHost {
  pool: Pool;
  store: EventStore;
  log(message: string): void;
  countAfter(checkpoint: Checkpoint): Promise<number>;
  /** Applies the live path up to a position (verify compares with live tables that are as far). */
  catchUpLiveTo(client: PoolClient, projection: Projection, until: Checkpoint): Promise<void>;
  /** Connections the pool could still hand out. */
  freeConnections(): number;
}

/** Batches the batch-path connections may fall behind the read. */
const QUEUED = 2;
/** Bytes of COPY data queued for the lanes before the pass waits for PostgreSQL. */
const MAX_QUEUED_BYTES = 32 * 1024 * 1024;

export async function runReplay(host: ReplayHost, projections: Projection[], progress: ReplayProgress, options: ReplayOptions): Promise<void> {
  const batchSize = options.batchSize ?? 2500;
  const window = Math.max(0, options.window ?? 50_000);
  const lateLimit = Math.max(1, options.lateLimit ?? 20_000);
  const timings = {
    readWait: 0,
    fold: 0,
    loadWait: 0,
    late: 0,
    keys: 0,
    indexes: 0,
    verify: 0,
    swap: 0,
    perProjection: {} as Record<string, number>,
    lateEvents: {} as Record<string, number>,
  };
  progress.timings = timings;
  const { pool } = host;
  const lockClient = await pool.connect();
  const clients: PoolClient[] = [];
  let lanes: CopyLanes | null = null;
  try {
    // Wait for the live loops to let go (they check the pause between batches), then own the projections.
    for (const p of projections) await lockClient.query('SELECT pg_advisory_lock(hashtext($1))', [`projection:${p.name}`]);
    progress.state = 'running';
    progress.total = await host.countAfter(START);

    const folding = projections.filter(foldsRows);
    const batched = projections.filter((p) => !foldsRows(p));
    // Fresh tables: folded ones bare (every key and index later), the others keep the keys their statements need.
    const deferred = new Map<string, Deferred>();
    for (const p of projections) {
      const next = nextTables(p);
      for (const table of Object.values(next)) await lockClient.query(`DROP TABLE IF EXISTS ${table}`);
      await lockClient.query(p.ddl(next));
      const appendOnly = new Set((p.appendOnly ?? []).map((base) => next[base]));
      const integrityOnly = new Set((p.integrityKeys ?? []).map((base) => next[base]));
      for (const table of Object.values(next)) {
        // Loaded without WAL, made durable in one pass before the swap (a crash mid-replay loses only the replay).
        if (options.unlogged) await lockClient.query(`ALTER TABLE ${table} SET UNLOGGED`);
        const mode = foldsRows(p) ? 'bare' : 'keyed';
        deferred.set(table, await prepareTable(lockClient, table, { mode, appendOnly: appendOnly.has(table), integrityOnly: integrityOnly.has(table) }));
      }
    }

    // Connections: COPY lanes for the folded projections' tables, and for the batch path the lock connection (and one more).
    const foldTables = folding.flatMap((p) => Object.values(nextTables(p)));
    const wantedLanes = Math.min(foldTables.length, Math.max(1, options.parallelism ?? foldTables.length));
    const laneClients: PoolClient[] = [];
    while (laneClients.length < wantedLanes && (laneClients.length === 0 || host.freeConnections() > 2)) laneClients.push(await pool.connect());
    clients.push(...laneClients);
    const appliers = batched.length ? [lockClient] : [];
    if (batched.length > 1 && host.freeConnections() > 2) appliers.push(await pool.connect());
    clients.push(...appliers.filter((c) => c !== lockClient));
    const groups = appliers.map((_, i) => batched.filter((__, j) => j % appliers.length === i));
    let fold: FoldPath | null = null;
    if (folding.length) {
      lanes = new CopyLanes(laneClients, { segmentMs: options.segmentMs ?? 250 });
      fold = new FoldPath(folding, lanes, deferred, { window, lateLimit }, timings);
    }
    const spent = (name: string, ms: number) => (timings.perProjection[name] = (timings.perProjection[name] ?? 0) + ms);

    // The log as one stream where the store has it (PostgreSQL keeps producing while this folds), else page by page.
    const types = [...new Set(projections.flatMap((p) => p.eventTypes))];
    // only the metadata fields the projections read, when every one of them says which
    const metadata = projections.every((p) => p.metadataFields) ? [...new Set(projections.flatMap((p) => p.metadataFields!))] : undefined;
    const source = host.store.streamAllOfTypes
      ? host.store.streamAllOfTypes(types, { after: START, batchSize, ...(metadata ? { metadata } : {}) })
      : pagedReads(host.store, types, batchSize);
    const log = source[Symbol.asyncIterator]();
    const started = Date.now();
    let after = START;
    const chains = appliers.map(() => Promise.resolve());
    const queued: Promise<void>[] = [];
    try {
      for (;;) {
        let mark = Date.now();
        const next = await log.next();
        timings.readWait += Date.now() - mark;
        if (next.done) break;
        const current = next.value;
        after = current.scannedTo;
        // batch path: each connection works through the batches in order, up to QUEUED behind the read
        const applied = Promise.all(appliers.map((client, i) => (chains[i] = chains[i]!.then(() => applyReplayBatch(client, groups[i]!, current.events, spent))))).then(() => {
          progress.processed += current.scanned;
          if (progress.processed > progress.total) progress.total = progress.processed;
        });
        applied.catch(() => undefined); // awaited below; a failure ends the replay there
        queued.push(applied);
        if (fold) {
          mark = Date.now();
          fold.fold(current.events);
          timings.fold += Date.now() - mark;
          // let the lanes hand PostgreSQL what is queued (and the log's next rows come in) before the next fold
          await new Promise((resolve) => setImmediate(resolve));
          await fold.applyLateOverLimit(pool);
          mark = Date.now();
          await lanes!.drained(MAX_QUEUED_BYTES);
          timings.loadWait += Date.now() - mark;
        }
        mark = Date.now();
        if (queued.length > QUEUED) await queued.shift();
        timings.loadWait += Date.now() - mark;
      }
    } finally {
      await log.return?.();
    }
    let mark = Date.now();
    await fold?.finish();
    await Promise.all(queued);
    timings.loadWait += Date.now() - mark;

    // Keys, then the late events, then durability and the other indexes: spread over the connections.
    const workers = [lockClient, ...clients];
    await fold?.keysThenLate(workers);
    mark = Date.now();
    const tables = projections.flatMap((p) => Object.values(nextTables(p)));
    const { rows: sizes } = await lockClient.query<{ table: string; bytes: string }>(
      'SELECT t AS table, pg_relation_size(t::regclass)::text AS bytes FROM unnest($1::text[]) AS t',
      [tables],
    );
    const bySize = sizes.sort((a, b) => Number(b.bytes) - Number(a.bytes)).map((r) => r.table);
    await spread(workers, bySize, async (client, table) => {
      if (options.unlogged) await client.query(`ALTER TABLE ${table} SET LOGGED`);
      const { keys, rest } = deferred.get(table)!;
      for (const statement of [...keys.splice(0), ...rest.splice(0)]) await client.query(statement);
    });
    timings.indexes = Date.now() - mark;
    const seconds = (Date.now() - started) / 1000;
    progress.eventsPerSecond = Math.round(progress.processed / Math.max(seconds, 0.001));
    progress.checkpoint = after;

    mark = Date.now();
    if (progress.verify) {
      progress.state = 'verifying';
      for (const p of projections) await host.catchUpLiveTo(lockClient, p, after);
      progress.verification = [];
      for (const p of projections) {
        for (const [base, next] of Object.entries(nextTables(p))) {
          const [live, rebuilt] = [await tableChecksum(lockClient, base), await tableChecksum(lockClient, next)];
          progress.verification.push({
            table: base,
            liveRows: live.rows,
            rebuiltRows: rebuilt.rows,
            liveChecksum: live.checksum,
            rebuiltChecksum: rebuilt.checksum,
            matches: live.rows === rebuilt.rows && live.checksum === rebuilt.checksum,
          });
        }
      }
      progress.verified = progress.verification.every((v) => v.matches);
    }
    timings.verify = Date.now() - mark;

    mark = Date.now();
    progress.state = 'swapping';
    await lockClient.query('BEGIN');
    try {
      for (const p of projections) {
        await swapTables(lockClient, nextTables(p));
        await lockClient.query(
          `INSERT INTO projection_checkpoints (name, txid, position, updated_at) VALUES ($1, $2::xid8, $3, now())
           ON CONFLICT (name) DO UPDATE SET txid = EXCLUDED.txid, position = EXCLUDED.position, updated_at = now()`,
          [p.name, after.txid, after.position],
        );
      }
      await lockClient.query('COMMIT');
    } catch (error) {
      await lockClient.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    timings.swap = Date.now() - mark;
    progress.state = 'done';
    host.log(`replayed ${progress.projections.join(', ')} from ${progress.processed} events (${progress.eventsPerSecond} events/s)`);
  } finally {
    // a failed replay: the lanes stop (rolling back what they have not committed) before their connections go back
    await lanes?.abort();
    for (const client of clients) client.release();
    await lockClient.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    lockClient.release();
  }
}

/** The log page by page (stores without a stream): the next page is read while the caller works on this one. */
async function* pagedReads(store: EventStore, types: readonly string[], batchSize: number): AsyncGenerator<LogBatch> {
  let next = readOfTypes(store, types, START, batchSize);
  for (;;) {
    const batch = await next;
    if (!batch.scannedTo) return;
    next = readOfTypes(store, types, batch.scannedTo, batchSize);
    next.catch(() => undefined); // awaited on the next turn, or dropped with the generator
    yield { events: batch.events, scannedTo: batch.scannedTo, scanned: batch.scanned };
  }
}

/** One transaction per connection: every projection of its group folds the batch. */
async function applyReplayBatch(client: PoolClient, projections: Projection[], batch: StoredEvent[], spent: (name: string, ms: number) => void): Promise<void> {
  const work = projections
    .map((p) => {
      const wanted = new Set(p.eventTypes);
      return { p, events: batch.filter((e) => wanted.has(e.type)) };
    })
    .filter((w) => w.events.length > 0);
  if (work.length === 0) return;
  // A replay can always be run again from zero: no need to wait for the WAL flush of every batch.
  await client.query('BEGIN; SET LOCAL synchronous_commit = off');
  try {
    for (const { p, events } of work) {
      const tables = nextTables(p);
      const started = Date.now();
      await applyEvents(client, p, tables, events);
      spent(p.name, Date.now() - started);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
