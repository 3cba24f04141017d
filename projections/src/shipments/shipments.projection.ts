import type { ShipmentEvent, StoredEvent } from '@waypost/contracts';
import type { Projection } from '../projection';

// ── Read model: shipments per owner ─────────────────────────────────────────

export const shipmentsProjection: Projection<'shipments'> = {
  name: 'shipments',
  tables: ['shipments'],
  eventTypes: ['ShipmentCreated', 'TrackingEventRecorded', 'ShipmentCancelled'],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.shipments} (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      tracking_number text NOT NULL UNIQUE,
      status text NOT NULL,
      from_address jsonb NOT NULL,
      to_address jsonb NOT NULL,
      item_details jsonb NOT NULL,
      estimated_delivery timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t.shipments}_owner ON ${t.shipments} (owner_id, created_at DESC);`,
  async apply(client, stored, t) {
    const event = stored as StoredEvent & ShipmentEvent;
    switch (event.type) {
      case 'ShipmentCreated': {
        const d = event.data;
        await client.query(
          `INSERT INTO ${t.shipments} (id, owner_id, tracking_number, status, from_address, to_address, item_details,
             estimated_delivery, created_at, updated_at, version)
           VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [d.shipmentId, d.ownerId, d.trackingNumber, d.fromAddress, d.toAddress, d.itemDetails, d.estimatedDelivery, d.createdAt, stored.version],
        );
        return;
      }
      case 'TrackingEventRecorded':
        await client.query(`UPDATE ${t.shipments} SET status = $2, updated_at = $3, version = $4 WHERE id = $1`, [
          event.data.shipmentId,
          event.data.status,
          stored.createdAt,
          stored.version,
        ]);
        return;
      case 'ShipmentCancelled':
        await client.query(`UPDATE ${t.shipments} SET status = 'cancelled', updated_at = $2, version = $3 WHERE id = $1`, [
          event.data.shipmentId,
          event.data.cancelledAt,
          stored.version,
        ]);
        return;
    }
  },
};
