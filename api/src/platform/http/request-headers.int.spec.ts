import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { CORRELATION_ID_MESSAGE, IDEMPOTENCY_KEY_MESSAGE } from './request-headers';

// ── Idempotency-Key and X-Correlation-Id: refused when unusable, never ignored or stored unbounded (issue 22, items 22, 23) ──

const shipment = {
  fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Jo Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: 'Books', weight: 1, value: 20 },
};
const inquiry = { email: 'customer@example.com', firstName: 'Cara', lastName: 'Customer', phone: '', subject: 'Where is it?', description: 'Late parcel' };

let t: TestApp;
let shipmentId: string;
let deskInquiryId: string;
let ownInquiryId: string;

beforeAll(async () => {
  t = await createTestApp();
  const shipper = await t.signIn('shipper');
  shipmentId = (await shipper.post('/api/shipments').send(shipment).expect(201)).body.id;
  ownInquiryId = (await shipper.post('/api/inquiries').send({ subject: 'Hello', description: 'A question' }).expect(201)).body.id;
  deskInquiryId = (await (await t.signIn('agent')).post('/api/crm/inquiries').send(inquiry).expect(201)).body.id;
});
afterAll(() => t.close());

const events = async () => (await t.resources.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;

/** Every route that honours an Idempotency-Key, with a valid body. */
const ROUTES = () =>
  [
    { as: 'shipper', method: 'post', url: '/api/shipments', body: shipment },
    { as: 'agent', method: 'post', url: `/api/shipments/${shipmentId}/tracking-events`, body: { eventType: 'pickup', description: 'Picked up', location: 'Berlin' } },
    { as: 'shipper', method: 'post', url: `/api/shipments/${shipmentId}/cancel`, body: {} },
    { as: 'agent', method: 'post', url: '/api/crm/inquiries', body: inquiry },
    { as: 'agent', method: 'post', url: `/api/crm/inquiries/${deskInquiryId}/responses`, body: { message: 'On its way', type: 'agent' } },
    { as: 'shipper', method: 'post', url: '/api/inquiries', body: { subject: 'Hi', description: 'Another question' } },
    { as: 'shipper', method: 'post', url: `/api/inquiries/${ownInquiryId}/replies`, body: { message: 'Thanks' } },
  ] as const;

describe('Idempotency-Key', () => {
  it.each([
    ['201 characters', 'k'.repeat(201)],
    ['a control character', 'key\tone'],
    ['non-ASCII text', 'schlüssel'],
    ['only spaces', '   '],
  ])('%s: 400 naming the header on every route that honours keys, nothing stored', async (_label, key) => {
    for (const r of ROUTES()) {
      const agent = await t.signIn(r.as);
      const before = await events();
      const res = await agent[r.method](r.url).set('idempotency-key', key).send(r.body);
      expect({ url: r.url, status: res.status }).toEqual({ url: r.url, status: 400 });
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', issues: [{ field: 'Idempotency-Key', message: IDEMPOTENCY_KEY_MESSAGE }] });
      expect(res.body.message).toContain('Idempotency-Key');
      expect(await events()).toBe(before);
    }
  });

  it('a key of 200 characters works: its retry answers the first shipment and creates no second', async () => {
    const shipper = await t.signIn('shipper');
    const key = `${'k'.repeat(199)}1`;
    const first = await shipper.post('/api/shipments').set('idempotency-key', key).send(shipment).expect(201);
    const before = await events();
    const retry = await shipper.post('/api/shipments').set('idempotency-key', key).send(shipment).expect(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(await events()).toBe(before);
  });
});

describe('X-Correlation-Id', () => {
  it('is stored in the event metadata when it is a plain id', async () => {
    const shipper = await t.signIn('shipper');
    const id = '4bf92f3577b34da6a3ce929d0e0e4736:00f067aa0ba902b7';
    const res = await shipper.post('/api/shipments').set('x-correlation-id', id).send(shipment).expect(201);
    const [created] = await t.resources.store.readStream(`shipment-${res.body.id}`);
    expect(created!.metadata.correlationId).toBe(id);
  });

  it.each([
    ['12,000 characters', 'c'.repeat(12_000)],
    ['129 characters', 'c'.repeat(129)],
    ['markup', '<script>alert(1)</script>'],
    ['spaces', 'a b'],
  ])('%s: 400 naming the header, on any route; nothing stored', async (_label, id) => {
    const shipper = await t.signIn('shipper');
    const before = await events();
    const res = await shipper.post('/api/shipments').set('x-correlation-id', id).send(shipment).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, issues: [{ field: 'X-Correlation-Id', message: CORRELATION_ID_MESSAGE }] });
    expect(res.body.message).toContain('X-Correlation-Id');
    await shipper.get('/api/shipments').set('x-correlation-id', id).expect(400);
    expect(await events()).toBe(before);
  });
});
