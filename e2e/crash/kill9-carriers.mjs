// Crash test: kill -9 of the carrier worker process (api/dist/worker-carriers.js) during a write load, with the
// Kafka bus between the processes. The API runs with RUN_CARRIERS=false RUN_FORWARDER=true (it publishes the log
// to Kafka); the worker process hosts the autonomy dispatcher (CarrierSelected), the carrier consumers (book on the
// decision, then schedule tracking) and the tracking scheduler (the sandbox journey's steps).
// Converged = every acknowledged shipment has exactly one CarrierSelected and one CarrierBooked (no failure, no
// re-booking) and its carrier's whole sandbox journey, each step exactly once and in order, ending delivered; and
// the read models count each of those events once. Kafka: a private librdkafka mock cluster (.ci/kafka-mock, built
// by .ci/setup.d/kafka.sh; KAFKA_MOCK_BIN to point elsewhere) so no earlier run's topics or offsets interfere;
// without it, KAFKA_BROKERS; without either, skipped. Exits non-zero on failure.
// Usage: npm run build && node e2e/crash/kill9-carriers.mjs [rounds, default 5]
import { scratchDatabase, dropDatabase } from '../../bench/lib/db.mjs';
import {
  adminPool,
  appliedOnce,
  between,
  carrierOutcome,
  deadline,
  deliveredCount,
  kafkaBroker,
  NodeProcess,
  projectionsCaughtUp,
  signIn,
  sleep,
  startApi,
  statuses,
  storedCount,
  until,
  writeLoad,
} from './lib.mjs';

const ROUNDS = Number(process.argv[2] ?? 5);
const WRITERS = 2;
const CONVERGE_MS = 60_000;
const DB = 'waypost_crash_carriers';
// A journey of days in about a second (simulated minutes per real minute); a few carriers (one consumer group each).
const SANDBOX = { SANDBOX_SPEED: '600000', SANDBOX_SEED: '42', SANDBOX_EXCEPTION_RATE: '0.2', SANDBOX_CARRIERS: 'dhl-express,ups,fedex,asendia' };
// The killed worker's partitions move to its successor once Kafka gives up on it: the broker's minimum, not 30 s.
const KAFKA_SESSION_TIMEOUT_MS = '6000';
deadline(60_000 + ROUNDS * 75_000, 'kill -9 of the carrier worker');

const kafka = await kafkaBroker();
if (!kafka) {
  console.log('kill -9 of the carrier worker: skipped (no Kafka: build .ci/kafka-mock with .ci/setup.d/kafka.sh or set KAFKA_BROKERS)');
  process.exit(0);
}
const url = await scratchDatabase(DB);
const pool = adminPool(url);
const env = { DATABASE_URL: url, KAFKA_BROKERS: kafka.brokers, KAFKA_SESSION_TIMEOUT_MS, ...SANDBOX };
const api = await startApi({ databaseUrl: url, port: 3323, env: { ...env, RUN_PROJECTIONS: 'true', RUN_FORWARDER: 'true', RUN_CARRIERS: 'false' } });
const worker = new NodeProcess('carriers', 'worker-carriers.js', { ...env, LOG_LEVEL: 'info' });
const acknowledged = new Map();
let failures = 0;

try {
  const cookie = await signIn(api.base);
  worker.start();
  await worker.waitForLine(/carriers running/);
  for (let round = 1; round <= ROUNDS; round++) {
    const load = writeLoad({ base: api.base, cookie, writers: WRITERS, acknowledged, pauseMs: 100 });
    // Kill it while it works: once it has booked some of this round's shipments.
    const before = await progress(pool);
    await until(async () => (await progress(pool)).booked >= before.booked + 5, 30_000);
    await sleep(between(200, 1500));
    const atKill = await progress(pool);
    await worker.kill9();
    await sleep(between(300, 1000)); // shipments keep being created while no worker runs
    worker.start();
    const restartedAt = Date.now();
    await sleep(1000);
    const stats = await load.stop();

    const ids = [...acknowledged.keys()];
    const inStore = await storedCount(pool, ids);
    let delivered = 0;
    let carrier = { problems: [] };
    let check = { mismatches: ['not caught up'] };
    const converged = await until(
      async () => {
        delivered = await deliveredCount(pool, ids);
        if (delivered < ids.length) return false;
        carrier = await carrierOutcome(pool, acknowledged, SANDBOX);
        if (carrier.problems.length > 0) return false;
        if (!(await projectionsCaughtUp(pool))) return false;
        check = await appliedOnce(pool);
        return check.mismatches.length === 0;
      },
      CONVERGE_MS,
      250,
    );
    const convergeMs = converged === null ? null : Date.now() - restartedAt;
    const ok = inStore === ids.length && converged !== null && worker.alive && api.alive;
    if (!ok) failures++;
    console.log(
      `round ${round}: ${stats.attempted} creates (${statuses(stats)}), ${stats.acknowledged} acknowledged, ${ids.length} in total; ` +
        `killed after ${atKill.booked - before.booked} bookings and ${atKill.steps - before.steps} journey steps of this round; in event store ${inStore}/${ids.length}; ` +
        (converged === null
          ? `NOT converged within ${CONVERGE_MS} ms (delivered ${delivered}/${ids.length}; ${[...carrier.problems.slice(0, 3), ...check.mismatches].join('; ')})`
          : `converged ${convergeMs} ms after the restart: ${ids.length} selected once, booked once, ${carrier.steps} journey steps each once, all delivered; read models count each once`) +
        `: ${ok ? 'OK' : 'FAILED'}`,
    );
    if (!ok) console.log(`${worker.tail()}\n${api.tail()}`);
  }
} catch (error) {
  failures++;
  console.error(`kill -9 of the carrier worker: ${error.stack ?? error.message}\n${worker.tail()}\n${api.tail()}`);
} finally {
  await worker.stop();
  await api.stop();
  await pool.end();
  kafka.stop();
}
await dropDatabase(DB);
console.log(failures === 0 ? `kill -9 of the carrier worker: ${ROUNDS} rounds passed` : `kill -9 of the carrier worker: ${failures} FAILED`);
process.exit(failures === 0 ? 0 : 1);

// ── the carrier side's convergence ──────────────────────────────────────────

async function progress(pool) {
  const { rows } = await pool.query(
    `SELECT count(*) FILTER (WHERE type = 'CarrierBooked')::int AS booked, count(*) FILTER (WHERE type = 'TrackingEventRecorded')::int AS steps
       FROM events WHERE type IN ('CarrierBooked', 'TrackingEventRecorded')`,
  );
  return rows[0];
}
