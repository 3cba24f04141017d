import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { ProjectionRunner } from '@waypost/projections';
import { DB } from '../../platform/tokens';
import { PROJECTION_RUNNER } from '../../platform/ops/ops.tokens';
import { METRICS, type Metrics } from '../../platform/metrics/metrics';
import { RequestWindow } from '../domain/request-window';

// ── The HTTP figures of this process: Prometheus instruments on the platform's registry, and the admin's window ──

@Injectable()
export class MetricsRegistry {
  readonly registry: Registry;
  readonly window = new RequestWindow(300);
  readonly startedAt = Date.now();
  private total = 0;
  private serverErrors = 0;
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route' | 'status'>;

  constructor(
    @Inject(DB) readonly pool: Pool,
    @Inject(PROJECTION_RUNNER) readonly runner: ProjectionRunner,
    @Inject(METRICS) metrics: Metrics,
  ) {
    this.registry = metrics.registry;
    this.requests = new Counter({
      name: 'waypost_http_requests_total',
      help: 'HTTP responses by method, route and status code',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [this.registry],
    });
    this.duration = new Histogram({
      name: 'waypost_http_request_duration_seconds',
      help: 'HTTP response time by method, route and status code',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
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
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, durationMs / 1000);
    this.window.record(nowMs, durationMs, status);
  }

  /** Responses since start and how many were 5xx. */
  lifetime(): { total: number; serverErrors: number } {
    return { total: this.total, serverErrors: this.serverErrors };
  }
}
