// Crash test (issue 27): kill -9 of the carrier worker process while it buys labels from real providers (their local
// fakes, all six configured as a business configures real keys), with Kafka between the API and the worker.
// Shippers keep buying provider rates (round robin over the six) while the worker is killed and restarted.
// Converged = every acknowledged purchase has exactly one CarrierBooked, by the provider it was bought from; and
// every fake whose adapter can prove a purchase once (finding the earlier purchase) sold exactly as many labels as were
// bought from it: none lost, none bought twice. MyDHL and FedEx cannot: their re-purchases after a lost answer are
// counted, and each must follow an attempt the journal saw go unanswered (see PROVES_ONCE).
// Without Kafka (.ci/kafka-mock or KAFKA_BROKERS): skipped. Exits non-zero on failure.
// Usage: npm run build && node e2e/crash/kill9-providers.mjs [rounds, default 3]
import { createRequire } from 'node:module';
import path from 'node:path';
import { scratchDatabase, dropDatabase } from '../../bench/lib/db.mjs';
import { adminPool, between, deadline, kafkaBroker, NodeProcess, root, signIn, sleep, startApi, until } from './lib.mjs';

const ROUNDS = Number(process.argv[2] ?? 3);
const BUYERS = 3;
const CONVERGE_MS = 60_000;
const DB = 'waypost_crash_providers';
deadline(60_000 + ROUNDS * 90_000, 'kill -9 of the carrier worker buying from providers');

const require = createRequire(import.meta.url);
const { startFakeFleet, FLEET_PROVIDERS } = require(path.join(root, 'api/dist/carriers/providers/testing/fake-fleet.js'));

const kafka = await kafkaBroker();
if (!kafka) {
  console.log('kill -9 of the carrier worker buying from providers: skipped (no Kafka: build .ci/kafka-mock with .ci/setup.d/kafka.sh or set KAFKA_BROKERS)');
  process.exit(0);
}
const fleet = await startFakeFleet();
// every provider call takes a while, as a real one does: a kill lands while purchases are in flight
for (const fake of Object.values(fleet.fakes)) fake.server.latencyMs = 120;
// Providers that can prove a purchase happened once after a lost answer: an idempotency key, or finding the earlier
// purchase (EasyPost, Shippo, Karrio: the rated shipment; UPS: Label Recovery by reference). MyDHL and FedEx keep no key
// and cannot hand back an earlier label: a purchase whose answer was lost is bought again (the worker logs it) and the
// first waybill is never scanned, so never billed; this test counts those.
const { createProvider, providerAccounts } = require(path.join(root, 'api/dist/carriers/providers/provider-factory.js'));
const { loadConfig } = require(path.join(root, 'api/dist/platform/config/config.js'));
const PROVES_ONCE = new Set(
  providerAccounts(loadConfig({ NODE_ENV: 'test', ...fleet.env }))
    .map((a) => createProvider(a))
    .filter((p) => p.capabilities.idempotentPurchase || typeof p.findPurchase === 'function')
    .map((p) => p.id),
);
const url = await scratchDatabase(DB);
const pool = adminPool(url);
// tracking is not what this test watches: a long poll interval keeps the worker on purchases
const env = { DATABASE_URL: url, KAFKA_BROKERS: kafka.brokers, KAFKA_SESSION_TIMEOUT_MS: '6000', SANDBOX_CARRIERS: 'ups,fedex', PROVIDER_POLL_SECONDS: '3600', ...fleet.env };
const api = await startApi({ databaseUrl: url, port: 3327, env: { ...env, RUN_PROJECTIONS: 'true', RUN_FORWARDER: 'true', RUN_CARRIERS: 'false' } });
const worker = new NodeProcess('carriers', 'worker-carriers.js', { ...env, LOG_LEVEL: 'info' });
/** shipment id -> provider it was bought from */
const bought = new Map();
let failures = 0;

const US_DE = {
  fromAddress: { name: 'Crash Shipper', address: '350 5th Ave', city: 'New York', state: 'NY', country: 'US', postalCode: '10118', phone: '+1 212 555 0100' },
  toAddress: { name: 'Crash Receiver', address: 'Unter den Linden 77', city: 'Berlin', country: 'Germany', postalCode: '10117', phone: '+49 30 5550100' },
  itemDetails: { description: 'Crash parcel', weight: 1.5, value: 60, dimensions: { length: 30, width: 20, height: 10 } },
  customs: {
    contentType: 'merchandise',
    incoterm: 'DAP',
    items: [
      { description: 'Cotton T-shirts', quantity: 3, unitValue: { amountMinor: 2000, currency: 'USD' }, hsCode: '610910', originCountry: 'US', weight: { value: 300, unit: 'g' } },
    ],
  },
  rateSelection: 'manual',
};

