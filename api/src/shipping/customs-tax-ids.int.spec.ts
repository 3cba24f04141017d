import { createTestApp, type TestApp } from '../../test-support/create-test-app';

// ── Customs tax ids are personal data: sealed in ShipmentCreated with the owner's key, shown to the owner only,
// unreadable once the owner is forgotten; the history still replays and verifies ──

jest.setTimeout(120_000);

const EORI = 'DE000111222333444';
const VAT = 'DE999888777';
const EIN = '98-7654321';
const payload = {
  fromAddress: { name: 'Tina Taxpayer', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Ira Importer', address: '5 Main St', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: 'Vintage camera', weight: 1, value: 120 },
  customs: {
    contentType: 'gift',
    incoterm: 'DAP',
    items: [{ description: 'Camera', quantity: 1, unitValue: { amountMinor: 12_000, currency: 'EUR' }, hsCode: '900659', originCountry: 'DE', weight: { value: 1, unit: 'kg' } }],
    exporterTaxIds: [
      { type: 'EORI', value: EORI },
      { type: 'VAT', value: VAT },
    ],
    importerTaxIds: [{ type: 'EIN', value: EIN }],
  },
};
const VALUES = [EORI, VAT, EIN];
const hidden = (value: string) => ({
  exporterTaxIds: [
    { type: 'EORI', value },
    { type: 'VAT', value },
  ],
  importerTaxIds: [{ type: 'EIN', value }],
});
const leaks = (text: string) => VALUES.filter((v) => text.includes(v));

describe('customs tax ids of a private person', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function replayDone(admin: Awaited<ReturnType<TestApp['signIn']>>, id: string): Promise<{ state: string; verified?: boolean }> {
    for (;;) {
      const r = await admin.get(`/api/audit/replays/${id}`).expect(200);
      if (r.body.state === 'done' || r.body.state === 'failed') return r.body;
      await new Promise((res) => setTimeout(res, 50));
    }
  }

  it('are sealed in the event, shown to the owner only, and unreadable once the owner is forgotten', async () => {
    const tina = await t.signUp({ email: 'tina@waypost.test', password: 'forget-my-tax-ids-9', firstName: 'Tina', lastName: 'Taxpayer', userType: 'private' });
    const me = (await tina.get('/api/auth/user').expect(200)).body;
    const created = (await tina.post('/api/shipments').send(payload).expect(201)).body;
    expect(created.customs).toMatchObject(payload.customs);

    // stored sealed: the event holds ciphertext only, the shape (type, value) stays
    const raw = await t.resources.pool.query<{ data: string; customs: unknown }>("SELECT data::text AS data, data->'customs' AS customs FROM events WHERE stream_id = $1", [
      `shipment-${created.id}`,
    ]);
    expect(leaks(raw.rows[0]!.data)).toEqual([]);
    expect(raw.rows[0]!.customs).toMatchObject(hidden('[encrypted]'));
    const [opened] = await t.resources.store.readStream(`shipment-${created.id}`);
    expect(opened!.data).toMatchObject({ customs: payload.customs });

    // the owner reads them; staff (by id, by tracking number) and auditors see only their types
    await t.project();
    expect((await tina.get(`/api/shipments/${created.id}`).expect(200)).body.customs).toMatchObject(payload.customs);
    expect((await tina.get(`/api/tracking/${created.trackingNumber}`).expect(200)).body.shipment.customs).toMatchObject(payload.customs);
    const admin = await t.signIn('admin');
    const agent = await t.signIn('agent');
    for (const staff of [admin, agent]) {
      const byId = (await staff.get(`/api/shipments/${created.id}`).expect(200)).body;
      expect(byId.customs).toMatchObject(hidden('[encrypted]'));
      expect(byId.fromAddress.name).toBe('Tina Taxpayer');
      const tracked = (await staff.get(`/api/tracking/${created.trackingNumber}`).expect(200)).body;
      expect(leaks(JSON.stringify(tracked))).toEqual([]);
    }
    const auditor = await t.signIn('auditor');
    const history = await auditor.get(`/api/audit/streams/shipment-${created.id}`).expect(200);
    expect(leaks(JSON.stringify(history.body))).toEqual([]);

    // forgotten: the events read '[redacted]', the read models are rebuilt without them, and the log still verifies
    const forgotten = await admin.post(`/api/audit/forget/${me.id}`).expect(202);
    expect(await replayDone(admin, forgotten.body.replayId)).toMatchObject({ state: 'done' });
    const [after] = await t.resources.store.readStream(`shipment-${created.id}`);
    expect(after!.data).toMatchObject({ customs: hidden('[redacted]') });
    const rows = await t.resources.pool.query<{ t: string }>(
      "SELECT (SELECT coalesce(string_agg(customs::text, ''), '') FROM shipments) || (SELECT coalesce(string_agg(shipment::text, ''), '') FROM tracking) AS t",
    );
    expect(leaks(rows.rows[0]!.t)).toEqual([]);
    const replay = await admin.post('/api/audit/replays').send({ projection: 'all', verify: true }).expect(202);
    expect(await replayDone(admin, replay.body.id)).toMatchObject({ state: 'done', verified: true });
  });
});
