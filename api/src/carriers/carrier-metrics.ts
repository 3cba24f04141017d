import { Counter, Gauge, type Registry } from 'prom-client';
import type { CarrierNetwork } from './carrier-network';

// ── The forwarder's and the carrier workers' figures, read from their counters when Prometheus scrapes ──
// Nothing is counted twice on the hot path: the forwarder and each worker keep plain counters; these instruments copy
// them (only the processes that run them report non-zero values).

export function registerCarrierMetrics(registry: Registry, network: CarrierNetwork, runs: { forwarder: boolean; carriers: boolean }): void {
  if (runs.forwarder) registerForwarderMetrics(registry, network);
  if (runs.carriers) registerWorkerMetrics(registry, network);
}

function registerForwarderMetrics(registry: Registry, network: CarrierNetwork): void {
  new Counter({
    name: 'waypost_forwarder_published_events_total',
    help: 'Events the forwarder of this process published to the bus',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(network.forwarder.published);
    },
  });
  new Gauge({
    name: 'waypost_forwarder_lag_seconds',
    help: 'Age of the newest event of the last batch published (0 when the forwarder has caught up with the log)',
    registers: [registry],
    collect() {
      this.set(network.forwarder.lagMs / 1000);
    },
  });
}

function registerWorkerMetrics(registry: Registry, network: CarrierNetwork): void {
  new Counter({
    name: 'waypost_carrier_messages_total',
    help: 'Bus messages the carrier workers of this process handled, by carrier and outcome (applied, or skipped as a redelivery)',
    labelNames: ['carrier', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const worker of network.workers.values()) {
        this.inc({ carrier: worker.carrierId, outcome: 'applied' }, worker.stats.applied);
        this.inc({ carrier: worker.carrierId, outcome: 'skipped' }, worker.stats.skipped);
      }
    },
  });
  new Counter({
    name: 'waypost_carrier_errors_total',
    help: 'Batches a carrier worker of this process failed to handle (the bus delivers them again)',
    labelNames: ['carrier'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const worker of network.workers.values()) this.inc({ carrier: worker.carrierId }, worker.stats.errors);
    },
  });
}
