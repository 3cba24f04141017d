import { replayTarget } from './replay-target';

describe('replayTarget', () => {
  it('reads digits as a log position and a date as a date', () => {
    expect(replayTarget(' 1234 ')).toEqual({ fromPosition: '1234' });
    expect(replayTarget('2026-11-01T00:00:00Z')).toEqual({ fromDate: '2026-11-01T00:00:00.000Z' });
    expect(replayTarget('2026-11-01')).toEqual({ fromDate: '2026-11-01T00:00:00.000Z' });
  });
  it('refuses anything else', () => {
    for (const bad of ['', 'yesterday', '12abc', '2026-13-45', '-1', '1'.repeat(20)]) expect(replayTarget(bad)).toBeNull();
  });
});
