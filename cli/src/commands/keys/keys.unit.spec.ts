import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const key = {
  id: 'key-1',
  name: 'ci',
  mode: 'test',
  prefix: 'wp_test_AbCd',
  scopes: ['read', 'write'],
  createdAt: '2026-01-03T08:00:00Z',
  lastUsedAt: null,
  expiresAt: '2027-01-01T00:00:00.000Z',
  revokedAt: null,
};
const created = { ...key, key: `wp_test_AbCd${'x'.repeat(39)}` };
const list = [
  key,
  {
    ...key,
    id: 'key-2',
    name: 'prod',
    mode: 'live',
    prefix: 'wp_live_ZyXw',
    scopes: ['read'],
    expiresAt: null,
    lastUsedAt: '2026-01-04T10:00:00Z',
    revokedAt: '2026-01-05T10:00:00Z',
  },
];

describe('waypost keys', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({
      'POST /api/auth/keys': { status: 201, body: created },
      'GET /api/auth/keys': { status: 200, body: list },
      'DELETE /api/auth/keys/key-1': { status: 200, body: { ...key, revokedAt: '2026-01-06T00:00:00.000Z' } },
    });
    io = signedInIo(api.url);
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('creates a key with mode, scopes and expiry, and shows it once', async () => {
    await runWaypost(io, ['keys', 'create', 'ci', '--mode', 'test', '--scope', 'read, write', '--expires', '2027-01-01']);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/keys',
      body: { name: 'ci', mode: 'test', scopes: ['read', 'write'], expiresAt: '2027-01-01T00:00:00.000Z' },
    });
    expect(io.out.text).toContain(`Key:     ${created.key}`);
    expect(io.out.text).toContain('Mode:    test');
    expect(io.err.text).toBe('Store this key now: it is not shown again.\n');
  });

  it('--json prints the created key', async () => {
    await runWaypost(io, ['keys', 'create', '--mode', 'live', '--scope', 'read', '--json']);
    expect(api.requests[0]!.body).toEqual({ name: 'api key', mode: 'live', scopes: ['read'] });
    expect(JSON.parse(io.out.text)).toEqual(created);
  });

  it('refuses an unknown mode or scope before calling the API (exit 2)', async () => {
    await runWaypost(io, ['keys', 'create', '--mode', 'sandbox', '--scope', 'read,everything']);
    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toContain('--mode: must be one of test, live');
    expect(io.err.text).toContain('must be one of read, write, labels, webhooks, admin');
    expect(io.exitCode).toBe(2);
  });

  it('lists keys with prefix, mode, scopes and status, or as JSON', async () => {
    await runWaypost(io, ['keys', 'list']);
    const lines = io.out.text.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+PREFIX\s+MODE\s+SCOPES\s+STATUS\s+CREATED\s+LAST USED\s+EXPIRES\s+NAME$/);
    expect(lines[1]).toMatch(/^key-1\s+wp_test_AbCd…\s+test\s+read,write\s+active\s/);
    expect(lines[2]).toMatch(/^key-2\s+wp_live_ZyXw…\s+live\s+read\s+revoked\s.*never\s+prod$/);
    expect(io.out.text).not.toContain(created.key);

    const json = signedInIo(api.url);
    await runWaypost(json, ['keys', 'list', '--json']);
    expect(JSON.parse(json.out.text)).toEqual(list);
    json.cleanup();
  });

  it('revokes a key; an unknown one exits 4', async () => {
    await runWaypost(io, ['keys', 'revoke', 'key-1']);
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', path: '/api/auth/keys/key-1' });
    expect(io.out.text).toBe('API key key-1 revoked.\n');
    const missing = signedInIo(api.url);
    await runWaypost(missing, ['keys', 'revoke', 'key-404']);
    expect(missing.err.text).toBe('Error: API key key-404 not found.\n');
    expect(missing.exitCode).toBe(4);
    missing.cleanup();
  });
});
