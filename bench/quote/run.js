// bench/quote: in-process quote throughput and HTTP throughput/latency of POST /api/shipping/calculate, next to a
// bare Fastify endpoint measured in the same run. Needs the built API: `npx tsc -b api` first.
//   node bench/quote/run.js            (BENCH_SECONDS=10 per HTTP target, BENCH_CONNECTIONS=32)
'use strict';
require('reflect-metadata');
const path = require('node:path');
const { existsSync } = require('node:fs');
const { fork } = require('node:child_process');
const os = require('node:os');
const autocannon = require('autocannon');

const DIST = path.resolve(__dirname, '../../api/dist');
if (!existsSync(path.join(DIST, 'quoting/queries/calculate-shipping.query.js'))) {
  console.error('api/dist is missing: run `npx tsc -b api` first');
  process.exit(1);
}
const api = (p) => require(path.join(DIST, p));
const { calculateShipping } = api('quoting/queries/calculate-shipping.query');
const { quoteLane, parcelFrom } = api('quoting/domain/rate-engine');
const { quoteContext } = api('quoting/queries/quote-context');
const { CalculateShippingRequestSchema } = require('@waypost/contracts');

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const BODY = require('./payload.json');
const GOAL_P99_MS = 20;

function timeLoop(fn, ms) {
  for (let i = 0; i < 200; i++) fn(); // warm-up
  let n = 0;
  let work = 0;
  const start = process.hrtime.bigint();
  const end = start + BigInt(ms) * 1_000_000n;
  let now = start;
  while (now < end) {
    for (let i = 0; i < 50; i++) work += fn();
    n += 50;
    now = process.hrtime.bigint();
  }
  const seconds = Number(now - start) / 1e9;
  return { perSecond: n / seconds, itemsPerSecond: work / seconds, usPerOp: (seconds / n) * 1e6 };
}

function inProcess() {
  const input = CalculateShippingRequestSchema.parse(BODY);
  const now = new Date();
  const calc = timeLoop(() => calculateShipping(input, now).quotes.length, 2000);
  const parcel = parcelFrom({ weightKg: 2.5, lengthCm: 30, widthCm: 20, heightCm: 15, valueMinor: 10000, category: 'electronics' });
  const ctx = quoteContext(now, 'USD');
  const full = timeLoop(() => quoteLane({ origin: 'DE', destination: 'US', destinationPostalCode: '10001' }, parcel, ctx).length, 2000);
  const parse = timeLoop(() => (CalculateShippingRequestSchema.parse(BODY), 1), 1000);
  return { calc, full, parse, quotesPerCalc: calculateShipping(input, now).quotes.length };
}

const children = new Set();
process.on('exit', () => children.forEach((c) => c.kill()));
process.on('SIGTERM', () => process.exit(143));
process.on('SIGINT', () => process.exit(130));

function startServer(mode) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'server.js'), [mode], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.add(child);
    const timer = setTimeout(() => reject(new Error(`${mode} server did not start within 90 s`)), 90_000);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve({
        port: m.port,
        stop: () =>
          new Promise((r) => {
            child.once('exit', () => {
              children.delete(child);
              r();
            });
            child.send('stop');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}
const progress = (m) => process.stderr.write(`[bench/quote] ${m}\n`);

const COUNTRIES = ['CN', 'US', 'DE', 'GB', 'FR', 'NL', 'BE', 'IT', 'ES', 'JP'];
const LEVELS = ['economy', 'standard', 'express', 'overnight'];
/** A different lane, weight and level per request (deterministic sequence), so nothing can be served from a cache. */
function variedBody(i) {
  const pick = (list, k) => list[k % list.length];
  return JSON.stringify({
    ...BODY,
    origin: { ...BODY.origin, country: pick(COUNTRIES, i) },
    destination: { ...BODY.destination, country: pick(COUNTRIES, Math.floor(i / 10)) },
    package: { ...BODY.package, weight: 0.1 + ((i * 7919) % 300) / 10 },
    preferences: { serviceLevel: pick(LEVELS, Math.floor(i / 100)) },
  });
}

async function load(url, title, varied = false) {
  progress(`loading ${title.trim()} for ${SECONDS + 2}s`);
  const body = JSON.stringify(BODY);
  let i = 0;
  const options = { url, method: 'POST', headers: { 'content-type': 'application/json' }, body, connections: CONNECTIONS };
  if (varied) options.requests = [{ setupRequest: (req) => ({ ...req, body: variedBody(i++) }) }];
  // Warm-up, then the measured run.
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: SECONDS });
  return {
    title,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.non2xx,
    total: r.requests.total,
    bytes: r.throughput.average,
  };
}

const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const row = (cells, widths) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');

(async () => {
  console.log(`bench/quote on ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}, node ${process.version}; HTTP: ${CONNECTIONS} connections, ${SECONDS}s per target`);
  const ip = inProcess();
  console.log('\nIn-process (one core, no HTTP):');
  const w1 = [58, 16, 22, 12];
  console.log(row(['operation', 'ops/s', 'service quotes/s', 'us/op'], w1));
  console.log(
    row([`calculateShipping DE->US standard (${ip.quotesPerCalc} quotes, labels, lines)`, fmt(ip.calc.perSecond), fmt(ip.calc.itemsPerSecond), fmt(ip.calc.usPerOp, 1)], w1),
  );
  console.log(row(['quoteLane DE->US, every carrier and level', fmt(ip.full.perSecond), fmt(ip.full.itemsPerSecond), fmt(ip.full.usPerOp, 1)], w1));
  console.log(row(['zod parse of the request (contracts schema)', fmt(ip.parse.perSecond), '-', fmt(ip.parse.usPerOp, 1)], w1));

  progress('starting the bare Fastify server and the full app (scratch database)');
  const bare = await startServer('bare');
  const app = await startServer('app');
  const results = [];
  try {
    results.push(await load(`http://127.0.0.1:${bare.port}/bare`, 'bare Fastify POST /bare ({ok:true})'));
    results.push(await load(`http://127.0.0.1:${bare.port}/bare-same`, 'bare Fastify POST /bare-same (precomputed answer)'));
    results.push(await load(`http://127.0.0.1:${app.port}/api/shipping/calculate`, 'Waypost POST /api/shipping/calculate (full app)'));
    results.push(await load(`http://127.0.0.1:${app.port}/api/shipping/calculate`, '  same, varied lane/weight/level per request', true));
  } finally {
    await bare.stop();
    await app.stop();
  }
  console.log(`\nHTTP (autocannon, ${CONNECTIONS} connections, ${SECONDS}s, server in a child process):`);
  const w2 = [52, 10, 10, 10, 10, 8, 12];
  const goalRows = results.slice(2);
  console.log(row(['target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'vs bare'], w2));
  const base = results[0].rps;
  for (const r of results) console.log(row([r.title, fmt(r.rps), fmt(r.p50, 1), fmt(r.p99, 1), fmt(r.max, 1), r.errors, `${fmt((r.rps / base) * 100, 1)}%`], w2));
  for (const calc of goalRows) {
    console.log(`Goal p99 < ${GOAL_P99_MS} ms, ${calc.title.trim()}: ${calc.p99 < GOAL_P99_MS ? 'MET' : 'MISSED'} (p99 ${fmt(calc.p99, 1)} ms); errors ${calc.errors}`);
  }
  console.log(
    `load average during the run: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other processes on this machine skew the figures)`,
  );
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
