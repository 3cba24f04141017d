import type { CommandContext } from '../../platform/event-store/command-context';
import type { EndpointCommand } from '../domain/endpoint';

/** Any command on a webhook endpoint: register, update, rotate its secret, delete, disable, test, replay. */
export class ChangeWebhookEndpointCommand {
  constructor(
    readonly command: EndpointCommand,
    readonly ctx: CommandContext,
  ) {}
}
