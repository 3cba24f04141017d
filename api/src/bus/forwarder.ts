import type { Pool, PoolClient } from 'pg';
import type { EventStore } from '@waypost/contracts';
import { LeaderLoop, readCheckpoint, saveCheckpoint } from '../platform/background/leader-loop';
import { toBusMessage, type EventBus } from './bus';

// ── Forwarder: global event log -> bus, at-least-once ─────────────────────────
// Reads from its checkpoint (a row in projection_checkpoints, like a projection), publishes the batch, and only
// then moves the checkpoint: a crash in between re-publishes the batch, it never skips one. An advisory lock
// keeps one forwarder active across processes.

export const FORWARDER_CHECKPOINT = 'forwarder';

export interface ForwarderOptions {
  batchSize?: number;
  pollMs?: number;
  log?: (message: string) => void;
  /** Called after each published batch (bench and tests). */
  onPublished?: (count: number) => void;
}

export class Forwarder extends LeaderLoop {
  published = 0;
  /** How old the newest event of the last batch was when it was published (ms); 0 after a read found nothing new. */
  lagMs = 0;

  constructor(
    pool: Pool,
    private readonly store: EventStore,
    private readonly bus: EventBus,
    private readonly options: ForwarderOptions = {},
  ) {
    super(pool, FORWARDER_CHECKPOINT, options.log);
  }

  /** Publishes everything currently readable once (tests, CLI). */
  async forwardOnce(): Promise<number> {
    const client = await this.pool.connect();
    try {
      let total = 0;
      for (let n = await this.forwardBatch(client); n > 0; n = await this.forwardBatch(client)) total += n;
      return total;
    } finally {
      client.release();
    }
  }

  protected async whileLeader(client: PoolClient): Promise<void> {
    this.status = 'live';
    while (!this.stopping) {
      const n = await this.forwardBatch(client);
      if (n === 0) await this.store.waitForEvents(this.options.pollMs ?? 1000);
    }
  }

  private async forwardBatch(client: PoolClient): Promise<number> {
    const after = await readCheckpoint(client, FORWARDER_CHECKPOINT);
    const batch = await this.store.readAll({ after, limit: this.options.batchSize ?? 500 });
    if (batch.length === 0) {
      this.lagMs = 0;
      return 0;
    }
    await this.bus.publish(batch.map(toBusMessage));
    const newest = batch[batch.length - 1]!;
    await saveCheckpoint(client, FORWARDER_CHECKPOINT, newest);
    this.published += batch.length;
    this.lagMs = Math.max(0, Date.now() - Date.parse(newest.createdAt));
    this.options.onPublished?.(batch.length);
    return batch.length;
  }
}
