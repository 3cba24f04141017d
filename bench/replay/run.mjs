// bench/replay: 1,000,000 events rebuilt into every read model (ProjectionRunner.replay('all')), in events/s, next to
// a raw sequential read of the events table (keyset pages over (transaction_id, global_position)) in the same run.
// Usage: node bench/replay/run.mjs [events, default 1000000]   (BENCH_DATABASE_URL or DATABASE_URL, else local 5432)
//        BENCH_ONLY=shipments,tracking  to replay only some projections;  BENCH_VERIFY=1  to also verify (slow: the
//        live tables are first built the one-event-at-a-time way); BENCH_REUSE=1 keeps the seeded database for the
//        next run; BENCH_RAW=0 / BENCH_FLOOR=0 skip the baselines.
// Over 300 lines: one script; the seed, the baseline and the replay share their setup and their figures.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { Worker, isMainThread, workerData } from 'node:worker_threads';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { ADMIN_URL, scratchDatabase, dropDatabase, table } from '../lib/db.mjs';
import { cpuMeter, isLocalServer } from '../lib/cpu.mjs';

async function databaseExists(name) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  await admin.end();
  return rows.length > 0;
}
function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const require = createRequire(import.meta.url);
require('../../api/test-support/ts-register.cjs'); // the TypeScript sources directly: no build of api/ or projections/ needed
const { migrate } = require('../../api/src/platform/db/migrations.ts');
const { PostgresEventStore, LOG_HORIZON } = require('../../api/src/platform/event-store/postgres-event-store.ts');
const { ALL_PROJECTIONS, ProjectionRunner, PROJECTIONS_YOUNG_GENERATION_MB } = require('../../projections/src/index.ts');
const { from: copyFrom, to: copyTo } = require('pg-copy-streams');

// The bench runs in a thread given the young generation the app gives its projections thread (api's projections-thread.ts).
if (isMainThread) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { events: process.argv[2] },
    resourceLimits: { maxYoungGenerationSizeMb: PROJECTIONS_YOUNG_GENERATION_MB },
  });
  const code = await new Promise((resolve) => {
    worker.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    worker.on('exit', resolve);
  });
  process.exit(code);
}

const EVENTS = Number(workerData.events ?? 1_000_000);
const PER_SHIPMENT = 4; // created, pickup, transit, delivered (every 10th: created, pickup, cancelled, +1 customs)
const OWNERS = 2000;
const DB = 'waypost_bench_replay';
// BENCH_REUSE=1 keeps the seeded database between runs (and BENCH_KEEP=1 keeps it at the end).
const reuse = process.env.BENCH_REUSE === '1' && (await databaseExists(DB));
const url = reuse ? databaseUrl(DB) : await scratchDatabase(DB);
const pool = new pg.Pool({ connectionString: url, max: 12 });
await migrate(pool);
const store = new PostgresEventStore(pool);
const owners = Array.from({ length: OWNERS }, () => randomUUID());
const CITIES = ['Berlin', 'Paris', 'Lisbon', 'Chicago', 'Osaka', 'Lagos', 'Lima', 'Perth'];
const COUNTRIES = ['Germany', 'France', 'Portugal', 'United States', 'Japan', 'Nigeria', 'Peru', 'Australia'];

