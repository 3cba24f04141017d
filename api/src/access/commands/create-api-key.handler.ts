import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { API_KEY_STREAM_TYPE, apiKeyPrefixOf, apiKeyStreamId, type ApiErrorBody, type ApiKeyCreated, type EventStore } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { ApiKeysService } from '../api-keys.service';
import { ApiKeyRefused, decide, fold } from '../domain/api-key';
import { newSecret, sha256 } from '../password';
import { CreateApiKeyCommand, type CreateApiKeyResult } from './create-api-key.command';

/** How many characters of the key lists show (the mode prefix and four of the secret). */
const SHOWN = 4;

@CommandHandler(CreateApiKeyCommand)
export class CreateApiKeyHandler implements ICommandHandler<CreateApiKeyCommand, CreateApiKeyResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly keys: ApiKeysService,
  ) {}

  async execute({ ownerId, ownerRole, input, ctx }: CreateApiKeyCommand): Promise<CreateApiKeyResult> {
    const keyId = randomUUID();
    const prefix = apiKeyPrefixOf(input.mode);
    const key = newSecret(prefix);
    const data = {
      keyId,
      ownerId,
      name: input.name,
      mode: input.mode,
      scopes: input.scopes,
      prefix: key.slice(0, prefix.length + SHOWN),
      secretHash: sha256(key),
      expiresAt: input.expiresAt ?? null,
    };
    let result;
    try {
      result = await handleStreamCommand({
        store: this.store,
        streamId: apiKeyStreamId(keyId),
        streamType: API_KEY_STREAM_TYPE,
        ctx,
        fold,
        isNew: true,
        decide: (state) => decide({ type: 'CreateApiKey', data: { ...data, ownerRole, now: ctx.now } }, state),
      });
    } catch (error) {
      if (error instanceof ApiKeyRefused) {
        const body: ApiErrorBody = {
          statusCode: 400,
          error: 'Bad Request',
          message: `Invalid request: ${error.field} ${error.message}`,
          issues: [{ field: error.field, message: error.message }],
        };
        throw new BadRequestException(body);
      }
      throw error;
    }
    const created = result.events.find((e): e is ApiKeyCreated => e.type === 'ApiKeyCreated')!;
    await this.keys.applyCreated(created);
    const { keyId: id, name, mode, scopes, expiresAt, createdAt } = created.data;
    return { id, name, mode, prefix: created.data.prefix, scopes, createdAt, lastUsedAt: null, expiresAt, revokedAt: null, key };
  }
}
