import type { Pool, PoolClient } from 'pg';
import type { StoredEvent } from '@waypost/contracts';
import { openEventStoreDatabase, type EventStoreDatabase } from '../../../api/test-support/event-store-database';
import type { PostgresEventStore } from '../../../api/src/platform/event-store/postgres-event-store';
import { ALL_PROJECTIONS } from '../index';
import type { Projection, TableNames } from '../projection';
import { randomHistory } from '../random-history';
import { ProjectionRunner } from '../runner';
import { applyEvents } from '../fold';
import { tableChecksum } from './tables';

// ── A replay through folds in memory ≡ the live path, event by event ─────────
// The projections with a RowFold replay by folding rows in memory and streaming them into bare tables; events that
// need a row already written go through the live path (fold.ts) once the table has its keys (at the end, or at once
// past the late limit). For random histories (events of many shipments interleaved, events about shipments that never existed)
// and windows from one event to the whole log, the replayed tables must equal the one-event-at-a-time tables.

const folded = ALL_PROJECTIONS.filter((p) => p.fold.kind === 'rows');
const tablesWith = (p: Projection, suffix: string): TableNames => Object.fromEntries(p.tables.map((t) => [t, `${t}__${suffix}`]));

async function difference(client: PoolClient, a: string, b: string): Promise<string[]> {
  const { rows } = await client.query<{ row: string }>(`SELECT t::text AS row FROM ${a} t EXCEPT ALL SELECT t::text FROM ${b} t LIMIT 5`);
  return rows.map((r) => r.row);
}

/** The history appended as the store would have stored it, in log order (one transaction). */
async function store(pool: Pool, events: StoredEvent[], currentVersion: (type: string) => number): Promise<void> {
  await pool.query(
    `INSERT INTO events (stream_id, version, event_id, type, schema_version, data, metadata, created_at)
     SELECT * FROM unnest($1::text[], $2::int[], $3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[], $8::timestamptz[])`,
    [
      events.map((e) => e.streamId),
      events.map((e) => e.version),
      events.map((e) => e.eventId),
      events.map((e) => e.type),
      events.map((e) => currentVersion(e.type)),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
      events.map((e) => e.createdAt),
    ],
  );
}

describe('a replay through RowFold leaves the tables exactly as the live path does, one event at a time', () => {
  let t: EventStoreDatabase;
  let pool: Pool;
  let eventStore: PostgresEventStore;
  beforeAll(async () => {
    t = await openEventStoreDatabase({ maxConnections: 10 });
    ({ pool, store: eventStore } = t);
  });
  afterAll(() => t.close());

  it('covers the read models a full replay spends its time on', () => {
    expect(folded.map((p) => p.name)).toEqual(expect.arrayContaining(['shipments', 'tracking', 'carrier_bookings', 'admin-shipments', 'admin-activity']));
  });

  describe.each([11, 2026])('random history (seed %i)', (seed) => {
    const history = randomHistory(seed, 4000);
    beforeAll(async () => {
      await pool.query('TRUNCATE events, streams');
      await store(pool, history, (type) => eventStore.upcasters.currentVersion(type));
      // the reference: the live path, one event at a time
      const client = await pool.connect();
      try {
        for (const p of folded) {
          const one = tablesWith(p, 'one');
          for (const table of Object.values(one)) await client.query(`DROP TABLE IF EXISTS ${table}`);
          await client.query(p.ddl(one));
          await client.query('BEGIN');
          for (const event of history) if (p.eventTypes.includes(event.type)) await applyEvents(client, p, one, [event]);
          await client.query('COMMIT');
        }
      } finally {
        client.release();
      }
    });

    it.each([
      ['the whole log in memory', { window: 1_000_000 }],
      ['rows written after 40 quiet events, late events at the end', { window: 40, lateLimit: 1_000_000 }],
      ['every row written at once, late events applied every 25 (keys built mid-replay), one COPY lane', { window: 0, lateLimit: 25, parallelism: 1 }],
      ['short segments, batches of 7 events, three lanes', { window: 15, lateLimit: 100, segmentMs: 1, batchSize: 7, parallelism: 3 }],
    ])('%s', async (_name, options) => {
      const runner = new ProjectionRunner(pool, eventStore, folded, { pollMs: 100 });
      await runner.ensureSchema();
      const replay = await runner.replayAndWait('all', options);
      expect(replay).toMatchObject({ state: 'done', processed: history.length });
      const late = Object.values(replay.timings!.lateEvents).reduce((a, b) => a + b, 0);
      if (options.window >= history.length) expect(late).toBe(0);
      else expect(late).toBeGreaterThan(100); // the late path is exercised, not just the fold
      const client = await pool.connect();
      try {
        for (const p of folded) {
          const one = tablesWith(p, 'one');
          for (const base of p.tables) {
            const [a, b] = [await tableChecksum(client, one[base]!), await tableChecksum(client, base)];
            const diff = a.checksum === b.checksum ? [] : [...(await difference(client, one[base]!, base)), '---', ...(await difference(client, base, one[base]!))];
            expect({ table: base, rows: b.rows, diff }).toEqual({ table: base, rows: a.rows, diff: [] });
            expect(a.rows).toBeGreaterThan(0);
          }
        }
        // keys and indexes are back, under their own names
        const indexes = async (suffix: string) =>
          (
            await client.query<{ def: string }>(`SELECT replace(indexdef, $1, '') AS def FROM pg_indexes WHERE tablename = ANY($2) ORDER BY 1`, [
              suffix,
              folded.flatMap((p) => p.tables.map((base) => `${base}${suffix}`)),
            ])
          ).rows.map((r) => r.def);
        expect(await indexes('')).toEqual(await indexes('__one'));
        expect((await indexes('')).join('\n')).not.toMatch(/__next/);
      } finally {
        client.release();
      }
    });
  });

  it('fails cleanly when the database refuses a row: the live tables stay, and the next replay works', async () => {
    const broken: Projection<'broken'> = {
      name: 'broken',
      tables: ['broken'],
      eventTypes: ['ShipmentCreated'],
      ddl: (t) => `CREATE TABLE IF NOT EXISTS ${t.broken} (id text PRIMARY KEY, owner text NOT NULL)`,
      fold: {
        kind: 'rows',
        keys: { broken: ['id'] },
        columns: {
          broken: [
            { name: 'id', type: 'text' },
            { name: 'owner', type: 'text' },
          ],
        },
        // some rows have no owner: NOT NULL refuses them
        fold(event, rows) {
          rows.add('broken', event.eventId, { id: event.eventId, owner: event.version === 1 && event.eventId.endsWith('0') ? null : 'someone' });
          return true;
        },
      },
    };
    const runner = new ProjectionRunner(pool, eventStore, [broken as Projection, ...folded], { pollMs: 100 });
    await runner.ensureSchema();
    await pool.query("INSERT INTO broken VALUES ('live', 'row')");
    const failed = await runner.replayAndWait(['broken'], { window: 0 });
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/null value in column "owner"/);
    expect((await pool.query('SELECT id FROM broken')).rows).toEqual([{ id: 'live' }]);
    const again = await runner.replayAndWait(['shipments'], { verify: true });
    expect(again).toMatchObject({ state: 'done', verified: true });
    // nothing left open: every connection went back to the pool
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
