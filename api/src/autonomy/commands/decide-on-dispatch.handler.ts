import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dispatchStreamId, type DispatchEvent, type EventStore } from '@waypost/contracts';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { EVENT_STORE } from '../../platform/tokens';
import { foldDispatch } from '../domain/dispatch';
import { DecideOnDispatchCommand } from './decide-on-dispatch.command';

@CommandHandler(DecideOnDispatchCommand)
export class DecideOnDispatchHandler implements ICommandHandler<DecideOnDispatchCommand, DispatchEvent[]> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ shipmentId, decide, ctx }: DecideOnDispatchCommand): Promise<DispatchEvent[]> {
    const result = await handleStreamCommand({ store: this.store, streamId: dispatchStreamId(shipmentId), streamType: 'dispatch', ctx, fold: foldDispatch, decide });
    return result.events;
  }
}
