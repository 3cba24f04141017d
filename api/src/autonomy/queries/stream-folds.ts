import type { StoredEvent } from '@waypost/contracts';
import { foldCrisis } from '../domain/crisis';
import { foldDispatch } from '../domain/dispatch';

// ── How to fold this context's streams, by stream type: for temporal queries (the audit's as-of reads) ──

export const AUTONOMY_STREAM_FOLDS: Record<string, (events: StoredEvent[]) => unknown> = {
  crisis: (events) => foldCrisis(events),
  dispatch: (events) => foldDispatch(events),
  // Overrides share one stream: its state is the list of overrides applied so far.
  override: (events) => ({ version: events.length, overrides: events.map((e) => e.data) }),
};
