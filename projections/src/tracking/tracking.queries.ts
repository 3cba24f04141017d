import type { Pool } from 'pg';
import type { Shipment, TrackingResult } from '@waypost/contracts';

/** Shipment + timeline by tracking number; ownerId = null lets staff read any. */
export async function findTracking(pool: Pool, trackingNumber: string, ownerId: string | null): Promise<TrackingResult | null> {
  const { rows } = await pool.query<{ shipment: Shipment }>(
    'SELECT shipment FROM tracking WHERE tracking_number = $1 AND ($2::uuid IS NULL OR owner_id = $2)',
    [trackingNumber, ownerId],
  );
  const shipment = rows[0]?.shipment;
  if (!shipment) return null;
  const events = await pool.query<{ id: string; event_type: string; description: string; location: string; occurred_at: Date }>(
    'SELECT id, event_type, description, location, occurred_at FROM tracking_events WHERE tracking_number = $1 ORDER BY seq',
    [trackingNumber],
  );
  return {
    shipment,
    events: events.rows.map((e) => ({
      id: e.id,
      eventType: e.event_type as TrackingResult['events'][number]['eventType'],
      description: e.description,
      location: e.location,
      timestamp: e.occurred_at.toISOString(),
    })),
  };
}
