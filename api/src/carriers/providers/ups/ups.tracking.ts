import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ProviderTrackingEvent, TrackResult, WebhookParse, WebhookRequest } from '../provider';
import { derivedEventId, FINAL_EVENT_TYPES, isoTimestamp, mapTrackingStatus } from '../provider-mapping';

// ── UPS tracking in our terms: the Track API's activities (pull) and Track Alert's pushed events ──
// Both name an activity by its status type (D, I, M, MV, P, X, RS, DO, DD, W, NA, O and Track Alert's U) and a
// two-letter status code (OR origin scan, DP departure, OT out for delivery, FS delivered, MP label ready...). Our
// providerStatus keeps both ("I/OT"); the table looks for the code first, then the type. Manifest events (M: "shipment
// ready for UPS", the label exists) are not tracking events for us: our own 'created' event already says so.

export const UPS = 'ups-direct' as const;
type EventType = ProviderTrackingEvent['eventType'];

/** By activity status type (UPS Track API appendix; Track Alert adds U). */
const BY_TYPE: Readonly<Record<string, EventType>> = {
  p: 'pickup',
  i: 'transit',
  // Track Alert: the scheduled delivery date or time changed; the parcel is still on its way.
  u: 'transit',
  // Freight only: delivered to the origin or destination freight station, and warehousing; still on the way.
  do: 'transit',
  dd: 'transit',
  w: 'transit',
  o: 'out_for_delivery',
  d: 'delivered',
  rs: 'returned_to_sender',
  x: 'exception',
  // Billing information voided: the label was voided, nothing will move.
  mv: 'exception',
};

/** By type and status code, where the code says more than the type (the Track Alert v1 and Track API examples). */
const BY_CODE: Readonly<Record<string, EventType>> = {
  // "Out for Delivery" comes as an in-progress activity with code OT.
  'i/ot': 'out_for_delivery',
  // "Your package was released by the customs agency" comes as an exception-type activity with code SR.
  'x/sr': 'customs',
};

/** Activity types that are not tracking events for us (see the header). */
const NOT_EVENTS = new Set(['m']);

export interface UpsActivity {
  type: string;
  code: string;
  description: string;
  location: string;
  occurredAt: string;
}

/** One UPS activity as our event; null for a manifest activity. */
export function upsEvent(trackingNumber: string, a: UpsActivity): ProviderTrackingEvent | null {
  const type = a.type.trim().toUpperCase();
  if (NOT_EVENTS.has(type.toLowerCase())) return null;
  const providerStatus = a.code.trim() ? `${type}/${a.code.trim().toUpperCase()}` : type;
  const known = BY_CODE[providerStatus.toLowerCase()] ?? BY_TYPE[type.toLowerCase()];
  const mapped = mapTrackingStatus(known ? { [providerStatus.toLowerCase()]: known } : {}, providerStatus, a.description);
  return {
    // The same activity polled and pushed gets the same id: its status and GMT time, not its (translated) wording.
    eventId: derivedEventId(UPS, trackingNumber, providerStatus, a.occurredAt, ''),
    eventType: mapped.eventType,
    providerStatus,
    description: mapped.description,
    location: a.location || 'Unknown location',
    occurredAt: a.occurredAt,
  };
}

const pad6 = (time: string): string => time.trim().padStart(6, '0');
const dashedDate = (d: string): string => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
const colonTime = (t: string): string => `${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4, 6)}`;

/** The activity's time: GMT date and time when UPS gives them, else the local time with its offset, else local as UTC. */
export function upsTime(gmt: { date?: string; time?: string }, local: { date?: string; time?: string; offset?: string }): string {
  if (gmt.date && /^\d{8}$/.test(gmt.date) && gmt.time && /^\d{1,6}$/.test(gmt.time)) return isoTimestamp(UPS, `${dashedDate(gmt.date)}T${colonTime(pad6(gmt.time))}Z`);
  const date = local.date && /^\d{8}$/.test(local.date) ? local.date : '';
  const time = local.time && /^\d{1,6}$/.test(local.time) ? pad6(local.time) : '000000';
  const offset = /^[+-]\d\d[.:]\d\d$/.test(local.offset ?? '') ? local.offset!.replace('.', ':') : 'Z';
  return isoTimestamp(UPS, date ? `${dashedDate(date)}T${colonTime(time)}${offset}` : undefined);
}

const place = (...parts: (string | undefined)[]): string => parts.filter((p) => p && p.trim()).join(', ');

// ── Pull: GET /api/track/v1/details/{inquiryNumber} ──

const TrackAddress = z.object({ city: z.string().optional(), stateProvince: z.string().optional(), postalCode: z.string().optional(), country: z.string().optional() }).partial();
const TrackActivity = z.object({
  date: z.string().optional(),
  time: z.string().optional(),
  gmtDate: z.string().optional(),
  gmtTime: z.string().optional(),
  gmtOffset: z.string().optional(),
  location: z.object({ address: TrackAddress.optional() }).optional(),
  status: z.object({ type: z.string().optional(), code: z.string().optional(), description: z.string().optional() }).optional(),
});
const TrackBody = z.object({
  trackResponse: z.object({
    shipment: z.array(z.object({ package: z.array(z.object({ trackingNumber: z.string().optional(), activity: z.array(TrackActivity).optional() })).optional() })),
  }),
});

