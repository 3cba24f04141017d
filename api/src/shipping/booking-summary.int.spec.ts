import type { BookingSummary, CreatedShipment, Page, Rate, Shipment } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { eventually } from '../../test-support/eventually';

// ── GET /api/shipments and /api/shipments/{id} carry the booking summary (issue 24, items 4 and 9) ──
// With the forwarder, the sandbox carriers and the dispatcher live: a manual shipment is bought (not the cheapest
// rate), booked, voided; an automatic one is booked by the dispatcher. Reading never records rates: the shipment's
// stream is the same before and after the reads.

jest.setTimeout(120_000);

const payload = {
  fromAddress: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bob Receiver', address: '5 Broadway', city: 'New York', country: 'United States', postalCode: '10004' },
  itemDetails: { description: 'Paperback books', weight: 2, value: 50, dimensions: { length: 30, width: 20, height: 10 } },
};

describe('the booking summary over HTTP', () => {
  let t: TestApp;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RUN_CARRIERS: 'true', RUN_FORWARDER: 'true', SANDBOX_SPEED: '0.01', SANDBOX_EXCEPTION_RATE: '0', SANDBOX_CARRIERS: 'dhl-express,ups,fedex,dpd,gls' },
    });
    shipper = await t.signIn('shipper');
  });
  afterAll(async () => {
    await t?.close();
  });

  const streamTypes = async (id: string) =>
    (await t.resources.pool.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY version', [`shipment-${id}`])).rows.map((r) => r.type);
  const read = async (id: string): Promise<Shipment> => {
    await t.project();
    return (await shipper.get(`/api/shipments/${id}`).expect(200)).body as Shipment;
  };
  const listed = async (id: string): Promise<BookingSummary | undefined> => {
    await t.project();
    const page = (await shipper.get('/api/shipments').query({ paged: 'true', limit: '50' }).expect(200)).body as Page<Shipment>;
    return page.data.find((s) => s.id === id)?.booking;
  };

  it('a manual shipment: waiting, bought, labelled, voided and refunded; read from GET only', async () => {
    const created = (
      await shipper
        .post('/api/shipments')
        .send({ ...payload, rateSelection: 'manual' })
        .expect(201)
    ).body as CreatedShipment;
    expect((await read(created.id)).booking).toEqual({
      rateSelection: 'manual',
      awaitingPurchase: true,
      purchasedRate: null,
      carrier: null,
      label: { status: 'none', at: null, reason: null },
      lastRefund: null,
    });
    expect(await listed(created.id)).toMatchObject({ rateSelection: 'manual', awaitingPurchase: true });

    const chosen = created.rates.find((r) => r.price.amountMinor > created.rates[0]!.price.amountMinor) as Rate;
    const bought = (await shipper.post(`/api/shipments/${created.id}/purchase`).send({ rateId: chosen.id }).expect(200)).body as { purchasedAt: string };
    const afterPurchase = (await read(created.id)).booking!;
    expect(afterPurchase.awaitingPurchase).toBe(false);
    expect(afterPurchase.purchasedRate).toEqual({
      rateId: chosen.id,
      carrierId: chosen.carrierId,
      carrierName: chosen.carrierName,
      serviceId: chosen.serviceId,
      serviceName: chosen.serviceName,
      serviceLevel: chosen.serviceLevel,
      amountMinor: chosen.price.amountMinor,
      currency: chosen.price.currency,
      lines: chosen.lines,
      transitDays: chosen.transitDays,
      purchasedAt: bought.purchasedAt,
    });
    expect(afterPurchase.purchasedRate!.lines.reduce((sum, l) => sum + l.amountMinor, 0)).toBe(chosen.price.amountMinor);

    // the carrier books exactly that service: the label exists
    const labelled = await eventually(async () => {
      const b = (await read(created.id)).booking!;
      return b.label.status === 'purchased' ? b : null;
    }, 'the carrier booking');
    expect(labelled.carrier).toMatchObject({ carrierId: chosen.carrierId, amountMinor: chosen.price.amountMinor, currency: chosen.price.currency, sandbox: true });
    expect(labelled.purchasedRate?.rateId).toBe(chosen.id);
    expect(await listed(created.id)).toMatchObject({ label: { status: 'purchased' }, purchasedRate: { rateId: chosen.id } });

    // reading changed nothing on the stream (no rates recorded by looking)
    const before = await streamTypes(created.id);
    await read(created.id);
    await listed(created.id);
    expect(await streamTypes(created.id)).toEqual(before);

    const voided = (await shipper.post(`/api/shipments/${created.id}/void`).send({ reason: 'Wrong parcel' }).expect(200)).body as {
      voidedAt: string;
      refund: { refundId: string };
    };
    expect((await read(created.id)).booking).toEqual({
      rateSelection: 'manual',
      awaitingPurchase: true,
      purchasedRate: null,
      carrier: null,
      label: { status: 'voided', at: voided.voidedAt, reason: null },
      lastRefund: {
        refundId: voided.refund.refundId,
        rateId: chosen.id,
        amountMinor: chosen.price.amountMinor,
        currency: chosen.price.currency,
        status: 'issued',
        at: voided.voidedAt,
      },
    });
  });

  it("the spec's payload: booked by the dispatcher, its label there, nothing bought by the shipper", async () => {
    const created = (await shipper.post('/api/shipments').send(payload).expect(201)).body as CreatedShipment;
    expect((await read(created.id)).booking).toMatchObject({ rateSelection: 'auto', awaitingPurchase: false, purchasedRate: null }); // its label may be there already
    const booked = await eventually(async () => {
      const b = (await read(created.id)).booking!;
      return b.label.status === 'purchased' ? b : null;
    }, 'the automatic booking');
    expect(booked).toMatchObject({ rateSelection: 'auto', awaitingPurchase: false, purchasedRate: null, lastRefund: null, carrier: { sandbox: true } });
    expect(booked.carrier!.amountMinor).toBeGreaterThan(0);
    expect(await streamTypes(created.id)).not.toContain('ShipmentRated'); // read, never rated
  });
});
