import { MANIFEST_NOTICES, parcelsOf, type CreateShipmentInput, type ShipmentEvent } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { decide, type ShipmentCommand } from './decide';
import { ShipmentConflictError, ShipmentNotFoundError } from './errors';
import { evolve, initialState } from './shipment';

// ── A booked shipment joins its carrier's end-of-day manifest (issue 28 item 6), and is closed by it ──

const NOW = '2026-11-25T09:00:00.000Z';
const TN = '2PG-2026-000077';
const spec = DeciderSpecification.for({ decide, evolve: (s, e: ShipmentEvent) => evolve(s, e, NOW), initialState });

const input: CreateShipmentInput = {
  fromAddress: { name: 'A', address: '1 Main St', city: 'New York', country: 'United States', postalCode: '10001' },
  toAddress: { name: 'B', address: '2 Str', city: 'Berlin', country: 'Germany', postalCode: '10115' },
  itemDetails: { description: 'Books', weight: 2, value: 40 },
};
const created: ShipmentEvent = {
  type: 'ShipmentCreated',
  data: { shipmentId: 's1', trackingNumber: TN, ownerId: 'u1', ...input, estimatedDelivery: NOW, createdAt: NOW, parcels: parcelsOf(input) },
};
const booked: ShipmentEvent = {
  type: 'CarrierBooked',
  data: {
    shipmentId: 's1',
    trackingNumber: TN,
    carrierId: 'ups',
    carrierName: 'UPS',
    serviceId: 'ups-ground',
    serviceName: 'Ground',
    serviceLevel: 'standard',
    reference: '1Z999',
    sandbox: true,
    price: { amountMinor: 900, currency: 'USD' },
    route: [],
    label: { sortCode: 'A', routingCode: 'B' },
    estimatedDelivery: NOW,
    bookedAt: '2026-11-25T10:00:00.000Z',
  },
};
const manifest = (manifestId = 'm1', over: Partial<Extract<ShipmentCommand, { type: 'ManifestShipment' }>['data']> = {}): ShipmentCommand => ({
  type: 'ManifestShipment',
  data: { shipmentId: 's1', requestedBy: 'u1', manifestId, carrierId: 'ups', shipDate: '2026-11-25', now: '2026-11-25T17:00:00.000Z', ...over },
});
const manifested: ShipmentEvent = {
  type: 'ShipmentManifested',
  data: { shipmentId: 's1', trackingNumber: TN, manifestId: 'm1', carrierId: 'ups', shipDate: '2026-11-25', manifestedAt: '2026-11-25T17:00:00.000Z' },
};
const CLOSED = MANIFEST_NOTICES.alreadyManifested(TN, 'm1');

describe('ManifestShipment', () => {
  it('closes a booked shipment of that carrier and day', () => spec.given([created, booked]).when(manifest()).then([manifested]));
  it('is a no-op for the same manifest again (a retried request)', () => spec.given([created, booked, manifested]).when(manifest()).thenNothingHappened());
  it('refuses another manifest, naming the one that closed it', () => spec.given([created, booked, manifested]).when(manifest('m2')).thenThrows(ShipmentConflictError, CLOSED));
  it('refuses a shipment without a label', () =>
    spec
      .given([created])
      .when(manifest())
      .thenThrows(ShipmentConflictError, /has no label/));
  it('refuses another carrier or day', () => {
    spec
      .given([created, booked])
      .when(manifest('m1', { carrierId: 'dpd' }))
      .thenThrows(ShipmentConflictError, /booked with ups, not dpd/);
    spec
      .given([created, booked])
      .when(manifest('m1', { shipDate: '2026-11-24' }))
      .thenThrows(ShipmentConflictError, /booked on 2026-11-25/);
  });
  it('refuses a shipment the carrier picked up', () => {
    const pickedUp: ShipmentEvent = {
      type: 'TrackingEventRecorded',
      data: { shipmentId: 's1', trackingNumber: TN, eventType: 'picked_up', description: 'Picked up', location: 'Berlin', timestamp: NOW, status: 'in_transit' },
    };
    spec
      .given([created, booked, pickedUp])
      .when(manifest())
      .thenThrows(ShipmentConflictError, /carrier has it already/);
  });
  it('is not found for another shipper', () =>
    spec
      .given([created, booked])
      .when(manifest('m1', { requestedBy: 'u2' }))
      .thenThrows(ShipmentNotFoundError));
});

describe('a manifested shipment', () => {
  it('cannot be voided', () =>
    spec
      .given([created, booked, manifested])
      .when({ type: 'VoidLabel', data: { shipmentId: 's1', requestedBy: 'u1', staff: false, reason: 'x', refundId: 'r1', now: NOW } })
      .thenThrows(ShipmentConflictError, CLOSED));
  it('cannot be cancelled', () =>
    spec
      .given([created, booked, manifested])
      .when({ type: 'CancelShipment', data: { shipmentId: 's1', reason: 'x', now: NOW, requestedBy: 'u1', staff: false } })
      .thenThrows(ShipmentConflictError, CLOSED));
});
