import { shipmentFromCreated, trackingStatusAfter, type ShipmentCreated, type ShipmentEvent, type StoredEvent } from '@waypost/contracts';
import { WRITTEN, type BulkColumn, type FoldRows, type Projection, type Row } from '../projection';
import { ATTENTION_STATUSES, BOOKING_EVENT_TYPES, bookingChange, type BookingChange } from '../shipments/booking-changes';

const TRACKING_COLUMNS: BulkColumn[] = [
  { name: 'tracking_number', type: 'text' },
  { name: 'shipment_id', type: 'uuid' },
  { name: 'owner_id', type: 'uuid' },
  { name: 'shipment', type: 'jsonb' },
  { name: 'updated_at', type: 'timestamptz' },
];
const TIMELINE_COLUMNS: BulkColumn[] = [
  { name: 'id', type: 'uuid' },
  { name: 'tracking_number', type: 'text' },
  { name: 'seq', type: 'integer' },
  { name: 'event_type', type: 'text' },
  { name: 'description', type: 'text' },
  { name: 'location', type: 'text' },
  { name: 'occurred_at', type: 'timestamptz' },
];

const trackingRow = (d: ShipmentCreated['data'], version: number) => ({
  tracking_number: d.trackingNumber,
  shipment_id: d.shipmentId,
  owner_id: d.ownerId,
  shipment: shipmentFromCreated(d, version) as unknown as Record<string, unknown>,
  updated_at: d.createdAt,
});
const timelineRow = (id: string, trackingNumber: string, seq: number, eventType: string, description: string, location: string, at: string) => ({
  id,
  tracking_number: trackingNumber,
  seq,
  event_type: eventType,
  description,
  location,
  occurred_at: at,
});

/** A status change of a tracked shipment (false: its row is not at hand). */
function changeTracked(
  rows: FoldRows<'tracking' | 'tracking_events'>,
  trackingNumber: string,
  status: string,
  trackingStatus: string | null,
  updatedAt: string,
  version: number,
): boolean {
  const row = rows.get('tracking', trackingNumber);
  if (row === WRITTEN) return false;
  if (row) {
    Object.assign(row.shipment as Record<string, unknown>, { status, trackingStatus, updatedAt, version, attention: null });
    row.updated_at = updatedAt;
  }
  return true;
}

/** A booking change on the shipment JSON of a row. */
function foldBooking(row: Row, c: BookingChange): void {
  const shipment = row.shipment as Record<string, unknown>;
  if (c.version !== null) shipment.version = c.version;
  if (c.estimate) Object.assign(shipment, { estimatedDelivery: c.estimate.at, estimateSource: c.estimate.source });
  if (c.attention === null) shipment.attention = null;
  else if (c.attention && ATTENTION_STATUSES.includes(shipment.status as string)) shipment.attention = c.attention;
}

// ── Read model: tracking (shipment + its timeline, by tracking number) ─────

export const trackingProjection: Projection<'tracking' | 'tracking_events'> = {
  name: 'tracking',
  tables: ['tracking', 'tracking_events'],
  // one timeline row per event, keyed by the event id
  appendOnly: ['tracking_events'],
  // shipment_id UNIQUE: an integrity check (every statement keys on tracking_number)
  integrityKeys: ['tracking'],
  eventTypes: ['ShipmentCreated', 'TrackingEventRecorded', 'ShipmentCancelled', ...BOOKING_EVENT_TYPES],
  metadataFields: [],
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
  fold: {
    kind: 'rows',
    columns: { tracking: TRACKING_COLUMNS, tracking_events: TIMELINE_COLUMNS },
    keys: { tracking: ['tracking_number'] },
    fold(stored, rows) {
      const event = stored as StoredEvent & ShipmentEvent;
      switch (event.type) {
        case 'ShipmentCreated': {
          const d = event.data;
          const row = rows.get('tracking', d.trackingNumber);
          if (row === WRITTEN) return false;
          if (!row) rows.add('tracking', d.trackingNumber, trackingRow(d, stored.version));
          rows.append('tracking_events', timelineRow(stored.eventId, d.trackingNumber, stored.version, 'created', 'Shipment created', d.fromAddress.city, d.createdAt));
          return true;
        }
        case 'TrackingEventRecorded': {
          const d = event.data;
          if (!changeTracked(rows, d.trackingNumber, d.status, trackingStatusAfter(d.eventType), stored.createdAt, stored.version)) return false;
          rows.append('tracking_events', timelineRow(stored.eventId, d.trackingNumber, stored.version, d.eventType, d.description, d.location, d.timestamp));
          return true;
        }
        case 'ShipmentCancelled':
          return changeTracked(rows, event.data.trackingNumber, 'cancelled', 'cancelled', event.data.cancelledAt, stored.version);
        default: {
          const c = bookingChange(stored);
          if (!c || typeof c.trackingNumber !== 'string') return true; // nothing it knows
          const row = rows.get('tracking', c.trackingNumber);
          if (row === WRITTEN) return false;
          if (row) foldBooking(row, c);
          return true;
        }
      }
    },
  },
};
