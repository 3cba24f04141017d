import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { INQUIRY_STREAM_TYPE, inquiryStreamId, type EventStore } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decide } from '../domain/decide';
import { InquiryNotFoundError } from '../domain/errors';
import { fold, type InquiryState } from '../domain/inquiry';
import { UpdateInquiryCommand } from './update-inquiry.command';

/** Thrown inside decide when a command changes nothing (for example a status it already has). */
class NoChange {
  constructor(readonly state: InquiryState) {}
}

@CommandHandler(UpdateInquiryCommand)
export class UpdateInquiryHandler implements ICommandHandler<UpdateInquiryCommand, { version: number; status: string }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ command, expectedVersion, ctx }: UpdateInquiryCommand) {
    try {
      const result = await handleStreamCommand({
        store: this.store,
        streamId: inquiryStreamId(command.data.inquiryId),
        streamType: INQUIRY_STREAM_TYPE,
        ctx,
        fold,
        expectedVersion,
        decide: (state) => {
          const events = decide(command, state);
          if (events.length === 0) throw new NoChange(state);
          return events;
        },
      });
      const state = fold([...result.history, ...(result.duplicate ? [] : result.events)]);
      if (state.status === 'none') throw new InquiryNotFoundError(command.data.inquiryId);
      return { version: result.nextVersion, status: state.status };
    } catch (error) {
      if (error instanceof NoChange) return { version: error.state.version, status: error.state.status };
      throw error;
    }
  }
}
