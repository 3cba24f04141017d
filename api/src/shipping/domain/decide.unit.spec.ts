import type { CarrierBooked, ShipmentEvent } from '@waypost/contracts';
import { decide } from './decide';
import { LaneNotServedError, ShipmentConflictError, ShipmentInvalidError, ShipmentNotFoundError } from './errors';
import { evolve, initialState } from './shipment';
import { NOW, SERVED, cancel, cancelled, create, created, input, spec, track, tracked, type ShipmentCreatedData } from '../../../test-support/shipment-fixtures';

// ── The shipment's decide as specifications: given events, when a command, then events (or the error) ──

describe('CreateShipment', () => {
  it("creates a shipment on a served lane, due after the lane's transit days", () =>
    spec
      .given([])
      .when(create(SERVED))
      .then([{ ...created, data: { ...created.data, estimatedDelivery: '2026-11-25T10:00:00.000Z' } }]));
  it('refuses a lane no carrier serves, naming the lane and why', () =>
    spec
      .given([])
      .when(create({ served: false, from: 'Germany', to: 'Antarctica', field: 'toAddress.country', reason: 'no carrier delivers there' }))
      .thenThrows(LaneNotServedError, 'No carrier serves Germany → Antarctica: no carrier delivers there'));
  it('refuses a shipment id that exists already', () => spec.given([created]).when(create(SERVED)).thenThrows(ShipmentConflictError, 'Shipment s1 exists already'));
  it('tells the field of a refused lane', () =>
    expect(() => decide(create({ served: false, from: 'Germany', to: 'Antarctica', field: 'toAddress.country', reason: 'no carrier' }), initialState())).toThrow(
      expect.objectContaining({ issues: [{ field: 'toAddress.country', message: 'no carrier' }] }),
    ));
});

describe('RecordTrackingEvent', () => {
  it('a pickup puts a pending shipment in transit', () =>
    spec
      .given([created])
      .when(track('pickup'))
      .then([tracked('pickup', 'in_transit')]));
  it('customs, then transit, then delivery follow the lifecycle', () => {
    spec
      .given([created, tracked('pickup', 'in_transit')])
      .when(track('customs'))
      .then([tracked('customs', 'customs')]);
    spec
      .given([created, tracked('pickup', 'in_transit'), tracked('customs', 'customs')])
      .when(track('transit'))
      .then([tracked('transit', 'in_transit')]);
    spec
      .given([created, tracked('pickup', 'in_transit')])
      .when(track('delivered'))
      .then([tracked('delivered', 'delivered')]);
  });
  it('a pending shipment cannot be delivered', () =>
    spec.given([created]).when(track('delivered')).thenThrows(ShipmentConflictError, 'A delivered event is not allowed while the shipment is Pending'));
  it('a delivered shipment takes no more events', () =>
    spec
      .given([created, tracked('pickup', 'in_transit'), tracked('delivered', 'delivered')])
      .when(track('transit'))
      .thenThrows(ShipmentConflictError, 'A transit event is not allowed while the shipment is Delivered'));
  it('a cancelled shipment takes no pickup', () =>
    spec.given([created, cancelled]).when(track('pickup')).thenThrows(ShipmentConflictError, 'A pickup event is not allowed while the shipment is Cancelled'));
  it('an unknown shipment is not found', () => spec.given([]).when(track('pickup')).thenThrows(ShipmentNotFoundError, 'Shipment s1 not found'));
});

describe('CancelShipment', () => {
  it('the owner cancels a pending shipment', () => spec.given([created]).when(cancel('u1')).then([cancelled]));
  it("staff cancel anyone's pending shipment", () => spec.given([created]).when(cancel('agent-1', true)).then([cancelled]));
  it('another user does not see it (not found)', () => spec.given([created]).when(cancel('u2')).thenThrows(ShipmentNotFoundError, 'Shipment s1 not found'));
  it('a shipment on its way can no longer be cancelled', () =>
    spec
      .given([created, tracked('pickup', 'in_transit')])
      .when(cancel('u1'))
      .thenThrows(ShipmentConflictError, 'A shipment that is In Transit can no longer be cancelled'));
  it('cancelling twice is a conflict', () =>
    spec.given([created, cancelled]).when(cancel('u1')).thenThrows(ShipmentConflictError, 'A shipment that is Cancelled can no longer be cancelled'));
  it('an unknown shipment is not found, even for staff', () => spec.given([]).when(cancel('agent-1', true)).thenThrows(ShipmentNotFoundError));
});

// ── Carrier booking: one carrier per shipment, only while it waits for pickup ──

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
const pickedUp = tracked('pickup', 'in_transit');

