import type { CreateReturnInput, ReturnChannel } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

/** Create a return of `shipmentId` (issue 28 item 2): its owner asks (`requestedBy`), or the portal link (null) does. */
export class CreateReturnCommand {
  constructor(
    readonly shipmentId: string,
    readonly input: CreateReturnInput,
    readonly requestedBy: string | null,
    readonly channel: ReturnChannel,
    readonly ctx: CommandContext,
  ) {}
}
