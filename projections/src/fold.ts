import type { PoolClient } from 'pg';
import type { StoredEvent } from '@waypost/contracts';
import { WRITTEN, bulkInsert, type FoldRows, type Projection, type Row, type RowFold, type TableNames } from './projection';

// ── A projection's fold, applied to its tables in a transaction ─────────────
// The one place that turns a projection's fold (stated once, see projection.ts) into statements on its tables: the
// live loop, catch-up, rebuilds, a replay's batch path and a replay's late events all come here. A SqlFold runs its
// statements event by event. A RowFold runs over rows in memory: the rows its events name are loaded by key (found
// by folding the events once with nothing at hand), the events are folded in log order, and every row they read or
// added is written back. For a group of projections (the live loop's batch) that is one query loading the rows of
// all of them and one statement writing them all, whatever the number of events.
// Replays fold RowFolds without this (replay/fold-path.ts); their late events come back here.

/** A projection's share of a batch: its events (in log order, of its types) and the tables to fold them into. */
export interface FoldWork {
  projection: Projection;
  tables: TableNames;
  events: readonly StoredEvent[];
}

/** Appended rows past this many go through COPY (bulkInsert) rather than the one writing statement. */
const COPY_APPENDED = 200;

/** Folds events into these tables, in the caller's transaction. */
export async function applyEvents(client: PoolClient, projection: Projection, tables: TableNames, events: readonly StoredEvent[]): Promise<void> {
  await applyGroup(client, [{ projection, tables, events }]);
}

/** Folds each projection's events into its tables, in the caller's transaction (rows loaded and written together). */
export async function applyGroup(client: PoolClient, work: readonly FoldWork[]): Promise<void> {
  const batches: RowBatch[] = [];
  for (const { projection, tables, events } of work) {
    if (events.length === 0) continue;
    const { fold } = projection;
    if (fold.kind === 'sql') for (const event of events) await fold.apply(client, event, tables);
    else batches.push(new RowBatch(projection.name, fold, tables, new Set(projection.appendOnly ?? []), events));
  }
  if (batches.length === 0) return;
  // first pass, nothing at hand: which rows do the events name?
  for (const batch of batches) batch.probe();
  await load(client, batches);
  for (const batch of batches) await batch.foldAll(client);
  await write(client, batches);
}

/** Is this projection replayed by folding rows in memory (else by applying batches in transactions)? */
export const foldsRows = (p: Projection): p is Projection & { fold: RowFold } => p.fold.kind === 'rows';

interface Table {
  name: string;
  keyColumns: readonly string[];
}

/** One RowFold's events of a batch, and its rows: loaded (or known absent), read or added, appended. */
class RowBatch implements FoldRows {
  private probing = false;
  /** Per table: every key asked for and loaded, its row or null (no such row). */
  private readonly known = new Map<string, Map<string, Row | null>>();
  /** Per table: rows to write back (read by the fold, or added). */
  readonly touched = new Map<string, Map<string, Row>>();
  readonly appended = new Map<string, Row[]>();
  /** Per table: keys asked for and not loaded yet. */
  readonly wanted = new Map<string, Set<string>>();

  constructor(
    private readonly name: string,
    readonly fold: RowFold,
    private readonly tables: TableNames,
    private readonly appendOnly: ReadonlySet<string>,
    private readonly events: readonly StoredEvent[],
  ) {}

  nameOf(base: string): string {
    return this.tables[base]!;
  }

  table(base: string): Table {
    const keyColumns = this.fold.keys[base];
    if (!keyColumns?.length) throw new Error(`${base}: a keyed table needs its key columns (RowFold.keys)`);
    return { name: this.tables[base]!, keyColumns };
  }

  probe(): void {
    this.probing = true;
    for (const event of this.events) this.fold.fold(event, this);
    this.probing = false;
  }

  async foldAll(client: PoolClient): Promise<void> {
    for (const event of this.events) {
      // a row named only once an earlier row is at hand: load it, fold again
      for (let tries = 0; !this.fold.fold(event, this); tries++) {
        if (this.wanted.size === 0 || tries > 8) throw new Error(`${this.name}: fold refused event ${event.eventId} (${event.type}) with every row it asked for at hand`);
        await load(client, [this]);
      }
    }
  }

  /** Rows loaded for keys asked for: every asked key is known from now on (null: no such row). */
  loaded(base: string, rows: Row[]): void {
    const { keyColumns } = this.table(base);
    let known = this.known.get(base);
    if (!known) this.known.set(base, (known = new Map()));
    for (const key of this.wanted.get(base)!) known.set(key, null);
    for (const row of rows) known.set(keyColumns.map((c) => String(row[c])).join('|'), row);
    this.wanted.delete(base);
  }

