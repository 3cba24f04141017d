import type { EarlyAccessRequested } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { decide, evolve, fold, initialState, type RequestEarlyAccess } from './early-access';

// ── An early-access request as specifications: given events, when a request, then events ──

const spec = DeciderSpecification.for({ decide, evolve, initialState });
const request = (email = 'ann@example.com'): RequestEarlyAccess => ({
  type: 'RequestEarlyAccess',
  data: { requestId: 'r1', email, company: 'Acme', message: '', now: '2026-01-02T03:04:05.000Z' },
});
const requested: EarlyAccessRequested = {
  type: 'EarlyAccessRequested',
  data: { requestId: 'r1', email: 'ann@example.com', company: 'Acme', message: '', requestedAt: '2026-01-01T00:00:00.000Z' },
};

describe('early-access decide', () => {
  it('records a first request with the command time', () =>
    spec
      .given([])
      .when(request())
      .then([{ type: 'EarlyAccessRequested', data: { requestId: 'r1', email: 'ann@example.com', company: 'Acme', message: '', requestedAt: '2026-01-02T03:04:05.000Z' } }]));

  it('appends nothing for an email already on the list', () => spec.given([requested]).when(request()).thenNothingHappened());

  it('folds the stream into its version', () => {
    expect(fold([requested])).toEqual({ status: 'requested', version: 1, requestId: 'r1', requestedAt: '2026-01-01T00:00:00.000Z' });
  });
});
