import type { StoredEvent } from '@waypost/contracts';
import { fold as foldShipment } from '../shipping/domain/shipment';

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
