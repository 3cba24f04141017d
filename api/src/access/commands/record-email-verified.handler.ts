import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_STREAM_TYPE, accountStreamId, normaliseEmail, type EventStore } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decide, fold } from '../domain/account';
import { RecordEmailVerifiedCommand } from './record-email-verified.command';

/** Thrown inside decide when the address is recorded already (nothing to append). */
class NoChange {}

@CommandHandler(RecordEmailVerifiedCommand)
export class RecordEmailVerifiedHandler implements ICommandHandler<RecordEmailVerifiedCommand, { appended: number }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, email, ctx }: RecordEmailVerifiedCommand): Promise<{ appended: number }> {
    try {
      const result = await handleStreamCommand({
        store: this.store,
        streamId: accountStreamId(userId),
        streamType: ACCOUNT_STREAM_TYPE,
        ctx,
        fold,
        decide: (state) => {
          const events = decide({ type: 'RecordEmailVerified', data: { userId, email: normaliseEmail(email), now: ctx.now } }, state);
          if (events.length === 0) throw new NoChange();
          return events;
        },
      });
      return { appended: result.duplicate ? 0 : result.events.length };
    } catch (error) {
      if (error instanceof NoChange) return { appended: 0 };
      throw error;
    }
  }
}
