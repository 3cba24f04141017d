import type { TrackingEventType } from '@waypost/contracts';
import type { TrackResult } from '../provider';
import { derivedEventId, isoTimestamp, mapTrackingStatus } from '../provider-mapping';
import { KARRIO } from './karrio.mapping';

// ── Karrio trackers (GET /v1/trackers/{id_or_tracking_number}, and the data of tracker_* webhook events) in our terms ──
// Karrio normalises every carrier's statuses to its own list (TrackerStatus: pending, picked_up, in_transit, on_hold,
// delivery_delayed, out_for_delivery, ready_for_pickup, delivery_failed, return_to_sender, delivered, cancelled,
// unknown) and lists a tracker's events newest first.

type EventType = Exclude<TrackingEventType, 'created'>;

export interface KarrioTrackingEvent {
  date?: string | null;
  time?: string | null;
  /** ISO 8601; with `status` and `reason`, on servers from 2025.12 on. */
  timestamp?: string | null;
  status?: string | null;
  reason?: string | null;
  code?: string | null;
  description?: string | null;
  location?: string | null;
}
export interface KarrioTracker {
  id: string;
  tracking_number: string;
  carrier_name: string;
  status?: string | null;
  delivered?: boolean | null;
  events?: KarrioTrackingEvent[] | null;
}

/** Karrio's normalised statuses (TrackerStatus, 2026.1) in our terms. `unknown` is left out on purpose: it becomes an
 * exception carrying Karrio's words. `pending` and `created` are not carrier events (see trackOf). */
export const KARRIO_STATUS_TABLE: Readonly<Record<string, EventType>> = {
  picked_up: 'pickup',
  in_transit: 'transit',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  ready_for_pickup: 'available_for_pickup',
  delivery_failed: 'delivery_attempt',
  return_to_sender: 'returned_to_sender',
  on_hold: 'exception',
  delivery_delayed: 'exception',
  cancelled: 'exception',
};

/** Before any carrier scan: the label-created event Karrio adds itself, and "information received" ones. */
const PRE_TRANSIT = new Set(['created', 'pending']);
const FINAL_STATUSES = new Set(['delivered', 'return_to_sender', 'cancelled']);

/** "2026-12-01" and "02:30 PM" (or "14:30") as one timestamp; Karrio gives no zone with them, so UTC is assumed. */
function eventTime(e: KarrioTrackingEvent): string {
  if (e.timestamp) return isoTimestamp(KARRIO, e.timestamp);
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec((e.time ?? '').trim());
  let clock = '00:00:00';
  if (m) {
    let hours = Number(m[1]) % (m[4] ? 12 : 24);
    if (m[4]?.toUpperCase() === 'PM') hours += 12;
    clock = `${String(hours).padStart(2, '0')}:${m[2]}:${m[3] ?? '00'}`;
  }
  return isoTimestamp(KARRIO, e.date ? `${e.date}T${clock}` : undefined);
}

/**
 * A tracker's events, oldest first. An event carries its own status on servers from 2025.12; on older ones only the
 * tracker's status is known, so it is given to the newest event and the earlier ones count as in transit.
 */
export function trackOf(t: KarrioTracker): TrackResult {
  const events = t.events ?? [];
  const mapped = events.flatMap((e, i) => {
    const status = e.status || (i === 0 ? t.status || 'unknown' : 'in_transit');
    if (PRE_TRANSIT.has(status)) return [];
    const reason = e.reason ?? '';
    const occurredAt = eventTime(e);
    const text = e.description?.trim() || e.code?.trim() || '';
    const read = reason.startsWith('customs_') ? { eventType: 'customs' as const, description: text || status } : mapTrackingStatus(KARRIO_STATUS_TABLE, status, text);
    return [
      {
        eventId: derivedEventId(KARRIO, t.tracking_number, status, occurredAt, text),
        eventType: read.eventType,
        providerStatus: status,
        description: read.description,
        location: e.location?.trim() ?? '',
        occurredAt,
      },
    ];
  });
  mapped.sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
  return { trackingNumber: t.tracking_number, events: mapped, final: t.delivered === true || FINAL_STATUSES.has(t.status ?? '') };
}
