// bench/fanout: shipments/s from append to carrier booking recorded (forwarder -> bus -> carrier worker ->
// CarrierBooked appended), over the in-process bus and over Kafka (KAFKA_BROKERS, e.g. the librdkafka mock from
// .ci/setup.d/kafka.sh), next to a raw kafkajs produce+consume of the same number of messages in the same run.
// Usage: npx tsc -b api && [KAFKA_BROKERS=host:port] node bench/fanout/run.mjs [shipments, default 2000]
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { scratchDatabase, dropDatabase, table } from '../lib/db.mjs';

const require = createRequire(import.meta.url);
const { Kafka, logLevel } = require('kafkajs');
const { CommandBus } = require('@nestjs/cqrs');
const { loadConfig } = require('../../api/dist/platform/config/config.js');
const { createLogger } = require('../../api/dist/platform/logger.js');
const { createPlatformResources } = require('../../api/dist/platform/resources.js');
const { createApp } = require('../../api/dist/app.factory.js');
const { InProcessBus } = require('../../api/dist/bus/in-process-bus.js');
const { KafkaBus } = require('../../api/dist/bus/kafka-bus.js');
const { CarrierNetwork } = require('../../api/dist/carriers/carrier-network.js');
const { commandBusPort } = require('../../api/dist/carriers/workers/command-bus-port.js');
const { createShipments, SCENARIO_CARRIERS } = require('../../api/dist/carriers/testing/fanout-scenario.js');

const N = Number(process.argv[2] ?? 2000);
const BROKERS = process.env.KAFKA_BROKERS?.split(',');
const KAFKA_TIMING = { sessionTimeout: 6000, heartbeatInterval: 500, maxWaitTimeInMs: 100 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** N shipments appended with nothing running; then carriers join; then the forwarder starts the clock. */
async function pipeline(transport) {
  const name = `waypost_bench_fanout_${transport.replace('-', '_')}`;
  const url = await scratchDatabase(name);
  const logger = createLogger('error', 'bench');
  const config = loadConfig({
    DATABASE_URL: url,
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    RUN_PROJECTIONS: 'false',
    RUN_CARRIERS: 'false',
    RUN_FORWARDER: 'false',
    DATABASE_POOL_SIZE: '24',
    SEED_DEMO: 'true',
    WEB_DIST_DIR: '/nonexistent',
  });
  const resources = await createPlatformResources(config, logger);
  const app = await createApp(resources, logger);
  const { pool, store } = resources;
  const commands = app.get(CommandBus);
  const owner = (await pool.query("SELECT id FROM users WHERE email = 'shipper@waypost.test'")).rows[0].id;
  await createShipments(commands, owner, N, { concurrency: 16 });
  const bus = transport === 'kafka' ? new KafkaBus({ brokers: BROKERS, namespace: `b${randomBytes(3).toString('hex')}.`, ...KAFKA_TIMING }) : new InProcessBus();
  // SANDBOX_SPEED tiny: no tracking step falls due while we measure bookings.
  const network = new CarrierNetwork({
    pool,
    store,
    bus,
    commands: commandBusPort(commands),
    sandbox: { speed: 1e-6, seed: 1, exceptionRate: 0.1, carriers: SCENARIO_CARRIERS },
    runForwarder: false,
    runCarriers: true,
    concurrency: 16,
  });
  await network.start();
  if (transport === 'kafka') await sleep(8000); // consumer groups join (the mock's initial rebalance delay)
  const t0 = Date.now();
  network.forwarder.start();
  for (;;) {
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'CarrierBooked'");
    if (rows[0].n >= N) break;
    await sleep(20);
  }
  const seconds = (Date.now() - t0) / 1000;
  await network.stop();
  await bus.close();
  await app.close();
  await resources.close();
  await dropDatabase(name);
  return N / seconds;
}

/** Raw kafkajs: one producer (batches of 500, acks all), one consumer group already joined, same message size. */
async function rawKafka(valueSize) {
  const kafka = new Kafka({ brokers: BROKERS, logLevel: logLevel.NOTHING, clientId: 'bench-raw' });
  const topic = `b${randomBytes(3).toString('hex')}.waypost.shipments`;
  const producer = kafka.producer({ allowAutoTopicCreation: true });
  await producer.connect();
  await producer.send({ topic, messages: [{ key: 'warm', value: 'x' }] });
  const consumer = kafka.consumer({ groupId: `${topic}.raw`, ...KAFKA_TIMING });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  let received = 0;
  let done;
  const finished = new Promise((r) => (done = r));
  const joined = new Promise((r) => consumer.on(consumer.events.GROUP_JOIN, r));
  await consumer.run({
    eachBatch: async ({ batch }) => {
      received += batch.messages.length;
      if (received >= N + 1) done();
    },
  });
  await joined;
  await sleep(1000);
  const value = 'x'.repeat(valueSize);
  const t0 = Date.now();
  for (let i = 0; i < N; i += 500) {
    await producer.send({
      topic,
      acks: -1,
      messages: Array.from({ length: Math.min(500, N - i) }, (_, k) => ({ key: `shipment-${(i + k) % 997}`, value, headers: { 'event-id': String(i + k) } })),
    });
  }
  await finished;
  const seconds = (Date.now() - t0) / 1000;
  await consumer.disconnect();
  await producer.disconnect();
  return N / seconds;
}

// Best of two alternating rounds per case, so that neither side is measured only while the machine is busy.
const ROUNDS = 2;
const best = { 'in-process': 0, kafka: 0, raw: 0 };
for (let r = 0; r < ROUNDS; r++) {
  best['in-process'] = Math.max(best['in-process'], await pipeline('in-process'));
  if (!BROKERS) continue;
  best.raw = Math.max(best.raw, await rawKafka(1100));
  best.kafka = Math.max(best.kafka, await pipeline('kafka'));
}
const raw = BROKERS ? best.raw : null;
const rows = [
  {
    transport: 'in-process bus',
    'shipments booked/s': Math.round(best['in-process']),
    'raw kafkajs msgs/s': raw ? Math.round(raw) : 'n/a',
    ratio: raw ? (best['in-process'] / raw).toFixed(2) : 'n/a',
  },
];
if (BROKERS)
  rows.push({ transport: `Kafka ${BROKERS.join(',')}`, 'shipments booked/s': Math.round(best.kafka), 'raw kafkajs msgs/s': Math.round(raw), ratio: (best.kafka / raw).toFixed(2) });
console.log(
  `\nbench/fanout — best of ${ROUNDS} rounds, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} — ${N} shipments: ShipmentCreated appended -> forwarder -> bus -> carrier worker (one consumer group per carrier, 12 carriers) -> CarrierBooked appended`,
);
table(rows);
process.exit(0);
