import type { CrisisEvent } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { activateCrisis, CrisisNotActiveError, evolveCrisis, initialCrisis, resolveCrisis, type CrisisState } from './crisis';

// ── The crisis stream's decisions as specifications: given events, when activate/resolve, then events ──

type CrisisCommand = { type: 'ActivateCrisis'; data: Parameters<typeof activateCrisis>[1] } | { type: 'ResolveCrisis'; data: Parameters<typeof resolveCrisis>[1] };
const decide = (command: CrisisCommand, state: CrisisState): CrisisEvent[] =>
  command.type === 'ActivateCrisis' ? activateCrisis(state, command.data) : resolveCrisis(state, command.data);
const spec = DeciderSpecification.for({ decide, evolve: evolveCrisis, initialState: initialCrisis });

const T0 = '2026-01-01T00:00:00.000Z';
const T1 = '2026-01-01T02:00:00.000Z';
const activate = (now = T0): CrisisCommand => ({
  type: 'ActivateCrisis',
  data: {
    crisisId: 'x',
    crisisType: 'carrier_outage',
    severity: 'high',
    carrierId: 'ups',
    trigger: 'manual_activation',
    reason: 'UPS hub down',
    capacityPerMinute: null,
    now,
    by: 'admin@waypost.test',
  },
});
const activated = (at = T0): CrisisEvent => ({
  type: 'CrisisActivated',
  data: {
    crisisId: 'x',
    crisisType: 'carrier_outage',
    severity: 'high',
    carrierId: 'ups',
    trigger: 'manual_activation',
    reason: 'UPS hub down',
    capacityPerMinute: null,
    activatedAt: at,
    activatedBy: 'admin@waypost.test',
  },
});
const resolve: CrisisCommand = { type: 'ResolveCrisis', data: { crisisId: 'x', reason: 'hub back', now: T1, by: 'admin@waypost.test' } };
const resolved: CrisisEvent = {
  type: 'CrisisResolved',
  data: { crisisId: 'x', crisisType: 'carrier_outage', carrierId: 'ups', reason: 'hub back', resolvedAt: T1, resolvedBy: 'admin@waypost.test' },
};

describe('crisis stream', () => {
  it('activates a crisis', () => spec.given([]).when(activate()).then([activated()]));
  it('activating an active crisis decides nothing', () => spec.given([activated()]).when(activate(T1)).thenNothingHappened());
  it('resolves an active crisis, naming its type and carrier', () => spec.given([activated()]).when(resolve).then([resolved]));
  it('resolving needs an active crisis', () => {
    spec.given([]).when(resolve).thenThrows(CrisisNotActiveError, 'Crisis x is not active');
    spec.given([activated(), resolved]).when(resolve).thenThrows(CrisisNotActiveError, 'Crisis x is not active');
  });
  it('a resolved crisis can be activated again', () =>
    spec
      .given([activated(), resolved])
      .when(activate(T1))
      .then([activated(T1)]));
});
