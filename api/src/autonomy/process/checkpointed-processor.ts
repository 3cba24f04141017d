import type { Pool, PoolClient } from 'pg';
import { START, type Checkpoint, type EventStore, type StoredEvent } from '@waypost/contracts';

// ── A process manager's loop over the global event log ───────────────────────
// Like the projection runner and the forwarder: reads from its checkpoint (projection_checkpoints, by name),
// handles each event of interest, then moves the checkpoint; an advisory lock keeps one instance live across
// processes (the others stand by). Handlers must be idempotent: after a crash the last batch is handled again.

const MAX_ATTEMPTS = 5;
const GIVE_UP_AFTER_MS = 60_000;
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003']);

export type ProcessorStatus = 'stopped' | 'standby' | 'live' | 'error';

export abstract class CheckpointedProcessor {
  status: ProcessorStatus = 'stopped';
  processed = 0;
  lastError: string | null = null;
  /** Events given up on after repeated failures (poison events), newest last. */
  readonly skipped: { eventId: string; type: string; error: string }[] = [];
  private readonly failures = new Map<string, { n: number; since: number }>();
  private stopping = false;
  private loop: Promise<void> | null = null;

  protected abstract readonly eventTypes: ReadonlySet<string>;
  protected abstract handle(client: PoolClient, event: StoredEvent): Promise<void>;
  /** Called with the lock held, before the first batch (load state). */
  protected async onLive(_client: PoolClient): Promise<void> {}
  /** Called after each batch, before the checkpoint moves (save state). */
  protected async afterBatch(_client: PoolClient): Promise<void> {}
  /** Called about once a second while live (time-driven work). */
  protected async tick(_client: PoolClient): Promise<void> {}

  constructor(
    protected readonly pool: Pool,
    protected readonly store: EventStore,
    readonly checkpointName: string,
    protected readonly log: (message: string) => void = () => undefined,
  ) {}

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.loop;
    this.loop = null;
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

  private async run(): Promise<void> {
    while (!this.stopping) {
      let client: PoolClient | null = null;
      try {
        client = await this.pool.connect();
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [this.checkpointName]);
        if (!rows[0]?.locked) {
          this.status = 'standby';
          client.release();
          client = null;
          await sleep(1000, () => this.stopping);
          continue;
        }
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
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [this.checkpointName]);
        client.release();
        client = null;
      } catch (error) {
        this.status = 'error';
        this.lastError = (error as Error).message;
        this.log(`${this.checkpointName}: ${(error as Error).message}; retrying`);
        client?.release(true);
        client = null;
        await sleep(500, () => this.stopping);
      }
    }
    this.status = 'stopped';
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
    const { rows } = await client.query<{ txid: string; position: string }>(
      'SELECT txid::text, position::text FROM projection_checkpoints WHERE name = $1',
      [this.checkpointName],
    );
    const after: Checkpoint = rows[0] ? { txid: rows[0].txid, position: rows[0].position } : START;
    const events = await this.store.readAll({ after, limit: 200 });
    if (events.length === 0) return 0;
    for (const event of events) if (this.eventTypes.has(event.type)) await this.handleOrGiveUp(client, event);
    await this.afterBatch(client);
    const last = events[events.length - 1]!.position;
    await client.query(
      `INSERT INTO projection_checkpoints (name, txid, position, updated_at) VALUES ($1, $2::xid8, $3, now())
       ON CONFLICT (name) DO UPDATE SET txid = EXCLUDED.txid, position = EXCLUDED.position, updated_at = now()`,
      [this.checkpointName, last.txid, last.position],
    );
    this.processed += events.length;
    return events.length;
  }
}

async function sleep(ms: number, cancelled: () => boolean): Promise<void> {
  for (let waited = 0; waited < ms && !cancelled(); waited += 50) await new Promise((r) => setTimeout(r, 50));
}
