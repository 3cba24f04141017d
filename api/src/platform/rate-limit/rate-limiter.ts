import type { Pool } from 'pg';

// ── A rate limiter in PostgreSQL: every API process shares the same counts ───
// The generic cell rate algorithm (GCRA): a policy allows `limit` requests per `windowSeconds`, evenly refilled
// (one more every windowSeconds / limit), with bursts up to `limit`. Per key, one row holds the theoretical
// arrival time (TAT); a request is taken when TAT' = max(TAT, now) + interval lies at most one window ahead of
// now. One statement decides and records atomically (the upsert locks the row), on PostgreSQL's clock, so
// processes on several machines agree.

export interface RateLimitPolicy {
  /** Names the bucket (with the key): 'anonymous-writes', 'api-key'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  policy: RateLimitPolicy;
  /** Requests still allowed right now after this one. */
  remaining: number;
  /** Seconds until the whole quota is available again. */
  resetSeconds: number;
  /** When refused: seconds until one request is allowed again (Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

const TAKE_SQL = `
  WITH clock AS (SELECT extract(epoch FROM clock_timestamp())::float8 * 1000 AS now_ms),
  taken AS (
    INSERT INTO rate_limit_buckets AS b (policy, key, tat_ms)
    SELECT $1, $2, now_ms + $3::float8 FROM clock
    ON CONFLICT (policy, key) DO UPDATE
      SET tat_ms = greatest(b.tat_ms, excluded.tat_ms - $3::float8) + $3::float8
      WHERE greatest(b.tat_ms, excluded.tat_ms - $3::float8) + $3::float8 - (excluded.tat_ms - $3::float8) <= $4::float8
    RETURNING b.tat_ms
  )
  SELECT clock.now_ms, (SELECT tat_ms FROM taken) AS taken_ms,
         (SELECT tat_ms FROM rate_limit_buckets WHERE policy = $1 AND key = $2) AS held_ms
    FROM clock`;

const PURGE_EVERY_MS = 60_000;

export class PostgresRateLimiter {
  private lastPurge = 0;

  constructor(private readonly pool: Pool) {}

  /** Takes one request of `key`'s quota under `policy`, or says when to come back. */
  async take(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision> {
    const windowMs = policy.windowSeconds * 1000;
    const intervalMs = windowMs / policy.limit;
    const { rows } = await this.pool.query<{ now_ms: number; taken_ms: number | null; held_ms: number | null }>({
      name: 'waypost_rate_limit_take',
      text: TAKE_SQL,
      // (a hundredth of a millisecond of slack: a full burst adds up `limit` floating-point intervals)
      values: [policy.name, key, intervalMs, windowMs + 0.01],
    });
    const { now_ms: now, taken_ms: taken, held_ms: held } = rows[0]!;
    this.purgeNowAndThen(now);
    if (taken !== null) {
      const ahead = taken - now;
      return {
        allowed: true,
        policy,
        remaining: Math.max(0, Math.floor((windowMs - ahead) / intervalMs + 1e-9)),
        resetSeconds: Math.ceil(ahead / 1000),
        retryAfterSeconds: 0,
      };
    }
    // Refused: the row held a TAT too far ahead (the snapshot may lag a concurrent taker by a little: fine for headers).
    const tat = Math.max(held ?? now, now);
    return {
      allowed: false,
      policy,
      remaining: 0,
      resetSeconds: Math.max(1, Math.ceil((tat - now) / 1000)),
      retryAfterSeconds: Math.max(1, Math.ceil((tat + intervalMs - windowMs - now) / 1000)),
    };
  }

  /** Rows whose TAT has passed carry no information (a full quota): delete them about once a minute. */
  private purgeNowAndThen(nowMs: number): void {
    if (nowMs - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = nowMs;
    this.pool.query('DELETE FROM rate_limit_buckets WHERE tat_ms < $1', [nowMs]).catch(() => undefined);
  }
}
