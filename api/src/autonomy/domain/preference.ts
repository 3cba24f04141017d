import {
  DEFAULT_LABEL_FORMAT,
  DEFAULT_LABEL_SIZE,
  type LabelFormat,
  type LabelPreferenceSet,
  type LabelSize,
  type ShipmentPreference,
  type ShippingPreferenceSet,
} from '@waypost/contracts';

// ── A shipper's preference stream (preference-<userId>): carrier priority and label default; state, evolve, decide (pure) ──

export type PreferenceEvent = ShippingPreferenceSet | LabelPreferenceSet;

export interface PreferenceState {
  version: number;
  priority: string;
  /** False until a priority was chosen (the default is not stored until then). */
  prioritySet: boolean;
  labelFormat: LabelFormat;
  labelSize: LabelSize;
  labelSet: boolean;
}

export const initialPreference = (): PreferenceState => ({
  version: 0,
  priority: 'cost',
  prioritySet: false,
  labelFormat: DEFAULT_LABEL_FORMAT,
  labelSize: DEFAULT_LABEL_SIZE,
  labelSet: false,
});

export const evolvePreference = (state: PreferenceState, event: PreferenceEvent): PreferenceState => {
  switch (event.type) {
    case 'ShippingPreferenceSet':
      return { ...state, version: state.version + 1, priority: event.data.priority, prioritySet: true };
    case 'LabelPreferenceSet':
      return { ...state, version: state.version + 1, labelFormat: event.data.labelFormat, labelSize: event.data.labelSize, labelSet: true };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const foldPreference = (events: readonly { type: string; data: unknown }[]): PreferenceState =>
  events.reduce((state, e) => evolvePreference(state, e as PreferenceEvent), initialPreference());

export interface SetPreference {
  userId: string;
  priority?: ShipmentPreference;
  labelFormat?: LabelFormat;
  labelSize?: LabelSize;
  now: string;
}

/** Each part that changes is recorded (a label part given alone keeps the other's current value); the same values again decide nothing. */
export const decidePreference = (state: PreferenceState, c: SetPreference): PreferenceEvent[] => {
  const events: PreferenceEvent[] = [];
  if (c.priority !== undefined && !(state.prioritySet && state.priority === c.priority))
    events.push({ type: 'ShippingPreferenceSet', data: { userId: c.userId, priority: c.priority, setAt: c.now } });
  if (c.labelFormat !== undefined || c.labelSize !== undefined) {
    const labelFormat = c.labelFormat ?? state.labelFormat;
    const labelSize = c.labelSize ?? state.labelSize;
    if (!(state.labelSet && state.labelFormat === labelFormat && state.labelSize === labelSize))
      events.push({ type: 'LabelPreferenceSet', data: { userId: c.userId, labelFormat, labelSize, setAt: c.now } });
  }
  return events;
};
