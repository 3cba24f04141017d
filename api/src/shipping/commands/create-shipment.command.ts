import type { CreateShipmentInput, ReturnOf } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

export class CreateShipmentCommand {
  constructor(
    readonly input: CreateShipmentInput,
    readonly ownerId: string,
    readonly ctx: CommandContext,
    /** Issue 28: the shipment this one returns (create-return.handler.ts). */
    readonly returnOf?: ReturnOf,
  ) {}
}
