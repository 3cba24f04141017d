import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventStore } from '@waypost/contracts';
import type { ProjectionControl } from '@waypost/projections';
import { APP_CONFIG, DB, EVENT_STORE } from '../tokens';
import type { AppConfig } from '../config/config';
import { PROJECTION_RUNNER } from './ops.tokens';

// ── Readiness (issue 25, item 6): may this process take traffic? ────────────
// GET /api/health/ready runs every check, each bounded by CHECK_TIMEOUT_MS, and answers 503 when one fails. The
// platform checks what it owns (PostgreSQL, the event store, the read models' lag); a context adds what only it
// knows (the carriers context: the bus) with `register`, so that platform/ imports no context.

export const CHECK_TIMEOUT_MS = 2000;

export interface CheckOutcome {
  ok: boolean;
  detail: string;
}

export interface CheckResult extends CheckOutcome {
  name: string;
  ms: number;
}

export type ReadinessCheck = () => Promise<CheckOutcome>;

/** Never throws and never waits longer than the timeout: a hung dependency is a failed check. */
async function bounded(name: string, check: ReadinessCheck, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const outcome = await Promise.race([check().catch((error: unknown) => ({ ok: false, detail: (error as Error)?.message ?? String(error) })), timeout]);
  clearTimeout(timer);
  return { name, ...outcome, ms: Math.round(performance.now() - started) };
}

@Injectable()
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionControl,
  ) {
    this.register('database', async () => {
      await this.pool.query('SELECT 1');
      return { ok: true, detail: 'PostgreSQL answers' };
    });
    this.register('eventStore', async () => {
      // a stream that never exists: one index lookup on either store
      await this.store.readStream('readiness-probe-0');
      return { ok: true, detail: `${this.store.kind} answers` };
    });
    this.register('projections', () => this.projections());
  }

  /** Adds a check (a context's dependency); a name registered twice is a mistake. */
  register(name: string, check: ReadinessCheck): void {
    if (this.checks.has(name)) throw new Error(`readiness check ${name} is registered twice`);
    this.checks.set(name, check);
  }

  async run(timeoutMs = CHECK_TIMEOUT_MS): Promise<{ ready: boolean; checks: CheckResult[] }> {
    const checks = await Promise.all([...this.checks].map(([name, check]) => bounded(name, check, timeoutMs)));
    return { ready: checks.every((c) => c.ok), checks };
  }

  private async projections(): Promise<CheckOutcome> {
    const max = this.config.READY_MAX_PROJECTION_LAG;
    const status = await this.runner.status();
    const failed = status.filter((p) => p.status === 'error');
    if (failed.length) return { ok: false, detail: `failed: ${failed.map((p) => `${p.name} (${p.lastError ?? 'error'})`).join(', ')}` };
    const behind = status.filter((p) => p.lagEvents > max);
    if (behind.length) return { ok: false, detail: `more than ${max} events behind: ${behind.map((p) => `${p.name} (${p.lagEvents})`).join(', ')}` };
    const lag = Math.max(0, ...status.map((p) => p.lagEvents));
    return { ok: true, detail: `${status.length} read models, at most ${lag} events behind (limit ${max})` };
  }
}
