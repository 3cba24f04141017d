import type { Pool } from 'pg';
import { START, type Checkpoint, type LogBatch, type StoredEvent } from '@waypost/contracts';
import { openEventStoreDatabase, type EventStoreDatabase } from '../../../test-support/event-store-database';
import type { PostgresEventStore } from './postgres-event-store';
import { logStreamSql } from './log-stream';
import { newEvents } from './event-store.contract.spec';

// The log as one binary COPY stream (replays) must give exactly what paged reads give: the same events of the types
// asked for, decoded the same way (personal data opened, old versions upcast), the same positions, every event of
// other types counted; and it must stop below a transaction that may still commit, as every reader of the log does.

const ids = (events: StoredEvent[]) => events.map((e) => e.eventId);

describe('PostgreSQL event store: the log as one stream', () => {
  let t: EventStoreDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  beforeAll(async () => {
    t = await openEventStoreDatabase({ maxConnections: 6 });
    ({ pool, store } = t);
    // 60 events of three types in several transactions, one with personal data sealed, one stored at an old version
    for (let i = 0; i < 20; i++) {
      await store.append(
        `s-${i}`,
        't',
        'no_stream',
        newEvents(2).map((e, k) => ({ ...e, type: k === 0 ? 'A' : 'B', data: { i, k, text: 'tab\there, "quoted", é, 😀' } })),
      );
      await store.append(
        `c-${i}`,
        't',
        'no_stream',
        newEvents(1).map((e) => ({ ...e, type: 'C' })),
      );
    }
    await store.append('owner-1', 'shipment', 'no_stream', [
      {
        ...newEvents(1)[0]!,
        type: 'ShipmentCreated',
        data: {
          shipmentId: 'x',
          ownerId: 'owner-1',
          fromAddress: { name: 'Ada', address: '1 Road', city: 'Paris', postalCode: '75001' },
          toAddress: { name: 'Bob', address: '2 Way', city: 'Lima', postalCode: '15001' },
        },
      },
    ]);
    await pool.query(
      `INSERT INTO events (stream_id, version, event_id, type, schema_version, data, metadata)
       VALUES ('old', 1, gen_random_uuid(), 'TrackingEventRecorded', 1, '{"eventType": "customs"}', '{"commandId": "old", "actor": {"kind": "carrier", "id": "c"}}')`,
    );
  });
  afterAll(() => t.close());

  // Another database's transaction that pg_stat_activity does not show yet holds every reader back for a moment
  // (integration suites run side by side): a read is taken once it reaches every event stored here.
  const whole = async <T extends { scanned: number }>(read: () => Promise<T[]>): Promise<T[]> => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const batches = await read();
      if (batches.reduce((n, b) => n + b.scanned, 0) >= 62 || Date.now() > deadline) return batches;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const paged = async (types: string[], size: number) => {
    const out: { events: StoredEvent[]; scannedTo: Checkpoint | null; scanned: number }[] = [];
    let after = START;
    for (;;) {
      const batch = await store.readAllOfTypes(types, { after, limit: size });
      if (!batch.scannedTo) return out;
      out.push(batch);
      after = batch.scannedTo;
    }
  };
  const streamed = async (types: string[], size: number, after = START, metadata?: string[]) => {
    const out: LogBatch[] = [];
    for await (const batch of store.streamAllOfTypes(types, { after, batchSize: size, ...(metadata ? { metadata } : {}) })) out.push(batch);
    return out;
  };

  it.each([
    [['A', 'C', 'ShipmentCreated', 'TrackingEventRecorded'], 7],
    [['B'], 1],
    [['A', 'B', 'C', 'ShipmentCreated', 'TrackingEventRecorded'], 1000],
    [[], 10],
  ])('gives what paged reads give (types %j, batches of %i)', async (types, size) => {
    const [pages, stream] = [await whole(() => paged(types, size)), await whole(() => streamed(types, size))];
    expect(stream).toEqual(pages);
    expect(stream.reduce((n, b) => n + b.scanned, 0)).toBe(62);
  });

  it('opens personal data and upcasts old versions as every read does', async () => {
    const events = (await whole(() => streamed(['ShipmentCreated', 'TrackingEventRecorded'], 50))).flatMap((b) => b.events);
    const created = events.find((e) => e.type === 'ShipmentCreated')!;
    expect((created.data as { fromAddress: { name: string } }).fromAddress.name).toBe('Ada');
    expect(created.metadata).not.toHaveProperty('personalData');
    const old = events.find((e) => e.type === 'TrackingEventRecorded')!;
    expect(old).toMatchObject({ schemaVersion: 2, data: { eventType: 'customs', status: 'customs' } });
  });

  it('loads only the metadata fields asked for (and still opens personal data), the rest as paged reads give it', async () => {
    const types = ['A', 'ShipmentCreated', 'TrackingEventRecorded'];
    const [pages, stream] = [await whole(() => paged(types, 5)), await whole(() => streamed(types, 5, START, ['actor']))];
    const trimmed = (events: StoredEvent[]) => events.map((e) => ({ ...e, metadata: 'actor' in e.metadata ? { actor: e.metadata.actor } : {} }));
    expect(stream.map((b) => ({ ...b, events: b.events.map((e) => ({ ...e })) }))).toEqual(pages.map((b) => ({ ...b, events: trimmed(b.events) })));
    const created = stream.flatMap((b) => b.events).find((e) => e.type === 'ShipmentCreated')!;
    expect((created.data as { fromAddress: { name: string } }).fromAddress.name).toBe('Ada');
    expect(Object.keys(created.metadata)).toEqual(['actor']);
    expect(() => logStreamSql(['A'], START, 'h', 'c', ["actor' || 'x"])).toThrow(/Not a metadata field name/);
  });

  it('starts after a checkpoint', async () => {
    const all = (await whole(() => streamed(['A', 'B', 'C'], 100))).flatMap((b) => b.events);
    const from = all[9]!.position;
    const deadline = Date.now() + 15_000;
    let rest: StoredEvent[] = [];
    do rest = (await streamed(['A', 'B', 'C'], 4, from)).flatMap((b) => b.events);
    while (rest.length < all.length - 10 && Date.now() < deadline);
    expect(ids(rest)).toEqual(ids(all.slice(10)));
  });

  it('stops below a transaction that may still commit', async () => {
    const open = await pool.connect();
    try {
      await open.query('BEGIN');
      await open.query(
        `INSERT INTO streams (stream_id, version, type) VALUES ('late', 1, 't');
         INSERT INTO events (stream_id, version, event_id, type, data, metadata) VALUES ('late', 1, gen_random_uuid(), 'A', '{}', '{"commandId":"l"}')`,
      );
      await store.append(
        'after-late',
        't',
        'no_stream',
        newEvents(1).map((e) => ({ ...e, type: 'A' })),
      );
      const seen = (await streamed(['A'], 100)).flatMap((b) => b.events).map((e) => e.streamId);
      expect(seen).not.toContain('late');
      expect(seen).not.toContain('after-late');
      await open.query('COMMIT');
      const deadline = Date.now() + 10_000;
      let after: string[] = [];
      while (Date.now() < deadline && !after.includes('after-late')) after = (await streamed(['A'], 100)).flatMap((b) => b.events).map((e) => e.streamId);
      expect(after.slice(-2)).toEqual(['late', 'after-late']);
    } finally {
      await open.query('ROLLBACK').catch(() => undefined);
      open.release();
    }
  });

  it('ends its COPY when the reader stops early (the connection is closed, not handed on mid-COPY), and can be read again at once', async () => {
    const copying = async () =>
      Number(
        (
          await pool.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'COPY (SELECT global_position%' AND pid <> pg_backend_pid()",
          )
        ).rows[0]!.n,
      );
    for await (const batch of store.streamAllOfTypes(['A', 'B', 'C'], { after: START, batchSize: 3 })) {
      expect(batch.scanned).toBe(3);
      expect(await copying()).toBe(1);
      break;
    }
    const deadline = Date.now() + 5000;
    while ((await copying()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await copying()).toBe(0);
    expect((await streamed(['A'], 10)).length).toBeGreaterThan(0);
  });

  it('refuses event types and positions that are not plain names and digits (they go into the statement as literals)', () => {
    expect(() => logStreamSql(["A') OR true --"], START, 'h', 'c')).toThrow(/Not an event type name/);
    expect(() => logStreamSql(['A'], { txid: '1; DROP TABLE events', position: '0' }, 'h', 'c')).toThrow(/Not a log position/);
  });
});
