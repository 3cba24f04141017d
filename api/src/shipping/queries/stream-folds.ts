import type { StoredEvent } from '@waypost/contracts';
import { fold } from '../domain/shipment';

// ── How to fold this context's streams, by stream type: for temporal queries (the audit's as-of reads) ──

export const SHIPPING_STREAM_FOLDS: Record<string, (events: StoredEvent[]) => unknown> = {
  shipment: (events) => fold(events),
};
