import { Webhook } from 'standardwebhooks';
import { webhookEndpointStreamId } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { WebhooksService } from './delivery/webhooks.service';
import { startReceiver, type Receiver } from './test-support/receiver';

// ── When the retries run out: the endpoint is disabled (an event), its owner mailed, later deliveries held until
// it is enabled again. The retry window is one second here (72 hours by default). ──

describe('webhooks: retries exhausted', () => {
  let t: TestApp;
  let webhooks: WebhooksService;
  let receiver: Receiver;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_HOSTS: '127.0.0.1', WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_RETRY_MAX_DELAY_MS: '200', WEBHOOK_RETRY_WINDOW_SECONDS: '1' } });
    webhooks = t.app.get(WebhooksService);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('disables the endpoint, tells its owner, and resumes in order once enabled again', async () => {
    const shipper = await t.signIn('shipper');
    const { id, secret } = (
      await shipper
        .post('/api/webhooks/endpoints')
        .send({ url: receiver.url, eventTypes: ['shipment.created'] })
        .expect(201)
    ).body;
    receiver.answers = Array.from({ length: 1000 }, () => 503);
    const first = (await shipper.post(`/api/webhooks/endpoints/${id}/test`).expect(202)).body.webhookId as string;
    const second = (await shipper.post(`/api/webhooks/endpoints/${id}/test`).expect(202)).body.webhookId as string;

    let types: string[] = [];
    for (let i = 0; i < 100 && !types.includes('WebhookEndpointDisabled'); i++) {
      await webhooks.runOnce();
      types = (await t.resources.store.readStream(webhookEndpointStreamId(id))).map((e) => e.type);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(types).toContain('WebhookEndpointDisabled');
    await webhooks.runOnce(); // the fan-out takes the disabling in: it mails the owner
    const mail = (await t.outbox('shipper@waypost.test')).find((m) => m.kind === 'webhook-disabled');
    expect(mail?.subject).toBe('A Waypost webhook endpoint was disabled');
    expect(mail?.text).toContain(receiver.url);
    // only the first delivery was ever tried: the second waited behind it, and waits now while disabled
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([first]));

    await t.project();
    const shown = (await shipper.get(`/api/webhooks/endpoints/${id}`).expect(200)).body;
    expect(shown).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('Deliveries failed') });

    receiver.answers = [];
    receiver.received.splice(0);
    await shipper.put(`/api/webhooks/endpoints/${id}`).send({ enabled: true }).expect(200);
    for (let i = 0; i < 50 && receiver.received.length === 0; i++) {
      await webhooks.runOnce();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([second]);
    expect((new Webhook(secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers) as { type: string }).type).toBe('webhook.test');
  });
});
