import type { CarrierBooked, CarrierBookingFailed, LabelVoided, LabelVoidRefused, ShipmentCreated, StoredEvent, TrackingEventRecorded } from '@waypost/contracts';
import { WRITTEN, addMissingColumns, uuidKey, type BulkColumn, type Projection, type Row } from '../projection';

const BOOKING_COLUMNS: BulkColumn[] = (
  [
    ['shipment_id', 'uuid'],
    ['tracking_number', 'text'],
    ['owner_id', 'uuid'],
    ['status', 'text'],
    ['carrier_id', 'text'],
    ['carrier_name', 'text'],
    ['service_name', 'text'],
    ['service_level', 'text'],
    ['reference', 'text'],
    ['sandbox', 'boolean'],
    ['route', 'jsonb'],
    ['estimated_delivery', 'timestamptz'],
    ['booked_at', 'timestamptz'],
    ['failure_reason', 'text'],
    ['bookings', 'integer'],
    ['carrier_events', 'integer'],
    ['last_event', 'jsonb'],
    ['updated_at', 'timestamptz'],
    ['label', 'jsonb'],
    ['provider', 'jsonb'],
  ] as const
).map(([name, type]) => ({ name, type }));

/**
 * Added later (listed last in CREATE TABLE as well): the label codes of the booking, for the PDF label (issue 23); the
 * real provider that sold the label (issue 27; null: the sandbox network).
 */
const ADDED_COLUMNS = [
  ['label', 'jsonb'],
  ['provider', 'jsonb'],
] as const;

type BookingRow = Row & { status: string; bookings: number; carrier_events: number };

const bookingRow = (d: ShipmentCreated['data']): BookingRow => ({
  shipment_id: d.shipmentId,
  tracking_number: d.trackingNumber,
  owner_id: d.ownerId,
  status: 'awaiting_carrier',
  carrier_id: null,
  carrier_name: null,
  service_name: null,
  service_level: null,
  reference: null,
  sandbox: false,
  route: [],
  estimated_delivery: null,
  booked_at: null,
  failure_reason: null,
  bookings: 0,
  carrier_events: 0,
  last_event: null,
  updated_at: d.createdAt,
  label: null,
  provider: null,
});

/** The columns a booking sets. */
const bookedColumns = (d: CarrierBooked['data']): Partial<BookingRow> => ({
  status: 'booked',
  carrier_id: d.carrierId,
  carrier_name: d.carrierName,
  service_name: d.serviceName,
  service_level: d.serviceLevel,
  reference: d.reference,
  sandbox: d.sandbox,
  route: d.route,
  estimated_delivery: d.estimatedDelivery,
  booked_at: d.bookedAt,
  failure_reason: null,
  updated_at: d.bookedAt,
  label: d.label,
  provider: d.provider ?? null,
});

/** What an event other than ShipmentCreated does to a booking row. */
function foldIntoBooking(row: BookingRow, stored: StoredEvent): void {
  switch (stored.type) {
    case 'CarrierBooked': {
      const d = (stored as StoredEvent & CarrierBooked).data;
      Object.assign(row, { ...bookedColumns(d), bookings: row.bookings + 1 });
      return;
    }
    case 'LabelVoidRefused': {
      // Issue 27: the provider refused the void and the label stands again: the booking as it was (not a new one).
      const restored = (stored as StoredEvent & LabelVoidRefused).data.restored;
      if (restored && row.status === 'voided') Object.assign(row, { ...bookedColumns(restored.booking), updated_at: (stored.data as LabelVoidRefused['data']).refusedAt });
      return;
    }
    case 'CarrierBookingFailed': {
      const d = (stored as StoredEvent & CarrierBookingFailed).data;
      if (row.status !== 'booked') Object.assign(row, { status: 'failed', failure_reason: d.reason, sandbox: d.sandbox, updated_at: d.failedAt });
      return;
    }
    case 'LabelVoided': {
      // Issue 24: the label was voided before pickup; no carrier holds the shipment until a rate is bought again.
      const d = (stored as StoredEvent & LabelVoided).data;
      Object.assign(row, { status: 'voided', label: null, provider: null, updated_at: d.voidedAt });
      return;
    }
    case 'TrackingEventRecorded': {
      if (stored.metadata.actor.kind !== 'carrier') return;
      const d = (stored as StoredEvent & TrackingEventRecorded).data;
      const last = { eventType: d.eventType, description: d.description, location: d.location, timestamp: d.timestamp };
      Object.assign(row, { carrier_events: row.carrier_events + 1, last_event: last, updated_at: d.timestamp });
      return;
    }
  }
}

// ── Read model: carrier_bookings (one row per shipment: who carries it, how far the carrier has reported) ──
// `bookings` counts CarrierBooked events: the fan-out suite checks it is exactly 1 for every shipment.

export const carrierBookingsProjection: Projection<'carrier_bookings'> = {
  name: 'carrier_bookings',
  tables: ['carrier_bookings'],
  eventTypes: ['ShipmentCreated', 'CarrierBooked', 'CarrierBookingFailed', 'TrackingEventRecorded', 'LabelVoided', 'LabelVoidRefused'],
  metadataFields: ['actor'],
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
      updated_at timestamptz NOT NULL,
      label jsonb,
      provider jsonb
    );${addMissingColumns(t.carrier_bookings, ADDED_COLUMNS)}
    CREATE INDEX IF NOT EXISTS ${t.carrier_bookings}_carrier ON ${t.carrier_bookings} (carrier_id, status);`,
  fold: {
    kind: 'rows',
    columns: { carrier_bookings: BOOKING_COLUMNS },
    keys: { carrier_bookings: ['shipment_id'] },
    fold(stored, rows) {
      const id = (stored.data as { shipmentId?: unknown }).shipmentId;
      if (typeof id !== 'string') return true; // names no booking
      const key = uuidKey(id);
      const row = rows.get('carrier_bookings', key);
      if (row === WRITTEN) return false;
      if (stored.type === 'ShipmentCreated') {
        if (!row) rows.add('carrier_bookings', key, bookingRow((stored as StoredEvent & ShipmentCreated).data));
      } else if (row) foldIntoBooking(row as BookingRow, stored);
      return true;
    },
  },
};
