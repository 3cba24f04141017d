import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { SHIPMENTS_TOPIC, eventOf, type BusMessage, type EventBus } from '../bus/bus';
import { InProcessBus } from '../bus/in-process-bus';
import { KafkaBus } from '../bus/kafka-bus';
import { CarrierNetwork } from './carrier-network';
import { commandBusPort } from './workers/command-bus-port';
import { SCENARIO_CARRIERS, checkFanout, createShipments, waitForFanout } from './testing/fanout-scenario';

// ── The fan-out suite (issue 3), on the in-process bus and, when KAFKA_BROKERS is set, on a Kafka broker ──
// 2,000 shipments created; the forwarder publishes, carrier workers consume. Mid-way one carrier worker is
// restarted and the forwarder crashes once between publishing a batch and moving its checkpoint. Afterwards
// every shipment is booked exactly once and has travelled its whole journey, and no event was skipped or
// applied twice.

const SHIPMENTS = Number(process.env.FANOUT_SHIPMENTS ?? 2000);
const SANDBOX = { speed: 5_000_000, seed: 7, exceptionRate: 0.15 };
// In-process: the whole catalogue (52 consumer groups). Kafka: twelve carriers covering every lane, so twelve
// kafkajs consumers share the two cores with the broker instead of fifty-two.
const CARRIERS = { 'in-process': undefined, kafka: SCENARIO_CARRIERS };
const brokers = process.env.KAFKA_BROKERS;

/** Publishes, then fails once: the checkpoint is not moved, so the batch is published again. */
class CrashOnceBus implements EventBus {
  crashed = false;
  armed = false;
  constructor(readonly inner: EventBus) {}
  get kind() {
    return this.inner.kind;
  }
  async publish(messages: BusMessage[]): Promise<void> {
    await this.inner.publish(messages);
    if (this.armed && !this.crashed) {
      this.crashed = true;
      throw new Error('simulated crash between publish and checkpoint');
    }
  }
  subscribe: EventBus['subscribe'] = (o) => this.inner.subscribe(o);
  close = () => this.inner.close();
}

const transports: [string, () => EventBus, string | undefined][] = [['in-process bus', () => new InProcessBus(), CARRIERS['in-process']]];
if (brokers) {
  transports.push([
    `Kafka at ${brokers}`,
    () => new KafkaBus({ brokers: brokers.split(','), namespace: `t${randomBytes(4).toString('hex')}.`, sessionTimeout: 6000, heartbeatInterval: 500, maxWaitTimeInMs: 100 }),
    CARRIERS.kafka,
  ]);
} else {
  it.skip('fan-out over Kafka (KAFKA_BROKERS unset: run .ci/setup.d/kafka.sh)', () => undefined);
}

