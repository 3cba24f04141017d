import type { CreateShipmentInput } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

export class CreateShipmentCommand {
  constructor(
    readonly input: CreateShipmentInput,
    readonly ownerId: string,
    readonly ctx: CommandContext,
  ) {}
}
