// bench/webhooks: webhook deliveries/s to a local receiver and delivery lag (event stored -> receiver has it), p50/p99,
// while shipments are created as bench/http creates them (32 connections unless told; autocannon); one endpoint, so
// deliveries are sequential and in order.
// Baseline in the same run: the same number of signed POSTs sent one after another straight to the receiver.
// 127.0.0.1 only, bounded. Usage: npm run build && node bench/webhooks/run.mjs [seconds of load, default 10] [connections, default 32]
// BENCH_WEBHOOKS_WORKER=1: the deliverer runs in its own process (api/dist/worker-webhooks.js, as in the multi-process
// shape) instead of inside the API process that serves the creates.
import http from 'node:http';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';
import { Webhook } from 'standardwebhooks';
import { scratchDatabase, dropDatabase, percentile, table } from '../lib/db.mjs';
import { startApp, stopChild, signIn, shipmentPayload } from '../lib/server.mjs';

const SECONDS = Math.min(Number(process.argv[2] ?? 10), 60);
const CONNECTIONS = Math.min(Math.max(Number(process.argv[3] ?? 32), 1), 128);
const DB = 'waypost_bench_webhooks';
const RECEIVER_PORT = 3351;
const APP_PORT = 3350;

// ── the receiver: verifies a sample of signatures, records arrival times ──
const arrivals = [];
let secret = null;
let verified = 0;
const receiver = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    const at = Date.now();
    if (secret && arrivals.length % 50 === 0) {
      new Webhook(secret).verify(body, req.headers);
      verified++;
    }
    const payload = JSON.parse(body);
    arrivals.push({ at, id: req.headers['webhook-id'], stored: Date.parse(payload.timestamp), type: payload.type });
    res.writeHead(204).end();
  });
});
await new Promise((r) => receiver.listen(RECEIVER_PORT, '127.0.0.1', r));

const WORKER = process.env.BENCH_WEBHOOKS_WORKER === '1';
const url = await scratchDatabase(DB);
const settings = { WEBHOOK_ALLOW_HOSTS: '127.0.0.1', PASSWORD_SCRYPT_LOG2_N: '14', WEBHOOK_POLL_MS: '50', RUN_CARRIERS: 'false', RUN_FORWARDER: 'false' };
const app = await startApp({ databaseUrl: url, port: APP_PORT, env: { ...settings, RUN_WEBHOOKS: WORKER ? 'false' : 'true' } });
const worker = WORKER
  ? spawn(process.execPath, [path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/dist/worker-webhooks.js')], {
      env: { ...process.env, ...settings, DATABASE_URL: url, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  : null;
try {
  const cookie = await signIn(app.base, 'shipper@waypost.test');
  const headers = { cookie, 'content-type': 'application/json' };
  const created = await fetch(`${app.base}/api/webhooks/endpoints`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ url: `http://127.0.0.1:${RECEIVER_PORT}/hooks`, eventTypes: ['shipment.created'] }),
  });
  if (created.status !== 201) throw new Error(`endpoint: ${created.status} ${await created.text()}`);
  secret = (await created.json()).secret;

  const load = await new Promise((resolve, reject) =>
    autocannon({ url: `${app.base}/api/shipments`, method: 'POST', headers, body: JSON.stringify(shipmentPayload()), duration: SECONDS, connections: CONNECTIONS }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  );
  const expected = load['2xx'];
  const deadline = Date.now() + 30_000;
  while (arrivals.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

  // ── baseline: the same number of signed POSTs, one after another, straight to the receiver ──
  const base = arrivals.length;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const started = performance.now();
  const agent = new http.Agent({ keepAlive: false });
  for (let i = 0; i < expected; i++) {
    const body = JSON.stringify({ type: 'bench', timestamp: new Date().toISOString(), data: { i } });
    const ts = Math.floor(Date.now() / 1000);
    const id = `bench-${i}`;
    const sig = `v1,${createHmac('sha256', key).update(`${id}.${ts}.${body}`).digest('base64')}`;
    await new Promise((resolve, reject) => {
      const r = http.request(
        `http://127.0.0.1:${RECEIVER_PORT}/hooks`,
        { method: 'POST', agent, headers: { 'webhook-id': id, 'webhook-timestamp': ts, 'webhook-signature': sig, 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      r.on('error', reject);
      r.end(body);
    });
  }
  const baselineSeconds = (performance.now() - started) / 1000;

  const deliveries = arrivals.slice(0, base).filter((a) => a.type === 'shipment.created');
  const span = (deliveries.at(-1).at - deliveries[0].at) / 1000 || 1;
  const lags = deliveries.map((a) => a.at - a.stored).sort((a, b) => a - b);
  const unique = new Set(deliveries.map((a) => a.id)).size;
  console.log(`\nbench/webhooks — ${SECONDS}s of shipment creation at ${CONNECTIONS} connections, 127.0.0.1, ${new Date().toISOString()}`);
  console.log(`deliverer: ${WORKER ? 'its own process (worker-webhooks)' : 'inside the API process (RUN_WEBHOOKS=true, the embedded default)'}`);
  table([
    { what: 'webhook deliveries (app, one endpoint, in order)', count: deliveries.length, 'per s': Math.round(deliveries.length / span) },
    { what: 'baseline: sequential signed POSTs to the receiver', count: expected, 'per s': Math.round(expected / baselineSeconds) },
  ]);
  console.log(`shipments created: ${expected} (non-2xx ${load.non2xx}); delivered ${deliveries.length}, unique webhook-ids ${unique}; signatures verified: ${verified}`);
  console.log(`delivery lag (event stored -> received): p50 ${percentile(lags, 50)} ms, p99 ${percentile(lags, 99)} ms, max ${lags.at(-1)} ms`);
  console.log(`ratio deliveries/s vs baseline: ${(deliveries.length / span / (expected / baselineSeconds)).toFixed(2)}`);
} finally {
  if (worker) await stopChild(worker);
  await app.stop();
  await dropDatabase(DB);
  receiver.close();
}
