import { Webhook } from 'standardwebhooks';
import { webhookEndpointStreamId } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { WebhooksService } from './delivery/webhooks.service';
import { startReceiver, type Receiver } from './test-support/receiver';

// ── Credentials never reach an audit read (issue 25, fault 2): webhook signing secrets are sealed as personal data
// (so forgetting the account forgets them), and the store opens sealed fields for every reader; the audit reads now
// show them as '[encrypted]' (the export, the stream view, as-of reads, the events of a stream) while the sender,
// which reads the store itself, still signs with them. ──

const text = (r: { on(event: string, cb: (chunk?: Buffer) => void): void }, cb: (err: Error | null, body: string) => void) => {
  let body = '';
  r.on('data', (c?: Buffer) => (body += c!.toString('utf8')));
  r.on('end', () => cb(null, body));
};

describe('audit reads never show webhook secrets', () => {
  let t: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_HOSTS: '127.0.0.1' } });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('exports and shows only the encrypted form, and the deliveries still verify', async () => {
    const shipper = await t.signIn('shipper');
    const created = (
      await shipper
        .post('/api/webhooks/endpoints')
        .send({ url: receiver.url, eventTypes: ['shipment.created'] })
        .expect(201)
    ).body as {
      id: string;
      secret: string;
    };
    const registeredAt = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const rotated = (await shipper.post(`/api/webhooks/endpoints/${created.id}/rotate-secret`).expect(200)).body as { secret: string };
    const secrets = [created.secret, rotated.secret];
    const leaks = (body: string) => [/whsec_/.test(body), ...secrets.map((s) => body.includes(s) || body.includes(s.slice('whsec_'.length)))];
    const none = [false, false, false];

    const auditor = await t.signIn('auditor');
    const exported = (await auditor.get('/api/audit/export').buffer(true).parse(text).expect(200)).body as string;
    expect(exported).toContain('WebhookEndpointRegistered');
    expect(exported).toContain('WebhookSecretRotated');
    expect(leaks(exported)).toEqual(none);
    const line = exported.split('\n').find((l) => l.includes('WebhookEndpointRegistered'))!;
    expect(JSON.parse(line).data.secret).toBe('[encrypted]');

    const streamId = webhookEndpointStreamId(created.id);
    const view = await auditor.get(`/api/audit/streams/${streamId}`).expect(200);
    expect(view.body.events.map((e: { type: string }) => e.type)).toEqual(['WebhookEndpointRegistered', 'WebhookSecretRotated']);
    expect(leaks(JSON.stringify(view.body))).toEqual(none);
    const asOf = await auditor.get(`/api/audit/streams/${streamId}`).query({ asOf: registeredAt }).expect(200);
    expect(asOf.body.events).toHaveLength(1);
    expect(leaks(JSON.stringify(asOf.body))).toEqual(none);
    const byVersion = await auditor.get(`/api/audit/streams/${streamId}`).query({ version: 2 }).expect(200);
    expect(leaks(JSON.stringify(byVersion.body))).toEqual(none);
    const events = await auditor.get(`/api/events/${streamId}`).expect(200);
    expect(events.body).toHaveLength(2);
    expect(leaks(JSON.stringify(events.body))).toEqual(none);

    // the sender still signs, with both secrets during the rotation's grace period
    const webhooks = t.app.get(WebhooksService);
    await shipper.post(`/api/webhooks/endpoints/${created.id}/test`).expect(202);
    for (let i = 0; i < 50 && receiver.received.length === 0; i++) await webhooks.runOnce();
    expect(receiver.received).toHaveLength(1);
    for (const secret of secrets) expect(() => new Webhook(secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers)).not.toThrow();
  });
});
