import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient, QueryResult } from 'pg';
import { START, compareCheckpoints, type Checkpoint, type EventStore, type StoredEvent, type TableVerification } from '@waypost/contracts';
import { liveTables, nextTables, type Projection, type TableNames } from './projection';
import { LogTail, readOfTypes } from './log-tail';
import { runReplay, type ReplayOptions, type ReplayProgress } from './replay/replay';
import { swapTables } from './replay/tables';

export type { ReplayOptions, ReplayProgress } from './replay/replay';

// ── Projection runner ───────────────────────────────────────────────────────
// One loop per projection: take its advisory lock (one owner across processes), catch up from the checkpoint,
// then follow the log live (LISTEN/NOTIFY wake-ups, polling fallback). Rows and checkpoint commit together.
// The loops of one runner read the log through one shared tail: each stretch is read and decoded once for all.

export interface RunnerOptions {
  batchSize?: number;
  /** Longest wait between polls when no notification arrives. */
  pollMs?: number;
  /** While live, start at most one batch per this many ms (default 10): fewer, fuller transactions under load. */
  minCycleMs?: number;
  log?: (message: string) => void;
  /** Told of every checkpoint this runner commits (readers waiting for their own writes, in this process). */
  onCheckpoints?: (moved: { name: string; at: Checkpoint }[]) => void;
}

export interface RebuildProgress {
  state: 'running' | 'done' | 'failed';
  processed: number;
  total: number;
  startedAt: string;
  finishedAt?: string;
  error?: string;
}

export interface ProjectionStatus {
  name: string;
  status: 'live' | 'catching_up' | 'standby' | 'rebuilding' | 'stopped' | 'error';
  checkpoint: Checkpoint;
  lagEvents: number;
  lastError?: string;
  rebuild?: RebuildProgress;
}

export type { TableVerification };

export class ReplayInProgressError extends Error {
  constructor(readonly running: ReplayProgress) {
    super(`A replay is already running (${running.projections.join(', ')}): ${running.processed}/${running.total} events`);
    this.name = 'ReplayInProgressError';
  }
}

interface Slot {
  projection: Projection;
  /** The event types it folds. */
  types: ReadonlySet<string>;
  status: ProjectionStatus['status'];
  lastError?: string;
  rebuild?: RebuildProgress;
  rebuildRequested: boolean;
  /** This runner holds the projection's advisory lock (on the live loop's connection). */
  owned: boolean;
  /** Not before this time (ms): the next try for its lock (standby), or the next batch after an error. */
  notBefore: number;
  /** A rebuild running on a connection of its own. */
  rebuilding?: Promise<void>;
}

const CHECKPOINT_DDL = `CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name text PRIMARY KEY, txid xid8 NOT NULL DEFAULT '0', position bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now())`;

/**
 * Young generation (MB) for the thread that runs the projections (its Worker's resourceLimits; V8 gives a third of
 * it to each semi-space). A replay keeps a few batches of parsed events alive across its awaits (batches read ahead,
 * rows in memory until they are written): with V8's default 16 MB semi-spaces they outlive two scavenges, are
 * promoted and then freed by full collections. Measured, reading and opening 1,000,000 events as a replay does in a Worker: 16-17
 * CPU-s with the default, 9-10 with this. A ceiling, not a reservation: V8 grows the young generation only while
 * objects survive it.
 */
export const PROJECTIONS_YOUNG_GENERATION_MB = 384;

/** After a wake-up, wait this long so that events appended together are applied together. */
const LIVE_COALESCE_MS = 5;
/**
 * A live projection with nothing of its own in a batch has its checkpoint moved past it at most this often: moving
 * every checkpoint on every batch was a row update per projection per batch (nine per 10 ms under load) for no
 * change in any read model. Until then it reads those events again (from the shared tail, in memory) and skips them.
 */
