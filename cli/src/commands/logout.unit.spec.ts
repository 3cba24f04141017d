import { startFakeApi, type FakeApi } from '../test-support/fake-api';
import { runWaypost, signedInIo, testIo, type TestIo } from '../test-support/test-io';

describe('waypost logout', () => {
  let api: FakeApi;
  let io: TestIo;
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('revokes the stored token on the server and forgets it, keeping the URL', async () => {
    api = await startFakeApi({ 'DELETE /api/auth/tokens/tok-1': { status: 204 } });
    io = signedInIo(api.url);
    await runWaypost(io, ['logout']);

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', path: '/api/auth/tokens/tok-1' });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer wp_test_token');
    expect(io.readConfig()).toEqual({ url: api.url });
    expect(io.out.text).toBe('Signed out.\n');
    expect(io.exitCode).toBe(0);
  });

  it('still signs out, with a warning, when the server cannot revoke the token', async () => {
    api = await startFakeApi({
      'DELETE /api/auth/tokens/tok-1': { status: 500, body: { statusCode: 500, error: 'Internal', message: 'boom' } },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['logout']);

    expect(io.err.text).toBe('Warning: could not revoke the token on the server (HTTP 500: boom).\n');
    expect(io.readConfig()?.token).toBeUndefined();
    expect(io.exitCode).toBe(0);
  });

  it('has nothing to do when not signed in', async () => {
    api = await startFakeApi({});
    io = testIo();
    await runWaypost(io, ['logout']);

    expect(api.requests).toHaveLength(0);
    expect(io.out.text).toBe('Not signed in: nothing to do.\n');
    expect(io.exitCode).toBe(0);
  });
});
