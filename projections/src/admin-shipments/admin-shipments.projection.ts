import { UNASSIGNED_CARRIER, chargeForShipment, type ShipmentCreated, type ShipmentEvent, type StoredEvent } from '@waypost/contracts';
import { WRITTEN, bulkInsert, uuidKey, type BulkColumn, type Projection, type Row } from '../projection';
import { bookingChange } from '../shipments/booking-changes';

const ADMIN_SHIPMENT_COLUMNS: BulkColumn[] = (
  [
    ['id', 'uuid'], ['owner_id', 'uuid'], ['status', 'text'], ['origin_city', 'text'], ['origin_country', 'text'], ['destination_city', 'text'],
    ['destination_country', 'text'], ['declared_value', 'numeric'], ['transport_cents', 'bigint'], ['value_added_cents', 'bigint'],
    ['charged_cents', 'bigint'], ['carrier', 'text'], ['estimated_delivery', 'timestamptz'], ['delivered_at', 'timestamptz'],
    ['last_location', 'text'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
  ] as const
).map(([name, type]) => ({ name, type }));

// ── Read model: shipments as the business sees them (charge, route, carrier, punctuality) ──
// The charge is contracts' chargeForShipment, fixed when the shipment is created. The carrier comes from a
// CarrierBooked event (carrier network issue) when one exists; until then the shipment is Unassigned.

type CarrierBookedLike = { type: 'CarrierBooked'; data: { shipmentId?: string; carrierName?: string; carrier?: string | { name?: string }; carrierId?: string } };

export const carrierNameOf = (data: CarrierBookedLike['data']): string => {
  const c = data.carrier;
  const name = data.carrierName ?? (typeof c === 'string' ? c : c?.name) ?? data.carrierId;
  return name && name.trim() ? name.trim() : UNASSIGNED_CARRIER;
};

function adminShipmentRow(d: ShipmentCreated['data']): Row {
  const charge = chargeForShipment({
    fromCountry: d.fromAddress.country,
    toCountry: d.toAddress.country,
    weightKg: d.itemDetails.weight,
    dimensions: d.itemDetails.dimensions,
    declaredValue: d.itemDetails.value,
  });
  return {
    id: d.shipmentId, owner_id: d.ownerId, status: 'pending', origin_city: d.fromAddress.city, origin_country: d.fromAddress.country.trim(),
    destination_city: d.toAddress.city, destination_country: d.toAddress.country.trim(), declared_value: d.itemDetails.value,
    transport_cents: charge.transportCents, value_added_cents: charge.valueAddedCents, charged_cents: charge.totalCents, carrier: UNASSIGNED_CARRIER,
    estimated_delivery: d.estimatedDelivery, delivered_at: null, last_location: d.fromAddress.city, created_at: d.createdAt, updated_at: d.createdAt,
  };
}

/** What an event other than ShipmentCreated does to a row in memory (the one-event path is `apply`). */
function foldIntoRow(row: Row, event: StoredEvent & (ShipmentEvent | CarrierBookedLike)): void {
  // the one delivery estimate (decision, then carrier), as on the shipments read model
  const estimate = bookingChange(event)?.estimate;
  if (estimate) row.estimated_delivery = estimate.at;
  switch (event.type) {
    case 'TrackingEventRecorded':
      Object.assign(row, { status: event.data.status, last_location: event.data.location, updated_at: event.createdAt });
      if (event.data.status === 'delivered') row.delivered_at = event.data.timestamp;
      return;
    case 'ShipmentCancelled':
      Object.assign(row, { status: 'cancelled', updated_at: event.data.cancelledAt });
      return;
    case 'CarrierBooked':
      row.carrier = carrierNameOf(event.data);
      return;
  }
}

const shipmentIdOf = (event: StoredEvent & (ShipmentEvent | CarrierBookedLike)): unknown =>
  event.type === 'CarrierBooked' ? (event.data.shipmentId ?? event.streamId.replace(/^shipment-/, '')) : (event.data as { shipmentId?: unknown }).shipmentId;

export const adminShipmentsProjection: Projection<'admin_shipments'> = {
  name: 'admin-shipments',
  tables: ['admin_shipments'],
  eventTypes: ['ShipmentCreated', 'TrackingEventRecorded', 'ShipmentCancelled', 'CarrierBooked', 'CarrierSelected', 'ShipmentRebooked'],
  metadataFields: [],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.admin_shipments} (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      status text NOT NULL,
      origin_city text NOT NULL,
      origin_country text NOT NULL,
      destination_city text NOT NULL,
      destination_country text NOT NULL,
      declared_value numeric NOT NULL,
      transport_cents bigint NOT NULL,
      value_added_cents bigint NOT NULL,
      charged_cents bigint NOT NULL,
      carrier text NOT NULL,
      estimated_delivery timestamptz NOT NULL,
      delivered_at timestamptz,
      last_location text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t.admin_shipments}_created ON ${t.admin_shipments} (created_at);
    CREATE INDEX IF NOT EXISTS ${t.admin_shipments}_owner ON ${t.admin_shipments} (owner_id);`,
  async apply(client, stored, t) {
    const event = stored as StoredEvent & (ShipmentEvent | CarrierBookedLike);
    switch (event.type) {
      case 'ShipmentCreated': {
        const r = adminShipmentRow(event.data);
        await client.query(
          `INSERT INTO ${t.admin_shipments} (id, owner_id, status, origin_city, origin_country, destination_city, destination_country, declared_value,
             transport_cents, value_added_cents, charged_cents, carrier, estimated_delivery, last_location, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) ON CONFLICT (id) DO NOTHING`,
          [r.id, r.owner_id, r.status, r.origin_city, r.origin_country, r.destination_city, r.destination_country, r.declared_value,
            r.transport_cents, r.value_added_cents, r.charged_cents, r.carrier, r.estimated_delivery, r.last_location, r.created_at, r.updated_at],
        );
        return;
      }
      case 'TrackingEventRecorded': {
        const d = event.data;
        await client.query(
          `UPDATE ${t.admin_shipments} SET status = $2, last_location = $3, updated_at = $4,
             delivered_at = CASE WHEN $2 = 'delivered' THEN $5::timestamptz ELSE delivered_at END WHERE id = $1`,
          [d.shipmentId, d.status, d.location, stored.createdAt, d.timestamp],
        );
        return;
      }
      case 'ShipmentCancelled':
        await client.query(`UPDATE ${t.admin_shipments} SET status = 'cancelled', updated_at = $2 WHERE id = $1`, [event.data.shipmentId, event.data.cancelledAt]);
        return;
      case 'CarrierBooked': {
        const id = event.data.shipmentId ?? stored.streamId.replace(/^shipment-/, '');
        await client.query(`UPDATE ${t.admin_shipments} SET carrier = $2, estimated_delivery = COALESCE($3::timestamptz, estimated_delivery) WHERE id = $1`, [
          id,
          carrierNameOf(event.data),
          bookingChange(stored)?.estimate?.at ?? null,
        ]);
        return;
      }
    }
    const c = bookingChange(stored);
    if (c?.estimate && typeof c.shipmentId === 'string') {
      await client.query(`UPDATE ${t.admin_shipments} SET estimated_delivery = $2 WHERE id = $1`, [c.shipmentId, c.estimate.at]);
    }
  },
  // Replays (issue 10): shipments created in the batch are folded in memory and inserted with one statement; events
  // of shipments created in an earlier batch go through `apply` in order (they touch other rows).
  async applyBatch(client, events, t) {
    const rows = new Map<string, Row>();
    for (const stored of events) {
      const event = stored as StoredEvent & (ShipmentEvent | CarrierBookedLike);
      const id = shipmentIdOf(event) as string;
      const row = rows.get(id);
      if (event.type === 'ShipmentCreated') {
        if (!row) rows.set(id, adminShipmentRow(event.data));
        continue;
      }
      if (!row) await adminShipmentsProjection.apply(client, stored, t);
      else foldIntoRow(row, event);
    }
    await bulkInsert(client, t.admin_shipments, ADMIN_SHIPMENT_COLUMNS, [...rows.values()], '(id) DO NOTHING');
  },
  replayFold: {
    columns: { admin_shipments: ADMIN_SHIPMENT_COLUMNS },
    fold(stored, rows) {
      const event = stored as StoredEvent & (ShipmentEvent | CarrierBookedLike);
      const id = shipmentIdOf(event);
      if (typeof id !== 'string') return false; // whatever apply makes of it
      const key = uuidKey(id);
      const row = rows.get('admin_shipments', key);
      if (row === WRITTEN) return false;
      if (event.type === 'ShipmentCreated') {
        if (!row) rows.add('admin_shipments', key, adminShipmentRow(event.data));
      } else if (row) foldIntoRow(row, event);
      return true;
    },
  },
};
