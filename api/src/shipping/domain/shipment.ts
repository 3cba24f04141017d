import {
  type CarrierBooked,
  parcelsOfCreated,
  trackingStatusAfter,
  type Address,
  type Customs,
  type ItemDetails,
  type ReturnOf,
  type Parcel,
  type Rate,
  type RateSource,
  type ShipmentEvent,
  type ShipmentStatus,
  type TrackingStatus,
} from '@waypost/contracts';

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
      /** The parcels (issue 24): what is priced and labelled, the item's one parcel for a v1 shipment (upcast). */
      parcels: Parcel[];
      /** v2: the customs declaration (international lanes, when the shipper gave one). */
      customs?: Customs;
      estimatedDelivery: string;
      createdAt: string;
      updatedAt: string;
      /** The carrier that took the shipment (set by CarrierBooked, cleared by LabelVoided); `booking` is what it booked. */
      carrier?: { carrierId: string; reference: string; sandbox: boolean; price: { amountMinor: number; currency: string }; booking: CarrierBooked['data'] };
      /** A carrier booking failed and no carrier holds the shipment. */
      bookingFailed?: boolean;
      /** Issue 24: the shipment waits for its shipper to buy a rate (created `manual`, or its label was voided). */
      awaitingRate: boolean;
      /** Every rate recorded on the stream (ShipmentRated), oldest first; each carries its own expiry. */
      rates: Rate[];
      /** The latest rating: when it was quoted, until when its rates can be bought, how they were priced. */
      rating?: { rateIds: string[]; quotedAt: string; expiresAt: string; source: RateSource };
      /** The rate bought and not voided. */
      purchase?: { rateId: string; rate: Rate; purchasedAt: string };
      /** Issue 27: voided labels of real providers whose refund waits for the provider's answer (provider-void.ts). */
      voids?: PendingVoid[];
      /** Issue 28: the end-of-day manifest that lists the shipment (it can no longer be voided). */
      manifest?: { manifestId: string; shipDate: string };
      /** Issue 28: the shipment this one returns (from its ShipmentCreated). */
      returnOf?: ReturnOf;
      /** Issue 28: the returns created for this shipment, oldest first (ReturnRequested). */
      returns?: { shipmentId: string; trackingNumber: string }[];
    };

/** A voided label whose provider has not answered yet: its refund, and what a refusal puts back. */
export interface PendingVoid {
  refundId: string;
  carrierId: string;
  reference: string;
  rateId: string | null;
  amountMinor: number;
  currency: string;
  provider: string;
  /** The booking and purchase the void cleared (the label stands again if the provider refuses). */
  cleared: { booking: CarrierBooked['data']; purchase: { rateId: string; rate: Rate; purchasedAt: string } | null } | null;
}

export const initialState = (): ShipmentState => ({ status: 'none', version: 0 });

export function evolve(state: ShipmentState, event: ShipmentEvent, occurredAt: string): ShipmentState {
  const version = state.version + 1;
  switch (event.type) {
    case 'ShipmentCreated': {
      const { rateSelection, ...data } = event.data;
      const parcels = parcelsOfCreated(data);
      return { ...data, parcels, status: 'pending', trackingStatus: 'pre_transit', version, updatedAt: data.createdAt, awaitingRate: rateSelection === 'manual', rates: [] };
    }
    case 'TrackingEventRecorded':
      return state.status === 'none'
        ? state
        : { ...state, status: event.data.status, trackingStatus: trackingStatusAfter(event.data.eventType) ?? state.trackingStatus, version, updatedAt: occurredAt };
    case 'ShipmentCancelled':
      return state.status === 'none' ? state : { ...state, status: 'cancelled', trackingStatus: 'cancelled', version, updatedAt: event.data.cancelledAt };
    case 'CarrierBooked': {
      const { carrierId, reference, sandbox, price } = event.data;
      return state.status === 'none' ? state : { ...state, version, carrier: { carrierId, reference, sandbox, price, booking: event.data }, bookingFailed: false };
    }
    case 'CarrierBookingFailed':
      return state.status === 'none' ? state : { ...state, version, bookingFailed: true };
    case 'LabelVoidRefused':
      return state.status === 'none' ? state : evolveVoidRefused(state, event, version);
    case 'ShipmentManifested':
      return state.status === 'none' ? state : { ...state, version, manifest: { manifestId: event.data.manifestId, shipDate: event.data.shipDate } };
    case 'ReturnRequested': {
      const added = { shipmentId: event.data.returnShipmentId, trackingNumber: event.data.returnTrackingNumber };
      return state.status === 'none' ? state : { ...state, version, returns: [...(state.returns ?? []), added] };
    }
    default:
      return state.status === 'none' ? state : evolveRates(state, event, version);
  }
}

type Existing = Exclude<ShipmentState, { status: 'none' }>;
type RateEventOf = Extract<ShipmentEvent, { type: 'ShipmentRated' | 'RatePurchased' | 'LabelVoided' | 'RefundIssued' }>;

/** Rate shopping and purchase (issue 24): rates recorded, one bought, its label voided and refunded. */
function evolveRates(state: Existing, event: RateEventOf, version: number): ShipmentState {
  switch (event.type) {
    case 'ShipmentRated': {
      const { rates, quotedAt, expiresAt, source } = event.data;
      return { ...state, version, rates: [...state.rates, ...rates], rating: { rateIds: rates.map((r) => r.id), quotedAt, expiresAt, source } };
    }
    case 'RatePurchased': {
      const { rateId, rate, purchasedAt } = event.data;
      return { ...state, version, awaitingRate: false, purchase: { rateId, rate, purchasedAt } };
    }
    case 'LabelVoided': {
      const { carrier, purchase, ...rest } = state;
      const refund = event.data.refund;
      if (!refund) return { ...rest, version, awaitingRate: true, updatedAt: event.data.voidedAt };
      const { carrierId, reference, rateId } = event.data;
      const cleared = carrier ? { booking: carrier.booking, purchase: purchase ?? null } : null;
      const pending: PendingVoid = {
        refundId: refund.refundId,
        carrierId,
        reference,
        rateId,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        provider: refund.provider,
        cleared,
      };
      return { ...rest, version, awaitingRate: true, updatedAt: event.data.voidedAt, voids: [...(state.voids ?? []), pending] };
    }
    case 'RefundIssued': {
      const { voids: _answered, ...rest } = state;
      return { ...rest, version, ...settled(state, event.data.refundId) };
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

/** The voids still waiting once `refundId` is answered (no key at all when none waits). */
function settled(state: Existing, refundId: string): Pick<Existing, 'voids'> {
  const voids = (state.voids ?? []).filter((v) => v.refundId !== refundId);
  return voids.length ? { voids } : {};
}

/** The provider refused a void: no refund; the label stands again when the refusal restores it. */
function evolveVoidRefused(state: Existing, event: Extract<ShipmentEvent, { type: 'LabelVoidRefused' }>, version: number): ShipmentState {
  const { voids: _answered, ...rest } = state;
  const base = { ...rest, version, ...settled(state, event.data.refundId) };
  const restored = event.data.restored;
  if (!restored) return base;
  const { carrierId, reference, sandbox, price } = restored.booking;
  const carrier = { carrierId, reference, sandbox, price, booking: restored.booking };
  return { ...base, awaitingRate: false, carrier, ...(restored.purchase ? { purchase: restored.purchase } : {}), updatedAt: event.data.refusedAt };
}

export const fold = (events: { type: string; data: unknown; createdAt: string }[]): ShipmentState =>
  events.reduce((s, e) => evolve(s, e as ShipmentEvent, e.createdAt), initialState());