  get(table: string, key: string): Row | undefined | typeof WRITTEN {
    const known = this.known.get(table)?.get(key);
    if (known === undefined) {
      let keys = this.wanted.get(table);
      if (!keys) this.wanted.set(table, (keys = new Set()));
      keys.add(key);
      return this.probing ? undefined : WRITTEN;
    }
    if (known === null) return undefined;
    if (!this.probing) this.mark(table, key, known);
    return known;
  }

  add(table: string, key: string, row: Row): void {
    if (this.probing) return;
    let known = this.known.get(table);
    if (!known) this.known.set(table, (known = new Map()));
    known.set(key, row);
    this.mark(table, key, row);
  }

  append(table: string, row: Row): void {
    if (this.probing) return;
    if (!this.appendOnly.has(table)) throw new Error(`${table} is not an append-only table`);
    let rows = this.appended.get(table);
    if (!rows) this.appended.set(table, (rows = []));
    rows.push(row);
  }

  private mark(table: string, key: string, row: Row): void {
    let rows = this.touched.get(table);
    if (!rows) this.touched.set(table, (rows = new Map()));
    rows.set(key, row);
  }
}

/** Loads the rows the batches asked for and do not have, in one query (keys as array parameters). */
async function load(client: PoolClient, batches: readonly RowBatch[]): Promise<void> {
  const parts: string[] = [];
  const values: unknown[] = [];
  const asked: [RowBatch, string][] = [];
  for (const batch of batches) {
    for (const [base, keys] of batch.wanted) {
      const { name, keyColumns } = batch.table(base);
      const types = keyColumns.map((column) => batch.fold.columns[base]!.find((c) => c.name === column)!.type);
      const first = values.length + 1;
      keyColumns.forEach((_, i) => values.push([...keys].map((key) => (keyColumns.length === 1 ? key : key.split('|')[i]))));
      const tuple = keyColumns.map((c) => 't.' + c).join(', ');
      const arrays = types.map((type, i) => '$' + (first + i) + '::' + type + '[]').join(', ');
      const match = keyColumns.length === 1 ? `${tuple} = ANY(${arrays})` : `(${tuple}) IN (SELECT * FROM unnest(${arrays}))`;
      const index = asked.length;
      parts.push(`SELECT ${index} AS i, to_json(t) AS row FROM ${name} t WHERE ${match}`);
      asked.push([batch, base]);
    }
  }
  if (parts.length === 0) return;
  const { rows } = await client.query<{ i: number; row: Row }>(parts.join(' UNION ALL '), values);
  const found = asked.map((): Row[] => []);
  for (const { i, row } of rows) found[i]!.push(row);
  asked.forEach(([batch, base], i) => batch.loaded(base, found[i]!));
}

/**
 * Writes back every row read or added (an upsert per table) and inserts the appended rows, as one statement (each
 * table's rows one JSON parameter); many appended rows go through COPY instead.
 */
async function write(client: PoolClient, batches: readonly RowBatch[]): Promise<void> {
  const statements: string[] = [];
  const values: unknown[] = [];
  for (const batch of batches) {
    for (const [base, byKey] of batch.touched) {
      const { name, keyColumns } = batch.table(base);
      const columns = batch.fold.columns[base]!;
      const rest = columns.filter((c) => !keyColumns.includes(c.name));
      values.push(JSON.stringify([...byKey.values()]));
      const sets = rest.map((c) => c.name + ' = EXCLUDED.' + c.name).join(', ');
      const update = rest.length ? `DO UPDATE SET ${sets}` : 'DO NOTHING';
      const insert = insertFromJson(name, batch.fold, base, values.length);
      const key = keyColumns.join(', ');
      statements.push(`${insert} ON CONFLICT (${key}) ${update}`);
    }
    for (const [base, rows] of batch.appended) {
      const name = batch.nameOf(base);
      if (rows.length >= COPY_APPENDED) {
        await bulkInsert(client, name, batch.fold.columns[base]!, rows, 'DO NOTHING');
        continue;
      }
      values.push(JSON.stringify(rows));
      const insert = insertFromJson(name, batch.fold, base, values.length);
      statements.push(`${insert} ON CONFLICT DO NOTHING`);
    }
  }
  if (statements.length === 0) return;
  // data-modifying WITH parts run whether read or not; each touches a table of its own
  const ctes = statements.map((statement, i) => 'w' + i + ' AS (' + statement + ')').join(', ');
  const sql = statements.length === 1 ? statements[0]! : `WITH ${ctes} SELECT 1`;
  await client.query(sql, values);
}

/** INSERT … SELECT from a JSON array parameter (column names and types from the fold's fixed lists). */
function insertFromJson(table: string, fold: RowFold, base: string, parameter: number): string {
  const columns = fold.columns[base]!;
  const names = columns.map((c) => c.name).join(', ');
  const typed = columns.map((c) => c.name + ' ' + c.type).join(', ');
  return `INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset($${parameter}::json) AS x(${typed})`;
}
