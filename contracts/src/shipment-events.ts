import type { StoredAddress } from './addresses';
import type { Rate, RateEvent } from './rates';
import type { ItemDetails, Shipment, ShipmentStatus, TrackingEventType } from './shipments';
import { parcelFromItem, totalWeightKg, type Parcel } from './parcels';
import type { Customs, DutiesEstimate } from './customs';
import type { DangerousGoodsFlag } from './dangerous-goods';
import type { ReturnOf, ReturnRequested } from './returns';

// ── Events of the shipment stream (`shipment-<id>`), past tense ─────────────
export const SHIPMENT_STREAM_TYPE = 'shipment';
export const shipmentStreamId = (shipmentId: string): string => `shipment-${shipmentId}`;

export type ShipmentCreated = {
  type: 'ShipmentCreated';
  data: {
    shipmentId: string;
    trackingNumber: string;
    ownerId: string;
    fromAddress: StoredAddress;
    toAddress: StoredAddress;
    itemDetails: ItemDetails;
    estimatedDelivery: string;
    createdAt: string;
    /** Issue 24: present (`manual`) only when the shipper buys a rate; absent means the dispatcher books it. */
    rateSelection?: 'manual';
    /** Schema v2 (issue 24): the parcels, converted once; v1 events are upcast with one parcel from itemDetails. */
    parcels: Parcel[];
    /** v2: the customs declaration (international lanes only, when the shipper gave one). */
    customs?: Customs;
    /** v2: the compliance engine's duties estimate at creation (with customs only). */
    dutiesEstimate?: DutiesEstimate;
    /** Issue 26: the declared items that are dangerous goods, as the compliance engine flagged them at creation (absent: none). */
    dangerousGoods?: DangerousGoodsFlag[];
    /** Issue 28: this shipment is a return of another (returns.ts); absent on every other shipment. */
    returnOf?: ReturnOf;
  };
};

export type TrackingEventRecorded = {
  type: 'TrackingEventRecorded';
  data: {
    shipmentId: string;
    trackingNumber: string;
    eventType: Exclude<TrackingEventType, 'created'>;
    description: string;
    location: string;
    timestamp: string;
    /** The spec's screen status of the shipment after this event (its tracking status follows from eventType). */
    status: Exclude<ShipmentStatus, 'cancelled'>;
  };
};

export type ShipmentCancelled = {
  type: 'ShipmentCancelled';
  data: { shipmentId: string; trackingNumber: string; reason: string; cancelledAt: string };
};

// ── Carrier events (issue 3): what a carrier adapter reported, so it is all in the history ──

/** What a carrier confirmed when it took the shipment. Sandbox bookings say so (`sandbox: true`). */
export type CarrierBooked = {
  type: 'CarrierBooked';
  data: {
    shipmentId: string;
    trackingNumber: string;
    carrierId: string;
    carrierName: string;
    serviceId: string;
    serviceName: string;
    serviceLevel: string;
    /** The carrier's own reference (waybill / consignment number). */
    reference: string;
    sandbox: boolean;
    price: { amountMinor: number; currency: string };
    /** Hub cities the carrier plans to route through, in order. */
    route: string[];
    /** Label data the carrier returned (the PDF is rendered from it and the shipment). */
    label: { sortCode: string; routingCode: string };
    estimatedDelivery: string;
    bookedAt: string;
    /** Re-booking (issue 7): the carrier this booking replaces while the shipment still waits for pickup. */
    replaces?: string;
    /**
     * Issue 27: the real provider that sold the label (absent: the sandbox network). `reference` is then the carrier's
     * tracking number, `shipmentRef` the provider's own id of the bought shipment, and the label is the provider's file.
     */
    provider?: { id: string; name: string; account: string; mode: 'test' | 'live'; shipmentRef: string; labelFormat: string };
  };
};

