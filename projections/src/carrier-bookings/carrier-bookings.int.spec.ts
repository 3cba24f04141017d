import type { Pool } from 'pg';
import type { EventMetadata, NewEvent } from '@waypost/contracts';
import { openEventStoreDatabase, type EventStoreDatabase } from '../../../api/test-support/event-store-database';
import type { PostgresEventStore } from '../../../api/src/platform/event-store/postgres-event-store';
import { eventIdFor } from '../../../api/src/platform/event-store/ids';
import { ProjectionRunner } from '../runner';
import { carrierBookingsProjection } from './carrier-bookings.projection';
import { findCarrierBooking } from './carrier-bookings.queries';

// ── carrier_bookings against real PostgreSQL: given shipment events, then the row the API reads ──

const OWNER = '00000000-0000-4000-8000-000000000001';
const SHIPMENT = '00000000-0000-4000-8000-0000000000aa';
const AT = '2026-11-22T10:00:00.000Z';
let n = 0;
const event = (type: string, data: object, actor: EventMetadata['actor'] = { kind: 'user', id: OWNER }): NewEvent => {
  const id = `cmd-${++n}`;
  return { eventId: eventIdFor(id, 0), type, data, metadata: { commandId: id, correlationId: id, causationId: id, actor, occurredAt: AT } };
};

