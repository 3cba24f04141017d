import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProviderAccountView } from '@waypost/contracts';
import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const SECRET = 'EZTK_unit_secret_value';
const acme: ProviderAccountView = {
  key: 'easypost.acme',
  provider: 'easypost',
  providerName: 'EasyPost',
  account: 'acme',
  label: 'Acme test',
  mode: 'test',
  baseUrl: null,
  enabled: true,
  source: 'dashboard',
  credentialsSet: ['apiKey', 'webhookSecret'],
  credentialsUpdatedAt: '2026-03-01T10:00:00.000Z',
  connectedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  active: true,
  circuit: 'closed',
  webhookPath: '/api/webhooks/providers/easypost.acme',
};
const fromEnv: ProviderAccountView = {
  ...acme,
  key: 'karrio',
  provider: 'karrio',
  providerName: 'Karrio',
  account: 'default',
  label: '',
  baseUrl: 'https://karrio.example.com',
  enabled: false,
  source: 'environment',
  credentialsSet: [],
  circuit: null,
  webhookPath: null,
};

describe('waypost providers', () => {
  let api: FakeApi;
  const ios: TestIo[] = [];
  let dir: string;
  const io = (options: Parameters<typeof signedInIo>[1] = {}) => {
    const made = signedInIo(api.url, options);
    ios.push(made);
    return made;
  };
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'waypost-providers-'));
    api = await startFakeApi({
      'GET /api/admin/provider-accounts': { status: 200, body: { accounts: [acme, fromEnv] } },
      'POST /api/admin/provider-accounts': { status: 201, body: acme },
      'PUT /api/admin/provider-accounts/easypost.acme': (r) => ({ status: 200, body: { ...acme, ...(r.body as object) } }),
      'PUT /api/admin/provider-accounts/easypost.acme/credentials': { status: 200, body: { ...acme, credentialsSet: ['apiKey'] } },
      'DELETE /api/admin/provider-accounts/easypost.acme': { status: 204 },
      'PUT /api/admin/provider-accounts/shippo.gone': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Provider account shippo.gone not found' } },
    });
  });
  afterEach(async () => {
    await api.close();
    for (const made of ios.splice(0)) made.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists key, provider, label, mode, source, enabled, credentials set and circuit; --json prints the answer', async () => {
    const listed = await runWaypost(io(), ['providers', 'list']);
    const lines = listed.out.text.trim().split('\n');
    expect(lines[0]).toMatch(/^KEY\s+PROVIDER\s+LABEL\s+MODE\s+SOURCE\s+ENABLED\s+CREDENTIALS SET\s+CIRCUIT$/);
    expect(lines[1]).toMatch(/^easypost\.acme\s+EasyPost\s+Acme test\s+test\s+dashboard\s+yes\s+apiKey,webhookSecret\s+closed$/);
    expect(lines[2]).toMatch(/^karrio\s+Karrio\s+-\s+test\s+environment\s+no\s+-\s+-$/);
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/admin/provider-accounts' });

    const json = await runWaypost(io(), ['providers', 'list', '--json']);
    expect(JSON.parse(json.out.text)).toEqual({ accounts: [acme, fromEnv] });
  });

  it('connects from an environment variable named on the line; the value is sent, never printed', async () => {
    const run = await runWaypost(io({ env: { EASYPOST_API_KEY: SECRET } }), [
      'providers',
      'connect',
      'easypost',
      'acme',
      '--label',
      'Acme test',
      '--mode',
      'test',
      '--credential-env',
      'apiKey=EASYPOST_API_KEY',
    ]);
    expect(run.exitCode).toBe(0);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/provider-accounts',
      body: { provider: 'easypost', account: 'acme', label: 'Acme test', mode: 'test', credentials: { apiKey: SECRET } },
    });
    expect(run.out.text).toContain('Provider account easypost.acme connected.\n');
    expect(run.out.text).toMatch(/Credentials set:\s+apiKey,webhookSecret\n/);
    expect(run.out.text + run.err.text).not.toContain(SECRET);
  });

  it('connects from a file and from stdin (a Karrio account needs its base URL, trailing slash dropped)', async () => {
    const path = join(dir, 'karrio.json');
    writeFileSync(path, '{"apiKey": "key_1", "webhookSecret": "whs"}');
    await runWaypost(io(), ['providers', 'connect', 'karrio', 'main', '--base-url', 'https://karrio.example.com/', '--credentials-file', path, '--json']);
    expect(api.requests[0]!.body).toEqual({
      provider: 'karrio',
      account: 'main',
      baseUrl: 'https://karrio.example.com',
      credentials: { apiKey: 'key_1', webhookSecret: 'whs' },
    });

    const piped = await runWaypost(io({ stdin: 'username=u\npassword=p\naccountNumber=123456789\n' }), ['providers', 'connect', 'dhl-direct', 'eu', '--credentials-stdin']);
    expect(piped.exitCode).toBe(0);
    expect(api.requests[1]!.body).toEqual({ provider: 'dhl-direct', account: 'eu', credentials: { username: 'u', password: 'p', accountNumber: '123456789' } });
  });

  it('refuses before sending: no credential source, an unknown provider, a bad account, names the provider does not take, a key of the other mode', async () => {
    const none = await runWaypost(io(), ['providers', 'connect', 'easypost', 'acme']);
    expect(none.err.text).toContain('Error: Give the credentials with --credentials-file <path>, --credentials-stdin or --credential-env <name>=<VARIABLE>');
    expect(none.exitCode).toBe(2);

    const unknown = await runWaypost(io({ env: { K: SECRET } }), ['providers', 'connect', 'parcelforce', 'Acme', '--credential-env', 'apiKey=K']);
    expect(unknown.err.text).toContain('  - <provider>: must be one of karrio, easypost, shippo, dhl-direct, ups-direct, fedex-direct');

    const badAccount = await runWaypost(io({ env: { K: SECRET } }), ['providers', 'connect', 'easypost', 'Acme!', '--credential-env', 'apiKey=K']);
    expect(badAccount.err.text).toContain('  - <account>: must be 1 to 32 lower-case letters, digits or hyphens');

    const wrongNames = await runWaypost(io({ stdin: `{"apiKey": "${SECRET}", "clientSecret": "x"}` }), ['providers', 'connect', 'easypost', 'acme', '--credentials-stdin']);
    expect(wrongNames.err.text).toContain('  - clientSecret (from --credentials-stdin): is not a credential of EasyPost, which takes apiKey (required), webhookSecret');

    const liveKey = await runWaypost(io({ env: { K: 'EZAK_live' } }), ['providers', 'connect', 'easypost', 'acme', '--mode', 'test', '--credential-env', 'apiKey=K']);
    expect(liveKey.err.text).toContain('  - --mode: is test, but the API key is a live key of EasyPost');
    const noBase = await runWaypost(io({ env: { K: 'k' } }), ['providers', 'connect', 'karrio', 'x', '--credential-env', 'apiKey=K']);
    expect(noBase.err.text).toContain('  - --base-url: is required for Karrio');

    expect(api.requests).toHaveLength(0);
    for (const run of [unknown, badAccount, wrongNames, liveKey, noBase]) {
      expect(run.exitCode).toBe(2);
      expect(run.err.text).not.toContain(SECRET);
    }
  });

  it('shows the fields of a 400 and the message of a 409 from the API', async () => {
    await api.close();
    api = await startFakeApi({
      'POST /api/admin/provider-accounts': [
        {
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: 'Validation failed', issues: [{ field: 'credentials.apiKey', message: 'is not a key EasyPost knows' }] },
        },
        { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'easypost.acme is connected already.' } },
      ],
    });
    const refused = await runWaypost(io({ env: { K: 'k' } }), ['providers', 'connect', 'easypost', 'acme', '--credential-env', 'apiKey=K']);
    expect(refused.err.text).toBe('The API refused the request: Validation failed\n  - credentials.apiKey: is not a key EasyPost knows\n');
    expect(refused.exitCode).toBe(2);
    const taken = await runWaypost(io({ env: { K: 'k' } }), ['providers', 'connect', 'easypost', 'acme', '--credential-env', 'apiKey=K']);
    expect(taken.err.text).toBe('Error: easypost.acme is connected already. (HTTP 409)\n');
    expect(taken.exitCode).toBe(5);
  });

  it('changes label, mode, base URL and pauses; --default-base-url sends null; clashing or no flags are refused', async () => {
    const paused = await runWaypost(io(), ['providers', 'change', 'easypost.acme', '--label', 'Acme', '--mode', 'live', '--base-url', 'https://proxy.example.com/', '--pause']);
    expect(api.requests[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/provider-accounts/easypost.acme',
      body: { label: 'Acme', mode: 'live', baseUrl: 'https://proxy.example.com', enabled: false },
    });
    expect(paused.out.text).toContain('Provider account easypost.acme changed.\n');
    expect(paused.out.text).toMatch(/Enabled:\s+no\n/);

    await runWaypost(io(), ['providers', 'change', 'easypost.acme', '--default-base-url', '--enable']);
    expect(api.requests[1]!.body).toEqual({ baseUrl: null, enabled: true });

    const clash = await runWaypost(io(), ['providers', 'change', 'easypost.acme', '--enable', '--pause', '--base-url', 'https://x.test', '--default-base-url']);
    expect(clash.err.text).toBe('Invalid input:\n  - --default-base-url: cannot be given with --base-url\n  - --pause: cannot be given with --enable\n');
    const nothing = await runWaypost(io(), ['providers', 'change', 'easypost.acme']);
    expect(nothing.err.text).toBe('Error: Nothing to change: give --label, --mode, --base-url, --default-base-url, --enable or --pause.\n');
    const badKey = await runWaypost(io(), ['providers', 'change', 'acme', '--pause']);
    expect(badKey.err.text).toContain('  - <key>: must be <provider>.<account>, e.g. easypost.acme');
    const badUrl = await runWaypost(io(), ['providers', 'change', 'easypost.acme', '--base-url', 'ftp://x.test']);
    expect(badUrl.err.text).toContain('  - --base-url: must be an http:// or https:// URL');
    for (const run of [clash, nothing, badKey, badUrl]) expect(run.exitCode).toBe(2);
    expect(api.requests).toHaveLength(2);

    const fromEnvironment = await runWaypost(io(), ['providers', 'change', 'karrio', '--pause']);
    expect(fromEnvironment.err.text).toContain("  - <key>: karrio is the account configured from the server environment: read-only here, change it in the server's configuration");
    expect(fromEnvironment.exitCode).toBe(2);
    const unknown = await runWaypost(io(), ['providers', 'change', 'shippo.gone', '--pause']);
    expect(unknown.err.text).toBe('Error: Provider account shippo.gone not found (HTTP 404)\n');
    expect(unknown.exitCode).toBe(4);
    expect(api.requests).toHaveLength(3);
  });

  it("replaces the whole set, checked against the key's provider", async () => {
    const path = join(dir, 'easypost.env');
    writeFileSync(path, `# rotated\napiKey=${SECRET}\n`);
    const replaced = await runWaypost(io(), ['providers', 'credentials', 'easypost.acme', '--credentials-file', path]);
    expect(api.requests[0]).toMatchObject({ method: 'PUT', path: '/api/admin/provider-accounts/easypost.acme/credentials', body: { credentials: { apiKey: SECRET } } });
    expect(replaced.out.text).toContain('Credentials of easypost.acme replaced.\n');
    expect(replaced.out.text).not.toContain(SECRET);

    const wrong = await runWaypost(io({ env: { ID: 'x' } }), ['providers', 'credentials', 'ups-direct.main', '--credential-env', 'clientId=ID']);
    expect(wrong.err.text).toBe('Invalid input:\n  - clientSecret: is required for UPS (OAuth client secret)\n  - accountNumber: is required for UPS (UPS shipper number)\n');
    expect(api.requests).toHaveLength(1);
  });

  it('removes only with --yes, saying the credentials are destroyed', async () => {
    const refused = await runWaypost(io(), ['providers', 'remove', 'easypost.acme']);
    expect(refused.err.text).toContain('Error: Removing easypost.acme destroys its credentials');
    expect(refused.err.text).toContain('Run again with --yes to remove it.');
    expect(refused.exitCode).toBe(2);
    expect(api.requests).toHaveLength(0);

    const removed = await runWaypost(io(), ['providers', 'remove', 'easypost.acme', '--yes']);
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', path: '/api/admin/provider-accounts/easypost.acme' });
    expect(removed.out.text).toBe('Provider account easypost.acme removed: its credentials are destroyed.\n');
    expect(removed.exitCode).toBe(0);

    const missing = await runWaypost(io(), ['providers', 'remove', 'shippo.gone', '--yes']);
    expect(missing.exitCode).toBe(4);
  });
});
