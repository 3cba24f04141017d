import { createHmac, randomBytes } from 'node:crypto';

// ── Standard Webhooks signing (https://www.standardwebhooks.com) ─────────────
// Secret: `whsec_` + base64 of 24 random bytes; the HMAC key is the base64-decoded part. Signature header:
// `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">`, one per valid secret, space-separated.

const PREFIX = 'whsec_';
/** Sent beside the signed headers when the event came from an HTTP request: that request's id (X-Request-Id). */
export const REQUEST_ID_HEADER = 'waypost-request-id';

export const newWebhookSecret = (): string => PREFIX + randomBytes(24).toString('base64');

export function signature(secret: string, webhookId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${webhookId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The three headers of a delivery, signed with each secret given (current first). */
export function webhookHeaders(secrets: readonly string[], webhookId: string, timestampSeconds: number, body: string): Record<string, string> {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((s) => signature(s, webhookId, timestampSeconds, body)).join(' '),
  };
}
