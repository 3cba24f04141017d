import { randomUUID } from 'node:crypto';
import { inquiryStreamId, type NewEvent } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { FANOUT_CHECKPOINT } from './delivery/fanout';
import { WebhooksService } from './delivery/webhooks.service';

// ── The fan-out's batch path (a few statements per batch) queues exactly what handling each event in turn queues ──
// Inquiries change owner mid-stream (InquiryCustomerLinked), so one batch holds events of a stream before and after
// its owner changes, and of another owner's stream, and an endpoint is changed in the middle of it.

describe('webhooks: the fan-out queues a batch as it would queue each event in turn', () => {
  let t: TestApp;
  let webhooks: WebhooksService;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_HOSTS: '127.0.0.1' } });
    webhooks = t.app.get(WebhooksService);
  });
  afterAll(() => t.close());

  const metadata = (actorId: string) => {
    const id = randomUUID();
    return { commandId: id, correlationId: id, causationId: id, actor: { kind: 'user' as const, id: actorId }, occurredAt: new Date().toISOString() };
  };
  const opened = (inquiryId: string, openedBy: { kind: 'customer' | 'agent'; id: string }, customerId: string | null): NewEvent => ({
    eventId: randomUUID(),
    type: 'InquiryOpened',
    metadata: metadata(openedBy.id),
    data: {
      inquiryId,
      ticketNumber: `T-${inquiryId.slice(0, 6)}`,
      email: 'someone@example.com',
      firstName: 'Some',
      lastName: 'One',
      phone: '',
      subject: 'Where is my parcel?',
      description: 'It has not arrived.',
      category: 'tracking',
      priority: 'medium',
      shipmentId: null,
      openedBy,
      openedAt: new Date().toISOString(),
      customerId,
    },
  });
  const responded = (inquiryId: string): NewEvent => ({
    eventId: randomUUID(),
    type: 'AgentResponded',
    metadata: metadata('agent'),
    data: { inquiryId, messageId: randomUUID(), agentId: 'agent', agentName: 'Agent', message: 'On its way.', respondedAt: new Date().toISOString() },
  });
  const linked = (inquiryId: string, customerId: string): NewEvent => ({
    eventId: randomUUID(),
    type: 'InquiryCustomerLinked',
    metadata: metadata('linker'),
    data: { inquiryId, customerId, linkedAt: new Date().toISOString() },
  });

  const queued = async () =>
    (
      await t.resources.pool.query<{ endpoint_id: string; webhook_id: string; event_type: string }>(
        'SELECT endpoint_id, webhook_id, event_type FROM webhook_deliveries ORDER BY id',
      )
    ).rows;

  it('gives the same deliveries, in the same order, as handling one event at a time', async () => {
    const shipper = await t.signIn('shipper');
    const me = (await shipper.get('/api/auth/user').expect(200)).body as { id: string };
    const url = 'http://127.0.0.1:9/hooks';
    const all = (
      await shipper
        .post('/api/webhooks/endpoints')
        .send({ url, eventTypes: ['inquiry.opened', 'inquiry.updated'] })
        .expect(201)
    ).body as { id: string };
    const updates = (
      await shipper
        .post('/api/webhooks/endpoints')
        .send({ url, eventTypes: ['inquiry.updated'] })
        .expect(201)
    ).body as { id: string };
    await webhooks.fanout.runOnce();
    await t.resources.pool.query('DELETE FROM webhook_deliveries');

    // an inquiry the desk opened for nobody yet, linked to the shipper halfway, the shipper's own, and an endpoint paused between them
    const desk = randomUUID();
    const linkedLater = randomUUID();
    const own = randomUUID();
    const append = (inquiryId: string, events: NewEvent[]) => t.resources.store.append(inquiryStreamId(inquiryId), 'inquiry', 'any', events);
    await append(linkedLater, [opened(linkedLater, { kind: 'agent', id: desk }, null), responded(linkedLater)]);
    await append(own, [opened(own, { kind: 'customer', id: me.id }, me.id)]);
    await append(linkedLater, [responded(linkedLater), linked(linkedLater, me.id), responded(linkedLater)]);
    await shipper.put(`/api/webhooks/endpoints/${updates.id}`).send({ enabled: false }).expect(200);
    await append(own, [responded(own)]);
    await append(linkedLater, [responded(linkedLater)]);

    await webhooks.fanout.runOnce();
    const batched = await queued();

    // again from the same point, one event at a time
    const { rows } = await t.resources.pool.query('SELECT count(*)::int AS n FROM webhook_deliveries');
    expect(rows[0].n).toBeGreaterThan(0);
    await t.resources.pool.query('DELETE FROM webhook_deliveries');
    await t.resources.pool.query("DELETE FROM webhook_stream_owners WHERE stream_id LIKE 'inquiry-%'");
    await t.resources.pool.query('DELETE FROM webhook_endpoint_state');
    await t.resources.pool.query('DELETE FROM projection_checkpoints WHERE name = $1', [FANOUT_CHECKPOINT]);
    Object.defineProperty(webhooks.fanout, 'handleAll', { value: undefined, configurable: true });
    try {
      await webhooks.fanout.runOnce();
    } finally {
      delete (webhooks.fanout as unknown as { handleAll?: unknown }).handleAll;
    }
    // each endpoint's queue, in its order (queues of different endpoints are delivered apart)
    const oneByOne = await queued();
    const queueOf = (rows: typeof batched, endpointId: string) => rows.filter((d) => d.endpoint_id === endpointId);
    for (const endpoint of [all, updates]) expect(queueOf(batched, endpoint.id)).toEqual(queueOf(oneByOne, endpoint.id));

    // and what that is: the desk-opened inquiry's events reach the shipper's endpoints only from the link on; the paused one
    // gets nothing after it was paused
    const types = (endpointId: string) => batched.filter((d) => d.endpoint_id === endpointId).map((d) => d.event_type);
    expect(types(all.id)).toEqual(['inquiry.opened', 'inquiry.updated', 'inquiry.updated', 'inquiry.updated']);
    expect(types(updates.id)).toEqual(['inquiry.updated']);
  });
});
