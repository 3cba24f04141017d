import { Client, type Pool } from 'pg';
import { START, type Checkpoint, type StoredEvent } from '@waypost/contracts';
import { openEventStoreDatabase, type EventStoreDatabase } from '../../../test-support/event-store-database';
import { createTestDatabase } from '../../../test-support/test-database';
import type { PostgresEventStore } from './postgres-event-store';
import { newEvents } from './event-store.contract.spec';

// A reader of the global log must never pass an event whose transaction commits late.
describe('global log with a late-committing transaction', () => {
  let t: EventStoreDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  beforeAll(async () => {
    t = await openEventStoreDatabase({ maxConnections: 5 });
    ({ pool, store } = t);
  });
  afterAll(() => t.close());

  const readEverything = async (after: Checkpoint) => {
    const out: StoredEvent[] = [];
    for (;;) {
      const batch = await store.readAll({ after, limit: 10 });
      if (!batch.length) return out;
      out.push(...batch);
      after = batch[batch.length - 1]!.position;
    }
  };

  // A transaction of another database that started but has not shown in pg_stat_activity yet, or one the role cannot
  // see, still holds readers back for a moment: once the awaited events are committed, wait for them (bounded).
  const readUntil = async (after: Checkpoint, count: number) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const events = await readEverything(after);
      if (events.length >= count || Date.now() > deadline) return events;
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('holds transaction A open, commits B: the reader does not pass A until A commits, then delivers both in order', async () => {
    const a = await pool.connect();
    await a.query('BEGIN');
    // A takes its global position first…
    await a.query(
      `INSERT INTO streams (stream_id, version, type) VALUES ('late-a', 1, 't');
       INSERT INTO events (stream_id, version, event_id, type, data, metadata)
       VALUES ('late-a', 1, gen_random_uuid(), 'A', '{}', '{"commandId":"a"}')`,
    );
    // …then B appends and commits.
    await store.append('late-b', 't', 'no_stream', newEvents(1));
    const positions = await pool.query<{ stream_id: string; global_position: string }>("SELECT stream_id, global_position::text FROM events WHERE stream_id = 'late-b'");
    expect(positions.rowCount).toBe(1);

    const seenWhileOpen = await readEverything(START);
    expect(seenWhileOpen.map((e) => e.streamId)).not.toContain('late-b'); // B is held back behind A
    expect(seenWhileOpen.map((e) => e.streamId)).not.toContain('late-a');

    await a.query('COMMIT');
    a.release();
    const seenAfter = await readUntil(START, 2);
    expect(seenAfter.map((e) => e.streamId)).toEqual(['late-a', 'late-b']);
    const [ea, eb] = seenAfter;
    expect(BigInt(ea!.position.position) < BigInt(eb!.position.position)).toBe(true);
  });

  it('a reader that already passed a checkpoint still gets an event committed later by an older transaction', async () => {
    const before = await readUntil(START, 2);
    const checkpoint = before[before.length - 1]!.position;
    const slow = await pool.connect();
    await slow.query('BEGIN');
    await slow.query(
      `INSERT INTO streams (stream_id, version, type) VALUES ('slow', 1, 't');
       INSERT INTO events (stream_id, version, event_id, type, data, metadata)
       VALUES ('slow', 1, gen_random_uuid(), 'S', '{}', '{"commandId":"s"}')`,
    );
    await store.append('fast', 't', 'no_stream', newEvents(1));
    expect((await readEverything(checkpoint)).map((e) => e.streamId)).toEqual([]);
    await slow.query('COMMIT');
    slow.release();
    expect((await readUntil(checkpoint, 2)).map((e) => e.streamId)).toEqual(['slow', 'fast']);
  });

  it('is not held back by a transaction open in another database of the same server, as it is by one in this database', async () => {
    const other = await createTestDatabase();
    const elsewhere = new Client({ connectionString: other.url });
    await elsewhere.connect();
    try {
      const before = await readUntil(START, 4);
      const checkpoint = before[before.length - 1]!.position;
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()'); // holds an xid: the server-wide snapshot xmin stays below it
      await store.append('while-elsewhere-open', 't', 'no_stream', newEvents(1));
      const xminHeld = await pool.query<{ held: boolean }>(
        "SELECT pg_snapshot_xmin(pg_current_snapshot()) <= (SELECT min(transaction_id) FROM events WHERE stream_id = 'while-elsewhere-open') AS held",
      );
      expect(xminHeld.rows[0]!.held).toBe(true); // the plain xmin would hold this event back…
      expect((await readUntil(checkpoint, 1)).map((e) => e.streamId)).toEqual(['while-elsewhere-open']); // …the horizon does not
    } finally {
      await elsewhere.query('ROLLBACK').catch(() => undefined);
      await elsewhere.end();
      await other.drop();
    }
  });
});
