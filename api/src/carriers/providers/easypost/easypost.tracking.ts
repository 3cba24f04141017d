import { z } from 'zod';
import type { ProviderTrackingEvent, TrackResult } from '../provider';
import { derivedEventId, FINAL_EVENT_TYPES, isoTimestamp, mapTrackingStatus } from '../provider-mapping';

// ── EasyPost Trackers in our terms (issue 27) ──────────────────────────────────
// A Tracker (API reference, Tracker object) carries its status and its tracking_details, each a status word, a
// status_detail word, the carrier's message and a TrackingLocation. Details have no id: ours is derived from their
// fields, so a detail polled twice or pushed in an Event keeps its id.

const P = 'easypost' as const;
const text = z.string().nullish();

const LocationSchema = z.object({ city: text, state: text, zip: text, country: text });
const TrackingDetailSchema = z.object({ status: text, status_detail: text, message: text, description: text, datetime: z.string(), tracking_location: LocationSchema.nullish() });
export const TrackerSchema = z.object({
  id: z.string(),
  tracking_code: z.string().min(1),
  carrier: text,
  status: z.string(),
  tracking_details: z.array(TrackingDetailSchema).nullish(),
});
export type Tracker = z.infer<typeof TrackerSchema>;

type EventType = ProviderTrackingEvent['eventType'];

/**
 * EasyPost's tracker statuses (API reference, Tracker object) in our terms. Two are deliberately absent:
 * - `pre_transit` (label created, carrier told): our own `created` event already says it, so those details are not
 *   reported again (EASYPOST_STATUSES_WE_RECORD);
 * - `unknown`: EasyPost itself does not know; it becomes an exception carrying EasyPost's words (mapTrackingStatus).
 */
export const EASYPOST_STATUS_TABLE: Readonly<Record<string, EventType>> = {
  in_transit: 'transit',
  out_for_delivery: 'out_for_delivery',
  available_for_pickup: 'available_for_pickup',
  delivered: 'delivered',
  return_to_sender: 'returned_to_sender',
  failure: 'exception',
  cancelled: 'exception',
  error: 'exception',
};
export const EASYPOST_STATUSES_WE_RECORD: ReadonlySet<string> = new Set(['pre_transit']);
/** status_detail words that say more than `in_transit` does. */
const IN_TRANSIT_DETAIL: Readonly<Record<string, EventType>> = { received_at_origin_facility: 'pickup' };
/** Tracker statuses after which nothing more comes. */
const FINAL_STATUSES: ReadonlySet<string> = new Set(['delivered', 'return_to_sender', 'cancelled']);

type Detail = NonNullable<Tracker['tracking_details']>[number];

function locationOf(l: Detail['tracking_location']): string {
  if (!l) return '';
  const cityLine = [l.city, [l.state, l.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [cityLine, l.country].filter(Boolean).join(', ');
}

function eventOf(trackingNumber: string, d: Detail): ProviderTrackingEvent | null {
  const status = d.status?.trim() || 'unknown';
  if (EASYPOST_STATUSES_WE_RECORD.has(status)) return null;
  const occurredAt = isoTimestamp(P, d.datetime);
  const said = [d.message, d.description].map((s) => s?.trim()).filter((s): s is string => Boolean(s));
  const wording = [...new Set(said)].join(': ');
  const mapped = mapTrackingStatus(EASYPOST_STATUS_TABLE, status, wording);
  const refined = status === 'in_transit' && d.status_detail ? IN_TRANSIT_DETAIL[d.status_detail] : undefined;
  return {
    eventId: derivedEventId(P, trackingNumber, status, occurredAt, wording),
    eventType: refined ?? mapped.eventType,
    providerStatus: status,
    description: mapped.description,
    location: locationOf(d.tracking_location),
    occurredAt,
  };
}

/** A Tracker's details as our events, in EasyPost's (chronological) order. */
export function trackOf(tracker: Tracker): TrackResult {
  const events = (tracker.tracking_details ?? []).map((d) => eventOf(tracker.tracking_code, d)).filter((e): e is ProviderTrackingEvent => e !== null);
  const last = events.at(-1);
  return { trackingNumber: tracker.tracking_code, events, final: FINAL_STATUSES.has(tracker.status) || (last !== undefined && FINAL_EVENT_TYPES.has(last.eventType)) };
}
