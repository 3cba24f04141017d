import { Counter, Gauge, type Registry } from 'prom-client';
import type { WebhookFanout } from './fanout';
import type { WebhookSender } from './sender';

// ── The webhook deliverer's figures, copied from its counters when Prometheus scrapes ──
// A held fan-out (an event it cannot queue; it never skips one) shows as waypost_webhook_fanout_held 1 and the time
// since its first failed attempt; alert on either.

export function registerWebhookMetrics(registry: Registry, fanout: WebhookFanout, sender: WebhookSender): void {
  new Gauge({
    name: 'waypost_webhook_fanout_held',
    help: '1 while the webhook fan-out of this process is held at an event it cannot queue (it retries; nothing is skipped), else 0',
    registers: [registry],
    collect() {
      this.set(fanout.held ? 1 : 0);
    },
  });
  new Gauge({
    name: 'waypost_webhook_fanout_held_seconds',
    help: 'How long the webhook fan-out has been held at one event (0 when not held)',
    registers: [registry],
    collect() {
      this.set(fanout.held ? Math.max(0, (Date.now() - Date.parse(fanout.held.since)) / 1000) : 0);
    },
  });
  new Counter({
    name: 'waypost_webhook_fanout_failures_total',
    help: 'Failed attempts of the webhook fan-out of this process to queue an event’s deliveries (each is retried)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(fanout.failedAttempts);
    },
  });
  new Counter({
    name: 'waypost_webhook_deliveries_total',
    help: 'Webhook POSTs of this process by outcome: delivered, or failed (retried later)',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ outcome: 'delivered' }, sender.delivered);
      this.inc({ outcome: 'failed' }, sender.failedAttempts);
    },
  });
}
