import { Registry } from 'prom-client';
import type { CarrierNetwork } from './carrier-network';
import { registerCarrierMetrics } from './carrier-metrics';

// ── The forwarder's and carrier workers' counters, as Prometheus reads them ──

const network = (published: number, lagMs: number, workers: [string, { applied: number; skipped: number; errors: number }][]) =>
  ({
    forwarder: { published, lagMs },
    workers: new Map(workers.map(([carrierId, stats]) => [carrierId, { carrierId, stats }])),
  }) as unknown as CarrierNetwork;

describe('carrier metrics', () => {
  it('reports what the forwarder published and its lag, and each worker’s messages and errors, as they are when scraped', async () => {
    const registry = new Registry();
    const stats = { applied: 3, skipped: 1, errors: 0 };
    const net = network(10, 2500, [['dhl', stats]]);
    registerCarrierMetrics(registry, net, { forwarder: true, carriers: true });
    let text = await registry.metrics();
    expect(text).toContain('waypost_forwarder_published_events_total 10');
    expect(text).toContain('waypost_forwarder_lag_seconds 2.5');
    expect(text).toContain('waypost_carrier_messages_total{carrier="dhl",outcome="applied"} 3');
    expect(text).toContain('waypost_carrier_messages_total{carrier="dhl",outcome="skipped"} 1');
    expect(text).toContain('waypost_carrier_errors_total{carrier="dhl"} 0');

    Object.assign(stats, { applied: 5, errors: 2 });
    Object.assign(net.forwarder, { published: 12, lagMs: 0 });
    text = await registry.metrics();
    expect(text).toContain('waypost_forwarder_published_events_total 12');
    expect(text).toContain('waypost_forwarder_lag_seconds 0');
    expect(text).toContain('waypost_carrier_messages_total{carrier="dhl",outcome="applied"} 5');
    expect(text).toContain('waypost_carrier_errors_total{carrier="dhl"} 2');
  });

  it('reports nothing of a forwarder or of workers this process does not run', async () => {
    const registry = new Registry();
    registerCarrierMetrics(registry, network(0, 0, [['dhl', { applied: 0, skipped: 0, errors: 0 }]]), { forwarder: false, carriers: true });
    const text = await registry.metrics();
    expect(text).not.toContain('waypost_forwarder');
    expect(text).toContain('waypost_carrier_messages_total{carrier="dhl"');
  });
});
