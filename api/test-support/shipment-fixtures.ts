import {
  SHIPMENT_STREAM_TYPE,
  shipmentStreamId,
  type CarrierBooked,
  type CreateShipmentInput,
  type EventStore,
  type ShipmentCreated,
  type ShipmentEvent,
  type TrackingEventRecorded,
} from '@waypost/contracts';
import { DeciderSpecification } from './decider-specification';
import { commandContext, toNewEvents } from '../src/platform/event-store/command-context';
import { decide, type LaneCheck, type ShipmentCommand } from '../src/shipping/domain/decide';
import { evolve, initialState } from '../src/shipping/domain/shipment';

// ── One shipment's commands and events, for the shipping decider specifications (api/src/shipping/domain), and a
// sandbox carrier's booking of a real shipment, for the integration specs (the carrier workers are off in tests) ──

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

// ── A sandbox carrier books a shipment (integration specs) ──────────────────

type BookedShipment = { id: string; trackingNumber: string };

/** What a sandbox carrier reports when it books the shipment: DHL Express Worldwide, unless `booking` says otherwise. */
export const carrierBooking = (shipment: BookedShipment, booking: Partial<CarrierBooked['data']> = {}): CarrierBooked['data'] => ({
  shipmentId: shipment.id,
  trackingNumber: shipment.trackingNumber,
  carrierId: 'dhl',
  carrierName: 'DHL Express',
  serviceId: 'dhl-express',
  serviceName: 'Express Worldwide',
  serviceLevel: 'express',
  reference: `SBX-${shipment.trackingNumber}`,
  sandbox: true,
  price: { amountMinor: 4200, currency: 'EUR' },
  route: ['Leipzig'],
  label: { sortCode: 'A1', routingCode: 'R1' },
  estimatedDelivery: '2026-12-01T00:00:00.000Z',
  bookedAt: NOW,
  ...booking,
});

/** A carrier's scan of the booked shipment: its pickup, unless `scan` says otherwise. */
export const carrierScan = (shipment: BookedShipment, scan: Partial<TrackingEventRecorded['data']> = {}): TrackingEventRecorded['data'] => ({
  shipmentId: shipment.id,
  trackingNumber: shipment.trackingNumber,
  eventType: 'pickup',
  description: 'Picked up by DHL',
  location: 'Berlin',
  timestamp: '2026-11-22T11:00:00.000Z',
  status: 'in_transit',
  ...scan,
});

/**
 * Appends a sandbox carrier's booking of the shipment to its stream, as the carrier workers would, at the stream's
 * current version; then the carrier's `scans` (none unless given). `carrier` is the acting carrier's id.
 */
export async function bookBySandboxCarrier(
  store: EventStore,
  shipment: BookedShipment,
  options: { booking?: Partial<CarrierBooked['data']>; scans?: Partial<TrackingEventRecorded['data']>[]; carrier?: string } = {},
): Promise<void> {
  const streamId = shipmentStreamId(shipment.id);
  const version = (await store.readStream(streamId)).length;
  const ctx = commandContext({ actor: { kind: 'carrier', id: options.carrier ?? 'sandbox-dhl' } });
  const events: ShipmentEvent[] = [
    { type: 'CarrierBooked', data: carrierBooking(shipment, options.booking) },
    ...(options.scans ?? []).map((scan): ShipmentEvent => ({ type: 'TrackingEventRecorded', data: carrierScan(shipment, scan) })),
  ];
  await store.append(streamId, SHIPMENT_STREAM_TYPE, version, toNewEvents(ctx, events));
}
