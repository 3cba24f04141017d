import type { CarrierBookingFailed } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';
import type { BookingConfirmation, TrackingUpdate } from '../domain/carrier-adapter';

/** How carrier workers turn what a carrier said into shipment commands (CommandBus in the app). */
export interface CarrierCommandPort {
  book(booking: BookingConfirmation, ctx: CommandContext): Promise<void>;
  fail(failure: Omit<CarrierBookingFailed['data'], 'trackingNumber'>, ctx: CommandContext): Promise<void>;
  track(shipmentId: string, update: TrackingUpdate, ctx: CommandContext): Promise<void>;
  /** A real provider's answer to a label's void (issue 27); `restored`: the provider refused and the label stands again. */
  settleVoid(answer: VoidAnswer, ctx: CommandContext): Promise<{ restored: boolean }>;
}

export interface VoidAnswer {
  shipmentId: string;
  /** The provider account (the booking's carrierId). */
  carrierId: string;
  refundId: string;
  outcome: 'refunded' | 'refused';
  /** The provider's own words. */
  message: string;
}

/** Conflicts a carrier worker treats as 'already done' (a booked shipment, a cancelled one). */
export const isSettled = (error: unknown): boolean => error instanceof Error && (error.name === 'ShipmentConflictError' || error.name === 'ShipmentNotFoundError');
