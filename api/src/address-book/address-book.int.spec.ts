import request from 'supertest';
import { ADDRESS_BOOK_LIMITS, addressBookStreamId, type CreatedApiKey, type ParcelPresetView, type SavedAddressView } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';

// ── Address book over HTTP: CRUD of addresses and presets, the default sender, accounts kept apart, refusals that
// name their field, the limits, API key scopes, and forgetting (the saved addresses read as [redacted]) ──

jest.setTimeout(120_000);

const berlin = { name: 'Ada Sender', company: 'Ada GmbH', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117', phone: '030 1234567' };
const paris = { name: 'Bea Receiver', address: '10 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' };
const smallBox = { weight: { value: 1.5, unit: 'kg' }, dimensions: { length: 30, width: 20, height: 10, unit: 'cm' }, packaging: 'box' };

describe('address book', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('saves, lists, changes and removes addresses; one default sender at a time', async () => {
    const shipper = await t.signUp({ email: 'book-owner@waypost.test', password: 'address-book-owner-1' });
    const home = await shipper.post('/api/address-book/addresses').send({ nickname: 'Home', address: berlin, defaultSender: true }).expect(201);
    // stored as a shipment's address: country resolved, phone in E.164
    expect(home.body).toMatchObject({ nickname: 'Home', defaultSender: true, address: { countryCode: 'DE', phone: '+49301234567', name: 'Ada Sender' } });
    const shop = await shipper.post('/api/address-book/addresses').send({ nickname: 'Shop', address: paris }).expect(201);
    await t.project();
    let list = (await shipper.get('/api/address-book/addresses').expect(200)).body as SavedAddressView[];
    expect(list.map((a) => [a.nickname, a.defaultSender])).toEqual([
      ['Home', true],
      ['Shop', false],
    ]);

    await shipper.put(`/api/address-book/addresses/${shop.body.id}`).send({ nickname: 'Paris shop', defaultSender: true }).expect(200);
    await t.project();
    list = (await shipper.get('/api/address-book/addresses').expect(200)).body;
    expect(list.map((a) => [a.nickname, a.defaultSender])).toEqual([
      ['Home', false],
      ['Paris shop', true],
    ]);
    const one = await shipper.get(`/api/address-book/addresses/${shop.body.id}`).expect(200);
    expect(one.body).toMatchObject({ nickname: 'Paris shop', address: { city: 'Paris', countryCode: 'FR' } });

    // removing the default sender leaves none
    await shipper.delete(`/api/address-book/addresses/${shop.body.id}`).expect(204);
    await t.project();
    list = (await shipper.get('/api/address-book/addresses').expect(200)).body;
    expect(list.map((a) => [a.nickname, a.defaultSender])).toEqual([['Home', false]]);
    await shipper.get(`/api/address-book/addresses/${shop.body.id}`).expect(404);
    await shipper.delete(`/api/address-book/addresses/${shop.body.id}`).expect(404);
  });

  it('saves, changes and removes parcel presets', async () => {
    const shipper = await t.signUp({ email: 'preset-owner@waypost.test', password: 'address-book-owner-2' });
    const created = await shipper.post('/api/address-book/parcel-presets').send({ name: 'Small box', parcel: smallBox }).expect(201);
    expect(created.body).toMatchObject({ name: 'Small box', parcel: smallBox });
    await shipper
      .put(`/api/address-book/parcel-presets/${created.body.id}`)
      .send({ parcel: { weight: { value: 3, unit: 'lb' } } })
      .expect(200);
    await t.project();
    const list = (await shipper.get('/api/address-book/parcel-presets').expect(200)).body as ParcelPresetView[];
    expect(list).toEqual([expect.objectContaining({ id: created.body.id, name: 'Small box', parcel: { weight: { value: 3, unit: 'lb' } } })]);
    await shipper.delete(`/api/address-book/parcel-presets/${created.body.id}`).expect(204);
    await t.project();
    expect((await shipper.get('/api/address-book/parcel-presets').expect(200)).body).toEqual([]);
  });

  it('another account’s entries answer 404 and are never listed', async () => {
    const owner = await t.signIn('shipper');
    const other = await t.signIn('private');
    const address = await owner.post('/api/address-book/addresses').send({ nickname: 'Owner HQ', address: berlin }).expect(201);
    const preset = await owner.post('/api/address-book/parcel-presets').send({ name: 'Owner box', parcel: smallBox }).expect(201);
    await t.project();
    for (const path of [`/api/address-book/addresses/${address.body.id}`, `/api/address-book/parcel-presets/${preset.body.id}`]) {
      await other.get(path).expect(404);
      await other
        .put(path)
        .send(path.includes('addresses') ? { nickname: 'Mine now' } : { name: 'Mine now' })
        .expect(404);
      await other.delete(path).expect(404);
    }
    await other.get('/api/address-book/addresses/not-a-uuid').expect(404);
    expect(JSON.stringify((await other.get('/api/address-book/addresses').expect(200)).body)).not.toContain(address.body.id);
    expect(JSON.stringify((await other.get('/api/address-book/parcel-presets').expect(200)).body)).not.toContain(preset.body.id);
    // the owner's entries are untouched
    expect((await owner.get(`/api/address-book/addresses/${address.body.id}`).expect(200)).body.nickname).toBe('Owner HQ');
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const shipper = await t.signUp({ email: 'book-refusals@waypost.test', password: 'address-book-owner-3' });
    const refused = async (path: string, body: unknown, field: string, method: 'post' | 'put' = 'post') => {
      const res = await shipper[method](path)
        .send(body as object)
        .expect(400);
      expect(res.body.issues.map((i: { field: string }) => i.field)).toContain(field);
    };
    await refused('/api/address-book/addresses', { nickname: '', address: berlin }, 'nickname');
    await refused('/api/address-book/addresses', { nickname: 'X', address: { ...berlin, postalCode: '1234' } }, 'address.postalCode');
    await refused('/api/address-book/addresses', { nickname: 'X', address: { ...berlin, country: 'Atlantis' } }, 'address.country');
    await refused('/api/address-book/addresses', { nickname: 'X', address: berlin, extra: 1 }, '(body)');
    await refused('/api/address-book/parcel-presets', { name: 'Huge', parcel: { weight: { value: 2000, unit: 'kg' } } }, 'parcel.weight.value');
    await refused('/api/address-book/parcel-presets', { name: 'NaN', parcel: { weight: { value: 'x', unit: 'kg' } } }, 'parcel.weight.value');
    await shipper.post('/api/address-book/addresses').send({ nickname: 'Home', address: berlin }).expect(201);
    await refused('/api/address-book/addresses', { nickname: ' HOME ', address: paris }, 'nickname');
    const created = await shipper.post('/api/address-book/parcel-presets').send({ name: 'Box', parcel: smallBox }).expect(201);
    await shipper.post('/api/address-book/parcel-presets').send({ name: 'Tube', parcel: smallBox }).expect(201);
    await refused(`/api/address-book/parcel-presets/${created.body.id}`, { name: 'tube' }, 'name', 'put');
    await t.project();
    expect((await shipper.get('/api/address-book/addresses').expect(200)).body).toHaveLength(1);
    expect(((await shipper.get('/api/address-book/parcel-presets').expect(200)).body as ParcelPresetView[]).map((p) => p.name)).toEqual(['Box', 'Tube']);
  });

  it('holds at most 100 presets and 500 addresses: one more is a 400 naming the list', async () => {
    const shipper = await t.signUp({ email: 'book-limits@waypost.test', password: 'address-book-owner-4' });
    for (let i = 0; i < ADDRESS_BOOK_LIMITS.presets; i++)
      await shipper
        .post('/api/address-book/parcel-presets')
        .send({ name: `P${i}`, parcel: smallBox })
        .expect(201);
    const presets = await shipper.post('/api/address-book/parcel-presets').send({ name: 'One more', parcel: smallBox }).expect(400);
    expect(presets.body.issues).toEqual([{ field: 'presets', message: expect.stringContaining('at most 100') }]);
    const me = (await shipper.get('/api/auth/user').expect(200)).body as { id: string };
    // 500 addresses over HTTP would be slow: the stream (its 100 presets so far) gets them at once, as 500 adds would have left it
    const events = Array.from({ length: ADDRESS_BOOK_LIMITS.addresses }, (_, i) => ({
      eventId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      type: 'SavedAddressAdded',
      data: {
        ownerId: me.id,
        addressId: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        nickname: `N${i}`,
        address: { ...paris, countryCode: 'FR' },
        addedAt: new Date().toISOString(),
      },
      metadata: { commandId: 'limit-fill', correlationId: 'limit-fill', causationId: 'limit-fill', actor: { kind: 'user', id: me.id }, occurredAt: new Date().toISOString() },
    }));
    await t.resources.store.append(addressBookStreamId(me.id), 'address-book', ADDRESS_BOOK_LIMITS.presets, events as never);
    const addresses = await shipper.post('/api/address-book/addresses').send({ nickname: 'One more', address: berlin }).expect(400);
    expect(addresses.body.issues).toEqual([{ field: 'addresses', message: expect.stringContaining('at most 500') }]);
  });

  it('API keys: read scope lists, write scope saves', async () => {
    const owner = await t.signIn('shipper');
    const key = async (scopes: string[]) => ((await owner.post('/api/auth/keys').send({ name: 'book', mode: 'live', scopes }).expect(201)).body as CreatedApiKey).key;
    const reader = await key(['read']);
    const writer = await key(['write']);
    const server = t.app.getHttpServer();
    await request(server).get('/api/address-book/addresses').set('authorization', `Bearer ${reader}`).expect(200);
    await request(server).post('/api/address-book/addresses').set('authorization', `Bearer ${reader}`).send({ nickname: 'By key', address: berlin }).expect(403);
    await request(server).post('/api/address-book/addresses').set('authorization', `Bearer ${writer}`).send({ nickname: 'By key', address: berlin }).expect(201);
  });

  it('forgetting the account redacts its saved addresses in the events and the read model', async () => {
    const shipper = await t.signUp({ email: 'forget-book@waypost.test', password: 'address-book-owner-5' });
    const me = (await shipper.get('/api/auth/user').expect(200)).body as { id: string };
    await shipper
      .post('/api/address-book/addresses')
      .send({ nickname: 'Grandma Quirinus', address: { ...berlin, name: 'Quirinus Forgetbook' } })
      .expect(201);
    await t.project();
    const raw = await t.resources.pool.query("SELECT count(*)::int AS n FROM events WHERE data::text LIKE '%Quirinus%'");
    expect(raw.rows[0].n).toBe(0); // sealed at rest
    const admin = await t.signIn('admin');
    const forgotten = await admin.post(`/api/audit/forget/${me.id}`).expect(202);
    for (;;) {
      const r = await admin.get(`/api/audit/replays/${forgotten.body.replayId}`).expect(200);
      if (r.body.state === 'done') break;
      expect(r.body.state).not.toBe('failed');
      await new Promise((res) => setTimeout(res, 50));
    }
    const { rows } = await t.resources.pool.query<{ nickname: string; address: Record<string, string> }>('SELECT nickname, address FROM saved_addresses WHERE owner_id = $1', [
      me.id,
    ]);
    expect(rows).toEqual([{ nickname: '[redacted]', address: expect.objectContaining({ name: '[redacted]', address: '[redacted]', postalCode: '[redacted]', city: 'Berlin' }) }]);
    const dump = await t.resources.pool.query("SELECT count(*)::int AS n FROM saved_addresses WHERE nickname LIKE '%Quirinus%' OR address::text LIKE '%Quirinus%'");
    expect(dump.rows[0].n).toBe(0);
  });
});
