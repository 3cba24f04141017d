// ── A rolling window of request measurements (pure; time passed in) ──────────
// Fixed one-second buckets over the last `seconds`: O(1) per request, O(window) per read.

interface Bucket {
  second: number;
  count: number;
  errors: number;
  totalMs: number;
  /** Latency histogram: counts per upper bound in LATENCY_BOUNDS_MS (last slot = above). */
  hist: number[];
}

export const LATENCY_BOUNDS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

export interface WindowSummary {
  requests: number;
  errors: number;
  meanMs: number;
  p95Ms: number;
}

export class RequestWindow {
  private readonly buckets: Bucket[];

  constructor(readonly seconds = 300) {
    this.buckets = Array.from({ length: seconds }, () => ({ second: -1, count: 0, errors: 0, totalMs: 0, hist: new Array<number>(LATENCY_BOUNDS_MS.length + 1).fill(0) }));
  }

  record(nowMs: number, durationMs: number, status: number): void {
    const second = Math.floor(nowMs / 1000);
    const b = this.buckets[second % this.seconds]!;
    if (b.second !== second) {
      b.second = second;
      b.count = 0;
      b.errors = 0;
      b.totalMs = 0;
      b.hist.fill(0);
    }
    b.count += 1;
    b.totalMs += durationMs;
    if (status >= 500) b.errors += 1;
    const slot = LATENCY_BOUNDS_MS.findIndex((bound) => durationMs <= bound);
    b.hist[slot === -1 ? LATENCY_BOUNDS_MS.length : slot]! += 1;
  }

  summary(nowMs: number): WindowSummary {
    const now = Math.floor(nowMs / 1000);
    let requests = 0;
    let errors = 0;
    let totalMs = 0;
    const hist = new Array<number>(LATENCY_BOUNDS_MS.length + 1).fill(0);
    for (const b of this.buckets) {
      if (b.second < 0 || now - b.second >= this.seconds) continue;
      requests += b.count;
      errors += b.errors;
      totalMs += b.totalMs;
      b.hist.forEach((n, i) => (hist[i]! += n));
    }
    return { requests, errors, meanMs: requests ? totalMs / requests : 0, p95Ms: percentileBound(hist, requests, 0.95) };
  }
}

/** Upper bound of the histogram slot holding the given quantile (the last bound doubled when above all). */
function percentileBound(hist: number[], total: number, q: number): number {
  if (total === 0) return 0;
  const rank = Math.ceil(total * q);
  let seen = 0;
  for (let i = 0; i < hist.length; i++) {
    seen += hist[i]!;
    if (seen >= rank) return LATENCY_BOUNDS_MS[i] ?? LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1]! * 2;
  }
  return 0;
}
