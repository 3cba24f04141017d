import { parcelsOfCreated, totalWeightKg, trackingStatusAfter, type BookingSummary, type ShipmentCreated, type ShipmentEvent, type StoredEvent } from '@waypost/contracts';
import { WRITTEN, addMissingColumns, uuidKey, type BulkColumn, type FoldRows, type Projection, type Row } from '../projection';
import { ATTENTION_STATUSES, BOOKING_EVENT_TYPES, bookingChange, type BookingChange } from './booking-changes';
import { foldBookingSummary, initialBooking } from './booking-summary';

const SHIPMENT_COLUMNS: BulkColumn[] = [
  { name: 'id', type: 'uuid' },
  { name: 'owner_id', type: 'uuid' },
  { name: 'tracking_number', type: 'text' },
  { name: 'status', type: 'text' },
  { name: 'from_address', type: 'jsonb' },
  { name: 'to_address', type: 'jsonb' },
  { name: 'item_details', type: 'jsonb' },
  { name: 'estimated_delivery', type: 'timestamptz' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
  { name: 'version', type: 'integer' },
  { name: 'estimate_source', type: 'text' },
  { name: 'attention', type: 'jsonb' },
  { name: 'tracking_status', type: 'text' },
  { name: 'parcels', type: 'jsonb' },
  { name: 'total_weight_grams', type: 'integer' },
  { name: 'customs', type: 'jsonb' },
  { name: 'duties_estimate', type: 'jsonb' },
  { name: 'booking', type: 'jsonb' },
  { name: 'dangerous_goods', type: 'jsonb' },
  { name: 'return_of', type: 'jsonb' },
  { name: 'returned_as', type: 'jsonb' },
];
/**
 * Added by issues 22, 24, 26 and 28 (listed last in CREATE TABLE as well; rows projected before 24 hold NULL until a rebuild:
 * tracking_status is then read from the screen status, parcels from item_details, and the booking summary is absent).
 */
const ADDED_COLUMNS = [
  ['estimate_source', "text NOT NULL DEFAULT 'quote'"],
  ['attention', 'jsonb'],
  ['tracking_status', 'text'],
  ['parcels', 'jsonb'],
  ['total_weight_grams', 'integer'],
  ['customs', 'jsonb'],
  ['duties_estimate', 'jsonb'],
  ['booking', 'jsonb'],
  ['dangerous_goods', 'jsonb'],
  ['return_of', 'jsonb'],
  ['returned_as', 'jsonb'],
] as const;

/** The row a ShipmentCreated event makes. */
const shipmentRow = (d: ShipmentCreated['data'], version: number): Record<string, unknown> => ({
  id: d.shipmentId,
  owner_id: d.ownerId,
  tracking_number: d.trackingNumber,
  status: 'pending',
  from_address: d.fromAddress,
  to_address: d.toAddress,
  item_details: d.itemDetails,
  estimated_delivery: d.estimatedDelivery,
  created_at: d.createdAt,
  updated_at: d.createdAt,
  version,
  estimate_source: 'quote',
  attention: null,
  tracking_status: 'pre_transit',
  parcels: parcelsOfCreated(d),
  total_weight_grams: Math.round(totalWeightKg(parcelsOfCreated(d)) * 1000),
  customs: d.customs ?? null,
  duties_estimate: d.dutiesEstimate ?? null,
  booking: initialBooking(d),
  dangerous_goods: d.dangerousGoods?.length ? d.dangerousGoods : null,
  return_of: d.returnOf ? { shipmentId: d.returnOf.shipmentId, trackingNumber: d.returnOf.trackingNumber, reason: d.returnOf.reason } : null,
  returned_as: null,
});

/** A booking change on a row; its booking summary (null on rows projected before issue 24) follows the event. */
function foldBooking(row: Row, c: BookingChange, stored: StoredEvent): void {
  if (c.version !== null) row.version = c.version;
  const booking = row.booking as BookingSummary | null;
  // a booking no carrier takes needs attention only while the shipment is open (as `attention`)
  if (booking && (stored.type !== 'CarrierBookingFailed' || ATTENTION_STATUSES.includes(row.status as string))) row.booking = foldBookingSummary(booking, stored);
  if (c.estimate) Object.assign(row, { estimated_delivery: c.estimate.at, estimate_source: c.estimate.source });
  if (c.attention === null) row.attention = null;
  else if (c.attention && ATTENTION_STATUSES.includes(row.status as string)) row.attention = c.attention;
}

/** A status change of a shipment (false: its row is not at hand). */
function changeStatus(rows: FoldRows<'shipments'>, id: string, status: string, trackingStatus: string | null, updatedAt: string, version: number): boolean {
  const row = rows.get('shipments', uuidKey(id));
  if (row === WRITTEN) return false;
  if (row) Object.assign(row, { status, tracking_status: trackingStatus, updated_at: updatedAt, version, attention: null });
  return true;
}

// ── Read model: shipments per owner ─────────────────────────────────────────

export const shipmentsProjection: Projection<'shipments'> = {
  name: 'shipments',
  tables: ['shipments'],
  // tracking_number UNIQUE: an integrity check (every statement keys on id)
  integrityKeys: ['shipments'],
  eventTypes: ['ShipmentCreated', 'TrackingEventRecorded', 'ShipmentCancelled', ...BOOKING_EVENT_TYPES],
  metadataFields: [],
  // _owner_page serves every owner list; the older _owner index was a prefix of it (one index to keep up, not two)
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
      version integer NOT NULL,
      estimate_source text NOT NULL DEFAULT 'quote',
      attention jsonb,
      tracking_status text,
      parcels jsonb,
      total_weight_grams integer,
      customs jsonb,
      duties_estimate jsonb,
      booking jsonb,
      dangerous_goods jsonb,
      return_of jsonb,
      returned_as jsonb
    );${addMissingColumns(t.shipments, ADDED_COLUMNS)}
    DROP INDEX IF EXISTS ${t.shipments}_owner;
    CREATE INDEX IF NOT EXISTS ${t.shipments}_owner_page ON ${t.shipments} (owner_id, created_at DESC, tracking_number DESC);`,
  fold: {
    kind: 'rows',
    columns: { shipments: SHIPMENT_COLUMNS },
    keys: { shipments: ['id'] },
    fold(stored, rows) {
      const event = stored as StoredEvent & ShipmentEvent;
      switch (event.type) {
        case 'ShipmentCreated': {
          const key = uuidKey(event.data.shipmentId);
          const row = rows.get('shipments', key);
          if (row === WRITTEN) return false;
          if (!row) rows.add('shipments', key, shipmentRow(event.data, stored.version));
          return true;
        }
        case 'TrackingEventRecorded':
          return changeStatus(rows, event.data.shipmentId, event.data.status, trackingStatusAfter(event.data.eventType), stored.createdAt, stored.version);
        case 'ShipmentCancelled':
          return changeStatus(rows, event.data.shipmentId, 'cancelled', 'cancelled', event.data.cancelledAt, stored.version);
        case 'ReturnRequested': {
          const row = rows.get('shipments', uuidKey(event.data.shipmentId));
          if (row === WRITTEN) return false;
          const { returnShipmentId, returnTrackingNumber, reason } = event.data;
          if (row) Object.assign(row, { version: stored.version, returned_as: { shipmentId: returnShipmentId, trackingNumber: returnTrackingNumber, reason } });
          return true;
        }
        default: {
          const c = bookingChange(stored);
          if (!c || typeof c.shipmentId !== 'string') return true; // nothing it knows
          const row = rows.get('shipments', uuidKey(c.shipmentId));
          if (row === WRITTEN) return false;
          if (row) foldBooking(row, c, stored);
          return true;
        }
      }
    },
  },
};
