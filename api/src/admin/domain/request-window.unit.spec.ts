import { RequestWindow } from './request-window';

describe('request window', () => {
  it('summarises the last N seconds: count, 5xx, mean, p95 bound', () => {
    const w = new RequestWindow(60);
    const t0 = 1_000_000_000;
    for (let i = 0; i < 95; i++) w.record(t0 + i * 100, 4, 200);
    for (let i = 0; i < 5; i++) w.record(t0 + 9_500 + i, 300, 503);
    expect(w.summary(t0 + 10_000)).toEqual({ requests: 100, errors: 5, meanMs: (95 * 4 + 5 * 300) / 100, p95Ms: 5 });
  });
  it('forgets what fell out of the window and reuses its buckets', () => {
    const w = new RequestWindow(60);
    w.record(0, 10, 500);
    w.record(61_000, 2, 200);
    expect(w.summary(61_000)).toMatchObject({ requests: 1, errors: 0, meanMs: 2 });
    expect(w.summary(200_000)).toMatchObject({ requests: 0, meanMs: 0, p95Ms: 0 });
  });
});
