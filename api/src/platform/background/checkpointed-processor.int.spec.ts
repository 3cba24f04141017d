import type { PoolClient } from 'pg';
import type { StoredEvent } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { CheckpointedProcessor } from './checkpointed-processor';

// ── The process-manager loop: checkpointed, every event of interest once per pass, a failing handler retried ──

class Recorder extends CheckpointedProcessor {
  protected readonly eventTypes = new Set(['ShipmentCreated']);
  seen: string[] = [];
  failNext = 0;
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

  it('handles each event once, resumes from its checkpoint, and does not move past a failing event', async () => {
    const shipper = await t.signIn('shipper');
    const send = () =>
      shipper
        .post('/api/shipments')
        .send({
          fromAddress: { name: 'A', address: '1 Street', city: 'Berlin', country: 'Germany' },
          toAddress: { name: 'B', address: '2 Rue', city: 'Paris', country: 'France' },
          itemDetails: { description: 'Box', weight: 1, value: 10 },
        })
        .expect(201);
    await send();
    await send();
    const p = new Recorder(t.resources.pool, t.resources.store, 'test-recorder');
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
});
