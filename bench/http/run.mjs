// bench/http: authenticated POST /api/shipments at concurrency 32 (autocannon), next to a bare Fastify hello-world
// in the same run, plus projection lag (append until visible in GET /api/tracking) sampled under that load.
// Usage: npm run build && node bench/http/run.mjs [seconds, default 15] [connections, default 32]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { scratchDatabase, dropDatabase, percentile, table } from '../lib/db.mjs';
import { startApp, stopChild, signIn, shipmentPayload } from '../lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.argv[2] ?? 15);
const CONNECTIONS = Number(process.argv[3] ?? 32);
const DB = 'waypost_bench_http';
// pause between lag samples: at 20 ms a 15 s run gives a few hundred samples, enough for a p99 that is not just the max
const LAG_GAP_MS = Number(process.env.BENCH_LAG_GAP_MS ?? 20);

const run = (opts) => new Promise((resolve, reject) => autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts }, (e, r) => (e ? reject(e) : resolve(r))));
const row = (name, r) => ({
  target: name,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  '2xx': r['2xx'],
  'non-2xx': r.non2xx,
  errors: r.errors + r.timeouts,
});

// 1. bare Fastify baseline
const bare = spawn(process.execPath, [path.join(here, '../lib/bare-fastify.mjs'), '3312'], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => bare.stdout.once('data', resolve));
const baseline = await run({ url: 'http://127.0.0.1:3312/' });
await stopChild(bare);

// 2. the app on a scratch database
const url = await scratchDatabase(DB);
const app = await startApp({ databaseUrl: url, port: 3311 });
const cookie = await signIn(app.base, 'shipper@waypost.test');
const headers = { cookie, 'content-type': 'application/json' };

// projection lag sampler: create, then poll the tracking endpoint until the shipment is visible. The lag runs from the
// 201 (the append has committed) until a GET /api/tracking answers 200 (received, so it also counts that GET's own
// latency under load). Two wider measures for comparison: from sending the POST, and from the command's acceptance
// on the server (the shipment's createdAt: same machine, same clock; before the append).
const lags = [];
const lagsFromSend = [];
const lagsFromAccepted = [];
let sampling = true;
const sampler = (async () => {
  await new Promise((r) => setTimeout(r, 1000));
  let i = 0;
  while (sampling) {
    const sent = performance.now();
    const res = await fetch(`${app.base}/api/shipments`, { method: 'POST', headers, body: JSON.stringify(shipmentPayload(i++)) });
    if (res.status === 201) {
      const { trackingNumber, createdAt } = await res.json();
      const t0 = performance.now();
      for (;;) {
        const t = await fetch(`${app.base}/api/tracking/${trackingNumber}`, { headers: { cookie } });
        if (t.status === 200) break;
        await t.arrayBuffer();
        if (performance.now() - t0 > 10_000) break;
        await new Promise((r) => setTimeout(r, 2));
      }
      const seen = performance.now();
      lags.push(seen - t0);
      lagsFromSend.push(seen - sent);
      lagsFromAccepted.push(performance.timeOrigin + seen - Date.parse(createdAt));
    }
    await new Promise((r) => setTimeout(r, LAG_GAP_MS));
  }
})();

const body = JSON.stringify(shipmentPayload());
const result = await run({ url: `${app.base}/api/shipments`, method: 'POST', headers, body });
sampling = false;
await sampler;
await app.stop();
await dropDatabase(DB);

for (const l of [lags, lagsFromSend, lagsFromAccepted]) l.sort((a, b) => a - b);
console.log(`\nbench/http — ${SECONDS}s at ${CONNECTIONS} connections, 127.0.0.1, ${new Date().toISOString()}`);
table([row('bare Fastify GET / (baseline)', baseline), row('POST /api/shipments (signed in)', result)]);
console.log(
  `projection lag (POST 201 until GET /api/tracking shows it), ${lags.length} samples under load: ` +
    `p50 ${percentile(lags, 50).toFixed(1)} ms, p99 ${percentile(lags, 99).toFixed(1)} ms, max ${lags[lags.length - 1]?.toFixed(1)} ms`,
);
for (const [label, l] of [
  ['from sending the POST', lagsFromSend],
  ["from the command's acceptance (server clock)", lagsFromAccepted],
]) {
  console.log(`  same samples, ${label}: p50 ${percentile(l, 50).toFixed(1)} ms, p99 ${percentile(l, 99).toFixed(1)} ms, max ${l[l.length - 1]?.toFixed(1)} ms`);
}
console.log(
  `load average at the end: ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
const goals = [
  ['>= 1,000 req/s', result.requests.average >= 1000],
  ['p99 < 100 ms', result.latency.p99 < 100],
  ['projection lag p99 < 100 ms', percentile(lags, 99) < 100],
  ['zero errors / non-2xx', result.errors + result.timeouts + result.non2xx === 0],
];
for (const [goal, met] of goals) console.log(`goal ${goal}: ${met ? 'met' : 'NOT met'}`);
