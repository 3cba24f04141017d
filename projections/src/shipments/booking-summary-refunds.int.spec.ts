import type { Pool } from 'pg';
import type { BookingSummary, EventMetadata, NewEvent, Rate } from '@waypost/contracts';
import { openEventStoreDatabase, type EventStoreDatabase } from '../../../api/test-support/event-store-database';
import type { PostgresEventStore } from '../../../api/src/platform/event-store/postgres-event-store';
import { eventIdFor } from '../../../api/src/platform/event-store/ids';
import { ProjectionRunner } from '../runner';
import { shipmentsProjection } from './shipments.projection';
import { findShipment } from './shipments.queries';

// ── The booking summary's refund of a real provider's label (issue 27), folded on real PostgreSQL ──
// LabelVoided with its refund pending, the provider's refusal (the label stands again, as bought), a second void
// whose refund is issued; read back as GET /api/shipments/{id} answers it, and the same after a replay.

const OWNER = '00000000-0000-4000-8000-0000000000a2';
const REAL = '00000000-0000-4000-8000-00000000b003';
const T0 = Date.parse('2026-11-20T09:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

let n = 0;
const event = (type: string, data: object, actor: EventMetadata['actor'] = { kind: 'user', id: OWNER }): NewEvent => {
  const id = `booking-refunds-${++n}`;
  return { eventId: eventIdFor(id, 0), type, data, metadata: { commandId: id, correlationId: id, causationId: id, actor, occurredAt: at(n) } };
};

const DEAR: Rate = {
  id: `rate_${'2'.repeat(32)}`,
  carrierId: 'dhl-express',
  carrierName: 'DHL Express',
  serviceId: 'dhl-express-express',
  serviceName: 'Express',
  serviceLevel: 'express',
  price: { amountMinor: 3_285, currency: 'EUR' },
  reliability: 0.96,
  currency: 'EUR',
  lines: [{ kind: 'base', code: 'BASE', label: 'Base rate', amountMinor: 3_285 }],
  transitDays: 3,
  estimatedDelivery: at(3 * 1440),
  expiresAt: at(1440),
};
const address = { name: 'A', address: '1 Street', city: 'Berlin', country: 'DE', postalCode: '10117' };
const created = (shipmentId: string, trackingNumber: string) =>
  event('ShipmentCreated', {
    shipmentId,
    trackingNumber,
    ownerId: OWNER,
    fromAddress: address,
    toAddress: { ...address, city: 'New York', country: 'US', postalCode: '10004' },
    itemDetails: { description: 'Headphones', weight: 2, value: 330 },
    estimatedDelivery: at(0),
    createdAt: at(0),
    rateSelection: 'manual',
  });
const booked = (shipmentId: string, trackingNumber: string, r: Rate, bookedAt: string) =>
  event(
    'CarrierBooked',
    {
      shipmentId,
      trackingNumber,
      carrierId: r.carrierId,
      carrierName: r.carrierName,
      serviceId: r.serviceId,
      serviceName: r.serviceName,
      serviceLevel: r.serviceLevel,
      reference: `SBX-${r.carrierId}`,
      sandbox: true,
      price: r.price,
      route: [],
      label: { sortCode: '', routingCode: '' },
      estimatedDelivery: at(4000),
      bookedAt,
    },
    { kind: 'carrier', id: r.carrierId },
  );

describe('shipments read model: the refund of a real provider’s label', () => {
  let t: EventStoreDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  let version = 0;
  const append = async (shipmentId: string, ...events: NewEvent[]) => {
    await store.append(`shipment-${shipmentId}`, 'shipment', version === 0 ? 'no_stream' : version, events);
    version += events.length;
    await runner.catchUpOnce('shipments');
  };
  const booking = async (id: string): Promise<BookingSummary | undefined> => (await findShipment(pool, id, null))?.booking;

  beforeAll(async () => {
    t = await openEventStoreDatabase({ maxConnections: 6 });
    ({ pool, store } = t);
    runner = new ProjectionRunner(pool, store, [shipmentsProjection]);
    await runner.ensureSchema();
  });
  afterAll(() => t.close());

  it('a real provider’s label (issue 27): the refund pends; refused, the label stands again; voided again, refunded', async () => {
    const TN = '2PG-2026-000903';
    const booking0 = booked(REAL, TN, DEAR, at(31));
    const withProvider = {
      ...(booking0.data as object),
      reference: '9400100000000000000001',
      sandbox: false,
      provider: { id: 'easypost', name: 'EasyPost', account: 'default', mode: 'test', shipmentRef: 'shp_1', labelFormat: 'PDF' },
    };
    await append(
      REAL,
      created(REAL, TN, true),
      event('RatePurchased', { shipmentId: REAL, trackingNumber: TN, ownerId: OWNER, rateId: DEAR.id, rate: DEAR, purchasedBy: OWNER, purchasedAt: at(30) }),
      { ...booking0, data: withProvider },
    );
    const standing = await booking(REAL);
    const voided = (refundId: string, voidedAt: string) =>
      event('LabelVoided', {
        shipmentId: REAL,
        trackingNumber: TN,
        carrierId: 'dhl-express',
        reference: '9400100000000000000001',
        rateId: DEAR.id,
        reason: 'Wrong parcel',
        voidedAt,
        refund: { refundId, amountMinor: 3_285, currency: 'EUR', status: 'pending', provider: 'EasyPost' },
      });
    await append(REAL, voided('ref_p1', at(32)));
    expect(await booking(REAL)).toMatchObject({
      awaitingPurchase: true,
      purchasedRate: null,
      carrier: null,
      label: { status: 'voided', at: at(32) },
      lastRefund: { refundId: 'ref_p1', rateId: DEAR.id, amountMinor: 3_285, currency: 'EUR', status: 'pending', at: at(32), provider: 'EasyPost' },
    });

    await append(
      REAL,
      event(
        'LabelVoidRefused',
        {
          shipmentId: REAL,
          trackingNumber: TN,
          carrierId: 'dhl-express',
          reference: '9400100000000000000001',
          refundId: 'ref_p1',
          rateId: DEAR.id,
          amountMinor: 3_285,
          currency: 'EUR',
          reason: 'The carrier scanned the parcel',
          refusedAt: at(33),
          restored: { booking: withProvider, purchase: { rateId: DEAR.id, rate: DEAR, purchasedAt: at(30) } },
        },
        { kind: 'carrier', id: 'dhl-express' },
      ),
    );
    // the label as it was before the void, and the refund refused in the provider's words
    expect(await booking(REAL)).toEqual({
      ...standing,
      label: { status: 'purchased', at: at(33), reason: null },
      lastRefund: {
        refundId: 'ref_p1',
        rateId: DEAR.id,
        amountMinor: 3_285,
        currency: 'EUR',
        status: 'refused',
        at: at(33),
        provider: 'EasyPost',
        reason: 'The carrier scanned the parcel',
      },
    });

    await append(
      REAL,
      voided('ref_p2', at(40)),
      event('RefundIssued', { shipmentId: REAL, trackingNumber: TN, refundId: 'ref_p2', rateId: DEAR.id, amountMinor: 3_285, currency: 'EUR', issuedAt: at(41) }),
    );
    expect(await booking(REAL)).toMatchObject({
      carrier: null,
      label: { status: 'voided', at: at(40) },
      lastRefund: { refundId: 'ref_p2', status: 'issued', at: at(41), provider: 'EasyPost' },
    });
  });

  it('a replay folds the same summary', async () => {
    const before = await findShipment(pool, REAL, null);
    expect(await runner.replayAndWait(['shipments'])).toMatchObject({ state: 'done' });
    expect(await findShipment(pool, REAL, null)).toEqual(before);
  });
});
