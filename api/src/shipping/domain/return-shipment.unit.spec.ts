import { RETURN_NOTICES, parcelsOf, type CreateShipmentInput, type Customs, type ShipmentEvent } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { decide, type ShipmentCommand } from './decide';
import { ShipmentConflictError, ShipmentNotFoundError } from './errors';
import { evolve, fold, initialState } from './shipment';
import { returnCustoms, returnInput } from './return-shipment';

// ── Returns (issue 28 item 2): decided on the original's stream; what the return ships ──

const NOW = '2026-11-25T09:00:00.000Z';
const TN = '2PG-2026-000088';
const spec = DeciderSpecification.for({ decide, evolve: (s, e: ShipmentEvent) => evolve(s, e, NOW), initialState });

const customs: Customs = {
  contentType: 'merchandise',
  incoterm: 'DAP',
  items: [{ description: 'Boots', quantity: 1, unitValue: { amountMinor: 9900, currency: 'USD' }, hsCode: '640399', originCountry: 'US', weight: { value: 1.5, unit: 'kg' } }],
  exporterTaxIds: [{ type: 'EIN', value: '12-3456789' }],
};
const input: CreateShipmentInput = {
  fromAddress: { name: 'Shop', address: '1 Main St', city: 'New York', country: 'United States', postalCode: '10001' },
  toAddress: { name: 'Customer', address: '2 Str', city: 'Berlin', country: 'Germany', postalCode: '10115' },
  itemDetails: { description: 'Boots', weight: 1.5, value: 99 },
  parcels: [{ weight: { value: 1.5, unit: 'kg' }, dimensions: { length: 30, width: 20, height: 12, unit: 'cm' }, packaging: 'box' }],
  customs,
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
    bookedAt: NOW,
  },
};
const scan = (eventType: 'pickup' | 'delivered', status: 'in_transit' | 'delivered'): ShipmentEvent => ({
  type: 'TrackingEventRecorded',
  data: { shipmentId: 's1', trackingNumber: TN, eventType, description: eventType, location: 'Berlin', timestamp: NOW, status },
});
const pickedUp = scan('pickup', 'in_transit');
const delivered = scan('delivered', 'delivered');

type RequestData = Extract<ShipmentCommand, { type: 'RequestReturn' }>['data'];
const request = (over: Partial<RequestData> = {}): ShipmentCommand => ({
  type: 'RequestReturn',
  data: { shipmentId: 's1', requestedBy: 'u1', returnShipmentId: 'r1', returnTrackingNumber: 'RTN1', reason: 'damaged', channel: 'shipper', now: NOW, openReturn: false, ...over },
});
const requested = (returnShipmentId = 'r1', returnTrackingNumber = 'RTN1'): ShipmentEvent => ({
  type: 'ReturnRequested',
  data: { shipmentId: 's1', trackingNumber: TN, ownerId: 'u1', returnShipmentId, returnTrackingNumber, reason: 'damaged', channel: 'shipper', requestedAt: NOW },
});

describe('RequestReturn', () => {
  it('records the return of a shipment in transit', () => spec.given([created, booked, pickedUp]).when(request()).then([requested()]));
  it('records the return of a delivered shipment, with its channel and note', () =>
    spec
      .given([created, booked, pickedUp, delivered])
      .when(request({ reason: 'other', note: 'Too small', channel: 'portal', requestedBy: null }))
      .then([{ type: 'ReturnRequested', data: { ...requested().data, reason: 'other', note: 'Too small', channel: 'portal' } }]));
  it('is a no-op for the same return again (a retried request)', () => spec.given([created, booked, pickedUp, requested()]).when(request()).thenNothingHappened());
  it('refuses a second return while the first is open, and allows it once the first is cancelled', () => {
    spec
      .given([created, booked, pickedUp, requested()])
      .when(request({ returnShipmentId: 'r2', openReturn: true }))
      .thenThrows(ShipmentConflictError, RETURN_NOTICES.openReturn(TN, 'RTN1'));
    spec
      .given([created, booked, pickedUp, requested()])
      .when(request({ returnShipmentId: 'r2', returnTrackingNumber: 'RTN2', openReturn: false }))
      .then([requested('r2', 'RTN2')]);
  });
  it('refuses a pending shipment, a cancelled one, and one never booked', () => {
    spec
      .given([created, booked])
      .when(request())
      .thenThrows(ShipmentConflictError, /only a shipment in transit or delivered/);
    spec
      .given([created, { type: 'ShipmentCancelled', data: { shipmentId: 's1', trackingNumber: TN, reason: 'x', cancelledAt: NOW } }])
      .when(request())
      .thenThrows(ShipmentConflictError, /is Cancelled/);
    spec.given([created, pickedUp]).when(request()).thenThrows(ShipmentConflictError, RETURN_NOTICES.neverBooked(TN));
  });
  it('refuses a return of a return', () => {
    const ofReturn: ShipmentEvent = {
      type: 'ShipmentCreated',
      data: { ...(created.data as object), returnOf: { shipmentId: 's0', trackingNumber: 'T0', reason: 'damaged', channel: 'shipper' } },
    } as ShipmentEvent;
    spec.given([ofReturn, booked, pickedUp]).when(request()).thenThrows(ShipmentConflictError, RETURN_NOTICES.isReturn(TN));
  });
  it('is not found for another shipper', () =>
    spec
      .given([created, booked, pickedUp])
      .when(request({ requestedBy: 'u2' }))
      .thenThrows(ShipmentNotFoundError));
});

describe('what a return ships', () => {
  const state = fold([created, booked, pickedUp].map((e) => ({ ...e, createdAt: NOW })));
  if (state.status === 'none') throw new Error('folded to nothing');
  it('swaps the addresses and keeps the item and parcels, rated by its shipper', () => {
    const ret = returnInput(state);
    expect(ret.fromAddress).toEqual(input.toAddress);
    expect(ret.toAddress).toEqual(input.fromAddress);
    expect(ret.itemDetails).toEqual(input.itemDetails);
    expect(parcelsOf(ret)).toEqual(state.parcels);
    expect(ret.rateSelection).toBe('manual');
  });
  it('declares the goods as a return, the parties’ tax ids swapped', () => {
    expect(returnCustoms(customs)).toEqual({ ...customs, contentType: 'return', exporterTaxIds: undefined, importerTaxIds: customs.exporterTaxIds });
    expect(returnCustoms(customs)).not.toHaveProperty('exporterTaxIds');
  });
});
