import { Webhook } from 'standardwebhooks';
import { shipmentStreamId, type Shipment } from '@waypost/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { RecordTrackingEventCommand } from '../shipping/commands/record-tracking-event.command';
import { commandContext } from '../platform/event-store/command-context';
import { WebhooksService } from './delivery/webhooks.service';
import { startReceiver, type Receiver } from './test-support/receiver';

// ── The fan-out never skips (issue 25, fault 1): an event whose deliveries cannot be queued holds it, past the
// shared processor's give-up threshold (5 attempts over a minute), visibly (health, metric, log line); once the queue
// works again every delivery arrives, exactly once and in order. ──

const shipmentBody = {
  fromAddress: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bea Receiver', address: '10 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
  itemDetails: { description: 'Books', weight: 2, value: 40 },
};

const BREAK_QUEUE = `
  CREATE OR REPLACE FUNCTION test_refuse_webhook_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'webhook queue refused (test)'; END $$;
  CREATE TRIGGER test_refuse_webhook_delivery BEFORE INSERT ON webhook_deliveries FOR EACH ROW EXECUTE FUNCTION test_refuse_webhook_delivery();`;
const MEND_QUEUE = 'DROP TRIGGER test_refuse_webhook_delivery ON webhook_deliveries';

describe('webhooks: the fan-out holds at an event it cannot queue', () => {
  let t: TestApp;
  let webhooks: WebhooksService;
  let receiver: Receiver;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { WEBHOOK_ALLOW_HOSTS: '127.0.0.1', WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_RETRY_MAX_DELAY_MS: '40' },
      logTo: { write: (line: string) => void logLines.push(line) },
      logLevel: 'warn',
    });
    webhooks = t.app.get(WebhooksService);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await receiver.close();
    await t.close();
  });

  async function deliverAll(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      await webhooks.runOnce();
      const { rows } = await t.resources.pool.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'`);
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('deliveries did not finish');
  }

  const heldMetric = async () => (await t.resources.metrics.registry.getSingleMetricAsString('waypost_webhook_fanout_held')).trim().split('\n').at(-1);

  it('retries past the give-up threshold without moving on, then delivers every event once, in order', async () => {
    const shipper = await t.signIn('shipper');
    const { id, secret } = (
      await shipper
        .post('/api/webhooks/endpoints')
        .send({ url: receiver.url, eventTypes: ['shipment.created', 'shipment.picked_up'] })
        .expect(201)
    ).body as { id: string; secret: string };
    const before = (await shipper.post('/api/shipments').send(shipmentBody).expect(201)).body as Shipment;
    await deliverAll();
    expect(receiver.received).toHaveLength(1);

    await t.resources.pool.query(BREAK_QUEUE);
    const during = (await shipper.post('/api/shipments').send(shipmentBody).expect(201)).body as Shipment;
    const ctx = commandContext({ actor: { kind: 'carrier', id: 'test-carrier' } });
    await t.app.get(CommandBus).execute(new RecordTrackingEventCommand(during.id, { eventType: 'pickup', description: 'Picked up', location: 'Berlin' }, undefined, ctx));

    // Ten attempts twenty seconds apart: well past "5 attempts over a minute", where the shared processor skips.
    const realNow = Date.now.bind(Date);
    let offset = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    for (let i = 0; i < 10; i++) {
      await expect(webhooks.fanout.runOnce()).rejects.toThrow('webhook queue refused (test)');
      offset += 20_000;
    }
    expect(webhooks.fanout.skipped).toEqual([]);
    expect(webhooks.fanout.held).toMatchObject({ type: 'ShipmentCreated', streamId: shipmentStreamId(during.id), attempts: 10, error: 'webhook queue refused (test)' });
    const health = (await t.anonymous().get('/api/health').expect(200)).body;
    expect(health.status).toBe('degraded');
    expect(health.webhookFanout).toMatchObject({ status: 'held', type: 'ShipmentCreated', attempts: 10 });
    expect(await heldMetric()).toMatch(/ 1$/);
    expect(logLines.filter((l) => l.includes('webhooks-fanout: holding at ShipmentCreated'))).toHaveLength(1);

    await t.resources.pool.query(MEND_QUEUE);
    await deliverAll();
    jest.restoreAllMocks();

    expect(webhooks.fanout.held).toBeNull();
    expect((await t.anonymous().get('/api/health').expect(200)).body.webhookFanout).toBeUndefined();
    expect(await heldMetric()).toMatch(/ 0$/);
    expect(logLines.some((l) => l.includes('webhooks-fanout: resumed: ShipmentCreated'))).toBe(true);
    const expected = [...(await t.resources.store.readStream(shipmentStreamId(before.id))), ...(await t.resources.store.readStream(shipmentStreamId(during.id)))];
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual(expected.map((e) => e.eventId));
    const types = receiver.received.map((r) => (new Webhook(secret).verify(r.body, r.headers) as { type: string }).type);
    expect(types).toEqual(['shipment.created', 'shipment.created', 'shipment.picked_up']);
    const { rows } = await t.resources.pool.query(`SELECT status, count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1 GROUP BY status`, [id]);
    expect(rows).toEqual([{ status: 'delivered', n: 3 }]);
  });
});
