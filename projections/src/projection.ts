import type { PoolClient } from 'pg';
import type { StoredEvent } from '@waypost/contracts';

/** Actual table names of a projection's tables: live names, or `<name>__next` while rebuilding. */
export type TableNames<T extends string = string> = Record<T, string>;

export interface Projection<T extends string = string> {
  name: string;
  /** Base names of the tables this projection owns. */
  tables: readonly T[];
  /** Event types this projection reads (others are skipped without a query). */
  eventTypes: readonly string[];
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
}

export const liveTables = <T extends string>(p: Projection<T>): TableNames<T> =>
  Object.fromEntries(p.tables.map((t) => [t, t])) as unknown as TableNames<T>;

export const nextTables = <T extends string>(p: Projection<T>): TableNames<T> =>
  Object.fromEntries(p.tables.map((t) => [t, `${t}__next`])) as unknown as TableNames<T>;
