import { statSync } from 'node:fs';
import { startFakeApi, type FakeApi } from '../test-support/fake-api';
import { runWaypost, testIo, type TestIo } from '../test-support/test-io';

const created = { id: 'tok-9', name: 'waypost-cli@test-host', token: 'wp_secret', createdAt: '2026-01-01T00:00:00Z' };

describe('waypost login', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({
      'POST /api/auth/cli-login': (req) =>
        (req.body as { password: string }).password === 'waypost-demo'
          ? { status: 201, body: created }
          : { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' } },
      'DELETE /api/auth/tokens/tok-1': { status: 204 },
    });
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('exchanges the credentials for a token named after the host and stores it with mode 0600', async () => {
    io = testIo();
    await runWaypost(io, ['--url', api.url, 'login', '--email', 'shipper@waypost.test', '--password', 'waypost-demo']);

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/cli-login',
      body: { email: 'shipper@waypost.test', password: 'waypost-demo', name: 'waypost-cli@test-host' },
    });
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
    expect(io.readConfig()).toEqual({ url: api.url, token: 'wp_secret', tokenId: 'tok-9', email: 'shipper@waypost.test' });
    expect(statSync(io.configFile).mode & 0o777).toBe(0o600);
    expect(io.out.text).toBe(`Signed in as shipper@waypost.test on ${api.url}.\n`);
    expect(io.exitCode).toBe(0);
  });

  it('prompts for what is missing, the password without echo', async () => {
    io = testIo({ answers: ['shipper@waypost.test', 'waypost-demo'], env: { WAYPOST_URL: api.url } });
    await runWaypost(io, ['login']);

    expect(io.prompts).toEqual([
      { question: 'Email: ', secret: false },
      { question: 'Password: ', secret: true },
    ]);
    expect(io.readConfig()?.token).toBe('wp_secret');
    expect(io.exitCode).toBe(0);
  });

  it('reports bad credentials with the API message and exit code 3, storing nothing', async () => {
    io = testIo();
    await runWaypost(io, ['--url', api.url, 'login', '--email', 'shipper@waypost.test', '--password', 'wrong-password']);

    expect(io.err.text).toBe('Error: Sign-in failed: Invalid email or password\n');
    expect(io.exitCode).toBe(3);
    expect(io.readConfig()).toBeUndefined();
  });

  it('validates the credentials locally (exit 2) and sends nothing', async () => {
    io = testIo();
    await runWaypost(io, ['--url', api.url, 'login', '--email', 'not-an-email', '--password', 'short']);

    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toBe('Invalid input:\n  - --email: must be a valid email address\n  - --password: must be at least 8 characters\n');
    expect(io.exitCode).toBe(2);
  });

  it('revokes the token it replaces when signing in again to the same API', async () => {
    io = testIo();
    io.writeConfig({ url: api.url, token: 'wp_old', tokenId: 'tok-1', email: 'shipper@waypost.test' });
    await runWaypost(io, ['login', '--email', 'shipper@waypost.test', '--password', 'waypost-demo']);

    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/auth/cli-login', 'DELETE /api/auth/tokens/tok-1']);
    expect(api.requests[1]?.headers.authorization).toBe('Bearer wp_old');
    expect(io.readConfig()?.tokenId).toBe('tok-9');
  });

  it('rejects a malformed --url with exit code 2', async () => {
    io = testIo();
    await runWaypost(io, ['--url', 'ftp://example', 'login', '--email', 'a@b.co', '--password', 'waypost-demo']);

    expect(io.err.text).toBe('Invalid input:\n  - --url: must be an http(s) URL\n');
    expect(io.exitCode).toBe(2);
  });
});
