import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

// ── A second app process whose sandbox carriers run a journey of days in seconds ──
// The sandbox speed is per process (SANDBOX_SPEED) and the shared e2e server keeps the default that other specs rely
// on, so a spec that must see a shipment delivered starts its own: the built app (api/dist/main.js), its own scratch
// database, a free port, the settings of .ci/run's server, and no sandbox exceptions. Stopped (and its database
// dropped) by the spec's afterAll.

const ROOT = path.resolve(__dirname, '../..');
const ADMIN_URL = process.env.E2E_PG_ADMIN_URL ?? process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Simulated minutes per real minute: a five-day journey in about a second. */
const FAST_SPEED = '600000';

export interface FastSandbox {
  baseURL: string;
  stop: () => Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * `database` must be a plain identifier of this run's own (E2E_FAST_DB overrides the default); `env`: more settings
 * (the real providers' fakes, issue 27).
 */
export async function startFastSandbox(database = process.env.E2E_FAST_DB ?? 'waypost_e2e_fast', env: Record<string, string> = {}): Promise<FastSandbox> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`not a database name: ${database}`);
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const port = await freePort();
  // the bus and the event store are the defaults (in-process, this database), not what the calling shell has
  const inherited = { ...process.env };
  delete inherited.KAFKA_BROKERS;
  delete inherited.EVENTSTORE_URL;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    env: {
      ...inherited,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      ANONYMOUS_WRITE_LIMIT: '1000',
      RUN_CARRIERS: 'true',
      RUN_FORWARDER: 'true',
      RUN_WEBHOOKS: 'false',
      LOG_LEVEL: 'warn',
      SANDBOX_SPEED: FAST_SPEED,
      SANDBOX_EXCEPTION_RATE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => output.push(...String(chunk).split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };

  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the fast sandbox app did not start:\n${output.slice(-40).join('\n')}`);
}