describe('BookCarrier', () => {
  it('books a pending shipment', () => spec.given([created]).when({ type: 'BookCarrier', data: booking }).then([booked]));
  it('refuses a second booking', () =>
    spec
      .given([created, booked])
      .when({ type: 'BookCarrier', data: { ...booking, carrierId: 'gls' } })
      .thenThrows(ShipmentConflictError, 'Shipment s1 is already booked with dpd'));
  it('re-books when the booking names the carrier it replaces', () => {
    const rebooking = { ...booking, carrierId: 'gls', replaces: 'dpd' };
    spec
      .given([created, booked])
      .when({ type: 'BookCarrier', data: rebooking })
      .then([{ type: 'CarrierBooked', data: { ...rebooking, trackingNumber: '2PG-2026-000001' } }]);
  });
  it('refuses a shipment that is already on its way', () =>
    spec
      .given([created, pickedUp])
      .when({ type: 'BookCarrier', data: booking })
      .thenThrows(ShipmentConflictError, 'A shipment that is In Transit cannot be booked with a carrier'));
  it('refuses an unknown shipment', () => spec.given([]).when({ type: 'BookCarrier', data: booking }).thenThrows(ShipmentNotFoundError));
  it('remembers the carrier in the state', () => {
    const state = [created, booked].reduce((s, e) => evolve(s, e, NOW), initialState());
    expect(state).toMatchObject({ status: 'pending', version: 2, carrier: { carrierId: 'dpd', reference: 'SBX-DPD-0000000001', sandbox: true } });
  });
});

describe('RecordCarrierBookingFailure', () => {
  const failure = { shipmentId: 's1', carrierId: null, reason: 'No carrier serves Brazil yet', sandbox: true, failedAt: NOW };
  it('records why no carrier took the shipment', () =>
    spec
      .given([created])
      .when({ type: 'RecordCarrierBookingFailure', data: failure })
      .then([{ type: 'CarrierBookingFailed', data: { ...failure, trackingNumber: '2PG-2026-000001' } }]));
  it('is refused once a carrier has booked it', () =>
    spec.given([created, booked]).when({ type: 'RecordCarrierBookingFailure', data: failure }).thenThrows(ShipmentConflictError, 'Shipment s1 is already booked with dpd'));
});

// ── Issue 24: parcels and customs on ShipmentCreated (schema v2) ─────────────
describe('CreateShipment with parcels and customs', () => {
  const declaration = {
    contentType: 'merchandise' as const,
    incoterm: 'DDP' as const,
    items: [
      {
        description: 'Headphones',
        quantity: 2,
        unitValue: { amountMinor: 7500, currency: 'EUR' as const },
        hsCode: '851830',
        originCountry: 'DE',
        weight: { value: 400, unit: 'g' as const },
      },
    ],
  };
  const duties = { currency: 'EUR', dutyMinor: 0, taxMinor: 1050, totalMinor: 1050, payer: 'shipper' as const, rule: 'import-taxes', asOf: '2026-11-22' };
  const withInput = (over: Partial<CreateShipmentInput>, lane: LaneCheck = SERVED, dutiesEstimate?: typeof duties): ShipmentCommand => ({
    type: 'CreateShipment',
    data: { shipmentId: 's1', trackingNumber: '2PG-2026-000001', ownerId: 'u1', input: { ...input, ...over }, now: NOW, lane, ...(dutiesEstimate ? { dutiesEstimate } : {}) },
  });
  const due = '2026-11-25T10:00:00.000Z';

  it('stores each parcel as given beside its exact kg and cm', () =>
    spec
      .given([])
      .when(
        withInput({
          parcels: [{ weight: { value: 3, unit: 'lb' }, dimensions: { length: 12, width: 10, height: 8, unit: 'in' }, packaging: 'box' }, { weight: { value: 500, unit: 'g' } }],
        }),
      )
      .then([
        {
          type: 'ShipmentCreated',
          data: {
            ...created.data,
            estimatedDelivery: due,
            parcels: [
              {
                weight: { value: 3, unit: 'lb' },
                dimensions: { length: 12, width: 10, height: 8, unit: 'in' },
                packaging: 'box',
                weightKg: 1.361,
                dimensionsCm: { length: 30.5, width: 25.4, height: 20.3 },
              },
              { weight: { value: 500, unit: 'g' }, packaging: 'custom', weightKg: 0.5 },
            ],
          } as ShipmentCreatedData,
        },
      ]));
  it('derives one parcel from the item when none is given', () =>
    spec
      .given([])
      .when(withInput({ itemDetails: { description: 'Books', weight: 2, value: 40, dimensions: { length: 30, width: 20, height: 10 } } }))
      .then([
        {
          type: 'ShipmentCreated',
          data: {
            ...created.data,
            itemDetails: { description: 'Books', weight: 2, value: 40, dimensions: { length: 30, width: 20, height: 10 } },
            estimatedDelivery: due,
            parcels: [
              {
                weight: { value: 2, unit: 'kg' },
                dimensions: { length: 30, width: 20, height: 10, unit: 'cm' },
                packaging: 'custom',
                weightKg: 2,
                dimensionsCm: { length: 30, width: 20, height: 10 },
              },
            ],
          },
        },
      ]));
  it('keeps the customs declaration and the duties estimate of an international shipment', () =>
    spec
      .given([])
      .when(withInput({ customs: declaration }, SERVED, duties))
      .then([{ type: 'ShipmentCreated', data: { ...created.data, customs: declaration, estimatedDelivery: due, dutiesEstimate: duties } as ShipmentCreatedData }]));
  it('refuses customs on a domestic lane, naming the field', () =>
    spec
      .given([])
      .when(withInput({ customs: declaration }, { served: true, transitDays: 2, international: false }))
      .thenThrows(ShipmentInvalidError, 'customs is only for international shipments: this one stays in one country'));
  it('keeps no duties estimate without customs', () =>
    spec
      .given([])
      .when(withInput({}, SERVED, duties))
      .then([{ ...created, data: { ...created.data, estimatedDelivery: due } }]));
});
