import {
  MANIFEST_NOTICES,
  SHIPMENT_NOTICES,
  SHIPMENT_STATUS_LABELS,
  TRACKING_STATUS_AFTER,
  TRACKING_STATUS_LABELS,
  TRACKING_STATUS_OF_SCREEN,
  deliveryEstimate,
  parcelsOf,
  screenStatusAfter,
  type CarrierBooked,
  type CarrierBookingFailed,
  type CreateShipmentInput,
  type DangerousGoodsFlag,
  type DutiesEstimate,
  type ReturnOf,
  type ShipmentEvent,
  type TrackingEventRecorded,
} from '@waypost/contracts';
import { LaneNotServedError, ShipmentConflictError, ShipmentInvalidError, ShipmentNotFoundError } from './errors';
import type { ShipmentState } from './shipment';
import { ACCEPTS, CANCELLABLE } from './shipment-rules';
import { decideRate, ratedEvent, type RateCommand, type Rating } from './rate-purchase';
import { settleLabelVoid, type VoidAnswerCommand } from './provider-void';
import { manifestShipment, type ManifestShipmentCommand } from './manifest-shipment';
import { requestReturn, type RequestReturnCommand } from './return-shipment';

/** What the carrier network said about the shipment's lane: its transit days if served, else why not. */
export type LaneCheck =
  | { served: true; transitDays: number; /** origin and destination countries differ */ international: boolean }
  | { served: false; from: string; to: string; field: string; reason: string; issues?: readonly { field: string; message: string }[] };

// ── Commands and decide (pure: time comes in the command) ───────────────────

export type ShipmentCommand =
  | {
      type: 'CreateShipment';
      data: {
        shipmentId: string;
        trackingNumber: string;
        ownerId: string;
        input: CreateShipmentInput;
        now: string;
        lane: LaneCheck;
        /** The shipment's rates, recorded (ShipmentRated) when the shipper buys one (rateSelection manual). */
        rating?: Rating;
        /** The compliance engine's estimate for the declared goods (with customs only). */
        dutiesEstimate?: DutiesEstimate;
        /** The declared items the compliance engine flags as dangerous goods (with customs only). */
        dangerousGoods?: DangerousGoodsFlag[];
        /** Issue 28: the shipment this one returns (return-shipment.ts). */
        returnOf?: ReturnOf;
      };
    }
  | {
      type: 'RecordTrackingEvent';
      data: {
        shipmentId: string;
        eventType: TrackingEventRecorded['data']['eventType'];
        description: string;
        location: string;
        timestamp: string;
      };
    }
  | { type: 'CancelShipment'; data: { shipmentId: string; reason: string; now: string; requestedBy: string; staff: boolean } }
  | { type: 'BookCarrier'; data: Omit<CarrierBooked['data'], 'trackingNumber'> }
  | { type: 'RecordCarrierBookingFailure'; data: Omit<CarrierBookingFailed['data'], 'trackingNumber'> }
  | RateCommand
  | VoidAnswerCommand
  | ManifestShipmentCommand
  | RequestReturnCommand;

export function decide(command: ShipmentCommand, state: ShipmentState): ShipmentEvent[] {
  const { type } = command;
  switch (type) {
    case 'CreateShipment':
      return createShipment(command.data, state);
    case 'RecordTrackingEvent':
      return recordTrackingEvent(command.data, state);
    case 'CancelShipment':
      return cancelShipment(command.data, state);
    case 'BookCarrier':
      return bookCarrier(command.data, state);
    case 'RecordCarrierBookingFailure':
      return recordCarrierBookingFailure(command.data, state);
    case 'RateShipment':
    case 'PurchaseRate':
    case 'VoidLabel':
      return decideRate(command, state);
    case 'SettleLabelVoid':
      return settleLabelVoid(command.data, state);
    case 'ManifestShipment':
      return manifestShipment(command.data, state);
    case 'RequestReturn':
      return requestReturn(command.data, state);
    default: {
      const _exhaustive: never = type;
      throw new Error(`Unknown command ${String(_exhaustive)}`);
    }
  }
}

/** The lane's transit days; a lane no carrier serves is refused (LaneNotServedError, naming the lane). */
export function servedTransitDays(lane: LaneCheck): number {
  if (!lane.served) throw new LaneNotServedError(SHIPMENT_NOTICES.laneNotServed(lane.from, lane.to, lane.reason), lane.issues ?? [{ field: lane.field, message: lane.reason }]);
  return lane.transitDays;
}

