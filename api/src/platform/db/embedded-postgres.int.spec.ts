import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portIsFree } from './embedded-postgres';

// ── A second Waypost on a busy embedded PostgreSQL says what is busy and exits 1 (issue 22, item 25) ──
// It used to print "TypeError: Cannot read properties of undefined (reading 'stack')" and exit 0 after 11 s.
// (embedded-postgres is an ES module that jest's runtime cannot load: it runs in child processes here.)

jest.setTimeout(120_000);

const REPO = path.resolve(__dirname, '../../../..');
const REGISTER = path.join(REPO, 'api/test-support/ts-register.cjs');
const WRAPPER = JSON.stringify(path.join(REPO, 'api/src/platform/db/embedded-postgres.ts'));

let first: ChildProcess;
let dirA: string;
let dirB: string;
let port: number;

async function freePort(from: number): Promise<number> {
  for (let p = from; p < from + 200; p++) if (await portIsFree(p)) return p;
  throw new Error('no free port');
}

beforeAll(async () => {
  dirA = mkdtempSync(path.join(tmpdir(), 'waypost-pg-a-'));
  dirB = mkdtempSync(path.join(tmpdir(), 'waypost-pg-b-'));
  port = await freePort(55_400 + Math.floor(Math.random() * 400));
  // the first Waypost's PostgreSQL: started through the wrapper, held until the end
  const hold = `require(${WRAPPER}).startEmbeddedPostgres({ dataDir: ${JSON.stringify(dirA)}, port: ${port} }).then((db) => {
    console.log('READY');
    process.on('SIGTERM', () => db.stop().then(() => process.exit(0)));
  }, (e) => { console.error(e); process.exit(1); });`;
  first = spawn(process.execPath, ['-r', REGISTER, '-e', hold], { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    first.stdout!.on('data', (d: Buffer) => d.toString().includes('READY') && resolve());
    first.on('exit', (code) => reject(new Error(`the first PostgreSQL did not start (exit ${code})`)));
  });
});

afterAll(async () => {
  if (first && first.exitCode === null) {
    const exited = new Promise((resolve) => first.on('exit', resolve));
    first.kill('SIGTERM');
    await exited;
  }
  rmSync(dirA, { recursive: true, force: true });
  rmSync(dirB, { recursive: true, force: true });
});

/** Runs the API's entry point (TypeScript sources) on the embedded defaults; resolves with its exit code and output. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = Date.now();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['-r', REGISTER, path.join(REPO, 'api/src/main.ts')], {
    cwd: REPO,
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.resume();
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr, ms: Date.now() - started })));
}

/** startEmbeddedPostgres in a child process: the error it is refused with ({ name, message }). */
async function startRefused(dataDir: string, at: number): Promise<{ name: string; message: string }> {
  const script = `require(${WRAPPER}).startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${at} }).then(
    (db) => db.stop().then(() => { console.log(JSON.stringify({ name: 'started' })); process.exit(0); }),
    (e) => { console.log(JSON.stringify({ name: e.name, message: e.message })); process.exit(0); });`;
  const child = spawn(process.execPath, ['-r', REGISTER, '-e', script], { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise((resolve) => child.on('exit', resolve));
  return JSON.parse(out.trim().split('\n').pop()!);
}

describe('the embedded PostgreSQL wrapper', () => {
  it('a busy port: names the port and EMBEDDED_PG_PORT', async () => {
    const error = await startRefused(dirB, port);
    expect(error.name).toBe('StartupError');
    expect(error.message).toContain(`port ${port} on 127.0.0.1 is in use`);
    expect(error.message).toContain(`EMBEDDED_PG_PORT=${port + 1}`);
  });

  it('a busy data directory: names the directory, the process and WAYPOST_DATA_DIR', async () => {
    const error = await startRefused(dirA, await freePort(port + 1));
    expect(error.name).toBe('StartupError');
    expect(error.message).toMatch(new RegExp(`data directory ${path.join(dirA, 'pg').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by PostgreSQL process \\d+`));
    expect(error.message).toContain('WAYPOST_DATA_DIR=');
  });
});

describe('a second `npm start` (the entry point) while the first holds the embedded PostgreSQL', () => {
  it('on the same port: says which port and how to choose another, exits 1 promptly', async () => {
    const run = await runMain({ WAYPOST_DATA_DIR: dirB, EMBEDDED_PG_PORT: String(port) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Waypost failed to start: embedded PostgreSQL cannot start: port ${port} on 127.0.0.1 is in use`);
    expect(run.stderr).toContain('EMBEDDED_PG_PORT=');
    expect(run.stderr).not.toMatch(/TypeError|reading 'stack'/);
    expect(run.ms).toBeLessThan(60_000);
  });

  it('on the same data directory: says which directory and how to choose another, exits 1', async () => {
    const run = await runMain({ WAYPOST_DATA_DIR: dirA, EMBEDDED_PG_PORT: String(await freePort(port + 1)) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`its data directory ${path.join(dirA, 'pg')} is in use by PostgreSQL process`);
    expect(run.stderr).toContain('WAYPOST_DATA_DIR=');
    expect(run.stderr).not.toMatch(/TypeError/);
  });
});

describe('errors that escape', () => {
  it('print their message whatever was thrown: a rejection without a reason, a string; an uncaught one exits 1', async () => {
    const script = [
      `require(${JSON.stringify(path.join(REPO, 'api/src/platform/process-errors.ts'))}).reportUnhandledErrors('probe');`,
      'Promise.reject(undefined);',
      "Promise.reject(new Error('lost the database'));",
      "setTimeout(() => { throw 'boom'; }, 50);",
    ].join('\n');
    const child = spawn(process.execPath, ['-r', REGISTER, '-e', script], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('probe: unhandled rejection: an error without any description (undefined was thrown)');
    expect(stderr).toContain('probe: unhandled rejection: Error: lost the database');
    expect(stderr).toContain('probe: uncaught exception: boom');
  });
});
