import type { ShipmentPreference, ShippingPreferenceSet } from '@waypost/contracts';

// ── A shipper's carrier preference stream (preference-<userId>): state, evolve, decide (pure) ──

export interface PreferenceState {
  version: number;
  priority: string;
}

export const initialPreference = (): PreferenceState => ({ version: 0, priority: 'cost' });

export const evolvePreference = (state: PreferenceState, event: ShippingPreferenceSet): PreferenceState => ({ version: state.version + 1, priority: event.data.priority });

export const foldPreference = (events: readonly { type: string; data: unknown }[]): PreferenceState =>
  events.reduce((state, e) => evolvePreference(state, e as ShippingPreferenceSet), initialPreference());

/** Setting the same value again decides nothing. */
export const decidePreference = (state: PreferenceState, c: { userId: string; priority: ShipmentPreference; now: string }): ShippingPreferenceSet[] =>
  state.version > 0 && state.priority === c.priority ? [] : [{ type: 'ShippingPreferenceSet', data: { userId: c.userId, priority: c.priority, setAt: c.now } }];
