import { WRITTEN, type FoldRows, type Row } from '../projection';

// ── Rows in memory during a replay ──────────────────────────────────────────
// Folds (RowFold) change rows here instead of sending a statement per event. A row stays while events touch it;
// takeOut() hands over the rows no event has touched for a while (counted in events) to be written to their table,
// and remembers their keys: from then on get() answers WRITTEN for them, and their events wait for the end (fold.ts applies them).
// Rows of append-only tables are handed over at the next takeOut(). One map per table answers both questions (in
// memory? written?) with one lookup; a key that leaves memory is marked in place, not deleted and added elsewhere.

interface Entry {
  key: string;
  row: Row;
  /** Event count at the last get() or add() of the row. */
  touched: number;
  /** Event count when the entry took its place in the queue. */
  placed: number;
}

/** What a key of a written row maps to. */
const GONE = 0;

interface KeyedTable {
  /** Every key seen: its row while in memory, GONE once written. */
  keys: Map<string, Entry | typeof GONE>;
  /** Rows in memory in the order they took their place (from `head` on). */
  queue: Entry[];
  head: number;
}

export class ReplayRowStore implements FoldRows {
  /** Events folded so far: the replay moves it before each event. */
  now = 0;
  private readonly keyedTables = new Map<string, KeyedTable>();
  private readonly appended = new Map<string, Row[]>();
  // folds ask for the same table many times in a row
  private lastName = '';
  private last: KeyedTable | undefined;

  constructor(keyed: readonly string[], appendOnly: readonly string[]) {
    for (const table of keyed) this.keyedTables.set(table, { keys: new Map(), queue: [], head: 0 });
    for (const table of appendOnly) this.appended.set(table, []);
  }

  get(table: string, key: string): Row | undefined | typeof WRITTEN {
    const entry = this.keyed(table).keys.get(key);
    if (entry === undefined) return undefined;
    if (entry === GONE) return WRITTEN;
    entry.touched = this.now;
    return entry.row;
  }

  add(table: string, key: string, row: Row): void {
    const t = this.keyed(table);
    const entry: Entry = { key, row, touched: this.now, placed: this.now };
    t.keys.set(key, entry);
    t.queue.push(entry);
  }

  append(table: string, row: Row): void {
    const rows = this.appended.get(table);
    if (!rows) throw new Error(`${table} is not an append-only table of this replay`);
    rows.push(row);
  }

  /** Rows held in memory (keyed tables). */
  get size(): number {
    let n = 0;
    for (const t of this.keyedTables.values()) n += t.queue.length - t.head;
    return n;
  }

  /**
   * Takes out, per table, the rows of keyed tables last touched before `before` (an event count; Infinity: all of
   * them) and every appended row. The queue is in the order of `placed`: the scan stops at the first entry placed
   * since `before`; an older entry touched since then takes a new place at the end (each entry moves at most once per
   * window), so a takeOut costs about what it takes out.
   */
  takeOut(before: number): Map<string, Row[]> {
    const out = new Map<string, Row[]>();
    for (const [table, t] of this.keyedTables) {
      const rows: Row[] = [];
      const { queue, keys } = t;
      let head = t.head;
      while (head < queue.length) {
        const entry = queue[head]!;
        if (entry.placed >= before) break;
        head++;
        if (entry.touched < before) {
          rows.push(entry.row);
          keys.set(entry.key, GONE);
        } else {
          entry.placed = this.now;
          queue.push(entry);
        }
      }
      // drop the taken part of the queue now and then (not on every call: that would copy the rest each time)
      if (head > 65_536 && head * 2 > queue.length) {
        queue.splice(0, head);
        head = 0;
      }
      t.head = head;
      if (rows.length) out.set(table, rows);
    }
    for (const [table, rows] of this.appended) {
      if (rows.length === 0) continue;
      out.set(table, rows.splice(0));
    }
    return out;
  }

  private keyed(table: string): KeyedTable {
    if (table === this.lastName && this.last) return this.last;
    const t = this.keyedTables.get(table);
    if (!t) throw new Error(`${table} is not a keyed table of this replay`);
    this.lastName = table;
    this.last = t;
    return t;
  }
}
