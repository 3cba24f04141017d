import type { EarlyAccessRequested } from '@waypost/contracts';
import { decide, fold, type RequestEarlyAccess } from './early-access';

const request = (email = 'ann@example.com'): RequestEarlyAccess => ({
  type: 'RequestEarlyAccess',
  data: { requestId: 'r1', email, company: 'Acme', message: '', now: '2026-01-02T03:04:05.000Z' },
});
const requested: EarlyAccessRequested = {
  type: 'EarlyAccessRequested',
  data: { requestId: 'r1', email: 'ann@example.com', company: 'Acme', message: '', requestedAt: '2026-01-01T00:00:00.000Z' },
};
const given = (events: EarlyAccessRequested[]) => ({ when: (command: RequestEarlyAccess) => decide(command, fold(events)) });

describe('early-access decide', () => {
  it('records a first request with the command time', () => {
    expect(given([]).when(request())).toEqual([
      { type: 'EarlyAccessRequested', data: { requestId: 'r1', email: 'ann@example.com', company: 'Acme', message: '', requestedAt: '2026-01-02T03:04:05.000Z' } },
    ]);
  });

  it('appends nothing for an email already on the list', () => {
    expect(given([requested]).when(request())).toEqual([]);
  });

  it('folds the stream into its version', () => {
    expect(fold([requested])).toEqual({ status: 'requested', version: 1, requestId: 'r1', requestedAt: '2026-01-01T00:00:00.000Z' });
  });
});
