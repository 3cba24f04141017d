import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { ChangeWebhookEndpointHandler } from './commands/change-webhook-endpoint.handler';
import { WebhooksService } from './delivery/webhooks.service';
import { WebhooksQueries } from './queries/webhooks.queries';
import { WebhooksController } from './webhooks.controller';
import { WEBHOOKS_MIGRATIONS } from './webhooks.migration';

// ── Webhooks: endpoints per account, deliveries from the log, signed (Standard Webhooks) ──

@Module({
  imports: [AccessModule],
  controllers: [WebhooksController],
  providers: [ChangeWebhookEndpointHandler, WebhooksQueries, WebhooksService],
  exports: [WebhooksService],
})
export class WebhooksModule {
  /** This context's schema migrations (run by the app after the platform's). */
  static readonly migrations = WEBHOOKS_MIGRATIONS;
}
