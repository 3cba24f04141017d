import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WEBHOOK_ENDPOINT_STREAM_TYPE, webhookEndpointStreamId, type EventStore, type WebhookEndpointEvent } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decideEndpoint, foldEndpoint } from '../domain/endpoint';
import { ChangeWebhookEndpointCommand } from './change-webhook-endpoint.command';

@CommandHandler(ChangeWebhookEndpointCommand)
export class ChangeWebhookEndpointHandler implements ICommandHandler<ChangeWebhookEndpointCommand, { version: number; events: WebhookEndpointEvent[] }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ command, ctx }: ChangeWebhookEndpointCommand) {
    const result = await handleStreamCommand({
      store: this.store,
      streamId: webhookEndpointStreamId(command.data.endpointId),
      streamType: WEBHOOK_ENDPOINT_STREAM_TYPE,
      ctx,
      fold: foldEndpoint,
      isNew: command.type === 'RegisterWebhookEndpoint',
      decide: (state) => decideEndpoint(command, state),
    });
    return { version: result.nextVersion, events: result.events };
  }
}
