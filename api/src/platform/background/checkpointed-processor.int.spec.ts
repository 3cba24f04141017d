import type { PoolClient } from 'pg';
import { START, type StoredEvent } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { CheckpointedProcessor, type PoisonPolicy } from './checkpointed-processor';

// ── The process-manager loop: checkpointed, every event of interest once per pass, a failing handler retried ──

class Recorder extends CheckpointedProcessor {
  protected readonly eventTypes = new Set(['ShipmentCreated']);
  seen: string[] = [];
  failNext = 0;
  constructor(t: TestApp, name: string, poison: Partial<PoisonPolicy> = {}) {
    super(t.resources.pool, t.resources.store, name, () => undefined, poison);
  }
  protected async handle(_client: PoolClient, event: StoredEvent): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('handler failed');
    }
    this.seen.push(event.eventId);
  }
}

describe('CheckpointedProcessor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const shipmentBody = {
    fromAddress: { name: 'A', address: '1 Street', city: 'Berlin', country: 'Germany', postalCode: '10117' },
    toAddress: { name: 'B', address: '2 Rue', city: 'Paris', country: 'France', postalCode: '75001' },
    itemDetails: { description: 'Box', weight: 1, value: 10 },
  };
  const createdIds = async () => (await t.resources.store.readAll({ after: START, limit: 10_000 })).filter((e) => e.type === 'ShipmentCreated').map((e) => e.eventId);

  it('handles each event once, resumes from its checkpoint, and does not move past a failing event', async () => {
    const shipper = await t.signIn('shipper');
    const send = () =>
      shipper
        .post('/api/shipments')
        .send({
          fromAddress: { name: 'A', address: '1 Street', city: 'Berlin', country: 'Germany', postalCode: '10117' },
          toAddress: { name: 'B', address: '2 Rue', city: 'Paris', country: 'France', postalCode: '75001' },
          itemDetails: { description: 'Box', weight: 1, value: 10 },
        })
        .expect(201);
    await send();
    await send();
    const p = new Recorder(t, 'test-recorder');
    expect(await p.runOnce()).toBeGreaterThan(0);
    expect(p.seen).toHaveLength(2);
    await p.runOnce();
    expect(p.seen).toHaveLength(2);
    await send();
    p.failNext = 1;
    await expect(p.runOnce()).rejects.toThrow('handler failed');
    expect(p.seen).toHaveLength(2);
    await p.runOnce();
    expect(p.seen).toHaveLength(3);
    expect(p.skipped).toEqual([]);
  });

  it("'skip' (the default) passes over an event that keeps failing past the threshold", async () => {
    const p = new Recorder(t, 'test-skip', { maxAttempts: 3, giveUpAfterMs: 0 });
    p.failNext = 3;
    await expect(p.runOnce()).rejects.toThrow('handler failed');
    await expect(p.runOnce()).rejects.toThrow('handler failed');
    await p.runOnce();
    const all = await createdIds();
    expect(all.length).toBeGreaterThan(1);
    expect(p.skipped.map((s) => s.eventId)).toEqual([all[0]]);
    expect(p.seen).toEqual(all.slice(1));
    expect(p.held).toBeNull();
  });

  it("'hold' never passes a failing event: it stays on it, says so, and goes on from it once it succeeds", async () => {
    const shipper = await t.signIn('shipper');
    await shipper.post('/api/shipments').send(shipmentBody).expect(201);
    const p = new Recorder(t, 'test-hold', { onPoison: 'hold', maxAttempts: 2, giveUpAfterMs: 0, retryBaseMs: 5, retryCapMs: 20 });
    p.failNext = 1_000_000;
    p.start();
    for (let i = 0; i < 200 && (p.held?.attempts ?? 0) < 6; i++) await new Promise((r) => setTimeout(r, 10));
    const all = await createdIds();
    expect(p.held).toMatchObject({ eventId: all[0], type: 'ShipmentCreated', error: 'handler failed' });
    expect(p.held!.attempts).toBeGreaterThanOrEqual(6);
    expect(p.status).toBe('live'); // retried while keeping its lock, with a delay
    expect(p.skipped).toEqual([]);
    expect(p.seen).toEqual([]);
    p.failNext = 0;
    for (let i = 0; i < 200 && p.seen.length < all.length; i++) await new Promise((r) => setTimeout(r, 10));
    await p.stop();
    expect(p.seen).toEqual(all);
    expect(p.held).toBeNull();
    expect(p.failedAttempts).toBeGreaterThanOrEqual(6);
  });
});
