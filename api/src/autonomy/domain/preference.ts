import type { ShipmentPreference, ShippingPreferenceSet } from '@waypost/contracts';

// ── A shipper's carrier preference stream (preference-<userId>): state, decide (pure) ──

export interface PreferenceState {
  version: number;
  priority: string;
}

export const foldPreference = (events: readonly { data: unknown }[]): PreferenceState => ({
  version: events.length,
  priority: (events[events.length - 1]?.data as { priority?: string } | undefined)?.priority ?? 'cost',
});

/** Setting the same value again decides nothing. */
export const decidePreference = (state: PreferenceState, c: { userId: string; priority: ShipmentPreference; now: string }): ShippingPreferenceSet[] =>
  state.version > 0 && state.priority === c.priority ? [] : [{ type: 'ShippingPreferenceSet', data: { userId: c.userId, priority: c.priority, setAt: c.now } }];
