import { Webhook } from 'standardwebhooks';
import { shipmentStreamId, type Shipment, type WebhookDelivery } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { CommandBus } from '@nestjs/cqrs';
import { RecordTrackingEventCommand } from '../shipping/commands/record-tracking-event.command';
import { commandContext } from '../platform/event-store/command-context';
import { WebhooksService } from './delivery/webhooks.service';
import { startReceiver, type Receiver } from './test-support/receiver';

// ── Each delivery names the API request that led to its event (issue 25, fault 4): the waypost-request-id header
// (beside the signature, not signed) and requestId in the delivery log; none for events no request recorded. ──

const shipmentBody = {
  fromAddress: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bea Receiver', address: '10 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
  itemDetails: { description: 'Books', weight: 2, value: 40 },
};

describe('webhooks: the originating request id', () => {
  let t: TestApp;
  let webhooks: WebhooksService;
  let receiver: Receiver;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_HOSTS: '127.0.0.1', WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_RETRY_MAX_DELAY_MS: '40' } });
    webhooks = t.app.get(WebhooksService);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('carries the request id on the POST and in the delivery log; the signature still verifies', async () => {
    const shipper = await t.signIn('shipper');
    const { id, secret } = (
      await shipper
        .post('/api/webhooks/endpoints')
        .send({ url: receiver.url, eventTypes: ['shipment.created', 'shipment.picked_up'] })
        .expect(201)
    ).body as { id: string; secret: string };
    const created = await shipper.post('/api/shipments').set('x-request-id', 'integrator-req-0001').send(shipmentBody).expect(201);
    expect(created.headers['x-request-id']).toBe('integrator-req-0001');
    const shipment = created.body as Shipment;
    // a carrier's update: no request recorded it, so no header
    const ctx = commandContext({ actor: { kind: 'carrier', id: 'test-carrier' } });
    await t.app.get(CommandBus).execute(new RecordTrackingEventCommand(shipment.id, { eventType: 'pickup', description: 'Picked up', location: 'Berlin' }, undefined, ctx));
    // no X-Request-Id sent: the one the API made (and answered with) is carried
    const test = await shipper.post(`/api/webhooks/endpoints/${id}/test`).expect(202);
    const madeUp = test.headers['x-request-id'] as string;
    expect(madeUp).toMatch(/^[0-9a-f-]{36}$/);
    for (let i = 0; i < 100 && receiver.received.length < 3; i++) {
      await webhooks.runOnce();
      await new Promise((r) => setTimeout(r, 20));
    }

    const events = await t.resources.store.readStream(shipmentStreamId(shipment.id));
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([events[0]!.eventId, events.at(-1)!.eventId, test.body.webhookId]);
    expect(receiver.received.map((r) => r.headers['waypost-request-id'])).toEqual(['integrator-req-0001', undefined, madeUp]);
    for (const r of receiver.received) expect(() => new Webhook(secret).verify(r.body, r.headers)).not.toThrow();
    // not part of the signed content: a receiver that drops it still verifies
    const { ['waypost-request-id']: _dropped, ...withoutIt } = receiver.received[0]!.headers;
    expect(() => new Webhook(secret).verify(receiver.received[0]!.body, withoutIt)).not.toThrow();

    await t.project();
    const log = (await shipper.get(`/api/webhooks/endpoints/${id}/deliveries`).expect(200)).body as WebhookDelivery[];
    expect(log.map((d) => [d.webhookId, d.requestId])).toEqual([
      [test.body.webhookId, madeUp],
      [events.at(-1)!.eventId, null],
      [events[0]!.eventId, 'integrator-req-0001'],
    ]);
  });

  it('is documented with the webhooks in the OpenAPI reference, as not signed', async () => {
    const doc = (await t.anonymous().get('/api/openapi.json').expect(200)).body as { tags?: { name: string; description?: string }[] };
    const webhooksTag = doc.tags?.find((tag) => tag.name === 'Webhooks');
    expect(webhooksTag?.description).toContain('`waypost-request-id`');
    expect(webhooksTag?.description).toContain('not part of the signed content');
  });
});
