import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SHIPMENT_STREAM_TYPE, shipmentStreamId, type EventStore } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decide } from '../domain/decide';
import { fold } from '../domain/shipment';
import { RecordTrackingEventCommand } from './record-tracking-event.command';

@CommandHandler(RecordTrackingEventCommand)
export class RecordTrackingEventHandler implements ICommandHandler<RecordTrackingEventCommand, { version: number }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ shipmentId, event, expectedVersion, ctx }: RecordTrackingEventCommand) {
    const result = await handleStreamCommand({
      store: this.store,
      streamId: shipmentStreamId(shipmentId),
      streamType: SHIPMENT_STREAM_TYPE,
      ctx,
      fold,
      expectedVersion,
      decide: (state) => decide({ type: 'RecordTrackingEvent', data: { shipmentId, ...event, timestamp: event.timestamp ?? ctx.now } }, state),
    });
    return { version: result.nextVersion };
  }
}
