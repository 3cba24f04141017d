import type { PoolClient } from 'pg';
import type { TableNames } from '../projection';

// ── The fresh tables of a replay: what is built later, checksums, the swap ──

/** Statements a fresh table gets after loading: its keys (needed before any statement updates it), then the rest. */
export interface Deferred {
  keys: string[];
  rest: string[];
}

export interface PrepareOptions {
  /**
   * 'bare': loaded by COPY lanes only, every key and index comes later (keys: the primary key and the unique ones a
   * statement may rely on). 'keyed': statements update it while loading, its keys stay.
   */
  mode: 'bare' | 'keyed';
  /** Rows only ever inserted, keyed by something that occurs once: even its keys come at the end. */
  appendOnly: boolean;
  /** Its UNIQUE constraints other than the primary key only guard integrity: added at the end. */
  integrityOnly: boolean;
}

/** Drops what a fresh table does without while loading (secondary indexes; keys as `mode` says) and returns it. */
export async function prepareTable(client: PoolClient, table: string, options: PrepareOptions): Promise<Deferred> {
  const deferred: Deferred = { keys: [], rest: [] };
  const bare = options.mode === 'bare';
  const { rows: constraints } = await client.query<{ conname: string; def: string; primary: boolean }>(
    `SELECT conname, pg_get_constraintdef(oid) AS def, contype = 'p' AS primary FROM pg_constraint
      WHERE conrelid = $1::regclass AND contype IN ('p', 'u') ORDER BY contype, conname`,
    [table],
  );
  for (const { conname, def, primary } of constraints) {
    // keyed tables keep the keys their statements need: the primary key, and unique keys unless integrity-only
    const laterOnly = options.appendOnly || (!primary && options.integrityOnly);
    if (!bare && !laterOnly) continue;
    await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${conname}`);
    (laterOnly ? deferred.rest : deferred.keys).push(`ALTER TABLE ${table} ADD CONSTRAINT ${conname} ${def}`);
  }
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string; unique: boolean }>(
    `SELECT i.indexname, i.indexdef, x.indisunique AS unique FROM pg_indexes i
       JOIN pg_class ic ON ic.relname = i.indexname AND ic.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = i.schemaname)
       JOIN pg_index x ON x.indexrelid = ic.oid
      WHERE i.schemaname = current_schema() AND i.tablename = $1
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.conrelid = $1::regclass)`,
    [table],
  );
  for (const { indexname, indexdef, unique } of indexes) {
    // a unique index may be an ON CONFLICT target: kept while loading a keyed table, a key of a bare one
    if (unique && !bare && !options.appendOnly) continue;
    await client.query(`DROP INDEX ${indexname}`);
    (unique && !options.appendOnly ? deferred.keys : deferred.rest).push(indexdef);
  }
  return deferred;
}

/** Row count and an order-independent content checksum of a table. */
export async function tableChecksum(client: PoolClient, table: string): Promise<{ rows: number; checksum: string }> {
  const { rows } = await client.query<{ n: number; checksum: string }>(
    `SELECT count(*)::int AS n, md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS checksum
       FROM (SELECT md5(t::text) AS h FROM ${table} t) rows`,
  );
  return { rows: rows[0]?.n ?? 0, checksum: rows[0]?.checksum ?? '' };
}

/** Drops the live tables and renames `<table>__next` (and its indexes) into their place, inside the caller's transaction. */
export async function swapTables(client: PoolClient, next: TableNames): Promise<void> {
  for (const [base, table] of Object.entries(next)) {
    await client.query(`DROP TABLE IF EXISTS ${base}`);
    await client.query(`ALTER TABLE ${table} RENAME TO ${base}`);
    const idx = await client.query<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE tablename = $1', [base]);
    for (const { indexname } of idx.rows) {
      if (indexname.includes('__next')) await client.query(`ALTER INDEX ${indexname} RENAME TO ${indexname.replace('__next', '')}`);
    }
  }
}
