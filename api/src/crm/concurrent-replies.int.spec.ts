import { createTestApp, type TestApp } from '../../test-support/create-test-app';

// ── Replies commute (issue 22, item 24) ─────────────────────────────────────
// Twenty replies sent at once to one inquiry used to end in 16 × 409: each handler read version n and all but one
// lost the append. Without an expected version from the caller the handler decides again on the newer stream; a
// replayed request (same Idempotency-Key) answers with what it stored then, and a different request under that key
// is a 422.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inquiry = { email: 'customer@example.com', firstName: 'Cara', lastName: 'Customer', phone: '', subject: 'Where is it?', description: 'Late parcel' };
const responses = async (id: string) => (await t.resources.store.readStream(`inquiry-${id}`)).filter((e) => e.type === 'AgentResponded' || e.type === 'CustomerReplied');

describe('concurrent replies to one inquiry', () => {
  it('twenty agent responses at once: all 201, all twenty stored, each answered with its own version', async () => {
    const agent = await t.signIn('agent');
    const { body } = await agent.post('/api/crm/inquiries').send(inquiry).expect(201);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => agent.post(`/api/crm/inquiries/${body.id}/responses`).send({ message: `Update ${i}` })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.version)).size).toBe(20);
    expect((await responses(body.id)).map((e) => (e.data as { message: string }).message).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `Update ${i}`).sort());
  });

  it('agent responses and customer replies interleaved at once all land', async () => {
    const shipper = await t.signIn('shipper');
    const agent = await t.signIn('agent');
    const { body } = await shipper.post('/api/inquiries').send({ subject: 'Damaged', description: 'Corner crushed' }).expect(201);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2
          ? agent.post(`/api/crm/inquiries/${body.id}/responses`).send({ message: `agent ${i}` })
          : shipper.post(`/api/inquiries/${body.id}/replies`).send({ message: `customer ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(201));
    expect(await responses(body.id)).toHaveLength(16);
  });
});

describe('a replayed reply (same Idempotency-Key)', () => {
  it('answers with the stored result, appends nothing, even after other replies; concurrent replays store one', async () => {
    const agent = await t.signIn('agent');
    const { body } = await agent.post('/api/crm/inquiries').send(inquiry).expect(201);
    const url = `/api/crm/inquiries/${body.id}/responses`;
    const first = await agent.post(url).set('idempotency-key', 'reply-1').send({ message: 'On its way' }).expect(201);
    expect(first.body).toEqual({ version: expect.any(Number), status: 'waiting_customer' });
    await agent.post(url).send({ message: 'Later news' }).expect(201);
    await agent.put(`/api/crm/inquiries/${body.id}/resolve`).send({ resolutionNotes: 'Delivered' }).expect(200);
    const replay = await agent.post(url).set('idempotency-key', 'reply-1').send({ message: 'On its way' }).expect(201);
    expect(replay.body).toEqual(first.body);
    expect(await responses(body.id)).toHaveLength(2);

    const together = await Promise.all(
      Array.from({ length: 10 }, () => agent.post(`/api/crm/inquiries/${body.id}/responses`).set('idempotency-key', 'late-1').send({ message: 'x' })),
    );
    // resolved: a new response is refused (409), and all ten say the same
    expect(new Set(together.map((a) => a.status))).toEqual(new Set([409]));
  });

  it('concurrent replays of one new reply: every answer the same, one event', async () => {
    const agent = await t.signIn('agent');
    const { body } = await agent.post('/api/crm/inquiries').send(inquiry).expect(201);
    const url = `/api/crm/inquiries/${body.id}/responses`;
    await agent.post(url).send({ message: 'first' }).expect(201);
    const answers = await Promise.all(Array.from({ length: 10 }, () => agent.post(url).set('idempotency-key', 'same-reply').send({ message: 'once' })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]!.body).toEqual({ version: (await t.resources.store.readStream(`inquiry-${body.id}`)).length, status: 'waiting_customer' });
    expect((await responses(body.id)).filter((e) => (e.data as { message: string }).message === 'once')).toHaveLength(1);
  });

  it('the same key with another message is a 422, nothing appended', async () => {
    const shipper = await t.signIn('shipper');
    const { body } = await shipper.post('/api/inquiries').send({ subject: 'Damaged', description: 'Corner crushed' }).expect(201);
    await shipper.post(`/api/inquiries/${body.id}/replies`).set('idempotency-key', 'k').send({ message: 'one' }).expect(201);
    const other = await shipper.post(`/api/inquiries/${body.id}/replies`).set('idempotency-key', 'k').send({ message: 'two' }).expect(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different request');
    expect(await responses(body.id)).toHaveLength(1);
  });
});

describe('tracking events without an expected version commute too', () => {
  it('a pickup and transit scans sent at once by several agents all land', async () => {
    const shipper = await t.signIn('shipper');
    const agent = await t.signIn('agent');
    const shipment = {
      fromAddress: { name: 'Sam', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
      toAddress: { name: 'Jo', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
      itemDetails: { description: 'Books', weight: 1, value: 20 },
    };
    const { body } = await shipper.post('/api/shipments').send(shipment).expect(201);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        agent.post(`/api/shipments/${body.id}/tracking-events`).send({ eventType: 'transit', description: `Hub scan ${i}`, location: 'Leipzig' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect((await t.resources.store.readStream(`shipment-${body.id}`)).filter((e) => e.type === 'TrackingEventRecorded')).toHaveLength(8);
  });
});
