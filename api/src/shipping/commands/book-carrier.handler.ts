import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SHIPMENT_STREAM_TYPE, shipmentStreamId, type EventStore } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decide } from '../domain/decide';
import { fold } from '../domain/shipment';
import { BookCarrierCommand, RecordCarrierBookingFailureCommand } from './book-carrier.command';

@CommandHandler(BookCarrierCommand)
export class BookCarrierHandler implements ICommandHandler<BookCarrierCommand, { version: number; duplicate: boolean }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ booking, ctx }: BookCarrierCommand) {
    const result = await handleStreamCommand({
      store: this.store,
      streamId: shipmentStreamId(booking.shipmentId),
      streamType: SHIPMENT_STREAM_TYPE,
      ctx,
      fold,
      decide: (state) => decide({ type: 'BookCarrier', data: booking }, state),
    });
    return { version: result.nextVersion, duplicate: result.duplicate };
  }
}

@CommandHandler(RecordCarrierBookingFailureCommand)
export class RecordCarrierBookingFailureHandler implements ICommandHandler<RecordCarrierBookingFailureCommand, { version: number }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ failure, ctx }: RecordCarrierBookingFailureCommand) {
    const result = await handleStreamCommand({
      store: this.store,
      streamId: shipmentStreamId(failure.shipmentId),
      streamType: SHIPMENT_STREAM_TYPE,
      ctx,
      fold,
      decide: (state) => decide({ type: 'RecordCarrierBookingFailure', data: failure }, state),
    });
    return { version: result.nextVersion };
  }
}
