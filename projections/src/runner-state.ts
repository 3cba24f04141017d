import type { Pool } from 'pg';
import type { Checkpoint } from '@waypost/contracts';
import type { BatchSource } from './checkpoints';
import type { Projection } from './projection';

// ── What the live loop (live-loop.ts) and rebuild/replay control (rebuilds.ts) of one runner share ──

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

/** One projection of a runner. */
export interface Slot {
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

export interface RunnerState extends BatchSource {
  pool: Pool;
  slots: Map<string, Slot>;
  log(message: string): void;
  /** The runner is stopping: loops and rebuilds end. */
  stopping: boolean;
  /** Projections whose live loop must let go of its lock (a replay owns them); resolved when the replay ends. */
  paused: Map<string, Promise<void>>;
  /** Wakes the live loop (a stop, replay or rebuild wants it to look now). */
  wakeLoops(): void;
  /** Forgets the log read and the checkpoints cached by the live loop (a rebuild or replay moves them). */
  forget(): void;
}
