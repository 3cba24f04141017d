// Response shapes the API documents but @waypost/contracts does not export (yet): mirrors ProjectionStatus of
// projections/src/runner.ts, which the CLI must not import (it pulls in pg).

/** One entry of GET /api/projections. */
export interface ProjectionInfo {
  name: string;
  checkpoint: unknown;
  lagEvents: number | null;
  status: string;
  lastError?: string;
  rebuild?: RebuildProgress | null;
}

export interface RebuildProgress {
  processed: number;
  total: number;
  state: string;
  error?: string;
}

/** POST /api/projections/:name/rebuild (202). */
export interface RebuildStarted {
  name: string;
  state: string;
}
