import type { Pool, PoolClient } from 'pg';
import { START, type Checkpoint, type EventStore } from '@waypost/contracts';
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

export class Forwarder {
  private stopping = false;
  private loop: Promise<void> | null = null;
  published = 0;
  status: 'stopped' | 'standby' | 'live' | 'error' = 'stopped';

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    private readonly bus: EventBus,
    private readonly options: ForwarderOptions = {},
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

  private async run(): Promise<void> {
    const log = this.options.log ?? (() => undefined);
    while (!this.stopping) {
      let client: PoolClient | null = null;
      try {
        client = await this.pool.connect();
        const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtext('forwarder')) AS locked");
        if (!rows[0]?.locked) {
          this.status = 'standby';
          client.release();
          client = null;
          await sleep(1000, () => this.stopping);
          continue;
        }
        this.status = 'live';
        while (!this.stopping) {
          const n = await this.forwardBatch(client);
          if (n === 0) await this.store.waitForEvents(this.options.pollMs ?? 1000);
        }
        await client.query("SELECT pg_advisory_unlock(hashtext('forwarder'))");
        client.release();
        client = null;
      } catch (error) {
        this.status = 'error';
        log(`forwarder: ${(error as Error).message}; retrying`);
        client?.release(true);
        client = null;
        await sleep(500, () => this.stopping);
      }
    }
    this.status = 'stopped';
  }

  private async forwardBatch(client: PoolClient): Promise<number> {
    const after = await readCheckpoint(client);
    const batch = await this.store.readAll({ after, limit: this.options.batchSize ?? 500 });
    if (batch.length === 0) return 0;
    await this.bus.publish(batch.map(toBusMessage));
    const last = batch[batch.length - 1]!.position;
    await client.query(
      `INSERT INTO projection_checkpoints (name, txid, position, updated_at) VALUES ($1, $2::xid8, $3, now())
       ON CONFLICT (name) DO UPDATE SET txid = EXCLUDED.txid, position = EXCLUDED.position, updated_at = now()`,
      [FORWARDER_CHECKPOINT, last.txid, last.position],
    );
    this.published += batch.length;
    this.options.onPublished?.(batch.length);
    return batch.length;
  }
}

async function readCheckpoint(client: PoolClient): Promise<Checkpoint> {
  const { rows } = await client.query<{ txid: string; position: string }>(
    'SELECT txid::text, position::text FROM projection_checkpoints WHERE name = $1',
    [FORWARDER_CHECKPOINT],
  );
  return rows[0] ? { txid: rows[0].txid, position: rows[0].position } : START;
}

async function sleep(ms: number, cancelled: () => boolean): Promise<void> {
  for (let waited = 0; waited < ms && !cancelled(); waited += 50) await new Promise((r) => setTimeout(r, 50));
}
