import type { CarrierBooked, ShipmentEvent } from '@waypost/contracts';
import { decide, type ShipmentCommand } from './decide';
import { ShipmentConflictError, ShipmentNotFoundError } from './errors';
import { evolve, initialState, type ShipmentState } from './shipment';

// ── BookCarrier / RecordCarrierBookingFailure as specifications: given events, when command, then events ──

const NOW = '2026-11-22T10:00:00.000Z';
const created: ShipmentEvent = {
  type: 'ShipmentCreated',
  data: {
    shipmentId: 's1',
    trackingNumber: '2PG-2026-000001',
    ownerId: 'u1',
    fromAddress: { name: 'A', address: '1 St', city: 'Berlin', country: 'Germany', postalCode: '' },
    toAddress: { name: 'B', address: '2 St', city: 'Paris', country: 'France', postalCode: '' },
    itemDetails: { description: 'Books', weight: 2, value: 40 },
    estimatedDelivery: NOW,
    createdAt: NOW,
  },
};
const booking: Omit<CarrierBooked['data'], 'trackingNumber'> = {
  shipmentId: 's1',
  carrierId: 'dpd',
  carrierName: 'DPD',
  serviceId: 'classic',
  serviceName: 'DPD Classic',
  serviceLevel: 'standard',
  reference: 'SBX-DPD-0000000001',
  sandbox: true,
  price: { amountMinor: 1234, currency: 'EUR' },
  route: ['Aschaffenburg, Germany', 'Lyon, France'],
  label: { sortCode: 'FR-LYS', routingCode: 'DE-FR-STA' },
  estimatedDelivery: NOW,
  bookedAt: NOW,
};
const booked: ShipmentEvent = { type: 'CarrierBooked', data: { ...booking, trackingNumber: '2PG-2026-000001' } };
const pickedUp: ShipmentEvent = {
  type: 'TrackingEventRecorded',
  data: { shipmentId: 's1', trackingNumber: '2PG-2026-000001', eventType: 'pickup', description: 'Picked up', location: 'Berlin', timestamp: NOW, status: 'in_transit' },
};

const given = (events: ShipmentEvent[]) => ({
  when: (command: ShipmentCommand) => {
    const state: ShipmentState = events.reduce((s, e) => evolve(s, e, NOW), initialState());
    return {
      then: (expected: ShipmentEvent[]) => expect(decide(command, state)).toEqual(expected),
      thenThrows: (error: new (...args: never[]) => Error) => expect(() => decide(command, state)).toThrow(error),
    };
  },
});

describe('BookCarrier', () => {
  it('books a pending shipment', () => given([created]).when({ type: 'BookCarrier', data: booking }).then([booked]));
  it('refuses a second booking', () => given([created, booked]).when({ type: 'BookCarrier', data: { ...booking, carrierId: 'gls' } }).thenThrows(ShipmentConflictError));
  it('refuses a shipment that is already on its way', () => given([created, pickedUp]).when({ type: 'BookCarrier', data: booking }).thenThrows(ShipmentConflictError));
  it('refuses an unknown shipment', () => given([]).when({ type: 'BookCarrier', data: booking }).thenThrows(ShipmentNotFoundError));
  it('remembers the carrier in the state', () => {
    const state = [created, booked].reduce((s, e) => evolve(s, e, NOW), initialState());
    expect(state).toMatchObject({ status: 'pending', version: 2, carrier: { carrierId: 'dpd', reference: 'SBX-DPD-0000000001', sandbox: true } });
  });
});

describe('RecordCarrierBookingFailure', () => {
  const failure = { shipmentId: 's1', carrierId: null, reason: 'No carrier serves Brazil yet', sandbox: true, failedAt: NOW };
  it('records why no carrier took the shipment', () =>
    given([created]).when({ type: 'RecordCarrierBookingFailure', data: failure }).then([{ type: 'CarrierBookingFailed', data: { ...failure, trackingNumber: '2PG-2026-000001' } }]));
  it('is refused once a carrier has booked it', () => given([created, booked]).when({ type: 'RecordCarrierBookingFailure', data: failure }).thenThrows(ShipmentConflictError));
});
