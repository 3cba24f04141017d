import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const created = { id: 'tok-2', name: 'warehouse', token: 'wp_new_secret', createdAt: '2026-01-03T08:00:00Z', lastUsedAt: null };
const list = [
  { id: 'tok-1', name: 'waypost-cli@test-host', createdAt: '2026-01-01T08:00:00Z', lastUsedAt: '2026-01-02T09:00:00Z' },
  { id: 'tok-2', name: 'warehouse', createdAt: '2026-01-03T08:00:00Z', lastUsedAt: null },
];

describe('waypost tokens', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({
      'POST /api/auth/tokens': { status: 201, body: created },
      'GET /api/auth/tokens': { status: 200, body: list },
      'DELETE /api/auth/tokens/tok-2': { status: 204 },
      'DELETE /api/auth/tokens/tok-1': { status: 204 },
    });
    io = signedInIo(api.url);
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('creates a token and shows its secret once', async () => {
    await runWaypost(io, ['tokens', 'create', 'warehouse']);

    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/auth/tokens', body: { name: 'warehouse' } });
    expect(io.out.text).toBe(['Id:      tok-2', 'Name:    warehouse', 'Created: 2026-01-03 08:00:00Z', 'Token:   wp_new_secret', ''].join('\n'));
    expect(io.err.text).toBe('Store this token now: it is not shown again.\n');
  });

  it('refuses a blank name (exit 2)', async () => {
    await runWaypost(io, ['tokens', 'create', '  ']);
    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toBe('Invalid input:\n  - <name>: is required\n');
    expect(io.exitCode).toBe(2);
  });

  it('lists tokens as a table or JSON', async () => {
    await runWaypost(io, ['tokens', 'list']);
    expect(io.out.text).toBe(
      [
        'ID     CREATED               LAST USED             NAME',
        'tok-1  2026-01-01 08:00:00Z  2026-01-02 09:00:00Z  waypost-cli@test-host',
        'tok-2  2026-01-03 08:00:00Z  -                     warehouse',
        '',
      ].join('\n'),
    );

    const json = signedInIo(api.url);
    await runWaypost(json, ['tokens', 'list', '--json']);
    expect(JSON.parse(json.out.text)).toEqual(list);
    json.cleanup();
  });

  it('revokes a token', async () => {
    await runWaypost(io, ['tokens', 'revoke', 'tok-2']);
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', path: '/api/auth/tokens/tok-2' });
    expect(io.out.text).toBe('Token tok-2 revoked.\n');
    expect(io.readConfig()?.token).toBe('wp_test_token');
  });

  it("signs out when revoking the CLI's own token", async () => {
    await runWaypost(io, ['tokens', 'revoke', 'tok-1']);
    expect(io.out.text).toBe('Token tok-1 revoked.\nThat was the token this CLI signed in with: signed out.\n');
    expect(io.readConfig()).toEqual({ url: api.url });
  });

  it('exits 4 for an unknown token', async () => {
    await runWaypost(io, ['tokens', 'revoke', 'tok-404']);
    expect(io.err.text).toBe('Error: Token tok-404 not found.\n');
    expect(io.exitCode).toBe(4);
  });
});
