import type { ShipmentCreated, ShipmentEvent, StoredEvent } from '@waypost/contracts';
import { WRITTEN, addMissingColumns, bulkInsert, uuidKey, type BulkColumn, type Projection, type ReplayRows, type Row } from '../projection';
import { ATTENTION_STATUSES, BOOKING_EVENT_TYPES, bookingChange, type BookingChange } from './booking-changes';

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
];
/** Added by issue 22 (listed last in CREATE TABLE as well). */
const ADDED_COLUMNS = [['estimate_source', "text NOT NULL DEFAULT 'quote'"], ['attention', 'jsonb']] as const;

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
});

/** A booking change on a row in memory (the SQL of `apply` does the same). */
function foldBooking(row: Row, c: BookingChange): void {
  if (c.version !== null) row.version = c.version;
  if (c.estimate) Object.assign(row, { estimated_delivery: c.estimate.at, estimate_source: c.estimate.source });
  if (c.attention === null) row.attention = null;
  else if (c.attention && ATTENTION_STATUSES.includes(row.status as string)) row.attention = c.attention;
}

/** Replays: a status change of a shipment in memory (false: its row is written already). */
function changeStatus(rows: ReplayRows<'shipments'>, id: string, status: string, updatedAt: string, version: number): boolean {
  const row = rows.get('shipments', uuidKey(id));
  if (row === WRITTEN) return false;
  if (row) Object.assign(row, { status, updated_at: updatedAt, version, attention: null });
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
      attention jsonb
    );${addMissingColumns(t.shipments, ADDED_COLUMNS)}
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
        await client.query(`UPDATE ${t.shipments} SET status = $2, updated_at = $3, version = $4, attention = NULL WHERE id = $1`, [
          event.data.shipmentId,
          event.data.status,
          stored.createdAt,
          stored.version,
        ]);
        return;
      case 'ShipmentCancelled':
        await client.query(`UPDATE ${t.shipments} SET status = 'cancelled', updated_at = $2, version = $3, attention = NULL WHERE id = $1`, [
          event.data.shipmentId,
          event.data.cancelledAt,
          stored.version,
        ]);
        return;
    }
    const c = bookingChange(stored);
    if (!c || typeof c.shipmentId !== 'string') return;
    await client.query(
      `UPDATE ${t.shipments} SET version = COALESCE($2, version),
         estimated_delivery = COALESCE($3::timestamptz, estimated_delivery), estimate_source = COALESCE($4, estimate_source),
         attention = CASE WHEN $5 THEN NULL WHEN $6::jsonb IS NOT NULL AND status = ANY($7) THEN $6::jsonb ELSE attention END
       WHERE id = $1`,
      [c.shipmentId, c.version, c.estimate?.at ?? null, c.estimate?.source ?? null, c.attention === null, c.attention ? JSON.stringify(c.attention) : null, ATTENTION_STATUSES],
    );
  },
  // Replays: the same fold with two multi-row statements per batch (rows created in the batch are folded in memory).
  async applyBatch(client, events, t) {
    const created = new Map<string, Record<string, unknown>>();
    const changed = new Map<string, { id: string; status: string; updated_at: string; version: number }>();
    const flush = async () => {
      await bulkInsert(client, t.shipments, SHIPMENT_COLUMNS, [...created.values()], '(id) DO NOTHING');
      if (changed.size > 0) {
        await client.query(
          `UPDATE ${t.shipments} s SET status = x.status, updated_at = x.updated_at, version = x.version, attention = NULL
           FROM json_to_recordset($1::json) AS x(id uuid, status text, updated_at timestamptz, version integer) WHERE s.id = x.id`,
          [JSON.stringify([...changed.values()])],
        );
      }
      created.clear();
      changed.clear();
    };
    const change = (id: string, status: string, updatedAt: string, version: number) => {
      const row = created.get(id);
      if (row) Object.assign(row, { status, updated_at: updatedAt, version, attention: null });
      else changed.set(id, { id, status, updated_at: updatedAt, version });
    };
    for (const stored of events) {
      const event = stored as StoredEvent & ShipmentEvent;
      switch (event.type) {
        case 'ShipmentCreated': {
          const d = event.data;
          if (created.has(d.shipmentId) || changed.has(d.shipmentId)) break;
          created.set(d.shipmentId, shipmentRow(d, stored.version));
          break;
        }
        case 'TrackingEventRecorded':
          change(event.data.shipmentId, event.data.status, stored.createdAt, stored.version);
          break;
        case 'ShipmentCancelled':
          change(event.data.shipmentId, 'cancelled', event.data.cancelledAt, stored.version);
          break;
        default: {
          const c = bookingChange(stored);
          const row = c && typeof c.shipmentId === 'string' ? created.get(c.shipmentId) : undefined;
          if (c && row) {
            foldBooking(row, c);
            break;
          }
          // A row of an earlier batch, or a type only `apply` knows: keep the order by flushing first.
          await flush();
          await shipmentsProjection.apply(client, stored, t);
        }
      }
    }
    await flush();
  },
  replayFold: {
    columns: { shipments: SHIPMENT_COLUMNS },
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
          return changeStatus(rows, event.data.shipmentId, event.data.status, stored.createdAt, stored.version);
        case 'ShipmentCancelled':
          return changeStatus(rows, event.data.shipmentId, 'cancelled', event.data.cancelledAt, stored.version);
        default: {
          const c = bookingChange(stored);
          if (!c || typeof c.shipmentId !== 'string') return false;
          const row = rows.get('shipments', uuidKey(c.shipmentId));
          if (row === WRITTEN) return false;
          if (row) foldBooking(row, c);
          return true;
        }
      }
    },
  },
};
