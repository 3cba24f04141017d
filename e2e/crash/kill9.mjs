// Crash test: kill -9 the server (api/dist/main.js, projections in-process) during a write load, restart it, and
// check that every shipment whose create was acknowledged (201) is in the event store and, within a bounded time
// after the restart, in the read models, with every read model applied exactly once (row counts and counters equal
// the events they come from). Exits non-zero on failure.
// Usage: npm run build && node e2e/crash/kill9.mjs [rounds, default 5]
import { scratchDatabase, dropDatabase } from '../../bench/lib/db.mjs';
import { adminPool, appliedOnce, between, deadline, projectionsCaughtUp, signIn, sleep, startApi, statuses, storedCount, until, visibleCount, writeLoad } from './lib.mjs';

const ROUNDS = Number(process.argv[2] ?? 5);
const WRITERS = 16;
const CONVERGE_MS = 10_000;
const DB = 'waypost_crash_test';
deadline(30_000 + ROUNDS * 40_000, 'kill -9 crash test');

const url = await scratchDatabase(DB);
const pool = adminPool(url);
const acknowledged = new Map(); // shipment id -> { trackingNumber, payload }
let failures = 0;

let app = await startApi({ databaseUrl: url, port: 3321 });
for (let round = 1; round <= ROUNDS; round++) {
  const cookie = await signIn(app.base);
  const load = writeLoad({ base: app.base, cookie, writers: WRITERS, acknowledged, onDown: 'stop' });
  await sleep(between(1500, 2500));
  await app.kill9();
  const stats = await load.stop();

  // every acknowledged create is in the event store
  const ids = [...acknowledged.keys()];
  const inStore = await storedCount(pool, ids);

  // restart; within the bound every acknowledged shipment is in the read models, each event applied once
  const restarted = await startApi({ databaseUrl: url, port: 3321 });
  let visible = 0;
  let check = { mismatches: ['not caught up'] };
  const convergeMs = await until(
    async () => {
      visible = await visibleCount(pool, ids);
      if (visible !== ids.length || !(await projectionsCaughtUp(pool))) return false;
      check = await appliedOnce(pool);
      return check.mismatches.length === 0;
    },
    CONVERGE_MS,
    50,
  );
  // spot-check over HTTP
  const cookie2 = await signIn(restarted.base);
  const sample = ids.slice(-5);
  let httpOk = 0;
  for (const id of sample) {
    const res = await fetch(`${restarted.base}/api/tracking/${acknowledged.get(id).trackingNumber}`, { headers: { cookie: cookie2 } });
    if (res.status === 200) httpOk++;
  }
  const ok = inStore === ids.length && convergeMs !== null && httpOk === sample.length;
  if (!ok) failures++;
  console.log(
    `round ${round}: ${stats.attempted} creates attempted (${statuses(stats)}), ${ids.length} acknowledged in total; in event store ${inStore}/${ids.length}; ` +
      `in read models ${visible}/${ids.length} ${convergeMs === null ? `NOT within ${CONVERGE_MS} ms (${check.mismatches.join('; ')})` : `${convergeMs} ms after the restart`}; ` +
      `tracking over HTTP ${httpOk}/${sample.length}; applied once: ${check.mismatches.length === 0 ? `yes (${check.counts.shipments_rows} shipments rows = ${check.counts.created} ShipmentCreated, counters equal)` : 'NO'}: ${ok ? 'OK' : 'FAILED'}`,
  );
  if (!ok) console.log(`${app.tail()}\n${restarted.tail()}`);
  app = restarted; // the next round's load goes to it
}
await app.stop();
await pool.end();
await dropDatabase(DB);
console.log(failures === 0 ? `kill -9 crash test: ${ROUNDS} rounds passed` : `kill -9 crash test: ${failures} of ${ROUNDS} rounds FAILED`);
process.exit(failures === 0 ? 0 : 1);
