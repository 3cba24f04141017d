import type { Pool, PoolClient } from 'pg';
import type { EventStore, StoredEvent } from '@waypost/contracts';
import { LeaderLoop, readCheckpoint, saveCheckpoint, type LoopStatus } from './leader-loop';

// ── A process manager's loop over the global event log ───────────────────────
// Like the projection runner and the forwarder: reads from its checkpoint (projection_checkpoints, by name),
// handles each event of interest, then moves the checkpoint; an advisory lock keeps one instance live across
// processes (the others stand by). Handlers must be idempotent: after a crash the last batch is handled again.

const MAX_ATTEMPTS = 5;
const GIVE_UP_AFTER_MS = 60_000;
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003']);

export type ProcessorStatus = LoopStatus;

export abstract class CheckpointedProcessor extends LeaderLoop {
  processed = 0;
  /** Events given up on after repeated failures (poison events), newest last. */
  readonly skipped: { eventId: string; type: string; error: string }[] = [];
  private readonly failures = new Map<string, { n: number; since: number }>();

  protected abstract readonly eventTypes: ReadonlySet<string>;
  protected abstract handle(client: PoolClient, event: StoredEvent): Promise<void>;
  /** Called with the lock held, before the first batch (load state). */
  protected async onLive(_client: PoolClient): Promise<void> {}
  /** Called after each batch, before the checkpoint moves (save state). */
  protected async afterBatch(_client: PoolClient): Promise<void> {}
  /** Called about once a second while live (time-driven work). */
  protected async tick(_client: PoolClient): Promise<void> {}

  constructor(
    pool: Pool,
    protected readonly store: EventStore,
    readonly checkpointName: string,
    log: (message: string) => void = () => undefined,
  ) {
    super(pool, checkpointName, log);
  }

  /** Handles everything readable now, then one tick (tests and tools; without the lock). */
  async runOnce(): Promise<number> {
    const client = await this.pool.connect();
    try {
      await this.onLive(client);
      let total = 0;
      for (let n = await this.batch(client); n > 0; n = await this.batch(client)) total += n;
      await this.tick(client);
      return total;
    } finally {
      client.release();
    }
  }

  protected async whileLeader(client: PoolClient): Promise<void> {
    await this.onLive(client);
    this.status = 'live';
    let lastTick = 0;
    while (!this.stopping) {
      const n = await this.batch(client);
      if (Date.now() - lastTick > 1000) {
        lastTick = Date.now();
        await this.tick(client);
      }
      if (n === 0) await this.store.waitForEvents(500);
    }
  }

  /**
   * A handler that keeps failing on one event (5 attempts over at least a minute, not a connection problem) is
   * logged and passed, so one bad event cannot stop all work; transient failures are retried.
   */
  private async handleOrGiveUp(client: PoolClient, event: StoredEvent): Promise<void> {
    try {
      await this.handle(client, event);
      this.failures.delete(event.eventId);
    } catch (error) {
      const seen = this.failures.get(event.eventId) ?? { n: 0, since: Date.now() };
      const failure = { n: seen.n + 1, since: seen.since };
      const code = (error as { code?: string }).code ?? '';
      if (CONNECTION_ERRORS.has(code) || failure.n < MAX_ATTEMPTS || Date.now() - failure.since < GIVE_UP_AFTER_MS) {
        this.failures.set(event.eventId, failure);
        throw error;
      }
      this.failures.delete(event.eventId);
      this.skipped.push({ eventId: event.eventId, type: event.type, error: (error as Error).message });
      if (this.skipped.length > 100) this.skipped.shift();
      this.log(`${this.checkpointName}: gave up on ${event.type} ${event.eventId} after ${failure.n} attempts: ${(error as Error).message}`);
    }
  }

  private async batch(client: PoolClient): Promise<number> {
    const after = await readCheckpoint(client, this.checkpointName);
    const events = await this.store.readAll({ after, limit: 200 });
    if (events.length === 0) return 0;
    for (const event of events) if (this.eventTypes.has(event.type)) await this.handleOrGiveUp(client, event);
    await this.afterBatch(client);
    await saveCheckpoint(client, this.checkpointName, events[events.length - 1]!);
    this.processed += events.length;
    return events.length;
  }
}
