import type { DispatchEvent, HoldCode } from '@waypost/contracts';

// ── Dispatch stream of one shipment (every decision about it): state and evolve (pure) ──

export interface DispatchState {
  version: number;
  /** The carrier the latest decision booked (null: none yet). */
  carrierId: string | null;
  hold: { code: HoldCode; crisisId: string | null } | null;
  /** Carriers that failed or went down for this shipment. */
  avoided: string[];
  decisions: number;
}

export const initialDispatch = (): DispatchState => ({ version: 0, carrierId: null, hold: null, avoided: [], decisions: 0 });

export function evolveDispatch(state: DispatchState, event: DispatchEvent): DispatchState {
  const s = { ...state, version: state.version + 1 };
  switch (event.type) {
    case 'CarrierSelected':
      return { ...s, carrierId: event.data.choice.carrierId, hold: null, decisions: s.decisions + 1 };
    case 'ShipmentRebooked':
      return {
        ...s,
        carrierId: event.data.choice.carrierId,
        hold: null,
        avoided: event.data.fromCarrierId ? [...s.avoided, event.data.fromCarrierId] : s.avoided,
        decisions: s.decisions + 1,
      };
    case 'ShipmentHeld':
      return { ...s, hold: { code: event.data.code, crisisId: event.data.crisisId }, decisions: s.decisions + 1 };
    case 'HoldReleased':
      return { ...s, hold: null, decisions: s.decisions + 1 };
    case 'DecisionCancelled':
      return { ...s, decisions: s.decisions + 1 };
    case 'ShipperNotified':
      return s;
  }
}

export const foldDispatch = (events: { type: string; data: unknown }[]): DispatchState => events.reduce((s, e) => evolveDispatch(s, e as DispatchEvent), initialDispatch());
