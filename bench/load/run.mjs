// bench/load: a mixed workload (browse, quote, create, track, chat offline) against the built app at rising
// concurrency, each step next to a bare Fastify hello-world measured at the same concurrency in the same run.
// Usage: npm run build && node bench/load/run.mjs [seconds per step, default 10] [steps, default 8,16,32,64,96,128]
// Env: BENCH_BARE_SECONDS (default 3), BENCH_PORT (app, default 3761; bare Fastify on the next port), BENCH_ONLY, BENCH_APP_ENV='K=V,K=V' (extra app settings), BENCH_CPU_PROF=dir (the app
// writes a V8 CPU profile there when it stops), BENCH_APP_MAIN (another build's main.js, for before/after runs), BENCH_NODE_ARGS (extra node flags for the app, space-separated).
// Exit code 1 when the goal is missed (or the run failed).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { scratchDatabase, dropDatabase, percentile, table } from '../lib/db.mjs';
import { machineCpuSeconds, processCpuSeconds } from '../lib/cpu.mjs';
import { startApp, stopChild, signIn, shipmentPayload } from '../lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const STEP_SECONDS = Number(process.argv[2] ?? 10);
const STEPS = String(process.argv[3] ?? '8,16,32,64,96,128')
  .split(',')
  .map(Number);
const BARE_SECONDS = Number(process.env.BENCH_BARE_SECONDS ?? 3);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3761);
const BARE_PORT = APP_PORT + 1;
const DB = 'waypost_bench_load';
const BROWSERS = 16; // signed-up users whose dashboards and parcels are read
const PARCELS_EACH = 8; // shipments each of them owns before the run
const CREATORS = 4; // signed-up users who create shipments during the run (so the browsed lists keep their size)
const GOAL = { rps: 2000, p99: 150 };

// The mix, in percent. Browse 40, quote 20, create 10, track 25, chat 5.
const MIX = [
  ['browse', 'GET /api/shipments', 15],
  ['browse', 'GET /api/auth/user', 15],
  ['browse', 'GET / and SPA routes (index.html)', 10],
  ['quote', 'POST /api/shipping/calculate', 10],
  ['quote', 'POST /api/quotes', 10],
  ['create', 'POST /api/shipments', 10],
  ['track', 'GET /api/tracking/:number', 25],
  ['chat', 'POST /api/ai/chat (offline)', 5],
];
if (MIX.reduce((s, m) => s + m[2], 0) !== 100) throw new Error('the mix must add up to 100');
// BENCH_ONLY=0,3 keeps only those rows of the mix (by index, weights kept): to see what one kind of request costs
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map(Number)) : null;
const weightOf = (i) => (ONLY && !ONLY.has(i) ? 0 : MIX[i][2]);

const log = (m) => process.stderr.write(`[bench/load] ${m}\n`);

// ── deterministic pseudo-random picks (mulberry32), so two runs send the same sequence ──
let seed = 0x5eed;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const cumulative = MIX.reduce((acc, m, i) => [...acc, (acc.at(-1) ?? 0) + weightOf(i)], []);
const pickKind = () => {
  const r = random() * cumulative.at(-1);
  return cumulative.findIndex((c) => r < c);
};

