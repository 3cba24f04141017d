import { availableParallelism } from 'node:os';
import type { Pool, PoolClient } from 'pg';
import type { StoredEvent } from '@waypost/contracts';
import { BINARY_COPY_HEADER, BINARY_COPY_TRAILER, encodeBinaryRows } from '../copy-binary';
import { applyEvents } from '../fold';
import { copyText, nextTables, type BulkColumn, type Projection, type RowFold } from '../projection';
import type { CopyFormat, CopyLanes } from './copy-lanes';
import { ReplayRowStore } from './row-store';
import type { Deferred } from './tables';

// ── The projections of a replay that fold rows (RowFold), in memory ──────────
// Their events change rows in memory (ReplayRowStore); a row no event has touched for `window` events goes to the
// COPY lanes, binary where the encoder vouches for every value, else as text. An event that needs a row already
// written waits, in log order, until its projection's tables have their primary keys: then fold.ts applies it.

interface Member {
  projection: Projection;
  fold: RowFold;
  types: ReadonlySet<string>;
  /** Events that need rows already written, in log order. */
  late: StoredEvent[];
  lateTotal: number;
  /** Its tables have their keys (built mid-replay when late events had to be applied). */
  keyed: boolean;
}

interface Outlet {
  table: string;
  columns: BulkColumn[];
  text: CopyFormat;
  binary: CopyFormat;
}

export interface FoldTimings {
  late: number;
  keys: number;
  perProjection: Record<string, number>;
  lateEvents: Record<string, number>;
}

export class FoldPath {
  private readonly members: Member[];
  private readonly rows: ReplayRowStore;
  private readonly outlets = new Map<string, Outlet>();
  /** Events folded so far (the rows' clock). */
  private folded = 0;

  constructor(
    projections: Projection[],
    private readonly lanes: CopyLanes,
    /** What each fresh table gets after loading (its keys are taken from here when they are built). */
    private readonly deferred: Map<string, Deferred>,
    private readonly options: { window: number; lateLimit: number },
    private readonly timings: FoldTimings,
  ) {
    this.members = projections.map((p) => ({ projection: p, fold: p.fold as RowFold, types: new Set(p.eventTypes), late: [], lateTotal: 0, keyed: false }));
    const appendOnly = (p: Projection) => p.appendOnly ?? [];
    this.rows = new ReplayRowStore(
      projections.flatMap((p) => p.tables.filter((t) => !appendOnly(p).includes(t))),
      projections.flatMap((p) => [...appendOnly(p)]),
    );
    for (const p of projections) {
      for (const base of p.tables) {
        const columns = (p.fold as RowFold).columns[base];
        if (!columns) throw new Error(`the fold of ${p.name} has no columns for ${base}`);
        const table = nextTables(p)[base]!;
        const copy = `COPY ${table} (${columns.map((c) => c.name).join(', ')}) FROM STDIN`;
        this.outlets.set(base, { table, columns, text: { copy }, binary: { copy: `${copy} (FORMAT binary)`, header: BINARY_COPY_HEADER, trailer: BINARY_COPY_TRAILER } });
      }
    }
  }

  /** The fresh tables these projections fill. */
  get tables(): string[] {
    return [...this.outlets.values()].map((o) => o.table);
  }

  /** Folds a batch (in log order) and hands over the rows no event has touched for `window` events. */
  fold(events: StoredEvent[]): void {
    const { rows, folded } = this;
    for (const m of this.members) {
      const started = performance.now();
      for (let i = 0; i < events.length; i++) {
        const event = events[i]!;
        if (!m.types.has(event.type)) continue;
        rows.now = folded + i + 1;
        if (!m.fold.fold(event, rows)) m.late.push(event);
      }
      this.spent(m.projection.name, performance.now() - started);
    }
    this.folded += events.length;
    rows.now = this.folded;
    this.writeOut(this.folded - this.options.window + 1);
  }

  /** Projections holding `lateLimit` late events or more: their tables are keyed and the events applied now. */
  async applyLateOverLimit(pool: Pool): Promise<void> {
    for (const m of this.members) {
      if (m.late.length < this.options.lateLimit) continue;
      const started = Date.now();
      await this.lanes.flush(Object.values(nextTables(m.projection)));
      const client = await pool.connect();
      try {
        await this.applyLate(client, m);
      } finally {
        client.release();
      }
      this.spent(m.projection.name, Date.now() - started);
    }
  }

  /** Hands over every row still in memory and waits until the lanes have committed everything. */
  async finish(): Promise<void> {
    this.writeOut(Infinity);
    await this.lanes.close();
  }

  /** After finish(): the keys of every table not keyed yet, then every late event, over these connections. */
  async keysThenLate(clients: PoolClient[]): Promise<void> {
    const started = Date.now();
    const unkeyed = this.members.filter((m) => !m.keyed).flatMap((m) => Object.values(nextTables(m.projection)));
    await spread(clients, unkeyed, async (client, table) => {
      for (const statement of this.deferred.get(table)!.keys.splice(0)) await client.query(statement);
    });
    for (const m of this.members) m.keyed = true;
    this.timings.keys += Date.now() - started;
    for (const m of this.members) this.timings.lateEvents[m.projection.name] = m.lateTotal + m.late.length;
    await spread(
      clients,
      this.members.filter((m) => m.late.length > 0),
      (client, m) => this.applyLate(client, m),
    );
  }

  private writeOut(before: number): void {
    for (const [base, taken] of this.rows.takeOut(before)) {
      const outlet = this.outlets.get(base)!;
      // binary COPY costs PostgreSQL a third less than text; rows the encoder cannot vouch for go as text
      const binary = encodeBinaryRows(outlet.columns, taken);
      if (binary) this.lanes.enqueue(outlet.table, outlet.binary, binary);
      else this.lanes.enqueue(outlet.table, outlet.text, copyText(outlet.columns, taken));
    }
  }

  /** The projection's tables get their keys (once), then its late events are applied in one transaction. */
  private async applyLate(client: PoolClient, m: Member): Promise<void> {
    const tables = nextTables(m.projection);
    if (!m.keyed) {
      const started = Date.now();
      for (const table of Object.values(tables)) for (const statement of this.deferred.get(table)!.keys.splice(0)) await client.query(statement);
      m.keyed = true;
      this.timings.keys += Date.now() - started;
    }
    const events = m.late.splice(0);
    m.lateTotal += events.length;
    if (events.length === 0) return;
    const started = Date.now();
    await client.query('BEGIN; SET LOCAL synchronous_commit = off');
    try {
      await applyEvents(client, m.projection, tables, events);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    this.timings.late += Date.now() - started;
  }

  private spent(name: string, ms: number): void {
    this.timings.perProjection[name] = (this.timings.perProjection[name] ?? 0) + ms;
  }
}

/**
 * Runs `work` for every item, the items shared out over the connections (each takes the next one when free), at most
 * one more at a time than this machine has cores (index builds are CPU-bound; PostgreSQL adds workers of its own).
 */
export async function spread<T>(clients: PoolClient[], items: T[], work: (client: PoolClient, item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    clients.slice(0, Math.max(1, Math.min(clients.length, items.length, availableParallelism() + 1))).map(async (client) => {
      while (next < items.length) await work(client, items[next++]!);
    }),
  );
}
