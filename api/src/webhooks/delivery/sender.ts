import type { Pool, PoolClient } from 'pg';
import { BackgroundLoop } from '../../platform/background/leader-loop';
import { signingSecrets, type EndpointState, type RegisteredEndpoint } from '../domain/endpoint';
import { nextAttemptAt, type RetryPolicy } from '../domain/backoff';
import { postWebhook, type AttemptOutcome } from './http-post';
import { REQUEST_ID_HEADER, webhookHeaders } from './signing';
import type { TargetGuard } from './target-guard';

// ── The webhook sender: each endpoint's queue, in order, by one owner at a time ──
// Every process may run a sender; an endpoint is drained only by the one holding its advisory lock
// (hashtext('webhook-endpoint:<id>')), so deliveries to one endpoint never overlap or reorder. The endpoint's
// position is its oldest pending delivery: a failing one holds back the later ones. A failure schedules the next
// attempt in the row (exponential backoff, full jitter), so a restart keeps the schedule; once the retry window has
// passed since the first attempt, the delivery is marked failed and the endpoint disabled (a command, an event).
// At-least-once: successes are recorded per batch of up to 50 (one statement), before the lock is released; a crash
// or a lost connection before that sends the batch's unrecorded ones again, with the same webhook-ids, in order.

export interface SenderOptions {
  retry: RetryPolicy;
  timeoutMs: number;
  pollMs: number;
  concurrency: number;
  /** Disables an endpoint whose delivery ran out of retries (idempotent per delivery). */
  disable(endpointId: string, deliveryId: string, reason: string): Promise<void>;
  log(message: string): void;
  random?: () => number;
  now?: () => number;
}

interface Head {
  id: string;
  webhook_id: string;
  request_id: string | null;
  body: string;
  attempts: number;
  first_attempt_at: Date | null;
  next_attempt_at: Date;
}

interface Delivered {
  id: string;
  firstAt: Date;
  at: Date;
  statusCode: number | null;
  durationMs: number;
}

