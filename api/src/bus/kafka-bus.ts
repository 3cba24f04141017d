import { Kafka, logLevel, Partitioners, type Consumer, type Producer } from 'kafkajs';
import type { BusMessage, Delivery, EventBus, SubscribeOptions, Subscription } from './bus';

// ── Kafka bus (kafkajs): keyed messages, one consumer group per subscriber, offsets committed after handling ──
// Works against Kafka and librdkafka's mock cluster (no admin createTopics, no idempotent producer there:
// topics are auto-created or pre-created, and duplicates are absorbed by the consumers' de-duplication).

export interface KafkaBusOptions {
  brokers: string[];
  clientId?: string;
  /** Consumer timings; tests use short ones (sessionTimeout 6000, heartbeatInterval 500, maxWaitTimeInMs 100). */
  sessionTimeout?: number;
  heartbeatInterval?: number;
  maxWaitTimeInMs?: number;
  partitionsConsumedConcurrently?: number;
  /** Prefix of every topic and group name (tests share one broker between runs). */
  namespace?: string;
  log?: (message: string) => void;
}

export class KafkaBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private producer: Producer | null = null;
  private producing: Promise<Producer> | null = null;
  private readonly consumers = new Set<Consumer>();

  constructor(private readonly options: KafkaBusOptions) {
    const log = options.log ?? (() => undefined);
    this.kafka = new Kafka({
      clientId: options.clientId ?? 'waypost',
      brokers: options.brokers,
      logLevel: logLevel.ERROR,
      logCreator:
        () =>
        ({ namespace, log: entry }) =>
          log(`kafka ${namespace}: ${entry.message}`),
      retry: { retries: 5, initialRetryTime: 100 },
    });
  }

  async publish(messages: BusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const producer = await this.connectProducer();
    const byTopic = new Map<string, BusMessage[]>();
    for (const m of messages) {
      const topic = this.name(m.topic);
      const list = byTopic.get(topic);
      if (list) list.push(m);
      else byTopic.set(topic, [m]);
    }
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map((m) => ({ key: m.key, value: m.value, headers: m.headers })),
      })),
    });
  }

  async subscribe({ groupId, topics, handler }: SubscribeOptions): Promise<Subscription> {
    const consumer = this.kafka.consumer({
      groupId: this.name(groupId),
      allowAutoTopicCreation: true,
      sessionTimeout: this.options.sessionTimeout ?? 30_000,
      heartbeatInterval: this.options.heartbeatInterval ?? 3_000,
      maxWaitTimeInMs: this.options.maxWaitTimeInMs ?? 500,
    });
    await consumer.connect();
    this.consumers.add(consumer);
    for (const topic of topics) await consumer.subscribe({ topic: this.name(topic), fromBeginning: true });
    await consumer.run({
      autoCommit: true,
      autoCommitInterval: 1000,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 4,
      eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale, commitOffsetsIfNecessary }) => {
        if (!isRunning() || isStale() || batch.messages.length === 0) return;
        const deliveries: Delivery[] = batch.messages.map((m) => ({
          topic: batch.topic.slice(this.options.namespace?.length ?? 0),
          partition: batch.partition,
          offset: m.offset,
          key: m.key?.toString() ?? '',
          value: m.value?.toString() ?? '',
          headers: Object.fromEntries(Object.entries(m.headers ?? {}).map(([k, v]) => [k, Buffer.isBuffer(v) ? v.toString() : String(v)])),
        }));
        await handler(deliveries);
        resolveOffset(batch.messages[batch.messages.length - 1]!.offset);
        await commitOffsetsIfNecessary();
        await heartbeat();
      },
    });
    return {
      groupId,
      stop: async () => {
        this.consumers.delete(consumer);
        await consumer.disconnect();
      },
    };
  }

  /** A broker answers: the producer is connected (the same connection publishing uses). */
  async probe(): Promise<void> {
    await this.connectProducer();
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.disconnect().catch(() => undefined)));
    this.consumers.clear();
    if (this.producing) await (await this.producing.catch(() => null))?.disconnect().catch(() => undefined);
    this.producer = null;
    this.producing = null;
  }

  private name(topicOrGroup: string): string {
    return `${this.options.namespace ?? ''}${topicOrGroup}`;
  }

  private connectProducer(): Promise<Producer> {
    if (this.producer) return Promise.resolve(this.producer);
    this.producing ??= (async () => {
      const producer = this.kafka.producer({ allowAutoTopicCreation: true, idempotent: false, createPartitioner: Partitioners.DefaultPartitioner });
      await producer.connect();
      this.producer = producer;
      return producer;
    })();
    this.producing.catch(() => {
      this.producing = null;
    });
    return this.producing;
  }
}
