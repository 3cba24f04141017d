import { parcelsOf, type CarrierBooked, type CreateShipmentInput, type Rate, type ShipmentEvent } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { decide, type ShipmentCommand } from './decide';
import { RateNotFoundError, ShipmentConflictError, ShipmentNotFoundError } from './errors';
import { ratingOf, type QuotedService, type Rating } from './rate-purchase';
import { evolve, initialState } from './shipment';

// ── Rate shopping and purchase as specifications (issue 24): rate, buy, void ──

const NOW = '2026-11-22T10:00:00.000Z';
const LATER = '2026-11-22T12:00:00.000Z';
const NEXT_DAY = '2026-11-23T10:00:00.000Z'; // 24 hours on: the rates quoted at NOW have expired
const TN = '2PG-2026-000001';
const spec = DeciderSpecification.for({ decide, evolve: (s, e: ShipmentEvent) => evolve(s, e, NOW), initialState });

const input: CreateShipmentInput = {
  fromAddress: { name: 'A', address: '1 St', city: 'Berlin', country: 'Germany', postalCode: '' },
  toAddress: { name: 'B', address: '2 St', city: 'Paris', country: 'France', postalCode: '' },
  itemDetails: { description: 'Books', weight: 2, value: 40 },
};

const service = (carrierId: string, serviceId: string, amountMinor: number, transitDays: number): QuotedService => ({
  carrierId,
  carrierName: carrierId.toUpperCase(),
  serviceId,
  serviceName: `${carrierId} ${serviceId}`,
  serviceLevel: serviceId,
  price: { amountMinor, currency: 'EUR' },
  transitDays,
  reliability: 0.95,
  currency: 'EUR',
  lines: [
    { kind: 'base', code: 'base', label: 'Base', amountMinor: amountMinor - 100 },
    { kind: 'fuel', code: 'fuel', label: 'Fuel surcharge 10%', amountMinor: 100 },
  ],
});
const SERVICES = [service('dpd', 'classic', 1200, 3), service('dhl', 'express', 3400, 1)];
const rateId = (s: QuotedService) => `rate_${(s.carrierId + s.serviceId).padEnd(32, '0').replace(/[^0-9a-f]/g, 'a')}`;
const rating: Rating = ratingOf(SERVICES, NOW, rateId);
const [cheap, express] = rating.rates as [Rate, Rate];

const created: ShipmentEvent = {
  type: 'ShipmentCreated',
  data: {
    shipmentId: 's1',
    trackingNumber: TN,
    ownerId: 'u1',
    ...input,
    estimatedDelivery: '2026-11-25T10:00:00.000Z',
    createdAt: NOW,
    parcels: parcelsOf(input),
    rateSelection: 'manual',
  },
};
const autoCreated: ShipmentEvent = { type: 'ShipmentCreated', data: { ...created.data, rateSelection: undefined } as never };
delete (autoCreated.data as { rateSelection?: unknown }).rateSelection;
const rated: ShipmentEvent = { type: 'ShipmentRated', data: { shipmentId: 's1', trackingNumber: TN, ...rating } };
const purchased = (rate: Rate, at = LATER): ShipmentEvent => ({
  type: 'RatePurchased',
  data: { shipmentId: 's1', trackingNumber: TN, ownerId: 'u1', rateId: rate.id, rate, purchasedBy: 'u1', purchasedAt: at },
});
const booked = (carrierId: string, serviceId: string, amountMinor: number): ShipmentEvent => ({
  type: 'CarrierBooked',
  data: {
    shipmentId: 's1',
    trackingNumber: TN,
    carrierId,
    carrierName: carrierId.toUpperCase(),
    serviceId,
    serviceName: serviceId,
    serviceLevel: serviceId,
    reference: `SBX-${carrierId.toUpperCase()}-1`,
    sandbox: true,
    price: { amountMinor, currency: 'EUR' },
    route: [],
    label: { sortCode: 'FR-PAR', routingCode: 'DE-FR' },
    estimatedDelivery: NOW,
    bookedAt: LATER,
  } satisfies CarrierBooked['data'],
});
const pickedUp: ShipmentEvent = {
  type: 'TrackingEventRecorded',
  data: { shipmentId: 's1', trackingNumber: TN, eventType: 'pickup', description: 'Picked up', location: 'Berlin', timestamp: LATER, status: 'in_transit' },
};

const purchase = (id: string, who = 'u1', now = LATER, staff = false): ShipmentCommand => ({
  type: 'PurchaseRate',
  data: { shipmentId: 's1', rateId: id, requestedBy: who, staff, now },
});
const voidLabel = (who = 'u1', staff = false): ShipmentCommand => ({
  type: 'VoidLabel',
  data: { shipmentId: 's1', requestedBy: who, staff, reason: 'Wrong address', refundId: 'refund-1', now: LATER },
});
const rate = (who = 'u1', r: Rating = rating): ShipmentCommand => ({ type: 'RateShipment', data: { shipmentId: 's1', requestedBy: who, staff: false, rating: r } });

