// Crash test: kill -9 of the projection runner process (api/dist/worker-projections.js) during a write load.
// The API runs with RUN_PROJECTIONS=false, so the separate process is the only one projecting. Each round: load,
// kill -9 the runner mid-load, restart it while the load goes on, stop the load; then every acknowledged create
// must be in the event store and, within a bounded time after the restart, in the read models, with every read
// model applied exactly once (row counts and counters equal the events they come from). Exits non-zero on failure.
// Usage: npm run build && node e2e/crash/kill9-projections.mjs [rounds, default 5]
import { scratchDatabase, dropDatabase } from '../../bench/lib/db.mjs';
import {
  adminPool,
  appliedOnce,
  between,
  deadline,
  NodeProcess,
  projectionsCaughtUp,
  signIn,
  sleep,
  startApi,
  statuses,
  storedCount,
  until,
  visibleCount,
  writeLoad,
} from './lib.mjs';

const ROUNDS = Number(process.argv[2] ?? 5);
const WRITERS = 8;
const CONVERGE_MS = 20_000;
const DB = 'waypost_crash_projections';
deadline(30_000 + ROUNDS * 30_000, 'kill -9 of the projection runner');

const url = await scratchDatabase(DB);
const pool = adminPool(url);
const api = await startApi({ databaseUrl: url, port: 3322, env: { RUN_PROJECTIONS: 'false', RUN_FORWARDER: 'false', RUN_CARRIERS: 'false' } });
const runner = new NodeProcess('projections', 'worker-projections.js', { DATABASE_URL: url, LOG_LEVEL: 'info' });
const acknowledged = new Map();
let failures = 0;

try {
  const cookie = await signIn(api.base);
  runner.start();
  await runner.waitForLine(/projection runner started/);
  for (let round = 1; round <= ROUNDS; round++) {
    const load = writeLoad({ base: api.base, cookie, writers: WRITERS, acknowledged });
    await sleep(between(1000, 2500));
    await runner.kill9();
    await sleep(between(300, 1000)); // writes go on while no runner projects
    runner.start();
    const restartedAt = Date.now();
    await sleep(1000);
    const stats = await load.stop();

    const ids = [...acknowledged.keys()];
    const inStore = await storedCount(pool, ids);
    let visible = 0;
    let check = { mismatches: ['not caught up'] };
    const converged = await until(async () => {
      visible = await visibleCount(pool, ids);
      if (visible !== ids.length || !(await projectionsCaughtUp(pool))) return false;
      check = await appliedOnce(pool);
      return check.mismatches.length === 0;
    }, CONVERGE_MS);
    const convergeMs = converged === null ? null : Date.now() - restartedAt;
    const ok = inStore === ids.length && converged !== null && runner.alive && api.alive;
    if (!ok) failures++;
    console.log(
      `round ${round}: ${stats.attempted} creates (${statuses(stats)}), ${stats.acknowledged} acknowledged, ${ids.length} in total; ` +
        `in event store ${inStore}/${ids.length}; in read models ${visible}/${ids.length}, ` +
        `${converged === null ? `NOT converged within ${CONVERGE_MS} ms (${check.mismatches.join('; ')})` : `converged ${convergeMs} ms after the restart`}; ` +
        `applied once: ${check.mismatches.length === 0 ? `yes (${check.counts.created} shipments, ${check.counts.acted} user events counted once)` : 'NO'}: ${ok ? 'OK' : 'FAILED'}`,
    );
    if (!ok) console.log(`${runner.tail()}\n${api.tail()}`);
  }
} catch (error) {
  failures++;
  console.error(`kill -9 of the projection runner: ${error.stack ?? error.message}\n${runner.tail()}\n${api.tail()}`);
} finally {
  await runner.stop();
  await api.stop();
  await pool.end();
}
await dropDatabase(DB);
console.log(failures === 0 ? `kill -9 of the projection runner: ${ROUNDS} rounds passed` : `kill -9 of the projection runner: ${failures} FAILED`);
process.exit(failures === 0 ? 0 : 1);
