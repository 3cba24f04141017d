import type { Pool, PoolClient } from 'pg';
import { START, compareCheckpoints, type Checkpoint, type EventStore, type TableVerification } from '@waypost/contracts';
import { CHECKPOINT_DDL, countAfter, processBatch, readCheckpoint } from './checkpoints';
import { LiveLoop } from './live-loop';
import { LogTail } from './log-tail';
import { liveTables, type Projection } from './projection';
import { Rebuilds } from './rebuilds';
import type { ReplayOptions, ReplayProgress } from './replay/replay';
import type { ProjectionStatus, RebuildProgress, RunnerState, Slot } from './runner-state';

export type { ReplayOptions, ReplayProgress } from './replay/replay';
export type { ProjectionStatus, RebuildProgress } from './runner-state';
export { ReplayInProgressError } from './rebuilds';
export type { TableVerification };

// ── Projection runner ───────────────────────────────────────────────────────
// What the app runs for its read models: the schema, one live loop for all of its projections (live-loop.ts), and
// rebuild and replay control (rebuilds.ts). Every one of them folds events through fold.ts, from each projection's
// one statement of its fold. This file holds them together and answers status and catch-up.

export interface RunnerOptions {
  batchSize?: number;
  /** Longest wait between polls when no notification arrives. */
  pollMs?: number;
  /** While live, start at most one batch per this many ms (default 10): fewer, fuller transactions under load. */
  minCycleMs?: number;
  log?: (message: string) => void;
  /** Told of every checkpoint this runner commits (readers waiting for their own writes, in this process), with the events folded. */
  onCheckpoints?: (moved: { name: string; at: Checkpoint; folded: number }[]) => void;
}

/**
 * Young generation (MB) for the thread that runs the projections (its Worker's resourceLimits; V8 gives a third of
 * it to each semi-space). A replay keeps a few batches of parsed events alive across its awaits (batches read ahead,
 * rows in memory until they are written): with V8's default 16 MB semi-spaces they outlive two scavenges, are
 * promoted and then freed by full collections. Measured, reading and opening 1,000,000 events as a replay does in a Worker: 16-17
 * CPU-s with the default, 9-10 with this. A ceiling, not a reservation: V8 grows the young generation only while
 * objects survive it.
 */
export const PROJECTIONS_YOUNG_GENERATION_MB = 384;

/** What the rest of the app uses of a runner (the runner itself, or one running in a worker thread). */
export interface ProjectionControl {
  readonly names: string[];
  ensureSchema(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  requestRebuild(name: string): RebuildProgress;
  status(): Promise<ProjectionStatus[]>;
  catchUpOnce(name: string): Promise<number>;
  replay(names: string[] | 'all', options?: ReplayOptions): ReplayProgress;
  replayAndWait(names: string[] | 'all', options?: ReplayOptions): Promise<ReplayProgress>;
  replayHistory(): ReplayProgress[];
}

export class ProjectionRunner implements ProjectionControl {
  private readonly state: RunnerState;
  private readonly live: LiveLoop;
  private readonly rebuilds: Rebuilds;

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    projections: Projection[],
    options: RunnerOptions = {},
  ) {
    const slots = new Map<string, Slot>();
    for (const projection of projections)
      slots.set(projection.name, { projection, types: new Set(projection.eventTypes), status: 'stopped', rebuildRequested: false, owned: false, notBefore: 0 });
    const batchSize = options.batchSize ?? 500;
    const tail = new LogTail(store, [...new Set(projections.flatMap((p) => p.eventTypes))], { maxEvents: Math.max(20_000, batchSize * 4) });
    this.state = {
      pool,
      store,
      tail,
      batchSize,
      slots,
      stopping: false,
      paused: new Map(),
      log: options.log ?? (() => undefined),
      onCheckpoints: options.onCheckpoints ?? (() => undefined),
      wakeLoops: () => this.live.wake(),
      forget: () => {
        tail.clear();
        this.live.written.clear();
      },
    };
    this.rebuilds = new Rebuilds(this.state);
    this.live = new LiveLoop(this.state, { pollMs: options.pollMs ?? 1000, minCycleMs: options.minCycleMs ?? 10 }, (slot) => this.rebuilds.start(slot));
  }

