import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { StoredEvent } from '@waypost/contracts';

/** Actual table names of a projection's tables: live names, or `<name>__next` while rebuilding. */
export type TableNames<T extends string = string> = Record<T, string>;

export interface Projection<T extends string = string> {
  name: string;
  /** Base names of the tables this projection owns. */
  tables: readonly T[];
  /** Event types this projection reads (others are skipped without a query). */
  eventTypes: readonly string[];
  /**
   * The fields of an event's metadata that apply, applyBatch and replayFold read (default: any). A replay of
   * projections that all say loads only those fields: most of the metadata (command, correlation and causation ids,
   * times) is for the audit trail, not for read models.
   */
  metadataFields?: readonly string[];
  /** CREATE TABLE / INDEX statements (IF NOT EXISTS), for the given table names. Index names must start with the table name. */
  ddl(t: TableNames<T>): string;
  /** Folds one event into the tables (inside the runner's transaction). */
  apply(client: PoolClient, event: StoredEvent, t: TableNames<T>): Promise<void>;
  /**
   * Optional set-based path used by replays: folds a run of events (already filtered to `eventTypes`, in log order)
   * with multi-row statements. Must leave the tables exactly as `apply` one event at a time would (replay --verify
   * checks that against the live tables).
   */
  applyBatch?(client: PoolClient, events: StoredEvent[], t: TableNames<T>): Promise<void>;
  /**
   * Tables whose rows are only ever inserted, each keyed by something that occurs once in the log (an event id), and
   * never read, updated or deleted by the projection itself. A replay fills their fresh copies with no index at all
   * and builds every index (keys included) once at the end. Their inserts must say `ON CONFLICT DO NOTHING` without
   * a conflict target (it works with and without the key).
   */
  appendOnly?: readonly T[];
  /**
   * Tables whose UNIQUE constraints (other than the primary key) only guard integrity: no statement of the projection
   * relies on them (ON CONFLICT names the primary key). A replay adds them after loading the fresh copies.
   */
  integrityKeys?: readonly T[];
  /**
   * Optional path for replays (see ReplayFold): the same fold over rows held in memory, written to the fresh tables
   * once no event touches them any more. Projections without it replay through applyBatch/apply.
   */
  replayFold?: ReplayFold<T>;
}

// ── Replays: folds over rows in memory ──────────────────────────────────────

/** get() of a row that has left memory for its table already (see ReplayRows). */
export const WRITTEN: unique symbol = Symbol('written');

export type Row = Record<string, unknown>;

/** The key of a row keyed by a uuid: PostgreSQL compares uuids whatever their case, so the fold must too. */
export const uuidKey = (id: string): string => id.toLowerCase();

/** The rows of a projection's tables while a replay folds events into them. */
export interface ReplayRows<T extends string = string> {
  /**
   * The row with this key: the row itself (in memory: change it in place), undefined (no such row), or WRITTEN (it
   * has been written to its table: the event has to go through `apply`, so the fold must return false).
   */
  get(table: T, key: string): Row | undefined | typeof WRITTEN;
  /** A new row of a keyed table (get() answered undefined for its key). */
  add(table: T, key: string, row: Row): void;
  /** A row of an append-only table: written out as it is, never read or changed again. */
  append(table: T, row: Row): void;
}

/**
 * A projection's fold for replays, over rows in memory. The runner keeps each row in memory while events touch it,
 * writes it to the fresh (bare) table once no event has touched it for a while, and builds keys and indexes at the
 * end. It must leave the tables exactly as `apply` one event at a time would (tested on random histories; replay
 * --verify compares with the live tables).
 * Rules: an event reads and changes only the rows it names by key (its table's primary key; rows do not depend on
 * each other). `fold` returns false, having changed nothing, when get() answered WRITTEN for a row it needs, or for an
 * event it does not handle: the runner applies those events with `applyBatch`/`apply`, in log order, once the rows
 * they need are in the table and it has its primary key.
 */
export interface ReplayFold<T extends string = string> {
  /** The COPY columns of every table of the projection (a keyed table's key is its primary key). */
  columns: Record<T, BulkColumn[]>;
  fold(event: StoredEvent, rows: ReplayRows<T>): boolean;
}

