import type { Pool } from 'pg';
import type { BookingSummary, EventMetadata, NewEvent, Rate } from '@waypost/contracts';
import { openEventStoreDatabase, type EventStoreDatabase } from '../../../api/test-support/event-store-database';
import type { PostgresEventStore } from '../../../api/src/platform/event-store/postgres-event-store';
import { eventIdFor } from '../../../api/src/platform/event-store/ids';
import { ProjectionRunner } from '../runner';
import { shipmentsProjection } from './shipments.projection';
import { findShipment, pageShipmentsOfOwner } from './shipments.queries';

// ── The booking summary of the shipments read model (issue 24), folded from the shipment stream on real PostgreSQL ──
// A manual shipment: rated, bought (not the cheapest), booked, voided and refunded, bought again; an automatic one
// whose booking no carrier takes. Each step is read back as GET /api/shipments answers it; a replay leaves the same.

const OWNER = '00000000-0000-4000-8000-0000000000a1';
const MANUAL = '00000000-0000-4000-8000-00000000b001';
const AUTO = '00000000-0000-4000-8000-00000000b002';
const T0 = Date.parse('2026-11-20T09:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

let n = 0;
const event = (type: string, data: object, actor: EventMetadata['actor'] = { kind: 'user', id: OWNER }): NewEvent => {
  const id = `booking-summary-${++n}`;
  return { eventId: eventIdFor(id, 0), type, data, metadata: { commandId: id, correlationId: id, causationId: id, actor, occurredAt: at(n) } };
};

const rate = (hex: string, carrierId: string, base: number, fuel: number, tax: number): Rate => ({
  id: `rate_${hex.repeat(32)}`,
  carrierId,
  carrierName: carrierId.toUpperCase(),
  serviceId: `${carrierId}-express`,
  serviceName: 'Express',
  serviceLevel: 'express',
  price: { amountMinor: base + fuel + tax, currency: 'EUR' },
  reliability: 0.96,
  currency: 'EUR',
  lines: [
    { kind: 'base', code: 'BASE', label: 'Base rate', amountMinor: base },
    { kind: 'fuel', code: 'FUEL', label: 'Fuel surcharge', amountMinor: fuel },
    { kind: 'tax', code: 'VAT', label: 'VAT 19%', amountMinor: tax },
  ],
  transitDays: 3,
  estimatedDelivery: at(3 * 1440),
  expiresAt: at(1440),
});
// totals: 1000 + 150 + 219 = 1369 and 2400 + 360 + 525 = 3285 minor units (EUR)
const CHEAP = rate('1', 'dpd', 1_000, 150, 219);
const DEAR = rate('2', 'dhl-express', 2_400, 360, 525);

const address = { name: 'A', address: '1 Street', city: 'Berlin', country: 'DE', postalCode: '10117' };
const created = (shipmentId: string, trackingNumber: string, manual: boolean) =>
  event('ShipmentCreated', {
    shipmentId,
    trackingNumber,
    ownerId: OWNER,
    fromAddress: address,
    toAddress: { ...address, city: 'New York', country: 'US', postalCode: '10004' },
    itemDetails: { description: 'Headphones', weight: 2, value: 330 },
    estimatedDelivery: at(0),
    createdAt: at(0),
    ...(manual ? { rateSelection: 'manual' } : {}),
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
      route: ['Leipzig'],
      label: { sortCode: 'S1', routingCode: 'R1' },
      estimatedDelivery: at(4000),
      bookedAt,
    },
    { kind: 'carrier', id: r.carrierId },
  );

const purchased = (r: Rate, purchasedAt: string) => ({
  rateId: r.id,
  carrierId: r.carrierId,
  carrierName: r.carrierName,
  serviceId: r.serviceId,
  serviceName: r.serviceName,
  serviceLevel: r.serviceLevel,
  amountMinor: r.price.amountMinor,
  currency: 'EUR',
  lines: r.lines,
  transitDays: 3,
  purchasedAt,
});

describe('shipments read model: booking summary', () => {
  let t: EventStoreDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  const versions = new Map<string, number>();
  const append = async (shipmentId: string, ...events: NewEvent[]) => {
    const stream = `shipment-${shipmentId}`;
    const version = versions.get(stream) ?? 0;
    await store.append(stream, 'shipment', version === 0 ? 'no_stream' : version, events);
    versions.set(stream, version + events.length);
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

  it('a manual shipment: waiting, bought, booked, voided and refunded, bought again', async () => {
    await append(MANUAL, created(MANUAL, '2PG-2026-000901', true));
    expect(await booking(MANUAL)).toEqual({
      rateSelection: 'manual',
      awaitingPurchase: true,
      purchasedRate: null,
      carrier: null,
      label: { status: 'none', at: null, reason: null },
      lastRefund: null,
    });

    await append(
      MANUAL,
      event('ShipmentRated', {
        shipmentId: MANUAL,
        trackingNumber: '2PG-2026-000901',
        rates: [CHEAP, DEAR],
        quotedAt: at(1),
        expiresAt: at(1441),
        source: { rule: 'quoting/quote-shipment', rateDate: '2026-11-20' },
      }),
    );
    expect(await booking(MANUAL)).toMatchObject({ awaitingPurchase: true, purchasedRate: null });

    // the rate that is not the cheapest: kept as bought, charge lines and all (the rates expire, the purchase does not)
    await append(
      MANUAL,
      event('RatePurchased', { shipmentId: MANUAL, trackingNumber: '2PG-2026-000901', ownerId: OWNER, rateId: DEAR.id, rate: DEAR, purchasedBy: OWNER, purchasedAt: at(5) }),
    );
    expect(await booking(MANUAL)).toEqual({
      rateSelection: 'manual',
      awaitingPurchase: false,
      purchasedRate: purchased(DEAR, at(5)),
      carrier: null,
      label: { status: 'none', at: null, reason: null },
      lastRefund: null,
    });
    expect(DEAR.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(3_285);

    await append(MANUAL, booked(MANUAL, '2PG-2026-000901', DEAR, at(6)));
    expect(await booking(MANUAL)).toMatchObject({
      purchasedRate: { rateId: DEAR.id, amountMinor: 3_285 },
      carrier: { carrierId: 'dhl-express', carrierName: 'DHL-EXPRESS', reference: 'SBX-dhl-express', sandbox: true, amountMinor: 3_285, currency: 'EUR', bookedAt: at(6) },
      label: { status: 'purchased', at: at(6), reason: null },
    });

    await append(
      MANUAL,
      event('LabelVoided', {
        shipmentId: MANUAL,
        trackingNumber: '2PG-2026-000901',
        carrierId: 'dhl-express',
        reference: 'SBX-dhl-express',
        rateId: DEAR.id,
        reason: 'Wrong parcel',
        voidedAt: at(10),
      }),
      event('RefundIssued', {
        shipmentId: MANUAL,
        trackingNumber: '2PG-2026-000901',
        refundId: 'ref_0001',
        rateId: DEAR.id,
        amountMinor: 3_285,
        currency: 'EUR',
        issuedAt: at(10),
      }),
    );
    expect(await booking(MANUAL)).toEqual({
      rateSelection: 'manual',
      awaitingPurchase: true,
      purchasedRate: null,
      carrier: null,
      label: { status: 'voided', at: at(10), reason: null },
      lastRefund: { refundId: 'ref_0001', rateId: DEAR.id, amountMinor: 3_285, currency: 'EUR', status: 'issued', at: at(10) },
    });

    await append(
      MANUAL,
      event('RatePurchased', { shipmentId: MANUAL, trackingNumber: '2PG-2026-000901', ownerId: OWNER, rateId: CHEAP.id, rate: CHEAP, purchasedBy: OWNER, purchasedAt: at(12) }),
    );
    expect(await booking(MANUAL)).toMatchObject({
      awaitingPurchase: false,
      purchasedRate: purchased(CHEAP, at(12)),
      label: { status: 'none' },
      lastRefund: { refundId: 'ref_0001' },
    });
    await append(MANUAL, booked(MANUAL, '2PG-2026-000901', CHEAP, at(13)));
    expect(await booking(MANUAL)).toMatchObject({ carrier: { carrierId: 'dpd', amountMinor: 1_369 }, label: { status: 'purchased', at: at(13) } });
  });

  it('an automatic shipment: a refusal that another carrier takes up changes nothing; none left needs attention, until a carrier books', async () => {
    await append(AUTO, created(AUTO, '2PG-2026-000902', false));
    expect(await booking(AUTO)).toMatchObject({ rateSelection: 'auto', awaitingPurchase: false, label: { status: 'none' } });
    const failed = (carrierId: string | null, reason: string) =>
      event(
        'CarrierBookingFailed',
        { shipmentId: AUTO, trackingNumber: '2PG-2026-000902', carrierId, reason, sandbox: true, failedAt: at(20) },
        { kind: 'system', id: 'autonomy' },
      );
    await append(AUTO, failed('ups', 'over the weight limit'));
    expect(await booking(AUTO)).toMatchObject({ label: { status: 'none', at: null, reason: null } });
    await append(AUTO, failed(null, 'no carrier serves DE → US now'));
    expect(await booking(AUTO)).toMatchObject({ label: { status: 'needs_attention', at: at(20), reason: 'no carrier serves DE → US now' }, carrier: null });
    await append(AUTO, booked(AUTO, '2PG-2026-000902', CHEAP, at(25)));
    expect(await booking(AUTO)).toMatchObject({ purchasedRate: null, carrier: { carrierId: 'dpd' }, label: { status: 'purchased', at: at(25), reason: null } });
    // a late refusal does not take a label away
    await append(AUTO, failed(null, 'late'));
    expect(await booking(AUTO)).toMatchObject({ label: { status: 'purchased' } });
  });

  it('lists the summary on every page row, and a replay rebuilds it (verified against the live table)', async () => {
    const page = await pageShipmentsOfOwner(pool, OWNER, {}, { limit: 10, after: null });
    expect(Object.fromEntries(page.items.map((s) => [s.id, s.booking?.label.status]))).toEqual({ [MANUAL]: 'purchased', [AUTO]: 'purchased' });
    const before = await findShipment(pool, MANUAL, null);

    // a row as projected before the summary existed: no booking in the answer, until a replay
    await pool.query('UPDATE shipments SET booking = NULL WHERE id = $1', [MANUAL]);
    expect(await findShipment(pool, MANUAL, null)).not.toHaveProperty('booking');
    const replay = await runner.replayAndWait(['shipments']);
    expect(replay).toMatchObject({ state: 'done' });
    expect(await findShipment(pool, MANUAL, null)).toEqual(before);
    expect(await runner.replayAndWait(['shipments'], { verify: true })).toMatchObject({ state: 'done', verified: true });
  });
});
