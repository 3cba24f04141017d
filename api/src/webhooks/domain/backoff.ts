// ── Retry schedule: exponential backoff with full jitter (pure; the random number comes in) ──
// Attempt n (1 = the first failure) waits a uniformly random time in [0, min(cap, base * 2^(n-1))]. Deliveries are
// retried until `windowMs` after their first attempt; then the endpoint is disabled.

export interface RetryPolicy {
  baseMs: number;
  capMs: number;
  windowMs: number;
}

/** When the next attempt is due after `failures` failed attempts, or null when the retry window is over. */
export function nextAttemptAt(policy: RetryPolicy, failures: number, firstAttemptAt: number, now: number, random: number): number | null {
  if (now - firstAttemptAt >= policy.windowMs) return null;
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(failures - 1, 40));
  const due = now + Math.floor(random * ceiling);
  return Math.min(due, firstAttemptAt + policy.windowMs);
}
