import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventStore } from '@waypost/contracts';
import type { ProjectionControl } from '@waypost/projections';
import { APP_CONFIG, DB, EVENT_STORE } from '../tokens';
import type { AppConfig } from '../config/config';
import { PROJECTION_RUNNER } from './ops.tokens';

// ── Health: one registry of named checks, two answers ───────────────────────
// Every check is registered here, each bounded by CHECK_TIMEOUT_MS (a hung dependency is a failed check), and either
// gates readiness or only informs:
// - GET /api/health/ready runs the gating checks and answers 503 when one fails (issue 25, item 6);
// - GET /api/health (the spec's answer) reports the informing ones under their names: "degraded" when one fails.
// The platform checks what it owns (PostgreSQL, the event store, the read models' lag); a context adds what only it
// knows (the carriers context: the bus; single sign-on: the identity provider), so that platform/ imports no context.

export const CHECK_TIMEOUT_MS = 2000;

/** What /api/health shows of an informing check, under its name. */
export interface HealthReport {
  status: string;
  [detail: string]: unknown;
}

export interface CheckOutcome {
  ok: boolean;
  detail: string;
  /** The informing checks' answer for /api/health (default: { status: 'ok' | 'error', detail }). */
  report?: HealthReport;
}

export interface CheckResult extends CheckOutcome {
  name: string;
  ms: number;
}

/** null: "not in use here" (left out of the answer). */
export type HealthCheck = () => Promise<CheckOutcome | null>;

export interface CheckOptions {
  /** true: a failure makes the process not ready (503 from /api/health/ready); false: it is reported by /api/health. */
  gates: boolean;
  /** Its own bound, when the dependency has a longer timeout of its own (default: the caller's, CHECK_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** Never throws and never waits longer than the timeout. */
async function bounded(name: string, check: HealthCheck, timeoutMs: number): Promise<CheckResult | null> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const outcome = await Promise.race([check().catch((error: unknown) => ({ ok: false, detail: (error as Error)?.message ?? String(error) })), timeout]);
  clearTimeout(timer);
  return outcome && { name, ...outcome, ms: Math.round(performance.now() - started) };
}

@Injectable()
export class HealthChecks {
  private readonly checks = new Map<string, { check: HealthCheck } & CheckOptions>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionControl,
  ) {
    const gates = { gates: true };
    this.register(
      'database',
      async () => {
        await this.pool.query('SELECT 1');
        return { ok: true, detail: 'PostgreSQL answers' };
      },
      gates,
    );
    this.register(
      'eventStore',
      async () => {
        // a stream that never exists: one index lookup on either store
        await this.store.readStream('readiness-probe-0');
        return { ok: true, detail: `${this.store.kind} answers` };
      },
      gates,
    );
    this.register('projections', () => this.projections(), gates);
  }

  /** Adds a check; a name registered twice is a mistake. */
  register(name: string, check: HealthCheck, options: CheckOptions): void {
    if (this.checks.has(name)) throw new Error(`health check ${name} is registered twice`);
    this.checks.set(name, { check, ...options });
  }

  /** Readiness: every gating check, at once, each bounded. */
  async ready(timeoutMs = CHECK_TIMEOUT_MS): Promise<{ ready: boolean; checks: CheckResult[] }> {
    const checks = await this.runAll(true, timeoutMs);
    return { ready: checks.every((c) => c.ok), checks };
  }

  /** The informing checks' reports, by name (for /api/health). */
  async reports(timeoutMs = CHECK_TIMEOUT_MS): Promise<{ ok: boolean; reports: Record<string, HealthReport> }> {
    const checks = await this.runAll(false, timeoutMs);
    const reports: Record<string, HealthReport> = {};
    for (const c of checks) reports[c.name] = c.report ?? { status: c.ok ? 'ok' : 'error', detail: c.detail };
    return { ok: checks.every((c) => c.ok), reports };
  }

  private async runAll(gates: boolean, timeoutMs: number): Promise<CheckResult[]> {
    const chosen = [...this.checks].filter(([, c]) => c.gates === gates);
    const results = await Promise.all(chosen.map(([name, c]) => bounded(name, c.check, c.timeoutMs ?? timeoutMs)));
    return results.filter((r): r is CheckResult => r !== null);
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
