import type { CreateApiKeyInput, CreatedApiKey, Role } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

/** Creates an API key for its owner (ApiKeyCreated on api-key-<id>); the answer carries the key, this once. */
export class CreateApiKeyCommand {
  constructor(
    readonly ownerId: string,
    readonly ownerRole: Role,
    readonly input: CreateApiKeyInput,
    readonly ctx: CommandContext,
  ) {}
}

export type CreateApiKeyResult = CreatedApiKey;
