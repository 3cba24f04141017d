import type { Pool, PoolClient, QueryResult } from 'pg';
import { START, compareCheckpoints, type Checkpoint, type EventStore, type StoredEvent } from '@waypost/contracts';
import { applyEvents } from './fold';
import { readOfTypes, type LogTail } from './log-tail';
import type { Projection, TableNames } from './projection';

// ── Checkpoints, and one batch applied with its checkpoint ───────────────────
// Rows and checkpoint commit together, and a checkpoint moves only from where it was read: two appliers of the same
// projection (the live loop, a catch-up, a rebuild) never both commit the same events.

export const CHECKPOINT_DDL = `CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name text PRIMARY KEY, txid xid8 NOT NULL DEFAULT '0', position bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now())`;

/** What a batch needs of its runner. */
export interface BatchSource {
  store: EventStore;
  /** The runner's shared tail (live loops). */
  tail: LogTail;
  batchSize: number;
  onCheckpoints(moved: { name: string; at: Checkpoint; folded: number }[]): void;
}

/**
 * Reads one batch after the checkpoint and applies it with the new checkpoint in one transaction. The checkpoint
 * moves only from where it was read: if another applier of the same projection moved it meanwhile, the batch is
 * rolled back (and read again from the new position). No row lock up front: a transaction that holds an xid holds
 * back every reader of the log (they stop below the oldest running xid), so the xid is taken as late as possible.
 * `shared`: read through the runner's tail, else straight from the store (only this projection's event types).
 * Round trips: BEGIN + checkpoint, the read (shared), the fold's statements, checkpoint + COMMIT.
 * Returns how many events it applied (at least 1 when it got anywhere; 0: nothing new).
 */
export async function processBatch(
  source: BatchSource,
  client: PoolClient,
  projection: Projection,
  tables: TableNames,
  checkpointName = projection.name,
  shared = false,
): Promise<number> {
  // Read models can always be rebuilt from the log, and rows and checkpoint commit together: a commit lost in a
  // crash only means those events are applied again. So projections need not wait for the WAL flush.
  const opened = (await client.query(
    `BEGIN; SET LOCAL synchronous_commit = off; SELECT txid::text, position::text FROM projection_checkpoints WHERE name = ${sqlText(checkpointName)}`,
  )) as unknown as QueryResult<{ txid: string; position: string }>[];
  const row = opened[2]?.rows[0];
  const after: Checkpoint = row ? { txid: row.txid, position: row.position } : START;
  try {
    let events: StoredEvent[];
    let scannedTo: Checkpoint | null;
    if (shared) ({ events, scannedTo } = await source.tail.read(after, source.batchSize));
    // load only the events this projection folds; the checkpoint still moves past the others
    else ({ events, scannedTo } = await readOfTypes(source.store, projection.eventTypes, after, source.batchSize));
    if (!scannedTo) {
      await client.query('ROLLBACK');
      return 0;
    }
    const wanted = new Set(projection.eventTypes);
    const mine = events.filter((event) => wanted.has(event.type));
    await applyEvents(client, projection, tables, mine);
    await client.query(`${checkpointMove(checkpointName, after, scannedTo)}; COMMIT`);
    source.onCheckpoints([{ name: checkpointName, at: scannedTo, folded: mine.length }]);
    return Math.max(1, mine.length);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (isCheckpointMoved(error)) return 1; // another applier got there first: nothing written, read again
    // Another applier inserted the same rows and committed them with its checkpoint while this one waited on them: a
    // unique key other than the ON CONFLICT target is checked without the conflict being resolved (PostgreSQL raises
    // it). Nothing was written here: read again from where that one got to. With the checkpoint unmoved, it is the
    // projection's own error.
    if ((error as { code?: string }).code === '23505' && compareCheckpoints(await readCheckpoint(client, checkpointName), after) !== 0) return 1;
    throw error;
  }
}

/** Applies these events (a stretch of the log ending at `scannedTo`) and sets the checkpoint there, in one transaction. */
export async function applyWithCheckpoint(
  client: PoolClient,
  projection: Projection,
  tables: TableNames,
  batch: StoredEvent[],
  checkpointName: string,
  scannedTo: Checkpoint,
): Promise<void> {
  const wanted = new Set(projection.eventTypes);
  await client.query('BEGIN; SET LOCAL synchronous_commit = off');
  try {
    await applyEvents(
      client,
      projection,
      tables,
      batch.filter((event) => wanted.has(event.type)),
    );
    await client.query(`${checkpointUpsert(checkpointName, scannedTo)}; COMMIT`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

export async function readCheckpoint(client: PoolClient, name: string): Promise<Checkpoint> {
  const { rows } = await client.query<{ txid: string; position: string }>('SELECT txid::text, position::text FROM projection_checkpoints WHERE name = $1', [name]);
  return rows[0] ? { txid: rows[0].txid, position: rows[0].position } : START;
}

/** A string as an SQL literal (for the few statements sent as one simple query with others). */
const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Moves a checkpoint (no parameters, so that it can share a round trip with COMMIT). */
function checkpointUpsert(name: string, at: Checkpoint): string {
  if (!/^\d+$/.test(at.txid) || !/^\d+$/.test(at.position)) throw new Error(`Not a log position: ${at.txid}/${at.position}`);
  return `INSERT INTO projection_checkpoints (name, txid, position, updated_at) VALUES (${sqlText(name)}, '${at.txid}'::xid8, ${at.position}, now())
    ON CONFLICT (name) DO UPDATE SET txid = EXCLUDED.txid, position = EXCLUDED.position, updated_at = now()`;
}

const MOVED = 'moved by another applier';

/**
 * Moves a checkpoint from `from` to `to`, failing (so that the transaction rolls back) when it is no longer at
 * `from`. One statement without parameters, so that it can share a round trip with COMMIT.
 */
function checkpointMove(name: string, from: Checkpoint, to: Checkpoint): string {
  for (const at of [from, to]) if (!/^\d+$/.test(at.txid) || !/^\d+$/.test(at.position)) throw new Error(`Not a log position: ${at.txid}/${at.position}`);
  return `WITH moved AS (
      INSERT INTO projection_checkpoints AS c (name, txid, position, updated_at) VALUES (${sqlText(name)}, '${to.txid}'::xid8, ${to.position}, now())
      ON CONFLICT (name) DO UPDATE SET txid = EXCLUDED.txid, position = EXCLUDED.position, updated_at = now()
        WHERE c.txid = '${from.txid}'::xid8 AND c.position = ${from.position}
      RETURNING 1)
    SELECT CASE count(*) WHEN 1 THEN 1 ELSE ('checkpoint ' || ${sqlText(name)} || ' ${MOVED} (' || count(*) || ')')::int END FROM moved`;
}

const isCheckpointMoved = (error: unknown) => error instanceof Error && error.message.includes(MOVED);

/** Events after the checkpoint (only those of these types, when given); 0 for stores other than PostgreSQL. */
export async function countAfter(pool: Pool, store: EventStore, checkpoint: Checkpoint, types?: readonly string[]): Promise<number> {
  if (store.kind !== 'postgres') return 0;
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ($3::text[] IS NULL OR type = ANY($3))',
    [checkpoint.txid, checkpoint.position, types ?? null],
  );
  return rows[0]?.n ?? 0;
}
