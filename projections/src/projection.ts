import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { StoredEvent } from '@waypost/contracts';

/** Actual table names of a projection's tables: live names, or `<name>__next` while rebuilding. */
export type TableNames<T extends string = string> = Record<T, string>;

/**
 * A read model: its tables, the events it reads, and its fold, stated once. The runner derives every way of applying
 * it from that one statement (fold.ts): live batches, rebuilds and replays.
 */
export interface Projection<T extends string = string> {
  name: string;
  /** Base names of the tables this projection owns. */
  tables: readonly T[];
  /** Event types this projection reads (others are skipped without a query). */
  eventTypes: readonly string[];
  /**
   * The fields of an event's metadata the fold reads (default: any). A replay of projections that all say loads only
   * those fields: most of the metadata (command, correlation and causation ids, times) is for the audit trail.
   */
  metadataFields?: readonly string[];
  /** CREATE TABLE / INDEX statements (IF NOT EXISTS), for the given table names. Index names must start with the table name. */
  ddl(t: TableNames<T>): string;
  /** How an event changes the tables: over rows (RowFold, preferred) or as SQL statements (SqlFold). */
  fold: RowFold<T> | SqlFold<T>;
  /**
   * Tables whose rows are only ever inserted, each keyed by something that occurs once in the log (an event id), and
   * never read, updated or deleted by the projection itself (RowFold: rows.append). A replay fills their fresh copies
   * with no index at all and builds every index (keys included) once at the end.
   */
  appendOnly?: readonly T[];
  /**
   * Tables whose UNIQUE constraints (other than the primary key) only guard integrity: no statement of the projection
   * relies on them. A replay adds them after loading the fresh copies.
   */
  integrityKeys?: readonly T[];
}

/**
 * A fold as SQL, one event at a time (inside the runner's transaction): for read models a RowFold cannot state (rows
 * deleted, rows found by something other than their key). Live batches, rebuilds and replays apply it event by event.
 */
export interface SqlFold<T extends string = string> {
  kind: 'sql';
  apply(client: PoolClient, event: StoredEvent, t: TableNames<T>): Promise<void>;
}

// ── Folds over rows ─────────────────────────────────────────────────────────

/** get() of a row the fold cannot have yet (see FoldRows): it must return false, having changed nothing. */
export const WRITTEN: unique symbol = Symbol('written');

export type Row = Record<string, unknown>;

/** The key of a row keyed by a uuid: PostgreSQL compares uuids whatever their case, so the fold must too. */
export const uuidKey = (id: string): string => id.toLowerCase();

/** The rows of a projection's tables while the runner folds events into them. */
export interface FoldRows<T extends string = string> {
  /**
   * The row with this key: the row itself (change it in place), undefined (no such row), or WRITTEN (not at hand:
   * the fold returns false, having changed nothing, and the runner gives it the event again later).
   */
  get(table: T, key: string): Row | undefined | typeof WRITTEN;
  /** A new row of a keyed table (get() answered undefined for its key). */
  add(table: T, key: string, row: Row): void;
  /** A row of an append-only table: written out as it is, never read or changed again. */
  append(table: T, row: Row): void;
}

/**
 * A fold over rows: the projection's one statement of what an event does to its read model. The runner derives:
 * - live batches and rebuilds (fold.ts): the rows the events name are loaded by key, folded in memory, and upserted
 *   with one statement per table;
 * - replays (replay/fold-path.ts): rows stay in memory while events touch them and are streamed into bare tables
 *   (COPY, binary where it can), keys and indexes built at the end.
 * Rules: an event reads and changes only the rows it names by key (rows do not depend on each other), and a key is
 * the row's primary key values as PostgreSQL writes them in JSON, joined with '|' (uuids in lower case: uuidKey).
 * `fold` returns false, having changed nothing, only when get() answered WRITTEN for a row it needs; events it does
 * not care about are folded into nothing (true).
 */
export interface RowFold<T extends string = string> {
  kind: 'rows';
  /** Every column of every table (a keyed table's key is its primary key), in CREATE TABLE order. */
  columns: Record<T, BulkColumn[]>;
  /** The primary key columns of each keyed (not append-only) table. */
  keys: Partial<Record<T, readonly string[]>>;
  fold(event: StoredEvent, rows: FoldRows<T>): boolean;
}

export const liveTables = <T extends string>(p: Projection<T>): TableNames<T> => Object.fromEntries(p.tables.map((t) => [t, t])) as unknown as TableNames<T>;

export const nextTables = <T extends string>(p: Projection<T>): TableNames<T> => Object.fromEntries(p.tables.map((t) => [t, `${t}__next`])) as unknown as TableNames<T>;

// ── Bulk inserts ─────────────────────────────────────────────────────────────

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
const escapeCopy = (s: string) => (NEEDS_ESCAPE.test(s) ? s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : s);
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
