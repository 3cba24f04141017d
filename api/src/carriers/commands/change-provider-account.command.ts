import type { CommandContext } from '../../platform/event-store/command-context';
import type { ProviderAccountCommand } from '../domain/provider-account';

/** Any command on a provider account (issue 27, item 6): connect, change, replace its credentials, remove. */
export class ChangeProviderAccountCommand {
  constructor(
    readonly command: ProviderAccountCommand,
    readonly ctx: CommandContext,
  ) {}
}
