// bench/web: the JavaScript each route makes the browser fetch (headless Chromium, cold cache, localhost) and how
// long the route takes to load. Goal (issue 9): the landing route loads <= 150 KB of JavaScript, gzipped.
// Usage: node bench/web/run.mjs [runs per route, default 5]
//   BENCH_URL=http://127.0.0.1:PORT  measure a running app; otherwise the built app (api/dist + web/dist, or
//   WEB_DIST_DIR) is started on a scratch database (BENCH_DATABASE_URL or DATABASE_URL, else local 5432).
//   CHROMIUM_PATH (default /usr/bin/chromium).
// "gzip" is each script gzipped at level 9 by this bench (what a compressing server or CDN would send); "sent" is
// what the server actually transferred (CDP encodedDataLength: body as encoded, plus headers).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { dropDatabase, scratchDatabase, table } from '../lib/db.mjs';
import { startApp } from '../lib/server.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const GOAL_KB = 150;
const TOUR_KEY = 'waypost-tour-completed';
const ROUTES = [
  { name: 'landing (/ signed out, production mode)', path: '/', production: true, goal: true },
  { name: 'pre-launch (/ signed out)', path: '/', production: false },
  { name: '/accessibility', path: '/accessibility', production: true },
  { name: '/calculator', path: '/calculator', production: true },
  { name: '/tax-compliance', path: '/tax-compliance', production: true },
  { name: '/ai-shipping', path: '/ai-shipping', production: true },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

let app = null;
const DB = 'waypost_bench_web';
let base = process.env.BENCH_URL;
if (!base) {
  const url = await scratchDatabase(DB);
  app = await startApp({ databaseUrl: url, port: Number(process.env.BENCH_PORT ?? 3899) });
  base = app.base;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** One cold load: a fresh context (empty cache), the tour flag stored so the page is measured without it. */
async function measure(route) {
  const context = await browser.newContext();
  await context.addInitScript((key) => localStorage.setItem(key, 'true'), TOUR_KEY);
  const page = await context.newPage();
  await page.route('**/api/platform/config', (r) => r.fulfill({ json: { isProductionMode: route.production } }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map(); // requestId -> { url, sent }
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, sent: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.sent = e.encodedDataLength;
  });
  const bodies = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(
      response.url(),
      response.body().catch(() => Buffer.alloc(0)),
    );
  });

  const started = Date.now();
  await page.goto(base + route.path, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  const contentMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return { load: nav.loadEventEnd, domContentLoaded: nav.domContentLoadedEventEnd };
  });
  const files = [];
  for (const [url, body] of bodies) {
    const buffer = await body;
    const sent = [...scripts.values()].find((s) => s.url === url)?.sent ?? buffer.length;
    files.push({ file: new URL(url).pathname, raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length, sent });
  }
  await context.close();
  return { files, contentMs, loadMs: timing.load, dclMs: timing.domContentLoaded };
}

const rows = [];
let landingFiles = [];
let landingOk = false;
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(route));
    const files = runs[0].files;
    const sum = (key) => files.reduce((n, f) => n + f[key], 0);
    const gzip = sum('gzip');
    if (route.goal) {
      landingFiles = files;
      landingOk = gzip / 1024 <= GOAL_KB;
    }
    rows.push({
      route: route.name,
      'js files': files.length,
      'js raw KB': kb(sum('raw')),
      'js gzip KB': kb(gzip),
      'sent KB': kb(sum('sent')),
      goal: route.goal ? `<= ${GOAL_KB} KB gzip: ${gzip / 1024 <= GOAL_KB ? 'met' : 'MISSED'}` : '',
      'DOMContentLoaded ms': median(runs.map((r) => r.dclMs)).toFixed(0),
      'load ms': median(runs.map((r) => r.loadMs)).toFixed(0),
      'h1 visible ms': median(runs.map((r) => r.contentMs)).toFixed(0),
    });
  }
} finally {
  await browser.close();
  if (app) {
    await app.stop();
    await dropDatabase(DB);
  }
}

console.log(`\nbench/web: JavaScript per route, headless Chromium, cold cache, ${base}, median of ${RUNS} loads\n`);
table(rows);
console.log('\nLanding route scripts:\n');
table(landingFiles.sort((a, b) => b.gzip - a.gzip).map((f) => ({ file: f.file, 'raw KB': kb(f.raw), 'gzip KB': kb(f.gzip), 'sent KB': kb(f.sent) })));
const compressed = landingFiles.some((f) => f.sent < f.raw * 0.8);
console.log(`\nThe server ${compressed ? 'compresses' : 'does not compress'} scripts (sent vs raw).`);
process.exitCode = landingOk ? 0 : 1;
