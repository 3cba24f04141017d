// bench/append: event store appends/s vs raw `pg` INSERTs of the same rows, measured in the same run.
// Usage: npm run build && node bench/append/run.mjs [seconds per case, default 5]
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
const ROUNDS = 3;
const rows = [];
for (const c of cases) {
  // warm up, then alternate raw and store over several rounds and keep each side's best round,
  // so that neither side is measured only while something else on the machine is busy
  await measure(storeAppend, c.writers, c.batch);
  let raw = 0;
  let es = 0;
  let solo = 0;
  for (let r = 0; r < ROUNDS; r++) {
    raw = Math.max(raw, await measure(rawInsert, c.writers, c.batch));
    es = Math.max(es, await measure(storeAppend, c.writers, c.batch));
    solo = Math.max(solo, await measure(soloAppend, c.writers, c.batch));
  }
  rows.push({
    case: c.name,
    'event store events/s': Math.round(es),
    'raw pg INSERT rows/s': Math.round(raw),
    ratio: (es / raw).toFixed(2),
    'store, 1 statement per append': `${Math.round(solo)} (${(solo / raw).toFixed(2)})`,
  });
}
console.log(`\nbench/append — best of ${ROUNDS} alternating rounds of ${SECONDS}s per case, PostgreSQL ${url.replace(/\/\/[^@]*@/, '//')}`);
table(rows);
console.log(`goal: ratio >= 0.8 — ${rows.every((r) => Number(r.ratio) >= 0.8) ? 'met' : 'NOT met'} in every case`);
console.log(`group commit: ${store.groupCommit.stats.statements} statements in all, ${store.groupCommit.stats.grouped} appends went in shared ones`);
await store.close();
await soloStore.close();
await pool.end();
await dropDatabase(DB);