// ── CPU accounting: this process (the load generator), the app, the whole machine ──
/** CPU seconds of the PostgreSQL backends serving a database (their process title names it). */
function pgCpuSeconds(database) {
  const out = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${database} `)) out.set(pid, processCpuSeconds(pid));
    } catch {}
  }
  return out;
}
function cpuMeter(pid, database) {
  const t0 = performance.now();
  const self0 = process.cpuUsage();
  const app0 = pid ? processCpuSeconds(pid) : 0;
  const pg0 = database ? pgCpuSeconds(database) : new Map();
  const m0 = machineCpuSeconds();
  return () => {
    const wall = (performance.now() - t0) / 1000;
    const self = process.cpuUsage(self0);
    const m1 = machineCpuSeconds();
    let pg = 0;
    if (database) for (const [p, t] of pgCpuSeconds(database)) pg += t - (pg0.get(p) ?? 0);
    return {
      wall,
      loadgen: ((self.user + self.system) / 1e6 / wall) * 100,
      app: pid ? ((processCpuSeconds(pid) - app0) / wall) * 100 : NaN,
      pg: database ? (pg / wall) * 100 : NaN,
      machine: ((m1.busy - m0.busy) / Math.max(0.001, m1.total - m0.total)) * 100 * os.cpus().length,
    };
  };
}

const runAutocannon = (opts) => new Promise((resolve, reject) => autocannon({ timeout: 10, ...opts }, (e, r) => (e ? reject(e) : resolve(r))));

// ── 1. bare Fastify at every step ──
log(
  `load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const bare = spawn(process.execPath, [path.join(here, '../lib/bare-fastify.mjs'), String(BARE_PORT)], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => bare.stdout.once('data', resolve));
const baseline = new Map();
await runAutocannon({ url: `http://127.0.0.1:${BARE_PORT}/`, connections: 8, duration: 1 }); // warm-up
for (const c of STEPS) {
  log(`bare Fastify GET / at ${c} connections for ${BARE_SECONDS}s`);
  const cpu = cpuMeter(bare.pid);
  const r = await runAutocannon({ url: `http://127.0.0.1:${BARE_PORT}/`, connections: c, duration: BARE_SECONDS });
  baseline.set(c, { r, cpu: cpu() });
}
await stopChild(bare);

// ── 2. the app on a scratch database, with users and shipments to read ──
const url = await scratchDatabase(DB);
const extraEnv = Object.fromEntries(
  (process.env.BENCH_APP_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=')),
);
// every bench user signs up from 127.0.0.1: lift the per-address bound on anonymous writes
const appEnv = { OPENAI_API_KEY: '', ANONYMOUS_WRITE_LIMIT: '100000', ...extraEnv };
const nodeArgs = [
  ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
  ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
];
const app = await startApp({ databaseUrl: url, port: APP_PORT, env: appEnv, nodeArgs, ...(process.env.BENCH_APP_MAIN ? { main: process.env.BENCH_APP_MAIN } : {}) });
const base = app.base;
let failed = false;
try {
  log('signing up users and creating their shipments');
  // Sign-up mails a confirmation link and signs nobody in: the bench signs up, then signs in (an unconfirmed account
  // may create shipments; nothing here needs the desk).
  const signUp = async (email) => {
    const headers = { 'content-type': 'application/json', accept: 'application/json', origin: base };
    const credentials = { email, password: 'waypost-bench-load' };
    const res = await fetch(`${base}/api/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...credentials, firstName: 'Bench', lastName: email.split('@')[0], userType: 'business' }),
    });
    if (res.status !== 202) throw new Error(`sign-up of ${email} failed: ${res.status} ${await res.text()}`);
    // one client signing in to many accounts at once may be told to wait (password-spraying defence): it waits, as a
    // client should, up to twice
    let login = await fetch(`${base}/api/login`, { method: 'POST', headers, body: JSON.stringify(credentials) });
    for (let tries = 0; login.status === 429 && tries < 2; tries++) {
      const wait = Number(login.headers.get('retry-after') ?? 60);
      log(`sign-in of ${email}: 429, waiting ${wait} s as told`);
      await new Promise((r) => setTimeout(r, Math.min(wait, 120) * 1000));
      login = await fetch(`${base}/api/login`, { method: 'POST', headers, body: JSON.stringify(credentials) });
    }
    if (!login.ok) throw new Error(`sign-in of ${email} failed: ${login.status} ${await login.text()}`);
    return login.headers.get('set-cookie').split(';')[0];
  };
  const create = async (cookie, i) => {
    const res = await fetch(`${base}/api/shipments`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', accept: 'application/json', origin: base },
      body: JSON.stringify(shipmentPayload(i)),
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
    return (await res.json()).trackingNumber;
  };
  const browsers = [];
  for (let i = 0; i < BROWSERS; i += 4) {
    browsers.push(
      ...(await Promise.all(
        [0, 1, 2, 3].map(async (k) => {
          const cookie = await signUp(`load-browser-${i + k}@waypost.bench`);
          const numbers = [];
          for (let j = 0; j < PARCELS_EACH; j++) numbers.push(await create(cookie, j));
          return { cookie, numbers };
        }),
      )),
    );
  }
  const creators = await Promise.all(Array.from({ length: CREATORS }, (_, i) => signUp(`load-creator-${i}@waypost.bench`)));
  const agent = await signIn(base, 'agent@waypost.test');
  const allNumbers = browsers.flatMap((b) => b.numbers);
  log(`waiting until the ${allNumbers.length} shipments are projected`);
  for (const b of browsers) {
    for (const n of b.numbers) {
      for (let t = 0; ; t++) {
        const res = await fetch(`${base}/api/tracking/${n}`, { headers: { cookie: b.cookie } });
        await res.arrayBuffer();
        if (res.status === 200) break;
        if (t > 500) throw new Error(`${n} not projected after 10 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }

  // ── the requests ──
  const json = (cookie) => ({ cookie, 'content-type': 'application/json', accept: 'application/json', origin: base });
  const read = (cookie) => ({ cookie, accept: 'application/json' });
  const CITIES = [
    ['DE', 'Berlin', '10117'],
    ['US', 'New York', '10001'],
    ['GB', 'London', 'EC1A 1BB'],
    ['FR', 'Paris', '75001'],
    ['JP', 'Tokyo', '100-0001'],
    ['NL', 'Amsterdam', '1012'],
  ];
  const SPA = ['/', '/', '/dashboard', '/track', '/quote'];
  let serial = 0;
  const build = [
    (req) => ({ ...req, method: 'GET', path: '/api/shipments', headers: read(pick(browsers).cookie) }),
    (req) => ({ ...req, method: 'GET', path: '/api/auth/user', headers: read(pick(browsers).cookie) }),
    (req) => ({ ...req, method: 'GET', path: pick(SPA), headers: { cookie: pick(browsers).cookie, accept: 'text/html' } }),
    (req) => {
      const [from, to] = [pick(CITIES), pick(CITIES)];
      const body = {
        origin: { country: from[0], city: from[1], postalCode: from[2] },
        destination: { country: to[0], city: to[1], postalCode: to[2] },
        package: { weight: 0.5 + Math.floor(random() * 200) / 10, dimensions: { length: 30, width: 20, height: 15 }, value: 100, category: 'electronics' },
        preferences: { serviceLevel: pick(['economy', 'standard', 'express']) },
      };
      return { ...req, method: 'POST', path: '/api/shipping/calculate', headers: json(pick(browsers).cookie), body: JSON.stringify(body) };
    },
    (req) => {
      // what the landing page's quote form sends (spec section 5: declared value 100 and 30x20x15 cm when left blank)
      const body = {
        fromLocation: pick(CITIES)[1],
        toLocation: pick(CITIES)[1],
        weight: 1 + Math.floor(random() * 20),
        category: 'Electronics',
        urgency: pick(['standard', 'express']),
        declaredValue: 100,
        dimensions: { length: 30, width: 20, height: 15 },
      };
      return { ...req, method: 'POST', path: '/api/quotes', headers: json(pick(browsers).cookie), body: JSON.stringify(body) };
    },
    (req) => ({ ...req, method: 'POST', path: '/api/shipments', headers: json(pick(creators)), body: JSON.stringify(shipmentPayload(serial++)) }),
    (req) => {
      if (random() < 0.2) return { ...req, method: 'GET', path: `/api/tracking/${pick(allNumbers)}`, headers: read(agent) };
      const b = pick(browsers);
      return { ...req, method: 'GET', path: `/api/tracking/${pick(b.numbers)}`, headers: read(b.cookie) };
    },
    (req) => {
      const b = pick(browsers);
      const message = pick([`Where is ${pick(b.numbers)}?`, 'How much to ship 2 kg from Berlin to New York?', 'Show my shipments', 'Hello']);
      return { ...req, method: 'POST', path: '/api/ai/chat', headers: json(b.cookie), body: JSON.stringify({ message, context: { recentMessages: [] } }) };
    },
  ];

  // per-kind latencies and statuses, measured from building the request (right before it is written) to its response
  let stats;
  const resetStats = () => (stats = MIX.map(() => ({ lat: [], ok: 0, bad: 0, statuses: new Map() })));
  const request = {
    setupRequest: (req, context) => {
      const kind = pickKind();
      context.kind = kind;
      context.t0 = performance.now();
      return build[kind](req);
    },
    onResponse: (status, body, context) => {
      const s = stats[context.kind];
      s.lat.push(performance.now() - context.t0);
      if (status >= 200 && status < 300) s.ok++;
      else {
        s.bad++;
        if (s.statuses.size < 5 && !s.statuses.has(status)) s.statuses.set(status, String(body).slice(0, 200));
      }
    },
  };
  const drive = (connections, duration) => runAutocannon({ url: base, connections, duration, requests: [request] });

  log('warm-up: 3 s at 8 connections');
  resetStats();
  await drive(8, 3);

  const steps = [];
  for (const c of STEPS) {
    log(`mixed workload at ${c} connections for ${STEP_SECONDS}s (load average ${os.loadavg()[0].toFixed(2)})`);
    resetStats();
    const cpu = cpuMeter(app.child.pid, DB);
    const r = await drive(c, STEP_SECONDS);
    steps.push({ c, r, cpu: cpu(), kinds: stats, load: os.loadavg()[0] });
  }

  // ── report ──
  const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  console.log(`\nbench/load — ${STEP_SECONDS}s per step, 127.0.0.1, ${os.cpus().length} CPUs, node ${process.version}, ${new Date().toISOString()}`);
  console.log(
    `mix: ${MIX.map(([, name], i) => `${weightOf(i)}% ${name}`)
      .filter((m) => !m.startsWith('0%'))
      .join(', ')}${ONLY ? ' (BENCH_ONLY)' : ''}`,
  );
  console.log(
    `(browse 40, quote 20, create 10, track 25, chat 5; ${BROWSERS} users with ${PARCELS_EACH} shipments each browse and track, ${CREATORS} users create; app: api/dist/main.js with projections in-process${Object.keys(extraEnv).length ? `, ${JSON.stringify(extraEnv)}` : ''})`,
  );
  console.log(
    'errors = non-2xx + socket errors + timeouts; cpu % of one core (loadgen = this process, app = the server process, pg = the PostgreSQL backends of the scratch database, machine = all processes on the machine)\n',
  );
  table(
    steps.map(({ c, r, cpu, load }) => {
      const b = baseline.get(c);
      return {
        conns: c,
        'mixed req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        errors: r.non2xx + r.errors + r.timeouts,
        'bare req/s': Math.round(b.r.requests.average),
        'bare p50': b.r.latency.p50,
        'bare p99': b.r.latency.p99,
        'bare err': b.r.non2xx + b.r.errors + b.r.timeouts,
        'app cpu ms/req': f((cpu.app * 10) / r.requests.average, 2),
        'pg cpu ms/req': f((cpu.pg * 10) / r.requests.average, 2),
        'cpu % loadgen/app/pg/machine': `${f(cpu.loadgen)}/${f(cpu.app)}/${f(cpu.pg)}/${f(cpu.machine)}`,
        'load avg': load.toFixed(2),
      };
    }),
  );
  console.log('\nper request kind: p50 / p99 ms (count, non-2xx)');
  table(
    MIX.map(([, name], k) => {
      const row = { kind: name };
      for (const s of steps) {
        const lat = s.kinds[k].lat.sort((a, b) => a - b);
        row[`c=${s.c}`] = `${f(percentile(lat, 50), 1)} / ${f(percentile(lat, 99), 1)} (${lat.length}, ${s.kinds[k].bad})`;
      }
      return row;
    }),
  );
  for (const s of steps) {
    s.kinds.forEach((k, i) => {
      for (const [status, body] of k.statuses) console.log(`c=${s.c} ${MIX[i][1]}: HTTP ${status} ${body}`);
    });
  }
  const errorsTotal = steps.reduce((n, s) => n + s.r.non2xx + s.r.errors + s.r.timeouts, 0);
  const meeting = steps.filter((s) => s.r.requests.average >= GOAL.rps && s.r.latency.p99 < GOAL.p99 && s.r.non2xx + s.r.errors + s.r.timeouts === 0);
  const best = [...steps].sort((a, b) => b.r.requests.average - a.r.requests.average).find((s) => s.r.latency.p99 < GOAL.p99);
  console.log(
    `\nbest step with p99 < ${GOAL.p99} ms: ${best ? `${Math.round(best.r.requests.average)} req/s at ${best.c} connections (p99 ${best.r.latency.p99} ms)` : 'none'}; errors over all steps: ${errorsTotal}`,
  );
  console.log(
    `goal ${GOAL.rps} mixed req/s with p99 < ${GOAL.p99} ms and zero errors: ${meeting.length && errorsTotal === 0 ? `met (at ${meeting.map((s) => s.c).join(', ')} connections)` : 'NOT met'}`,
  );
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (!(meeting.length && errorsTotal === 0)) failed = true;
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await app.stop();
  await dropDatabase(DB);
}
process.exit(failed ? 1 : 0);
