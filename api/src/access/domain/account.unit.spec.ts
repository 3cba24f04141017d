import type { EmailVerified, Role, RoleChanged } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { decide, evolve, fold, initialState, type AccountCommand } from './account';

// ── An account's verified addresses as specifications: given events, when a command, then events ──

const spec = DeciderSpecification.for({ decide, evolve, initialState });
const verify = (email: string, now = '2026-04-01T09:00:00.000Z'): AccountCommand => ({ type: 'RecordEmailVerified', data: { userId: 'u1', email, now } });
const verified = (email: string, verifiedAt = '2026-04-01T09:00:00.000Z'): EmailVerified => ({ type: 'EmailVerified', data: { userId: 'u1', email, verifiedAt } });

describe('account decide', () => {
  it('records a first verified address with the command time', () =>
    spec
      .given([])
      .when(verify('ann@example.com'))
      .then([verified('ann@example.com')]));
  it('a second link for the same address changes nothing', () =>
    spec
      .given([verified('ann@example.com')])
      .when(verify('ann@example.com', '2026-04-02T09:00:00.000Z'))
      .thenNothingHappened());
  it('another address is recorded beside the first', () =>
    spec
      .given([verified('ann@example.com')])
      .when(verify('ann@work.example', '2026-04-02T09:00:00.000Z'))
      .then([verified('ann@work.example', '2026-04-02T09:00:00.000Z')]));
  it('folds the verified addresses once each, latest last', () =>
    expect(fold([verified('a@x.example'), verified('b@x.example'), verified('a@x.example')])).toEqual({ version: 3, verifiedEmails: ['b@x.example', 'a@x.example'], role: null }));
});

describe('account decide: roles', () => {
  const NOW = '2026-04-03T09:00:00.000Z';
  const change = (role: Role, current: Role = 'shipper'): AccountCommand => ({
    type: 'ChangeRole',
    data: { userId: 'u1', role, current, source: { kind: 'admin', adminId: 'a1' }, now: NOW },
  });
  const changed = (role: Role, previousRole: Role): RoleChanged => ({
    type: 'RoleChanged',
    data: { userId: 'u1', role, previousRole, source: { kind: 'admin', adminId: 'a1' }, changedAt: NOW },
  });
  it('a first change starts from the role the account row holds', () =>
    spec
      .given([])
      .when(change('agent'))
      .then([changed('agent', 'shipper')]));
  it('the same role again changes nothing', () => spec.given([]).when(change('shipper')).thenNothingHappened());
  it('a later change starts from the role the stream recorded, not the row', () =>
    spec
      .given([changed('agent', 'shipper')])
      .when(change('admin', 'shipper'))
      .then([changed('admin', 'agent')]));
  it('back to the recorded role is nothing', () =>
    spec
      .given([changed('auditor', 'shipper')])
      .when(change('auditor', 'shipper'))
      .thenNothingHappened());
});
