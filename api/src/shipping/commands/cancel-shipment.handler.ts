import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SHIPMENT_STREAM_TYPE, shipmentStreamId, type EventStore } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decide } from '../domain/decide';
import { fold } from '../domain/shipment';
import { CancelShipmentCommand } from './cancel-shipment.command';

@CommandHandler(CancelShipmentCommand)
export class CancelShipmentHandler implements ICommandHandler<CancelShipmentCommand, { version: number }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ shipmentId, reason, staff, expectedVersion, ctx }: CancelShipmentCommand) {
    const result = await handleStreamCommand({
      store: this.store,
      streamId: shipmentStreamId(shipmentId),
      streamType: SHIPMENT_STREAM_TYPE,
      ctx,
      fold,
      expectedVersion,
      decide: (state) => decide({ type: 'CancelShipment', data: { shipmentId, reason, now: ctx.now, requestedBy: ctx.actor.id, staff } }, state),
    });
    return { version: result.nextVersion };
  }
}
