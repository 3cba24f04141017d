import type { StoredEvent } from '@waypost/contracts';
import { fold } from '../domain/early-access';

// ── How to fold this context's streams, by stream type: for temporal queries (the audit's as-of reads) ──

export const EARLY_ACCESS_STREAM_FOLDS: Record<string, (events: StoredEvent[]) => unknown> = {
  'early-access': (events) => fold(events),
};
