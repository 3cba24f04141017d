import { createTestApp, type TestApp } from '../../test-support/create-test-app';

const payload = (overrides: Record<string, unknown> = {}) => ({
  fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Jo Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: 'Headphones', weight: 1.2, value: 150, dimensions: { length: 30, width: 20, height: 15 } },
  status: 'pending',
  ...overrides,
});

describe('shipments over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a pending shipment with a tracking number, lists it for its owner only, and tracks it', async () => {
    const shipper = await t.signIn('shipper');
    const created = await shipper.post('/api/shipments').send(payload()).expect(201);
    expect(created.body).toMatchObject({ status: 'pending', version: 1, fromAddress: { city: 'Berlin' } });
    expect(created.body.trackingNumber).toMatch(/^2PG-\d{4}-\d{6}$/);
    expect(created.body.trackingNumber.slice(4, 8)).toBe(String(new Date().getUTCFullYear()));

    await t.project();
    const list = await shipper.get('/api/shipments').expect(200);
    expect(list.body.map((s: { id: string }) => s.id)).toEqual([created.body.id]);

    const other = await t.signIn('private');
    expect((await other.get('/api/shipments').expect(200)).body).toEqual([]);
    await other.get(`/api/shipments/${created.body.id}`).expect(404);
    await other.get(`/api/tracking/${created.body.trackingNumber}`).expect(404);

    const tracked = await shipper.get(`/api/tracking/${created.body.trackingNumber}`).expect(200);
    expect(tracked.body.shipment.id).toBe(created.body.id);
    expect(tracked.body.events).toEqual([expect.objectContaining({ eventType: 'created', description: 'Shipment created', location: 'Berlin' })]);
  });

  it('answers 400 naming each bad field, and appends nothing', async () => {
    const shipper = await t.signIn('shipper');
    const before = await t.resources.pool.query('SELECT count(*)::int AS n FROM events');
    const res = await shipper
      .post('/api/shipments')
      .send(payload({ itemDetails: { description: '', weight: -1, value: 'x' }, status: 'delivered' }))
      .expect(400);
    const fields = res.body.issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['itemDetails.description', 'itemDetails.weight', 'itemDetails.value', 'status']));
    expect(res.body.message).toContain('itemDetails.weight must be at least 0.001 kg');
    const after = await t.resources.pool.query('SELECT count(*)::int AS n FROM events');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('refuses a lane no carrier serves with a 422 that names the lane, and stores nothing (issue 22 item 26, issue 24 item 6)', async () => {
    const shipper = await t.signIn('shipper');
    const count = async () => (await t.resources.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
    const before = await count();
    const toAntarctica = payload({ toAddress: { name: 'Ana', address: 'Station 1', city: 'McMurdo Station', country: 'Antarctica', postalCode: '' } });
    const res = await shipper.post('/api/shipments').send(toAntarctica).expect(422);
    expect(res.body.message).toMatch(/^No carrier serves Germany → Antarctica: our carriers do not deliver to Antarctica: /);
    expect(res.body.issues).toEqual([{ field: 'toAddress.country', message: expect.stringContaining('do not deliver to Antarctica') }]);
    const fromBouvet = payload({ fromAddress: { name: 'Ade', address: '1 Cape', city: 'Bouvet', country: 'BV', postalCode: '' } });
    const res2 = await shipper.post('/api/shipments').send(fromBouvet).expect(422);
    expect(res2.body.message).toMatch(/^No carrier serves BV → United States: our carriers do not collect in Bouvet Island/);
    expect(res2.body.issues[0].field).toBe('fromAddress.country');
    const toNowhere = payload({ toAddress: { name: 'Ana', address: '1 Road', city: 'Somewhere', country: 'Atlantis', postalCode: '' } });
    // not a country at all: the address check refuses it (400) before any lane is asked for
    const res4 = await shipper.post('/api/shipments').send(toNowhere).expect(400);
    expect(res4.body.issues).toEqual([{ field: 'toAddress.country', message: expect.stringContaining("'Atlantis' is not a country we know") }]);
    // a served lane, but a parcel no carrier on it takes
    const huge = payload({ itemDetails: { description: 'Boat', weight: 1, value: 10, dimensions: { length: 400, width: 100, height: 100 } } });
    const res3 = await shipper.post('/api/shipments').send(huge).expect(422);
    expect(res3.body.message).toContain('Germany → United States');
    expect(res3.body.issues).toEqual([
      { field: 'itemDetails.dimensions', message: expect.stringMatching(/^has a side of 400 cm; the carriers on this lane take at most \d+ cm a side$/) },
    ]);
    expect(await count()).toBe(before);
  });

  it('checks addresses country by country: 400 naming the field and what the country expects, nothing stored (issue 24)', async () => {
    const shipper = await t.signIn('shipper');
    const count = async () => (await t.resources.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
    const before = await count();
    const toCanada = payload({ toAddress: { name: 'Lee', address: '1 Bay St', city: 'Yellowknife', country: 'Canada', postalCode: 'x1a-2p7' } });
    const res = await shipper.post('/api/shipments').send(toCanada).expect(400);
    expect(res.body.issues).toEqual([
      { field: 'toAddress.postalCode', message: expect.stringContaining('CA postal codes look like A1A 1A1'), suggestion: 'X1A 2P7' },
      { field: 'toAddress.state', message: expect.stringMatching(/^CA needs a province: one of AB, BC, /) },
    ]);
    expect(res.body.message).toContain('toAddress.state CA needs a province');
    const badFrom = payload({ fromAddress: { name: 'Sam', address: 'Friedrichstr. 1', city: 'Berlin', country: '__proto__', postalCode: '10117' } });
    expect((await shipper.post('/api/shipments').send(badFrom).expect(400)).body.issues).toEqual([{ field: 'fromAddress.country', message: expect.any(String) }]);
    const badEmail = payload({ toAddress: { ...payload().toAddress, email: 'not-an-email', phone: '12' } });
    const fields = (await shipper.post('/api/shipments').send(badEmail).expect(400)).body.issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(['toAddress.email']);
    expect(await count()).toBe(before);
  });

  it('stores the new address fields with the ISO country code, phone in E.164 and the state a ZIP fixes (issue 24)', async () => {
    const shipper = await t.signIn('shipper');
    const toAddress = { ...payload().toAddress, company: 'ACME Inc', address2: 'Suite 5', phone: '(212) 555-0100', email: 'jo@example.com', residential: false };
    const { body } = await shipper.post('/api/shipments').send(payload({ toAddress })).expect(201);
    expect(body.toAddress).toEqual({ ...toAddress, phone: '+12125550100', state: 'NY', countryCode: 'US' });
    expect(body.fromAddress).toMatchObject({ country: 'Germany', countryCode: 'DE' });
    await t.project();
    const read = await shipper.get(`/api/shipments/${body.id}`).expect(200);
    expect(read.body.toAddress).toMatchObject({ company: 'ACME Inc', state: 'NY', countryCode: 'US', phone: '+12125550100' });
  });

  it("estimates delivery from the carriers' quote for the lane at creation (issue 22 item 30)", async () => {
    const shipper = await t.signIn('shipper');
    const created = (await shipper.post('/api/shipments').send(payload()).expect(201)).body;
    expect(created.estimateSource).toBe('quote');
    const days = (Date.parse(created.estimatedDelivery) - Date.parse(created.createdAt)) / 86_400_000;
    expect(Number.isInteger(days)).toBe(true);
    // Germany → United States: no 'domestic 3 / abroad 7' rule of thumb, but the transit of the service the dispatcher picks
    const { laneOptions, cheapestOption } = await import('../carriers/queries/lane-options');
    const { CARRIERS } = await import('../catalogue/queries/catalogue');
    const pick = cheapestOption(
      laneOptions(
        { ...payload(), createdAt: created.createdAt } as never,
        CARRIERS.map((c) => c.id),
      ),
    );
    expect(days).toBe(pick!.transitDays);
  });

  it('needs a session', async () => {
    await t.anonymous().get('/api/shipments').expect(401);
    await t.anonymous().post('/api/shipments').send(payload()).expect(401);
    await t.anonymous().get('/api/tracking/2PG-2026-000001').expect(401);
  });

  it('answers 404 for an unknown tracking number', async () => {
    const shipper = await t.signIn('shipper');
    await shipper.get('/api/tracking/2PG-1999-999999').expect(404);
    await shipper.get('/api/tracking/not-a-number').expect(404);
  });

  it('moves through the allowed statuses and refuses the others with 409', async () => {
    const shipper = await t.signIn('shipper');
    const agent = await t.signIn('agent');
    const { body: s } = await shipper.post('/api/shipments').send(payload()).expect(201);
    const step = (eventType: string) => agent.post(`/api/shipments/${s.id}/tracking-events`).send({ eventType, description: eventType, location: 'Leipzig Hub' });
    expect((await step('delivered')).status).toBe(409);
    expect((await step('pickup')).body).toEqual({ version: 2 });
    expect((await step('customs')).status).toBe(201);
    expect((await step('transit')).status).toBe(201);
    expect((await step('delivered')).status).toBe(201);
    const late = await step('transit');
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('Delivered');
    await shipper.post(`/api/shipments/${s.id}/cancel`).send({}).expect(409);
    // shippers cannot record tracking events
    await shipper.post(`/api/shipments/${s.id}/tracking-events`).send({ eventType: 'transit', description: 'x', location: 'y' }).expect(403);
    await t.project();
    const tracked = await shipper.get(`/api/tracking/${s.trackingNumber}`).expect(200);
    expect(tracked.body.shipment.status).toBe('delivered');
    expect(tracked.body.events.map((e: { eventType: string }) => e.eventType)).toEqual(['created', 'pickup', 'customs', 'transit', 'delivered']);
  });

  it('records what carriers report beyond the spec four, each shown as one of them (issue 24, item 7)', async () => {
    const shipper = await t.signIn('shipper');
    const agent = await t.signIn('agent');
    const { body: s } = await shipper.post('/api/shipments').send(payload()).expect(201);
    const step = (eventType: string) => agent.post(`/api/shipments/${s.id}/tracking-events`).send({ eventType, description: eventType, location: 'Lyon' });
    expect((await step('delivery_attempt')).status).toBe(409); // not out for delivery yet
    const unknown = await step('lost_in_space');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('eventType');
    for (const type of ['pickup', 'out_for_delivery', 'delivery_attempt']) expect((await step(type)).status).toBe(201);
    await t.project();
    const list = await shipper.get('/api/shipments').expect(200);
    expect(list.body.find((x: { id: string }) => x.id === s.id)).toMatchObject({ status: 'in_transit', trackingStatus: 'delivery_failed' });
    expect((await step('available_for_pickup')).status).toBe(201);
    expect((await step('returned_to_sender')).status).toBe(201);
    const late = await step('delivered');
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('Returned to sender');
    await t.project();
    const tracked = await shipper.get(`/api/tracking/${s.trackingNumber}`).expect(200);
    expect(tracked.body.shipment).toMatchObject({ status: 'delivered', trackingStatus: 'returned_to_sender' });
    expect(tracked.body.events.map((e: { eventType: string }) => e.eventType)).toEqual([
      'created',
      'pickup',
      'out_for_delivery',
      'delivery_attempt',
      'available_for_pickup',
      'returned_to_sender',
    ]);
  });

  it('lets the owner cancel a pending shipment, not someone else', async () => {
    const shipper = await t.signIn('shipper');
    const other = await t.signIn('private');
    const { body: s } = await shipper.post('/api/shipments').send(payload()).expect(201);
    await other.post(`/api/shipments/${s.id}/cancel`).send({}).expect(404);
    expect((await shipper.post(`/api/shipments/${s.id}/cancel`).send({ reason: 'changed my mind' }).expect(200)).body).toEqual({ version: 2 });
    await t.project();
    expect((await shipper.get(`/api/shipments/${s.id}`).expect(200)).body.status).toBe('cancelled');
  });

  it('of 50 concurrent commands with the same expected version, exactly one succeeds and the rest get 409', async () => {
    const shipper = await t.signIn('shipper');
    const agent = await t.signIn('agent');
    const { body: s } = await shipper.post('/api/shipments').send(payload()).expect(201);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        agent.post(`/api/shipments/${s.id}/tracking-events`).send({ eventType: 'pickup', description: `scan ${i}`, location: 'Berlin', expectedVersion: 1 }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((c) => c === 201)).toHaveLength(1);
    expect(statuses.filter((c) => c === 409)).toHaveLength(49);
    expect(results.find((r) => r.status === 409)!.body.message).toMatch(/expected version 1, found 2/);
    const { rows } = await t.resources.pool.query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`shipment-${s.id}`]);
    expect(rows[0].n).toBe(2);
  });

  it('the same create retried 10 times with one Idempotency-Key makes one shipment, answered with the first result', async () => {
    const shipper = await t.signIn('shipper');
    const key = `retry-${Date.now()}`;
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await shipper.post('/api/shipments').set('Idempotency-Key', key).send(payload()));
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => shipper.post('/api/shipments').set('Idempotency-Key', key).send(payload())));
    for (const r of [...results, ...concurrent]) {
      expect(r.status).toBe(201);
      expect(r.body).toEqual(results[0]!.body);
    }
    const { rows } = await t.resources.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'ShipmentCreated' AND data->>'shipmentId' = $1", [results[0]!.body.id]);
    expect(rows[0].n).toBe(1);
    const reused = await shipper
      .post('/api/shipments')
      .set('Idempotency-Key', key)
      .send(payload({ itemDetails: { description: 'Other', weight: 2, value: 1 } }));
    expect(reused.status).toBe(422);
  });
});
