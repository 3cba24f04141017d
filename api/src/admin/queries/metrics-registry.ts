import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ProjectionRunner } from '@waypost/projections';
import { DB } from '../../platform/tokens';
import { PROJECTION_RUNNER } from '../../platform/ops/ops.tokens';
import { RequestWindow } from '../domain/request-window';

// ── The process's own measurements: one registry per app (Prometheus + admin metrics) ──

@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly window = new RequestWindow(300);
  readonly startedAt = Date.now();
  private total = 0;
  private serverErrors = 0;

  private readonly requests = new Counter({
    name: 'waypost_http_requests_total',
    help: 'HTTP responses by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'waypost_http_request_duration_seconds',
    help: 'HTTP response time by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor(
    @Inject(DB) readonly pool: Pool,
    @Inject(PROJECTION_RUNNER) readonly runner: ProjectionRunner,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'waypost_' });
    const pool_ = pool;
    new Gauge({
      name: 'waypost_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'total' }, pool_.totalCount);
        this.set({ state: 'idle' }, pool_.idleCount);
        this.set({ state: 'waiting' }, pool_.waitingCount);
      },
    });
    const runner_ = runner;
    new Gauge({
      name: 'waypost_projection_lag_events',
      help: 'Events of the global log a read model has not applied yet',
      labelNames: ['projection'] as const,
      registers: [this.registry],
      async collect() {
        for (const p of await runner_.status().catch(() => [])) this.set({ projection: p.name }, p.lagEvents);
      },
    });
    const self = this;
    new Gauge({
      name: 'waypost_process_availability_ratio',
      help: 'Share of responses since start that were not 5xx',
      registers: [this.registry],
      collect() {
        this.set(self.total ? 1 - self.serverErrors / self.total : 1);
      },
    });
  }

  /** Called once per HTTP response (Fastify onResponse hook). */
  record(method: string, route: string, status: number, durationMs: number, nowMs = Date.now()): void {
    this.total += 1;
    if (status >= 500) this.serverErrors += 1;
    this.requests.inc({ method, route, status: String(status) });
    this.duration.observe({ method, route }, durationMs / 1000);
    this.window.record(nowMs, durationMs, status);
  }

  /** Responses since start and how many were 5xx. */
  lifetime(): { total: number; serverErrors: number } {
    return { total: this.total, serverErrors: this.serverErrors };
  }
}
