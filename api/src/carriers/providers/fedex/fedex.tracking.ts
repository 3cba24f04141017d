import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderTrackingEvent, TrackResult, WebhookParse, WebhookRequest } from '../provider';
import { ProviderError } from '../provider';
import { derivedEventId, FINAL_EVENT_TYPES, isoTimestamp, mapTrackingStatus } from '../provider-mapping';
import { arr, obj, str } from './fedex.mapping';

// ── FedEx tracking in our terms: scan events (Track API answers and webhook pushes alike) and the webhook scheme ──
// The status table follows the "Tracking Status Codes" table of the FedEx API reference; the push follows the
// Advanced Integrated Visibility guide (payload: the Track API's completeTrackResults; signature: fdx-signature).

const P = 'fedex-direct' as const;
type Json = Record<string, unknown>;

type EventType = ProviderTrackingEvent['eventType'];

/**
 * FedEx scan event types (`scanEvents[].eventType`, the "Tracking Status Codes" table of the FedEx API reference) in
 * our terms. When a scan's own type is not here, its coarser `derivedStatusCode` is tried; when neither is, the event
 * is an exception carrying FedEx's words. SP (split status) and the CDO codes (RR, RM, RC) are deliberately left out:
 * they say nothing of where the parcel is, so a person should read them.
 */
const CODES_BY_TYPE: Readonly<Record<EventType, readonly string[]>> = {
  pickup: ['PU', 'PX', 'AP'],
  transit: ['IT', 'IX', 'AA', 'AC', 'AF', 'AR', 'AX', 'DP', 'EA', 'EO', 'FD', 'LO', 'OW', 'OF', 'PF', 'PL', 'PM', 'SF', 'TR', 'OX', 'AO', 'CH', 'DS'],
  customs: ['CC', 'CP', 'CD'],
  out_for_delivery: ['OD', 'ED', 'AD'],
  delivery_attempt: [],
  available_for_pickup: ['HP', 'HL'],
  delivered: ['DL'],
  returned_to_sender: ['RS'],
  // DE (delivery exception) covers failed attempts and address problems alike: FedEx's text says which
  exception: ['DE', 'SE', 'DD', 'DY', 'PD', 'CA'],
};
export const FEDEX_STATUS_TABLE: Readonly<Record<string, EventType>> = Object.fromEntries(
  Object.entries(CODES_BY_TYPE).flatMap(([type, codes]) => codes.map((code) => [code.toLowerCase(), type as EventType])),
);

/**
 * Scans before the parcel is in FedEx's hands: OC (label created: we record our own `created` at purchase) and EP
 * (courier on the way to the pickup). They are left out of the events, not turned into alarms.
 */
export const FEDEX_PRE_SHIPMENT_SCANS: ReadonlySet<string> = new Set(['OC', 'EP']);

/** CA (shipment cancelled) ends the parcel's story as surely as delivery does. */
const FINAL_SCANS: ReadonlySet<string> = new Set(['CA']);

function readScan(trackingNumber: string, scan: Json): ProviderTrackingEvent & { code: string } {
  const code = str(scan.eventType).toUpperCase();
  const derived = str(scan.derivedStatusCode).toUpperCase();
  const providerStatus = code || derived || 'UNKNOWN';
  const key = Object.hasOwn(FEDEX_STATUS_TABLE, code.toLowerCase()) || !Object.hasOwn(FEDEX_STATUS_TABLE, derived.toLowerCase()) ? providerStatus : derived;
  const words = [str(scan.eventDescription) || str(scan.derivedStatus), str(scan.exceptionDescription)].filter(Boolean).join(': ');
  const { eventType, description } = mapTrackingStatus(FEDEX_STATUS_TABLE, key, words);
  const loc = obj(scan.scanLocation);
  const location = [str(loc.city), str(loc.stateOrProvinceCode), str(loc.postalCode), str(loc.countryCode)].filter(Boolean).join(', ');
  const occurredAt = isoTimestamp(P, scan.date);
  return {
    code: providerStatus,
    eventId: derivedEventId(P, trackingNumber, providerStatus, occurredAt, words),
    eventType,
    providerStatus,
    description: key === providerStatus ? description : `${description} (${providerStatus})`,
    location,
    occurredAt,
  };
}

