import type { Pool } from 'pg';
import type { EventMetadata, NewEvent } from '@waypost/contracts';
import { openEventStoreDatabase, type EventStoreDatabase } from '../../../api/test-support/event-store-database';
import type { PostgresEventStore } from '../../../api/src/platform/event-store/postgres-event-store';
import { eventIdFor } from '../../../api/src/platform/event-store/ids';
import { ProjectionRunner } from '../runner';
import { shipmentsProjection } from './shipments.projection';
import { findShipment } from './shipments.queries';

// ── A shipments table made before issue 22 gets the new columns at start, and the log then fills them ──

const OWNER = '00000000-0000-4000-8000-000000000001';
const SHIPMENT = '00000000-0000-4000-8000-0000000000bb';
const AT = '2026-11-22T10:00:00.000Z';
let n = 0;
const event = (type: string, data: object, actor: EventMetadata['actor'] = { kind: 'user', id: OWNER }): NewEvent => {
  const id = `upgrade-${++n}`;
  return { eventId: eventIdFor(id, 0), type, data, metadata: { commandId: id, correlationId: id, causationId: id, actor, occurredAt: AT } };
};

describe('shipments read model made before the estimate and attention columns', () => {
  let t: EventStoreDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  beforeAll(async () => {
    t = await openEventStoreDatabase({ maxConnections: 4 });
    ({ pool, store } = t);
  });
  afterAll(() => t.close());

  it('adds the columns (twice is a no-op) and folds the carrier events into them', async () => {
    // the table as the previous version created it
    await pool.query(`CREATE TABLE shipments (id uuid PRIMARY KEY, owner_id uuid NOT NULL, tracking_number text NOT NULL UNIQUE, status text NOT NULL,
      from_address jsonb NOT NULL, to_address jsonb NOT NULL, item_details jsonb NOT NULL, estimated_delivery timestamptz NOT NULL,
      created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, version integer NOT NULL)`);
    const runner = new ProjectionRunner(pool, store, [shipmentsProjection]);
    await runner.ensureSchema();
    await runner.ensureSchema();
    const { rows } = await pool.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'shipments' ORDER BY ordinal_position");
    expect(rows.map((r) => r.column_name).slice(-11)).toEqual([
      'estimate_source',
      'attention',
      'tracking_status',
      'parcels',
      'total_weight_grams',
      'customs',
      'duties_estimate',
      'booking',
      'dangerous_goods',
      'return_of',
      'returned_as',
    ]);

    const address = { name: 'A', address: '1', city: 'Berlin', country: 'Germany', postalCode: '' };
    await store.append(`shipment-${SHIPMENT}`, 'shipment', 'no_stream', [
      event('ShipmentCreated', {
        shipmentId: SHIPMENT,
        trackingNumber: '2PG-2026-000777',
        ownerId: OWNER,
        fromAddress: address,
        toAddress: address,
        itemDetails: { description: 'x', weight: 1, value: 1 },
        estimatedDelivery: AT,
        createdAt: AT,
      }),
    ]);
    await store.append(`shipment-${SHIPMENT}`, 'shipment', 1, [
      event(
        'CarrierBookingFailed',
        { shipmentId: SHIPMENT, trackingNumber: '2PG-2026-000777', carrierId: null, reason: 'no carrier serves Germany → Germany', sandbox: true, failedAt: AT },
        { kind: 'system', id: 'autonomy' },
      ),
    ]);
    await runner.catchUpOnce('shipments');
    const failed = await findShipment(pool, SHIPMENT, null);
    expect(failed).toMatchObject({
      status: 'pending',
      version: 2,
      estimateSource: 'quote',
      attention: { code: 'booking_failed', message: expect.stringContaining('2PG-2026-000777') },
      // issue 24: the one parcel of the item, in the columns added here
      parcels: [{ weight: { value: 1, unit: 'kg' }, packaging: 'custom', weightKg: 1 }],
      totalWeightKg: 1,
      customs: null,
      // issue 24: the booking summary, in the column added here
      booking: { rateSelection: 'auto', label: { status: 'needs_attention', reason: 'no carrier serves Germany → Germany' } },
    });
    // issue 26: no declared dangerous goods, no field
    expect(failed).not.toHaveProperty('dangerousGoods');

    await store.append(`shipment-${SHIPMENT}`, 'shipment', 2, [
      event(
        'CarrierBooked',
        {
          shipmentId: SHIPMENT,
          trackingNumber: '2PG-2026-000777',
          carrierId: 'dhl-express',
          carrierName: 'DHL Express',
          serviceId: 's',
          serviceName: 'Express',
          serviceLevel: 'express',
          reference: 'SBX-1',
          sandbox: true,
          price: { amountMinor: 1000, currency: 'EUR' },
          route: [],
          label: { sortCode: 'A', routingCode: 'B' },
          estimatedDelivery: '2026-11-25T10:00:00.000Z',
          bookedAt: AT,
        },
        { kind: 'carrier', id: 'dhl-express' },
      ),
    ]);
    await runner.catchUpOnce('shipments');
    expect(await findShipment(pool, SHIPMENT, null)).toMatchObject({
      version: 3,
      estimatedDelivery: '2026-11-25T10:00:00.000Z',
      estimateSource: 'carrier',
      attention: null,
      booking: { carrier: { carrierId: 'dhl-express', amountMinor: 1000 }, label: { status: 'purchased', reason: null } },
    });
  });

  it('reads a row written before tracking statuses (tracking_status null) by its screen status', async () => {
    await pool.query("UPDATE shipments SET tracking_status = NULL, status = 'in_transit' WHERE id = $1", [SHIPMENT]);
    expect(await findShipment(pool, SHIPMENT, null)).toMatchObject({ status: 'in_transit', trackingStatus: 'in_transit' });
  });
});
