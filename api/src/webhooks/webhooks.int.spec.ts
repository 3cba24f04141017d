import { CommandBus } from '@nestjs/cqrs';
import { Webhook } from 'standardwebhooks';
import { shipmentStreamId, type Shipment, type WebhookDelivery } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { RecordTrackingEventCommand } from '../shipping/commands/record-tracking-event.command';
import { commandContext } from '../platform/event-store/command-context';
import { WebhooksService } from './delivery/webhooks.service';
import { startReceiver, type Receiver } from './test-support/receiver';

// ── Webhooks end to end: endpoints over HTTP, deliveries from the log to a local receiver, verified as a receiver
// would with the `standardwebhooks` library; retries, replay, SSRF refusals, accounts kept apart, a crash mid-way ──

const shipmentBody = {
  fromAddress: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bea Receiver', address: '10 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
  itemDetails: { description: 'Books', weight: 2, value: 40, dimensions: { length: 30, width: 20, height: 10 } },
};
const ALL_SHIPMENT_TYPES = ['shipment.created', 'shipment.picked_up', 'shipment.in_transit', 'shipment.delivered', 'shipment.cancelled'];

describe('webhooks', () => {
  let t: TestApp;
  let webhooks: WebhooksService;
  let receiver: Receiver;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_HOSTS: '127.0.0.1', WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_RETRY_MAX_DELAY_MS: '40', WEBHOOK_TIMEOUT_MS: '2000' } });
    webhooks = t.app.get(WebhooksService);
  });
  beforeEach(async () => {
    receiver = await startReceiver();
  });
  // Each test's endpoints go when it ends (their receiver does too): deleting cancels what they still had pending.
  const created: { agent: Awaited<ReturnType<TestApp['signIn']>>; id: string }[] = [];
  afterEach(async () => {
    for (const { agent, id } of created.splice(0)) await agent.delete(`/api/webhooks/endpoints/${id}`).expect(204);
    await webhooks.fanout.runOnce();
    await receiver.close();
  });
  afterAll(() => t.close());

  /** Fans out and delivers until nothing is due, waiting out short retry delays (at most ~5 s). */
  async function deliverAll(until: () => boolean = () => true): Promise<void> {
    for (let i = 0; i < 100; i++) {
      await webhooks.runOnce();
      const { rows } = await t.resources.pool.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'`);
      if (rows[0].n === 0 && until()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('deliveries did not finish');
  }

  async function register(agent: Awaited<ReturnType<TestApp['signIn']>>, eventTypes = ALL_SHIPMENT_TYPES, url = receiver.url) {
    const res = await agent.post('/api/webhooks/endpoints').send({ url, eventTypes }).expect(201);
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    created.push({ agent, id: res.body.id });
    return res.body as { id: string; secret: string };
  }

  async function track(shipmentId: string, eventType: 'pickup' | 'transit' | 'delivered', description: string) {
    const ctx = commandContext({ actor: { kind: 'carrier', id: 'test-carrier' } });
    await t.app.get(CommandBus).execute(new RecordTrackingEventCommand(shipmentId, { eventType, description, location: 'Paris' }, undefined, ctx));
  }

  const verified = (secret: string) => receiver.received.map((r) => new Webhook(secret).verify(r.body, r.headers) as { type: string; data: { id: string; shipmentId: string } });

  it('delivers a shipment’s events signed, in log order, with the event id as webhook-id', async () => {
    const shipper = await t.signIn('shipper');
    const { secret } = await register(shipper);
    const shipment = (await shipper.post('/api/shipments').send(shipmentBody).expect(201)).body as Shipment;
    await track(shipment.id, 'pickup', 'Picked up');
    await track(shipment.id, 'transit', 'Processed at hub');
    await track(shipment.id, 'delivered', 'Delivered to Bea');
    await deliverAll();

    const payloads = verified(secret);
    expect(payloads.map((p) => p.type)).toEqual(['shipment.created', 'shipment.picked_up', 'shipment.in_transit', 'shipment.delivered']);
    const events = await t.resources.store.readStream(shipmentStreamId(shipment.id));
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual(events.map((e) => e.eventId));
    expect(payloads.every((p) => p.data.shipmentId === shipment.id)).toBe(true);
    // A tampered body fails verification, as it must for a receiver.
    expect(() => new Webhook(secret).verify(receiver.received[0]!.body.replace('shipment', 'shipmenT'), receiver.received[0]!.headers)).toThrow();
  });

  it('retries a failing delivery with backoff, holds later ones back, then delivers all in order', async () => {
    const shipper = await t.signIn('shipper');
    const { id, secret } = await register(shipper);
    receiver.answers = [500, 500, 500];
    const shipment = (await shipper.post('/api/shipments').send(shipmentBody).expect(201)).body as Shipment;
    await track(shipment.id, 'pickup', 'Picked up');
    await deliverAll();

    const ok = receiver.received.filter((r) => r.status === 200);
    expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 500, 200, 200]);
    // the three failures were the same delivery (same id); the pickup only went out after it
    expect(new Set(receiver.received.slice(0, 4).map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(ok.map((r) => (new Webhook(secret).verify(r.body, r.headers) as { type: string }).type)).toEqual(['shipment.created', 'shipment.picked_up']);

    await t.project();
    const log = (await shipper.get(`/api/webhooks/endpoints/${id}/deliveries`).expect(200)).body as WebhookDelivery[];
    const created = log.find((d) => d.eventType === 'shipment.created')!;
    expect(created.status).toBe('delivered');
    expect(created.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 200]);
    expect(created.attempts.slice(0, 3).every((a) => a.nextRetryAt !== null && a.error === 'HTTP 500')).toBe(true);
    expect(created.attempts.every((a) => Number.isInteger(a.durationMs) && a.durationMs >= 0)).toBe(true);
  });

  it('replays from a past position: the same deliveries again, same webhook-ids and bodies', async () => {
    const shipper = await t.signIn('shipper');
    const { id, secret } = await register(shipper);
    const shipment = (await shipper.post('/api/shipments').send(shipmentBody).expect(201)).body as Shipment;
    await track(shipment.id, 'pickup', 'Picked up');
    await track(shipment.id, 'transit', 'At hub');
    await deliverAll();
    const first = receiver.received.splice(0);
    const events = await t.resources.store.readStream(shipmentStreamId(shipment.id));

    await shipper.post(`/api/webhooks/endpoints/${id}/replay`).send({ fromPosition: events[1]!.position.position }).expect(202);
    await deliverAll();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual(first.slice(1).map((r) => r.headers['webhook-id']));
    expect(receiver.received.map((r) => r.body)).toEqual(first.slice(1).map((r) => r.body));
    expect(verified(secret).map((p) => p.type)).toEqual(['shipment.picked_up', 'shipment.in_transit']);

    // from a date before everything: all three
    receiver.received.splice(0);
    await shipper.post(`/api/webhooks/endpoints/${id}/replay`).send({ fromDate: '2000-01-01T00:00:00Z' }).expect(202);
    await deliverAll();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual(first.map((r) => r.headers['webhook-id']));

    const bad = await shipper.post(`/api/webhooks/endpoints/${id}/replay`).send({ fromPosition: 'x' }).expect(400);
    expect(bad.body.issues[0].field).toBe('fromPosition');
  });

  it('sends a webhook.test event from the test button', async () => {
    const shipper = await t.signIn('shipper');
    const { id, secret } = await register(shipper);
    const res = await shipper.post(`/api/webhooks/endpoints/${id}/test`).expect(202);
    await deliverAll();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([res.body.webhookId]);
    expect(verified(secret)[0]!.type).toBe('webhook.test');
  });

  it.each([
    ['http://127.0.0.2:9/x', 'loopback'],
    ['http://localhost:9/x', 'loopback'],
    ['http://10.1.2.3/x', 'private'],
    ['http://192.168.0.10/x', 'private'],
    ['http://169.254.169.254/latest/meta-data', 'linkLocal'],
    ['http://100.64.0.1/x', 'carrierGradeNat'],
    ['http://[::1]/x', 'loopback'],
    ['http://[fd00::1]/x', 'uniqueLocal'],
    ['http://[::ffff:10.0.0.1]/x', 'private'],
    ['http://0.0.0.0/x', 'unspecified'],
  ])('refuses %s (%s) with a 400 naming url, and registers nothing', async (url, range) => {
    const shipper = await t.signIn('shipper');
    await t.project();
    const before = (await shipper.get('/api/webhooks/endpoints').expect(200)).body.length;
    const res = await shipper
      .post('/api/webhooks/endpoints')
      .send({ url, eventTypes: ['shipment.created'] })
      .expect(400);
    expect(res.body.issues).toEqual([{ field: 'url', message: expect.stringContaining(range) }]);
    await t.project();
    expect((await shipper.get('/api/webhooks/endpoints').expect(200)).body.length).toBe(before);
  });

  it('refuses other schemes and credentials in the URL', async () => {
    const shipper = await t.signIn('shipper');
    for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'http://user:pw@127.0.0.1/x']) {
      const res = await shipper
        .post('/api/webhooks/endpoints')
        .send({ url, eventTypes: ['shipment.created'] })
        .expect(400);
      expect(res.body.issues[0].field).toBe('url');
    }
  });

  it('never sends a shipper another account’s events, and hides endpoints from other accounts', async () => {
    const shipper = await t.signIn('shipper');
    const other = await t.signUp({ email: 'other-webhooks@example.com', password: 'another-long-passphrase-42' });
    const mine = await register(shipper);
    const theirs = await register(other);
    await other.post('/api/shipments').send(shipmentBody).expect(201);
    const own = (await shipper.post('/api/shipments').send(shipmentBody).expect(201)).body as Shipment;
    await deliverAll();
    const toMine = receiver.received.filter((r) => {
      try {
        new Webhook(mine.secret).verify(r.body, r.headers);
        return true;
      } catch {
        return false;
      }
    });
    expect(toMine.map((r) => JSON.parse(r.body).data.shipmentId)).toEqual([own.id]);
    expect(receiver.received).toHaveLength(2);
    await other.get(`/api/webhooks/endpoints/${mine.id}`).expect(404);
    await other.post(`/api/webhooks/endpoints/${mine.id}/test`).expect(404);
    await other.get(`/api/webhooks/endpoints/${mine.id}/deliveries`).expect(404);
    await t.project();
    const listed = (await other.get('/api/webhooks/endpoints').expect(200)).body as { id: string }[];
    expect(listed.map((e) => e.id)).toEqual([theirs.id]);
  });

  it('survives the deliverer dying mid-delivery: delivered again with the same webhook-id, nothing lost', async () => {
    const shipper = await t.signIn('shipper');
    const { secret } = await register(shipper);
    const shipment = (await shipper.post('/api/shipments').send(shipmentBody).expect(201)).body as Shipment;
    await track(shipment.id, 'pickup', 'Picked up');
    await track(shipment.id, 'transit', 'At hub');
    await webhooks.fanout.runOnce();
    // While the second delivery is at the receiver, the sender's database connection dies (as with kill -9): its
    // lock goes, and the row that would have said "delivered" is never written.
    let killed = false;
    receiver.onRequest = async () => {
      if (receiver.received.length !== 2 || killed) return;
      killed = true;
      await t.resources.pool.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND pid <> pg_backend_pid() AND granted`);
    };
    await webhooks.sender.runOnce().catch(() => undefined);
    expect(killed).toBe(true);
    receiver.onRequest = null;
    await deliverAll();
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    const events = await t.resources.store.readStream(shipmentStreamId(shipment.id));
    const all = events.map((e) => e.eventId);
    expect([...new Set(ids)]).toEqual(all);
    // Successes are recorded per batch, so the batch the sender was in is sent again from its start, in order, with
    // the same webhook-ids: what arrived before the kill (at least the first two) and then everything.
    const before = ids.length - all.length;
    expect(before).toBeGreaterThanOrEqual(2);
    expect(ids.slice(0, before)).toEqual(all.slice(0, before));
    expect(ids.slice(before)).toEqual(all);
    const types = ['shipment.created', 'shipment.picked_up', 'shipment.in_transit'];
    expect(verified(secret).map((p) => p.type)).toEqual([...types.slice(0, before), ...types]);
  });

  it('two senders on one database deliver each endpoint in order, never the same delivery twice', async () => {
    const shipper = await t.signIn('shipper');
    await register(shipper, ['shipment.created']);
    for (let i = 0; i < 6; i++) await shipper.post('/api/shipments').send(shipmentBody).expect(201);
    await webhooks.fanout.runOnce();
    const { WebhookSender } = await import('./delivery/sender');
    const second = new WebhookSender(t.resources.pool, webhooks.guard, {
      retry: { baseMs: 20, capMs: 40, windowMs: 3_600_000 },
      timeoutMs: 2000,
      pollMs: 20,
      concurrency: 2,
      disable: async () => undefined,
      log: () => undefined,
    });
    await Promise.all([webhooks.sender.runOnce(), second.runOnce(), webhooks.sender.runOnce()]);
    await deliverAll();
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toHaveLength(6);
    const positions = receiver.received.map((r) => BigInt(JSON.parse(r.body).data.position));
    expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions);
  });
});
