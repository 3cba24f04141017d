import type { CommandContext } from '../../platform/event-store/command-context';

export class CancelShipmentCommand {
  constructor(
    readonly shipmentId: string,
    readonly reason: string,
    readonly staff: boolean,
    readonly expectedVersion: number | undefined,
    readonly ctx: CommandContext,
  ) {}
}
