import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

// ── Keyset pages over read models (issue 25, item 4) ─────────────────────────
// Every paged list reads newest first over an immutable unique key, e.g. (created_at, tracking_number): the next
// page starts strictly after the last key of the previous one, so a row inserted between two fetches lands before
// the first page or in its place among later ones, never causing a skip or a duplicate (OFFSET would do both).
// Keys travel as text (timestamptz::text keeps microseconds, which a JS Date would lose).

export interface KeysetRequest {
  /** Rows per page. */
  limit: number;
  /** The last key of the previous page (as keysetPage answered it), or null for the first page. */
  after: readonly string[] | null;
}

export interface KeysetPage<T> {
  items: T[];
  hasMore: boolean;
  /** The key of the last item: where the next page starts. */
  lastKey: string[] | null;
}

export interface KeysetQuery {
  /** Columns to read, e.g. `s.*`. */
  select: string;
  /** FROM clause (a table, or a join). */
  from: string;
  /** Conditions ANDed together; `$n` placeholders number from 1 over `values`. */
  where: readonly string[];
  values: readonly unknown[];
  /** The sort key, most significant first: column expressions and their SQL types; unique and never updated. */
  key: readonly { column: string; type: 'timestamptz' | 'uuid' | 'text' | 'bigint' }[];
  /** Newest first (default), or oldest first for lists read in the order things happened. */
  order?: 'desc' | 'asc';
}

/** A keyset query's conditions and their values, each condition given its value's `$n` as it is added. */
export function keysetConditions(): { where: string[]; values: unknown[]; add: (condition: (n: string) => string, value: unknown) => void } {
  const where: string[] = [];
  const values: unknown[] = [];
  return { where, values, add: (condition, value) => void where.push(condition(`$${values.push(value)}`)) };
}

/** One page in the key's order (newest first by default): `limit` rows after `page.after`, and whether more follow (one extra row is read). */
export async function keysetPage<R extends object, T>(pool: Pool, query: KeysetQuery, page: KeysetRequest, toItem: (row: R) => T): Promise<KeysetPage<T>> {
  const direction = query.order ?? 'desc';
  const values = [...query.values];
  const where = [...query.where];
  if (page.after) {
    if (page.after.length !== query.key.length) throw new Error(`keyset: a key of ${query.key.length} parts was expected`);
    const params = query.key.map((k, i) => {
      values.push(page.after![i]);
      return `$${values.length}::${k.type}`;
    });
    where.push(`(${query.key.map((k) => k.column).join(', ')}) ${direction === 'asc' ? '>' : '<'} (${params.join(', ')})`);
  }
  values.push(page.limit + 1);
  const keyColumns = query.key.map((k, i) => `${k.column}::text AS "keyset_${i}"`).join(', ');
  const text = `SELECT ${query.select}, ${keyColumns} FROM ${query.from}
    ${where.length ? `WHERE ${where.map((w) => `(${w})`).join(' AND ')}` : ''}
    ORDER BY ${query.key.map((k) => `${k.column} ${direction.toUpperCase()}`).join(', ')} LIMIT $${values.length}`;
  // a `*` select stays unnamed: a prepared one would fail once its table gained a column (its result type changed)
  const name = query.select.includes('*') ? undefined : statementName(text);
  const { rows } = await pool.query<R & Record<string, string>>({ name, text, values });
  const hasMore = rows.length > page.limit;
  const pageRows = hasMore ? rows.slice(0, page.limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(toItem),
    hasMore,
    lastKey: last ? query.key.map((_, i) => last[`keyset_${i}`]!) : null,
  };
}

// A list's few query shapes (its filters, first page or not) with their columns spelled out run as named statements:
// PostgreSQL parses and plans one once per pooled connection, where an unnamed one is parsed and planned on every
// request (bench/load: a shipments page cost its backend about 2.3 times the CPU). The name is the text's hash, so
// one name never means two texts.
const STATEMENT_NAMES = new Map<string, string>();
const MAX_NAMED_SHAPES = 1000;

function statementName(text: string): string | undefined {
  let name = STATEMENT_NAMES.get(text);
  if (name === undefined && STATEMENT_NAMES.size < MAX_NAMED_SHAPES) {
    name = `keyset.${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    STATEMENT_NAMES.set(text, name);
  }
  return name;
}
