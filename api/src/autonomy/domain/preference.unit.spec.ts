import type { LabelFormat, LabelPreferenceSet, LabelSize, ShipmentPreference, ShippingPreferenceSet } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { decidePreference, evolvePreference, foldPreference, initialPreference, type PreferenceState, type SetPreference } from './preference';

// ── A shipper's carrier priority and label default as specifications: given events, when set, then events ──

const spec = DeciderSpecification.for({ decide: (c: SetPreference, s: PreferenceState) => decidePreference(s, c), evolve: evolvePreference, initialState: initialPreference });

const set = (priority: ShipmentPreference, now = '2026-02-01T00:00:00.000Z'): SetPreference => ({ userId: 'u1', priority, now });
const wasSet = (priority: ShipmentPreference, setAt = '2026-02-01T00:00:00.000Z'): ShippingPreferenceSet => ({
  type: 'ShippingPreferenceSet',
  data: { userId: 'u1', priority, setAt },
});

describe('shipping preference', () => {
  it('records a first preference, cost included (the default is not stored until chosen)', () => {
    spec
      .given([])
      .when(set('speed'))
      .then([wasSet('speed')]);
    spec
      .given([])
      .when(set('cost'))
      .then([wasSet('cost')]);
  });
  it('setting the same value again decides nothing', () =>
    spec
      .given([wasSet('speed')])
      .when(set('speed', '2026-02-02T00:00:00.000Z'))
      .thenNothingHappened());
  it('a change is recorded with its time', () =>
    spec
      .given([wasSet('speed'), wasSet('cost')])
      .when(set('reliability', '2026-02-03T00:00:00.000Z'))
      .then([wasSet('reliability', '2026-02-03T00:00:00.000Z')]));
  it('folds to the last priority and the stream version', () => {
    expect(foldPreference([])).toMatchObject({ version: 0, priority: 'cost', prioritySet: false, labelFormat: 'pdf', labelSize: '4x6' });
    expect(foldPreference([wasSet('speed'), wasSet('reliability')])).toMatchObject({ version: 2, priority: 'reliability', prioritySet: true });
  });
});

const labelWasSet = (labelFormat: LabelFormat, labelSize: LabelSize, setAt = '2026-02-01T00:00:00.000Z'): LabelPreferenceSet => ({
  type: 'LabelPreferenceSet',
  data: { userId: 'u1', labelFormat, labelSize, setAt },
});
const setLabel = (label: { labelFormat?: LabelFormat; labelSize?: LabelSize }, now = '2026-02-01T00:00:00.000Z'): SetPreference => ({ userId: 'u1', ...label, now });

describe('label preference', () => {
  it('records a first label default, keeping the other part at its default', () => {
    spec
      .given([])
      .when(setLabel({ labelFormat: 'zpl' }))
      .then([labelWasSet('zpl', '4x6')]);
    spec
      .given([])
      .when(setLabel({ labelSize: 'a6' }))
      .then([labelWasSet('pdf', 'a6')]);
  });
  it('a size alone keeps the saved format', () =>
    spec
      .given([labelWasSet('png', '4x6')])
      .when(setLabel({ labelSize: 'a6' }, '2026-02-02T00:00:00.000Z'))
      .then([labelWasSet('png', 'a6', '2026-02-02T00:00:00.000Z')]));
  it('the same label default again decides nothing', () =>
    spec
      .given([wasSet('speed'), labelWasSet('zpl', 'a6')])
      .when(setLabel({ labelFormat: 'zpl', labelSize: 'a6' }))
      .thenNothingHappened());
  it('priority and label in one request record both; a label event does not make the default priority stored', () => {
    spec
      .given([])
      .when({ userId: 'u1', priority: 'speed', labelFormat: 'png', now: '2026-02-01T00:00:00.000Z' })
      .then([wasSet('speed'), labelWasSet('png', '4x6')]);
    spec
      .given([labelWasSet('zpl', '4x6')])
      .when(set('cost'))
      .then([wasSet('cost')]);
  });
  it('folds the label default', () => {
    expect(foldPreference([labelWasSet('zpl', 'a6'), wasSet('speed')])).toEqual({
      version: 2,
      priority: 'speed',
      prioritySet: true,
      labelFormat: 'zpl',
      labelSize: 'a6',
      labelSet: true,
    });
  });
});
