import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Track, TrackingStatus } from 'shippo';
import { z } from 'zod';
import type { ProviderTrackingEvent } from '../provider';
import { derivedEventId, isoTimestamp, mapTrackingStatus } from '../provider-mapping';

// ── Shippo tracking in our terms (issue 27): the status table, Track objects from the SDK or raw JSON, webhook HMAC ──
// Shippo's tracking statuses (PRE_TRANSIT, TRANSIT, DELIVERED, RETURNED, FAILURE, UNKNOWN) are refined by substatus
// codes (its "event definitions"): a known substatus decides; otherwise the status does; a status we do not map is
// an exception quoting Shippo's words. Raw JSON is read leniently (webhooks; statuses newer than the SDK's enum).

type EventType = ProviderTrackingEvent['eventType'];

/**
 * Shippo's statuses (tracking_status.status). PRE_TRANSIT is the label we bought (see labelOnly). UNKNOWN ("the package
 * has not been found via the carrier's tracking system") is left out on purpose: it reaches us as an exception in
 * Shippo's words.
 */
export const SHIPPO_STATUS_EVENTS: Readonly<Record<string, EventType>> = {
  transit: 'transit',
  delivered: 'delivered',
  returned: 'returned_to_sender',
  failure: 'exception',
};

/** Shippo's substatus codes (its "event definitions"), finer than the status: they decide where they are known. */
export const SHIPPO_SUBSTATUS_EVENTS: Readonly<Record<string, EventType>> = {
  package_accepted: 'pickup',
  package_arrived: 'transit',
  package_departed: 'transit',
  package_processing: 'transit',
  package_processed: 'transit',
  package_in_local_area: 'transit',
  package_forwarded: 'transit',
  delivery_scheduled: 'transit',
  delivery_rescheduled: 'transit',
  out_for_delivery: 'out_for_delivery',
  delivery_attempted: 'delivery_attempt',
  notice_left: 'delivery_attempt',
  pickup_available: 'available_for_pickup',
  delivered: 'delivered',
  return_to_sender: 'returned_to_sender',
  delayed: 'exception',
  address_issue: 'exception',
  contact_carrier: 'exception',
  location_inaccessible: 'exception',
  reschedule_delivery: 'exception',
  package_held: 'exception',
  package_damaged: 'exception',
  package_lost: 'exception',
  package_disposed: 'exception',
  package_unclaimed: 'exception',
  package_undeliverable: 'exception',
};

/** One tracking status, whether it came through the SDK or as raw JSON. */
export interface StatusView {
  id?: string;
  status: string;
  substatusCode?: string;
  substatusText?: string;
  details: string;
  at?: string;
  location: string;
}

export interface TrackView {
  carrier: string;
  trackingNumber: string;
  latest?: StatusView;
  history: StatusView[];
}

const place = (l: { city?: string | null; state?: string | null; zip?: string | null; country?: string | null } | null | undefined): string =>
  [l?.city, l?.state, l?.zip, l?.country].filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(', ');

function statusOfSdk(s: TrackingStatus): StatusView {
  return {
    id: s.objectId,
    status: s.status,
    substatusCode: s.substatus?.code,
    substatusText: s.substatus?.text,
    details: s.statusDetails,
    at: (s.statusDate ?? s.objectCreated).toISOString(),
    location: place(s.location),
  };
}

export function trackOfSdk(t: Track): TrackView {
  return { carrier: t.carrier, trackingNumber: t.trackingNumber, latest: t.trackingStatus && statusOfSdk(t.trackingStatus), history: t.trackingHistory.map(statusOfSdk) };
}

const RawStatus = z.object({
  object_id: z.string().nullish(),
  status: z.string().min(1),
  substatus: z.object({ code: z.string(), text: z.string().nullish() }).nullish(),
  status_details: z.string().nullish(),
  status_date: z.string().nullish(),
  object_created: z.string().nullish(),
  location: z.object({ city: z.string().nullish(), state: z.string().nullish(), zip: z.string().nullish(), country: z.string().nullish() }).nullish(),
});
const RawTrack = z.object({ carrier: z.string(), tracking_number: z.string(), tracking_status: RawStatus.nullish(), tracking_history: z.array(RawStatus).nullish() });

