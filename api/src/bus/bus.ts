import type { StoredEvent } from '@waypost/contracts';

// ── The event bus port: Kafka (kafkajs) when KAFKA_BROKERS is set, an in-process bus otherwise ──
// Same semantics on both: topics of partitions, a message's key picks its partition (per-stream order),
// consumer groups with committed offsets, at-least-once delivery (a handler that fails or a member that
// stops before committing sees the messages again).

export interface BusMessage {
  topic: string;
  key: string;
  value: string;
  headers: Record<string, string>;
}

export interface Delivery extends BusMessage {
  partition: number;
  offset: string;
}

/** Handles one batch of one partition, in offset order; offsets are committed after it resolves. */
export type BatchHandler = (batch: Delivery[]) => Promise<void>;

export interface SubscribeOptions {
  groupId: string;
  topics: string[];
  handler: BatchHandler;
}

export interface Subscription {
  readonly groupId: string;
  /** Leaves the group; uncommitted messages go to the next member. */
  stop(): Promise<void>;
}

export interface EventBus {
  readonly kind: 'kafka' | 'in-process';
  /** Resolves once every message is accepted by the bus (Kafka: acknowledged by all in-sync replicas). */
  publish(messages: BusMessage[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  close(): Promise<void>;
  /** Optional: resolves once the bus answers (Kafka: a producer connected to a broker); readiness checks use it. */
  probe?(): Promise<void>;
}

// ── Events on the bus ───────────────────────────────────────────────────────

export const HEADER_EVENT_ID = 'event-id';
export const HEADER_EVENT_TYPE = 'event-type';
export const HEADER_STREAM_ID = 'stream-id';

const plural = (word: string): string => (/[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`);

/** One topic per context: `shipment-<uuid>` goes to `waypost.shipments`. */
export function topicFor(streamId: string): string {
  const dash = streamId.indexOf('-');
  return `waypost.${plural(dash > 0 ? streamId.slice(0, dash) : streamId)}`;
}

export const SHIPMENTS_TOPIC = topicFor('shipment-x');
/** The autonomy dispatcher's decisions (`dispatch-<shipmentId>` streams, issue 7). */
export const DISPATCH_TOPIC = topicFor('dispatch-x');

export function toBusMessage(event: StoredEvent): BusMessage {
  return {
    topic: topicFor(event.streamId),
    key: event.streamId,
    value: JSON.stringify(event),
    headers: { [HEADER_EVENT_ID]: event.eventId, [HEADER_EVENT_TYPE]: event.type, [HEADER_STREAM_ID]: event.streamId },
  };
}

export const eventOf = (d: Delivery): StoredEvent => JSON.parse(d.value) as StoredEvent;

/** Kafka's default partitioner is murmur2; any stable hash keeps per-key order, which is all we rely on. */
export function partitionOf(key: string, partitions: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % partitions;
}