// ── seed: realistic shipment histories, personal fields sealed exactly as the store does on append ──
function shipmentEvents(i) {
  const shipmentId = randomUUID();
  const trackingNumber = `2PG-2026-${String(i + 1).padStart(7, '0')}`;
  const owner = owners[i % OWNERS];
  const t0 = Date.parse('2026-01-01T00:00:00Z') + i * 1000;
  const at = (h) => new Date(t0 + h * 3_600_000).toISOString();
  const meta = (kind, id, h) => {
    const c = randomUUID();
    return { commandId: c, correlationId: c, causationId: c, actor: { kind, id }, occurredAt: at(h) };
  };
  const c1 = i % CITIES.length;
  const c2 = (i * 7 + 3) % CITIES.length;
  const address = (name, c) => ({ name, address: `${i % 500} Harbour Road`, city: CITIES[c], country: COUNTRIES[c], postalCode: String(10000 + (i % 89999)) });
  const created = {
    type: 'ShipmentCreated',
    data: {
      shipmentId,
      trackingNumber,
      ownerId: owner,
      fromAddress: address(`Sender ${i}`, c1),
      toAddress: address(`Recipient ${i}`, c2),
      itemDetails: { description: 'Books', weight: 1 + (i % 20), value: 50 + (i % 400), dimensions: { length: 30, width: 20, height: 10 } },
      estimatedDelivery: at(24 * 7),
      createdAt: at(0),
    },
    metadata: meta('user', owner, 0),
  };
  const track = (eventType, status, h, location) => ({
    type: 'TrackingEventRecorded',
    data: { shipmentId, trackingNumber, eventType, description: `${eventType} scan`, location, timestamp: at(h), status },
    metadata: meta('carrier', 'sandbox-dhl', h),
  });
  const events =
    i % 10 === 9
      ? [
          created,
          track('pickup', 'in_transit', 2, CITIES[c1]),
          track('customs', 'customs', 30, CITIES[c2]),
          { type: 'ShipmentCancelled', data: { shipmentId, trackingNumber, reason: 'Customer request', cancelledAt: at(40) }, metadata: meta('user', owner, 40) },
        ]
      : [created, track('pickup', 'in_transit', 2, CITIES[c1]), track('transit', 'in_transit', 20, 'Frankfurt'), track('delivered', 'delivered', 72, CITIES[c2])];
  return { streamId: `shipment-${shipmentId}`, created: at(0), events: events.map((e, v) => ({ ...e, eventId: randomUUID(), version: v + 1, createdAt: e.metadata.occurredAt })) };
}

let sealMs = 0;
async function seed() {
  const shipments = Math.ceil(EVENTS / PER_SHIPMENT);
  const CHUNK = 1250; // shipments per insert (5,000 events)
  const inFlight = [];
  for (let s = 0; s < shipments; s += CHUNK) {
    const streams = Array.from({ length: Math.min(CHUNK, shipments - s) }, (_, k) => shipmentEvents(s + k));
    const rows = streams.flatMap((st) => st.events.map((e) => ({ ...e, streamId: st.streamId })));
    const s0 = Date.now();
    const sealed = await store.personalData.seal(rows);
    sealMs += Date.now() - s0;
    const insert = pool.query(
      `WITH s AS (INSERT INTO streams (stream_id, version, type) SELECT unnest($9::text[]), ${PER_SHIPMENT}, 'shipment')
       INSERT INTO events (stream_id, version, event_id, type, schema_version, data, metadata, created_at)
       SELECT * FROM unnest($1::text[], $2::int[], $3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[], $8::timestamptz[])`,
      [
        rows.map((r) => r.streamId),
        rows.map((r) => r.version),
        sealed.map((e) => e.eventId),
        sealed.map((e) => e.type),
        sealed.map((e) => store.upcasters.currentVersion(e.type)),
        sealed.map((e) => JSON.stringify(e.data)),
        sealed.map((e) => JSON.stringify(e.metadata)),
        rows.map((r) => r.createdAt),
        streams.map((st) => st.streamId),
      ],
    );
    inFlight.push(insert);
    if (inFlight.length >= 2) await inFlight.shift();
  }
  await Promise.all(inFlight);
  if (process.env.BENCH_DEBUG) console.log(`inserted in ${Date.now() - t0} ms (seal ${sealMs} ms)`);
  await pool.query('VACUUM ANALYZE events');
  await pool.query('VACUUM ANALYZE streams');
}

// ── baseline: the events table read in log order, 5,000 rows a page, rows parsed by pg (JSON included), bounded by
// the same log horizon as the replay's reads ──
async function rawRead() {
  let after = ['0', '0'];
  let n = 0;
  for (;;) {
    const { rows } = await pool.query(
      `SELECT global_position::text, transaction_id::text, stream_id, version, event_id, type, schema_version, data, metadata, created_at
         FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND transaction_id < ${LOG_HORIZON}
        ORDER BY events.transaction_id, events.global_position LIMIT 5000`,
      after,
    );
    if (rows.length === 0) return n;
    n += rows.length;
    const last = rows[rows.length - 1];
    after = [last.transaction_id, last.global_position];
  }
}

