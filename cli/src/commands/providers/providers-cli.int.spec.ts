import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProviderAccountList, ProviderAccountView } from '@waypost/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../../api/test-support/create-test-app';
import { runWaypost, testIo, type TestIo } from '../../test-support/test-io';

// Issue 27 item 6: an admin connects, lists, changes, re-keys and removes a real provider account from the CLI,
// against the real API; the secret goes in from the environment and never comes out (not printed, not stored in clear).

const SECRET = `EZTK${'c1i'.repeat(8)}`;
const ROTATED = `EZTK${'r0t'.repeat(8)}`;

describe('waypost providers (real API)', () => {
  let t: TestApp;
  let url: string;
  let dir: string;
  const ios: TestIo[] = [];
  const as = async (email: string, options: Parameters<typeof testIo>[0] = {}) => {
    const res = await fetch(`${url}/api/auth/cli-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, name: 'providers-cli-test' }),
    });
    const { token, id } = (await res.json()) as { token: string; id: string };
    const io = testIo(options);
    io.writeConfig({ url, token, tokenId: id, email });
    ios.push(io);
    return io;
  };
  const asAdmin = (options: Parameters<typeof testIo>[0] = {}) => as('admin@waypost.test', options);
  const listed = async () => {
    await t.project();
    const run = await runWaypost(await asAdmin(), ['providers', 'list', '--json']);
    return (JSON.parse(run.out.text) as ProviderAccountList).accounts;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { WAYPOST_MASTER_KEY: 'providers-cli-test-master-key' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'waypost-providers-int-'));
  });
  afterAll(async () => {
    for (const io of ios) io.cleanup();
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('connects from an environment variable, lists, pauses, replaces the credentials from a file, refuses a second connect', async () => {
    const connected = await runWaypost(await asAdmin({ env: { EASYPOST_API_KEY: SECRET } }), [
      'providers',
      'connect',
      'easypost',
      'acme',
      '--label',
      'Acme test',
      '--credential-env',
      'apiKey=EASYPOST_API_KEY',
      '--json',
    ]);
    expect(connected.err.text).toBe('');
    const view = JSON.parse(connected.out.text) as ProviderAccountView;
    // the mode comes from the key (EZTK…: test)
    expect(view).toMatchObject({ key: 'easypost.acme', provider: 'easypost', label: 'Acme test', mode: 'test', source: 'dashboard', enabled: true, credentialsSet: ['apiKey'] });
    expect(connected.out.text).not.toContain(SECRET);
    const stored = await t.resources.pool.query<{ data: string }>('SELECT data::text AS data FROM events WHERE stream_id = $1', ['provider-account-easypost.acme']);
    expect(stored.rows.length).toBeGreaterThan(0);
    expect(stored.rows.map((r) => r.data).join('\n')).not.toContain(SECRET);

    await t.project();
    const table = await runWaypost(await asAdmin(), ['providers', 'list']);
    expect(table.exitCode).toBe(0);
    expect(table.out.text).toMatch(/^easypost\.acme\s+EasyPost\s+Acme test\s+test\s+dashboard\s+yes\s+apiKey\s/m);

    const paused = await runWaypost(await asAdmin(), ['providers', 'change', 'easypost.acme', '--pause', '--label', 'Acme (paused)']);
    expect(paused.err.text).toBe('');
    expect(paused.out.text).toContain('Provider account easypost.acme changed.\n');
    expect((await listed()).find((a) => a.key === 'easypost.acme')).toMatchObject({ enabled: false, label: 'Acme (paused)' });

    const file = join(dir, 'easypost.env');
    writeFileSync(file, `# rotated\napiKey=${ROTATED}\nwebhookSecret=whsec_cli\n`, { mode: 0o600 });
    const replaced = await runWaypost(await asAdmin(), ['providers', 'credentials', 'easypost.acme', '--credentials-file', file]);
    expect(replaced.err.text).toBe('');
    expect(replaced.out.text).toMatch(/Credentials set:\s+apiKey,webhookSecret\n/);
    expect(replaced.out.text).not.toContain(ROTATED);
    expect((await listed()).find((a) => a.key === 'easypost.acme')?.credentialsSet).toEqual(['apiKey', 'webhookSecret']);

    const twice = await runWaypost(await asAdmin({ stdin: `apiKey=${SECRET}\n` }), ['providers', 'connect', 'easypost', 'acme', '--credentials-stdin']);
    expect(twice.exitCode).toBe(5);
    expect(twice.err.text).not.toContain(SECRET);
  });

  it('removes only with --yes; then the account is gone', async () => {
    await runWaypost(await asAdmin({ stdin: '{"apiKey": "shippo_test_abc"}' }), ['providers', 'connect', 'shippo', 'gone', '--credentials-stdin']);
    expect((await listed()).map((a) => a.key)).toContain('shippo.gone');

    const refused = await runWaypost(await asAdmin(), ['providers', 'remove', 'shippo.gone']);
    expect(refused.exitCode).toBe(2);
    expect(refused.err.text).toContain('destroys its credentials');
    expect((await listed()).map((a) => a.key)).toContain('shippo.gone');

    const removed = await runWaypost(await asAdmin(), ['providers', 'remove', 'shippo.gone', '--yes']);
    expect(removed.out.text).toBe('Provider account shippo.gone removed: its credentials are destroyed.\n');
    expect((await listed()).map((a) => a.key)).not.toContain('shippo.gone');
    const unknown = await runWaypost(await asAdmin(), ['providers', 'change', 'shippo.gone', '--enable']);
    expect(unknown.exitCode).toBe(4);
  });

  it('is for admins only: a shipper is refused (exit 3) and nothing is connected', async () => {
    const shipper = await runWaypost(await as('shipper@waypost.test', { env: { K: SECRET } }), ['providers', 'connect', 'easypost', 'mine', '--credential-env', 'apiKey=K']);
    expect(shipper.exitCode).toBe(3);
    expect(shipper.err.text).toMatch(/^Error: Forbidden: /);
    expect((await listed()).map((a) => a.key)).not.toContain('easypost.mine');
  });
});