describe('rates', () => {
  it('expire 24 hours after the quote; each keeps its charge lines and says when it arrives', () => {
    expect(cheap).toMatchObject({ id: rateId(SERVICES[0]!), expiresAt: NEXT_DAY, estimatedDelivery: '2026-11-25T10:00:00.000Z', lines: SERVICES[0]!.lines });
    expect(rating.source).toEqual({ rule: 'quoting/quote-shipment', rateDate: '2026-11-22' });
  });
});

describe('CreateShipment with rateSelection manual', () => {
  const create = (selection: 'manual' | 'auto' | undefined, r: Rating | undefined = rating): ShipmentCommand => ({
    type: 'CreateShipment',
    data: { shipmentId: 's1', trackingNumber: TN, ownerId: 'u1', input: { ...input, rateSelection: selection }, now: NOW, lane: { served: true, transitDays: 3 }, rating: r },
  });
  it('records the rates beside the shipment, which says it waits for a purchase', () => spec.given([]).when(create('manual')).then([created, rated]));
  it('records no rates for an automatic shipment (stored exactly as before)', () => {
    spec.given([]).when(create(undefined)).then([autoCreated]);
    spec.given([]).when(create('auto')).then([autoCreated]);
  });
  it('refuses a manual shipment that no rate could be quoted for', () =>
    spec
      .given([])
      .when(create('manual', { ...rating, rates: [] }))
      .thenThrows(ShipmentConflictError, /No rate could be quoted/));
});

describe('RateShipment', () => {
  const fresh = ratingOf(SERVICES, NEXT_DAY, (s) => rateId(s).replace('rate_', 'rate_f').slice(0, 37));
  it('records nothing while the rates can still be bought', () =>
    spec
      .given([created, rated])
      .when(rate('u1', ratingOf(SERVICES, LATER, rateId)))
      .thenNothingHappened());
  it('records fresh rates once they expired', () =>
    spec
      .given([created, rated])
      .when(rate('u1', fresh))
      .then([{ type: 'ShipmentRated', data: { shipmentId: 's1', trackingNumber: TN, ...fresh } }]));
  it('records nothing for an automatic shipment (the dispatcher books it)', () => spec.given([autoCreated]).when(rate()).thenNothingHappened());
  it('another shipper’s shipment is not found', () => spec.given([created, rated]).when(rate('u2')).thenThrows(ShipmentNotFoundError));
});

describe('PurchaseRate', () => {
  it('buys a rate that is not the cheapest', () =>
    spec
      .given([created, rated])
      .when(purchase(express.id))
      .then([purchased(express)]));
  it('staff may buy for the shipper', () =>
    spec
      .given([created, rated])
      .when(purchase(express.id, 'agent-1', LATER, true))
      .then([{ ...purchased(express), data: { ...purchased(express).data, purchasedBy: 'agent-1' } }] as ShipmentEvent[]));
  it('is idempotent: the same rate again changes nothing', () =>
    spec
      .given([created, rated, purchased(express)])
      .when(purchase(express.id))
      .thenNothingHappened());
  it('refuses another rate after a purchase', () =>
    spec
      .given([created, rated, purchased(express)])
      .when(purchase(cheap.id))
      .thenThrows(ShipmentConflictError, new RegExp(`already bought with rate ${express.id}`)));
  it('refuses an expired rate, saying so', () =>
    spec
      .given([created, rated])
      .when(purchase(cheap.id, 'u1', NEXT_DAY))
      .thenThrows(ShipmentConflictError, new RegExp(`Rate ${cheap.id} expired at ${NEXT_DAY}`)));
  it('an unknown rate id (or another shipment’s) is not found', () =>
    spec
      .given([created, rated])
      .when(purchase(`rate_${'0'.repeat(32)}`))
      .thenThrows(RateNotFoundError, `Rate rate_${'0'.repeat(32)} is not a rate of shipment s1`));
  it('another shipper’s shipment is not found, even with a real rate id', () => spec.given([created, rated]).when(purchase(cheap.id, 'u2')).thenThrows(ShipmentNotFoundError));
  it('refuses an automatically booked shipment', () =>
    spec
      .given([autoCreated])
      .when(purchase(cheap.id))
      .thenThrows(ShipmentConflictError, /booked automatically/));
  it('refuses a cancelled shipment', () =>
    spec
      .given([created, rated, { type: 'ShipmentCancelled', data: { shipmentId: 's1', trackingNumber: TN, reason: 'x', cancelledAt: LATER } }])
      .when(purchase(cheap.id))
      .thenThrows(ShipmentConflictError, /Cancelled can no longer/));
});

