import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EventStore } from '@waypost/contracts';
import type { ProjectionControl } from '@waypost/projections';

// ── This process's Prometheus registry (prom-client), created with the platform resources ──
// The platform's own measurements live here: process metrics, the PostgreSQL pool, event-store append latency, the
// read models' lag and the events they fold. Contexts add theirs to the same registry (the METRICS injection
// token): HTTP requests (admin), the forwarder and carrier workers (carriers). The API serves it at GET /metrics,
// a worker process without HTTP on METRICS_PORT (metrics-server.ts).

export const METRICS = Symbol('METRICS');

export class Metrics {
  readonly registry = new Registry();

  private readonly appendSeconds = new Histogram({
    name: 'waypost_event_store_append_seconds',
    help: 'Event-store appends (one stream, one batch of events) by outcome: ok, or error (a conflict included)',
    labelNames: ['outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  private readonly folded = new Counter({
    name: 'waypost_projection_events_folded_total',
    help: 'Events a read model folded in this process (its live loop and catch-up)',
    labelNames: ['projection'] as const,
    registers: [this.registry],
  });

  constructor(readonly processName: string) {
    this.registry.setDefaultLabels({ process: processName });
    collectDefaultMetrics({ register: this.registry, prefix: 'waypost_' });
  }

  /** Times every append of this store (its latency, success or not). */
  timeAppends(store: EventStore): void {
    const append = store.append.bind(store);
    const histogram = this.appendSeconds;
    store.append = async (...args) => {
      const end = histogram.startTimer();
      try {
        const result = await append(...args);
        end({ outcome: 'ok' });
        return result;
      } catch (error) {
        end({ outcome: 'error' });
        throw error;
      }
    };
  }

  /** The runner's checkpoints moved past `folded` events of a read model. */
  countFolded(moved: readonly { name: string; folded?: number }[]): void {
    for (const m of moved) if (m.folded) this.folded.inc({ projection: m.name }, m.folded);
  }

  /** Pool connections and the read models' lag, read when Prometheus scrapes. */
  watch(pool: Pool, runner: ProjectionControl): void {
    new Gauge({
      name: 'waypost_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'waypost_projection_lag_events',
      help: 'Events of the global log a read model has not applied yet',
      labelNames: ['projection'] as const,
      registers: [this.registry],
      async collect() {
        for (const p of await runner.status().catch(() => [])) this.set({ projection: p.name }, p.lagEvents);
      },
    });
  }
}
