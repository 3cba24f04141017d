import type { Pool, PoolClient } from 'pg';
import type { EventStore, StoredEvent } from '@waypost/contracts';
import { LeaderLoop, readCheckpoint, saveCheckpoint, type LoopStatus } from './leader-loop';

// ── A process manager's loop over the global event log ───────────────────────
// Like the projection runner and the forwarder: reads from its checkpoint (projection_checkpoints, by name),
// handles each event of interest, then moves the checkpoint; an advisory lock keeps one instance live across
// processes (the others stand by). Handlers must be idempotent: after a crash the last batch is handled again.
//
// An event whose handler keeps failing (not a connection problem) is a "poison event"; each processor says what to do
// with it (its PoisonPolicy): 'skip' gives up on it after `maxAttempts` over at least `giveUpAfterMs` and moves past
// it (logged, kept in `skipped`: one bad event cannot stop all work); 'hold' never moves past it: the processor stays
// on it, retrying with a doubling delay, reports it in `held` (a log line when it starts and when it ends) and goes on
// from it, losing nothing, once the cause is gone. Use 'hold' where every event is a promise (webhook deliveries).

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003']);

export type ProcessorStatus = LoopStatus;

export interface PoisonPolicy {
  onPoison: 'skip' | 'hold';
  /** A failing event is poison after this many attempts ... */
  maxAttempts: number;
  /** ... spread over at least this long. */
  giveUpAfterMs: number;
  /** 'hold': the first retry's delay, doubled per failure up to `retryCapMs` (the live loop keeps its lock meanwhile). */
  retryBaseMs: number;
  retryCapMs: number;
}

export const DEFAULT_POISON_POLICY: Readonly<PoisonPolicy> = { onPoison: 'skip', maxAttempts: 5, giveUpAfterMs: 60_000, retryBaseMs: 500, retryCapMs: 30_000 };

/** The event a 'hold' processor is stopped at. */
export interface HeldEvent {
  eventId: string;
  type: string;
  streamId: string;
  position: string;
  /** Failed attempts so far, the first one's time, the last error. */
  attempts: number;
  since: string;
  error: string;
}

/** A handler's failure (not a connection problem): a 'hold' processor waits and tries the event again. */
class HandlerFailure extends Error {
  constructor(override readonly cause: Error) {
    super(cause.message);
  }
}

export abstract class CheckpointedProcessor extends LeaderLoop {
  processed = 0;
  /** Events given up on after repeated failures (poison events), newest last. */
  readonly skipped: { eventId: string; type: string; error: string }[] = [];
  private readonly failures = new Map<string, { n: number; since: number }>();
  /** 'hold': the event this processor is stopped at, past the give-up threshold (null while it moves on). */
  held: HeldEvent | null = null;
  /** Handler failures of events of interest, retried or not (a counter for metrics). */
  failedAttempts = 0;
  /** What this processor does with a poison event (tunable: tests shorten the thresholds). */
  readonly poison: PoisonPolicy;

  protected abstract readonly eventTypes: ReadonlySet<string>;
  protected abstract handle(client: PoolClient, event: StoredEvent): Promise<void>;
  /** Called with the lock held, before the first batch (load state). */
  protected async onLive(_client: PoolClient): Promise<void> {}
  /** Called after each batch, before the checkpoint moves (save state). */
  protected async afterBatch(_client: PoolClient): Promise<void> {}
  /** Called about once a second while live (time-driven work). */
  protected async tick(_client: PoolClient): Promise<void> {}
  /**
   * Whether a batch's writes and its checkpoint commit together (one transaction, a savepoint per event). For handlers
   * whose only effects are rows in this database: one commit per batch instead of one per statement, which is what
   * keeps such a processor up with the log while the API's own commits fill the WAL. Handlers with effects outside
   * the database (a carrier booked, a command sent) keep it off, so that each effect's record commits at once.
   */
  protected readonly transactionalBatches: boolean = false;
  /**
   * Optional, with transactionalBatches: handles all of a batch's events of interest at once (fewer round trips, which
   * is what counts when the process's event loop is busy serving requests). On a failure the batch's statements are
   * undone and it is handled again one event at a time, where the poison policy applies. Must equal, in effect,
   * `handle` called for each event in order.
   */
  protected handleAll?(client: PoolClient, events: StoredEvent[]): Promise<void>;
  /** Called once a batch that handled events is durable (after its commit). */
  protected batchCommitted(): void {}