  get names(): string[] {
    return [...this.state.slots.keys()];
  }

  /** Recent log, read once for every projection of the live loop. */
  get tail(): LogTail {
    return this.state.tail;
  }

  /** Creates the tables of every projection (so queries work before the first event). */
  async ensureSchema(): Promise<void> {
    await this.pool.query(CHECKPOINT_DDL);
    for (const { projection } of this.state.slots.values()) {
      await this.pool.query(projection.ddl(liveTables(projection)));
      await this.pool.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [projection.name]);
    }
  }

  async start(): Promise<void> {
    await this.ensureSchema();
    this.state.stopping = false;
    this.live.start();
  }

  async stop(): Promise<void> {
    this.state.stopping = true;
    await this.live.stopped();
    await Promise.all([...this.state.slots.values()].map((s) => s.rebuilding));
  }

  /** Asks the owner of a projection to rebuild it from position zero into fresh tables, then swap them in. */
  requestRebuild(name: string): RebuildProgress {
    return this.rebuilds.request(name);
  }

  /** Starts a replay of these projections ('all' = every one); returns its progress, updated as it runs. */
  replay(names: string[] | 'all', options: ReplayOptions = {}): ReplayProgress {
    return this.rebuilds.replay(names, options);
  }

  /** Runs a replay to its end. */
  async replayAndWait(names: string[] | 'all', options: ReplayOptions = {}): Promise<ReplayProgress> {
    const progress = this.replay(names, options);
    await progress.done;
    return progress;
  }

  /** Recent replays, newest first. */
  replayHistory(): ReplayProgress[] {
    return this.rebuilds.history();
  }

  async status(): Promise<ProjectionStatus[]> {
    const { rows } = await this.pool.query<{ name: string; txid: string; position: string }>(
      'SELECT name, txid::text, position::text FROM projection_checkpoints WHERE name = ANY($1)',
      [this.names],
    );
    const out: ProjectionStatus[] = [];
    for (const slot of this.state.slots.values()) {
      const row = rows.find((r) => r.name === slot.projection.name);
      const checkpoint = row ? { txid: row.txid, position: row.position } : START;
      out.push({
        name: slot.projection.name,
        status: slot.status,
        checkpoint,
        // what it still has to fold (its checkpoint may stay a moment behind events that are not its own: live-loop.ts)
        lagEvents: await countAfter(this.pool, this.store, checkpoint, slot.projection.eventTypes),
        ...(slot.lastError ? { lastError: slot.lastError } : {}),
        ...(slot.rebuild ? { rebuild: slot.rebuild } : {}),
      });
    }
    return out;
  }

  /**
   * Applies every event committed before the call (tests and the CLI use it to converge deterministically). Readers
   * stop below the oldest transaction still running anywhere on the server, so for a moment such events may not be
   * readable yet: it waits for them (up to `waitMs`).
   */
  async catchUpOnce(name: string, waitMs = 10_000): Promise<number> {
    const slot = this.state.slots.get(name);
    if (!slot) throw new Error(`Unknown projection: ${name}`);
    const client = await this.pool.connect();
    try {
      const target = await this.newestEvent(client);
      const deadline = Date.now() + waitMs;
      let total = 0;
      for (;;) {
        const n = await processBatch(this.state, client, slot.projection, liveTables(slot.projection));
        total += n;
        if (n > 0) continue;
        if (!target || Date.now() > deadline || compareCheckpoints(await readCheckpoint(client, name), target) >= 0) return total;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      client.release();
    }
  }

  /** Position of the newest committed event (PostgreSQL store; null otherwise or when the log is empty). */
  private async newestEvent(client: PoolClient): Promise<Checkpoint | null> {
    if (this.store.kind !== 'postgres') return null;
    const { rows } = await client.query<{ txid: string; position: string }>(
      'SELECT transaction_id::text AS txid, global_position::text AS position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
    );
    return rows[0] ?? null;
  }
}