export class WebhookSender extends BackgroundLoop {
  delivered = 0;
  failedAttempts = 0;
  private wakeUp: (() => void) | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly guard: TargetGuard,
    private readonly options: SenderOptions,
  ) {
    super();
  }

  /** New deliveries were queued: look now rather than at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Delivers everything due now, once (tests and tools). */
  async runOnce(): Promise<number> {
    let total = 0;
    for (let n = await this.cycle(); n > 0; n = await this.cycle()) total += n;
    return total;
  }

  protected async run(): Promise<void> {
    while (!this.stopping) {
      let n = 0;
      try {
        n = await this.cycle();
      } catch (error) {
        this.options.log(`webhooks sender: ${(error as Error).message}; retrying`);
      }
      if (n === 0 && !this.stopping) await new Promise<void>((resolve) => this.sleep(resolve));
    }
  }

  private sleep(resolve: () => void): void {
    const timer = setTimeout(done, this.options.pollMs);
    const check = setInterval(() => this.stopping && done(), 50);
    function done() {
      clearTimeout(timer);
      clearInterval(check);
      resolve();
    }
    this.wakeUp = () => {
      this.wakeUp = null;
      done();
    };
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** One pass over the endpoints with a delivery due: how many attempts it made. */
  private async cycle(): Promise<number> {
    const { rows } = await this.pool.query<{ endpoint_id: string }>(
      `SELECT endpoint_id FROM (
         SELECT DISTINCT ON (endpoint_id) endpoint_id, next_attempt_at FROM webhook_deliveries WHERE status = 'pending' ORDER BY endpoint_id, id
       ) head WHERE next_attempt_at <= $1 LIMIT 200`,
      [new Date(this.now())],
    );
    let attempts = 0;
    const queue = rows.map((r) => r.endpoint_id);
    const workers = Array.from({ length: Math.min(this.options.concurrency, queue.length) }, async () => {
      for (let id = queue.shift(); id !== undefined && !this.stopping; id = queue.shift()) attempts += await this.drain(id);
    });
    await Promise.all(workers);
    return attempts;
  }

  /** Delivers one endpoint's due deliveries in order while holding its lock; stops at the first failure. */
  private async drain(endpointId: string): Promise<number> {
    const client = await this.pool.connect();
    const lock = `webhook-endpoint:${endpointId}`;
    let attempts = 0;
    // The lock lives as long as this connection: once it is gone, another sender may take the endpoint, so no further
    // POST goes out from here (what was sent and not yet recorded is sent again, with the same webhook-ids).
    let lost = false;
    const onLost = () => {
      lost = true;
    };
    client.on('end', onLost);
    client.on('error', onLost);
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lock]);
      if (!rows[0]?.locked) return 0;
      try {
        // Batches of the queue in order; the endpoint's state is read again before each batch.
        batches: while (!this.stopping) {
          const queue = await this.pending(client, endpointId);
          if (queue.length === 0) break;
          const state = await this.endpoint(client, endpointId);
          if (!state || state.status !== 'active') {
            await client.query(`UPDATE webhook_deliveries SET status = 'cancelled' WHERE endpoint_id = $1 AND status = 'pending'`, [endpointId]);
            break;
          }
          if (!state.enabled) break;
          // Deliveries that succeeded are recorded together once the batch ends (one commit, not one each), always
          // before the lock is released; a crash before that sends them again, with the same webhook-ids.
          const delivered: Delivered[] = [];
          try {
            for (const head of queue) {
              if (this.stopping || lost || head.next_attempt_at.getTime() > this.now()) break batches;
              attempts++;
              if (!(await this.attempt(client, state, head, delivered))) break batches;
            }
          } finally {
            await this.recordDelivered(client, delivered);
          }
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lock]);
      }
      return attempts;
    } finally {
      client.off('end', onLost);
      client.off('error', onLost);
      client.release(lost);
    }
  }

  /** The endpoint's oldest pending deliveries, in order (the first is its position). */
  private async pending(client: PoolClient, endpointId: string): Promise<Head[]> {
    const { rows } = await client.query<Head>(
      `SELECT id, webhook_id, request_id, body, attempts, first_attempt_at, next_attempt_at FROM webhook_deliveries
       WHERE endpoint_id = $1 AND status = 'pending' ORDER BY id LIMIT 50`,
      [endpointId],
    );
    return rows;
  }

  private async endpoint(client: PoolClient, endpointId: string): Promise<EndpointState | null> {
    const { rows } = await client.query<{ state: EndpointState }>('SELECT state FROM webhook_endpoint_state WHERE endpoint_id = $1', [endpointId]);
    return rows[0]?.state ?? null;
  }

  /** Records deliveries that succeeded, with their attempts, in one statement. */
  private async recordDelivered(client: PoolClient, delivered: Delivered[]): Promise<void> {
    if (delivered.length === 0) return;
    await client.query(
      `WITH v AS (SELECT * FROM unnest($1::bigint[], $2::timestamptz[], $3::timestamptz[], $4::int[], $5::int[]) AS v(id, first_at, at, status_code, duration_ms)),
       d AS (UPDATE webhook_deliveries w SET status = 'delivered', attempts = w.attempts + 1, first_attempt_at = v.first_at, delivered_at = v.at
             FROM v WHERE w.id = v.id RETURNING w.id, v.at, v.status_code, v.duration_ms)
       INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, duration_ms, error, next_retry_at)
       SELECT id, at, status_code, duration_ms, NULL, NULL FROM d ORDER BY id`,
      [delivered.map((d) => d.id), delivered.map((d) => d.firstAt), delivered.map((d) => d.at), delivered.map((d) => d.statusCode), delivered.map((d) => d.durationMs)],
    );
    this.delivered += delivered.length;
  }

  /** One POST of the head delivery: true when delivered (added to `delivered`, recorded by the caller); a failure is recorded here. */
  private async attempt(client: PoolClient, state: RegisteredEndpoint, head: Head, delivered: Delivered[]): Promise<boolean> {
    const at = this.now();
    const headers = webhookHeaders(signingSecrets(state.secrets, at), head.webhook_id, Math.floor(at / 1000), head.body);
    // the request that led to the event, for the integrator's support requests (not signed: not part of the content)
    if (head.request_id) headers[REQUEST_ID_HEADER] = head.request_id;
    const outcome: AttemptOutcome = await postWebhook(this.guard, state.url, headers, head.body, this.options.timeoutMs);
    const first = head.first_attempt_at?.getTime() ?? at;
    if (outcome.ok) {
      delivered.push({ id: head.id, firstAt: new Date(first), at: new Date(at), statusCode: outcome.statusCode, durationMs: outcome.durationMs });
      return true;
    }
    this.failedAttempts++;
    await this.recordDelivered(client, delivered.splice(0)); // the ones before it first: the log keeps the order
    const next = nextAttemptAt(this.options.retry, head.attempts + 1, first, this.now(), (this.options.random ?? Math.random)());
    await client.query(
      `WITH d AS (UPDATE webhook_deliveries SET status = $6, attempts = attempts + 1, first_attempt_at = $2, next_attempt_at = coalesce($7, next_attempt_at) WHERE id = $1 RETURNING id)
       INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, duration_ms, error, next_retry_at) SELECT id, $3, $4, $5, $8, $7 FROM d`,
      [head.id, new Date(first), new Date(at), outcome.statusCode, outcome.durationMs, next === null ? 'failed' : 'pending', next === null ? null : new Date(next), outcome.error],
    );
    if (next === null) {
      const hours = Math.round(this.options.retry.windowMs / 360_000) / 10;
      await this.options.disable(state.endpointId, head.id, `Deliveries failed for ${hours} hours (last: ${outcome.error ?? 'no answer'}); re-enable the endpoint to resume.`);
      // Hold the rest at once: the fan-out folds the WebhookEndpointDisabled event into this state a moment later.
      await client.query(`UPDATE webhook_endpoint_state SET state = jsonb_set(state, '{enabled}', 'false') WHERE endpoint_id = $1`, [state.endpointId]);
    }
    return false;
  }
}
