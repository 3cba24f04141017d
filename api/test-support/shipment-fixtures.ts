import type { CreateShipmentInput, ShipmentCreated, ShipmentEvent, TrackingEventRecorded } from '@waypost/contracts';
import { DeciderSpecification } from './decider-specification';
import { decide, type LaneCheck, type ShipmentCommand } from '../src/shipping/domain/decide';
import { evolve, initialState } from '../src/shipping/domain/shipment';

// ── One shipment's commands and events, for the shipping decider specifications (api/src/shipping/domain) ──

export type ShipmentCreatedData = ShipmentCreated['data'];
export const NOW = '2026-11-22T10:00:00.000Z';
export const LATER = '2026-11-23T08:30:00.000Z';
export const spec = DeciderSpecification.for({ decide, evolve: (s, e: ShipmentEvent) => evolve(s, e, NOW), initialState });

export const input: CreateShipmentInput = {
  fromAddress: { name: 'A', address: '1 St', city: 'Berlin', country: 'Germany', postalCode: '' },
  toAddress: { name: 'B', address: '2 St', city: 'Paris', country: 'France', postalCode: '' },
  itemDetails: { description: 'Books', weight: 2, value: 40 },
};
export const created: ShipmentEvent = {
  type: 'ShipmentCreated',
  data: {
    shipmentId: 's1',
    trackingNumber: '2PG-2026-000001',
    ownerId: 'u1',
    ...input,
    estimatedDelivery: NOW,
    createdAt: NOW,
    parcels: [{ weight: { value: 2, unit: 'kg' }, packaging: 'custom', weightKg: 2 }],
  },
};
export const create = (lane: LaneCheck): ShipmentCommand => ({
  type: 'CreateShipment',
  data: { shipmentId: 's1', trackingNumber: '2PG-2026-000001', ownerId: 'u1', input, now: NOW, lane },
});
export const SERVED: LaneCheck = { served: true, transitDays: 3, international: true };

export type TrackingType = TrackingEventRecorded['data']['eventType'];
export const track = (eventType: TrackingType): ShipmentCommand => ({
  type: 'RecordTrackingEvent',
  data: { shipmentId: 's1', eventType, description: `${eventType} scan`, location: 'Lyon', timestamp: LATER },
});
export const tracked = (eventType: TrackingType, status: TrackingEventRecorded['data']['status']): ShipmentEvent => ({
  type: 'TrackingEventRecorded',
  data: { shipmentId: 's1', trackingNumber: '2PG-2026-000001', eventType, description: `${eventType} scan`, location: 'Lyon', timestamp: LATER, status },
});
export const cancel = (requestedBy: string, staff = false): ShipmentCommand => ({
  type: 'CancelShipment',
  data: { shipmentId: 's1', reason: 'changed my mind', now: LATER, requestedBy, staff },
});
export const cancelled: ShipmentEvent = { type: 'ShipmentCancelled', data: { shipmentId: 's1', trackingNumber: '2PG-2026-000001', reason: 'changed my mind', cancelledAt: LATER } };
