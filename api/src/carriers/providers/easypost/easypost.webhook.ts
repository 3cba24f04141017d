import { createHmac, timingSafeEqual } from 'node:crypto';

// ── EasyPost webhook signatures (issue 27) ───────────────────────────────────
// EasyPost signs each Event it POSTs to a webhook created with a `webhook_secret`: the X-Hmac-Signature header holds
// "hmac-sha256-hex=" + the lower-case hex HMAC-SHA256 of the request body, keyed with the secret NFKD-normalised and
// UTF-8 encoded (EasyPost webhooks documentation, "HMAC Validation"; Utils.validateWebhook of @easypost/api 8.9.0).
// The scheme signs no timestamp, so there is nothing to bound a replay by: a redelivery carries the same Event id, and
// the platform takes each Event id once.

export const EASYPOST_SIGNATURE_HEADER = 'x-hmac-signature';
const PREFIX = 'hmac-sha256-hex=';

const digest = (secret: string, body: Buffer | string): string =>
  PREFIX +
  createHmac('sha256', Buffer.from(secret.normalize('NFKD'), 'utf8'))
    .update(body)
    .digest('hex');

/**
 * The SDK's validateWebhook also accepts a body whose integer `weight` values were re-serialised without their ".0"
 * (easypost-node issue 467: a parsed and re-stringified body); we accept what it accepts, nothing more.
 */
const withFloatWeights = (body: string): string => body.replace(/("weight":\s*)(\d+)(\s*)(?=,|\})/g, '$1$2.0');

function same(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `header` is EasyPost's signature of `rawBody` with `secret` (constant-time comparison). */
export function easypostSignatureMatches(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const given = header.trim().toLowerCase();
  if (same(given, digest(secret, rawBody))) return true;
  const text = rawBody.toString('utf8');
  const corrected = withFloatWeights(text);
  return corrected !== text && same(given, digest(secret, corrected));
}