const IDLE_MOVE_MS = 250;

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
  private readonly slots = new Map<string, Slot>();
  private stopping = false;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly minCycleMs: number;
  private readonly log: (message: string) => void;
  private readonly onCheckpoints: (moved: { name: string; at: Checkpoint }[]) => void;
  /** Projections whose loop must let go of its lock (a replay owns them); resolved when the replay ends. */
  private readonly paused = new Map<string, Promise<void>>();
  private readonly replays: ReplayProgress[] = [];
  /** Recent log, read once for every live loop of this runner. */
  readonly tail: LogTail;
  /** Loops waiting for events; woken early when a stop, replay or rebuild wants them to look now. */
  private readonly idlers = new Set<() => void>();
  /** The live loop (all projections this runner owns, one transaction per batch). */
  private loop: Promise<void> | null = null;
  /**
   * Checkpoints as the live loop last wrote them (it holds their locks, so usually still true): it does not read them
   * back before every batch. Any other move (catch-up, rebuild, replay) makes its conditional move fail, which rolls
   * the batch back and forgets them.
   */
  private readonly written = new Map<string, { at: Checkpoint; movedAt: number }>();
  /** The last batch left some checkpoint behind events that are not its projection's (see IDLE_MOVE_MS). */
  private idleMovesDue = false;

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    projections: Projection[],
    options: RunnerOptions = {},
  ) {
    for (const projection of projections) this.slots.set(projection.name, { projection, types: new Set(projection.eventTypes), status: 'stopped', rebuildRequested: false, owned: false, notBefore: 0 });
    this.batchSize = options.batchSize ?? 500;
    this.pollMs = options.pollMs ?? 1000;
    this.minCycleMs = options.minCycleMs ?? 10;
    this.log = options.log ?? (() => undefined);
    this.onCheckpoints = options.onCheckpoints ?? (() => undefined);
    this.tail = new LogTail(store, [...new Set(projections.flatMap((p) => p.eventTypes))], { maxEvents: Math.max(20_000, this.batchSize * 4) });
  }

  get names(): string[] {
    return [...this.slots.keys()];
  }

  /** Creates the tables of every projection (so queries work before the first event). */
  async ensureSchema(): Promise<void> {
    await this.pool.query(CHECKPOINT_DDL);
    for (const { projection } of this.slots.values()) {
      await this.pool.query(projection.ddl(liveTables(projection)));
      await this.pool.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [projection.name]);
    }
  }

  async start(): Promise<void> {
    await this.ensureSchema();
    this.stopping = false;
    this.loop ??= this.run().finally(() => (this.loop = null));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeLoops();
    await this.loop;
    await Promise.all([...this.slots.values()].map((s) => s.rebuilding));
  }

  /** Asks the owner of a projection to rebuild it from position zero into fresh tables, then swap them in. */
  requestRebuild(name: string): RebuildProgress {
    const slot = this.slots.get(name);
    if (!slot) throw new Error(`Unknown projection: ${name}`);
    if (slot.rebuild?.state !== 'running') {
      slot.rebuildRequested = true;
      slot.rebuild = { state: 'running', processed: 0, total: 0, startedAt: new Date().toISOString() };
      this.wakeLoops();
    }
    return slot.rebuild!;
  }

  async status(): Promise<ProjectionStatus[]> {
    const { rows } = await this.pool.query<{ name: string; txid: string; position: string }>(
      'SELECT name, txid::text, position::text FROM projection_checkpoints WHERE name = ANY($1)',
      [this.names],
    );
    const out: ProjectionStatus[] = [];
    for (const slot of this.slots.values()) {
      const row = rows.find((r) => r.name === slot.projection.name);
      const checkpoint = row ? { txid: row.txid, position: row.position } : START;
      out.push({
        name: slot.projection.name,
        status: slot.status,
        checkpoint,
        // what it still has to fold (its checkpoint may stay a moment behind events that are not its own: IDLE_MOVE_MS)
        lagEvents: await this.countAfter(checkpoint, slot.projection.eventTypes),
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
    const slot = this.slots.get(name);
    if (!slot) throw new Error(`Unknown projection: ${name}`);
    const client = await this.pool.connect();
    try {
      const target = await this.newestEvent(client);
      const deadline = Date.now() + waitMs;
      let total = 0;
      for (;;) {
        const n = await this.processBatch(client, slot.projection, liveTables(slot.projection));
        total += n;
        if (n > 0) continue;
        if (!target || Date.now() > deadline || compareCheckpoints(await this.readCheckpoint(client, name), target) >= 0) return total;
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

  // ── replay (see the banner at the end of this file) ───────────────────────
  /** Starts a replay of these projections ('all' = every one); returns its progress, updated as it runs. */
  replay(names: string[] | 'all', options: ReplayOptions = {}): ReplayProgress {
    const running = this.replays.find((r) => r.state !== 'done' && r.state !== 'failed');
    if (running) throw new ReplayInProgressError(running);
    const chosen = names === 'all' ? this.names : [...new Set(names)];
    for (const name of chosen) if (!this.slots.has(name)) throw new Error(`Unknown projection: ${name}`);
    const progress: ReplayProgress = {
      id: options.id ?? randomUUID(),
      projections: chosen,
      verify: options.verify ?? false,
      state: 'waiting',
      processed: 0,
      total: 0,
      startedAt: new Date().toISOString(),
    };
    this.replays.unshift(progress);
    this.replays.splice(20);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    for (const name of chosen) this.paused.set(name, gate);
    // What decoding gives may just have changed (forget deletes keys before replaying): nothing cached survives a replay.
    this.tail.clear();
    this.written.clear();
    this.wakeLoops(); // the loops let go of their locks between batches
    progress.done = this.runReplay(progress, options)
      .catch((error: Error) => {
        progress.state = 'failed';
        progress.error = error.message;
        this.log(`replay ${progress.id} failed: ${error.message}`);
      })
      .finally(() => {
        progress.finishedAt = new Date().toISOString();
        for (const name of chosen) this.paused.delete(name);
        this.tail.clear();
        this.written.clear();
        release();
      });
    return progress;
  }

  /** Runs a replay to its end. */
  async replayAndWait(names: string[] | 'all', options: ReplayOptions = {}): Promise<ReplayProgress> {
    const progress = this.replay(names, options);
    await progress.done;
    return progress;
  }

  /** Recent replays, newest first. */
  replayHistory(): ReplayProgress[] {
    return [...this.replays];
  }

  private async runReplay(progress: ReplayProgress, options: ReplayOptions): Promise<void> {
    const projections = progress.projections.map((n) => this.slots.get(n)!.projection);
    await runReplay(
      {
        pool: this.pool,
        store: this.store,
        log: this.log,
        countAfter: (checkpoint) => this.countAfter(checkpoint),
        catchUpLiveTo: (client, projection, until) => this.catchUpLiveTo(client, projection, until),
        freeConnections: () => this.freeConnections(),
      },
      projections,
      progress,
      options,
    );
  }

  private freeConnections(): number {
    const max = (this.pool as unknown as { options?: { max?: number } }).options?.max ?? 10;
    return max - this.pool.totalCount + this.pool.idleCount - this.pool.waitingCount;
  }

  /** Applies the live path (one event at a time, with its checkpoint) up to a position, for a fair comparison. */
  private async catchUpLiveTo(client: PoolClient, projection: Projection, until: Checkpoint): Promise<void> {
    for (;;) {
      const after = await this.readCheckpoint(client, projection.name);
      if (compareCheckpoints(after, until) >= 0) return;
      const batch = (await this.store.readAll({ after, limit: this.batchSize })).filter((e) => compareCheckpoints(e.position, until) <= 0);
      if (batch.length === 0) return;
      await this.applyBatch(client, projection, liveTables(projection), batch, projection.name);
    }
  }

  // ── the loop ──────────────────────────────────────────────────────────────
  /** Waits for new events (a wake-up from the store, the poll interval) or for wakeLoops(). */
  private async idle(): Promise<void> {
    let wake!: () => void;
    const woken = new Promise<void>((resolve) => (wake = resolve));
    this.idlers.add(wake);
    try {
      // checkpoints still to be moved past others' events: come back for them even if the log stays quiet
      await Promise.race([this.store.waitForEvents(this.idleMovesDue ? IDLE_MOVE_MS : this.pollMs), woken]);
    } finally {
      this.idlers.delete(wake);
    }
  }

  private wakeLoops(): void {
    for (const wake of [...this.idlers]) wake();
  }

  // One loop for every projection of the runner: one connection holds their advisory locks, and each batch of the
  // log is applied to all of them in one transaction (their rows and their checkpoints), so a steady stream costs
  // one transaction per batch, not one per projection. A projection that fails is retried on its own, and until it
  // succeeds the others go on without it.
  private async run(): Promise<void> {
    let client: PoolClient | null = null;
    while (!this.stopping) {
      try {
        client ??= await this.pool.connect();
        await this.arrangeLocks(client);
        const now = Date.now();
        const active = [...this.slots.values()].filter((s) => s.owned && !s.rebuilding && !this.paused.has(s.projection.name) && s.notBefore <= now);
        const wasLive = active.length > 0 && active.every((s) => s.status === 'live');
        const cycle = Date.now();
        const moved = active.length ? await this.processGroup(client, active) : 0;
        if (moved === 0) {
          await this.idle();
          // let a burst of appends gather into one batch: one transaction for many events, not one each
          await new Promise((resolve) => setTimeout(resolve, LIVE_COALESCE_MS));
        } else if (wasLive && Date.now() - cycle < this.minCycleMs) {
          // Under a steady stream a fast loop would apply a few events per transaction, paying the per-transaction
          // cost again and again: at most one batch per minCycleMs while live.
          await new Promise((resolve) => setTimeout(resolve, this.minCycleMs - (Date.now() - cycle)));
        }
      } catch (error) {
        // The connection (and with it every lock) is gone, or could not be had: start over in a moment.
        this.log(`projections: ${(error as Error).message}; retrying`);
        for (const slot of this.slots.values()) {
          if (slot.owned) Object.assign(slot, { owned: false, status: 'error', lastError: (error as Error).message });
        }
        this.written.clear();
        client?.release(true);
        client = null;
        await sleep(500, () => this.stopping);
      }
    }
    if (client) {
      await client.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      client.release();
    }
    for (const slot of this.slots.values()) Object.assign(slot, { owned: false, status: slot.rebuilding ? slot.status : 'stopped' });
  }

  /** Lets go of projections a replay wants, takes the free ones (standby ones are tried once a second), starts rebuilds. */
  private async arrangeLocks(client: PoolClient): Promise<void> {
    const now = Date.now();
    for (const slot of this.slots.values()) {
      const key = `projection:${slot.projection.name}`;
      if (this.paused.has(slot.projection.name)) {
        if (slot.owned) await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
        Object.assign(slot, { owned: false, status: 'rebuilding' });
        continue;
      }
      if (!slot.owned && slot.notBefore <= now) {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key]);
        slot.owned = rows[0]?.locked === true;
        this.written.delete(slot.projection.name);
        if (slot.owned) slot.status = 'catching_up';
        else Object.assign(slot, { status: 'standby', notBefore: now + 1000 });
      }
      if (slot.owned && slot.rebuildRequested && !slot.rebuilding) {
        slot.status = 'rebuilding';
        slot.rebuilding = this.rebuildAlone(slot).finally(() => {
          slot.rebuilding = undefined;
          slot.status = 'catching_up';
          this.wakeLoops();
        });
      }
    }
  }

  /** A rebuild on a connection of its own (the live loop goes on with the other projections meanwhile). */
  private async rebuildAlone(slot: Slot): Promise<void> {
    const client = await this.pool.connect();
    try {
      await this.rebuild(client, slot);
    } finally {
      client.release();
    }
  }

  /**
   * One batch for several projections in one transaction: each reads after its own checkpoint (through the shared
   * tail: usually one read for all), folds its events, and every checkpoint moves only from where it was read.
   * Returns how many projections had something new (0: all are live and idle).
   */
  private async processGroup(client: PoolClient, slots: Slot[]): Promise<number> {
    const names = slots.map((s) => s.projection.name);
    const checkpoints = new Map<string, Checkpoint>();
    for (const name of names) {
      const known = this.written.get(name);
      if (known) checkpoints.set(name, known.at);
    }
    if (checkpoints.size < names.length) {
      const { rows } = await client.query<{ name: string; txid: string; position: string }>(
        'SELECT name, txid::text, position::text FROM projection_checkpoints WHERE name = ANY($1)',
        [names],
      );
      if (rows.length < names.length) {
        await client.query('INSERT INTO projection_checkpoints (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [names]);
        return 1;
      }
      for (const r of rows) {
        checkpoints.set(r.name, { txid: r.txid, position: r.position });
        this.written.set(r.name, { at: { txid: r.txid, position: r.position }, movedAt: 0 });
      }
    }
    const reads = await Promise.all(slots.map((slot) => this.tail.read(checkpoints.get(slot.projection.name)!, this.batchSize)));
    const now = Date.now();
    const readable = slots
      .map((slot, i) => ({ slot, after: checkpoints.get(slot.projection.name)!, ...reads[i]!, mine: reads[i]!.events.filter((e) => slot.types.has(e.type)) }))
      .filter((w): w is typeof w & { scannedTo: Checkpoint } => w.scannedTo !== null);
    // nothing of its own: the checkpoint moves past the others' events now and then (IDLE_MOVE_MS)
    const work = readable.filter((w) => w.mine.length > 0 || now - (this.written.get(w.slot.projection.name)?.movedAt ?? 0) >= IDLE_MOVE_MS);
    this.idleMovesDue = work.length < readable.length;
    for (const slot of slots) if (!work.some((w) => w.slot === slot)) Object.assign(slot, { status: 'live', lastError: undefined });
    if (work.length === 0) return 0;
    try {
      await client.query('BEGIN; SET LOCAL synchronous_commit = off');
      for (const { slot, mine } of work) await this.fold(client, slot.projection, liveTables(slot.projection), mine);
      const moved = await client.query(
        `UPDATE projection_checkpoints c SET txid = m.to_txid, position = m.to_position, updated_at = now()
           FROM unnest($1::text[], $2::xid8[], $3::bigint[], $4::xid8[], $5::bigint[]) AS m(name, from_txid, from_position, to_txid, to_position)
          WHERE c.name = m.name AND c.txid = m.from_txid AND c.position = m.from_position`,
        [work.map((w) => w.slot.projection.name), work.map((w) => w.after.txid), work.map((w) => w.after.position), work.map((w) => w.scannedTo.txid), work.map((w) => w.scannedTo.position)],
      );
      // another applier moved one meanwhile: nothing of this batch stays, read again
      if (moved.rowCount !== work.length) {
        await client.query('ROLLBACK');
        this.written.clear();
        return work.length;
      }
      await client.query('COMMIT');
      this.onCheckpoints(work.map((w) => ({ name: w.slot.projection.name, at: w.scannedTo })));
      for (const w of work) this.written.set(w.slot.projection.name, { at: w.scannedTo, movedAt: now });
      for (const { slot } of work) if (slot.status !== 'live') slot.status = 'catching_up';
      for (const { slot } of work) slot.lastError = undefined;
    } catch (error) {
      this.written.clear();
      await client.query('ROLLBACK');
      if (work.length === 1) this.failed(work[0]!.slot, error as Error);
      // Which one failed? Each on its own: the ones that work go on, the failing one waits and is tried alone again.
      else {
        for (const { slot } of work) {
          await this.processBatch(client, slot.projection, liveTables(slot.projection), slot.projection.name, true).catch((e: Error) => this.failed(slot, e));
        }
      }
    }
    return work.length;
  }

  private failed(slot: Slot, error: Error): void {
    Object.assign(slot, { status: 'error', lastError: error.message, notBefore: Date.now() + 500 });
    this.log(`projection ${slot.projection.name}: ${error.message}; retrying`);
  }

  /** Folds a projection's own events into its tables (inside the caller's transaction): set-based when it can. */
  private async fold(client: PoolClient, projection: Projection, tables: TableNames, mine: StoredEvent[]): Promise<void> {
    if (projection.applyBatch && mine.length > 1) await projection.applyBatch(client, mine, tables);
    else for (const event of mine) await projection.apply(client, event, tables);
  }

  /**
   * Reads one batch after the checkpoint and applies it with the new checkpoint in one transaction. The checkpoint
   * moves only from where it was read: if another applier of the same projection moved it meanwhile, the batch is
   * rolled back (and read again from the new position). No row lock up front: a transaction that holds an xid holds
   * back every reader of the log (they stop below the oldest running xid), so the xid is taken as late as possible.
   * `shared`: read through the runner's tail (live loops), else straight from the store.
   * Round trips: BEGIN + checkpoint, the read (shared), the projection's statements, checkpoint + COMMIT.
   */
  private async processBatch(client: PoolClient, projection: Projection, tables: TableNames, checkpointName = projection.name, shared = false): Promise<number> {
    // Read models can always be rebuilt from the log, and rows and checkpoint commit together: a commit lost in a
    // crash only means those events are applied again. So projections need not wait for the WAL flush.
    const opened = (await client.query(
      `BEGIN; SET LOCAL synchronous_commit = off; SELECT txid::text, position::text FROM projection_checkpoints WHERE name = ${sqlText(checkpointName)}`,
    )) as unknown as QueryResult<{ txid: string; position: string }>[];
    const row = opened[2]?.rows[0];
    const after: Checkpoint = row ? { txid: row.txid, position: row.position } : START;
    try {
      let events: StoredEvent[];
      let scannedTo: Checkpoint | null;
      if (shared) ({ events, scannedTo } = await this.tail.read(after, this.batchSize));
      // load only the events this projection folds; the checkpoint still moves past the others
      else ({ events, scannedTo } = await readOfTypes(this.store, projection.eventTypes, after, this.batchSize));
      if (!scannedTo) {
        await client.query('ROLLBACK');
        return 0;
      }
      const wanted = new Set(projection.eventTypes);
      const mine = events.filter((event) => wanted.has(event.type));
      // Several events at once: the projection's set-based path (multi-row statements) when it has one.
      if (projection.applyBatch && mine.length > 1) await projection.applyBatch(client, mine, tables);
      else for (const event of mine) await projection.apply(client, event, tables);
      await client.query(`${checkpointMove(checkpointName, after, scannedTo)}; COMMIT`);
      this.onCheckpoints([{ name: checkpointName, at: scannedTo }]);
      return Math.max(1, mine.length);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (isCheckpointMoved(error)) return 1; // another applier got there first: nothing written, read again
      // Another applier inserted the same rows and committed them with its checkpoint while this one waited on them: a
      // unique key other than the ON CONFLICT target is checked without the conflict being resolved (PostgreSQL raises
      // it). Nothing was written here: read again from where that one got to. With the checkpoint unmoved, it is the
      // projection's own error.
      if ((error as { code?: string }).code === '23505' && compareCheckpoints(await this.readCheckpoint(client, checkpointName), after) !== 0) return 1;
      throw error;
    }
  }

  private async applyBatch(
    client: PoolClient,
    projection: Projection,
    tables: TableNames,
    batch: StoredEvent[],
    checkpointName: string,
    scannedTo: Checkpoint = batch[batch.length - 1]!.position,
  ): Promise<void> {
    const wanted = new Set(projection.eventTypes);
    await client.query('BEGIN; SET LOCAL synchronous_commit = off');
    try {
      const mine = batch.filter((event) => wanted.has(event.type));
      if (projection.applyBatch && mine.length > 1) await projection.applyBatch(client, mine, tables);
      else for (const event of mine) await projection.apply(client, event, tables);
      await client.query(`${checkpointUpsert(checkpointName, scannedTo)}; COMMIT`);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  private async readCheckpoint(client: PoolClient, name: string): Promise<Checkpoint> {
    const { rows } = await client.query<{ txid: string; position: string }>(
      'SELECT txid::text, position::text FROM projection_checkpoints WHERE name = $1',
      [name],
    );
    return rows[0] ? { txid: rows[0].txid, position: rows[0].position } : START;
  }

  /** Events after the checkpoint (only those of these types, when given). */
  private async countAfter(checkpoint: Checkpoint, types?: readonly string[]): Promise<number> {
    if (this.store.kind !== 'postgres') return 0;
    const { rows } = await this.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ($3::text[] IS NULL OR type = ANY($3))',
      [checkpoint.txid, checkpoint.position, types ?? null],
    );
    return rows[0]?.n ?? 0;
  }

  /** Folds the whole log into `<table>__next`, then swaps the tables and checkpoint in one transaction. */
  private async rebuild(client: PoolClient, slot: Slot): Promise<void> {
    const { projection } = slot;
    const progress = slot.rebuild!;
    slot.rebuildRequested = false;
    const next = nextTables(projection);
    const rebuildCheckpoint = `${projection.name}__rebuild`;
    this.tail.clear();
    this.written.clear();
    try {
      progress.total = await this.countAfter(START);
      for (const table of Object.values(next)) await client.query(`DROP TABLE IF EXISTS ${table}`);
      await client.query(projection.ddl(next));
      await client.query('DELETE FROM projection_checkpoints WHERE name = $1', [rebuildCheckpoint]);
      for (;;) {
        const n = await this.processBatch(client, projection, next, rebuildCheckpoint);
        progress.processed += n;
        if (progress.processed > progress.total) progress.total = progress.processed;
        if (n === 0 || this.stopping) break;
      }
      if (this.stopping) throw new Error('stopped during rebuild');
      await client.query('BEGIN');
      try {
        await swapTables(client, next);
        await client.query(
          `UPDATE projection_checkpoints SET (txid, position, updated_at) =
             (SELECT txid, position, now() FROM projection_checkpoints WHERE name = $2) WHERE name = $1`,
          [projection.name, rebuildCheckpoint],
        );
        await client.query('DELETE FROM projection_checkpoints WHERE name = $1', [rebuildCheckpoint]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
      progress.state = 'done';
      progress.finishedAt = new Date().toISOString();
      this.log(`projection ${projection.name} rebuilt from ${progress.processed} events`);
    } catch (error) {
      progress.state = 'failed';
      progress.error = (error as Error).message;
      progress.finishedAt = new Date().toISOString();
      this.log(`projection ${projection.name} rebuild failed: ${progress.error}`);
    }
  }
}

/** A string as an SQL literal (for the few statements sent as one simple query with others). */
const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Moves a checkpoint (no parameters, so that it can share a round trip with COMMIT). */
function checkpointUpsert(name: string, at: Checkpoint): string {
  if (!/^\d+$/.test(at.txid) || !/^\d+$/.test(at.position)) throw new Error(`Not a log position: ${at.txid}/${at.position}`);
  return `INSERT INTO projection_checkpoints (name, txid, position, updated_at) VALUES (${sqlText(name)}, '${at.txid}'::xid8, ${at.position}, now())
    ON CONFLICT (name) DO UPDATE SET txid = EXCLUDED.txid, position = EXCLUDED.position, updated_at = now()`;
}

const MOVED = 'moved by another applier';

/**
 * Moves a checkpoint from `from` to `to`, failing (so that the transaction rolls back) when it is no longer at
 * `from`. One statement without parameters, so that it can share a round trip with COMMIT.
 */
function checkpointMove(name: string, from: Checkpoint, to: Checkpoint): string {
  for (const at of [from, to]) if (!/^\d+$/.test(at.txid) || !/^\d+$/.test(at.position)) throw new Error(`Not a log position: ${at.txid}/${at.position}`);
  return `WITH moved AS (
      INSERT INTO projection_checkpoints AS c (name, txid, position, updated_at) VALUES (${sqlText(name)}, '${to.txid}'::xid8, ${to.position}, now())
      ON CONFLICT (name) DO UPDATE SET txid = EXCLUDED.txid, position = EXCLUDED.position, updated_at = now()
        WHERE c.txid = '${from.txid}'::xid8 AND c.position = ${from.position}
      RETURNING 1)
    SELECT CASE count(*) WHEN 1 THEN 1 ELSE ('checkpoint ' || ${sqlText(name)} || ' ${MOVED} (' || count(*) || ')')::int END FROM moved`;
}

const isCheckpointMoved = (error: unknown) => error instanceof Error && error.message.includes(MOVED);

async function sleep(ms: number, cancelled: () => boolean): Promise<void> {
  const step = 50;
  for (let waited = 0; waited < ms && !cancelled(); waited += step) await new Promise((r) => setTimeout(r, step));
}
