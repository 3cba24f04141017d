import type { Pool } from 'pg';
import { TRACKING_STATUS_OF_SCREEN, type Shipment, type TrackingResult } from '@waypost/contracts';
import { ownerParams, type OwnerScope } from '../owner-scope';
import { shipmentAsRead } from '../shipments/shipments.queries';

// One round trip: the shipment and its timeline (built by PostgreSQL, timestamps as toISOString() writes them).
// A named statement: each pooled connection parses and plans it once.
const FIND_TRACKING = {
  name: 'tracking.find.v2',
  text: `SELECT t.shipment, t.owner_id,
                COALESCE((SELECT json_agg(json_build_object('id', e.id, 'eventType', e.event_type, 'description', e.description,
                                  'location', e.location,
                                  'timestamp', to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY e.seq)
                            FROM tracking_events e WHERE e.tracking_number = t.tracking_number), '[]') AS events
           FROM tracking t WHERE t.tracking_number = $1 AND ($2::uuid IS NULL OR t.owner_id = $2) AND ($3::uuid[] IS NULL OR t.owner_id <> ALL($3::uuid[]))`,
};

/** Shipment + timeline by tracking number, if the scope lets the reader see it (staff: any live one, tax ids hidden). */
export async function findTracking(pool: Pool, trackingNumber: string, scope: OwnerScope): Promise<TrackingResult | null> {
  const { rows } = await pool.query<{ shipment: Shipment; owner_id: string; events: TrackingResult['events'] }>({
    ...FIND_TRACKING,
    values: [trackingNumber, ...ownerParams(scope)],
  });
  const row = rows[0];
  if (!row) return null;
  // rows written before tracking statuses: the screen status says it
  row.shipment.trackingStatus ??= TRACKING_STATUS_OF_SCREEN[row.shipment.status];
  return { shipment: shipmentAsRead(row.shipment, scope, row.owner_id), events: row.events };
}