describe('booking a manual shipment', () => {
  const booking = (booked('dhl', 'express', 3400) as Extract<ShipmentEvent, { type: 'CarrierBooked' }>).data;
  const { trackingNumber: _tn, ...bookCommand } = booking;
  it('is refused before a purchase (the dispatcher must not book it)', () =>
    spec
      .given([created, rated])
      .when({ type: 'BookCarrier', data: bookCommand })
      .thenThrows(ShipmentConflictError, /waits for its shipper to buy a rate/));
  it('is accepted after the purchase', () =>
    spec
      .given([created, rated, purchased(express)])
      .when({ type: 'BookCarrier', data: bookCommand })
      .then([booked('dhl', 'express', 3400)]));
  it('no tracking event is accepted while it waits for a purchase', () =>
    spec
      .given([created, rated])
      .when({ type: 'RecordTrackingEvent', data: { shipmentId: 's1', eventType: 'pickup', description: 'x', location: 'y', timestamp: LATER } })
      .thenThrows(ShipmentConflictError, /waits for its shipper to buy a rate/));
});

describe('VoidLabel', () => {
  const voided = (carrierId: string, rateIdOf: string | null): ShipmentEvent => ({
    type: 'LabelVoided',
    data: { shipmentId: 's1', trackingNumber: TN, carrierId, reference: `SBX-${carrierId.toUpperCase()}-1`, rateId: rateIdOf, reason: 'Wrong address', voidedAt: LATER },
  });
  const refund = (amountMinor: number, rateIdOf: string | null): ShipmentEvent => ({
    type: 'RefundIssued',
    data: { shipmentId: 's1', trackingNumber: TN, refundId: 'refund-1', rateId: rateIdOf, amountMinor, currency: 'EUR', issuedAt: LATER },
  });
  const bought = [created, rated, purchased(express), booked('dhl', 'express', 3400)];

  it('voids a bought label before pickup and refunds the price paid', () =>
    spec
      .given(bought)
      .when(voidLabel())
      .then([voided('dhl', express.id), refund(3400, express.id)]));
  it('voids an automatically booked label, refunding what the carrier booked it at', () =>
    spec
      .given([autoCreated, booked('dpd', 'classic', 1250)])
      .when(voidLabel())
      .then([voided('dpd', null), refund(1250, null)]));
  it('is refused after pickup', () =>
    spec
      .given([...bought, pickedUp])
      .when(voidLabel())
      .thenThrows(ShipmentConflictError, /In Transit was picked up or closed/));
  it('is refused before the carrier booked the purchase', () =>
    spec
      .given([created, rated, purchased(express)])
      .when(voidLabel())
      .thenThrows(ShipmentConflictError, /has not booked this purchase yet/));
  it('is refused with no label at all, and a second void finds none', () => {
    spec.given([created, rated]).when(voidLabel()).thenThrows(ShipmentConflictError, 'This shipment has no label to void yet.');
    spec
      .given([...bought, voided('dhl', express.id), refund(3400, express.id)])
      .when(voidLabel())
      .thenThrows(ShipmentConflictError, 'This shipment has no label to void yet.');
  });
  it('another shipper’s shipment is not found', () => spec.given(bought).when(voidLabel('u2')).thenThrows(ShipmentNotFoundError));

  const afterVoid = [...bought, voided('dhl', express.id), refund(3400, express.id)];
  it('leaves the shipment waiting for a purchase: another of its rates can be bought', () =>
    spec
      .given(afterVoid)
      .when(purchase(cheap.id))
      .then([purchased(cheap)]));
  it('expired rates after a void are refused, and fresh ones can be recorded', () => {
    spec
      .given(afterVoid)
      .when(purchase(cheap.id, 'u1', NEXT_DAY))
      .thenThrows(ShipmentConflictError, /expired/);
    const fresh = ratingOf(SERVICES, NEXT_DAY, (s) => rateId(s).replace('rate_', 'rate_e').slice(0, 37));
    spec
      .given(afterVoid)
      .when(rate('u1', fresh))
      .then([{ type: 'ShipmentRated', data: { shipmentId: 's1', trackingNumber: TN, ...fresh } }]);
  });
  it('the state forgets the voided carrier and purchase', () => {
    const state = afterVoid.reduce((s, e) => evolve(s, e, NOW), initialState());
    expect(state).toMatchObject({ status: 'pending', awaitingRate: true });
    expect(state).not.toHaveProperty('carrier');
    expect(state).not.toHaveProperty('purchase');
  });
});
