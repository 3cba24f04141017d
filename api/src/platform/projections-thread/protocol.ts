import type { Checkpoint } from '@waypost/contracts';
import type { ProjectionStatus, RebuildProgress, ReplayOptions, ReplayProgress } from '@waypost/projections';

// ── Messages between the app and the projection runner in its worker thread ──

export interface ProjectionThreadData {
  databaseUrl: string;
  masterKey?: string;
  /** Longest wait between polls when no wake-up comes (the runner's default: 1 s). */
  pollMs?: number;
  /** The runner's minCycleMs (see RunnerOptions). */
  minCycleMs?: number;
}

/** Progress as it crosses the thread boundary (no promise). */
export type ReplaySnapshot = Omit<ReplayProgress, 'done'>;

export type CallMethod = 'start' | 'stop' | 'status' | 'catchUpOnce';

export type ToThread =
  | { type: 'wake' }
  | { type: 'call'; id: number; method: CallMethod; args: unknown[] }
  | { type: 'replay'; id: string; names: string[] | 'all'; options: Omit<ReplayOptions, 'id'> }
  | { type: 'rebuild'; name: string };

export type FromThread =
  | { type: 'result'; id: number; value?: unknown; error?: string }
  | { type: 'progress'; replays: ReplaySnapshot[]; rebuilds: Record<string, RebuildProgress> }
  | { type: 'replay-refused'; id: string; error: string }
  | { type: 'log'; message: string }
  | { type: 'checkpoints'; moved: { name: string; at: Checkpoint; folded: number }[] };

export type StatusResult = ProjectionStatus[];
