import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { Worker } from 'node:worker_threads';
import { compareCheckpoints, type Checkpoint } from '@waypost/contracts';
import { ALL_PROJECTIONS, PROJECTIONS_YOUNG_GENERATION_MB, ProjectionRunner, ReplayInProgressError } from '@waypost/projections';
import type { TestDatabase } from '../../../test-support/test-database';
import { openEventStoreDatabase, type EventStoreDatabase } from '../../../test-support/event-store-database';
import type { PostgresEventStore } from '../event-store/postgres-event-store';
import { REDACTED } from '../event-store/personal-data';
import { ThreadedProjections } from './projections-thread';

// ── The projection runner in a worker thread: same behaviour as on the app thread ──

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not reached in time');
};

describe('projections in a worker thread', () => {
  let t: EventStoreDatabase;
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  let projections: ThreadedProjections;
  const owner = randomUUID();
  const published: { name: string; at: Checkpoint }[] = [];

  const createShipment = async (n: number) => {
    const id = randomUUID();
    const at = new Date().toISOString();
    const address = { name: `Person ${n}`, address: `${n} Quay`, city: 'Lisbon', country: 'Portugal', postalCode: '1100' };
    const c = randomUUID();
    await store.append(`shipment-${id}`, 'shipment', 'no_stream', [
      {
        eventId: randomUUID(),
        type: 'ShipmentCreated',
        data: {
          shipmentId: id,
          trackingNumber: `2PG-2026-${String(n).padStart(6, '0')}`,
          ownerId: owner,
          fromAddress: address,
          toAddress: address,
          itemDetails: { description: 'Tiles', weight: 2, value: 30, dimensions: { length: 10, width: 10, height: 10 } },
          estimatedDelivery: at,
          createdAt: at,
        },
        metadata: { commandId: c, correlationId: c, causationId: c, actor: { kind: 'user', id: owner }, occurredAt: at },
      },
    ]);
    return `2PG-2026-${String(n).padStart(6, '0')}`;
  };
  const tracked = async (trackingNumber: string) =>
    (await pool.query<{ shipment: { fromAddress: { name: string } } }>('SELECT shipment FROM tracking WHERE tracking_number = $1', [trackingNumber])).rows[0];

  beforeAll(async () => {
    t = await openEventStoreDatabase({ maxConnections: 6 });
    ({ db, pool, store } = t);
    const schema = new ProjectionRunner(pool, store, ALL_PROJECTIONS);
    projections = new ThreadedProjections({
      names: ALL_PROJECTIONS.map((p) => p.name),
      thread: { databaseUrl: db.url, pollMs: 60_000 },
      store,
      ensureSchema: () => schema.ensureSchema(),
      log: () => undefined,
      onCheckpoints: (moved) => published.push(...moved),
      preload: path.join(__dirname, '../../../test-support/ts-register.cjs'),
    });
  });
  afterAll(async () => {
    await projections.stop();
    await t.close();
  });

  it('follows the log live, woken by appends made on the app thread', async () => {
    await projections.start();
    await until(async () => (await projections.status()).every((s) => s.status === 'live'));
    expect((await projections.status()).map((s) => s.name)).toEqual(ALL_PROJECTIONS.map((p) => p.name));
    // the thread polls once a minute here: only the wake-up from this thread's append can bring it in time
    const number = await createShipment(1);
    await until(async () => (await tracked(number)) !== undefined, 20_000);
    expect((await tracked(number))!.shipment.fromAddress.name).toBe('Person 1');
    // the checkpoints it committed reach the app thread (readers waiting for their own writes wake on them)
    const [created] = await store.readStream((await pool.query('SELECT stream_id FROM events ORDER BY global_position DESC LIMIT 1')).rows[0].stream_id);
    await until(async () => published.some((m) => m.name === 'tracking' && compareCheckpoints(m.at, created!.position) >= 0));
  });

  it('gives the thread the young generation a replay needs (V8’s default made a replay spend a third of its reading in GC)', async () => {
    const worker = (projections as unknown as { worker: Worker | null }).worker;
    expect(worker?.resourceLimits?.maxYoungGenerationSizeMb).toBe(PROJECTIONS_YOUNG_GENERATION_MB);
  });

  it('replays with progress mirrored on the app thread, one replay at a time', async () => {
    for (let n = 2; n <= 6; n++) await createShipment(n);
    const replay = projections.replay('all', { verify: true });
    expect(replay).toMatchObject({ state: 'waiting', projections: ALL_PROJECTIONS.map((p) => p.name) });
    expect(() => projections.replay(['shipments'])).toThrow(ReplayInProgressError);
    expect(() => projections.replay(['nope'])).toThrow(ReplayInProgressError);
    await replay.done;
    expect(replay).toMatchObject({ state: 'done', verified: true, processed: 6 });
    expect(projections.replayHistory()[0]).toBe(replay);
    expect(() => projections.replay(['nope'])).toThrow('Unknown projection: nope');
  });

  it('rebuilds one projection and catches up on request', async () => {
    const rebuild = projections.requestRebuild('shipments');
    expect(rebuild.state).toBe('running');
    await until(async () => rebuild.state === 'done');
    expect(rebuild.processed).toBeGreaterThanOrEqual(6);
    expect(await projections.catchUpOnce('tracking')).toBe(0);
  });

  it('forgets: keys deleted on the app thread are not opened from the thread’s cache in the replay that follows', async () => {
    const number = await createShipment(7);
    await until(async () => (await tracked(number)) !== undefined);
    expect((await tracked(number))!.shipment.fromAddress.name).toBe('Person 7');
    await store.personalData.forget([owner]);
    await projections.replayAndWait('all');
    expect((await tracked(number))!.shipment.fromAddress.name).toBe(REDACTED);
  });

  it('stops the thread, and answers again afterwards (a fresh thread)', async () => {
    await projections.stop();
    const statuses = await projections.status();
    expect(statuses.every((s) => s.status === 'stopped')).toBe(true);
    await projections.stop();
  });
});
