import { shipmentFromCreated, type ShipmentCreated, type ShipmentEvent, type StoredEvent } from '@waypost/contracts';
import { WRITTEN, bulkInsert, type BulkColumn, type Projection, type ReplayRows, type Row } from '../projection';
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
  id, tracking_number: trackingNumber, seq, event_type: eventType, description, location, occurred_at: at,
});

/** Replays: a status change of a tracked shipment in memory (false: its row is written already). */
function changeTracked(rows: ReplayRows<'tracking' | 'tracking_events'>, trackingNumber: string, status: string, updatedAt: string, version: number): boolean {
  const row = rows.get('tracking', trackingNumber);
  if (row === WRITTEN) return false;
  if (row) {
    Object.assign(row.shipment as Record<string, unknown>, { status, updatedAt, version, attention: null });
    row.updated_at = updatedAt;
  }
  return true;
}

/** A booking change on the shipment JSON of a row in memory (the SQL of `apply` does the same). */
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
  async apply(client, stored, t) {
    const event = stored as StoredEvent & ShipmentEvent;
    switch (event.type) {
      case 'ShipmentCreated': {
        const d = event.data;
        const shipment = shipmentFromCreated(d, stored.version);
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
          `UPDATE ${t.tracking} SET shipment = shipment || jsonb_build_object('status', $2::text, 'updatedAt', $3::text, 'version', $4::int, 'attention', NULL),
             updated_at = ($3::text)::timestamptz WHERE tracking_number = $1`,
          [d.trackingNumber, d.status, stored.createdAt, stored.version],
        );
        await insertEvent(client, t.tracking_events, stored.eventId, d.trackingNumber, stored.version, d.eventType, d.description, d.location, d.timestamp);
        return;
      }
      case 'ShipmentCancelled': {
        const d = event.data;
        await client.query(
          `UPDATE ${t.tracking} SET shipment = shipment || jsonb_build_object('status', 'cancelled', 'updatedAt', $2::text, 'version', $3::int, 'attention', NULL),
             updated_at = ($2::text)::timestamptz WHERE tracking_number = $1`,
          [d.trackingNumber, d.cancelledAt, stored.version],
        );
        return;
      }
    }
    const c = bookingChange(stored);
    if (!c || typeof c.trackingNumber !== 'string') return;
    await client.query(
      `UPDATE ${t.tracking} SET shipment = shipment
         || CASE WHEN $2::int IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('version', $2::int) END
         || CASE WHEN $3::text IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('estimatedDelivery', $3::text, 'estimateSource', $4::text) END
         || CASE WHEN $5 THEN jsonb_build_object('attention', NULL)
                 WHEN $6::jsonb IS NOT NULL AND shipment->>'status' = ANY($7) THEN jsonb_build_object('attention', $6::jsonb)
                 ELSE '{}'::jsonb END
       WHERE tracking_number = $1`,
      [c.trackingNumber, c.version, c.estimate?.at ?? null, c.estimate?.source ?? null, c.attention === null, c.attention ? JSON.stringify(c.attention) : null, ATTENTION_STATUSES],
    );
  },
  // Replays: the same fold with three multi-row statements per batch.
  async applyBatch(client, events, t) {
    const created = new Map<string, { tracking_number: string; shipment_id: string; owner_id: string; shipment: Record<string, unknown>; updated_at: string }>();
    const changed = new Map<string, { tracking_number: string; status: string; updated_at: string; version: number }>();
    const timeline: { id: string; tracking_number: string; seq: number; event_type: string; description: string; location: string; occurred_at: string }[] = [];
    const flush = async () => {
      await bulkInsert(client, t.tracking, TRACKING_COLUMNS, [...created.values()], '(tracking_number) DO NOTHING');
      if (changed.size > 0) {
        await client.query(
          `UPDATE ${t.tracking} tr SET shipment = tr.shipment || jsonb_build_object('status', x.status, 'updatedAt', x.updated_at, 'version', x.version, 'attention', NULL),
             updated_at = x.updated_at::timestamptz
           FROM json_to_recordset($1::json) AS x(tracking_number text, status text, updated_at text, version integer)
           WHERE tr.tracking_number = x.tracking_number`,
          [JSON.stringify([...changed.values()])],
        );
      }
      await bulkInsert(client, t.tracking_events, TIMELINE_COLUMNS, timeline, 'DO NOTHING');
      created.clear();
      changed.clear();
      timeline.length = 0;
    };
    const change = (trackingNumber: string, status: string, updatedAt: string, version: number) => {
      const row = created.get(trackingNumber);
      if (row) {
        Object.assign(row.shipment, { status, updatedAt, version, attention: null });
        row.updated_at = updatedAt;
      } else changed.set(trackingNumber, { tracking_number: trackingNumber, status, updated_at: updatedAt, version });
    };
    const moment = (id: string, trackingNumber: string, seq: number, eventType: string, description: string, location: string, at: string) =>
      timeline.push(timelineRow(id, trackingNumber, seq, eventType, description, location, at));
    for (const stored of events) {
      const event = stored as StoredEvent & ShipmentEvent;
      switch (event.type) {
        case 'ShipmentCreated': {
          const d = event.data;
          if (!created.has(d.trackingNumber) && !changed.has(d.trackingNumber)) created.set(d.trackingNumber, trackingRow(d, stored.version));
          moment(stored.eventId, d.trackingNumber, stored.version, 'created', 'Shipment created', d.fromAddress.city, d.createdAt);
          break;
        }
        case 'TrackingEventRecorded': {
          const d = event.data;
          change(d.trackingNumber, d.status, stored.createdAt, stored.version);
          moment(stored.eventId, d.trackingNumber, stored.version, d.eventType, d.description, d.location, d.timestamp);
          break;
        }
        case 'ShipmentCancelled':
          change(event.data.trackingNumber, 'cancelled', event.data.cancelledAt, stored.version);
          break;
        default: {
          const c = bookingChange(stored);
          const row = c && typeof c.trackingNumber === 'string' ? created.get(c.trackingNumber) : undefined;
          if (c && row) {
            foldBooking(row, c);
            break;
          }
          await flush();
          await trackingProjection.apply(client, stored, t);
        }
      }
    }
    await flush();
  },
  replayFold: {
    columns: { tracking: TRACKING_COLUMNS, tracking_events: TIMELINE_COLUMNS },
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
          if (!changeTracked(rows, d.trackingNumber, d.status, stored.createdAt, stored.version)) return false;
          rows.append('tracking_events', timelineRow(stored.eventId, d.trackingNumber, stored.version, d.eventType, d.description, d.location, d.timestamp));
          return true;
        }
        case 'ShipmentCancelled':
          return changeTracked(rows, event.data.trackingNumber, 'cancelled', event.data.cancelledAt, stored.version);
        default: {
          const c = bookingChange(stored);
          if (!c || typeof c.trackingNumber !== 'string') return false;
          const row = rows.get('tracking', c.trackingNumber);
          if (row === WRITTEN) return false;
          if (row) foldBooking(row, c);
          return true;
        }
      }
    },
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
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [id, trackingNumber, seq, eventType, description, location, occurredAt],
  );
}
