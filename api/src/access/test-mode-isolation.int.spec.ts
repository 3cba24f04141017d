import request from 'supertest';
import type { AdminAnalytics, AdminMetrics, ChatResponse, CreatedApiKey, Shipment } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { commandContext, toNewEvents } from '../platform/event-store/command-context';

// ── Test mode stays out of live views (issue 25, fault 3): staff reading a test-mode shipment by id, its tracking,
// carrier booking or label, get 404, as for any id they cannot see (the assistant's tracking tool too); its owner's test key still reads it; the admin
// dashboard and analytics count live shipments only. ──

const body = {
  fromAddress: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bea Receiver', address: '10 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
  itemDetails: { description: 'Books', weight: 2, value: 40, dimensions: { length: 30, width: 20, height: 10 } },
};

describe('test-mode data in live views', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const withKey = (key: string) => ({ get: (url: string) => request(t.app.getHttpServer()).get(url).set('authorization', `Bearer ${key}`) });

  /** A sandbox carrier's booking of the shipment (the carrier workers are off in tests). */
  async function book(s: Shipment): Promise<void> {
    const carrier = commandContext({ actor: { kind: 'carrier', id: 'sandbox-dhl' } });
    const booked = {
      shipmentId: s.id,
      trackingNumber: s.trackingNumber,
      carrierId: 'dhl',
      carrierName: 'DHL Express',
      serviceId: 'dhl-express',
      serviceName: 'Express Worldwide',
      serviceLevel: 'express',
      reference: `SBX-${s.trackingNumber}`,
      sandbox: true,
      price: { amountMinor: 4200, currency: 'EUR' },
      route: ['Leipzig', 'Paris'],
      label: { sortCode: 'A1', routingCode: 'R1' },
      estimatedDelivery: '2026-12-01T00:00:00.000Z',
      bookedAt: '2026-11-22T10:00:00.000Z',
    };
    await t.resources.store.append(`shipment-${s.id}`, 'shipment', 1, toNewEvents(carrier, [{ type: 'CarrierBooked', data: booked }]));
  }

  it('answers 404 to staff for a test-mode shipment, its tracking, booking and label; live ones stay readable', async () => {
    const shipper = await t.signIn('shipper');
    const key = (
      await shipper
        .post('/api/auth/keys')
        .send({ name: 'sandbox', mode: 'test', scopes: ['read', 'write', 'labels'] })
        .expect(201)
    ).body as CreatedApiKey;
    const testShipment = (await request(t.app.getHttpServer()).post('/api/shipments').set('authorization', `Bearer ${key.key}`).send(body).expect(201)).body as Shipment;
    const liveShipment = (await shipper.post('/api/shipments').send(body).expect(201)).body as Shipment;
    await book(testShipment);
    await book(liveShipment);
    await t.project();

    const paths = (s: Shipment) => [`/api/shipments/${s.id}`, `/api/tracking/${s.trackingNumber}`, `/api/shipments/${s.id}/carrier`, `/api/shipments/${s.id}/label`];
    // the test key reads its own test data
    for (const path of paths(testShipment)) await withKey(key.key).get(path).expect(200);
    for (const role of ['admin', 'agent', 'auditor'] as const) {
      const staff = await t.signIn(role);
      for (const path of paths(testShipment)) {
        const res = await staff.get(path);
        expect([role, path, res.status]).toEqual([role, path, 404]);
      }
      for (const path of paths(liveShipment)) await staff.get(path).expect(200);
    }
    // the live owner's session does not see its test principal's data either
    await shipper.get(`/api/shipments/${testShipment.id}`).expect(404);
    // nor does staff through the assistant's tracking tool, which still tracks live shipments for them
    const agent = await t.signIn('agent');
    const ask = async (n: string) =>
      (
        await agent
          .post('/api/ai/chat')
          .send({ message: `Can you check ${n}?` })
          .expect(200)
      ).body as ChatResponse;
    const hidden = await ask(testShipment.trackingNumber);
    expect(hidden.toolCalls[0]).toMatchObject({ name: 'track_shipment' });
    expect(hidden.response).not.toContain('In Transit');
    expect(hidden.response).not.toContain('Pending');
    const shown = await ask(liveShipment.trackingNumber);
    expect(shown.toolCalls[0]).toMatchObject({ name: 'track_shipment', ok: true });
    expect(shown.response).toContain(liveShipment.trackingNumber);
  });

  it('leaves test-mode shipments out of the admin dashboard and analytics', async () => {
    const admin = await t.signIn('admin');
    const shipper = await t.signIn('shipper');
    await t.project();
    const figures = async () => {
      const m = (await admin.get('/api/admin/metrics').expect(200)).body as AdminMetrics;
      const a = (await admin.get('/api/admin/analytics').expect(200)).body as AdminAnalytics;
      return { total: m.totalShipments, today: a.days.at(-1)!.shipments };
    };
    const before = await figures();
    const key = (
      await shipper
        .post('/api/auth/keys')
        .send({ name: 'sandbox 2', mode: 'test', scopes: ['read', 'write'] })
        .expect(201)
    ).body as CreatedApiKey;
    await request(t.app.getHttpServer()).post('/api/shipments').set('authorization', `Bearer ${key.key}`).send(body).expect(201);
    await t.project();
    expect(await figures()).toEqual(before);
    await shipper.post('/api/shipments').send(body).expect(201);
    await t.project();
    expect(await figures()).toEqual({ total: before.total + 1, today: before.today + 1 });
  });
});
