import type { EarlyAccessRequest } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

export class RequestEarlyAccessCommand {
  constructor(
    readonly input: EarlyAccessRequest,
    readonly ctx: CommandContext,
  ) {}
}
