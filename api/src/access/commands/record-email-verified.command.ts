import type { CommandContext } from '../../platform/event-store/command-context';

/** Records on the account's stream that its owner proved this address (other contexts act on EmailVerified). */
export class RecordEmailVerifiedCommand {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly ctx: CommandContext,
  ) {}
}
