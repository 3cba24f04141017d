import type { CarrierBooking, CarrierStatus, CreatedShipment, Rate, ShipmentRates } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { FLEET_PROVIDERS, startFakeFleet, type FakeFleet } from './providers/testing/fake-fleet';
import { US_DE_MANUAL as US_DE } from '../../test-support/us-de-shipment';
import { eventually } from '../../test-support/eventually';

// ── Real providers end to end through their local fakes (issue 27) ───────────
// The app runs with all six providers configured exactly as a business configures real keys, pointed at the fakes.
// For each: its rates are in the quote (named by provider and account), a bought rate is purchased by its worker
// once, the label is the provider's file, tracking arrives by polling and by a signed push (an unsigned push is
// refused), and a void reaches the provider.

jest.setTimeout(180_000);

describe('real providers through their fakes', () => {
  let fleet: FakeFleet;
  let t: TestApp;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;

  beforeAll(async () => {
    fleet = await startFakeFleet();
    t = await createTestApp({
      env: {
        RUN_CARRIERS: 'true',
        RUN_FORWARDER: 'true',
        SANDBOX_SPEED: '0.01',
        SANDBOX_EXCEPTION_RATE: '0',
        SANDBOX_CARRIERS: 'ups,fedex',
        PROVIDER_POLL_SECONDS: '1',
        PUBLIC_URL: 'https://waypost.example',
        ...fleet.env,
      },
    });
    shipper = await t.signIn('shipper');
  });
  afterAll(async () => {
    await t?.close();
    await fleet?.close();
  });

  const q = async <R extends object>(sql: string, params: unknown[] = []) => (await t.resources.pool.query<R & Record<string, unknown>>(sql, params)).rows;

  it('says which providers are configured, with their capabilities and no secret', async () => {
    const status = (await t.anonymous().get('/api/carriers/status').expect(200)).body as CarrierStatus;
    expect(status.providers!.map((p) => p.id).sort()).toEqual([...FLEET_PROVIDERS].sort());
    expect(status.carriers).toEqual({ dhl: true, ups: true, fedex: true });
    for (const p of status.providers!) expect(p).toMatchObject({ account: 'default', mode: 'test', circuit: 'closed' });
    const text = JSON.stringify(status);
    for (const secret of Object.entries(fleet.env).filter(([k]) => /KEY|SECRET|CREDENTIAL/.test(k))) expect(text).not.toContain(secret[1]);
  });

  it('a quote asks every provider at once and names who answered each rate', async () => {
    const created = (await shipper.post('/api/shipments').send(US_DE).expect(201)).body as CreatedShipment;
    const byProvider = new Set(created.rates.map((r) => r.provider?.id));
    for (const id of ['sandbox', ...FLEET_PROVIDERS]) expect(byProvider).toContain(id);
    for (const r of created.rates.filter((r) => r.provider?.id !== 'sandbox')) {
      expect(r.provider).toMatchObject({ account: 'default', mode: 'test', refs: { rateRef: expect.any(String) } });
      expect(r.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(r.price.amountMinor);
    }
    const rated = await q<{ data: { source: ShipmentRates['source'] } }>(`SELECT data FROM events WHERE stream_id = $1 AND type = 'ShipmentRated'`, [`shipment-${created.id}`]);
    expect(rated[0]!.data.source.providers!.map((p) => [p.id, p.error])).toEqual(expect.arrayContaining(FLEET_PROVIDERS.map((id) => [id, null])));
  });

  it.each(FLEET_PROVIDERS)('%s: bought once, label from the provider, tracked by poll and push', async (id) => {
    const created = (await shipper.post('/api/shipments').send(US_DE).expect(201)).body as CreatedShipment;
    const rate = created.rates.find((r) => r.provider?.id === id) as Rate;
    const sold = fleet.fakes[id].labelsBought();
    await shipper.post(`/api/shipments/${created.id}/purchase`).send({ rateId: rate.id }).expect(200);

    const booking = await eventually(async () => {
      await t.project();
      const b = (await shipper.get(`/api/shipments/${created.id}/carrier`).expect(200)).body as CarrierBooking;
      return b.status === 'booked' ? b : null;
    }, `the ${id} booking`);
    expect(booking).toMatchObject({ carrierId: id, sandbox: false, provider: { id, account: 'default', mode: 'test' } });
    expect(fleet.fakes[id].labelsBought()).toBe(sold + 1);

    const label = await shipper
      .get(`/api/shipments/${created.id}/label`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(label.status).toBe(200);
    expect((label.body as Buffer).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await shipper.get(`/api/shipments/${created.id}/label?format=zpl`).expect(400);

    // Polled: the provider's in-transit scan becomes the shipment's tracking event, once.
    const tracking = booking.reference!;
    fleet.fakes[id].advance(tracking, 'in_transit');
    const carrierEvents = () =>
      q<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'TrackingEventRecorded' AND metadata->'actor'->>'id' = $2`, [
        `shipment-${created.id}`,
        id,
      ]);
    await eventually(async () => (await carrierEvents())[0]!.n > 0, `${id} tracking by poll`);

    // UPS pushes only what was subscribed: the worker asked Track Alert to post to our endpoint (PUBLIC_URL).
    if (id === 'ups-direct') {
      const subscribed = fleet.fakes[id].server.requests.filter((r) => r.method === 'POST' && r.path.includes('/subscription/'));
      expect(subscribed.map((r) => (r.body as { destination: { url: string } }).destination.url)).toContain('https://waypost.example/api/carriers/webhooks/ups-direct');
    }

    // Pushed (where the provider pushes): a signed delivery is taken once; an unsigned one changes nothing.
    const delivery = fleet.fakes[id].webhookDelivery?.(tracking);
    if (delivery) {
      const post = (body: Buffer) =>
        t
          .anonymous()
          .post(`/api/carriers/webhooks/${id}`)
          .set(delivery.headers)
          .set('content-type', delivery.headers['content-type'] ?? 'application/json')
          .send(body.toString('utf8'));
      const before = (await carrierEvents())[0]!.n;
      const first = await post(delivery.body);
      if (first.status !== 200) throw new Error(`webhook answered ${first.status}: ${first.text}`);
      expect(first.body).toMatchObject({ received: true });
      const afterFirst = (await carrierEvents())[0]!.n;
      // the pushed event is the one the poll already recorded: the same provider event id, recorded once
      expect(afterFirst).toBe(before);
      const again = await post(delivery.body).expect(200);
      expect(again.body).toMatchObject({ received: true, duplicate: true, recorded: 0 });
      expect((await carrierEvents())[0]!.n).toBe(afterFirst);
      const unsigned = Object.fromEntries(Object.entries(delivery.headers).filter(([k]) => !/signature|hmac|auth|credential|x-event-id/i.test(k)));
      const refused = await t
        .anonymous()
        .post(`/api/carriers/webhooks/${id}`)
        .set(unsigned)
        .set('content-type', 'application/json')
        .send(delivery.body.toString('utf8'))
        .expect(401);
      expect(refused.body.message).toContain('webhook refused');
      expect((await carrierEvents())[0]!.n).toBeGreaterThanOrEqual(before);
    }
  });

  it.each(FLEET_PROVIDERS)('%s: a label voided before pickup is voided at the provider', async (id) => {
    const created = (await shipper.post('/api/shipments').send(US_DE).expect(201)).body as CreatedShipment;
    const rate = created.rates.find((r) => r.provider?.id === id) as Rate;
    await shipper.post(`/api/shipments/${created.id}/purchase`).send({ rateId: rate.id }).expect(200);
    await eventually(async () => (await q(`SELECT 1 FROM provider_parcels WHERE shipment_id = $1`, [created.id])).length > 0, `the ${id} purchase`);
    await eventually(async () => (await q(`SELECT 1 FROM events WHERE stream_id = $1 AND type = 'CarrierBooked'`, [`shipment-${created.id}`])).length > 0, `the ${id} booking`);
    await shipper.post(`/api/shipments/${created.id}/void`).send({ reason: 'Wrong parcel' }).expect(200);
    const [parcel] = await eventually(async () => {
      const rows = await q<{ note: string }>(`SELECT note FROM provider_parcels WHERE shipment_id = $1 AND done`, [created.id]);
      return rows.length ? rows : null;
    }, `${id} void`);
    expect(parcel!.note).toMatch(/^void: (voided|pending)$/);
  });

  it('a webhook for an unknown provider is 404, an unsigned one 401, and neither changes anything', async () => {
    await t.anonymous().post('/api/carriers/webhooks/__proto__').send({}).expect(404);
    await t.anonymous().post('/api/carriers/webhooks/nope').send({}).expect(404);
    const before = (await q<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0]!.n;
    await t.anonymous().post('/api/carriers/webhooks/easypost').set('content-type', 'application/json').send('{"id":"evt_1","object":"Event"}').expect(401);
    expect((await q<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0]!.n).toBe(before);
  });
});
