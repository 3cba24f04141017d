import { trackingStatusAfter, type Address, type ItemDetails, type ShipmentEvent, type ShipmentStatus, type TrackingStatus } from '@waypost/contracts';

// ── Shipment: state and evolve (pure) ────────────────────────────────────────

export type ShipmentState =
  | { status: 'none'; version: 0 }
  | {
      status: ShipmentStatus;
      /** What the carrier said last (the spec's screens show `status`). */
      trackingStatus: TrackingStatus;
      version: number;
      shipmentId: string;
      trackingNumber: string;
      ownerId: string;
      fromAddress: Address;
      toAddress: Address;
      itemDetails: ItemDetails;
      estimatedDelivery: string;
      createdAt: string;
      updatedAt: string;
      /** The carrier that took the shipment (set by CarrierBooked). */
      carrier?: { carrierId: string; reference: string; sandbox: boolean };
      /** A carrier booking failed and no carrier holds the shipment. */
      bookingFailed?: boolean;
    };

export const initialState = (): ShipmentState => ({ status: 'none', version: 0 });

export function evolve(state: ShipmentState, event: ShipmentEvent, occurredAt: string): ShipmentState {
  const version = state.version + 1;
  switch (event.type) {
    case 'ShipmentCreated':
      return { ...event.data, status: 'pending', trackingStatus: 'pre_transit', version, updatedAt: event.data.createdAt };
    case 'TrackingEventRecorded':
      return state.status === 'none'
        ? state
        : { ...state, status: event.data.status, trackingStatus: trackingStatusAfter(event.data.eventType) ?? state.trackingStatus, version, updatedAt: occurredAt };
    case 'ShipmentCancelled':
      return state.status === 'none' ? state : { ...state, status: 'cancelled', trackingStatus: 'cancelled', version, updatedAt: event.data.cancelledAt };
    case 'CarrierBooked': {
      const { carrierId, reference, sandbox } = event.data;
      return state.status === 'none' ? state : { ...state, version, carrier: { carrierId, reference, sandbox }, bookingFailed: false };
    }
    case 'CarrierBookingFailed':
      return state.status === 'none' ? state : { ...state, version, bookingFailed: true };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

export const fold = (events: { type: string; data: unknown; createdAt: string }[]): ShipmentState =>
  events.reduce((s, e) => evolve(s, e as ShipmentEvent, e.createdAt), initialState());
