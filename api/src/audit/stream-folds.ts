import type { StoredEvent } from '@waypost/contracts';
import { SHIPPING_STREAM_FOLDS } from '../shipping/queries/stream-folds';
import { CRM_STREAM_FOLDS } from '../crm/queries/stream-folds';
import { EARLY_ACCESS_STREAM_FOLDS } from '../early-access/queries/stream-folds';
import { AUTONOMY_STREAM_FOLDS } from '../autonomy/queries/stream-folds';
import { COMPLIANCE_STREAM_FOLDS } from '../compliance/queries/stream-folds';

// ── How to fold a stream, per stream type ────────────────────────────────────
// Temporal queries fold a prefix of a stream with the context's own evolve, which each context exposes in its
// queries/stream-folds.ts. A context adds its stream types there and its table to the list below (or calls
// registerStreamFold at module load).

export type StreamFold = (events: StoredEvent[]) => unknown;

const FOLDS = new Map<string, StreamFold>();

export function registerStreamFold(streamType: string, fold: StreamFold): void {
  FOLDS.set(streamType, fold);
}

export function streamFold(streamType: string): StreamFold | undefined {
  return FOLDS.get(streamType);
}

export const registeredStreamTypes = (): string[] => [...FOLDS.keys()];

for (const folds of [SHIPPING_STREAM_FOLDS, CRM_STREAM_FOLDS, EARLY_ACCESS_STREAM_FOLDS, AUTONOMY_STREAM_FOLDS, COMPLIANCE_STREAM_FOLDS]) {
  for (const [streamType, fold] of Object.entries(folds)) registerStreamFold(streamType, fold);
}
