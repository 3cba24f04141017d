import { CommandBus } from '@nestjs/cqrs';
import type { Shipment } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { CarrierNetworkService } from './carrier-network.service';
import { binaryBody } from '../../test-support/binary-body';

// ── Carriers over HTTP: status, the carrier booking of a shipment, the PDF label; the in-process network live ──

const body = {
  fromAddress: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bea Receiver', address: '10 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
  itemDetails: { description: 'Books', weight: 2, value: 40, dimensions: { length: 30, width: 20, height: 10 } },
};

describe('carriers over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RUN_CARRIERS: 'true', RUN_FORWARDER: 'true', SANDBOX_SPEED: '100000', SANDBOX_CARRIERS: 'dhl-express,dpd,colissimo,ups,gls,deutsche-post', DHL_API_KEY: 'x' },
    });
  });
  afterAll(() => t.close());

  it('reports real integrations only with complete credentials, and the sandbox carriers', async () => {
    const res = await t.anonymous().get('/api/carriers/status').expect(200);
    // DHL needs its user, password and account number (issue 27); one key alone configures nothing
    expect(res.body).toEqual({ aiServices: { openAI: false }, carriers: { dhl: false, ups: false, fedex: false }, sandbox: expect.arrayContaining(['dpd', 'ups']), providers: [] });
  });

  it('books a new shipment with a sandbox carrier, moves it along, and serves its label to the owner only', async () => {
    const shipper = await t.signIn('shipper');
    const created = (await shipper.post('/api/shipments').send(body).expect(201)).body as Shipment;
    // The network runs in the app: wait for the journey's end in the event history.
    const store = t.resources.store;
    let types: string[] = [];
    for (let i = 0; i < 200 && !types.includes('TrackingEventRecorded'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      types = (await store.readStream(`shipment-${created.id}`)).map((e) => e.type);
    }
    expect(types[0]).toBe('ShipmentCreated');
    expect(types.filter((x) => x === 'CarrierBooked')).toHaveLength(1);
    expect(types.indexOf('CarrierBooked')).toBeLessThan(types.indexOf('TrackingEventRecorded'));
    await t.project();
    const booking = (await shipper.get(`/api/shipments/${created.id}/carrier`).expect(200)).body;
    expect(booking).toMatchObject({ shipmentId: created.id, status: 'booked', sandbox: true, reference: expect.stringMatching(/^SBX-/) });
    expect(booking.carrierEvents).toBeGreaterThanOrEqual(1);

    const label = await shipper.get(`/api/shipments/${created.id}/label`).buffer(true).parse(binaryBody).expect(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect((label.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const other = await t.signIn('private');
    await other.get(`/api/shipments/${created.id}/label`).expect(404);
    await other.get(`/api/shipments/${created.id}/carrier`).expect(404);
    const agent = await t.signIn('agent');
    await agent.get(`/api/shipments/${created.id}/label`).expect(200);
  });

  it('creates, quotes and books a far lane beyond the spec countries: Nairobi, Kenya -> Lima, Peru (issue 24 item 6)', async () => {
    const shipper = await t.signIn('shipper');
    const farLane = {
      fromAddress: { name: 'Wanjiru', address: '1 Kenyatta Avenue', city: 'Nairobi', country: 'Kenya', postalCode: '00100' },
      toAddress: { name: 'Lucía', address: 'Av. Arequipa 100', city: 'Lima', country: 'PE', postalCode: '15001' },
      itemDetails: { description: 'Tea samples', weight: 1.5, value: 60, dimensions: { length: 25, width: 20, height: 10 } },
    };
    const created = (await shipper.post('/api/shipments').send(farLane).expect(201)).body as Shipment & { estimateSource: string };
    expect(created.estimateSource).toBe('quote'); // priced from a carrier quote for the lane at creation
    const store = t.resources.store;
    let types: string[] = [];
    for (let i = 0; i < 200 && !types.includes('CarrierBooked') && !types.includes('CarrierBookingFailed'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      types = (await store.readStream(`shipment-${created.id}`)).map((e) => e.type);
    }
    expect(types).toContain('CarrierBooked');
    expect(types).not.toContain('CarrierBookingFailed');
    await t.project();
    const booking = (await shipper.get(`/api/shipments/${created.id}/carrier`).expect(200)).body;
    expect(booking).toMatchObject({ shipmentId: created.id, status: 'booked', sandbox: true });
  });

  it('answers 409 for the label of a shipment no carrier has booked yet', async () => {
    await t.app.get(CarrierNetworkService).network.stop();
    const shipper = await t.signIn('shipper');
    const created = (await shipper.post('/api/shipments').send(body).expect(201)).body as Shipment;
    await t.project(); // the label is read from the read models
    const res = await shipper.get(`/api/shipments/${created.id}/label`).expect(409);
    expect(res.body.message).toContain('No carrier has booked this shipment yet');
    expect(t.app.get(CommandBus)).toBeDefined();
  });
});

describe('carriers with an unreachable Kafka broker', () => {
  it('still serves the API, and shuts down', async () => {
    const t = await createTestApp({ env: { RUN_CARRIERS: 'true', RUN_FORWARDER: 'true', KAFKA_BROKERS: '127.0.0.1:9', SANDBOX_CARRIERS: 'dpd' } });
    try {
      await t.anonymous().get('/api/carriers/status').expect(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
