import type { CarrierBooking, CarrierStatus, CreatedShipment, ProviderAccountList, ProviderAccountView, Rate } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { US_DE_MANUAL as US_DE } from '../../test-support/us-de-shipment';
import { startFakeFleet, type FakeFleet } from './providers/testing/fake-fleet';
import { EasyPostFake } from './providers/easypost/easypost.fake';
import { ProviderRegistry } from './providers/provider-registry';
import { ProviderAccountsSync } from './provider-accounts-sync';
import { eventually } from '../../test-support/eventually';

// ── Provider accounts managed by admins (issue 27, item 6) ───────────────────
// Credentials go in through the API, are sealed in the events, never come back out (answers, read model, audit),
// and every process loads the account from its stream within the reload interval; pausing, replacing and removing
// take effect the same way, and removal destroys the credentials' key.

jest.setTimeout(120_000);

const KEY = 'easypost.acme';
const ROUTE = '/api/admin/provider-accounts';

describe('provider accounts managed by admins', () => {
  let fleet: FakeFleet;
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signIn']>>;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;
  const apiKey = EasyPostFake.credentials.apiKey;
  const webhookSecret = EasyPostFake.credentials.webhookSecret;

  beforeAll(async () => {
    fleet = await startFakeFleet({ only: ['easypost'] });
    t = await createTestApp({
      env: {
        RUN_CARRIERS: 'true',
        RUN_FORWARDER: 'true',
        SANDBOX_SPEED: '0.01',
        SANDBOX_EXCEPTION_RATE: '0',
        SANDBOX_CARRIERS: 'ups,fedex',
        PROVIDER_ACCOUNTS_RELOAD_MS: '200',
      },
    });
    admin = await t.signIn('admin');
    shipper = await t.signIn('shipper');
  });
  afterAll(async () => {
    await t?.close();
    await fleet?.close();
  });

  const q = async <R extends object>(sql: string, params: unknown[] = []) => (await t.resources.pool.query<R & Record<string, unknown>>(sql, params)).rows;
  const eventCount = async () => (await q<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0]!.n;
  const connectBody = (extra: Record<string, unknown> = {}) => ({
    provider: 'easypost',
    account: 'acme',
    baseUrl: fleet.urls.easypost,
    credentials: { apiKey, webhookSecret },
    ...extra,
  });
  /** Another process of the same deployment: its own registry, loaded from the read model and the streams. */
  const otherProcess = async () => {
    const registry = new ProviderRegistry([]);
    const sync = new ProviderAccountsSync(t.resources.pool, t.resources.store, registry, t.resources.config);
    await t.project();
    await sync.syncNow();
    return registry;
  };

  it('is for admins only', async () => {
    await shipper.get(ROUTE).expect(403);
    await shipper.post(ROUTE).send(connectBody()).expect(403);
    await t.anonymous().get(ROUTE).expect(401);
  });

  it.each([
    [{ provider: 'nope' }, 'provider'],
    [{ provider: '__proto__' }, 'provider'],
    [{ account: 'default' }, 'account'],
    [{ account: 'Acme Inc' }, 'account'],
    [{ credentials: { webhookSecret } }, 'credentials.apiKey'],
    [{ credentials: { apiKey, constructor: 'x' } }, 'credentials.constructor'],
    [{ credentials: { apiKey, password: 'x' } }, 'credentials.password'],
    [{ credentials: { apiKey: '' } }, 'credentials.apiKey'],
    [{ credentials: { apiKey: 'a\nb' } }, 'credentials.apiKey'],
    [{ credentials: { apiKey: 42 } }, 'credentials.apiKey'],
    [{ credentials: 'EZTK' }, 'credentials'],
    [{ mode: 'live' }, 'mode'],
    [{ mode: 'production' }, 'mode'],
    [{ baseUrl: 'ftp://example.com' }, 'baseUrl'],
    [{ baseUrl: 'https://user:pw@example.com' }, 'baseUrl'],
    [{ provider: 'karrio', baseUrl: undefined, credentials: { apiKey: 'k' } }, 'baseUrl'],
    [{ extra: true }, '(body)'],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (change, field) => {
    const before = await eventCount();
    const res = await admin.post(ROUTE).send(connectBody(change)).expect(400);
    expect((res.body.issues as { field: string }[]).map((i) => i.field)).toContain(field);
    expect(await eventCount()).toBe(before);
  });

  it('connects an account: its credentials are sealed, never answered, and it rates and buys at once', async () => {
    const res = await admin
      .post(ROUTE)
      .send(connectBody({ label: 'Acme EasyPost' }))
      .expect(201);
    const view = res.body as ProviderAccountView;
    expect(view).toMatchObject({ key: KEY, provider: 'easypost', account: 'acme', label: 'Acme EasyPost', mode: 'test', enabled: true, source: 'dashboard', active: true });
    expect(view.credentialsSet).toEqual(['apiKey', 'webhookSecret']);
    expect(res.text).not.toContain(apiKey);
    await admin.post(ROUTE).send(connectBody()).expect(409);

    // at rest: '[encrypted]' in the event, the values only in the sealed blob; nothing in the read model or an audit read
    const [stored] = await q<{ data: { credentials: Record<string, string> }; metadata: unknown }>(
      `SELECT data, metadata FROM events WHERE stream_id = $1 AND type = 'ProviderAccountConnected'`,
      [`provider-account-${KEY}`],
    );
    expect(stored!.data.credentials).toEqual({ apiKey: '[encrypted]', webhookSecret: '[encrypted]' });
    expect(JSON.stringify(stored)).not.toContain(apiKey);
    await t.project();
    expect(JSON.stringify(await q('SELECT * FROM provider_accounts'))).not.toContain(apiKey);
    const audit = await admin.get(`/api/audit/streams/provider-account-${KEY}`).expect(200);
    expect(audit.text).toContain('[encrypted]');
    expect(audit.text).not.toContain(apiKey);

    const list = (await admin.get(ROUTE).expect(200)).body as ProviderAccountList;
    expect(list.accounts.map((a) => a.key)).toEqual([KEY]);
    expect(JSON.stringify(list)).not.toContain(apiKey);
    const status = (await t.anonymous().get('/api/carriers/status').expect(200)).body as CarrierStatus;
    expect(status.providers).toEqual([expect.objectContaining({ key: KEY, id: 'easypost', account: 'acme', mode: 'test', paused: false })]);

    // a quote offers its rates, named by provider and account; a bought one is purchased at the provider once
    const created = (await shipper.post('/api/shipments').send(US_DE).expect(201)).body as CreatedShipment;
    const rate = created.rates.find((r) => r.carrierId === KEY) as Rate;
    expect(rate.provider).toMatchObject({ id: 'easypost', account: 'acme', mode: 'test' });
    const sold = fleet.fakes.easypost.labelsBought();
    await shipper.post(`/api/shipments/${created.id}/purchase`).send({ rateId: rate.id }).expect(200);
    const booking = await eventually(async () => {
      await t.project();
      const b = (await shipper.get(`/api/shipments/${created.id}/carrier`).expect(200)).body as CarrierBooking;
      return b.status === 'booked' ? b : null;
    }, 'the booking');
    expect(booking).toMatchObject({ carrierId: KEY, provider: { id: 'easypost', account: 'acme' } });
    expect(fleet.fakes.easypost.labelsBought()).toBe(sold + 1);
  });

  it('another process loads the account from its stream, with its credentials', async () => {
    const registry = await otherProcess();
    expect(registry.keys()).toEqual([KEY]);
    expect(registry.get(KEY)!.account).toMatchObject({ mode: 'test', baseUrl: fleet.urls.easypost, credentials: { apiKey, webhookSecret } });
  });

  it('pauses and resumes: a paused account answers no rates', async () => {
    const paused = (await admin.put(`${ROUTE}/${KEY}`).send({ enabled: false }).expect(200)).body as ProviderAccountView;
    expect(paused).toMatchObject({ enabled: false, active: false });
    const created = (await shipper.post('/api/shipments').send(US_DE).expect(201)).body as CreatedShipment;
    expect(created.rates.some((r) => r.carrierId === KEY)).toBe(false);
    expect((await otherProcess()).isPaused(KEY)).toBe(true);
    await admin.put(`${ROUTE}/${KEY}`).send({ enabled: true, label: 'Acme' }).expect(200);
    const again = (await shipper.post('/api/shipments').send(US_DE).expect(201)).body as CreatedShipment;
    expect(again.rates.some((r) => r.carrierId === KEY)).toBe(true);
    // a change that would leave it unusable is refused, naming the field
    const res = await admin.put(`${ROUTE}/${KEY}`).send({ mode: 'live' }).expect(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ field: 'mode' })]);
  });

  it('replaces the credentials: a wrong key is what the provider then refuses', async () => {
    await admin
      .put(`${ROUTE}/${KEY}/credentials`)
      .send({ credentials: { apiKey: 'EZTKwrong' } })
      .expect(200);
    const wrong = (await shipper.post('/api/shipments').send(US_DE).expect(201)).body as CreatedShipment;
    expect(wrong.rates.some((r) => r.carrierId === KEY)).toBe(false);
    const view = (await admin.put(`${ROUTE}/${KEY}/credentials`).send({ credentials: { apiKey, webhookSecret } }).expect(200)).body as ProviderAccountView;
    expect(view.credentialsSet).toEqual(['apiKey', 'webhookSecret']);
    const right = (await shipper.post('/api/shipments').send(US_DE).expect(201)).body as CreatedShipment;
    expect(right.rates.some((r) => r.carrierId === KEY)).toBe(true);
    await admin
      .put(`${ROUTE}/${KEY}/credentials`)
      .send({ credentials: { apiKey, password: 'x' } })
      .expect(400);
  });

  it('unknown keys, environment accounts and prototype names are 404', async () => {
    for (const key of ['easypost', '__proto__', 'easypost.__proto__', 'easypost.nope', 'nope.acme'])
      await admin
        .put(`${ROUTE}/${encodeURIComponent(key)}`)
        .send({ enabled: false })
        .expect(404);
    await admin.delete(`${ROUTE}/easypost.nope`).expect(404);
  });

  it('removes an account: its credentials are destroyed, every process lets it go, and it can be connected again', async () => {
    const [{ connection }] = (await q<{ connection: string }>(`SELECT data->>'connectionId' AS connection FROM events WHERE type = 'ProviderAccountConnected'`)) as [
      { connection: string },
    ];
    await admin.delete(`${ROUTE}/${KEY}`).expect(204);
    await admin.delete(`${ROUTE}/${KEY}`).expect(404);
    const [key] = await q<{ wrapped_key: Buffer | null }>('SELECT wrapped_key FROM personal_data_keys WHERE subject_id = $1', [`provider-account:${connection}`]);
    expect(key!.wrapped_key).toBeNull();
    const history = await t.resources.store.readStream(`provider-account-${KEY}`);
    expect((history[0]!.data as { credentials: Record<string, string> }).credentials.apiKey).toBe('[redacted]');
    await t.project();
    expect(((await admin.get(ROUTE).expect(200)).body as ProviderAccountList).accounts).toEqual([]);
    const registry = await otherProcess();
    expect(registry.keys()).toEqual([]);
    expect(registry.unavailable(KEY)).toMatch(/removed/);

    const back = (await admin.post(ROUTE).send(connectBody()).expect(201)).body as ProviderAccountView;
    expect(back).toMatchObject({ key: KEY, active: true, credentialsSet: ['apiKey', 'webhookSecret'] });
    expect((await otherProcess()).get(KEY)!.account.credentials).toMatchObject({ apiKey });
  });
});
