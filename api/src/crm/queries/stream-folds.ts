import type { StoredEvent } from '@waypost/contracts';
import { fold } from '../domain/inquiry';

// ── How to fold this context's streams, by stream type: for temporal queries (the audit's as-of reads) ──

export const CRM_STREAM_FOLDS: Record<string, (events: StoredEvent[]) => unknown> = {
  inquiry: (events) => fold(events),
};
