// bench/append: event store appends/s vs raw `pg` INSERTs of the same rows, measured in the same run.
// Usage: npm run build && node bench/append/run.mjs [seconds per round, default 5]   (BENCH_ROUNDS, default 5)
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { scratchDatabase, dropDatabase, table } from '../lib/db.mjs';

const require = createRequire(import.meta.url);
const { migrate } = require('../../api/dist/platform/db/migrations.js');
const { PostgresEventStore } = require('../../api/dist/platform/event-store/postgres-event-store.js');

const SECONDS = Number(process.argv[2] ?? 5);
const DB = 'waypost_bench_append';
const url = await scratchDatabase(DB);
const pool = new pg.Pool({ connectionString: url, max: 16 });
await migrate(pool);
await pool.query('CREATE TABLE raw_events (LIKE events INCLUDING DEFAULTS INCLUDING INDEXES)');
// as the app runs it: concurrent appends to different streams share statements and commits (group commit) ...
const store = new PostgresEventStore(pool);
// ... and, for comparison, one statement per append (no append ever waits for another)
const soloStore = new PostgresEventStore(pool, { groupCommit: { maxInFlight: 1024 } });

const metadata = () => {
  const id = randomUUID();
  return { commandId: id, correlationId: id, causationId: id, actor: { kind: 'system', id: 'bench' }, occurredAt: new Date().toISOString() };
};
const data = { shipmentId: randomUUID(), trackingNumber: '2PG-2026-000001', description: 'bench event with a realistic payload size', weight: 1.5 };
const newEvents = (n) => Array.from({ length: n }, () => ({ eventId: randomUUID(), type: 'BenchEvent', data, metadata: metadata() }));

// Raw baseline: the same rows into an identical table, one statement per append, no version check.
const rawInsert = (n) => {
  const events = newEvents(n);
  const stream = `raw-${randomUUID()}`;
  // a named (prepared) statement, as the event store uses, so the comparison is like for like
  return pool.query({
    name: 'raw_insert',
    text: `INSERT INTO raw_events (stream_id, version, event_id, type, schema_version, data, metadata)
     SELECT $1, n.ord, n.event_id, n.type, 1, n.data, n.metadata
     FROM unnest($2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[]) WITH ORDINALITY AS n(event_id, type, data, metadata, ord)`,
    values: [stream, events.map((e) => e.eventId), events.map((e) => e.type), events.map((e) => JSON.stringify(e.data)), events.map((e) => JSON.stringify(e.metadata))],
  });
};
const storeAppend = (n) => store.append(`bench-${randomUUID()}`, 'bench', 'no_stream', newEvents(n));
const soloAppend = (n) => soloStore.append(`bench-${randomUUID()}`, 'bench', 'no_stream', newEvents(n));

async function measure(op, writers, batch) {
  const end = Date.now() + SECONDS * 1000;
  let appends = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (Date.now() < end) {
        await op(batch);
        appends++;
      }
    }),
  );
  return (appends * batch) / SECONDS;
}

const cases = [
  { name: 'single event, 1 writer', writers: 1, batch: 1 },
  { name: 'single event, 8 writers', writers: 8, batch: 1 },
  { name: 'batch of 100, 1 writer', writers: 1, batch: 100 },
  { name: 'batch of 100, 8 writers', writers: 8, batch: 100 },
];
// Machine noise (mostly how long the disk takes to flush a commit) moves every figure by 20-30 % from one second to
// the next, so each case runs several rounds that alternate raw, store and solo, and the ratio is taken within each
// round (both sides measured within seconds of each other) and then the median over the rounds. The best round of
// each side is printed too.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
const bests = [];
for (const c of cases) {
  await measure(storeAppend, c.writers, c.batch); // warm up
  const raw = [];
  const es = [];
  const solo = [];
  for (let r = 0; r < ROUNDS; r++) {
    raw.push(await measure(rawInsert, c.writers, c.batch));
    es.push(await measure(storeAppend, c.writers, c.batch));
    solo.push(await measure(soloAppend, c.writers, c.batch));
  }
  const ratios = es.map((x, i) => x / raw[i]);
  const soloRatios = solo.map((x, i) => x / raw[i]);
  rows.push({
    case: c.name,
    'event store events/s': Math.round(median(es)),
    'raw pg INSERT rows/s': Math.round(median(raw)),
    ratio: median(ratios).toFixed(2),
    'ratio per round': ratios.map((x) => x.toFixed(2)).join(' '),
    'store, 1 statement per append': `${Math.round(median(solo))} (${median(soloRatios).toFixed(2)})`,
  });
  bests.push({
    case: c.name,
    'best store round': Math.round(Math.max(...es)),
    'best raw round': Math.round(Math.max(...raw)),
    'ratio of bests': (Math.max(...es) / Math.max(...raw)).toFixed(2),
  });
}
console.log(
  `\nbench/append — ${ROUNDS} rounds of ${SECONDS}s per case (raw, store, solo in turn); medians, and the ratio as the median of the per-round ratios; PostgreSQL ${url.replace(/\/\/[^@]*@/, '//')}; load average ${(
    await import('node:os')
  )
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
table(rows);
console.log('\nthe best round of each side (for comparison with earlier printouts, which compared these):');
table(bests);
console.log(`goal: ratio >= 0.8 — ${rows.every((r) => Number(r.ratio) >= 0.8) ? 'met' : 'NOT met'} in every case`);
console.log(`group commit: ${store.groupCommit.stats.statements} statements in all, ${store.groupCommit.stats.grouped} appends went in shared ones`);
await store.close();
await soloStore.close();
await pool.end();
await dropDatabase(DB);
