import { barLine, createProgressReporter, formatDuration, percent, plainLine } from './progress';

describe('rebuild progress', () => {
  it('computes the percentage, 0 while the total is unknown and 100 once done', () => {
    expect(percent({ processed: 50, total: 200, state: 'running' })).toBe(25);
    expect(percent({ processed: 0, total: 0, state: 'running' })).toBe(0);
    expect(percent({ processed: 0, total: 0, state: 'done' })).toBe(100);
    expect(percent({ processed: 12, total: 10, state: 'running' })).toBe(100);
  });

  it('formats durations compactly', () => {
    expect(formatDuration(200)).toBe('1s');
    expect(formatDuration(59_000)).toBe('59s');
    expect(formatDuration(61_000)).toBe('1m01s');
    expect(formatDuration(3_725_000)).toBe('1h02m');
  });

  it('draws a 30-column bar and a plain line', () => {
    const progress = { processed: 500, total: 1000, state: 'running' };
    expect(barLine('Rebuilding x', progress, '4s')).toBe('Rebuilding x [###############---------------] 500/1000 50.0% ETA 4s');
    expect(plainLine('Rebuilding x', progress, '4s')).toBe('Rebuilding x: running 500/1000 (50.0%) ETA 4s');
  });

  it('estimates the time left from the rate observed since the first sample', () => {
    let now = 0;
    const out = { text: '', write: (s: string) => (out.text += s) };
    const reporter = createProgressReporter(out, 'R', () => now);
    reporter.update({ processed: 100, total: 1100, state: 'running' });
    now = 1000;
    reporter.update({ processed: 300, total: 1100, state: 'running' }); // 200 events/s, 800 left
    expect(out.text.split('\n')[1]).toBe('R: running 300/1100 (27.3%) ETA 4s');
  });

  it('prints a plain line only when the state or the tenth of the work changes', () => {
    const out = { text: '', write: (s: string) => (out.text += s) };
    const reporter = createProgressReporter(out, 'R', () => 0);
    for (const processed of [1, 2, 3, 15, 16]) reporter.update({ processed, total: 100, state: 'running' });
    reporter.update({ processed: 100, total: 100, state: 'done' });
    reporter.finish();
    expect(
      out.text
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(' ')[2]),
    ).toEqual(['1/100', '15/100', '100/100']);
  });
});