function createShipment(c: Extract<ShipmentCommand, { type: 'CreateShipment' }>['data'], state: ShipmentState): ShipmentEvent[] {
  if (state.status !== 'none') throw new ShipmentConflictError(`Shipment ${c.shipmentId} exists already`);
  const transitDays = servedTransitDays(c.lane);
  const { fromAddress, toAddress, itemDetails, customs } = c.input;
  if (customs && c.lane.served && !c.lane.international) {
    throw new ShipmentInvalidError('customs', 'is only for international shipments: this one stays in one country');
  }
  const manual = c.input.rateSelection === 'manual';
  if (manual && !c.rating?.rates.length) throw new ShipmentConflictError('No rate could be quoted for this shipment, so none can be bought');
  const created: ShipmentEvent = {
    type: 'ShipmentCreated',
    data: {
      shipmentId: c.shipmentId,
      trackingNumber: c.trackingNumber,
      ownerId: c.ownerId,
      fromAddress,
      toAddress,
      itemDetails,
      // the quote of the service the dispatcher picks by default; its decision and the booking replace it
      estimatedDelivery: deliveryEstimate(c.now, transitDays),
      createdAt: c.now,
      parcels: parcelsOf(c.input),
      ...(customs ? { customs } : {}),
      ...(customs && c.dutiesEstimate ? { dutiesEstimate: c.dutiesEstimate } : {}),
      ...(customs && c.dangerousGoods?.length ? { dangerousGoods: c.dangerousGoods } : {}),
      // only a manual shipment says so: an automatic one is stored as before issue 24's rates
      ...(manual ? { rateSelection: 'manual' as const } : {}),
      ...(c.returnOf ? { returnOf: c.returnOf } : {}),
    },
  };
  return manual ? [created, ratedEvent({ shipmentId: c.shipmentId, trackingNumber: c.trackingNumber }, c.rating!)] : [created];
}

function recordTrackingEvent(c: Extract<ShipmentCommand, { type: 'RecordTrackingEvent' }>['data'], state: ShipmentState): ShipmentEvent[] {
  if (state.status === 'none') throw new ShipmentNotFoundError(c.shipmentId);
  if (state.awaitingRate) throw new ShipmentConflictError('This shipment waits for its shipper to buy a rate; no carrier holds it');
  if (!ACCEPTS[state.trackingStatus].has(c.eventType)) {
    const detail = state.trackingStatus === TRACKING_STATUS_OF_SCREEN[state.status] ? '' : ` (${TRACKING_STATUS_LABELS[state.trackingStatus]})`;
    throw new ShipmentConflictError(`A ${c.eventType} event is not allowed while the shipment is ${SHIPMENT_STATUS_LABELS[state.status]}${detail}`);
  }
  const status = screenStatusAfter(TRACKING_STATUS_AFTER[c.eventType], state.status);
  if (status === 'cancelled') throw new ShipmentConflictError(`Shipment ${c.shipmentId} is cancelled`); // not reached: cancelled accepts nothing
  return [
    {
      type: 'TrackingEventRecorded',
      data: {
        shipmentId: c.shipmentId,
        trackingNumber: state.trackingNumber,
        eventType: c.eventType,
        description: c.description,
        location: c.location,
        timestamp: c.timestamp,
        status,
      },
    },
  ];
}

function cancelShipment(c: Extract<ShipmentCommand, { type: 'CancelShipment' }>['data'], state: ShipmentState): ShipmentEvent[] {
  if (state.status === 'none' || (!c.staff && state.ownerId !== c.requestedBy)) throw new ShipmentNotFoundError(c.shipmentId);
  if (!CANCELLABLE.has(state.status)) {
    throw new ShipmentConflictError(`A shipment that is ${SHIPMENT_STATUS_LABELS[state.status]} can no longer be cancelled`);
  }
  if (state.manifest) throw new ShipmentConflictError(MANIFEST_NOTICES.alreadyManifested(state.trackingNumber, state.manifest.manifestId));
  return [
    {
      type: 'ShipmentCancelled',
      data: { shipmentId: c.shipmentId, trackingNumber: state.trackingNumber, reason: c.reason, cancelledAt: c.now },
    },
  ];
}

// ── Carrier booking: one carrier per shipment, only while it waits for pickup ──

function bookCarrier(c: Extract<ShipmentCommand, { type: 'BookCarrier' }>['data'], state: ShipmentState): ShipmentEvent[] {
  if (state.status === 'none') throw new ShipmentNotFoundError(c.shipmentId);
  // A re-booking names the carrier it replaces; any other second booking is a conflict.
  if (state.manifest) throw new ShipmentConflictError(MANIFEST_NOTICES.alreadyManifested(state.trackingNumber, state.manifest.manifestId));
  if (state.carrier && state.carrier.carrierId !== c.replaces) {
    throw new ShipmentConflictError(`Shipment ${c.shipmentId} is already booked with ${state.carrier.carrierId}`);
  }
  if (state.status !== 'pending') {
    throw new ShipmentConflictError(`A shipment that is ${SHIPMENT_STATUS_LABELS[state.status]} cannot be booked with a carrier`);
  }
  // A shipment whose shipper chooses is booked only on the rate bought (never by the dispatcher's own choice).
  if (state.awaitingRate) throw new ShipmentConflictError(`Shipment ${c.shipmentId} waits for its shipper to buy a rate`);
  return [{ type: 'CarrierBooked', data: { ...c, trackingNumber: state.trackingNumber } }];
}

function recordCarrierBookingFailure(c: Extract<ShipmentCommand, { type: 'RecordCarrierBookingFailure' }>['data'], state: ShipmentState): ShipmentEvent[] {
  if (state.status === 'none') throw new ShipmentNotFoundError(c.shipmentId);
  if (state.carrier) throw new ShipmentConflictError(`Shipment ${c.shipmentId} is already booked with ${state.carrier.carrierId}`);
  return [{ type: 'CarrierBookingFailed', data: { ...c, trackingNumber: state.trackingNumber } }];
}
