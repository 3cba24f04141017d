import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { crisisStreamId, type CrisisEvent, type EventStore } from '@waypost/contracts';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { EVENT_STORE } from '../../platform/tokens';
import { foldCrisis, type CrisisState } from '../domain/crisis';
import { DecideOnCrisisCommand } from './decide-on-crisis.command';

/** Answers what was appended and the crisis as it was before (a repeated activation appends nothing). */
@CommandHandler(DecideOnCrisisCommand)
export class DecideOnCrisisHandler implements ICommandHandler<DecideOnCrisisCommand, { events: CrisisEvent[]; state: CrisisState }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ crisisId, decide, ctx }: DecideOnCrisisCommand): Promise<{ events: CrisisEvent[]; state: CrisisState }> {
    const result = await handleStreamCommand({ store: this.store, streamId: crisisStreamId(crisisId), streamType: 'crisis', ctx, fold: foldCrisis, decide });
    return { events: result.events, state: foldCrisis(result.history) };
  }
}