/**
 * One `completeTrackResults[]` entry (Track API answer and webhook push alike): its scans oldest first (FedEx lists
 * them newest first), label-creation scans left out, and whether the parcel's story is over. Where FedEx answers
 * several shipments under one tracking number, the most recently scanned is read. A tracking error FedEx
 * reports inside a 200 is thrown, except "not found" (a label FedEx has not seen scanned yet): no events, not final.
 */
export function readTrackResult(complete: Json): TrackResult {
  const results = arr(complete.trackResults).map(obj);
  const trackingNumber = str(complete.trackingNumber) || str(obj(results[0]?.trackingNumberInfo).trackingNumber);
  const error = obj(results.find((r) => r.error !== undefined)?.error);
  const errorCode = str(error.code);
  if (errorCode && results.every((r) => arr(r.scanEvents).length === 0)) {
    if (errorCode === 'TRACKING.TRACKINGNUMBER.NOTFOUND') return { trackingNumber, events: [], final: false };
    throw new ProviderError(P, 'invalid', `${P}: ${errorCode} ${str(error.message)}`.trim(), { code: errorCode });
  }
  // several shipments can share a tracking number (FedEx reuses them): the one scanned most recently is ours
  const latest = (r: Json) => Math.max(...arr(r.scanEvents).map((e) => Date.parse(isoTimestamp(P, obj(e).date))));
  const result = results.filter((r) => arr(r.scanEvents).length > 0).sort((a, b) => latest(b) - latest(a))[0];
  const scans = arr(result?.scanEvents).map(obj).reverse();
  const read = scans.filter((s) => !FEDEX_PRE_SHIPMENT_SCANS.has(str(s.eventType).toUpperCase())).map((s) => readScan(trackingNumber, s));
  const unique = [...new Map(read.map((e) => [e.eventId, e])).values()];
  const ordered = unique
    .map((e, i) => ({ e, i }))
    .sort((a, b) => Date.parse(a.e.occurredAt) - Date.parse(b.e.occurredAt) || a.i - b.i)
    .map(({ e }) => e);
  const last = ordered.at(-1);
  const events = ordered.map(({ code: _code, ...event }) => event);
  return { trackingNumber, events, final: last !== undefined && (FINAL_EVENT_TYPES.has(last.eventType) || FINAL_SCANS.has(last.code)) };
}

/**
 * An Advanced Integrated Visibility push: `fdx-signature` is base64(HMAC-SHA256(security token, raw body)). FedEx
 * signs no timestamp, so staleness cannot be judged; a replay carries the same event id and is deduplicated. The id
 * is derived from the tracking content, not from the delivery metadata (`outputMetaData`: attempt, time) FedEx
 * changes when it retries, nor from `transactionId`, which FedEx does not promise to keep across retries.
 */
export function parseFedexWebhook(secret: string | undefined, request: WebhookRequest, carrierCode: string): WebhookParse {
  if (!secret) return { ok: false, reason: 'no FedEx webhook secret is configured' };
  const signature = request.headers['fdx-signature']?.trim();
  if (!signature) return { ok: false, reason: 'missing fdx-signature header' };
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(request.rawBody).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad fdx-signature' };
  let body: unknown;
  try {
    body = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    return { ok: false, reason: 'the body is not JSON' };
  }
  const updates: Extract<WebhookParse, { ok: true }>['updates'] = [];
  for (const complete of arr(obj(obj(body).output).completeTrackResults).map(obj)) {
    let read: TrackResult;
    try {
      read = readTrackResult(complete);
    } catch (error) {
      return { ok: false, reason: (error as Error).message };
    }
    // a result without a tracking number cannot be matched to any parcel
    if (read.trackingNumber) updates.push({ trackingNumber: read.trackingNumber, carrierCode, events: read.events });
  }
  const content = JSON.stringify(updates.map((u) => [u.trackingNumber, u.events.map((e) => e.eventId)]));
  return { ok: true, providerEventId: `${P}:${createHash('sha256').update(content).digest('hex').slice(0, 32)}`, updates };
}
