import type { Pool, PoolClient } from 'pg';
import { START, type Checkpoint, type StoredEvent } from '@waypost/contracts';

// ── Background loops ─────────────────────────────────────────────────────────
// The forwarder, the process managers and the carriers' tracking scheduler each run one loop in the background:
// start() begins it, stop() asks it to end and waits for it. A LeaderLoop also holds a PostgreSQL advisory lock
// while live, so that one instance works across processes and the others stand by (asking again once a second);
// when its connection fails, the lock goes with it and the loop starts over after a pause.

export type LoopStatus = 'stopped' | 'standby' | 'live' | 'error';

export abstract class BackgroundLoop {
  private stopRequested = false;
  private loop: Promise<void> | null = null;

  protected get stopping(): boolean {
    return this.stopRequested;
  }

  start(): void {
    if (this.loop) return;
    this.stopRequested = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopRequested = true;
    await this.loop;
    this.loop = null;
  }

  /** Runs until `stopping`; must not throw. */
  protected abstract run(): Promise<void>;

  /** Waits `ms`, or less once stop() is called. */
  protected pause(ms: number): Promise<void> {
    return sleepUnless(ms, () => this.stopRequested);
  }
}

export abstract class LeaderLoop extends BackgroundLoop {
  status: LoopStatus = 'stopped';
  lastError: string | null = null;

  constructor(
    protected readonly pool: Pool,
    /** The advisory lock's key (hashtext of it), also the name in log lines. */
    readonly lockKey: string,
    protected readonly log: (message: string) => void = () => undefined,
  ) {
    super();
  }

  /** The work while holding the lock: returns when `stopping`; a throw releases the connection and starts over. */
  protected abstract whileLeader(client: PoolClient): Promise<void>;

  protected async run(): Promise<void> {
    while (!this.stopping) {
      let client: PoolClient | null = null;
      try {
        client = await this.pool.connect();
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [this.lockKey]);
        if (!rows[0]?.locked) {
          this.status = 'standby';
          client.release();
          client = null;
          await this.pause(1000);
          continue;
        }
        await this.whileLeader(client);
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [this.lockKey]);
        client.release();
        client = null;
      } catch (error) {
        this.status = 'error';
        this.lastError = (error as Error).message;
        this.log(`${this.lockKey}: ${(error as Error).message}; retrying`);
        client?.release(true);
        client = null;
        await this.pause(500);
      }
    }
    this.status = 'stopped';
  }
}

/** A reader's position in the global log (a row of projection_checkpoints); the start when it has none. */
export async function readCheckpoint(client: PoolClient, name: string): Promise<Checkpoint> {
  const { rows } = await client.query<{ txid: string; position: string }>('SELECT txid::text, position::text FROM projection_checkpoints WHERE name = $1', [name]);
  return rows[0] ? { txid: rows[0].txid, position: rows[0].position } : START;
}

/** Moves a reader's checkpoint to the last event it has dealt with. */
export async function saveCheckpoint(client: PoolClient, name: string, last: StoredEvent): Promise<void> {
  await client.query(
    `INSERT INTO projection_checkpoints (name, txid, position, updated_at) VALUES ($1, $2::xid8, $3, now())
     ON CONFLICT (name) DO UPDATE SET txid = EXCLUDED.txid, position = EXCLUDED.position, updated_at = now()`,
    [name, last.position.txid, last.position.position],
  );
}

/** Waits up to `ms` in 50 ms steps, returning early once `cancelled()`. */
export async function sleepUnless(ms: number, cancelled: () => boolean): Promise<void> {
  for (let waited = 0; waited < ms && !cancelled(); waited += 50) await new Promise((r) => setTimeout(r, Math.min(50, ms - waited)));
}
