import type { Delivery } from './bus';
import { InProcessBus } from './in-process-bus';

const message = (i: number) => ({ topic: 'waypost.shipments', key: 'shipment-1', value: String(i), headers: {} });

describe('in-process bus', () => {
  it('hands a batch whose handler failed (database restarting) to the handler again, then goes on', async () => {
    const logged: string[] = [];
    const bus = new InProcessBus(1, 500, { retryMs: 20, log: (m) => logged.push(m) });
    const handled: string[] = [];
    let failures = 2;
    const sub = await bus.subscribe({
      groupId: 'g',
      topics: ['waypost.shipments'],
      handler: async (batch: Delivery[]) => {
        if (failures-- > 0) throw new Error('Connection terminated unexpectedly');
        handled.push(...batch.map((d) => d.value));
      },
    });
    await bus.publish([message(1), message(2)]);
    for (let i = 0; i < 100 && handled.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(handled).toEqual(['1', '2']);
    await bus.publish([message(3)]);
    for (let i = 0; i < 100 && handled.length < 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(handled).toEqual(['1', '2', '3']);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/g failed on waypost.shipments\[0\] at offset 0: Connection terminated unexpectedly; retrying/);
    await sub.stop();
    await bus.close();
  });
});
