import type { Pool } from 'pg';
import type { Checkpoint } from '@waypost/contracts';
import { behind, type LogMark } from './log-mark';

// ── Projection checkpoints, watched for the readers that wait on them ───────
// The checkpoint table in PostgreSQL is the truth (projections may run in another process). This process learns of
// it two ways: the runner of this process publishes each checkpoint it commits (at once, no query), and while
// any reader waits, one shared poll reads the table for all of them (a runner elsewhere). A reader whose mark is
// already passed by what is known here does not wait at all: checkpoints only move forward.

export interface CheckpointWatchOptions {
  /** While someone waits, read the checkpoint table this often (ms). */
  pollMs?: number;
}

interface Waiter {
  mark: LogMark;
  done: (behind: string[]) => void;
}

export class CheckpointWatch {
  private readonly known = new Map<string, Checkpoint>();
  private readonly waiters = new Set<Waiter>();
  private readonly pollMs: number;
  private polling = false;
  private closed = false;
  /** Polls of the checkpoint table, and waits that had to be registered (for tests and the bench). */
  readonly stats = { polls: 0, waits: 0 };

  constructor(
    private readonly pool: Pool,
    options: CheckpointWatchOptions = {},
  ) {
    this.pollMs = Math.max(1, options.pollMs ?? 20);
  }

  /** Checkpoints as a runner of this process committed them. */
  publish(moved: readonly { name: string; at: Checkpoint }[]): void {
    for (const { name, at } of moved) this.known.set(name, at);
    this.settle();
  }

  /** The read models of the mark not yet known here to be past it. */
  behind(mark: LogMark): string[] {
    return behind(mark, this.known);
  }

  /** What is known here of every checkpoint. */
  checkpoints(): ReadonlyMap<string, Checkpoint> {
    return this.known;
  }

  /** Resolves with [] once every read model of the mark is past it, or after timeoutMs with those still behind. */
  waitFor(mark: LogMark, timeoutMs: number): Promise<string[]> {
    const late = this.behind(mark);
    if (late.length === 0 || this.closed || timeoutMs <= 0) return Promise.resolve(late);
    this.stats.waits++;
    return new Promise<string[]>((resolve) => {
      const waiter: Waiter = {
        mark,
        done: (names) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(names);
        },
      };
      const timer = setTimeout(() => waiter.done(this.behind(mark)), timeoutMs);
      this.waiters.add(waiter);
      this.startPolling();
    });
  }

  close(): void {
    this.closed = true;
    for (const waiter of [...this.waiters]) waiter.done(this.behind(waiter.mark));
  }

  private settle(): void {
    for (const waiter of [...this.waiters]) if (this.behind(waiter.mark).length === 0) waiter.done([]);
  }

  /** One loop for every waiter of this process; it ends when nobody waits. */
  private startPolling(): void {
    if (this.polling) return;
    this.polling = true;
    void (async () => {
      try {
        while (this.waiters.size > 0 && !this.closed) {
          // first a pause: a runner of this process usually publishes the checkpoint before it is over
          await new Promise((resolve) => setTimeout(resolve, this.pollMs).unref());
          if (this.waiters.size === 0 || this.closed) break;
          await this.poll();
        }
      } finally {
        this.polling = false;
      }
    })();
  }

  private async poll(): Promise<void> {
    this.stats.polls++;
    try {
      const { rows } = await this.pool.query<{ name: string; txid: string; position: string }>(
        'SELECT name, txid::text AS txid, position::text AS position FROM projection_checkpoints',
      );
      for (const r of rows) this.known.set(r.name, { txid: r.txid, position: r.position });
      this.settle();
    } catch {
      // The database is away: nothing will move while it is, and their reads would only wait before failing. They
      // go now, as stale.
      for (const waiter of [...this.waiters]) waiter.done(this.behind(waiter.mark));
    }
  }
}