const t0 = Date.now();
if (!reuse) await seed();
const { rows: count } = await pool.query("SELECT count(*)::int AS n, pg_size_pretty(pg_total_relation_size('events')) AS size FROM events");
console.log(`seeded ${count[0].n} events (${count[0].size}) in ${((Date.now() - t0) / 1000).toFixed(1)}s`);

const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : null;
const projections = only ? ALL_PROJECTIONS.filter((p) => only.includes(p.name)) : ALL_PROJECTIONS;
if (projections.length === 0) throw new Error(`BENCH_ONLY matches no projection; known: ${ALL_PROJECTIONS.map((p) => p.name).join(', ')}`);
const runner = new ProjectionRunner(pool, store, projections, { log: () => undefined });
await runner.ensureSchema();

// BENCH_RAW=0 skips the baseline (to profile the replay alone)
const local = isLocalServer(url);
const r0 = Date.now();
const rawMeter = cpuMeter(local);
const raw = process.env.BENCH_RAW === '0' ? 0 : await rawRead();
const rawSeconds = Math.max(0.001, (Date.now() - r0) / 1000);
const rawCpu = rawMeter.stop();

// PostgreSQL producing every event as text by itself, in log order, written to /dev/null by the server (COPY … TO a
// file needs superuser or pg_write_server_files; skipped otherwise). It sorts (with parallel workers where the planner
// wants them), so its CPU is more than the replay's own index-ordered reads cost the server (measured below).
let serverSeconds = null;
let serverOut = null;
if (process.env.BENCH_RAW !== '0') {
  const s0 = Date.now();
  const meter = cpuMeter(local);
  try {
    await pool.query(
      `COPY (SELECT global_position::text, transaction_id::text, stream_id, version, event_id, type, schema_version, data, metadata,
               to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM events ORDER BY transaction_id, global_position) TO '/dev/null'`,
    );
    serverSeconds = (Date.now() - s0) / 1000;
    serverOut = meter.stop().server;
  } catch (error) {
    console.log(`(PostgreSQL's own read time not measured: ${error.message})`);
  }
}

// The replay's reading alone (this process and the server): the events of every projection's types read and opened
// (personal data decrypted) exactly as the replay reads them (one stream of the log, the metadata fields its
// projections use, the same batches), nothing folded.
let readCpu = null;
if (process.env.BENCH_RAW !== '0') {
  const types = [...new Set(projections.flatMap((p) => p.eventTypes))];
  const metadata = projections.every((p) => p.metadataFields) ? [...new Set(projections.flatMap((p) => p.metadataFields))] : undefined;
  const meter = cpuMeter(local);
  for await (const batch of store.streamAllOfTypes(types, {
    after: { txid: '0', position: '0' },
    batchSize: Number(process.env.BENCH_BATCH ?? 2500),
    ...(metadata ? { metadata } : {}),
  })) {
    void batch;
  }
  readCpu = meter.stop();
}

