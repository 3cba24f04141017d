import { parcelsOf, type CarrierBooked, type CreateShipmentInput, type Rate, type ShipmentEvent } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { decide, type ShipmentCommand } from './decide';
import { ShipmentConflictError, ShipmentNotFoundError } from './errors';
import { VOID_REASON_MAX } from './provider-void';
import { evolve, fold, initialState, type ShipmentState } from './shipment';

// ── A real provider's label voided, and the provider's answer (issue 27) ──
// The void is recorded at once with its refund pending; the provider's answer then refunds it, or refuses it and the
// label stands again unless another label was bought meanwhile.

const NOW = '2026-12-01T10:00:00.000Z';
const BOOKED_AT = '2026-12-01T10:05:00.000Z';
const VOIDED_AT = '2026-12-01T11:00:00.000Z';
const ANSWERED_AT = '2026-12-01T11:00:05.000Z';
const TN = '2PG-2026-000042';
const spec = DeciderSpecification.for({ decide, evolve: (s, e: ShipmentEvent) => evolve(s, e, NOW), initialState });

const input: CreateShipmentInput = {
  fromAddress: { name: 'A', address: '1 Main St', city: 'New York', country: 'United States', postalCode: '10001' },
  toAddress: { name: 'B', address: '2 Str', city: 'Berlin', country: 'Germany', postalCode: '10115' },
  itemDetails: { description: 'Books', weight: 2, value: 40 },
};
const rate = (id: string, carrierId: string, amountMinor: number): Rate => ({
  id,
  carrierId,
  carrierName: carrierId,
  serviceId: 'priority',
  serviceName: 'Priority',
  serviceLevel: 'express',
  price: { amountMinor, currency: 'USD' },
  transitDays: 2,
  reliability: 0.95,
  currency: 'USD',
  lines: [{ kind: 'base', code: 'base', label: 'Base', amountMinor }],
  estimatedDelivery: '2026-12-03T10:00:00.000Z',
  expiresAt: '2026-12-02T10:00:00.000Z',
});
const EASYPOST_RATE = rate(`rate_${'e'.repeat(32)}`, 'easypost', 2150);
const SANDBOX_RATE = rate(`rate_${'d'.repeat(32)}`, 'dhl', 3400);

const created: ShipmentEvent = {
  type: 'ShipmentCreated',
  data: { shipmentId: 's1', trackingNumber: TN, ownerId: 'u1', ...input, estimatedDelivery: NOW, createdAt: NOW, parcels: parcelsOf(input), rateSelection: 'manual' },
};
const rated: ShipmentEvent = {
  type: 'ShipmentRated',
  data: {
    shipmentId: 's1',
    trackingNumber: TN,
    rates: [EASYPOST_RATE, SANDBOX_RATE],
    quotedAt: NOW,
    expiresAt: '2026-12-02T10:00:00.000Z',
    source: { rule: 'quoting/quote-shipment', rateDate: '2026-12-01' },
  },
};
const purchased = (r: Rate): ShipmentEvent => ({
  type: 'RatePurchased',
  data: { shipmentId: 's1', trackingNumber: TN, ownerId: 'u1', rateId: r.id, rate: r, purchasedBy: 'u1', purchasedAt: NOW },
});
const providerBooking: CarrierBooked['data'] = {
  shipmentId: 's1',
  trackingNumber: TN,
  carrierId: 'easypost',
  carrierName: 'USPS',
  serviceId: 'priority',
  serviceName: 'Priority',
  serviceLevel: 'express',
  reference: '9400100000000000000001',
  sandbox: false,
  price: { amountMinor: 2150, currency: 'USD' },
  route: [],
  label: { sortCode: '', routingCode: '' },
  estimatedDelivery: '2026-12-03T10:00:00.000Z',
  bookedAt: BOOKED_AT,
  provider: { id: 'easypost', name: 'EasyPost', account: 'default', mode: 'test', shipmentRef: 'shp_1', labelFormat: 'PDF' },
};
const bookedByProvider: ShipmentEvent = { type: 'CarrierBooked', data: providerBooking };
const bought = [created, rated, purchased(EASYPOST_RATE), bookedByProvider];

