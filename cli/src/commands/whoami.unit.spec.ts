import { closedPortUrl, startFakeApi, type FakeApi } from '../test-support/fake-api';
import { runWaypost, signedInIo, testIo, type TestIo } from '../test-support/test-io';

const user = {
  id: 'u-1',
  email: 'shipper@waypost.test',
  firstName: 'Sam',
  lastName: 'Shipper',
  profileImageUrl: null,
  role: 'shipper',
  userType: 'business',
};

describe('waypost whoami', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({
      'GET /api/auth/user': (req) =>
        req.headers.authorization === 'Bearer wp_test_token'
          ? { status: 200, body: user }
          : { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in first' } },
    });
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('prints the signed-in user, sending the stored token as a bearer token', async () => {
    io = signedInIo(api.url);
    await runWaypost(io, ['whoami']);

    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/auth/user' });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer wp_test_token');
    expect(io.out.text).toBe(['Email: shipper@waypost.test', 'Name:  Sam Shipper', 'Role:  shipper (business)', `API:   ${api.url}`, ''].join('\n'));
    expect(io.exitCode).toBe(0);
  });

  it('prints JSON with --json', async () => {
    io = signedInIo(api.url);
    await runWaypost(io, ['whoami', '--json']);
    expect(JSON.parse(io.out.text)).toEqual(user);
  });

  it('says how to sign in, with exit code 3, when no token is stored (and sends nothing)', async () => {
    io = testIo({ env: { WAYPOST_URL: api.url } });
    await runWaypost(io, ['whoami']);

    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toBe('Error: Not signed in: run `waypost login` first.\n');
    expect(io.exitCode).toBe(3);
  });

  it('says the token is no longer valid, with exit code 3, on a 401', async () => {
    io = testIo();
    io.writeConfig({ url: api.url, token: 'wp_revoked' });
    await runWaypost(io, ['whoami']);

    expect(io.err.text).toBe('Error: Your token was revoked or has expired: run `waypost login` again.\n');
    expect(io.exitCode).toBe(3);
  });

  it('prefers WAYPOST_TOKEN over the stored token', async () => {
    io = testIo({ env: { WAYPOST_TOKEN: 'wp_test_token' } });
    io.writeConfig({ url: api.url, token: 'wp_revoked' });
    await runWaypost(io, ['whoami', '--json']);
    expect(io.exitCode).toBe(0);
  });

  it('takes the URL from --url over WAYPOST_URL over the stored one', async () => {
    io = signedInIo('http://127.0.0.1:1', { env: { WAYPOST_URL: 'http://127.0.0.1:2' } });
    await runWaypost(io, ['--url', api.url, 'whoami']);
    expect(io.exitCode).toBe(0);

    const after = signedInIo('http://127.0.0.1:1');
    await runWaypost(after, ['whoami', '--url', api.url]);
    expect(after.exitCode).toBe(0);
    after.cleanup();

    const viaEnv = signedInIo('http://127.0.0.1:1', { env: { WAYPOST_URL: api.url } });
    await runWaypost(viaEnv, ['whoami']);
    expect(viaEnv.exitCode).toBe(0);
    viaEnv.cleanup();
  });

  it('explains an unreachable API with exit code 1', async () => {
    const url = await closedPortUrl();
    io = signedInIo(url);
    await runWaypost(io, ['whoami']);

    expect(io.err.text).toBe(`Error: Cannot reach the Waypost API at ${url} (ECONNREFUSED). Is the server running? Set --url or WAYPOST_URL.\n`);
    expect(io.exitCode).toBe(1);
  });
});