/** The Track API's answer as our result, oldest event first (UPS lists the most recent first). */
export function trackResultFrom(trackingNumber: string, body: unknown): TrackResult {
  const parsed = TrackBody.safeParse(body);
  if (!parsed.success) throw new Error('answer is not a Track API response');
  const packages = parsed.data.trackResponse.shipment.flatMap((s) => s.package ?? []);
  const pkg = packages.find((p) => p.trackingNumber === trackingNumber) ?? packages[0];
  const activities = [...(pkg?.activity ?? [])].reverse();
  const events = activities.flatMap((a) => {
    const address = a.location?.address ?? {};
    const e = upsEvent(trackingNumber, {
      type: a.status?.type ?? '',
      code: a.status?.code ?? '',
      description: a.status?.description ?? '',
      location: place(address.city, address.stateProvince, address.postalCode, address.country),
      occurredAt: upsTime({ date: a.gmtDate, time: a.gmtTime }, { date: a.date, time: a.time, offset: a.gmtOffset }),
    });
    return e ? [e] : [];
  });
  const lastType = activities.at(-1)?.status?.type?.toUpperCase();
  const last = events.at(-1);
  return { trackingNumber, events, final: lastType === 'MV' || (last !== undefined && FINAL_EVENT_TYPES.has(last.eventType)) };
}

// ── 1Z numbers: 16 characters after "1Z", the last a check digit (letters count as (code - 63) mod 10) ──

export function upsCheckDigit(first15: string): string {
  let sum = 0;
  for (let i = 0; i < first15.length; i++) {
    const c = first15[i]!;
    const v = /\d/.test(c) ? Number(c) : (c.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? v * 2 : v;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A 1Z number that passes the check digit, or a Roadie 1R number (Track Alert follows both). */
export function isUpsTrackingNumber(value: string): boolean {
  if (/^1Z[0-9A-Z]{16}$/.test(value)) return upsCheckDigit(value.slice(2, 17)) === value[17];
  return /^1R([0-9A-Z]{14}|[0-9A-Z]{26})$/.test(value);
}

// ── Push: UPS Track Alert (v1) POSTs one event to the subscription's URL with the subscription's `credential` header ──

const date8 = z.string().regex(/^(\d{8})?$/);
const time6 = z.string().regex(/^(\d{1,6})?$/);
export const TrackAlertEventSchema = z.object({
  trackingNumber: z
    .string()
    .transform((s) => s.trim())
    .refine(isUpsTrackingNumber, 'is not a UPS tracking number'),
  localActivityDate: date8.optional(),
  localActivityTime: time6.optional(),
  gmtActivityDate: date8.optional(),
  gmtActivityTime: time6.optional(),
  gmtOffset: z.string().optional(),
  activityLocation: z.object({ city: z.string().optional(), stateProvince: z.string().optional(), postalCode: z.string().optional(), country: z.string().optional() }).optional(),
  activityStatus: z.object({ type: z.string().min(1), code: z.string().optional(), description: z.string().optional(), descriptionCode: z.string().optional() }),
});

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison of the credential header with ours (digests first: the lengths leak nothing). */
export function credentialMatches(received: string | undefined, expected: string | undefined): boolean {
  if (!received || !expected) return false;
  return timingSafeEqual(digest(received), digest(expected));
}

/**
 * A Track Alert delivery: refused without our credential (or when none is configured), or with a body that is not a
 * documented event. The scheme authenticates the sender only: UPS signs nothing, so the body is checked by its schema.
 */
export function parseTrackAlert(request: WebhookRequest, credential: string | undefined): WebhookParse {
  if (!credential) return { ok: false, reason: 'no UPS webhook credential is configured' };
  if (!credentialMatches(request.headers['credential'], credential)) return { ok: false, reason: 'missing or wrong credential header' };
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    return { ok: false, reason: 'body is not JSON' };
  }
  const parsed = TrackAlertEventSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: `not a Track Alert event: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` };
  const e = parsed.data;
  const loc = e.activityLocation ?? {};
  const type = e.activityStatus.type;
  const code = e.activityStatus.code ?? '';
  let occurredAt: string;
  try {
    occurredAt = upsTime({ date: e.gmtActivityDate, time: e.gmtActivityTime }, { date: e.localActivityDate, time: e.localActivityTime, offset: e.gmtOffset });
  } catch {
    return { ok: false, reason: 'event has no readable time' };
  }
  const event = upsEvent(e.trackingNumber, {
    type,
    code,
    description: e.activityStatus.description ?? '',
    location: place(loc.city, loc.stateProvince, loc.postalCode, loc.country),
    occurredAt,
  });
  const providerStatus = code.trim() ? `${type.trim().toUpperCase()}/${code.trim().toUpperCase()}` : type.trim().toUpperCase();
  return {
    ok: true,
    // UPS gives a delivery no id: the event's own derived id, so a redelivery of the same event has the same one.
    providerEventId: event?.eventId ?? derivedEventId(UPS, e.trackingNumber, providerStatus, occurredAt, ''),
    updates: [{ trackingNumber: e.trackingNumber, carrierCode: 'ups', events: event ? [event] : [] }],
  };
}
