import type { Pool } from 'pg';
import { CARRIER_MIGRATIONS } from '../../carriers/carriers.migration';
import { AUTONOMY_MIGRATIONS } from '../../autonomy/autonomy.migration';
import { RATE_LIMIT_MIGRATIONS } from '../rate-limit/rate-limit.migration';
import { ASSISTANT_MIGRATIONS } from '../../assistant/assistant.migration';
import { ACCESS_MIGRATIONS } from '../../access/access.migration';
import { CRM_MIGRATIONS } from '../../crm/crm.migration';

// ── Schema migrations, run at start under an advisory lock (idempotent) ──────
// Read-model tables are not here: each projection owns its DDL (projections/).

interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
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
    id: 2,
    name: 'access: users, sessions, api tokens',
    sql: `
      CREATE TABLE IF NOT EXISTS users (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        password_hash text,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        profile_image_url text,
        role text NOT NULL DEFAULT 'shipper',
        user_type text,
        oidc_subject text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS sessions (
        id_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
      CREATE TABLE IF NOT EXISTS api_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      );
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
  {
    id: 600,
    name: 'crm: inquiry ticket numbers',
    sql: `CREATE SEQUENCE IF NOT EXISTS inquiry_ticket_seq START 1;`,
  },
  ...CARRIER_MIGRATIONS,
  ...AUTONOMY_MIGRATIONS,
  ...RATE_LIMIT_MIGRATIONS,
  ...ASSISTANT_MIGRATIONS,
  ...ACCESS_MIGRATIONS,
  ...CRM_MIGRATIONS,
];

const MIGRATION_LOCK = 727_274_001;

export async function migrate(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ id: number }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.id));
    for (const m of MIGRATIONS) {
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
