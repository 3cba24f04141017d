import { CommandBus } from '@nestjs/cqrs';
import { shipmentStreamId, type CreatedShipment, type EventStore, type ReturnPortalLink, type ReturnPortalView, type Shipment } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { BookCarrierCommand } from './commands/book-carrier.command';
import { RecordTrackingEventCommand } from './commands/record-tracking-event.command';
import { commandContext } from '../platform/event-store/command-context';
import { EVENT_STORE } from '../platform/tokens';

// ── Returns over HTTP (issue 28 item 2): the rules, retries, the link both ways, the portal's token and its 404s ──
// Real app and PostgreSQL; shipments are booked and scanned with commands as a carrier worker would.

jest.setTimeout(180_000);

const payload = {
  fromAddress: { name: 'Ada Merchant', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117', phone: '+49 30 1234567' },
  toAddress: { name: 'Bob Customer', address: '5 Broadway', city: 'New York', country: 'United States', postalCode: '10004', email: 'bob@example.com' },
  itemDetails: { description: 'Paperback books', weight: 2, value: 50, dimensions: { length: 30, width: 20, height: 10 } },
  customs: {
    contentType: 'merchandise',
    incoterm: 'DAP',
    items: [
      { description: 'Paperback books', quantity: 2, unitValue: { amountMinor: 2500, currency: 'EUR' }, hsCode: '490199', originCountry: 'DE', weight: { value: 1, unit: 'kg' } },
    ],
    exporterTaxIds: [{ type: 'EORI', value: 'DE123456789012345' }],
  },
};

describe('returns', () => {
  let t: TestApp;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;
  let other: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    // the portal's requests are anonymous writes, limited per client address: every request here is 127.0.0.1
    t = await createTestApp({ env: { ANONYMOUS_WRITE_LIMIT: '100' } });
    shipper = await t.signIn('shipper');
    other = await t.signIn('private');
  });
  afterAll(async () => {
    await t?.close();
  });

  const bus = () => t.app.get(CommandBus);
  /** A shipment of the shipper's, booked, then scanned up to `scans` (pickup, then delivered). */
  async function shipment(scans: ('pickup' | 'delivered')[] = ['pickup'], agent = shipper): Promise<Shipment> {
    const created = (await agent.post('/api/shipments').send(payload).expect(201)).body as Shipment;
    const booking = {
      shipmentId: created.id,
      carrierId: 'dhl',
      carrierName: 'DHL',
      serviceId: 'dhl-std',
      serviceName: 'Standard',
      serviceLevel: 'standard',
      reference: `REF-${created.trackingNumber}`,
      sandbox: true,
      price: { amountMinor: 1200, currency: 'EUR' },
      route: ['Leipzig'],
      label: { sortCode: 'A1', routingCode: 'DE-US' },
      estimatedDelivery: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      bookedAt: new Date().toISOString(),
    };
    await bus().execute(new BookCarrierCommand(booking, commandContext({ actor: { kind: 'carrier', id: 'dhl' } })));
    for (const eventType of scans) {
      await bus().execute(
        new RecordTrackingEventCommand(
          created.id,
          { eventType, description: eventType, location: 'Leipzig' },
          undefined,
          commandContext({ actor: { kind: 'carrier', id: 'dhl' } }),
        ),
      );
    }
    return created;
  }

  it('creates a return with the addresses swapped, the parcels and customs kept, rated, linked both ways; a retry answers the same', async () => {
    const original = await shipment(['pickup', 'delivered']);
    const first = await shipper.post(`/api/shipments/${original.id}/returns`).set('Idempotency-Key', 'ret-1').send({ reason: 'damaged' }).expect(201);
    const ret = first.body as CreatedShipment;
    expect(ret.id).not.toBe(original.id);
    expect(ret.trackingNumber).not.toBe(original.trackingNumber);
    expect(ret.fromAddress).toMatchObject({ name: 'Bob Customer', city: 'New York' });
    expect(ret.toAddress).toMatchObject({ name: 'Ada Merchant', city: 'Berlin' });
    expect(ret.parcels).toEqual(original.parcels);
    expect(ret.customs).toMatchObject({ contentType: 'return', importerTaxIds: [{ type: 'EORI', value: 'DE123456789012345' }] });
    expect(ret.customs?.exporterTaxIds).toBeUndefined();
    expect(ret.rateSelection).toBe('manual');
    expect(ret.rates.length).toBeGreaterThan(0);
    expect(ret.returnOf).toEqual({ shipmentId: original.id, trackingNumber: original.trackingNumber, reason: 'damaged' });

    const again = await shipper.post(`/api/shipments/${original.id}/returns`).set('Idempotency-Key', 'ret-1').send({ reason: 'damaged' }).expect(201);
    expect(again.body.id).toBe(ret.id);
    expect(again.body.trackingNumber).toBe(ret.trackingNumber);
    const reused = await shipper.post(`/api/shipments/${original.id}/returns`).set('Idempotency-Key', 'ret-1').send({ reason: 'other', note: 'changed' });
    expect(reused.status).toBe(422);
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(shipmentStreamId(original.id));
    expect(events.filter((e) => e.type === 'ReturnRequested')).toHaveLength(1);

    await t.project();
    const read = (await shipper.get(`/api/shipments/${original.id}`).expect(200)).body as Shipment;
    expect(read.returnedAs).toEqual({ shipmentId: ret.id, trackingNumber: ret.trackingNumber, reason: 'damaged' });
    const readReturn = (await shipper.get(`/api/shipments/${ret.id}`).expect(200)).body as Shipment;
    expect(readReturn.returnOf?.shipmentId).toBe(original.id);
    const list = (await shipper.get('/api/shipments').expect(200)).body as Shipment[];
    expect(list.find((s) => s.id === original.id)?.returnedAs?.trackingNumber).toBe(ret.trackingNumber);

    // the shipper buys the return label through the existing purchase flow
    await shipper.post(`/api/shipments/${ret.id}/purchase`).send({ rateId: ret.rates[0]!.id }).expect(200);
  });

  it('allows one open return at a time: another after the first is cancelled', async () => {
    const original = await shipment(['pickup']);
    const first = (await shipper.post(`/api/shipments/${original.id}/returns`).send({ reason: 'wrong_item' }).expect(201)).body as CreatedShipment;
    const second = await shipper.post(`/api/shipments/${original.id}/returns`).send({ reason: 'no_longer_needed' }).expect(409);
    expect(second.body.message).toContain(`already has an open return (${first.trackingNumber})`);
    await shipper.post(`/api/shipments/${first.id}/cancel`).send({}).expect(200);
    const third = (await shipper.post(`/api/shipments/${original.id}/returns`).send({ reason: 'other', note: 'Too small' }).expect(201)).body as CreatedShipment;
    expect(third.id).not.toBe(first.id);
    // a return is not returned again
    const ofReturn = await shipper.post(`/api/shipments/${third.id}/returns`).send({ reason: 'damaged' }).expect(409);
    expect(ofReturn.body.message).toContain('is itself a return');
  });

  it('lets one of three returns requested at once stand; a loser that got as far as its shipment is cancelled', async () => {
    const original = await shipment(['pickup']);
    const race = await Promise.all(
      ['a', 'b', 'c'].map((k) => shipper.post(`/api/shipments/${original.id}/returns`).set('Idempotency-Key', `race-${k}`).send({ reason: 'damaged' })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(shipmentStreamId(original.id));
    expect(events.filter((e) => e.type === 'ReturnRequested')).toHaveLength(1);
    await t.project();
    const list = (await shipper.get('/api/shipments').expect(200)).body as Shipment[];
    const standing = list.filter((s) => s.returnOf?.shipmentId === original.id && s.status !== 'cancelled');
    expect(standing.map((s) => s.id)).toEqual([race.find((r) => r.status === 201)!.body.id]);
  });

  it('refuses pending, cancelled and never-booked shipments, bad reasons, and another user’s shipment (404)', async () => {
    const pending = (await shipper.post('/api/shipments').send(payload).expect(201)).body as Shipment;
    const refused = await shipper.post(`/api/shipments/${pending.id}/returns`).send({ reason: 'damaged' }).expect(409);
    expect(refused.body.message).toContain('only a shipment in transit or delivered can be returned');
    await shipper.post(`/api/shipments/${pending.id}/cancel`).send({}).expect(200);
    await shipper.post(`/api/shipments/${pending.id}/returns`).send({ reason: 'damaged' }).expect(409);

    const bad = await shipper.post(`/api/shipments/${pending.id}/returns`).send({ reason: 'bored' }).expect(400);
    expect(bad.body.issues[0].field).toBe('reason');
    const noNote = await shipper.post(`/api/shipments/${pending.id}/returns`).send({ reason: 'other' }).expect(400);
    expect(noNote.body.issues[0].field).toBe('note');

    const mine = await shipment(['pickup']);
    await other.post(`/api/shipments/${mine.id}/returns`).send({ reason: 'damaged' }).expect(404);
    await other.post(`/api/shipments/${mine.id}/return-link`).send({}).expect(404);
    await shipper.post('/api/shipments/not-a-uuid/returns').send({ reason: 'damaged' }).expect(404);
    await t.project();
    await shipper.post(`/api/shipments/${pending.id}/return-link`).send({}).expect(409);
  });

  it('serves the return portal for a signed link only: summary without contact details, one return, 404 for anything else', async () => {
    const original = await shipment(['pickup', 'delivered']);
    await t.project();
    const link = (await shipper.post(`/api/shipments/${original.id}/return-link`).send({}).expect(200)).body as ReturnPortalLink;
    expect(link.path).toBe(`/returns/${link.token}`);
    expect(link.token).not.toContain(original.id);
    expect(link.token.length).toBeLessThanOrEqual(100);
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const visitor = t.anonymous();
    const view = (await visitor.get(`/api/returns/portal/${link.token}`).expect(200)).body as ReturnPortalView;
    expect(view).toMatchObject({ trackingNumber: original.trackingNumber, returnTrackingNumber: null, items: [{ description: 'Paperback books', quantity: 2 }] });
    expect(view.customerAddress).toMatchObject({ name: 'Bob Customer', city: 'New York' });
    expect(view.returnAddress).toMatchObject({ name: 'Ada Merchant', city: 'Berlin' });
    const text = JSON.stringify(view);
    for (const hidden of ['bob@example.com', '+49 30 1234567', 'DE123456789012345', original.id]) expect(text).not.toContain(hidden);

    // a bad body through a good token: 400 naming the field, nothing recorded
    const refused = await visitor.post(`/api/returns/portal/${link.token}`).send({ reason: '__proto__', extra: 1 }).expect(400);
    expect(refused.body.issues.map((i: { field: string }) => i.field)).toEqual(expect.arrayContaining(['reason']));
    const requested = await visitor.post(`/api/returns/portal/${link.token}`).set('Idempotency-Key', 'portal-1').send({ reason: 'not_as_described' }).expect(201);
    expect(requested.headers['ratelimit-policy']).toBe('100;w=600');
    const again = await visitor.post(`/api/returns/portal/${link.token}`).set('Idempotency-Key', 'portal-1').send({ reason: 'not_as_described' }).expect(201);
    expect(again.body.returnTrackingNumber).toBe(requested.body.returnTrackingNumber);
    await visitor.post(`/api/returns/portal/${link.token}`).send({ reason: 'damaged' }).expect(409);
    await t.project();
    const after = (await visitor.get(`/api/returns/portal/${link.token}`).expect(200)).body as ReturnPortalView;
    expect(after.returnTrackingNumber).toBe(requested.body.returnTrackingNumber);
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(shipmentStreamId(original.id));
    expect(events.find((e) => e.type === 'ReturnRequested')?.data).toMatchObject({ channel: 'portal', reason: 'not_as_described' });

    // every token that grants nothing answers the same 404: edited, truncated, foreign, expired
    const [payloadPart, mac] = link.token.split('~') as [string, string];
    const grant = Buffer.from(payloadPart, 'base64url');
    const forged = Buffer.concat([grant.subarray(0, 32), Buffer.from([0xff, 0xff, 0xff, 0xff])]).toString('base64url');
    const expired = Buffer.concat([grant.subarray(0, 32), Buffer.from([0, 0, 0, 1])]).toString('base64url');
    const bodies = new Set<string>();
    for (const token of [`${payloadPart}x~${mac}`, payloadPart, `${forged}~${mac}`, `${expired}~${mac}`, original.id, `${link.token}~x`]) {
      const res = await visitor.get(`/api/returns/portal/${encodeURIComponent(token)}`).expect(404);
      bodies.add(JSON.stringify(res.body.message));
      await visitor
        .post(`/api/returns/portal/${encodeURIComponent(token)}`)
        .send({ reason: 'damaged' })
        .expect(404);
    }
    expect([...bodies]).toEqual([JSON.stringify('This return link is not valid or has expired')]);
  });
});
