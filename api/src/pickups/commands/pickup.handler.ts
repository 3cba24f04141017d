import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PICKUP_STREAM_TYPE, pickupStreamId, type EventStore } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decidePickup, evolvePickup, foldPickup } from '../domain/pickup';
import { PickupStreamCommand, type PickupAfter } from './pickup.command';

@CommandHandler(PickupStreamCommand)
export class PickupStreamHandler implements ICommandHandler<PickupStreamCommand, PickupAfter> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ command, ctx }: PickupStreamCommand): Promise<PickupAfter> {
    const result = await handleStreamCommand({
      store: this.store,
      streamId: pickupStreamId(command.data.pickupId),
      streamType: PICKUP_STREAM_TYPE,
      ctx,
      fold: foldPickup,
      decide: (state) => decidePickup(command, state),
    });
    const before = foldPickup(result.history);
    const after = result.duplicate ? before : result.events.reduce(evolvePickup, before);
    if (after.status === 'none') throw new Error(`Pickup ${command.data.pickupId} has no request`);
    return after;
  }
}
