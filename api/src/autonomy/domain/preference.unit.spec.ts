import type { ShipmentPreference, ShippingPreferenceSet } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { decidePreference, evolvePreference, foldPreference, initialPreference, type PreferenceState } from './preference';

// ── A shipper's carrier preference as specifications: given events, when set, then events ──

type SetPreference = { userId: string; priority: ShipmentPreference; now: string };
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
    expect(foldPreference([])).toEqual({ version: 0, priority: 'cost' });
    expect(foldPreference([wasSet('speed'), wasSet('reliability')])).toEqual({ version: 2, priority: 'reliability' });
  });
});
