import { UNASSIGNED_CARRIER, chargeForShipment, type ShipmentCreated, type ShipmentEvent, type StoredEvent } from '@waypost/contracts';
import { WRITTEN, uuidKey, type BulkColumn, type Projection, type Row } from '../projection';
import { bookingChange } from '../shipments/booking-changes';

const ADMIN_SHIPMENT_COLUMNS: BulkColumn[] = (
  [
    ['id', 'uuid'],
    ['owner_id', 'uuid'],
    ['status', 'text'],
    ['origin_city', 'text'],
    ['origin_country', 'text'],
    ['destination_city', 'text'],
    ['destination_country', 'text'],
    ['declared_value', 'numeric'],
    ['transport_cents', 'bigint'],
    ['value_added_cents', 'bigint'],
    ['charged_cents', 'bigint'],
    ['carrier', 'text'],
    ['estimated_delivery', 'timestamptz'],
    ['delivered_at', 'timestamptz'],
    ['last_location', 'text'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
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
    id: d.shipmentId,
    owner_id: d.ownerId,
    status: 'pending',
    origin_city: d.fromAddress.city,
    origin_country: d.fromAddress.country.trim(),
    destination_city: d.toAddress.city,
    destination_country: d.toAddress.country.trim(),
    declared_value: d.itemDetails.value,
    transport_cents: charge.transportCents,
    value_added_cents: charge.valueAddedCents,
    charged_cents: charge.totalCents,
    carrier: UNASSIGNED_CARRIER,
    estimated_delivery: d.estimatedDelivery,
    delivered_at: null,
    last_location: d.fromAddress.city,
    created_at: d.createdAt,
    updated_at: d.createdAt,
  };
}

/** What an event other than ShipmentCreated does to a row. */
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
  fold: {
    kind: 'rows',
    columns: { admin_shipments: ADMIN_SHIPMENT_COLUMNS },
    keys: { admin_shipments: ['id'] },
    fold(stored, rows) {
      const event = stored as StoredEvent & (ShipmentEvent | CarrierBookedLike);
      const id = shipmentIdOf(event);
      if (typeof id !== 'string') return true; // names no shipment
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
