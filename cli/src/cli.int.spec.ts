import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeApi, type FakeApi } from './test-support/fake-api';

// Black-box: the built binary as a user runs it, against a fake API on 127.0.0.1.
const cliDir = join(__dirname, '..');
const bin = join(cliDir, 'dist', 'index.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function waypost(args: string[], env: Record<string, string>, stdin = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('waypost binary', () => {
  let dir: string;
  let env: Record<string, string>;
  let api: FakeApi;

  beforeAll(() => {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', cliDir], { stdio: 'inherit' });
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'waypost-bin-'));
    env = { WAYPOST_CONFIG: join(dir, 'config.json'), HOME: dir };
  });
  afterEach(async () => {
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is a node script that prints its version', async () => {
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    const run = await waypost(['--version'], env);
    expect(run).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });
  });

  it('exits 3 when not signed in', async () => {
    api = await startFakeApi({});
    const run = await waypost(['--url', api.url, 'shipments', 'list'], env);
    expect(run).toEqual({ code: 3, stdout: '', stderr: 'Error: Not signed in: run `waypost login` first.\n' });
  });

  it('signs in with credentials piped on stdin, stores the token 0600, then uses it', async () => {
    api = await startFakeApi({
      'POST /api/auth/cli-login': { status: 201, body: { id: 't1', name: 'n', token: 'wp_bin', createdAt: '2026-01-01T00:00:00Z' } },
      'GET /api/shipments': (req) => (req.headers.authorization === 'Bearer wp_bin' ? { status: 200, body: [] } : { status: 401, body: {} }),
    });
    const login = await waypost(['--url', api.url, 'login'], env, 'shipper@waypost.test\nwaypost-demo\n');
    expect(login.code).toBe(0);
    expect(login.stdout).toBe(`Signed in as shipper@waypost.test on ${api.url}.\n`);
    expect(api.requests[0]?.body).toMatchObject({ email: 'shipper@waypost.test', password: 'waypost-demo' });
    expect(existsSync(env.WAYPOST_CONFIG!)).toBe(true);
    expect(statSync(env.WAYPOST_CONFIG!).mode & 0o777).toBe(0o600);

    const list = await waypost(['shipments', 'list', '--json'], env);
    expect(list).toEqual({ code: 0, stdout: '[]\n', stderr: '' });
  });

  it('follows a rebuild in real time and exits 0 when done, 1 when failed', async () => {
    const progress = (processed: number, state: string) => ({
      status: 200,
      body: [{ name: 'shipments', checkpoint: null, lagEvents: 0, status: 'x', rebuild: { processed, total: 4, state } }],
    });
    api = await startFakeApi({
      'POST /api/projections/shipments/rebuild': { status: 202, body: { name: 'shipments', state: 'running' } },
      'GET /api/projections': [progress(1, 'running'), progress(2, 'running'), progress(4, 'done')],
    });
    env.WAYPOST_TOKEN = 'wp_admin';
    const started = Date.now();
    const done = await waypost(['--url', api.url, 'projections', 'rebuild', 'shipments'], env);
    expect(done.code).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500); // two 250 ms pauses between three polls
    expect(done.stderr.split('\n').filter(Boolean)).toHaveLength(3);
    expect(done.stdout).toMatch(/^Projection shipments rebuilt: 4 events in \d+\.\ds\.\n$/);

    await api.close();
    api = await startFakeApi({
      'POST /api/projections/shipments/rebuild': { status: 202, body: { name: 'shipments', state: 'running' } },
      'GET /api/projections': progress(1, 'failed'),
    });
    const failed = await waypost(['--url', api.url, 'projections', 'rebuild', 'shipments'], env);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Error: Rebuild of projection shipments failed.');
  });

  it('exits 2 on a usage error', async () => {
    api = await startFakeApi({});
    const run = await waypost(['track'], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("error: missing required argument 'trackingNumber'");
  });
});
