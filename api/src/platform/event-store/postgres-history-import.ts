import type { Pool, PoolClient } from 'pg';
import { DuplicateEventIdError, StoreNotEmptyError, type ImportedEvent, type NewEvent } from '@waypost/contracts';
import type { PersonalDataVault } from './personal-data';

// ── The PostgreSQL store's import of a whole history: one transaction, the fast path of multi-row inserts ──
// Positions are rewritten for this database: every event gets a fresh global_position from this database's sequence
// and this transaction's xid, in the order given (the source's log order). Stream versions, event ids, metadata and
// times are kept. Personal data is sealed again with this database's keys.

export async function importHistoryInto(pool: Pool, vault: PersonalDataVault, batches: AsyncIterable<readonly ImportedEvent[]>): Promise<{ events: number; streams: number }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // No one appends while the import runs; and the store must be empty.
    await client.query('LOCK TABLE streams, events IN SHARE ROW EXCLUSIVE MODE');
    const { rows } = await client.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM events) AS any');
    if (rows[0]?.any) throw new StoreNotEmptyError();
    const streams = new Map<string, { type: string; version: number }>();
    let events = 0;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      await insertEvents(client, vault, batch);
      for (const e of batch) streams.set(e.streamId, { type: e.streamType, version: e.version });
      events += batch.length;
    }
    const entries = [...streams.entries()];
    for (let i = 0; i < entries.length; i += 5000) {
      const part = entries.slice(i, i + 5000);
      await client.query('INSERT INTO streams (stream_id, version, type) SELECT * FROM unnest($1::text[], $2::int[], $3::text[])', [
        part.map(([id]) => id),
        part.map(([, s]) => s.version),
        part.map(([, s]) => s.type),
      ]);
    }
    await client.query('COMMIT');
    return { events, streams: streams.size };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function insertEvents(client: PoolClient, vault: PersonalDataVault, batch: readonly ImportedEvent[]): Promise<void> {
  const sealed = await vault.seal(batch.map((e): NewEvent => ({ eventId: e.eventId, type: e.type, data: e.data, metadata: e.metadata, schemaVersion: e.schemaVersion })));
  try {
    await client.query(
      `INSERT INTO events (stream_id, version, event_id, type, schema_version, data, metadata, created_at)
       SELECT * FROM unnest($1::text[], $2::int[], $3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[], $8::timestamptz[])`,
      [
        batch.map((e) => e.streamId),
        batch.map((e) => e.version),
        sealed.map((e) => e.eventId),
        sealed.map((e) => e.type),
        sealed.map((e) => e.schemaVersion ?? 1),
        sealed.map((e) => JSON.stringify(e.data)),
        sealed.map((e) => JSON.stringify(e.metadata)),
        batch.map((e) => e.createdAt),
      ],
    );
  } catch (error) {
    // Versions follow each other per stream (the caller checks them), so only an event id can repeat.
    if ((error as { code?: string }).code === '23505') throw new DuplicateEventIdError((error as { detail?: string }).detail ?? 'duplicate key');
    throw error;
  }
}
