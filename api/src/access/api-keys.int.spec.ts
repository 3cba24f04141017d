import request from 'supertest';
import { API_KEY_MESSAGES, type CreatedApiKey } from '@waypost/contracts';
import { DEMO_PASSWORD, createTestApp, type TestApp } from '../../test-support/create-test-app';
import { sha256 } from './password';

// ── API keys (issue 25, item 3): test and live mode, scopes, expiry, last use, revocation ──
// Keys are created with a dashboard session, then used as `Authorization: Bearer wp_…` like an integrator would.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const shipment = {
  fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Jo Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: 'Books', weight: 1, value: 20, dimensions: { length: 30, width: 20, height: 10 } },
};

const withKey = (key: string) => ({
  get: (url: string) => request(t.app.getHttpServer()).get(url).set('authorization', `Bearer ${key}`),
  post: (url: string) => request(t.app.getHttpServer()).post(url).set('authorization', `Bearer ${key}`),
  delete: (url: string) => request(t.app.getHttpServer()).delete(url).set('authorization', `Bearer ${key}`),
});

async function createKey(as: 'shipper' | 'admin' | 'agent', body: Record<string, unknown>): Promise<CreatedApiKey> {
  const owner = await t.signIn(as);
  const res = await owner.post('/api/auth/keys').send({ name: 'integration', ...body });
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return res.body as CreatedApiKey;
}

