import type { EarlyAccessEvent, StoredEvent } from '@waypost/contracts';
import type { Projection } from '../projection';

// ── Read model: early-access requests (one row per normalised email) ─────────
// A SqlFold: a request is kept unless its id or its email is there already (two keys, one ON CONFLICT DO NOTHING).

export const earlyAccessProjection: Projection<'early_access_requests'> = {
  name: 'early-access',
  tables: ['early_access_requests'],
  eventTypes: ['EarlyAccessRequested'],
  metadataFields: [],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.early_access_requests} (
      id uuid PRIMARY KEY,
      email text NOT NULL UNIQUE,
      company text NOT NULL,
      message text NOT NULL,
      requested_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t.early_access_requests}_requested ON ${t.early_access_requests} (requested_at DESC);
    CREATE INDEX IF NOT EXISTS ${t.early_access_requests}_page ON ${t.early_access_requests} (requested_at DESC, id DESC);`,
  fold: {
    kind: 'sql',
    async apply(client, stored, t) {
      const event = stored as StoredEvent & EarlyAccessEvent;
      if (event.type !== 'EarlyAccessRequested') return;
      const d = event.data;
      await client.query(
        `INSERT INTO ${t.early_access_requests} (id, email, company, message, requested_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [d.requestId, d.email, d.company, d.message, d.requestedAt],
      );
    },
  },
};
