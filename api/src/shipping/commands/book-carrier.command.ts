import type { CarrierBooked, CarrierBookingFailed } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

/** A carrier adapter confirmed a booking (sent by the carrier workers, actor kind 'carrier'). */
export class BookCarrierCommand {
  constructor(
    readonly booking: Omit<CarrierBooked['data'], 'trackingNumber'>,
    readonly ctx: CommandContext,
  ) {}
}

/** No carrier could take the shipment. */
export class RecordCarrierBookingFailureCommand {
  constructor(
    readonly failure: Omit<CarrierBookingFailed['data'], 'trackingNumber'>,
    readonly ctx: CommandContext,
  ) {}
}
