import type { Checkpoint } from '@waypost/contracts';

/** GET /api/audit/replays/:id (the projections package's ReplayProgress, as JSON). */
export interface ReplayProgressView {
  id: string;
  projections: string[];
  verify: boolean;
  state: 'waiting' | 'running' | 'verifying' | 'swapping' | 'done' | 'failed';
  processed: number;
  total: number;
  startedAt: string;
  finishedAt?: string;
  eventsPerSecond?: number;
  checkpoint?: Checkpoint;
  verification?: { table: string; liveRows: number; rebuiltRows: number; liveChecksum: string; rebuiltChecksum: string; matches: boolean }[];
  verified?: boolean;
  error?: string;
}
