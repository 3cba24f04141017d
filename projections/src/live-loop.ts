import type { PoolClient } from 'pg';
import type { Checkpoint } from '@waypost/contracts';
import { processBatch } from './checkpoints';
import { applyGroup } from './fold';
import { liveTables } from './projection';
import type { RunnerState, Slot } from './runner-state';

// ── The live loop ───────────────────────────────────────────────────────────
// One loop for every projection of a runner. One connection holds their advisory locks (one owner of a projection
// across processes; others stand by and try again each second). Each batch of the log, read once through the
// runner's shared tail, is folded into all of them in one transaction with their checkpoints, so a steady stream
// costs one transaction per batch, not one per projection. Between batches it waits for LISTEN/NOTIFY wake-ups
// (polling as a fallback), lets go of projections a replay wants, and starts the rebuilds asked of it (rebuilds.ts).

/** After a wake-up, wait this long so that events appended together are applied together. */
const LIVE_COALESCE_MS = 5;
/**
 * A live projection with nothing of its own in a batch has its checkpoint moved past it at most this often: moving
 * every checkpoint on every batch was a row update per projection per batch (nine per 10 ms under load) for no
 * change in any read model. Until then it reads those events again (from the shared tail, in memory) and skips them.
 */
const IDLE_MOVE_MS = 250;

export interface LiveLoopOptions {
  pollMs: number;
  minCycleMs: number;
}

export class LiveLoop {
  /** Loops waiting for events; woken early when a stop, replay or rebuild wants them to look now. */
  private readonly idlers = new Set<() => void>();
  private loop: Promise<void> | null = null;
  /**
   * Checkpoints as the live loop last wrote them (it holds their locks, so usually still true): it does not read them
   * back before every batch. Any other move (catch-up, rebuild, replay) makes its conditional move fail, which rolls
   * the batch back and forgets them.
   */
  readonly written = new Map<string, { at: Checkpoint; movedAt: number }>();
  /** The last batch left some checkpoint behind events that are not its projection's (see IDLE_MOVE_MS). */
  private idleMovesDue = false;

  constructor(
    private readonly state: RunnerState,
    private readonly options: LiveLoopOptions,
    /** Starts a rebuild asked of a projection this loop owns. */
    private readonly startRebuild: (slot: Slot) => void,
  ) {}

  start(): void {
    this.loop ??= this.run().finally(() => (this.loop = null));
  }

  /** Resolves when the loop has ended (after the runner set `stopping`). */
  async stopped(): Promise<void> {
    this.wake();
    await this.loop;
  }

  /** Waits for new events (a wake-up from the store, the poll interval) or for wakeLoops(). */
  private async idle(): Promise<void> {
    let wake!: () => void;
    const woken = new Promise<void>((resolve) => (wake = resolve));
    this.idlers.add(wake);
    try {
      // checkpoints still to be moved past others' events: come back for them even if the log stays quiet
      await Promise.race([this.state.store.waitForEvents(this.idleMovesDue ? IDLE_MOVE_MS : this.options.pollMs), woken]);
    } finally {
      this.idlers.delete(wake);
    }
  }

  wake(): void {
    for (const wake of [...this.idlers]) wake();
  }

  // A projection that fails is retried on its own, and until it succeeds the others go on without it.
  private async run(): Promise<void> {
    let client: PoolClient | null = null;
    while (!this.state.stopping) {
      try {
        client ??= await this.state.pool.connect();
        await this.arrangeLocks(client);
        const now = Date.now();
        const active = [...this.state.slots.values()].filter((s) => s.owned && !s.rebuilding && !this.state.paused.has(s.projection.name) && s.notBefore <= now);
        const wasLive = active.length > 0 && active.every((s) => s.status === 'live');
        const cycle = Date.now();
        const moved = active.length ? await this.processGroup(client, active) : 0;
        if (moved === 0) {
          await this.idle();
          // let a burst of appends gather into one batch: one transaction for many events, not one each
          await new Promise((resolve) => setTimeout(resolve, LIVE_COALESCE_MS));
        } else if (wasLive && Date.now() - cycle < this.options.minCycleMs) {
          // Under a steady stream a fast loop would apply a few events per transaction, paying the per-transaction
          // cost again and again: at most one batch per minCycleMs while live.
          await new Promise((resolve) => setTimeout(resolve, this.options.minCycleMs - (Date.now() - cycle)));
        }
      } catch (error) {
        // The connection (and with it every lock) is gone, or could not be had: start over in a moment.
        this.state.log(`projections: ${(error as Error).message}; retrying`);
        for (const slot of this.state.slots.values()) {
          if (slot.owned) Object.assign(slot, { owned: false, status: 'error', lastError: (error as Error).message });
        }
        this.written.clear();
        client?.release(true);
        client = null;
        await sleep(500, () => this.state.stopping);
      }
    }
    if (client) {
      await client.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      client.release();
    }
    for (const slot of this.state.slots.values()) Object.assign(slot, { owned: false, status: slot.rebuilding ? slot.status : 'stopped' });
  }

  /** Lets go of projections a replay wants, takes the free ones (standby ones are tried once a second), starts rebuilds. */
  private async arrangeLocks(client: PoolClient): Promise<void> {
    const now = Date.now();
    for (const slot of this.state.slots.values()) {
      const key = `projection:${slot.projection.name}`;
      if (this.state.paused.has(slot.projection.name)) {
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
      if (slot.owned && slot.rebuildRequested && !slot.rebuilding) this.startRebuild(slot);
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
    const reads = await Promise.all(slots.map((slot) => this.state.tail.read(checkpoints.get(slot.projection.name)!, this.state.batchSize)));
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
      await applyGroup(
        client,
        work.map(({ slot, mine }) => ({ projection: slot.projection, tables: liveTables(slot.projection), events: mine })),
      );
      const moved = await client.query(
        `UPDATE projection_checkpoints c SET txid = m.to_txid, position = m.to_position, updated_at = now()
           FROM unnest($1::text[], $2::xid8[], $3::bigint[], $4::xid8[], $5::bigint[]) AS m(name, from_txid, from_position, to_txid, to_position)
          WHERE c.name = m.name AND c.txid = m.from_txid AND c.position = m.from_position`,
        [
          work.map((w) => w.slot.projection.name),
          work.map((w) => w.after.txid),
          work.map((w) => w.after.position),
          work.map((w) => w.scannedTo.txid),
          work.map((w) => w.scannedTo.position),
        ],
      );
      // another applier moved one meanwhile: nothing of this batch stays, read again
      if (moved.rowCount !== work.length) {
        await client.query('ROLLBACK');
        this.written.clear();
        return work.length;
      }
      await client.query('COMMIT');
      this.state.onCheckpoints(work.map((w) => ({ name: w.slot.projection.name, at: w.scannedTo, folded: w.mine.length })));
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
          await processBatch(this.state, client, slot.projection, liveTables(slot.projection), slot.projection.name, true).catch((e: Error) => this.failed(slot, e));
        }
      }
    }
    return work.length;
  }

  private failed(slot: Slot, error: Error): void {
    Object.assign(slot, { status: 'error', lastError: error.message, notBefore: Date.now() + 500 });
    this.state.log(`projection ${slot.projection.name}: ${error.message}; retrying`);
  }
}

async function sleep(ms: number, cancelled: () => boolean): Promise<void> {
  const step = 50;
  for (let waited = 0; waited < ms && !cancelled(); waited += step) await new Promise((r) => setTimeout(r, step));
}