  constructor(
    pool: Pool,
    protected readonly store: EventStore,
    readonly checkpointName: string,
    log: (message: string) => void = () => undefined,
    poison: Partial<PoisonPolicy> = {},
  ) {
    super(pool, checkpointName, log);
    this.poison = { ...DEFAULT_POISON_POLICY, ...poison };
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
      let n: number;
      try {
        n = await this.batch(client);
      } catch (error) {
        if (!(error instanceof HandlerFailure) || this.poison.onPoison !== 'hold') throw error;
        await this.pause(this.holdDelay());
        continue;
      }
      if (Date.now() - lastTick > 1000) {
        lastTick = Date.now();
        await this.tick(client);
      }
      if (n === 0) await this.store.waitForEvents(500);
    }
  }

  /** The wait before the next try of a failing event: retryBaseMs doubled per failure so far, at most retryCapMs. */
  private holdDelay(): number {
    const n = Math.max(1, ...[...this.failures.values()].map((f) => f.n));
    return Math.min(this.poison.retryCapMs, this.poison.retryBaseMs * 2 ** Math.min(n - 1, 30));
  }

  /**
   * Handles one event; a failure is retried (thrown: the checkpoint stays before it). A poison event (see the header)
   * is passed over under 'skip' and held under 'hold'; connection problems are never poison.
   */
  private async handleOrGiveUp(client: PoolClient, event: StoredEvent): Promise<void> {
    const savepoint = this.transactionalBatches;
    try {
      if (savepoint) await client.query('SAVEPOINT handle_event');
      await this.handle(client, event);
      if (savepoint) await client.query('RELEASE SAVEPOINT handle_event');
      this.succeeded(event);
    } catch (error) {
      // undo this event's statements only (the batch's earlier ones stay); a broken connection throws on
      if (savepoint && !CONNECTION_ERRORS.has((error as { code?: string }).code ?? '')) await client.query('ROLLBACK TO SAVEPOINT handle_event');
      const message = (error as Error).message;
      const seen = this.failures.get(event.eventId) ?? { n: 0, since: Date.now() };
      const failure = { n: seen.n + 1, since: seen.since };
      const code = (error as { code?: string }).code ?? '';
      if (CONNECTION_ERRORS.has(code)) {
        this.failures.set(event.eventId, failure);
        throw error;
      }
      this.failedAttempts++;
      const poison = failure.n >= this.poison.maxAttempts && Date.now() - failure.since >= this.poison.giveUpAfterMs;
      if (!poison || this.poison.onPoison === 'hold') {
        this.failures.set(event.eventId, failure);
        if (poison) this.hold(event, failure, message);
        throw this.poison.onPoison === 'hold' ? new HandlerFailure(error as Error) : error;
      }
      this.failures.delete(event.eventId);
      this.skipped.push({ eventId: event.eventId, type: event.type, error: message });
      if (this.skipped.length > 100) this.skipped.shift();
      this.log(`${this.checkpointName}: gave up on ${event.type} ${event.eventId} after ${failure.n} attempts: ${message}`);
    }
  }

  /** An event handled: forget its failures; the processor goes on if it was held there. */
  private succeeded(event: StoredEvent): void {
    if (this.failures.size === 0 && !this.held) return;
    const failed = this.failures.get(event.eventId);
    this.failures.delete(event.eventId);
    if (this.held?.eventId === event.eventId) {
      this.log(`${this.checkpointName}: resumed: ${event.type} ${event.eventId} handled after ${failed?.n ?? this.held.attempts} failed attempts`);
      this.held = null;
    }
  }

  private hold(event: StoredEvent, failure: { n: number; since: number }, error: string): void {
    const first = this.held?.eventId !== event.eventId;
    this.held = {
      eventId: event.eventId,
      type: event.type,
      streamId: event.streamId,
      position: event.position.position,
      attempts: failure.n,
      since: new Date(failure.since).toISOString(),
      error,
    };
    if (first)
      this.log(
        `${this.checkpointName}: holding at ${event.type} ${event.eventId} (position ${event.position.position}) after ${failure.n} failed attempts, retrying until it succeeds: ${error}`,
      );
  }

  private async batch(client: PoolClient): Promise<number> {
    if (!this.transactionalBatches) {
      const n = await this.handleBatch(client);
      if (n > 0) this.batchCommitted();
      return n;
    }
    await client.query('BEGIN');
    try {
      const n = await this.handleBatch(client);
      await client.query('COMMIT');
      if (n > 0) this.batchCommitted();
      return n;
    } catch (error) {
      // a HandlerFailure has committed the prefix already (handleBatch); anything else rolls the batch back
      if (!(error instanceof HandlerFailure)) await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  private async handleBatch(client: PoolClient): Promise<number> {
    const after = await readCheckpoint(client, this.checkpointName);
    const events = await this.store.readAll({ after, limit: 200 });
    if (events.length === 0) return 0;
    if (await this.handledAll(client, events)) {
      await this.commit(client, events);
      return events.length;
    }
    for (const [i, event] of events.entries()) {
      if (!this.eventTypes.has(event.type)) continue;
      try {
        await this.handleOrGiveUp(client, event);
      } catch (error) {
        // 'hold': keep what was done before the failing event, so that a long hold repeats nothing of it
        if (error instanceof HandlerFailure) {
          if (i > 0) await this.commit(client, events.slice(0, i));
          if (this.transactionalBatches) await client.query('COMMIT');
        }
        throw error;
      }
    }
    await this.commit(client, events);
    return events.length;
  }

  /** The batch through `handleAll` when there is one: true when done, false to go one event at a time. */
  private async handledAll(client: PoolClient, events: StoredEvent[]): Promise<boolean> {
    const interesting = events.filter((event) => this.eventTypes.has(event.type));
    if (!this.handleAll || !this.transactionalBatches || interesting.length === 0) return false;
    await client.query('SAVEPOINT handle_all');
    try {
      await this.handleAll(client, interesting);
      await client.query('RELEASE SAVEPOINT handle_all');
      for (const event of interesting) this.succeeded(event);
      return true;
    } catch (error) {
      if (CONNECTION_ERRORS.has((error as { code?: string }).code ?? '')) throw error;
      await client.query('ROLLBACK TO SAVEPOINT handle_all');
      return false;
    }
  }

  private async commit(client: PoolClient, handled: StoredEvent[]): Promise<void> {
    await this.afterBatch(client);
    await saveCheckpoint(client, this.checkpointName, handled[handled.length - 1]!);
    this.processed += handled.length;
  }
}
