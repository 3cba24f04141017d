import { createHash, timingSafeEqual } from 'node:crypto';
import type { WebhookParse, WebhookRequest } from '../provider';
import { KARRIO } from './karrio.mapping';
import { trackOf, type KarrioTracker } from './karrio.tracking';

// ── Reading a Karrio webhook delivery (not wired as the adapter's parseWebhook: see docs/carriers/karrio.md) ──
// What a Karrio server sends (modules/events/.../task_definitions/base/webhook.py, 2026.1.32): a POST whose JSON body is
// {"event": "<type>", "data": <object>} with the header `X-Event-Id: <the webhook's secret>`. The secret travels as it
// is: no HMAC of the body and no timestamp. It proves who sent the request (over TLS) but not that the body was not
// changed, which is why our webhook contract (a tampered body must be refused) cannot hold for it.

export const KARRIO_SECRET_HEADER = 'x-event-id';
const TRACKER_EVENTS = new Set(['tracker_created', 'tracker_updated']);

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Constant-time comparison of the header with the secret (hashed first, so their lengths do not matter). */
export const sameSecret = (given: string, secret: string): boolean => timingSafeEqual(digest(given), digest(secret));

export function readKarrioWebhook(secret: string | undefined, request: WebhookRequest): WebhookParse {
  if (!secret) return { ok: false, reason: 'no Karrio webhook secret is configured' };
  const given = request.headers[KARRIO_SECRET_HEADER];
  if (!given) return { ok: false, reason: 'the X-Event-Id header is missing' };
  if (!sameSecret(given, secret)) return { ok: false, reason: 'the X-Event-Id header does not match the webhook secret' };
  let payload: unknown;
  try {
    payload = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    return { ok: false, reason: 'the body is not JSON' };
  }
  if (typeof payload !== 'object' || payload === null || typeof (payload as { event?: unknown }).event !== 'string') return { ok: false, reason: 'the body has no event' };
  const { event, data } = payload as { event: string; data?: unknown };
  const tracker = data as Partial<KarrioTracker> | undefined;
  // Karrio sends no delivery id: the event's own content names it (a redelivery of the same state has the same id).
  const state = TRACKER_EVENTS.has(event)
    ? [tracker?.id, tracker?.status, tracker?.events?.length ?? 0, JSON.stringify(tracker?.events?.[0] ?? null)]
    : [JSON.stringify(data ?? null)];
  const providerEventId = `${KARRIO}:${createHash('sha256')
    .update(JSON.stringify([event, ...state]))
    .digest('hex')
    .slice(0, 32)}`;
  if (!TRACKER_EVENTS.has(event)) return { ok: true, providerEventId, updates: [] };
  if (typeof tracker?.tracking_number !== 'string' || typeof tracker.carrier_name !== 'string') return { ok: false, reason: 'the tracker has no tracking number or carrier' };
  try {
    const tracked = trackOf(tracker as KarrioTracker);
    return { ok: true, providerEventId, updates: [{ trackingNumber: tracked.trackingNumber, carrierCode: tracker.carrier_name, events: tracked.events }] };
  } catch (error) {
    return { ok: false, reason: `the tracker cannot be read: ${(error as Error).message}` };
  }
}
