import { WRITTEN, type ReplayRows, type Row } from '../projection';

// ── Rows in memory during a replay ──────────────────────────────────────────
// Folds (ReplayFold) change rows here instead of sending a statement per event. A row stays while events touch it;
// takeOut() hands over the rows no event has touched for a while (counted in events) to be written to their table,
// and remembers their keys: from then on get() answers WRITTEN for them, and their events go through `apply`.
// Rows of append-only tables are handed over at the next takeOut().

interface Entry {
  row: Row;
  /** Event count at the last get() or add() of the row. */
  touched: number;
  /** Event count when the entry took its place in the map (the map is in this order). */
  placed: number;
}

export class ReplayRowStore implements ReplayRows {
  /** Events folded so far: the replay moves it before each event. */
  now = 0;
  private readonly memory = new Map<string, Map<string, Entry>>();
  private readonly written = new Map<string, Set<string>>();
  private readonly appended = new Map<string, Row[]>();

  constructor(keyed: readonly string[], appendOnly: readonly string[]) {
    for (const table of keyed) {
      this.memory.set(table, new Map());
      this.written.set(table, new Set());
    }
    for (const table of appendOnly) this.appended.set(table, []);
  }

  get(table: string, key: string): Row | undefined | typeof WRITTEN {
    const entry = this.keyed(table).get(key);
    if (entry) {
      entry.touched = this.now;
      return entry.row;
    }
    return this.written.get(table)!.has(key) ? WRITTEN : undefined;
  }

  add(table: string, key: string, row: Row): void {
    this.keyed(table).set(key, { row, touched: this.now, placed: this.now });
  }

  append(table: string, row: Row): void {
    const rows = this.appended.get(table);
    if (!rows) throw new Error(`${table} is not an append-only table of this replay`);
    rows.push(row);
  }

  /** Rows held in memory (keyed tables). */
  get size(): number {
    let n = 0;
    for (const map of this.memory.values()) n += map.size;
    return n;
  }

  /**
   * Takes out, per table, the rows of keyed tables last touched before `before` (an event count; Infinity: all of
   * them) and every appended row. The map is ordered by `placed`: the scan stops at the first entry placed since
   * `before`; an older entry touched since then takes a new place at the end (each entry moves at most once per
   * window), so a takeOut costs about what it takes out.
   */
  takeOut(before: number): Map<string, Row[]> {
    const out = new Map<string, Row[]>();
    for (const [table, map] of this.memory) {
      const rows: Row[] = [];
      const written = this.written.get(table)!;
      for (const [key, entry] of map) {
        if (entry.placed >= before) break;
        map.delete(key);
        if (entry.touched < before) {
          rows.push(entry.row);
          written.add(key);
        } else {
          entry.placed = this.now;
          map.set(key, entry);
        }
      }
      if (rows.length) out.set(table, rows);
    }
    for (const [table, rows] of this.appended) {
      if (rows.length === 0) continue;
      out.set(table, rows.splice(0));
    }
    return out;
  }

  private keyed(table: string): Map<string, Entry> {
    const map = this.memory.get(table);
    if (!map) throw new Error(`${table} is not a keyed table of this replay`);
    return map;
  }
}
