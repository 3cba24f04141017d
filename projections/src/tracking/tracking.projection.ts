import type { ShipmentEvent, StoredEvent } from '@waypost/contracts';
import type { Projection } from '../projection';

// ── Read model: tracking (shipment + its timeline, by tracking number) ─────

export const trackingProjection: Projection<'tracking' | 'tracking_events'> = {
  name: 'tracking',
  tables: ['tracking', 'tracking_events'],
  eventTypes: ['ShipmentCreated', 'TrackingEventRecorded', 'ShipmentCancelled'],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.tracking} (
      tracking_number text PRIMARY KEY,
      shipment_id uuid NOT NULL UNIQUE,
      owner_id uuid NOT NULL,
      shipment jsonb NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${t.tracking_events} (
      id uuid PRIMARY KEY,
      tracking_number text NOT NULL,
      seq integer NOT NULL,
      event_type text NOT NULL,
      description text NOT NULL,
      location text NOT NULL,
      occurred_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t.tracking_events}_number ON ${t.tracking_events} (tracking_number, seq);`,
  async apply(client, stored, t) {
    const event = stored as StoredEvent & ShipmentEvent;
    switch (event.type) {
      case 'ShipmentCreated': {
        const d = event.data;
        const shipment = {
          id: d.shipmentId,
          trackingNumber: d.trackingNumber,
          status: 'pending',
          fromAddress: d.fromAddress,
          toAddress: d.toAddress,
          itemDetails: d.itemDetails,
          estimatedDelivery: d.estimatedDelivery,
          createdAt: d.createdAt,
          updatedAt: d.createdAt,
          version: stored.version,
        };
        await client.query(
          `INSERT INTO ${t.tracking} (tracking_number, shipment_id, owner_id, shipment, updated_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (tracking_number) DO NOTHING`,
          [d.trackingNumber, d.shipmentId, d.ownerId, shipment, d.createdAt],
        );
        await insertEvent(client, t.tracking_events, stored.eventId, d.trackingNumber, stored.version, 'created', 'Shipment created', d.fromAddress.city, d.createdAt);
        return;
      }
      case 'TrackingEventRecorded': {
        const d = event.data;
        await client.query(
          `UPDATE ${t.tracking} SET shipment = shipment || jsonb_build_object('status', $2::text, 'updatedAt', $3::text, 'version', $4::int),
             updated_at = ($3::text)::timestamptz WHERE tracking_number = $1`,
          [d.trackingNumber, d.status, stored.createdAt, stored.version],
        );
        await insertEvent(client, t.tracking_events, stored.eventId, d.trackingNumber, stored.version, d.eventType, d.description, d.location, d.timestamp);
        return;
      }
      case 'ShipmentCancelled': {
        const d = event.data;
        await client.query(
          `UPDATE ${t.tracking} SET shipment = shipment || jsonb_build_object('status', 'cancelled', 'updatedAt', $2::text, 'version', $3::int),
             updated_at = ($2::text)::timestamptz WHERE tracking_number = $1`,
          [d.trackingNumber, d.cancelledAt, stored.version],
        );
        return;
      }
    }
  },
};

async function insertEvent(
  client: Parameters<Projection['apply']>[0],
  table: string,
  id: string,
  trackingNumber: string,
  seq: number,
  eventType: string,
  description: string,
  location: string,
  occurredAt: string,
): Promise<void> {
  await client.query(
    `INSERT INTO ${table} (id, tracking_number, seq, event_type, description, location, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
    [id, trackingNumber, seq, eventType, description, location, occurredAt],
  );
}
