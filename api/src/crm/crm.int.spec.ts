import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { CRM_MESSAGES } from '@waypost/contracts';

// ── The desk's endpoints on the real app: validation, permissions, transitions, idempotency ──

const shipmentPayload = {
  fromAddress: { name: 'S', address: '1 A St', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'R', address: '2 B St', city: 'Boston', country: 'United States', postalCode: '02101' },
  itemDetails: { description: 'Books', weight: 2, value: 80 },
};

describe('customer-service desk over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('opens with a ticket number, validates each field, and answers a retried Idempotency-Key with the same ticket', async () => {
    const agent = await t.signIn('agent');
    const bad = await agent.post('/api/crm/inquiries').send({ email: 'nope', subject: '', description: 'x', priority: 'asap' }).expect(400);
    expect(bad.body.issues.map((i: { field: string }) => i.field).sort()).toEqual(['email', 'priority', 'subject']);
    const body = { email: 'Walk.In@Example.com', firstName: 'Wally', subject: 'Quote for pallets', description: 'Need 3 pallets to Lyon' };
    const first = await agent.post('/api/crm/inquiries').set('idempotency-key', 'k-1').send(body).expect(201);
    const again = await agent.post('/api/crm/inquiries').set('idempotency-key', 'k-1').send(body).expect(201);
    expect(again.body).toEqual(first.body);
    await t.project();
    const { body: inquiry } = await agent.get(`/api/crm/inquiries/${first.body.id}`).expect(200);
    expect(inquiry).toMatchObject({ ticketNumber: first.body.ticketNumber, email: 'walk.in@example.com', category: 'general', priority: 'medium', status: 'open', messages: [] });
    const list = await agent.get('/api/crm/inquiries?status=open').expect(200);
    expect(list.body.filter((i: { id: string }) => i.id === first.body.id)).toHaveLength(1);
    // A prospect: inquiries but no account.
    const { body: profile } = await agent.get('/api/crm/customers/search?email=walk.in@example.com').expect(200);
    expect(profile).toMatchObject({ id: null, firstName: 'Wally', status: 'prospect', totalShipments: 0, totalSpent: 0 });
    await agent.get('/api/crm/customers/search?email=nobody@example.com').expect(404);
  });

  it('records the signed-in agent (the placeholder agentId is ignored) and refuses what the status does not allow', async () => {
    const agent = await t.signIn('agent');
    const me = (await agent.get('/api/auth/user')).body;
    const { body } = await agent.post('/api/crm/inquiries').send({ email: 'shipper@waypost.test', subject: 'S', description: 'D', priority: 'urgent' }).expect(201);
    await agent.post(`/api/crm/inquiries/${body.id}/responses`).send({ message: 'Hi', type: 'agent', agentId: 'agent-1' }).expect(201);
    await agent.post(`/api/crm/inquiries/${body.id}/responses`).send({ message: 'Hi', type: 'customer' }).expect(400);
    await agent.put(`/api/crm/inquiries/${body.id}/resolve`).send({ agentId: 'agent-1', resolutionNotes: 'Done' }).expect(200);
    const twice = await agent.put(`/api/crm/inquiries/${body.id}/resolve`).send({ resolutionNotes: 'Again' }).expect(409);
    expect(twice.body.message).toContain('Resolved');
    await agent.post(`/api/crm/inquiries/${body.id}/close`).send({}).expect(200);
    await agent.post(`/api/crm/inquiries/${body.id}/responses`).send({ message: 'Late' }).expect(409);
    await agent.post('/api/crm/inquiries/00000000-0000-4000-8000-000000000000/responses').send({ message: 'x' }).expect(404);
    await agent.get('/api/crm/inquiries/not-a-uuid').expect(404);
    const events = (await t.resources.pool.query("SELECT data FROM events WHERE stream_id = $1 AND type = 'AgentResponded'", [`inquiry-${body.id}`])).rows;
    expect(events.map((e) => e.data.agentId)).toEqual([me.id]);
  });

  it('lets a shipper open one about their own shipment only, read only their own, reply and rate once', async () => {
    const shipper = await t.signIn('shipper');
    const other = await t.signIn('private');
    const agent = await t.signIn('agent');
    const { body: mine } = await shipper.post('/api/shipments').send(shipmentPayload).expect(201);
    const { body: theirs } = await other.post('/api/shipments').send(shipmentPayload).expect(201);
    await shipper.post('/api/inquiries').send({ subject: 'x', description: 'y', shipmentId: theirs.id }).expect(404);
    const { body: q } = await shipper.post('/api/inquiries').send({ subject: 'Damaged box', description: 'Corner crushed', category: 'shipping', shipmentId: mine.id }).expect(201);
    await t.project();
    await other.get(`/api/inquiries/${q.id}`).expect(404);
    await other.post(`/api/inquiries/${q.id}/replies`).send({ message: 'hijack' }).expect(404);
    expect((await other.get('/api/inquiries').expect(200)).body.map((i: { id: string }) => i.id)).not.toContain(q.id);
    await shipper.post(`/api/inquiries/${q.id}/rating`).send({ rating: 5 }).expect(409);
    await agent.post(`/api/crm/inquiries/${q.id}/responses`).send({ message: 'Photo please' }).expect(201);
    const reply = await shipper.post(`/api/inquiries/${q.id}/replies`).send({ message: 'Attached' }).expect(201);
    expect(reply.body.status).toBe('in_progress');
    await agent.put(`/api/crm/inquiries/${q.id}/resolve`).send({ resolutionNotes: 'Refunded' }).expect(200);
    await shipper.post(`/api/inquiries/${q.id}/rating`).send({ rating: 6 }).expect(400);
    await shipper.post(`/api/inquiries/${q.id}/rating`).send({ rating: 4 }).expect(200);
    await shipper.post(`/api/inquiries/${q.id}/rating`).send({ rating: 1 }).expect(409);
    await t.project();
    const { body: read } = await shipper.get(`/api/inquiries/${q.id}`).expect(200);
    expect(read).toMatchObject({ status: 'resolved', rating: 4, shipmentId: mine.id, resolutionNotes: 'Refunded' });
    expect(read.messages.map((m: { authorType: string; message: string }) => `${m.authorType}:${m.message}`)).toEqual(['agent:Photo please', 'customer:Attached']);

    // Agent-side tracking and the customer profile.
    await agent.post(`/api/shipments/${mine.id}/tracking-events`).send({ eventType: 'pickup', description: 'Picked up', location: 'Berlin Hub' }).expect(201);
    await t.project();
    const { body: tracked } = await agent.get(`/api/tracking/customer/shipper@waypost.test/${mine.id}`).expect(200);
    expect(tracked).toMatchObject({
      shipmentId: mine.id,
      currentStatus: 'in_transit',
      currentLocation: 'Berlin Hub',
      carrier: 'Unassigned',
      trackingNumber: mine.trackingNumber,
      estimatedDelivery: mine.estimatedDelivery,
    });
    await agent.get(`/api/tracking/customer/private@waypost.test/${mine.id}`).expect(404);
    // Issue 22 item 27: the tracking number the customer and the profile show works too; nothing found is a JSON 404.
    const { body: byNumber } = await agent.get(`/api/tracking/customer/shipper@waypost.test/${mine.trackingNumber}`).expect(200);
    expect(byNumber).toEqual(tracked);
    await agent.get(`/api/tracking/customer/Shipper@Waypost.test/${mine.trackingNumber.toLowerCase()}`).expect(200);
    const missing = await agent.get(`/api/tracking/customer/private@waypost.test/${mine.trackingNumber}`).expect(404);
    expect(missing.body).toEqual({ statusCode: 404, error: 'Not Found', message: CRM_MESSAGES.agentTrackingNotFound.description });
    await agent.get('/api/tracking/customer/shipper@waypost.test/2PG-1999-999999').expect(404);
    await agent.get(`/api/tracking/customer/shipper@waypost.test/${'9'.repeat(90)}`).expect(404);
    await shipper.get(`/api/tracking/customer/shipper@waypost.test/${mine.id}`).expect(403);
    const { body: profile } = await agent.get('/api/crm/customers/search?email=SHIPPER@waypost.test').expect(200);
    expect(profile).toMatchObject({ email: 'shipper@waypost.test', firstName: 'Sam', status: 'active', totalShipments: 1 });
    expect(profile.totalSpent).toBeGreaterThan(0);
    expect(profile.inquiries.map((i: { id: string }) => i.id)).toContain(q.id);
  });
});
