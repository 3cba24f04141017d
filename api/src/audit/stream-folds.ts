import type { StoredEvent } from '@waypost/contracts';
import { fold as foldShipment } from '../shipping/domain/shipment';
import { fold as foldInquiry } from '../crm/domain/inquiry';
import { fold as foldEarlyAccess } from '../early-access/domain/early-access';
import { foldCrisis } from '../autonomy/domain/crisis';
import { foldDispatch } from '../autonomy/domain/dispatch';

// ── How to fold a stream, per stream type ────────────────────────────────────
// Temporal queries fold a prefix of a stream with the context's own evolve. A context adds its stream type with
// one line here (or calls registerStreamFold at module load).

export type StreamFold = (events: StoredEvent[]) => unknown;

const FOLDS = new Map<string, StreamFold>();

export function registerStreamFold(streamType: string, fold: StreamFold): void {
  FOLDS.set(streamType, fold);
}

export function streamFold(streamType: string): StreamFold | undefined {
  return FOLDS.get(streamType);
}

export const registeredStreamTypes = (): string[] => [...FOLDS.keys()];

registerStreamFold('shipment', (events) => foldShipment(events));
registerStreamFold('inquiry', (events) => foldInquiry(events));
registerStreamFold('early-access', (events) => foldEarlyAccess(events));
registerStreamFold('crisis', (events) => foldCrisis(events));
registerStreamFold('dispatch', (events) => foldDispatch(events));
// Overrides share one stream: its state is the list of overrides applied so far.
registerStreamFold('override', (events) => ({ version: events.length, overrides: events.map((e) => e.data) }));