const voidLabel: ShipmentCommand = { type: 'VoidLabel', data: { shipmentId: 's1', requestedBy: 'u1', staff: false, reason: 'Wrong parcel', refundId: 'refund-1', now: VOIDED_AT } };
const voidedPending: ShipmentEvent = {
  type: 'LabelVoided',
  data: {
    shipmentId: 's1',
    trackingNumber: TN,
    carrierId: 'easypost',
    reference: providerBooking.reference,
    rateId: EASYPOST_RATE.id,
    reason: 'Wrong parcel',
    voidedAt: VOIDED_AT,
    refund: { refundId: 'refund-1', amountMinor: 2150, currency: 'USD', status: 'pending', provider: 'EasyPost' },
  },
};
const answer = (outcome: 'refunded' | 'refused', message = 'EasyPost refunded the label', carrierId = 'easypost', refundId = 'refund-1'): ShipmentCommand => ({
  type: 'SettleLabelVoid',
  data: { shipmentId: 's1', carrierId, refundId, outcome, message, now: ANSWERED_AT },
});
const refundIssued: ShipmentEvent = {
  type: 'RefundIssued',
  data: { shipmentId: 's1', trackingNumber: TN, refundId: 'refund-1', rateId: EASYPOST_RATE.id, amountMinor: 2150, currency: 'USD', issuedAt: ANSWERED_AT },
};
const refused = (restored: boolean, reason = 'The shipment was scanned by the carrier'): ShipmentEvent => ({
  type: 'LabelVoidRefused',
  data: {
    shipmentId: 's1',
    trackingNumber: TN,
    carrierId: 'easypost',
    reference: providerBooking.reference,
    refundId: 'refund-1',
    rateId: EASYPOST_RATE.id,
    amountMinor: 2150,
    currency: 'USD',
    reason,
    refusedAt: ANSWERED_AT,
    restored: restored ? { booking: providerBooking, purchase: { rateId: EASYPOST_RATE.id, rate: EASYPOST_RATE, purchasedAt: NOW } } : null,
  },
});
const stateAfter = (events: ShipmentEvent[]): ShipmentState => events.reduce((s, e) => evolve(s, e, NOW), initialState());

describe('voiding a label a real provider sold', () => {
  it('records the void with its refund pending, and no refund yet', () => spec.given(bought).when(voidLabel).then([voidedPending]));
  it('leaves the shipment waiting for a purchase, the refund awaiting the provider', () => {
    const state = stateAfter([...bought, voidedPending]);
    expect(state).toMatchObject({ status: 'pending', awaitingRate: true, voids: [{ refundId: 'refund-1', carrierId: 'easypost', amountMinor: 2150, provider: 'EasyPost' }] });
    expect(state).not.toHaveProperty('carrier');
    expect(state).not.toHaveProperty('purchase');
  });
  it('a sandbox label is still refunded with the void, exactly as before', () => {
    const sandbox: ShipmentEvent = { type: 'CarrierBooked', data: { ...providerBooking, carrierId: 'dhl', reference: 'SBX-DHL-1', sandbox: true, provider: undefined } };
    delete (sandbox.data as { provider?: unknown }).provider;
    const events = decide(voidLabel, stateAfter([created, rated, purchased(SANDBOX_RATE), sandbox]));
    expect(events.map((e) => e.type)).toEqual(['LabelVoided', 'RefundIssued']);
    expect(events[0]!.data).not.toHaveProperty('refund');
  });
});

describe('the provider accepts the void', () => {
  it('refunds the price paid', () =>
    spec
      .given([...bought, voidedPending])
      .when(answer('refunded'))
      .then([refundIssued]));
  it('an answer given again refunds nothing more: the refund no longer waits', () =>
    spec
      .given([...bought, voidedPending, refundIssued])
      .when(answer('refunded'))
      .thenThrows(ShipmentConflictError, "No refund refund-1 of this shipment waits for easypost's answer"));
  it('a refusal after the refund changes nothing either', () =>
    spec
      .given([...bought, voidedPending, refundIssued])
      .when(answer('refused', 'too late'))
      .thenThrows(ShipmentConflictError));
  it('the refund no longer waits once issued', () => expect(stateAfter([...bought, voidedPending, refundIssued])).not.toHaveProperty('voids'));
});

