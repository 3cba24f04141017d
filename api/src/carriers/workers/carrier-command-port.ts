import type { CarrierBookingFailed } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';
import type { BookingConfirmation, TrackingUpdate } from '../domain/carrier-adapter';

/** How carrier workers turn what a carrier said into shipment commands (CommandBus in the app). */
export interface CarrierCommandPort {
  book(booking: BookingConfirmation, ctx: CommandContext): Promise<void>;
  fail(failure: Omit<CarrierBookingFailed['data'], 'trackingNumber'>, ctx: CommandContext): Promise<void>;
  track(shipmentId: string, update: TrackingUpdate, ctx: CommandContext): Promise<void>;
}

/** Conflicts a carrier worker treats as 'already done' (a booked shipment, a cancelled one). */
export const isSettled = (error: unknown): boolean => error instanceof Error && (error.name === 'ShipmentConflictError' || error.name === 'ShipmentNotFoundError');