const verify = process.env.BENCH_VERIFY === '1';
if (verify) for (const name of runner.names) await runner.catchUpOnce(name);
// peak memory of this thread (heap) and of the process (rss) during the replay, sampled every 100 ms
const peak = { heap: 0, rss: 0 };
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peak.heap = Math.max(peak.heap, m.heapUsed);
  peak.rss = Math.max(peak.rss, m.rss);
}, 100);
const p0 = Date.now();
const elu0 = performance.eventLoopUtilization();
const replayMeter = cpuMeter(local);
// BENCH_UNLOGGED, BENCH_PARALLELISM (COPY lanes), BENCH_BATCH, BENCH_WINDOW, BENCH_SEGMENT_MS: the replay's options (default: the runner's)
const option = (env, name, parse = Number) => (process.env[env] ? { [name]: parse(process.env[env]) } : {});
const replay = await runner.replayAndWait('all', {
  verify,
  ...option('BENCH_UNLOGGED', 'unlogged', (v) => v === '1'),
  ...option('BENCH_PARALLELISM', 'parallelism'),
  ...option('BENCH_BATCH', 'batchSize'),
  ...option('BENCH_WINDOW', 'window'),
  ...option('BENCH_SEGMENT_MS', 'segmentMs'),
});
const replaySeconds = (Date.now() - p0) / 1000;
clearInterval(sampler);
const elu = performance.eventLoopUtilization(elu0);
const cpu = replayMeter.stop();
if (replay.state !== 'done') throw new Error(`replay ${replay.state}: ${replay.error}`);
const sizes = [];
for (const name of projections.flatMap((p) => [...p.tables]).sort()) {
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ${name}`);
  sizes.push({ table: name, rows: rows[0].n });
}

// PostgreSQL's share of writing the read models: the rebuilt rows (taken out as binary COPY data first, not timed)
// loaded into bare copies of their tables, as a replay loads them, then given their keys and indexes. Any replay that
// folds outside the database sends PostgreSQL at least these rows.
// BENCH_FLOOR=0 skips it.
async function loadFloor() {
  const client = await pool.connect();
  const floor = { load: 0, indexes: 0, server: local ? 0 : null, self: 0, bytes: 0 };
  try {
    for (const p of projections) {
      for (const t of p.tables) {
        const chunks = [];
        await pipeline(
          client.query(copyTo(`COPY ${t} TO STDOUT (FORMAT binary)`)),
          new Writable({
            write(chunk, _e, done) {
              chunks.push(chunk);
              done();
            },
          }),
        );
        if (chunks.length === 0) continue;
        floor.bytes += chunks.reduce((n, c) => n + c.length, 0);
        const copy = `${t}__floor`;
        await client.query(`DROP TABLE IF EXISTS ${copy}`);
        await client.query(`CREATE TABLE ${copy} (LIKE ${t} INCLUDING DEFAULTS)`);
        const { rows: indexes } = await client.query('SELECT pg_get_indexdef(x.indexrelid) AS def FROM pg_index x WHERE x.indrelid = $1::regclass', [t]);
        const onCopy = (def) => def.replace(/^CREATE (UNIQUE )?INDEX \S+ ON (ONLY )?\S+ /, (_m, unique) => `CREATE ${unique ?? ''}INDEX ON ${copy} `);
        let meter = cpuMeter(local);
        await pipeline(Readable.from(chunks), client.query(copyFrom(`COPY ${copy} FROM STDIN (FORMAT binary)`)));
        let spent = meter.stop();
        floor.load += spent.wall;
        floor.self += spent.self;
        if (floor.server !== null) floor.server = spent.server === null ? null : floor.server + spent.server;
        meter = cpuMeter(local);
        for (const i of indexes) await client.query(onCopy(i.def));
        spent = meter.stop();
        floor.indexes += spent.wall;
        if (floor.server !== null) floor.server = spent.server === null ? null : floor.server + spent.server;
        await client.query(`DROP TABLE ${copy}`);
      }
    }
  } finally {
    client.release();
  }
  return floor;
}
const floor = process.env.BENCH_FLOOR === '0' ? null : await loadFloor();

const rawRate = raw / rawSeconds;
const replayRate = replay.processed / replaySeconds;
console.log(`\nread models: ${projections.map((p) => `${p.name}${p.fold.kind === 'sql' ? ' (one event at a time)' : ''}`).join(', ')}`);
table([
  { case: 'raw sequential read of events', events: raw, seconds: rawSeconds.toFixed(2), 'events/s': Math.round(rawRate), ratio: '1.00' },
  {
    case: `replay ${only ? only.join(', ') : 'all read models'}${verify ? ' + verify' : ''}`,
    events: replay.processed,
    seconds: replaySeconds.toFixed(2),
    'events/s': Math.round(replayRate),
    ratio: (replayRate / rawRate).toFixed(2),
  },
]);
if (verify) console.log(`verified: ${replay.verified} (${replay.verification.map((v) => `${v.table} ${v.rebuiltRows} rows ${v.matches ? 'match' : 'DIFFER'}`).join('; ')})`);
if (only) console.log(`(the goal, >= 50,000 events/s, is for all read models; this run replayed ${only.join(', ')}: events/s counts every event of the log scanned)`);
else console.log(`goal: >= 50,000 events/s replayed -> ${replayRate >= 50_000 ? 'met' : 'NOT met'}`);
if (serverSeconds !== null) {
  console.log(
    `PostgreSQL alone, every event as text to /dev/null (no client): ${serverSeconds.toFixed(2)} s (server CPU ${serverOut === null ? 'not measured' : `${serverOut.toFixed(1)} s`}), ` +
      `${Math.round(count[0].n / serverSeconds)} events/s; at 50,000 events/s a replay of ${count[0].n} events has ${(count[0].n / 50_000).toFixed(1)} s`,
  );
}
console.log(
  `runner-measured rate (read, apply, durable tables, indexes; without verify and swap): ${replay.eventsPerSecond} events/s; phases (ms): ${JSON.stringify(replay.timings, (_k, v) => (typeof v === 'number' ? Math.round(v) : v))}`,
);
const s1 = (x) => (x === null ? 'not measured' : `${x.toFixed(1)} s`);
console.log(
  `CPU during the replay (${cpu.wall.toFixed(1)} s wall, ${cpu.cores} cores): this process ${s1(cpu.self)} (${s1(cpu.selfSystem)} of it in the kernel; event loop busy ${(elu.utilization * 100).toFixed(0)}% of the time), ` +
    `PostgreSQL ${s1(cpu.server)}${local ? '' : ' (server not on this machine)'}, whole machine busy ${s1(cpu.machineBusy)} of ${(cpu.wall * cpu.cores).toFixed(1)} CPU-s`,
);
if (floor) {
  console.log(
    `PostgreSQL alone loading the rebuilt rows (${(floor.bytes / 1e6).toFixed(0)} MB of binary COPY data into bare tables, one connection): ` +
      `${floor.load.toFixed(2)} s, then their keys and indexes ${floor.indexes.toFixed(2)} s; server CPU ${s1(floor.server)}`,
  );
}
if (raw > 0) {
  console.log(`CPU during the raw read: this process ${s1(rawCpu.self)} (${s1(rawCpu.selfSystem)} in the kernel), PostgreSQL ${s1(rawCpu.server)}`);
}
if (readCpu) {
  console.log(
    `reading alone as the replay reads (one stream of the log, events of its types opened, batches of ${process.env.BENCH_BATCH ?? 2500}, nothing folded): ${readCpu.wall.toFixed(2)} s; ` +
      `this process ${s1(readCpu.self)} (${s1(readCpu.selfSystem)} in the kernel), PostgreSQL ${s1(readCpu.server)}`,
  );
}
if (!only && readCpu?.server != null && cpu.server !== null && floor?.server != null) {
  // What this replay pays before folding anything (reading, loading), each part measured alone above in this run.
  const budget = (count[0].n / 50_000) * cpu.cores;
  const serverPart = readCpu.server + floor.server;
  const selfPart = readCpu.self + floor.self;
  console.log(
    `CPU budget at 50,000 events/s: ${(count[0].n / 50_000).toFixed(1)} s x ${cpu.cores} cores = ${budget.toFixed(1)} CPU-s for everything, every core busy all the time.\n` +
      `  PostgreSQL, for reading the events as the replay reads them and loading the rebuilt rows (keys and indexes built): ${readCpu.server.toFixed(1)} + ${floor.server.toFixed(1)} = ${serverPart.toFixed(1)} CPU-s;\n` +
      `  this process, for the same reading (events opened) and sending the rows' COPY data once built: ${readCpu.self.toFixed(1)} + ${floor.self.toFixed(1)} = ${selfPart.toFixed(1)} CPU-s;\n` +
      `  together ${(serverPart + selfPart).toFixed(1)} CPU-s (${Math.round(((serverPart + selfPart) / budget) * 100)}% of the budget) before any fold or row building; ` +
      `this replay used ${(cpu.self + cpu.server).toFixed(1)} CPU-s (this process ${cpu.self.toFixed(1)} + PostgreSQL ${cpu.server.toFixed(1)})`,
  );
}
console.log(`memory during the replay: peak heap of the replaying thread ${(peak.heap / 1e6).toFixed(0)} MB, peak resident size of the process ${(peak.rss / 1e6).toFixed(0)} MB`);
console.log(
  `rows: ${sizes
    .filter((s) => s.rows > 0)
    .map((s) => `${s.table}=${s.rows}`)
    .join(', ')}; empty: ${sizes
    .filter((s) => s.rows === 0)
    .map((s) => s.table)
    .join(', ')}`,
);
console.log(
  `load average during the run: ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${(await import('node:os')).cpus().length} cores`,
);

await store.close();
await pool.end();
if (process.env.BENCH_KEEP !== '1' && process.env.BENCH_REUSE !== '1') await dropDatabase(DB);