function statusOfRaw(s: z.infer<typeof RawStatus>): StatusView {
  return {
    id: s.object_id ?? undefined,
    status: s.status,
    substatusCode: s.substatus?.code,
    substatusText: s.substatus?.text ?? undefined,
    details: s.status_details ?? '',
    at: s.status_date ?? s.object_created ?? undefined,
    location: place(s.location),
  };
}

/** Shippo's raw Track JSON, read leniently: a status word newer than the SDK's enum is kept, not refused. */
export function trackOfRaw(raw: unknown): TrackView | null {
  const parsed = RawTrack.safeParse(raw);
  if (!parsed.success) return null;
  const t = parsed.data;
  return {
    carrier: t.carrier,
    trackingNumber: t.tracking_number,
    latest: t.tracking_status ? statusOfRaw(t.tracking_status) : undefined,
    history: (t.tracking_history ?? []).map(statusOfRaw),
  };
}

/** PRE_TRANSIT with no finer news is the label we bought itself (our own 'created'): not a carrier event. */
const labelOnly = (s: StatusView): boolean => s.status.toUpperCase() === 'PRE_TRANSIT' && (!s.substatusCode || s.substatusCode === 'information_received');

function eventOf(trackingNumber: string, s: StatusView): ProviderTrackingEvent {
  const providerStatus = s.substatusCode ? `${s.status}/${s.substatusCode}` : s.status;
  const details = s.details.trim() || (s.substatusText ?? '').trim();
  const sub = s.substatusCode?.toLowerCase();
  const mapped =
    sub && Object.hasOwn(SHIPPO_SUBSTATUS_EVENTS, sub)
      ? { eventType: SHIPPO_SUBSTATUS_EVENTS[sub]!, description: details || providerStatus }
      : // A status we map keeps its description; one we do not is an exception quoting the whole status word.
        mapTrackingStatus(SHIPPO_STATUS_EVENTS, Object.hasOwn(SHIPPO_STATUS_EVENTS, s.status.toLowerCase()) ? s.status : providerStatus, details);
  const occurredAt = isoTimestamp('shippo', s.at);
  return {
    eventId: s.id ? `shippo:${s.id}` : derivedEventId('shippo', trackingNumber, providerStatus, occurredAt, details),
    eventType: mapped.eventType,
    providerStatus,
    description: mapped.description,
    location: s.location,
    occurredAt,
  };
}

/** The parcel's carrier events, oldest first: the history, plus the latest status when the history lacks it. */
export function eventsOf(view: TrackView): ProviderTrackingEvent[] {
  const statuses = [...view.history];
  if (view.latest && !statuses.some((s) => s.id !== undefined && s.id === view.latest?.id)) statuses.push(view.latest);
  const events = new Map<string, ProviderTrackingEvent>();
  for (const s of statuses) {
    if (labelOnly(s)) continue;
    const e = eventOf(view.trackingNumber, s);
    if (!events.has(e.eventId)) events.set(e.eventId, e);
  }
  return [...events.values()];
}

// ── Webhooks: Shippo's HMAC scheme (Shippo-Auth-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">) ──

export const SHIPPO_SIGNATURE_HEADER = 'shippo-auth-signature';
/** How far a signed timestamp may be from our clock. */
export const SHIPPO_SIGNATURE_TOLERANCE_SECONDS = 300;

/** The v1 value: hex HMAC-SHA256, keyed with the webhook secret, of the timestamp as sent, a dot, and the raw body. */
export function shippoSignature(secret: string, timestamp: number | string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** Why a delivery's signature is refused, or null when it is good. */
export function signatureProblem(header: string | undefined, rawBody: Buffer, secret: string, nowMs: number): string | null {
  if (!header) return `missing ${SHIPPO_SIGNATURE_HEADER} header`;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
  if (!t || !/^\d+$/.test(t) || signatures.length === 0) return `unreadable ${SHIPPO_SIGNATURE_HEADER} header`;
  if (Math.abs(nowMs / 1000 - Number(t)) > SHIPPO_SIGNATURE_TOLERANCE_SECONDS) return 'signature timestamp outside the allowed window';
  const expected = Buffer.from(shippoSignature(secret, t, rawBody), 'utf8');
  const good = signatures.some((s) => {
    const given = Buffer.from(s.toLowerCase(), 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return good ? null : 'signature does not match';
}
