import type { CommandContext } from '../../platform/event-store/command-context';

/** Revokes one of the owner's API keys (ApiKeyRevoked); it answers 401 from then on. Revoking twice changes nothing. */
export class RevokeApiKeyCommand {
  constructor(
    readonly ownerId: string,
    readonly keyId: string,
    readonly ctx: CommandContext,
  ) {}
}
