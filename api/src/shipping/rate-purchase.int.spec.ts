import type { CreatedShipment, LabelVoid, Rate, RatePurchase, ShipmentRates } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { eventually } from '../../test-support/eventually';

// ── Rate shopping and purchase over HTTP (issue 24), with the app's forwarder, carrier workers and dispatcher live ──
// A manual shipment waits for its shipper: no decision, no booking, no label. Buying a rate that is not the cheapest
// books exactly that carrier service (through the dispatcher's decision and the sandbox carrier); the label follows;
// a void refunds the price paid and the shipment can be bought again. The spec's payload still books automatically.
// A slow sandbox clock keeps booked shipments waiting for pickup during the test.

jest.setTimeout(120_000);

const CARRIERS = 'dhl-express,ups,fedex,dpd,gls';

const specPayload = {
  fromAddress: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bob Receiver', address: '5 Broadway', city: 'New York', country: 'United States', postalCode: '10004' },
  itemDetails: { description: 'Paperback books', weight: 2, value: 50, dimensions: { length: 30, width: 20, height: 10 } },
};

describe('rate shopping and purchase', () => {
  let t: TestApp;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;
  let other: Awaited<ReturnType<TestApp['signIn']>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { RUN_CARRIERS: 'true', RUN_FORWARDER: 'true', SANDBOX_SPEED: '0.01', SANDBOX_EXCEPTION_RATE: '0', SANDBOX_CARRIERS: CARRIERS } });
    shipper = await t.signIn('shipper');
    other = await t.signIn('private');
  });
  afterAll(async () => {
    await t?.close();
  });

  const q = async <R extends object>(sql: string, params: unknown[] = []) => (await t.resources.pool.query<R & Record<string, unknown>>(sql, params)).rows;
  const streamTypes = async (stream: string) => (await q<{ type: string }>(`SELECT type FROM events WHERE stream_id = $1 ORDER BY version`, [stream])).map((r) => r.type);
  const bookings = (id: string) =>
    q<{ carrier: string; service: string; amount: number }>(
      `SELECT data->>'carrierId' AS carrier, data->>'serviceId' AS service, (data->'price'->>'amountMinor')::int AS amount
         FROM events WHERE stream_id = $1 AND type = 'CarrierBooked' ORDER BY version`,
      [`shipment-${id}`],
    );
  const createAuto = async () => (await shipper.post('/api/shipments').send(specPayload).expect(201)).body as CreatedShipment;
  const labelStatus = async (id: string) => {
    await t.project(); // the label is read from the read models
    return (await shipper.get(`/api/shipments/${id}/label`)).status;
  };

  it('manual: rates recorded, no automatic booking; a rate that is not the cheapest is bought and booked exactly; void refunds it', async () => {
    const created = (
      await shipper
        .post('/api/shipments')
        .send({ ...specPayload, rateSelection: 'manual' })
        .expect(201)
    ).body as CreatedShipment;
    expect(created).toMatchObject({ status: 'pending', rateSelection: 'manual', version: 2 });
    const rates = created.rates;
    expect(rates.length).toBeGreaterThan(1);
    for (const r of rates) {
      expect(r.id).toMatch(/^rate_[0-9a-f]{32}$/);
      expect(r.lines.reduce((sum, l) => sum + l.amountMinor, 0)).toBe(r.price.amountMinor);
      expect(r.lines.map((l) => l.kind)).toEqual(expect.arrayContaining(['base', 'fuel', 'tax']));
      expect(Date.parse(r.expiresAt) - Date.parse(created.createdAt)).toBe(24 * 3_600_000);
    }
    expect(rates.map((r) => r.price.amountMinor)).toEqual([...rates.map((r) => r.price.amountMinor)].sort((a, b) => a - b));
    expect(await streamTypes(`shipment-${created.id}`)).toEqual(['ShipmentCreated', 'ShipmentRated']);

    // The dispatcher passes it by: an automatic shipment created after it gets booked, the manual one does not.
    const later = await createAuto();
    await eventually(async () => (await bookings(later.id)).length > 0, 'the automatic booking');
    expect(await streamTypes(`dispatch-${created.id}`)).toEqual([]);
    expect(await bookings(created.id)).toEqual([]);
    expect(await labelStatus(created.id)).toBe(409);

    // POST /rates answers the recorded rates while they can be bought (nothing new recorded).
    const listed = (await shipper.post(`/api/shipments/${created.id}/rates`).expect(200)).body as ShipmentRates;
    expect(listed).toMatchObject({ rateSelection: 'manual', purchasedRateId: null, rates });

    // Refusals change nothing.
    const chosen = rates.find((r) => r.carrierId !== rates[0]!.carrierId) as Rate;
    await other.post(`/api/shipments/${created.id}/purchase`).send({ rateId: chosen.id }).expect(404);
    const laterRates = (await shipper.post(`/api/shipments/${later.id}/rates`).expect(200)).body as ShipmentRates; // another shipment's rate
    await shipper.post(`/api/shipments/${created.id}/purchase`).send({ rateId: laterRates.rates[0]!.id }).expect(404);
    const bad = await shipper.post(`/api/shipments/${created.id}/purchase`).send({ rateId: 'rate_{}' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('rateId');
    await shipper.post(`/api/shipments/${created.id}/purchase`).send({}).expect(400);
    expect(await streamTypes(`shipment-${created.id}`)).toEqual(['ShipmentCreated', 'ShipmentRated']);

    const bought = (await shipper.post(`/api/shipments/${created.id}/purchase`).send({ rateId: chosen.id }).expect(200)).body as RatePurchase;
    expect(bought).toMatchObject({ shipmentId: created.id, rateId: chosen.id, rate: chosen });
    const again = (await shipper.post(`/api/shipments/${created.id}/purchase`).send({ rateId: chosen.id }).expect(200)).body as RatePurchase;
    expect(again.purchasedAt).toBe(bought.purchasedAt);
    const conflict = await shipper.post(`/api/shipments/${created.id}/purchase`).send({ rateId: rates[0]!.id }).expect(409);
    expect(conflict.body.message).toContain(`already bought with rate ${chosen.id}`);

    // Exactly that carrier service is booked, at that price, through the dispatcher's decision.
    const [booked] = await eventually(async () => ((await bookings(created.id)).length ? bookings(created.id) : null), 'the purchased booking');
    expect(booked).toEqual({ carrier: chosen.carrierId, service: chosen.serviceId, amount: chosen.price.amountMinor });
    const decision = await q<{ data: { choice: { carrierId: string; serviceId: string }; human: boolean } }>(
      `SELECT data FROM events WHERE stream_id = $1 AND type = 'CarrierSelected'`,
      [`dispatch-${created.id}`],
    );
    expect(decision.map((d) => d.data)).toEqual([
      expect.objectContaining({ choice: expect.objectContaining({ carrierId: chosen.carrierId, serviceId: chosen.serviceId }), human: true }),
    ]);
    expect(await labelStatus(created.id)).toBe(200);

    // Void before pickup: the price paid comes back; the label goes; another rate can be bought.
    await other.post(`/api/shipments/${created.id}/void`).send({}).expect(404);
    const voided = (await shipper.post(`/api/shipments/${created.id}/void`).send({ reason: 'Wrong parcel' }).expect(200)).body as LabelVoid;
    expect(voided).toMatchObject({ status: 'awaiting_rate', refund: { amountMinor: chosen.price.amountMinor, currency: chosen.price.currency, status: 'issued' } });
    expect((await streamTypes(`shipment-${created.id}`)).slice(-2)).toEqual(['LabelVoided', 'RefundIssued']);
    expect(await labelStatus(created.id)).toBe(409);
    await shipper.post(`/api/shipments/${created.id}/void`).send({}).expect(409);

    const cheapest = rates[0]!;
    await shipper.post(`/api/shipments/${created.id}/purchase`).send({ rateId: cheapest.id }).expect(200);
    const both = await eventually(async () => ((await bookings(created.id)).length === 2 ? bookings(created.id) : null), 'the second booking');
    expect(both[1]).toEqual({ carrier: cheapest.carrierId, service: cheapest.serviceId, amount: cheapest.price.amountMinor });
    expect(await labelStatus(created.id)).toBe(200);

    // After pickup the label can no longer be voided.
    const agent = await t.signIn('agent');
    await agent.post(`/api/shipments/${created.id}/tracking-events`).send({ eventType: 'pickup', description: 'Picked up', location: 'Berlin' }).expect(201);
    const late = await shipper.post(`/api/shipments/${created.id}/void`).send({}).expect(409);
    expect(late.body.message).toContain('can no longer be voided');
  });

  it("the spec's payload books automatically as before; its rates are one call away, for information", async () => {
    const created = await createAuto();
    expect(created).toMatchObject({ status: 'pending', rateSelection: 'auto', version: 1, rates: [] });
    const info = (await shipper.post(`/api/shipments/${created.id}/rates`).expect(200)).body as ShipmentRates;
    expect(info.rates.length).toBeGreaterThan(0);
    expect(await streamTypes(`shipment-${created.id}`)).toEqual(['ShipmentCreated']);
    const [booked] = await eventually(async () => ((await bookings(created.id)).length ? bookings(created.id) : null), 'the automatic booking');
    const [decision] = await q<{ data: { choice: { carrierId: string }; human: boolean } }>(`SELECT data FROM events WHERE stream_id = $1 AND type = 'CarrierSelected'`, [
      `dispatch-${created.id}`,
    ]);
    expect(decision!.data).toMatchObject({ human: false, choice: { carrierId: booked!.carrier } });
    const refused = await shipper.post(`/api/shipments/${created.id}/purchase`).send({ rateId: info.rates[0]!.id }).expect(409);
    expect(refused.body.message).toContain('booked automatically');
    expect(await labelStatus(created.id)).toBe(200);
  });

  it('refuses a rate selection that is not auto or manual, naming the field, and stores nothing', async () => {
    const res = await shipper
      .post('/api/shipments')
      .send({ ...specPayload, rateSelection: 'cheapest' })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('rateSelection');
  });
});
