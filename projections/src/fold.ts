import type { PoolClient } from 'pg';
import type { StoredEvent } from '@waypost/contracts';
import { WRITTEN, bulkInsert, type BulkColumn, type FoldRows, type Projection, type Row, type RowFold, type TableNames } from './projection';

// ── A projection's fold, applied to its tables in a transaction ─────────────
// The one place that turns a projection's fold (stated once, see projection.ts) into statements on its tables: the
// live loop, rebuilds, a replay's batch path and a replay's late events all call applyEvents. A SqlFold runs its
// statements event by event. A RowFold runs over rows in memory: the rows its events name are loaded by key (one
// query per table, found by folding the events once with nothing at hand), the events are folded in log order, and
// every row they read or added is written back with one upsert per table (appended rows with one insert).
// Replays fold RowFolds without this (replay/fold-path.ts); their late events come back here.

/** Folds events (in log order, already filtered to the projection's types) into these tables, in the caller's transaction. */
export async function applyEvents(client: PoolClient, projection: Projection, tables: TableNames, events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  const { fold } = projection;
  if (fold.kind === 'sql') {
    for (const event of events) await fold.apply(client, event, tables);
    return;
  }
  const rows = new LoadedRows(fold, tables, new Set(projection.appendOnly ?? []));
  // first pass, nothing at hand: which rows do the events name?
  rows.probing = true;
  for (const event of events) fold.fold(event, rows);
  rows.probing = false;
  await rows.loadMissing(client);
  for (const event of events) {
    // a row named only once an earlier row is at hand (or by an event that changed its mind): load it, fold again
    for (let tries = 0; !fold.fold(event, rows); tries++) {
      if (!rows.missing() || tries > 8) throw new Error(`${projection.name}: fold refused event ${event.eventId} (${event.type}) with every row it asked for at hand`);
      await rows.loadMissing(client);
    }
  }
  await rows.write(client);
}

/** Is this projection replayed by folding rows in memory (else by applying batches in transactions)? */
export const foldsRows = (p: Projection): p is Projection & { fold: RowFold } => p.fold.kind === 'rows';

/** The rows of one applyEvents call: those loaded (or known absent), those read or added, those appended. */
class LoadedRows implements FoldRows {
  probing = false;
  /** Per table: every key asked for and loaded, its row or null (no such row). */
  private readonly known = new Map<string, Map<string, Row | null>>();
  /** Per table: rows to write back (read by a fold, or added). */
  private readonly touched = new Map<string, Map<string, Row>>();
  private readonly appended = new Map<string, Row[]>();
  /** Per table: keys asked for and not loaded yet. */
  private readonly wanted = new Map<string, Set<string>>();

  constructor(
    private readonly fold: RowFold,
    private readonly tables: TableNames,
    private readonly appendOnly: ReadonlySet<string>,
  ) {}

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

  missing(): boolean {
    return this.wanted.size > 0;
  }

  /** Loads the rows asked for and not at hand (one query per table); keys with no row are known absent. */
  async loadMissing(client: PoolClient): Promise<void> {
    for (const [table, keys] of this.wanted) {
      const keyColumns = this.keyColumns(table);
      const types = keyColumns.map((name) => this.fold.columns[table]!.find((c) => c.name === name)!.type);
      const values = keyColumns.map((_, i) => [...keys].map((key) => (keyColumns.length === 1 ? key : key.split('|')[i])));
      const match =
        keyColumns.length === 1
          ? `t.${keyColumns[0]} = ANY($1::${types[0]}[])`
          : `(${keyColumns.map((c) => `t.${c}`).join(', ')}) IN (SELECT * FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')}))`;
      const { rows } = await client.query<{ row: Row }>(`SELECT to_json(t) AS row FROM ${this.tables[table]} t WHERE ${match}`, values);
      let known = this.known.get(table);
      if (!known) this.known.set(table, (known = new Map()));
      for (const key of keys) known.set(key, null);
      for (const { row } of rows) known.set(keyColumns.map((c) => String(row[c])).join('|'), row);
    }
    this.wanted.clear();
  }

  /** Writes back every row read or added (one upsert per table) and inserts the appended ones. */
  async write(client: PoolClient): Promise<void> {
    for (const [table, byKey] of this.touched) {
      const columns = this.fold.columns[table]!;
      const keyColumns = this.keyColumns(table);
      const rest = columns.filter((c) => !keyColumns.includes(c.name));
      await client.query(upsert(this.tables[table]!, columns, keyColumns, rest), [JSON.stringify([...byKey.values()])]);
    }
    for (const [table, rows] of this.appended) await bulkInsert(client, this.tables[table]!, this.fold.columns[table]!, rows, 'DO NOTHING');
  }

  private mark(table: string, key: string, row: Row): void {
    let rows = this.touched.get(table);
    if (!rows) this.touched.set(table, (rows = new Map()));
    rows.set(key, row);
  }

  private keyColumns(table: string): readonly string[] {
    const keys = this.fold.keys[table];
    if (!keys?.length) throw new Error(`${table}: a keyed table needs its key columns (RowFold.keys)`);
    return keys;
  }
}

/** INSERT … ON CONFLICT (key) DO UPDATE of rows given as one JSON array (column names from the projection's fixed lists). */
function upsert(table: string, columns: BulkColumn[], keyColumns: readonly string[], rest: BulkColumn[]): string {
  const names = columns.map((c) => c.name).join(', ');
  const update = rest.length ? `DO UPDATE SET ${rest.map((c) => `${c.name} = EXCLUDED.${c.name}`).join(', ')}` : 'DO NOTHING';
  return `INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset($1::json) AS x(${columns.map((c) => `${c.name} ${c.type}`).join(', ')})
    ON CONFLICT (${keyColumns.join(', ')}) ${update}`;
}
