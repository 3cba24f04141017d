import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OVERRIDE_STREAM_ID, type EventStore, type HumanOverrideApplied } from '@waypost/contracts';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { EVENT_STORE } from '../../platform/tokens';
import { RecordOverrideCommand } from './record-override.command';

@CommandHandler(RecordOverrideCommand)
export class RecordOverrideHandler implements ICommandHandler<RecordOverrideCommand, void> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ override, ctx }: RecordOverrideCommand): Promise<void> {
    const event: HumanOverrideApplied = { type: 'HumanOverrideApplied', data: override };
    await handleStreamCommand({
      store: this.store,
      streamId: OVERRIDE_STREAM_ID,
      streamType: 'override',
      ctx,
      fold: (events) => ({ version: events.length }),
      decide: () => [event],
    });
  }
}
