// Crash test: kill -9 of the webhook deliverer (api/dist/worker-webhooks.js) while shipments are created. The API
// runs with RUN_WEBHOOKS=false, so the separate process is the only one delivering, to a receiver on 127.0.0.1 that
// verifies every signature (standardwebhooks). Each round: load, kill -9 the deliverer mid-load, restart it, stop the
// load; then, within a bounded time, every acknowledged shipment's shipment.created must have arrived, duplicates
// only with the same webhook-id (same event), and the first arrivals in log order. Exits non-zero on failure.
// Usage: npm run build && node e2e/crash/kill9-webhooks.mjs [rounds, default 3]
import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { scratchDatabase, dropDatabase } from '../../bench/lib/db.mjs';
import { adminPool, between, deadline, NodeProcess, signIn, sleep, startApi, statuses, until, writeLoad } from './lib.mjs';

const ROUNDS = Number(process.argv[2] ?? 3);
const CONVERGE_MS = 30_000;
const DB = 'waypost_crash_webhooks';
const RECEIVER_PORT = 3357;
deadline(60_000 + ROUNDS * 45_000, 'kill -9 of the webhook deliverer');

let secret = null;
const arrivals = []; // { webhookId, shipmentId }
let badSignatures = 0;
const receiver = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    try {
      const payload = new Webhook(secret).verify(body, req.headers);
      arrivals.push({ webhookId: req.headers['webhook-id'], shipmentId: payload.data.shipmentId });
    } catch {
      badSignatures++;
    }
    res.writeHead(200).end();
  });
});
await new Promise((r) => receiver.listen(RECEIVER_PORT, '127.0.0.1', r));

const url = await scratchDatabase(DB);
const env = { WEBHOOK_ALLOW_HOSTS: '127.0.0.1', WEBHOOK_POLL_MS: '50', PASSWORD_SCRYPT_LOG2_N: '14' };
const api = await startApi({ databaseUrl: url, port: 3356, env: { ...env, RUN_WEBHOOKS: 'false', RUN_FORWARDER: 'false', RUN_CARRIERS: 'false' } });
const pool = adminPool(url);
/** Each ShipmentCreated event id's place in the log (readers' order: transaction, then position). */
const logOrder = async () =>
  new Map(
    (await pool.query(`SELECT event_id::text AS id FROM events WHERE type = 'ShipmentCreated' ORDER BY transaction_id::text::bigint, global_position`)).rows.map((r, i) => [
      r.id,
      i,
    ]),
  );
const deliverer = new NodeProcess('webhooks', 'worker-webhooks.js', { DATABASE_URL: url, LOG_LEVEL: 'info', ...env });
const acknowledged = new Map();
let failures = 0;

try {
  const cookie = await signIn(api.base);
  const created = await fetch(`${api.base}/api/webhooks/endpoints`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ url: `http://127.0.0.1:${RECEIVER_PORT}/hooks`, eventTypes: ['shipment.created'] }),
  });
  if (created.status !== 201) throw new Error(`endpoint: ${created.status} ${await created.text()}`);
  secret = (await created.json()).secret;
  deliverer.start();
  await deliverer.waitForLine(/webhooks running/);
  for (let round = 1; round <= ROUNDS; round++) {
    const load = writeLoad({ base: api.base, cookie, writers: 4, acknowledged, pauseMs: 20 });
    await sleep(between(1000, 2500));
    await deliverer.kill9();
    await sleep(between(300, 1000)); // creates go on while nothing delivers
    deliverer.start();
    await sleep(1000);
    const stats = await load.stop();

    const ids = [...acknowledged.keys()];
    const received = () => new Set(arrivals.map((a) => a.shipmentId));
    const converged = await until(async () => ids.every((id) => received().has(id)), CONVERGE_MS);
    const idsOf = new Map();
    for (const a of arrivals) idsOf.set(a.shipmentId, (idsOf.get(a.shipmentId) ?? new Set()).add(a.webhookId));
    const oneIdEach = [...idsOf.values()].every((s) => s.size === 1);
    const seen = new Set();
    const firsts = arrivals.filter((a) => !seen.has(a.webhookId) && seen.add(a.webhookId));
    const order = await logOrder();
    const inOrder = firsts.every((a, i) => i === 0 || order.get(firsts[i - 1].webhookId) < order.get(a.webhookId));
    const duplicates = arrivals.length - firsts.length;
    const ok = converged !== null && oneIdEach && inOrder && badSignatures === 0 && api.alive && deliverer.alive;
    if (!ok) failures++;
    console.log(
      `round ${round}: ${stats.attempted} creates (${statuses(stats)}), ${ids.length} acknowledged in total; ` +
        `delivered ${ids.filter((id) => received().has(id)).length}/${ids.length}${converged === null ? ` NOT within ${CONVERGE_MS} ms` : ''}; ` +
        `${duplicates} duplicates (${oneIdEach ? 'each with its event’s webhook-id' : 'WITH ANOTHER webhook-id'}); first arrivals ${inOrder ? 'in log order' : 'OUT OF ORDER'}; ` +
        `bad signatures ${badSignatures}: ${ok ? 'OK' : 'FAILED'}`,
    );
    if (!ok) console.log(`${deliverer.tail()}\n${api.tail()}`);
  }
} catch (error) {
  failures++;
  console.error(`kill -9 of the webhook deliverer: ${error.stack ?? error.message}\n${deliverer.tail()}\n${api.tail()}`);
} finally {
  await deliverer.stop();
  await api.stop();
  await pool.end();
  receiver.close();
}
await dropDatabase(DB);
console.log(failures === 0 ? `kill -9 of the webhook deliverer: ${ROUNDS} rounds passed` : `kill -9 of the webhook deliverer: ${failures} FAILED`);
process.exit(failures === 0 ? 0 : 1);
