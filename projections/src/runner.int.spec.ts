// The projection runner against PostgreSQL.
// Over 300 lines: its behaviours (live loop, shared tail, racing appliers, failures, locks, rebuild, replay) share
// one database and its fixtures.
import type { Pool } from 'pg';
import { openEventStoreDatabase, type EventStoreDatabase } from '../../api/test-support/event-store-database';
import type { PostgresEventStore } from '../../api/src/platform/event-store/postgres-event-store';
import { eventIdFor } from '../../api/src/platform/event-store/ids';
import { ProjectionRunner } from './runner';
import { WRITTEN, type Projection } from './projection';

// A small counting projection: one row per stream with the number of events applied to it.
const counting: Projection<'counts'> = {
  name: 'counts',
  tables: ['counts'],
  eventTypes: ['Counted'],
  ddl: (t) => `CREATE TABLE IF NOT EXISTS ${t.counts} (stream_id text PRIMARY KEY, n integer NOT NULL);
               CREATE INDEX IF NOT EXISTS ${t.counts}_n ON ${t.counts} (n);`,
  fold: {
    kind: 'sql',
    async apply(client, event, t) {
      await client.query(`INSERT INTO ${t.counts} VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = ${t.counts}.n + 1`, [event.streamId]);
    },
  },
};

const append = async (store: PostgresEventStore, stream: string, n: number, tag: string) => {
  const meta = { commandId: tag, correlationId: tag, causationId: tag, actor: { kind: 'system' as const, id: 't' }, occurredAt: new Date().toISOString() };
  await store.append(
    stream,
    'c',
    'any',
    Array.from({ length: n }, (_, i) => ({ eventId: eventIdFor(tag, i), type: 'Counted', data: {}, metadata: meta })),
  );
};

const until = async (check: () => Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not reached in time');
};