describe('the provider refuses the void', () => {
  it('refunds nothing and the label stands again, as bought', () => {
    spec
      .given([...bought, voidedPending])
      .when(answer('refused', 'The shipment was scanned by the carrier'))
      .then([refused(true)]);
    const state = stateAfter([...bought, voidedPending, refused(true)]);
    expect(state).toMatchObject({
      awaitingRate: false,
      carrier: { carrierId: 'easypost', reference: providerBooking.reference, booking: providerBooking },
      purchase: { rateId: EASYPOST_RATE.id },
    });
    expect(state).not.toHaveProperty('voids');
    // the shipment as it was before the void (only its version and time moved on)
    expect(state).toEqual({ ...stateAfter(bought), version: 6, updatedAt: ANSWERED_AT });
  });
  it('the label that stands can be voided again later', () =>
    spec
      .given([...bought, voidedPending, refused(true)])
      .when({ ...voidLabel, data: { ...voidLabel.data, refundId: 'refund-2' } } as ShipmentCommand)
      .then([{ ...voidedPending, data: { ...voidedPending.data, refund: { ...voidedPending.data.refund!, refundId: 'refund-2' } } } as ShipmentEvent]));
  it('an automatically booked label stands again without a purchase', () => {
    const autoCreated = { ...created, data: { ...created.data } } as ShipmentEvent;
    delete (autoCreated.data as { rateSelection?: unknown }).rateSelection;
    const voided = { ...voidedPending, data: { ...voidedPending.data, rateId: null } } as ShipmentEvent;
    const [event] = decide(answer('refused', 'too late'), stateAfter([autoCreated, bookedByProvider, voided]));
    expect(event).toMatchObject({ type: 'LabelVoidRefused', data: { rateId: null, restored: { booking: providerBooking, purchase: null } } });
    expect(stateAfter([autoCreated, bookedByProvider, voided, event!])).toMatchObject({ awaitingRate: false, carrier: { carrierId: 'easypost' } });
    expect(stateAfter([autoCreated, bookedByProvider, voided, event!])).not.toHaveProperty('purchase');
  });
  it('when another label was bought since, that one holds the shipment: the refusal restores nothing', () => {
    const after = [...bought, voidedPending, purchased(SANDBOX_RATE)];
    spec
      .given(after)
      .when(answer('refused'))
      .then([refused(false, 'EasyPost refunded the label')]);
    expect(stateAfter([...after, refused(false)])).toMatchObject({ awaitingRate: false, purchase: { rateId: SANDBOX_RATE.id } });
    expect(stateAfter([...after, refused(false)])).not.toHaveProperty('carrier');
  });
  it('a cancelled shipment stays cancelled', () => {
    const cancelled: ShipmentEvent = { type: 'ShipmentCancelled', data: { shipmentId: 's1', trackingNumber: TN, reason: 'x', cancelledAt: ANSWERED_AT } };
    const [event] = decide(answer('refused', 'too late'), stateAfter([...bought, voidedPending, cancelled]));
    expect(event).toMatchObject({ type: 'LabelVoidRefused', data: { restored: null } });
    expect(fold([...bought, voidedPending, cancelled, event!].map((e) => ({ ...e, createdAt: NOW })))).toMatchObject({ status: 'cancelled' });
  });
  it('keeps the provider’s words, trimmed to a bounded length; an empty answer says who refused', () => {
    const [long] = decide(answer('refused', `  ${'x'.repeat(VOID_REASON_MAX + 50)}  `), stateAfter([...bought, voidedPending]));
    expect((long!.data as { reason: string }).reason).toHaveLength(VOID_REASON_MAX);
    const [empty] = decide(answer('refused', '   '), stateAfter([...bought, voidedPending]));
    expect(empty!.data).toMatchObject({ reason: 'EasyPost refused the void' });
  });
});

describe('answers that name no waiting refund', () => {
  it('another account’s answer, or another refund, is a conflict', () => {
    spec
      .given([...bought, voidedPending])
      .when(answer('refunded', 'ok', 'shippo'))
      .thenThrows(ShipmentConflictError, /shippo's answer/);
    spec
      .given([...bought, voidedPending])
      .when(answer('refunded', 'ok', 'easypost', 'refund-9'))
      .thenThrows(ShipmentConflictError, /refund-9/);
  });
  it('a sandbox void has no refund waiting', () => spec.given(bought).when(answer('refunded')).thenThrows(ShipmentConflictError));
  it('an unknown shipment is not found', () => spec.given([]).when(answer('refunded')).thenThrows(ShipmentNotFoundError));
});
