import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { normaliseEmail } from '@waypost/contracts';
import { APP_CONFIG, DB } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';
import { sha256 } from './password';

// ── Sign-in throttle per (client address, account), in PostgreSQL (shared by every API process) ──
// Each try is counted before the password is checked (parallel guesses cannot slip through together) and a success
// clears the count. After LOGIN_MAX_ATTEMPTS failures the next try waits 1 s, then 2 s, 4 s, … up to
// LOGIN_WINDOW_SECONDS; a try during the wait is refused without checking the password. Counts are forgotten a
// window after the last failure. Only that client is slowed on that account: the owner signing in from anywhere else
// is never refused (no lock-out). A client failing on many accounts (password spraying) is slowed the same way on
// its total, with ten times the allowance. Accounts are keyed by the SHA-256 of the normalised email, whether or not
// an account exists (the answer never tells).

const SPRAY = '*';
const SPRAY_FACTOR = 10;

export interface ThrottleDecision {
  /** Seconds to wait before the next try; 0 when this try may go on (it has been counted). */
  retryAfter: number;
}

@Injectable()
export class LoginRateLimiter {
  constructor(
    @Inject(DB) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts a try by this client on this account, or says how long to wait (nothing counted then). */
  async begin(client: string, email: string): Promise<ThrottleDecision> {
    const account = accountKey(email);
    const free = this.config.LOGIN_MAX_ATTEMPTS;
    if (Math.random() < 0.005) await this.prune();
    const wait = await this.take(client, account, free);
    if (wait > 0) return { retryAfter: wait };
    const spraying = await this.take(client, SPRAY, free * SPRAY_FACTOR);
    if (spraying > 0) await this.release(client, account); // refused after all: not a try on this account
    return { retryAfter: spraying };
  }

  /** The right password: this client's count on this account starts over, and its total counts one failure less. */
  async succeeded(client: string, email: string): Promise<void> {
    await this.pool.query('DELETE FROM login_throttle WHERE client = $1 AND account = $2', [client, accountKey(email)]);
    await this.release(client, SPRAY);
  }

  /**
   * One statement counts the try and sets when the next may come, unless the client must still wait (the row's own
   * latest values decide, under its lock: parallel tries are counted one after the other). Returns the seconds to
   * wait, 0 when counted.
   */
  private async take(client: string, account: string, free: number): Promise<number> {
    const counted = await this.pool.query(TAKE_SQL, [client, account, free, this.config.LOGIN_WINDOW_SECONDS]);
    if (counted.rowCount) return 0;
    const { rows } = await this.pool.query<{ wait: string }>(
      'SELECT ceil(extract(epoch FROM next_attempt_at - now()))::text AS wait FROM login_throttle WHERE client = $1 AND account = $2',
      [client, account],
    );
    return Math.max(1, Number(rows[0]?.wait ?? 1));
  }

  /** Takes one count back (a try refused by the other key, or a success on the client's total). */
  private async release(client: string, account: string): Promise<void> {
    await this.pool.query('UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE client = $1 AND account = $2', [client, account]);
  }

  /** Old counts (a window past their last failure) are dropped now and then. */
  async prune(): Promise<void> {
    await this.pool.query('DELETE FROM login_throttle WHERE updated_at < now() - make_interval(secs => $1)', [this.config.LOGIN_WINDOW_SECONDS]);
  }
}

/**
 * $1 client, $2 account, $3 free tries, $4 window (s). A row last touched more than a window ago starts over (0);
 * after the n-th try the next may come after 0 s while n < $3, else min($4, 2^(n - $3)) s. The clock, not now(): a try
 * that waited for the row's lock compares with when it got it, not with when its transaction began (with now(), a
 * try arriving beside another one saw that one's "next may come now" as later than its own now, and was refused:
 * five people signing in at once behind one address met 429s).
 */
const TAKE_SQL = `
  INSERT INTO login_throttle AS t (client, account, failures, next_attempt_at, updated_at)
  VALUES ($1, $2, 1, clock_timestamp() + make_interval(secs => CASE WHEN 1 < $3 THEN 0 ELSE least($4::float8, power(2, 1 - $3)) END), clock_timestamp())
  ON CONFLICT (client, account) DO UPDATE
    SET failures = (CASE WHEN t.updated_at < clock_timestamp() - make_interval(secs => $4) THEN 0 ELSE t.failures END) + 1,
        next_attempt_at = clock_timestamp() + make_interval(secs => CASE
          WHEN (CASE WHEN t.updated_at < clock_timestamp() - make_interval(secs => $4) THEN 0 ELSE t.failures END) + 1 < $3 THEN 0
          ELSE least($4::float8, power(2, (CASE WHEN t.updated_at < clock_timestamp() - make_interval(secs => $4) THEN 0 ELSE t.failures END) + 1 - $3)) END),
        updated_at = clock_timestamp()
    WHERE t.next_attempt_at <= clock_timestamp() OR t.updated_at < clock_timestamp() - make_interval(secs => $4)
  RETURNING failures`;

const accountKey = (email: string) => sha256(`account:${normaliseEmail(email)}`);
