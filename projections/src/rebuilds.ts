import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { START, compareCheckpoints, type Checkpoint } from '@waypost/contracts';
import { applyWithCheckpoint, countAfter, processBatch, readCheckpoint } from './checkpoints';
import { liveTables, nextTables, type Projection } from './projection';
import { runReplay, type ReplayOptions, type ReplayProgress } from './replay/replay';
import { swapTables } from './replay/tables';
import type { RebuildProgress, RunnerState, Slot } from './runner-state';

// ── Rebuild and replay control ──────────────────────────────────────────────
// Two ways to build read models again from position zero into `<table>__next` and swap them in:
// - a rebuild: one projection, by its owner (the runner whose live loop holds its lock), batch by batch through the
//   same path as the live loop, on a connection of its own while the live loop goes on with the others;
// - a replay (replay/replay.ts): several projections in one pass over the log, fast (rows folded in memory, COPY);
//   the live loops of those projections let go of their locks until it ends, and it can verify before the swap.

export class ReplayInProgressError extends Error {
  constructor(readonly running: ReplayProgress) {
    super(`A replay is already running (${running.projections.join(', ')}): ${running.processed}/${running.total} events`);
    this.name = 'ReplayInProgressError';
  }
}

export class Rebuilds {
  private readonly replays: ReplayProgress[] = [];

  constructor(private readonly state: RunnerState) {}

  /** Asks the owner of a projection to rebuild it (its live loop starts it: startRebuild). */
  request(name: string): RebuildProgress {
    const slot = this.state.slots.get(name);
    if (!slot) throw new Error(`Unknown projection: ${name}`);
    if (slot.rebuild?.state !== 'running') {
      slot.rebuildRequested = true;
      slot.rebuild = { state: 'running', processed: 0, total: 0, startedAt: new Date().toISOString() };
      this.state.wakeLoops();
    }
    return slot.rebuild!;
  }

  /** Starts a requested rebuild of a projection this runner owns, on a connection of its own. */
  start(slot: Slot): void {
    slot.status = 'rebuilding';
    slot.rebuilding = (async () => {
      const client = await this.state.pool.connect();
      try {
        await this.rebuild(client, slot);
      } finally {
        client.release();
      }
    })().finally(() => {
      slot.rebuilding = undefined;
      slot.status = 'catching_up';
      this.state.wakeLoops();
    });
  }

  /** Starts a replay of these projections ('all' = every one); returns its progress, updated as it runs. */
  replay(names: string[] | 'all', options: ReplayOptions = {}): ReplayProgress {
    const { state } = this;
    const running = this.replays.find((r) => r.state !== 'done' && r.state !== 'failed');
    if (running) throw new ReplayInProgressError(running);
    const chosen = names === 'all' ? [...state.slots.keys()] : [...new Set(names)];
    for (const name of chosen) if (!state.slots.has(name)) throw new Error(`Unknown projection: ${name}`);
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
    for (const name of chosen) state.paused.set(name, gate);
    // What decoding gives may just have changed (forget deletes keys before replaying): nothing cached survives a replay.
    state.forget();
    state.wakeLoops(); // the loops let go of their locks between batches
    progress.done = this.run(progress, options)
      .catch((error: Error) => {
        progress.state = 'failed';
        progress.error = error.message;
        state.log(`replay ${progress.id} failed: ${error.message}`);
      })
      .finally(() => {
        progress.finishedAt = new Date().toISOString();
        for (const name of chosen) state.paused.delete(name);
        state.forget();
        release();
      });
    return progress;
  }

  /** Recent replays, newest first. */
  history(): ReplayProgress[] {
    return [...this.replays];
  }

  private async run(progress: ReplayProgress, options: ReplayOptions): Promise<void> {
    const { state } = this;
    const projections = progress.projections.map((n) => state.slots.get(n)!.projection);
    await runReplay(
      {
        pool: state.pool,
        store: state.store,
        log: state.log,
        countAfter: (checkpoint) => countAfter(state.pool, state.store, checkpoint),
        catchUpLiveTo: (client, projection, until) => this.catchUpLiveTo(client, projection, until),
        freeConnections: () => this.freeConnections(),
      },
      projections,
      progress,
      options,
    );
  }

  private freeConnections(): number {
    const { pool } = this.state;
    const max = (pool as unknown as { options?: { max?: number } }).options?.max ?? 10;
    return max - pool.totalCount + pool.idleCount - pool.waitingCount;
  }

  /** Applies the live path up to a position (a verifying replay compares with live tables that are as far). */
  private async catchUpLiveTo(client: PoolClient, projection: Projection, until: Checkpoint): Promise<void> {
    for (;;) {
      const after = await readCheckpoint(client, projection.name);
      if (compareCheckpoints(after, until) >= 0) return;
      const batch = (await this.state.store.readAll({ after, limit: this.state.batchSize })).filter((e) => compareCheckpoints(e.position, until) <= 0);
      if (batch.length === 0) return;
      await applyWithCheckpoint(client, projection, liveTables(projection), batch, projection.name, batch[batch.length - 1]!.position);
    }
  }

  /** Folds the whole log into `<table>__next`, then swaps the tables and checkpoint in one transaction. */
  private async rebuild(client: PoolClient, slot: Slot): Promise<void> {
    const { state } = this;
    const { projection } = slot;
    const progress = slot.rebuild!;
    slot.rebuildRequested = false;
    const next = nextTables(projection);
    const rebuildCheckpoint = `${projection.name}__rebuild`;
    state.forget();
    try {
      progress.total = await countAfter(state.pool, state.store, START);
      for (const table of Object.values(next)) await client.query(`DROP TABLE IF EXISTS ${table}`);
      await client.query(projection.ddl(next));
      await client.query('DELETE FROM projection_checkpoints WHERE name = $1', [rebuildCheckpoint]);
      for (;;) {
        const n = await processBatch(state, client, projection, next, rebuildCheckpoint);
        progress.processed += n;
        if (progress.processed > progress.total) progress.total = progress.processed;
        if (n === 0 || state.stopping) break;
      }
      if (state.stopping) throw new Error('stopped during rebuild');
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
      state.log(`projection ${projection.name} rebuilt from ${progress.processed} events`);
    } catch (error) {
      progress.state = 'failed';
      progress.error = (error as Error).message;
      progress.finishedAt = new Date().toISOString();
      state.log(`projection ${projection.name} rebuild failed: ${progress.error}`);
    }
  }
}
