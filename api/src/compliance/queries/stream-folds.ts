import { VAT_OVERRIDE_STREAM_TYPE, type StoredEvent } from '@waypost/contracts';
import { fold } from '../domain/vat-override';

// ── How to fold this context's streams, by stream type: for temporal queries (the audit's as-of reads) ──

export const COMPLIANCE_STREAM_FOLDS: Record<string, (events: StoredEvent[]) => unknown> = {
  [VAT_OVERRIDE_STREAM_TYPE]: (events) => fold(events),
};
