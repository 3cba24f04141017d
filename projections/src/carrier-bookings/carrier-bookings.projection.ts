import type { CarrierBooked, CarrierBookingFailed, ShipmentCreated, StoredEvent, TrackingEventRecorded } from '@waypost/contracts';
import type { Projection } from '../projection';

// ── Read model: carrier_bookings (one row per shipment: who carries it, how far the carrier has reported) ──
// `bookings` counts CarrierBooked events: the fan-out suite checks it is exactly 1 for every shipment.

export const carrierBookingsProjection: Projection<'carrier_bookings'> = {
  name: 'carrier_bookings',
  tables: ['carrier_bookings'],
  eventTypes: ['ShipmentCreated', 'CarrierBooked', 'CarrierBookingFailed', 'TrackingEventRecorded'],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.carrier_bookings} (
      shipment_id uuid PRIMARY KEY,
      tracking_number text NOT NULL,
      owner_id uuid NOT NULL,
      status text NOT NULL,
      carrier_id text,
      carrier_name text,
      service_name text,
      service_level text,
      reference text,
      sandbox boolean NOT NULL DEFAULT false,
      route jsonb NOT NULL DEFAULT '[]',
      estimated_delivery timestamptz,
      booked_at timestamptz,
      failure_reason text,
      bookings integer NOT NULL DEFAULT 0,
      carrier_events integer NOT NULL DEFAULT 0,
      last_event jsonb,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t.carrier_bookings}_carrier ON ${t.carrier_bookings} (carrier_id, status);`,
  async apply(client, stored, t) {
    switch (stored.type) {
      case 'ShipmentCreated': {
        const d = (stored as StoredEvent & ShipmentCreated).data;
        await client.query(
          `INSERT INTO ${t.carrier_bookings} (shipment_id, tracking_number, owner_id, status, updated_at)
           VALUES ($1, $2, $3, 'awaiting_carrier', $4) ON CONFLICT (shipment_id) DO NOTHING`,
          [d.shipmentId, d.trackingNumber, d.ownerId, d.createdAt],
        );
        return;
      }
      case 'CarrierBooked': {
        const d = (stored as StoredEvent & CarrierBooked).data;
        await client.query(
          `UPDATE ${t.carrier_bookings} SET status = 'booked', carrier_id = $2, carrier_name = $3, service_name = $4, service_level = $5,
             reference = $6, sandbox = $7, route = $8, estimated_delivery = $9, booked_at = $10, failure_reason = NULL,
             bookings = bookings + 1, updated_at = $10 WHERE shipment_id = $1`,
          [d.shipmentId, d.carrierId, d.carrierName, d.serviceName, d.serviceLevel, d.reference, d.sandbox, JSON.stringify(d.route), d.estimatedDelivery, d.bookedAt],
        );
        return;
      }
      case 'CarrierBookingFailed': {
        const d = (stored as StoredEvent & CarrierBookingFailed).data;
        await client.query(
          `UPDATE ${t.carrier_bookings} SET status = 'failed', failure_reason = $2, sandbox = $3, updated_at = $4 WHERE shipment_id = $1 AND status <> 'booked'`,
          [d.shipmentId, d.reason, d.sandbox, d.failedAt],
        );
        return;
      }
      case 'TrackingEventRecorded': {
        if (stored.metadata.actor.kind !== 'carrier') return;
        const d = (stored as StoredEvent & TrackingEventRecorded).data;
        const last = { eventType: d.eventType, description: d.description, location: d.location, timestamp: d.timestamp };
        await client.query(
          `UPDATE ${t.carrier_bookings} SET carrier_events = carrier_events + 1, last_event = $2, updated_at = $3 WHERE shipment_id = $1`,
          [d.shipmentId, JSON.stringify(last), d.timestamp],
        );
        return;
      }
    }
  },
};