describe('creating keys', () => {
  it('a test and a live key: prefixed, 32 random bytes, shown once, stored as a hash, created by an event', async () => {
    const shipper = await t.signIn('shipper');
    const test = await shipper
      .post('/api/auth/keys')
      .send({ name: 'ci', mode: 'test', scopes: ['read', 'write'], expiresAt: '2099-01-01' })
      .expect(201);
    const live = await shipper
      .post('/api/auth/keys')
      .send({ name: 'prod', mode: 'live', scopes: ['read'] })
      .expect(201);
    expect(test.body.key).toMatch(/^wp_test_[A-Za-z0-9_-]{43}$/);
    expect(live.body.key).toMatch(/^wp_live_[A-Za-z0-9_-]{43}$/);
    expect(test.body).toMatchObject({ name: 'ci', mode: 'test', scopes: ['read', 'write'], expiresAt: '2099-01-01T00:00:00.000Z', lastUsedAt: null, revokedAt: null });
    expect(test.body.prefix).toBe(test.body.key.slice(0, 12));

    const listed = (await shipper.get('/api/auth/keys').expect(200)).body as Record<string, unknown>[];
    const mine = listed.find((k) => k.id === test.body.id)!;
    expect(mine).toEqual({ ...test.body, key: undefined, lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(test.body.key);

    const { rows } = await t.resources.pool.query(`SELECT token_hash FROM api_tokens WHERE id = $1`, [test.body.id]);
    expect(rows[0].token_hash).toBe(sha256(test.body.key));
    const events = await t.resources.pool.query(`SELECT type, data FROM events WHERE stream_id = $1`, [`api-key-${test.body.id}`]);
    expect(events.rows.map((e) => e.type)).toEqual(['ApiKeyCreated']);
    expect(JSON.stringify(events.rows)).not.toContain(test.body.key);
    // keys are not CLI tokens: the tokens list does not show them
    expect(((await shipper.get('/api/auth/tokens').expect(200)).body as { id: string }[]).map((x) => x.id)).not.toContain(test.body.id);
  });

  it('refuses bad input with the field and changes nothing', async () => {
    const shipper = await t.signIn('shipper');
    const before = (await shipper.get('/api/auth/keys')).body.length;
    const bad = [
      [{ name: 'x', mode: 'sandbox', scopes: ['read'] }, 'mode'],
      [{ name: 'x', mode: 'live', scopes: [] }, 'scopes'],
      [{ name: 'x', mode: 'live', scopes: ['read', 'everything'] }, 'scopes.1'],
      [{ name: 'x', mode: 'live', scopes: ['read'], expiresAt: 'soon' }, 'expiresAt'],
      [{ name: 'x', mode: 'live', scopes: ['read'], expiresAt: '2020-01-01' }, 'expiresAt'],
      [{ name: 'x', mode: 'live', scopes: ['admin'] }, 'scopes'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await shipper.post('/api/auth/keys').send(body).expect(400);
      expect(res.body.issues.map((i: { field: string }) => i.field)).toContain(field);
    }
    expect((await shipper.get('/api/auth/keys')).body.length).toBe(before);
  });

  it('a key never exceeds its owner: admin scope only for admins, and only live', async () => {
    const agent = await t.signIn('agent');
    expect(
      (
        await agent
          .post('/api/auth/keys')
          .send({ name: 'x', mode: 'live', scopes: ['admin'] })
          .expect(400)
      ).body.issues[0].message,
    ).toBe(API_KEY_MESSAGES.adminScopeNeedsAdmin);
    const admin = await t.signIn('admin');
    expect(
      (
        await admin
          .post('/api/auth/keys')
          .send({ name: 'x', mode: 'test', scopes: ['admin'] })
          .expect(400)
      ).body.issues[0].message,
    ).toBe(API_KEY_MESSAGES.testModeNoAdmin);
    await admin
      .post('/api/auth/keys')
      .send({ name: 'ops', mode: 'live', scopes: ['read', 'admin'] })
      .expect(201);
  });

  it('needs a session or the CLI token: signed out 401, an API key 403', async () => {
    await t
      .anonymous()
      .post('/api/auth/keys')
      .send({ name: 'x', mode: 'live', scopes: ['read'] })
      .expect(401);
    const { key } = await createKey('shipper', { mode: 'live', scopes: ['read', 'write', 'labels', 'webhooks'] });
    const res = await withKey(key)
      .post('/api/auth/keys')
      .send({ name: 'x', mode: 'live', scopes: ['read'] })
      .expect(403);
    expect(res.body.message).toBe(API_KEY_MESSAGES.keysManageKeys);
    await withKey(key).get('/api/auth/tokens').expect(403);
  });
});

describe('test mode sees only test data, live mode only live data', () => {
  it('list, get by id and tracking are separated both ways; answers say their mode', async () => {
    const test = await createKey('shipper', { mode: 'test', scopes: ['read', 'write'] });
    const live = await createKey('shipper', { mode: 'live', scopes: ['read', 'write'] });
    const inTest = await withKey(test.key).post('/api/shipments').send(shipment).expect(201);
    expect(inTest.headers['waypost-livemode']).toBe('false');
    const inLive = await withKey(live.key).post('/api/shipments').send(shipment).expect(201);
    expect(inLive.headers['waypost-livemode']).toBe('true');
    const dashboard = await t.signIn('shipper');
    const fromDashboard = await dashboard.post('/api/shipments').send(shipment).expect(201);
    await t.project();

    const ids = async (key: string) => ((await withKey(key).get('/api/shipments').expect(200)).body as { id: string }[]).map((s) => s.id);
    const testIds = await ids(test.key);
    expect(testIds).toContain(inTest.body.id);
    expect(testIds).not.toContain(inLive.body.id);
    expect(testIds).not.toContain(fromDashboard.body.id);
    const liveIds = await ids(live.key);
    expect(liveIds).toEqual(expect.arrayContaining([inLive.body.id, fromDashboard.body.id]));
    expect(liveIds).not.toContain(inTest.body.id);
    expect(((await dashboard.get('/api/shipments').expect(200)).body as { id: string }[]).map((s) => s.id)).not.toContain(inTest.body.id);

    await withKey(test.key).get(`/api/shipments/${inLive.body.id}`).expect(404);
    await withKey(test.key).get(`/api/shipments/${fromDashboard.body.id}`).expect(404);
    await withKey(live.key).get(`/api/shipments/${inTest.body.id}`).expect(404);
    await dashboard.get(`/api/shipments/${inTest.body.id}`).expect(404);
    await withKey(test.key).get(`/api/shipments/${inTest.body.id}`).expect(200);

    await withKey(test.key).get(`/api/tracking/${inLive.body.trackingNumber}`).expect(404);
    await withKey(live.key).get(`/api/tracking/${inTest.body.trackingNumber}`).expect(404);
    await withKey(test.key).get(`/api/tracking/${inTest.body.trackingNumber}`).expect(200);
  });

  it("an admin's test key acts as a shipper: it sees no one's live data and no staff route", async () => {
    const live = await createKey('shipper', { mode: 'live', scopes: ['read', 'write'] });
    const created = await withKey(live.key).post('/api/shipments').send(shipment).expect(201);
    await t.project();
    const adminTest = await createKey('admin', { mode: 'test', scopes: ['read'] });
    expect(((await withKey(adminTest.key).get('/api/shipments').expect(200)).body as { id: string }[]).map((s) => s.id)).not.toContain(created.body.id);
    await withKey(adminTest.key).get(`/api/shipments/${created.body.id}`).expect(404);
  });
});

describe('scopes per route class', () => {
  it('read = GET, write = the other methods, labels = documents, admin = staff routes; 403 names the scope', async () => {
    const readOnly = await createKey('shipper', { mode: 'live', scopes: ['read'] });
    const writeOnly = await createKey('shipper', { mode: 'live', scopes: ['write'] });
    const denied = await withKey(readOnly.key).post('/api/shipments').send(shipment).expect(403);
    expect(denied.body.message).toBe(API_KEY_MESSAGES.missingScope('write'));
    const created = await withKey(writeOnly.key).post('/api/shipments').send(shipment).expect(201);
    expect((await withKey(writeOnly.key).get('/api/shipments').expect(403)).body.message).toBe(API_KEY_MESSAGES.missingScope('read'));
    await t.project();
    expect((await withKey(readOnly.key).get(`/api/shipments/${created.body.id}/label`).expect(403)).body.message).toBe(API_KEY_MESSAGES.missingScope('labels'));

    const adminRead = await createKey('admin', { mode: 'live', scopes: ['read'] });
    expect((await withKey(adminRead.key).get('/api/admin/users').expect(403)).body.message).toBe(API_KEY_MESSAGES.missingScope('admin'));
    const adminKey = await createKey('admin', { mode: 'live', scopes: ['read', 'admin'] });
    await withKey(adminKey.key).get('/api/admin/users').expect(200);
    // a shipper's key with every scope a shipper may have is still a shipper
    const all = await createKey('shipper', { mode: 'live', scopes: ['read', 'write', 'labels', 'webhooks'] });
    expect((await withKey(all.key).get('/api/admin/users').expect(403)).body.message).toBe(API_KEY_MESSAGES.missingScope('admin'));
  });
});

describe('revocation, expiry, last use', () => {
  it('a revoked key answers 401 saying so; revoking again changes nothing; another owner gets 404', async () => {
    const shipper = await t.signIn('shipper');
    const key = (
      await shipper
        .post('/api/auth/keys')
        .send({ name: 'soon gone', mode: 'live', scopes: ['read'] })
        .expect(201)
    ).body as CreatedApiKey;
    await withKey(key.key).get('/api/shipments').expect(200);
    const other = await t.signIn('private');
    await other.delete(`/api/auth/keys/${key.id}`).expect(404);
    await shipper.delete('/api/auth/keys/not-a-uuid').expect(404);
    const revoked = await shipper.delete(`/api/auth/keys/${key.id}`).expect(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const refused = await withKey(key.key).get('/api/shipments').expect(401);
    expect(refused.body.message).toBe(API_KEY_MESSAGES.revoked);
    await shipper.delete(`/api/auth/keys/${key.id}`).expect(200);
    const events = await t.resources.pool.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY version`, [`api-key-${key.id}`]);
    expect(events.rows.map((e) => e.type)).toEqual(['ApiKeyCreated', 'ApiKeyRevoked']);
  });

  it('an expired key answers 401 saying so; an unknown key 401 too', async () => {
    const key = await createKey('shipper', { mode: 'test', scopes: ['read'], expiresAt: '2099-06-30T12:00:00Z' });
    // time passes: the expiry is now behind us
    await t.resources.pool.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [key.id]);
    expect((await withKey(key.key).get('/api/shipments').expect(401)).body.message).toBe(API_KEY_MESSAGES.expired);
    const unknown = `wp_live_${'A'.repeat(43)}`;
    expect((await withKey(unknown).get('/api/shipments').expect(401)).body.message).toBe(API_KEY_MESSAGES.invalid);
  });

  it('last use is recorded (at most once a minute)', async () => {
    const shipper = await t.signIn('shipper');
    const key = (
      await shipper
        .post('/api/auth/keys')
        .send({ name: 'used', mode: 'live', scopes: ['read'] })
        .expect(201)
    ).body as CreatedApiKey;
    await withKey(key.key).get('/api/shipments').expect(200);
    await withKey(key.key).get('/api/shipments').expect(200);
    let listed: { id: string; lastUsedAt: string | null } | undefined;
    for (let i = 0; i < 50 && !listed?.lastUsedAt; i++) {
      listed = ((await shipper.get('/api/auth/keys')).body as { id: string; lastUsedAt: string | null }[]).find((k) => k.id === key.id);
      if (!listed?.lastUsedAt) await new Promise((r) => setTimeout(r, 20));
    }
    expect(Date.parse(listed!.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('the CLI token keeps working beside keys', async () => {
    const login = await t.anonymous().post('/api/auth/cli-login').send({ email: 'shipper@waypost.test', password: DEMO_PASSWORD, name: 'waypost-cli' }).expect(201);
    await withKey(login.body.token).get('/api/shipments').expect(200);
    await withKey(login.body.token)
      .post('/api/auth/keys')
      .send({ name: 'from cli', mode: 'test', scopes: ['read'] })
      .expect(201);
  });
});