describe.each(transports)('fan-out over the %s', (name, makeBus, carriers) => {
  let t: TestApp;
  let network: CarrierNetwork;
  let bus: CrashOnceBus;

  beforeAll(async () => {
    t = await createTestApp({ env: { RUN_CARRIERS: 'false', RUN_FORWARDER: 'false', DATABASE_POOL_SIZE: '24' } });
  });
  afterAll(async () => {
    await network?.stop();
    await bus?.close();
    await t?.close();
  });

  it('books every one of 2,000 shipments exactly once and records every journey, across restarts', async () => {
    const { pool, store } = t.resources;
    const commands = t.app.get(CommandBus);
    bus = new CrashOnceBus(makeBus());
    network = new CarrierNetwork({
      pool,
      store,
      bus,
      commands: commandBusPort(commands),
      sandbox: { ...SANDBOX, ...(carriers ? { carriers } : {}) },
      runForwarder: true,
      runCarriers: true,
      concurrency: 10,
      schedulerTickMs: 50,
      log: (m) => problems.push(m),
    });
    const problems: string[] = [];
    // An auditor group sees what went over the bus.
    const seen = new Set<string>();
    let deliveries = 0;
    const audit = await bus.subscribe({
      groupId: 'waypost.audit',
      topics: [SHIPMENTS_TOPIC],
      handler: async (batch) => {
        for (const d of batch) seen.add(eventOf(d).eventId);
        deliveries += batch.length;
      },
    });
    await network.start();
    const owner = (await pool.query<{ id: string }>("SELECT id FROM users WHERE email = 'shipper@waypost.test'")).rows[0]!.id;

    let restarted = '';
    const t0 = Date.now();
    const debug = process.env.FANOUT_DEBUG
      ? setInterval(() => {
          void Promise.all([
            pool.query(
              "SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM events WHERE type = 'CarrierBooked')::int AS booked, (SELECT count(*) FROM carrier_tracking_schedule WHERE NOT done)::int AS open, (SELECT count(*) FROM carrier_processed_events)::int AS processed",
            ),
          ]).then(([r]) => console.log(Date.now() - t0, JSON.stringify(r.rows[0]), 'forwarded', network.forwarder.published, 'seen', seen.size));
        }, 2000)
      : null;
    await createShipments(commands, owner, SHIPMENTS, {
      concurrency: 12,
      onCreated: async (n) => {
        if (n !== SHIPMENTS / 2) return;
        // The busiest carrier so far restarts; the forwarder crashes once after publishing, then restarts.
        const { rows } = await pool.query<{ carrier_id: string }>('SELECT carrier_id FROM carrier_tracking_schedule GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
        restarted = rows[0]?.carrier_id ?? [...network.workers.keys()][0]!;
        const worker = network.workers.get(restarted)!;
        await worker.stop();
        bus.armed = true;
        await new Promise((r) => setTimeout(r, 300));
        await worker.start();
        await network.forwarder.stop();
        network.forwarder.start();
      },
    });
    const timings: Record<string, number> = { createdMs: Date.now() - t0 };
    const started = Date.now();
    const settled = await waitForFanout(pool, SHIPMENTS, { timeoutMs: 420_000, stallMs: 30_000 }).catch(async (e: Error) => {
      const open = await pool.query('SELECT s.*, now() AS now FROM carrier_tracking_schedule s WHERE NOT done LIMIT 3');
      const histories = await Promise.all(open.rows.map((r: { shipment_id: string }) => store.readStream(`shipment-${r.shipment_id}`)));
      console.log(
        JSON.stringify({ open: open.rows, histories: histories.map((h) => h.map((x) => [x.type, x.metadata.actor, (x.data as { description?: string }).description])) }, null, 1),
      );
      throw new Error(`${e.message}; worker problems: ${problems.slice(0, 5).join(' | ')}`);
    });
    timings.settledMs = Date.now() - started;
    if (debug) clearInterval(debug);
    expect(settled).toMatchObject({ created: SHIPMENTS, booked: SHIPMENTS, failed: 0, scheduleOpen: 0 });
    // Let the last events (the final tracking steps) go over the bus, then stop everything.
    const total = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
    const drainStarted = Date.now();
    for (let i = 0; i < 300 && seen.size < total; i++) await new Promise((r) => setTimeout(r, 100));
    timings.drainedMs = Date.now() - drainStarted;
    await network.stop();
    await audit.stop();

    expect(restarted).not.toBe('');
    expect(bus.crashed).toBe(true);
    // Nothing skipped on the bus (and the crash re-published a batch: more deliveries than events).
    expect(seen.size).toBe(total);
    expect(deliveries).toBeGreaterThan(total);

    const checkStarted = Date.now();
    const check = await checkFanout(pool, store, SANDBOX);
    timings.checkedMs = Date.now() - checkStarted;
    expect(check).toMatchObject({ shipments: SHIPMENTS, bookedOnce: SHIPMENTS, bookedTwice: 0, journeysComplete: SHIPMENTS, journeysWrong: [], processedMissing: 0 });
    // Applied exactly once: each acted-on event has one row, and the workers counted one application each.
    const applied = [...network.workers.values()].reduce((n, w) => n + w.stats.applied, 0);
    expect(check.processedRows).toBe(2 * SHIPMENTS);
    expect(applied).toBe(2 * SHIPMENTS);

    // The read model agrees: one booking per shipment; and the history says every shipment was delivered.
    const projectStarted = Date.now();
    await t.resources.runner.catchUpOnce('carrier_bookings');
    timings.projectedMs = Date.now() - projectStarted;
    const rm = await pool.query<{ n: number; once: number; delivered: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE bookings = 1 AND status = 'booked' AND carrier_events > 0)::int AS once,
              (SELECT count(DISTINCT stream_id) FROM events WHERE type = 'TrackingEventRecorded' AND data->>'status' = 'delivered')::int AS delivered
       FROM carrier_bookings`,
    );
    expect(rm.rows[0]).toEqual({ n: SHIPMENTS, once: SHIPMENTS, delivered: SHIPMENTS });
    console.log(`fan-out over the ${name}: ${SHIPMENTS} shipments, ${total} events, restarted ${restarted}`, timings);
  }, 540_000);
});
