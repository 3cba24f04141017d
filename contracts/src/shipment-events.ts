import type { Address, ItemDetails, TrackingEventType } from './shipments';

// ── Events of the shipment stream (`shipment-<id>`), past tense ─────────────
export const SHIPMENT_STREAM_TYPE = 'shipment';
export const shipmentStreamId = (shipmentId: string): string => `shipment-${shipmentId}`;

export type ShipmentCreated = {
  type: 'ShipmentCreated';
  data: {
    shipmentId: string;
    trackingNumber: string;
    ownerId: string;
    fromAddress: Address;
    toAddress: Address;
    itemDetails: ItemDetails;
    estimatedDelivery: string;
    createdAt: string;
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
    /** Status of the shipment after this event. */
    status: 'in_transit' | 'customs' | 'delivered';
  };
};

export type ShipmentCancelled = {
  type: 'ShipmentCancelled';
  data: { shipmentId: string; trackingNumber: string; reason: string; cancelledAt: string };
};

export type ShipmentEvent = ShipmentCreated | TrackingEventRecorded | ShipmentCancelled;
export const SHIPMENT_EVENT_TYPES: ShipmentEvent['type'][] = ['ShipmentCreated', 'TrackingEventRecorded', 'ShipmentCancelled'];
