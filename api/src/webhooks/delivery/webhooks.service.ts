import { Inject, Injectable, Optional, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { EventStore, StoredEvent, WebhookEndpointDisabled } from '@waypost/contracts';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG, BACKGROUND_DB, EVENT_STORE, LOGGER, METRICS } from '../../platform/tokens';
import type { Logger } from '../../platform/logger';
import type { Metrics } from '../../platform/metrics/metrics';
import { HealthChecks, type CheckOutcome } from '../../platform/ops/health-checks';
import { fixedT } from '../../platform/i18n/server-i18n';
import { commandContext } from '../../platform/event-store/command-context';
import { uuidV5 } from '../../platform/event-store/ids';
import { AccountNotices } from '../../access/queries/account-notices';
import { ChangeWebhookEndpointCommand } from '../commands/change-webhook-endpoint.command';
import { WebhookFanout } from './fanout';
import { WebhookSender } from './sender';
import { TargetGuard } from './target-guard';
import { registerWebhookMetrics } from './webhook-metrics';

// ── The deliverer's host: the fan-out and the sender, where RUN_WEBHOOKS says (default: every process but tests) ──

const ACTOR = { kind: 'system' as const, id: 'webhooks' };

/**
 * The mail to the owner of an endpoint the sender disabled (api/locales/<language>/mail.json). It goes out from the
 * event log, long after any request of the owner's, and an account keeps no language: so English, until accounts
 * remember one. The reason is the sender's English diagnosis (status codes, errors), quoted as it is.
 */
export const webhookDisabledMail = (url: string, reason: string, language = 'en') => {
  const t = fixedT(language);
  return {
    kind: 'webhook-disabled' as const,
    subject: t('mail:webhookDisabled.subject'),
    text: [t('mail:hello'), '', t('mail:webhookDisabled.disabled', { url, reason }), t('mail:webhookDisabled.whatNext'), '', t('mail:signature')].join('\n'),
  };
};

@Injectable()
export class WebhooksService implements OnApplicationBootstrap, OnModuleDestroy {
  readonly guard: TargetGuard;
  readonly fanout: WebhookFanout;
  readonly sender: WebhookSender;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    // the fan-out leads with a held connection, the sender holds one per endpoint while it delivers
    @Inject(BACKGROUND_DB) pool: Pool,
    @Inject(EVENT_STORE) store: EventStore,
    commands: CommandBus,
    notices: AccountNotices,
    @Optional() health?: HealthChecks,
    @Optional() @Inject(LOGGER) logger?: Logger,
    @Optional() @Inject(METRICS) metrics?: Metrics,
  ) {
    const scoped = logger?.child('webhooks');
    const log = (m: string) => {
      if (scoped) scoped.warn(m);
      else if (config.LOG_LEVEL !== 'silent' && config.LOG_LEVEL !== 'error') console.warn(m);
    };
    this.guard = new TargetGuard(config.WEBHOOK_ALLOW_HOSTS);
    this.fanout = new WebhookFanout(
      pool,
      store,
      {
        async endpointDisabled(event: StoredEvent & WebhookEndpointDisabled) {
          await notices.mail(event.data.ownerId, webhookDisabledMail(event.data.url, event.data.reason));
        },
      },
      log,
    );
    this.sender = new WebhookSender(pool, this.guard, {
      retry: { baseMs: config.WEBHOOK_RETRY_BASE_MS, capMs: config.WEBHOOK_RETRY_MAX_DELAY_MS, windowMs: config.WEBHOOK_RETRY_WINDOW_SECONDS * 1000 },
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      pollMs: config.WEBHOOK_POLL_MS,
      concurrency: config.WEBHOOK_CONCURRENCY,
      log,
      async disable(endpointId, deliveryId, reason) {
        const commandId = uuidV5(`webhooks/disable/${deliveryId}`);
        const ctx = { ...commandContext({ actor: ACTOR }), commandId, correlationId: commandId };
        await commands.execute(new ChangeWebhookEndpointCommand({ type: 'DisableWebhookEndpoint', data: { endpointId, reason, now: ctx.now } }, ctx));
      },
    });
    this.fanout.onBatch = () => this.sender.wake();
    health?.register('webhookFanout', async () => this.fanoutHealth(), { gates: false });
    if (metrics) registerWebhookMetrics(metrics.registry, this.fanout, this.sender);
  }

  /** Informing: "held" while the fan-out is stopped at an event it cannot queue; left out where it does not run. */
  private fanoutHealth(): CheckOutcome | null {
    const held = this.fanout.held;
    if (held) {
      const detail = `held at ${held.type} ${held.eventId} (position ${held.position}) since ${held.since}, ${held.attempts} failed attempts: ${held.error}`;
      return { ok: false, detail, report: { status: 'held', detail, ...held } };
    }
    if (!this.config.runWebhooks) return null;
    return { ok: true, detail: `fan-out ${this.fanout.status}`, report: { status: 'ok', fanout: this.fanout.status } };
  }

  /** Fans out and delivers everything due now (tests and tools). */
  async runOnce(): Promise<number> {
    await this.fanout.runOnce();
    return this.sender.runOnce();
  }

  onApplicationBootstrap(): void {
    if (!this.config.runWebhooks) return;
    this.fanout.start();
    this.sender.start();
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.fanout.stop(), this.sender.stop()]);
  }
}