describe('carrier_bookings read model', () => {
  let t: EventStoreDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  beforeAll(async () => {
    t = await openEventStoreDatabase({ maxConnections: 4 });
    ({ pool, store } = t);
    runner = new ProjectionRunner(pool, store, [carrierBookingsProjection]);
    await runner.ensureSchema();
  });
  afterAll(() => t.close());

  it('follows a shipment from awaiting carrier to booked, counting the carrier reports, owner-only', async () => {
    const stream = `shipment-${SHIPMENT}`;
    const address = { name: 'A', address: '1 St', city: 'Berlin', country: 'Germany', postalCode: '' };
    await store.append(stream, 'shipment', 'no_stream', [
      event('ShipmentCreated', {
        shipmentId: SHIPMENT,
        trackingNumber: '2PG-2026-000001',
        ownerId: OWNER,
        fromAddress: address,
        toAddress: address,
        itemDetails: { description: 'x', weight: 1, value: 1 },
        estimatedDelivery: AT,
        createdAt: AT,
      }),
    ]);
    await runner.catchUpOnce('carrier_bookings');
    expect(await findCarrierBooking(pool, SHIPMENT, OWNER)).toMatchObject({ status: 'awaiting_carrier', carrierId: null, carrierEvents: 0, lastEvent: null });

    const carrier = { kind: 'carrier' as const, id: 'dpd' };
    await store.append(stream, 'shipment', 1, [
      event(
        'CarrierBooked',
        {
          shipmentId: SHIPMENT,
          trackingNumber: '2PG-2026-000001',
          carrierId: 'dpd',
          carrierName: 'DPD',
          serviceId: 'classic',
          serviceName: 'DPD Classic',
          serviceLevel: 'standard',
          reference: 'SBX-DPD-1',
          sandbox: true,
          price: { amountMinor: 900, currency: 'EUR' },
          route: ['Aschaffenburg, Germany'],
          label: { sortCode: 'DE-ASC', routingCode: 'DE-DE-STA' },
          estimatedDelivery: AT,
          bookedAt: AT,
        },
        carrier,
      ),
    ]);
    await store.append(stream, 'shipment', 2, [
      event(
        'TrackingEventRecorded',
        {
          shipmentId: SHIPMENT,
          trackingNumber: '2PG-2026-000001',
          eventType: 'pickup',
          description: 'Picked up (sandbox)',
          location: 'Berlin',
          timestamp: AT,
          status: 'in_transit',
        },
        carrier,
      ),
    ]);
    // An agent's manual event is not a carrier report.
    await store.append(stream, 'shipment', 3, [
      event(
        'TrackingEventRecorded',
        {
          shipmentId: SHIPMENT,
          trackingNumber: '2PG-2026-000001',
          eventType: 'transit',
          description: 'Called the recipient',
          location: 'Desk',
          timestamp: AT,
          status: 'in_transit',
        },
        { kind: 'agent', id: OWNER },
      ),
    ]);
    await runner.catchUpOnce('carrier_bookings');
    expect(await findCarrierBooking(pool, SHIPMENT, OWNER)).toMatchObject({
      status: 'booked',
      carrierName: 'DPD',
      reference: 'SBX-DPD-1',
      sandbox: true,
      route: ['Aschaffenburg, Germany'],
      carrierEvents: 1,
      lastEvent: { eventType: 'pickup', description: 'Picked up (sandbox)', location: 'Berlin', timestamp: AT },
    });
    expect(await findCarrierBooking(pool, SHIPMENT, '00000000-0000-4000-8000-000000000002')).toBeNull();
    expect(await findCarrierBooking(pool, SHIPMENT, null)).not.toBeNull();
    const { rows } = await pool.query('SELECT bookings, label FROM carrier_bookings');
    // the label codes too: the PDF label is answered from this read model, never from the event store
    expect(rows).toEqual([{ bookings: 1, label: { sortCode: 'DE-ASC', routingCode: 'DE-DE-STA' } }]);
  });

  it('a real provider refused the void (issue 27): the booking stands again as it was, not as a new one', async () => {
    const id = '00000000-0000-4000-8000-0000000000ab';
    const stream = `shipment-${id}`;
    const address = { name: 'A', address: '1 St', city: 'New York', country: 'US', postalCode: '10001' };
    const base = { shipmentId: id, trackingNumber: '2PG-2026-000002' };
    const booking = {
      ...base,
      carrierId: 'easypost',
      carrierName: 'USPS',
      serviceId: 'Priority',
      serviceName: 'Priority',
      serviceLevel: 'express',
      reference: '9400100000000000000001',
      sandbox: false,
      price: { amountMinor: 2150, currency: 'USD' },
      route: [],
      label: { sortCode: '', routingCode: '' },
      estimatedDelivery: AT,
      bookedAt: AT,
      provider: { id: 'easypost', name: 'EasyPost', account: 'default', mode: 'test', shipmentRef: 'shp_1', labelFormat: 'PDF' },
    };
    const carrier = { kind: 'carrier' as const, id: 'easypost' };
    await store.append(stream, 'shipment', 'no_stream', [
      event('ShipmentCreated', {
        ...base,
        ownerId: OWNER,
        fromAddress: address,
        toAddress: address,
        itemDetails: { description: 'x', weight: 1, value: 1 },
        estimatedDelivery: AT,
        createdAt: AT,
      }),
      event('CarrierBooked', booking, carrier),
    ]);
    await runner.catchUpOnce('carrier_bookings');
    const booked = await findCarrierBooking(pool, id, OWNER);
    const refund = { refundId: 'refund-1', amountMinor: 2150, currency: 'USD' };
    const voided = { ...base, carrierId: 'easypost', reference: booking.reference, rateId: null, reason: 'Wrong parcel', voidedAt: '2026-11-22T11:00:00.000Z' };
    await store.append(stream, 'shipment', 2, [event('LabelVoided', { ...voided, refund: { ...refund, status: 'pending', provider: 'EasyPost' } })]);
    await runner.catchUpOnce('carrier_bookings');
    expect(await findCarrierBooking(pool, id, OWNER)).toMatchObject({ status: 'voided', provider: null });

    const refusedAt = '2026-11-22T11:00:05.000Z';
    const refusal = { ...base, ...refund, carrierId: 'easypost', reference: booking.reference, rateId: null, reason: 'Scanned', refusedAt, restored: { booking, purchase: null } };
    await store.append(stream, 'shipment', 3, [event('LabelVoidRefused', refusal, carrier)]);
    await runner.catchUpOnce('carrier_bookings');
    expect(await findCarrierBooking(pool, id, OWNER)).toEqual(booked);
    const { rows } = await pool.query('SELECT bookings FROM carrier_bookings WHERE shipment_id = $1', [id]);
    expect(rows).toEqual([{ bookings: 1 }]);
  });
});
