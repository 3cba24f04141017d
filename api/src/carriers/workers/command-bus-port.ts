import type { CommandBus } from '@nestjs/cqrs';
import { BookCarrierCommand, RecordCarrierBookingFailureCommand } from '../../shipping/commands/book-carrier.command';
import { RecordTrackingEventCommand } from '../../shipping/commands/record-tracking-event.command';
import { SettleLabelVoidCommand, type LabelVoidSettlement } from '../../shipping/commands/settle-label-void.command';
import type { CarrierCommandPort } from './carrier-command-port';

/** Carrier results go through the shipping context's command handlers, like any other command. */
export function commandBusPort(bus: CommandBus): CarrierCommandPort {
  return {
    async book(booking, ctx) {
      await bus.execute(new BookCarrierCommand(booking, ctx));
    },
    async fail(failure, ctx) {
      await bus.execute(new RecordCarrierBookingFailureCommand(failure, ctx));
    },
    async track(shipmentId, update, ctx) {
      await bus.execute(new RecordTrackingEventCommand(shipmentId, update, undefined, ctx));
    },
    async settleVoid(answer, ctx) {
      const settled = await bus.execute<SettleLabelVoidCommand, LabelVoidSettlement>(new SettleLabelVoidCommand(answer, ctx));
      return { restored: settled.restored };
    },
  };
}