export const liveTables = <T extends string>(p: Projection<T>): TableNames<T> =>
  Object.fromEntries(p.tables.map((t) => [t, t])) as unknown as TableNames<T>;

export const nextTables = <T extends string>(p: Projection<T>): TableNames<T> =>
  Object.fromEntries(p.tables.map((t) => [t, `${t}__next`])) as unknown as TableNames<T>;

// ── Bulk inserts for applyBatch (replays) ────────────────────────────────────

export interface BulkColumn {
  name: string;
  /** PostgreSQL type of the column (for the fallback path). */
  type: string;
}

/** Below this many rows one INSERT … SELECT (one round trip) beats COPY inside a savepoint (four). */
const COPY_FROM_ROWS = 200;

/**
 * Inserts rows with COPY (several times cheaper for PostgreSQL than INSERT … SELECT from JSON). COPY knows no
 * ON CONFLICT: if a row already exists, the batch falls back (inside a savepoint) to
 * `INSERT … ON CONFLICT <conflict>`, so the result is what the one-row-at-a-time path would have left.
 * Few rows (live batches) go straight to that INSERT.
 */
export async function bulkInsert(client: PoolClient, table: string, columns: BulkColumn[], rows: Record<string, unknown>[], conflict: string): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((c) => c.name).join(', ');
  const insert = () =>
    client.query(
      `INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset($1::json) AS x(${columns.map((c) => `${c.name} ${c.type}`).join(', ')})
       ON CONFLICT ${conflict}`,
      [JSON.stringify(rows)],
    );
  if (rows.length < COPY_FROM_ROWS) {
    await insert();
    return;
  }
  await client.query('SAVEPOINT bulk_insert');
  try {
    await copyInto(client, `COPY ${table} (${names}) FROM STDIN`, copyText(columns, rows));
    await client.query('RELEASE SAVEPOINT bulk_insert');
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    await client.query('ROLLBACK TO SAVEPOINT bulk_insert');
    await insert();
  }
}

/**
 * The rows as COPY text, in chunks of about 64 KB: one long string built piece by piece would be a rope of millions
 * of pieces, and flattening it to write it out cost more than building it.
 */
export function copyText(columns: BulkColumn[], rows: Record<string, unknown>[]): Buffer[] {
  const names = columns.map((c) => c.name);
  const chunks: Buffer[] = [];
  let chunk = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < names.length; i++) {
      const value = row[names[i]!];
      if (i > 0) line += '\t';
      if (value === null || value === undefined) line += '\\N';
      else if (typeof value === 'string') line += escapeCopy(value);
      else if (typeof value === 'object') line += escapeJson(JSON.stringify(value));
      else line += String(value);
    }
    chunk += `${line}\n`;
    if (chunk.length >= 65_536) {
      chunks.push(Buffer.from(chunk));
      chunk = '';
    }
  }
  if (chunk) chunks.push(Buffer.from(chunk));
  return chunks;
}

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const escapeCopy = (s: string) =>
  NEEDS_ESCAPE.test(s) ? s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : s;
// JSON text never holds a raw tab, newline or carriage return (JSON.stringify escapes them): only backslashes.
const escapeJson = (s: string) => (s.includes('\\') ? s.replace(/\\/g, '\\\\') : s);

async function copyInto(client: PoolClient, sql: string, chunks: Buffer[]): Promise<void> {
  const stream = client.query(copyFrom(sql));
  await new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
  });
}

/**
 * DDL for columns added to a read model after its table was first created: tables made before get them (rows keep the
 * default until a rebuild), a table that has them is not touched (no lock). List them last in CREATE TABLE too, in
 * the same order, so fresh and altered tables have the same row shape (replay --verify compares rows as text).
 */
export function addMissingColumns(table: string, columns: readonly (readonly [name: string, definition: string])[]): string {
  return columns
    .map(
      ([name, definition]) => `
    DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = '${table}'::regclass AND attname = '${name}' AND NOT attisdropped) THEN
        ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${name} ${definition};
      END IF;
    END $$;`,
    )
    .join('');
}