describe('projection runner', () => {
  let t: EventStoreDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  beforeAll(async () => {
    t = await openEventStoreDatabase({ maxConnections: 10 });
    ({ pool, store } = t);
  });
  afterAll(() => t.close());
  const total = async () => Number((await pool.query('SELECT coalesce(sum(n), 0)::int AS n FROM counts')).rows[0].n);

  it('catches up, follows live appends, and resumes after a stop without applying anything twice', async () => {
    await append(store, 's1', 30, 'a');
    const runner = new ProjectionRunner(pool, store, [counting as Projection], { batchSize: 7, pollMs: 200 });
    await runner.start();
    await until(async () => (await total()) === 30);
    const t0 = Date.now();
    await append(store, 's2', 1, 'b');
    await until(async () => (await total()) === 31);
    expect(Date.now() - t0).toBeLessThan(1000); // woken by NOTIFY, not by a slow poll
    await runner.stop();

    await append(store, 's2', 5, 'c'); // while no runner is running
    const second = new ProjectionRunner(pool, store, [counting as Projection], { batchSize: 7, pollMs: 200 });
    await second.start();
    await until(async () => (await total()) === 36);
    const [status] = await second.status();
    expect(status).toMatchObject({ name: 'counts', lagEvents: 0 });
    await second.stop();
  });

  it('reads the log once for all its live projections (shared tail)', async () => {
    const twin = (name: string): Projection<'counts'> => ({
      ...counting,
      name,
      tables: ['counts'],
      ddl: (t) => `CREATE TABLE IF NOT EXISTS ${t.counts}_${name} (stream_id text PRIMARY KEY, n integer NOT NULL)`,
      fold: {
        kind: 'sql',
        apply: (client, event, t) =>
          client
            .query(`INSERT INTO ${t.counts}_${name} VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = ${t.counts}_${name}.n + 1`, [event.streamId])
            .then(() => undefined),
      },
    });
    const names = ['one', 'two', 'three'];
    const runner = new ProjectionRunner(
      pool,
      store,
      names.map((n) => twin(n) as Projection),
      { pollMs: 100 },
    );
    await runner.start();
    const expected = Number((await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'Counted'")).rows[0].n);
    const sums = () => Promise.all(names.map(async (n) => Number((await pool.query(`SELECT coalesce(sum(n), 0)::int AS n FROM counts_${n}`)).rows[0].n)));
    await until(async () => (await sums()).every((n) => n === expected));
    for (let i = 0; i < 5; i++) await append(store, `shared-${i}`, 3, `shared-${i}`);
    await until(async () => (await sums()).every((n) => n === expected + 15));
    await runner.stop();
    // every stretch of events read from the store also served the other loops (from memory or the same read)
    const { storeReads, emptyReads, shared } = runner.tail.stats;
    expect(storeReads - emptyReads).toBeGreaterThan(0);
    expect(shared).toBeGreaterThanOrEqual(2 * (storeReads - emptyReads));
  });

  it('applies every event once when two appliers race on one projection (the checkpoint moves only from where it was read)', async () => {
    const slow: Projection<'counts'> = {
      ...counting,
      name: 'raced',
      ddl: (t) => `CREATE TABLE IF NOT EXISTS ${t.counts}_raced (stream_id text PRIMARY KEY, n integer NOT NULL)`,
      fold: {
        kind: 'sql',
        async apply(client, event, t) {
          await client.query(`INSERT INTO ${t.counts}_raced VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = ${t.counts}_raced.n + 1`, [event.streamId]);
          await client.query('SELECT pg_sleep(0.002)'); // widen the window between reading the checkpoint and moving it
        },
      },
    };
    const [a, b] = [0, 1].map(() => new ProjectionRunner(pool, store, [slow as Projection], { batchSize: 3 }));
    await a!.ensureSchema();
    for (let round = 0; round < 5; round++) {
      await append(store, `race-${round}`, 7, `race-${round}`);
      await Promise.all([a!.catchUpOnce('raced'), b!.catchUpOnce('raced'), a!.catchUpOnce('raced')]);
    }
    const expected = Number((await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'Counted'")).rows[0].n);
    const sum = async () => Number((await pool.query('SELECT sum(n)::int AS n FROM counts_raced')).rows[0].n);
    // (a transaction still open elsewhere on the server can keep readers below the newest events for a while)
    await until(async () => (await Promise.all([a!.catchUpOnce('raced'), b!.catchUpOnce('raced')]), (await sum()) >= expected));
    expect(await sum()).toBe(expected);
  });

  it('applies every event once when two appliers race on a projection that folds rows (rows read, folded, written back)', async () => {
    const rowsRaced: Projection<'rows_raced'> = {
      name: 'rows_raced',
      tables: ['rows_raced'],
      eventTypes: ['Counted'],
      ddl: (t) => `CREATE TABLE IF NOT EXISTS ${t.rows_raced} (stream_id text PRIMARY KEY, n integer NOT NULL)`,
      fold: {
        kind: 'rows',
        columns: {
          rows_raced: [
            { name: 'stream_id', type: 'text' },
            { name: 'n', type: 'integer' },
          ],
        },
        keys: { rows_raced: ['stream_id'] },
        fold(event, rows) {
          const row = rows.get('rows_raced', event.streamId);
          if (row === WRITTEN) return false;
          if (row) row.n = (row.n as number) + 1;
          else rows.add('rows_raced', event.streamId, { stream_id: event.streamId, n: 1 });
          return true;
        },
      },
    };
    const [a, b] = [0, 1].map(() => new ProjectionRunner(pool, store, [rowsRaced as Projection], { batchSize: 3 }));
    await a!.ensureSchema();
    for (let round = 0; round < 5; round++) {
      await append(store, `rows-race-${round}`, 7, `rows-race-${round}`);
      await Promise.all([a!.catchUpOnce('rows_raced'), b!.catchUpOnce('rows_raced'), a!.catchUpOnce('rows_raced')]);
    }
    const expected = Number((await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'Counted'")).rows[0].n);
    const sum = async () => Number((await pool.query('SELECT sum(n)::int AS n FROM rows_raced')).rows[0].n);
    await until(async () => (await Promise.all([a!.catchUpOnce('rows_raced'), b!.catchUpOnce('rows_raced')]), (await sum()) >= expected));
    expect(await sum()).toBe(expected);
  });

  it("moves a checkpoint past events that are not its projection's only now and then, and applies everything once when its checkpoint is moved behind the live loop's back", async () => {
    const own = (name: string, type: string): Projection<'counts'> => ({
      ...counting,
      name,
      eventTypes: [type],
      ddl: (t) => `CREATE TABLE IF NOT EXISTS ${t.counts}_${name} (stream_id text PRIMARY KEY, n integer NOT NULL)`,
      fold: {
        kind: 'sql',
        apply: (client, event, t) =>
          client
            .query(`INSERT INTO ${t.counts}_${name} VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = ${t.counts}_${name}.n + 1`, [event.streamId])
            .then(() => undefined),
      },
    });
    const busy = own('busy', 'Counted');
    const quiet = own('quiet', 'NeverAppended');
    const sum = async (name: string) => Number((await pool.query(`SELECT coalesce(sum(n), 0)::int AS n FROM counts_${name}`)).rows[0].n);
    const updatesOf = async (name: string) =>
      (await pool.query<{ updated_at: Date }>('SELECT updated_at FROM projection_checkpoints WHERE name = $1', [name])).rows[0]?.updated_at.getTime() ?? 0;
    const runner = new ProjectionRunner(pool, store, [busy as Projection, quiet as Projection], { pollMs: 5000, minCycleMs: 1 });
    await runner.start();
    const before = Number((await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'Counted'")).rows[0].n);
    await until(async () => (await sum('busy')) === before);
    // a steady trickle: 'busy' moves with every batch, 'quiet' (nothing of its own) at most every 250 ms
    const quietMoves = new Set<number>();
    for (let i = 0; i < 20; i++) {
      await append(store, `trickle-${i}`, 1, `trickle-${i}`);
      quietMoves.add(await updatesOf('quiet'));
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(quietMoves.size).toBeLessThan(8);
    // its lag counts only what it has to fold, and its checkpoint still reaches the end of the log (no poll needed)
    expect((await runner.status()).find((s) => s.name === 'quiet')?.lagEvents).toBe(0);
    const head = (await pool.query('SELECT max(global_position)::text AS p FROM events')).rows[0].p as string;
    await until(async () => (await pool.query("SELECT position::text AS p FROM projection_checkpoints WHERE name = 'quiet'")).rows[0].p === head, 2000);
    // another applier of 'busy' (catch-up on its own connection) moves the checkpoint the live loop remembers
    for (let round = 0; round < 5; round++) {
      await append(store, `moved-${round}`, 3, `moved-${round}`);
      await runner.catchUpOnce('busy');
    }
    await append(store, 'moved-last', 2, 'moved-last');
    const expected = Number((await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'Counted'")).rows[0].n);
    await until(async () => (await sum('busy')) >= expected);
    await new Promise((r) => setTimeout(r, 100));
    expect(await sum('busy')).toBe(expected);
    await runner.stop();
  });

  it('keeps the other projections going while one fails, and brings the failing one up once it can apply again', async () => {
    let broken = true;
    const fragile: Projection<'counts'> = {
      ...counting,
      name: 'fragile',
      ddl: (t) => `CREATE TABLE IF NOT EXISTS ${t.counts}_fragile (stream_id text PRIMARY KEY, n integer NOT NULL)`,
      fold: {
        kind: 'sql',
        async apply(client, event, t) {
          if (broken && event.streamId === 'poison') throw new Error('cannot fold this one yet');
          await client.query(`INSERT INTO ${t.counts}_fragile VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = ${t.counts}_fragile.n + 1`, [event.streamId]);
        },
      },
    };
    const steady: Projection<'counts'> = {
      ...fragile,
      name: 'steady',
      ddl: (t) => `CREATE TABLE IF NOT EXISTS ${t.counts}_steady (stream_id text PRIMARY KEY, n integer NOT NULL)`,
      fold: {
        kind: 'sql',
        apply: (client, event, t) =>
          client.query(`INSERT INTO ${t.counts}_steady VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = ${t.counts}_steady.n + 1`, [event.streamId]).then(() => undefined),
      },
    };
    const runner = new ProjectionRunner(pool, store, [fragile as Projection, steady as Projection], { pollMs: 100 });
    await runner.start();
    const sum = async (table: string) => Number((await pool.query(`SELECT coalesce(sum(n), 0)::int AS n FROM ${table}`)).rows[0].n);
    await append(store, 'poison', 1, 'poison');
    await append(store, 'after-poison', 4, 'after-poison');
    const expected = Number((await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'Counted'")).rows[0].n);
    await until(async () => (await sum('counts_steady')) === expected);
    const fragileStatus = (await runner.status()).find((s) => s.name === 'fragile')!;
    expect(fragileStatus).toMatchObject({ status: 'error', lastError: 'cannot fold this one yet' });
    expect(fragileStatus.lagEvents).toBeGreaterThan(0);
    broken = false;
    await until(async () => (await sum('counts_fragile')) === expected);
    await until(async () => (await runner.status()).every((s) => s.status === 'live' && s.lagEvents === 0));
    await runner.stop();
  });

  it('lets only one runner own a projection (advisory lock); the other stands by', async () => {
    const a = new ProjectionRunner(pool, store, [counting as Projection], { pollMs: 100 });
    const b = new ProjectionRunner(pool, store, [counting as Projection], { pollMs: 100 });
    await a.start();
    await until(async () => (await a.status())[0]!.status === 'live');
    await b.start();
    await until(async () => (await b.status())[0]!.status === 'standby');
    const before = await total();
    await append(store, 's3', 3, 'd');
    await until(async () => (await total()) === before + 3);
    await a.stop();
    await append(store, 's3', 2, 'e');
    await until(async () => (await total()) === before + 5); // b takes over
    await b.stop();
  });

  it('replays an append-only table with its keys and indexes built at the end, under their own names', async () => {
    const timeline: Projection<'timeline'> = {
      name: 'timeline',
      tables: ['timeline'],
      appendOnly: ['timeline'],
      eventTypes: ['Counted'],
      ddl: (t) => `CREATE TABLE IF NOT EXISTS ${t.timeline} (id uuid PRIMARY KEY, stream_id text NOT NULL, UNIQUE (stream_id, id));
                   CREATE INDEX IF NOT EXISTS ${t.timeline}_stream ON ${t.timeline} (stream_id);`,
      fold: {
        kind: 'sql',
        async apply(client, event, t) {
          await client.query(`INSERT INTO ${t.timeline} VALUES ($1, $2) ON CONFLICT DO NOTHING`, [event.eventId, event.streamId]);
        },
      },
    };
    const latest: Projection<'latest'> = {
      name: 'latest',
      tables: ['latest'],
      integrityKeys: ['latest'],
      eventTypes: ['Counted'],
      ddl: (t) => `CREATE TABLE IF NOT EXISTS ${t.latest} (stream_id text PRIMARY KEY, event_id uuid NOT NULL UNIQUE)`,
      fold: {
        kind: 'sql',
        async apply(client, event, t) {
          await client.query(`INSERT INTO ${t.latest} VALUES ($1, $2) ON CONFLICT (stream_id) DO UPDATE SET event_id = EXCLUDED.event_id`, [event.streamId, event.eventId]);
        },
      },
    };
    const runner = new ProjectionRunner(pool, store, [timeline as Projection, latest as Projection], { pollMs: 100 });
    await runner.start();
    const count = async () => Number((await pool.query('SELECT count(*)::int AS n FROM timeline')).rows[0].n);
    const latestKeys = async () => (await pool.query("SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'latest'::regclass ORDER BY 1")).rows;
    const expected = Number((await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'Counted'")).rows[0].n);
    await until(async () => (await count()) === expected);
    const shape = async () => ({
      keys: (await pool.query("SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'timeline'::regclass ORDER BY 1")).rows,
      indexes: (await pool.query("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'timeline' ORDER BY 1")).rows,
    });
    const before = await shape();
    expect(before.keys).toHaveLength(2);
    const keysBefore = await latestKeys();
    expect(keysBefore).toHaveLength(2);
    const replay = await runner.replayAndWait(['timeline', 'latest'], { verify: true, batchSize: 4 });
    expect(replay).toMatchObject({ state: 'done', verified: true });
    expect(await shape()).toEqual(before);
    expect(await latestKeys()).toEqual(keysBefore);
    await append(store, 's5', 2, 'g');
    await until(async () => (await count()) === expected + 2);
    await runner.stop();
    // verify brings live tables that are behind up to the replayed position first (the one-batch-at-a-time path)
    await append(store, 's5', 3, 'h');
    const behind = await runner.replayAndWait(['timeline'], { verify: true });
    expect(behind).toMatchObject({ state: 'done', verified: true });
    expect(behind.verification![0]).toMatchObject({ liveRows: expected + 5, rebuiltRows: expected + 5 });
    await runner.start();
    await expect(pool.query("INSERT INTO timeline SELECT id, 'x' FROM timeline LIMIT 1")).rejects.toThrow(/duplicate key/);
    await runner.stop();
  });

  it('rebuilds from position zero into fresh tables and swaps them in', async () => {
    const runner = new ProjectionRunner(pool, store, [counting as Projection], { batchSize: 4, pollMs: 100 });
    await runner.start();
    const expected = Number((await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'Counted'")).rows[0].n);
    await until(async () => (await total()) === expected);
    await pool.query("UPDATE counts SET n = 999 WHERE stream_id = 's1'"); // damage the read model
    runner.requestRebuild('counts');
    await until(async () => (await runner.status())[0]!.rebuild?.state === 'done');
    const [status] = await runner.status();
    expect(status!.rebuild).toMatchObject({ state: 'done', processed: expected, total: expected });
    expect(await total()).toBe(expected);
    expect((await pool.query("SELECT n FROM counts WHERE stream_id = 's1'")).rows[0].n).toBe(30);
    const idx = await pool.query("SELECT indexname FROM pg_indexes WHERE tablename = 'counts' ORDER BY 1");
    expect(idx.rows.map((r) => r.indexname)).toEqual(['counts_n', 'counts_pkey']);
    // it stays live after the swap, and can rebuild again
    await append(store, 's4', 2, 'f');
    await until(async () => (await total()) === expected + 2);
    runner.requestRebuild('counts');
    await until(async () => (await runner.status())[0]!.rebuild?.state === 'done');
    expect(await total()).toBe(expected + 2);
    await runner.stop();
  });

  it('reads again, without failing, when another applier committed the same rows (and its checkpoint) under a second unique key; a real duplicate still fails', async () => {
    const pairs: Projection<'pairs'> = {
      name: 'pairs',
      tables: ['pairs'],
      eventTypes: ['Paired'],
      ddl: (t) => `CREATE TABLE IF NOT EXISTS ${t.pairs} (id text PRIMARY KEY, other text NOT NULL UNIQUE)`,
      fold: {
        kind: 'sql',
        async apply(client, event, t) {
          const d = event.data as { id: string; other: string };
          await client.query(`INSERT INTO ${t.pairs} VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [d.id, d.other]);
        },
      },
    };
    const meta = { commandId: 'p', correlationId: 'p', causationId: 'p', actor: { kind: 'system' as const, id: 't' }, occurredAt: new Date().toISOString() };
    const runner = new ProjectionRunner(pool, store, [pairs as Projection], { pollMs: 100 });
    await runner.ensureSchema();
    await store.append('p1', 'c', 'any', [{ eventId: eventIdFor('pair-1', 0), type: 'Paired', data: { id: 'a', other: 'b' }, metadata: meta }]);
    const end = (await pool.query('SELECT transaction_id::text AS txid, global_position::text AS position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1'))
      .rows[0];

    // another applier, mid-transaction: a row that clashes with this event's on the second key, and the checkpoint moved past it
    const other = await pool.connect();
    try {
      await other.query('BEGIN');
      await other.query("INSERT INTO pairs VALUES ('a-elsewhere', 'b')");
      await other.query("UPDATE projection_checkpoints SET txid = $1::xid8, position = $2 WHERE name = 'pairs'", [end.txid, end.position]);
      const caughtUp = runner.catchUpOnce('pairs', 2000);
      await new Promise((r) => setTimeout(r, 300)); // catchUpOnce is now waiting on the other applier's row
      await other.query('COMMIT');
      await expect(caughtUp).resolves.toEqual(expect.any(Number)); // no error: it read again from the moved checkpoint
    } finally {
      other.release();
    }
    expect((await pool.query('SELECT id, other FROM pairs')).rows).toEqual([{ id: 'a-elsewhere', other: 'b' }]);

    // the same clash with the checkpoint where it was: the projection's own error, reported
    await pool.query("UPDATE projection_checkpoints SET txid = '0', position = 0 WHERE name = 'pairs'");
    await expect(runner.catchUpOnce('pairs', 500)).rejects.toThrow(/duplicate key/);
  });

  // Last: the tests above count every event of the log as theirs.
  it('replays one projection by loading only the events it folds: the rest of the log is scanned past, not decoded', async () => {
    const tally: Projection<'tally'> = {
      name: 'tally',
      tables: ['tally'],
      eventTypes: ['Tallied'],
      ddl: (t) => `CREATE TABLE IF NOT EXISTS ${t.tally} (stream_id text PRIMARY KEY, n integer NOT NULL)`,
      fold: {
        kind: 'sql',
        async apply(client, event, t) {
          await client.query(`INSERT INTO ${t.tally} VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = ${t.tally}.n + 1`, [event.streamId]);
        },
      },
    };
    const meta = { commandId: 'x', correlationId: 'x', causationId: 'x', actor: { kind: 'system' as const, id: 't' }, occurredAt: new Date().toISOString() };
    const put = (stream: string, type: string, n: number, tag: string) =>
      store.append(
        stream,
        'c',
        'any',
        Array.from({ length: n }, (_, i) => ({ eventId: eventIdFor(tag, i), type, data: {}, metadata: meta })),
      );
    await put('t1', 'Tallied', 3, 'tally-1');
    await put('o1', 'Other', 10, 'other-1');
    await put('t2', 'Tallied', 2, 'tally-2');
    await put('o2', 'Other', 7, 'other-2'); // the log ends with events the projection does not fold
    const runner = new ProjectionRunner(pool, store, [tally as Projection], { pollMs: 100 });
    await runner.ensureSchema();
    const decoded: string[] = [];
    const decode = store.decode.bind(store);
    const spy = jest.spyOn(store, 'decode').mockImplementation(async (events) => {
      decoded.push(...events.map((e) => e.type));
      return decode(events);
    });
    try {
      const replay = await runner.replayAndWait(['tally'], { batchSize: 3 });
      const logSize = Number((await pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n);
      const last = (
        await pool.query('SELECT transaction_id::text AS txid, global_position::text AS position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1')
      ).rows[0];
      expect(replay).toMatchObject({ state: 'done', processed: logSize, checkpoint: last });
      expect(decoded.length).toBe(5);
      expect(new Set(decoded)).toEqual(new Set(['Tallied']));
      expect((await pool.query('SELECT stream_id, n FROM tally ORDER BY 1')).rows).toEqual([
        { stream_id: 't1', n: 3 },
        { stream_id: 't2', n: 2 },
      ]);
      expect((await pool.query("SELECT txid::text, position::text FROM projection_checkpoints WHERE name = 'tally'")).rows[0]).toEqual(last);
    } finally {
      spy.mockRestore();
    }
  });
});
