import type { Pool } from 'pg';
import { RATE_LIMIT_MIGRATIONS } from '../rate-limit/rate-limit.migration';

// ── Schema migrations, run at start under an advisory lock (idempotent) ──────
// The platform's own here (event store, personal data keys, rate limits); each context's module names its own
// (`static readonly migrations`), and the app runs them after these (app.module.ts). Read-model tables are not
// here: each projection owns its DDL (projections/).

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const PLATFORM_MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'event store',
    sql: `
      CREATE TABLE IF NOT EXISTS streams (
        stream_id text PRIMARY KEY,
        version integer NOT NULL,
        type text NOT NULL
      );
      CREATE SEQUENCE IF NOT EXISTS events_global_position_seq;
      CREATE TABLE IF NOT EXISTS events (
        global_position bigint NOT NULL DEFAULT nextval('events_global_position_seq'),
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        version integer NOT NULL,
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (stream_id, version)
      );
      ALTER SEQUENCE events_global_position_seq OWNED BY events.global_position;
      CREATE INDEX IF NOT EXISTS events_log_order ON events (transaction_id, global_position);
      CREATE INDEX IF NOT EXISTS events_type ON events (type);
      CREATE TABLE IF NOT EXISTS projection_checkpoints (
        name text PRIMARY KEY,
        txid xid8 NOT NULL DEFAULT '0',
        position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE SEQUENCE IF NOT EXISTS tracking_number_seq START 1;
    `,
  },
  {
    id: 1000,
    name: 'audit: personal data keys (one per person; a forgotten person keeps a tombstone without key)',
    sql: `
      CREATE TABLE IF NOT EXISTS personal_data_keys (
        subject_id text PRIMARY KEY,
        wrapped_key bytea,
        created_at timestamptz NOT NULL DEFAULT now(),
        forgotten_at timestamptz
      );
    `,
  },
  ...RATE_LIMIT_MIGRATIONS,
];

const MIGRATION_LOCK = 727_274_001;

/** Applies those of `migrations` not applied yet, in their order (the platform's by default). */
export async function migrate(pool: Pool, migrations: readonly Migration[] = PLATFORM_MIGRATIONS): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ id: number }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.id));
    for (const m of migrations) {
      if (applied.has(m.id)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