function buyLoad(base, cookie) {
  let running = true;
  const stats = { bought: 0, errors: 0 };
  const headers = { 'content-type': 'application/json', accept: 'application/json', cookie };
  const loops = Array.from({ length: BUYERS }, async (_, b) => {
    for (let i = 0; running; i++) {
      try {
        const created = await fetch(`${base}/api/shipments`, { method: 'POST', headers, body: JSON.stringify(US_DE), signal: AbortSignal.timeout(20_000) });
        if (created.status !== 201) throw new Error(`create ${created.status}`);
        const shipment = await created.json();
        const provider = FLEET_PROVIDERS[(b + i) % FLEET_PROVIDERS.length];
        const rate = shipment.rates.find((r) => r.provider?.id === provider);
        if (!rate) throw new Error(`no ${provider} rate`);
        const res = await fetch(`${base}/api/shipments/${shipment.id}/purchase`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ rateId: rate.id }),
          signal: AbortSignal.timeout(20_000),
        });
        if (res.status !== 200) throw new Error(`purchase ${res.status}`);
        bought.set(shipment.id, provider);
        stats.bought++;
      } catch {
        stats.errors++;
        await sleep(200);
      }
      await sleep(150);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return stats;
    },
  };
}

try {
  const cookie = await signIn(api.base);
  worker.start();
  await worker.waitForLine(/carriers running/);
  for (let round = 1; round <= ROUNDS; round++) {
    const load = buyLoad(api.base, cookie);
    const before = await booked(pool);
    await until(async () => (await booked(pool)) >= before + 4, 40_000);
    await sleep(between(100, 1200));
    const atKill = await booked(pool);
    await worker.kill9();
    await sleep(between(300, 1000)); // purchases keep coming while no worker runs
    worker.start();
    const restartedAt = Date.now();
    await sleep(1000);
    const stats = await load.stop();

    let outcome = { problems: ['not checked'] };
    const converged = await until(
      async () => {
        outcome = await check(pool);
        return outcome.problems.length === 0;
      },
      CONVERGE_MS,
      250,
    );
    const ok = converged !== null && worker.alive && api.alive;
    if (!ok) failures++;
    console.log(
      `round ${round}: ${stats.bought} purchases (${stats.errors} refused or failed), ${bought.size} in total; killed after ${atKill - before} bookings of this round; ` +
        (converged === null
          ? `NOT converged within ${CONVERGE_MS} ms (${outcome.problems.slice(0, 4).join('; ')})`
          : `converged ${Date.now() - restartedAt} ms after the restart: each purchase booked once by its provider; labels sold ${outcome.sold} ` +
            `(${[...PROVES_ONCE].join(', ')}: exactly one per purchase; ${outcome.rebought} re-bought by providers without a key, each after an unanswered attempt); ` +
            `${outcome.again} purchases in flight at a kill, asked again`) +
        `: ${ok ? 'OK' : 'FAILED'}`,
    );
    if (!ok) console.log(`${worker.tail()}\n${api.tail()}`);
  }
} catch (error) {
  failures++;
  console.error(`kill -9 of the carrier worker buying from providers: ${error.stack ?? error.message}\n${worker.tail()}\n${api.tail()}`);
} finally {
  await worker.stop();
  await api.stop();
  await pool.end();
  await fleet.close();
  kafka.stop();
}
await dropDatabase(DB);
console.log(
  failures === 0 ? `kill -9 of the carrier worker buying from providers: ${ROUNDS} rounds passed` : `kill -9 of the carrier worker buying from providers: ${failures} FAILED`,
);
process.exit(failures === 0 ? 0 : 1);

async function booked(pool) {
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM events WHERE type = 'CarrierBooked'`);
  return rows[0].n;
}

/** Each purchase booked exactly once by its provider; each fake sold exactly the labels bought from it. */
async function check(pool) {
  const problems = [];
  const ids = [...bought.keys()];
  const { rows } = await pool.query(
    `SELECT substring(stream_id from 10)::uuid AS id, array_agg(data->>'carrierId') AS carriers
       FROM events WHERE type = 'CarrierBooked' AND stream_id = ANY($1) GROUP BY stream_id`,
    [ids.map((id) => `shipment-${id}`)],
  );
  const byId = new Map(rows.map((r) => [r.id, r.carriers]));
  for (const [id, provider] of bought) {
    const carriers = byId.get(id) ?? [];
    if (carriers.length !== 1 || carriers[0] !== provider) problems.push(`${id}: booked by [${carriers.join(', ')}], bought from ${provider}`);
  }
  let sold = 0;
  let rebought = 0;
  for (const provider of FLEET_PROVIDERS) {
    const expected = [...bought.values()].filter((p) => p === provider).length;
    const labels = fleet.fakes[provider].labelsBought();
    sold += labels;
    if (PROVES_ONCE.has(provider) ? labels !== expected : labels < expected) problems.push(`${provider}: ${labels} labels sold for ${expected} purchases`);
    if (!PROVES_ONCE.has(provider)) rebought += labels - expected;
  }
  // each re-purchase follows an attempt whose answer was lost: the journal counts the attempts (the worker logs each)
  const { rows: retried } = await pool.query(`SELECT count(*)::int AS n FROM provider_purchases WHERE attempts > 1 AND NOT (provider_key = ANY($1))`, [[...PROVES_ONCE]]);
  if (rebought > retried[0].n) problems.push(`${rebought} labels bought again but only ${retried[0].n} purchases were attempted again`);
  const { rows: again } = await pool.query(`SELECT count(*)::int AS n FROM provider_purchases WHERE attempts > 1`);
  return { problems, sold, rebought, again: again[0].n };
}
