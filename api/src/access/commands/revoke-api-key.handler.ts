import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { API_KEY_STREAM_TYPE, apiKeyStreamId, type ApiKeyRevoked, type EventStore } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { ApiKeysService } from '../api-keys.service';
import { ApiKeyNotFound, decide, fold } from '../domain/api-key';
import { RevokeApiKeyCommand } from './revoke-api-key.command';

@CommandHandler(RevokeApiKeyCommand)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKeyCommand, { revoked: boolean }> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly keys: ApiKeysService,
  ) {}

  async execute({ ownerId, keyId, ctx }: RevokeApiKeyCommand): Promise<{ revoked: boolean }> {
    try {
      const result = await handleStreamCommand({
        store: this.store,
        streamId: apiKeyStreamId(keyId),
        streamType: API_KEY_STREAM_TYPE,
        ctx,
        fold,
        decide: (state) => decide({ type: 'RevokeApiKey', data: { keyId, ownerId, by: ctx.actor.id, now: ctx.now } }, state),
      });
      const revoked = result.events.find((e): e is ApiKeyRevoked => e.type === 'ApiKeyRevoked');
      if (revoked) await this.keys.applyRevoked(revoked);
      return { revoked: Boolean(revoked) };
    } catch (error) {
      if (error instanceof ApiKeyNotFound) throw new NotFoundException('No such API key');
      throw error;
    }
  }
}
