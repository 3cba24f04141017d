import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { preferenceStreamId, type EventStore } from '@waypost/contracts';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { EVENT_STORE } from '../../platform/tokens';
import { decidePreference, foldPreference } from '../domain/preference';
import { SetShippingPreferenceCommand } from './set-shipping-preference.command';

@CommandHandler(SetShippingPreferenceCommand)
export class SetShippingPreferenceHandler implements ICommandHandler<SetShippingPreferenceCommand, void> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, preference, ctx }: SetShippingPreferenceCommand): Promise<void> {
    await handleStreamCommand({
      store: this.store,
      streamId: preferenceStreamId(userId),
      streamType: 'preference',
      ctx,
      fold: foldPreference,
      decide: (state) => decidePreference(state, { userId, ...preference, now: ctx.now }),
    });
  }
}
