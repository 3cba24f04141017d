import { partitionOf, type BusMessage, type Delivery, type EventBus, type SubscribeOptions, type Subscription } from './bus';

// ── In-process bus: Kafka's model in memory (partitioned topics, groups, committed offsets) ──
// The default when KAFKA_BROKERS is unset. One active member per group; a stopped member's uncommitted
// messages are redelivered to the next one. Messages every known group has committed are trimmed. A handler that
// fails (its database restarting, say) gets the same batch again after a pause, as a crashed kafkajs consumer
// restarts from its committed offsets.

interface Partition {
  base: number; // offset of messages[0]
  messages: BusMessage[];
}

interface Member {
  stopped: boolean;
  wake: () => void;
  loop: Promise<void>;
}

export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly topics = new Map<string, Partition[]>();
  /** groupId -> topic -> committed offset per partition */
  private readonly committed = new Map<string, Map<string, number[]>>();
  private readonly members = new Map<string, Member>();
  private closed = false;

  constructor(
    private readonly partitions = 8,
    private readonly maxBatch = 500,
    private readonly options: { retryMs?: number; log?: (message: string) => void } = {},
  ) {}

  async publish(messages: BusMessage[]): Promise<void> {
    if (this.closed) throw new Error('bus closed');
    for (const m of messages) {
      const parts = this.topic(m.topic);
      parts[partitionOf(m.key, this.partitions)]!.messages.push(m);
    }
    for (const member of this.members.values()) member.wake();
  }

  async subscribe({ groupId, topics, handler }: SubscribeOptions): Promise<Subscription> {
    const previous = this.members.get(groupId);
    if (previous && !previous.stopped) throw new Error(`group ${groupId} already has an active member`);
    const offsets = this.committed.get(groupId) ?? new Map<string, number[]>();
    this.committed.set(groupId, offsets);
    for (const t of topics)
      if (!offsets.has(t))
        offsets.set(
          t,
          this.topic(t).map((p) => p.base),
        );
    const waiters = new Set<() => void>();
    const member: Member = {
      stopped: false,
      wake: () => {
        for (const w of [...waiters]) w();
      },
      loop: Promise.resolve(),
    };
    // One loop per partition, each in order and independent of the others (like kafkajs with every partition
    // consumed concurrently): a slow partition does not hold the others back.
    const consume = async (t: string, i: number) => {
      const committed = offsets.get(t)!;
      while (!member.stopped && !this.closed) {
        const p = this.topic(t)[i]!;
        const from = Math.max(committed[i]!, p.base);
        const slice = p.messages.slice(from - p.base, from - p.base + this.maxBatch);
        if (slice.length > 0) {
          const batch: Delivery[] = slice.map((m, k) => ({ ...m, partition: i, offset: String(from + k) }));
          try {
            await handler(batch);
          } catch (error) {
            this.options.log?.(`bus: ${groupId} failed on ${t}[${i}] at offset ${from}: ${(error as Error).message}; retrying`);
            this.onError?.(groupId, error as Error);
            for (let waited = 0; waited < (this.options.retryMs ?? 1000) && !member.stopped && !this.closed; waited += 50) await new Promise((r) => setTimeout(r, 50));
            continue; // not committed: the same batch again
          }
          if (member.stopped) return; // stopped mid-batch: not committed, the next member sees it again
          committed[i] = from + slice.length;
          continue;
        }
        this.trim();
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          };
          const timer = setTimeout(done, 200);
          waiters.add(done);
        });
      }
    };
    const run = () => Promise.all(topics.flatMap((t) => this.topic(t).map((_, i) => consume(t, i)))).then(() => undefined);
    this.members.set(groupId, member);
    member.loop = run().catch((error: Error) => {
      member.stopped = true;
      this.onError?.(groupId, error);
    });
    return {
      groupId,
      stop: async () => {
        member.stopped = true;
        member.wake();
        await member.loop;
      },
    };
  }

  /** Called when a member's handler throws (the batch is retried after a pause). */
  onError?: (groupId: string, error: Error) => void;

  /** Messages on a topic (for tests and the bench). */
  size(topic: string): number {
    return this.topic(topic).reduce((n, p) => n + p.base + p.messages.length, 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      [...this.members.values()].map(async (m) => {
        m.stopped = true;
        m.wake();
        await m.loop;
      }),
    );
  }

  private topic(name: string): Partition[] {
    let parts = this.topics.get(name);
    if (!parts) {
      parts = Array.from({ length: this.partitions }, () => ({ base: 0, messages: [] }));
      this.topics.set(name, parts);
    }
    return parts;
  }

  private trim(): void {
    for (const [name, parts] of this.topics) {
      parts.forEach((p, i) => {
        let min = Infinity;
        for (const offsets of this.committed.values()) {
          const o = offsets.get(name);
          if (o) min = Math.min(min, o[i]!);
        }
        if (min === Infinity || min - p.base < 10_000) return;
        p.messages.splice(0, min - p.base);
        p.base = min;
      });
    }
  }
}