/**
 * No carrier took the shipment. carrierId names a carrier that refused (the dispatcher tries another); null means no
 * carrier will take it (none serves the lane now, or every re-booking failed): the shipment needs its shipper.
 */
export type CarrierBookingFailed = {
  type: 'CarrierBookingFailed';
  data: { shipmentId: string; trackingNumber: string; carrierId: string | null; reason: string; sandbox: boolean; failedAt: string };
};

/**
 * Issue 27: the provider that sold a voided label refused the void (the carrier scanned it, the void window closed,
 * the carrier rejected the refund), in its own words (`reason`): nothing is refunded. The label stands again when the
 * shipment has not been bought anew since the void: `restored` is then the booking and purchase the void cleared, and
 * the shipment holds them as before; null when another label holds the shipment (or it was cancelled) meanwhile.
 */
export type LabelVoidRefused = {
  type: 'LabelVoidRefused';
  data: {
    shipmentId: string;
    trackingNumber: string;
    carrierId: string;
    reference: string;
    refundId: string;
    rateId: string | null;
    amountMinor: number;
    currency: string;
    reason: string;
    refusedAt: string;
    restored: { booking: CarrierBooked['data']; purchase: { rateId: string; rate: Rate; purchasedAt: string } | null } | null;
  };
};

/**
 * Issue 28: the shipment is listed on an end-of-day manifest (manifests.ts) for its carrier: it can no longer be voided
 * or listed on another manifest.
 */
export type ShipmentManifested = {
  type: 'ShipmentManifested';
  data: { shipmentId: string; trackingNumber: string; manifestId: string; carrierId: string; shipDate: string; manifestedAt: string };
};

export type ShipmentEvent =
  ShipmentCreated | TrackingEventRecorded | ShipmentCancelled | CarrierBooked | CarrierBookingFailed | RateEvent | LabelVoidRefused | ShipmentManifested | ReturnRequested;
export const SHIPMENT_EVENT_TYPES: ShipmentEvent['type'][] = [
  'ShipmentCreated',
  'TrackingEventRecorded',
  'ShipmentCancelled',
  'CarrierBooked',
  'CarrierBookingFailed',
  'ShipmentRated',
  'RatePurchased',
  'LabelVoided',
  'RefundIssued',
  'LabelVoidRefused',
  'ShipmentManifested',
  'ReturnRequested',
];

/** The shipment as it reads right after its ShipmentCreated event (the stream's version 1 unless told). */
export function shipmentFromCreated(data: ShipmentCreated['data'], version = 1): Shipment {
  const parcels = parcelsOfCreated(data);
  return {
    id: data.shipmentId,
    trackingNumber: data.trackingNumber,
    status: 'pending',
    fromAddress: data.fromAddress,
    toAddress: data.toAddress,
    itemDetails: data.itemDetails,
    estimatedDelivery: data.estimatedDelivery,
    createdAt: data.createdAt,
    updatedAt: data.createdAt,
    version,
    estimateSource: 'quote',
    attention: null,
    trackingStatus: 'pre_transit',
    parcels,
    totalWeightKg: totalWeightKg(parcels),
    customs: data.customs ?? null,
    dutiesEstimate: data.dutiesEstimate ?? null,
    ...(data.dangerousGoods?.length ? { dangerousGoods: data.dangerousGoods } : {}),
    ...(data.returnOf ? { returnOf: { shipmentId: data.returnOf.shipmentId, trackingNumber: data.returnOf.trackingNumber, reason: data.returnOf.reason } } : {}),
  };
}

/**
 * The parcels of a ShipmentCreated. Stored v1 events are upcast with them; this also covers a v2 event some writer
 * appended without them (tests and generated histories that spell the event out), so no reader fails on one.
 */
export const parcelsOfCreated = (data: Pick<ShipmentCreated['data'], 'parcels' | 'itemDetails'>): Parcel[] =>
  Array.isArray(data.parcels) ? data.parcels : [parcelFromItem(data.itemDetails)];
