import { createHash } from 'node:crypto';
import { ProviderError } from '../provider';
import { httpJson, type HttpCall } from '../provider-http';
import { obj, readFedexError, str } from './fedex.mapping';

// ── FedEx API Authorization: OAuth 2.0 client credentials, the bearer token kept until shortly before it expires ──
// POST /oauth/token with the form grant_type=client_credentials&client_id=<API key>&client_secret=<secret key>;
// FedEx answers { access_token, token_type: 'bearer', expires_in (seconds, one hour), scope }. Tokens are kept per
// API host and client (the secret only as a digest), so every adapter of one account shares one token, and two
// callers needing a token at once wait for the same request.

const P = 'fedex-direct' as const;
/** A token is renewed this long before FedEx says it expires. */
const MARGIN_MS = 60_000;

interface Token {
  token: string;
  expiresAt: number;
}
const tokens = new Map<string, Token>();
const pending = new Map<string, Promise<Token>>();

export interface FedexClient {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

const keyOf = (c: FedexClient) => `${c.baseUrl}\u0000${c.clientId}\u0000${createHash('sha256').update(c.clientSecret).digest('hex')}`;

/** The account's token, from the cache or freshly granted. */
export async function fedexToken(client: FedexClient, signal?: AbortSignal): Promise<string> {
  const key = keyOf(client);
  const cached = tokens.get(key);
  if (cached && cached.expiresAt - MARGIN_MS > Date.now()) return cached.token;
  let request = pending.get(key);
  if (!request) {
    request = grant(client, key, signal).finally(() => pending.delete(key));
    pending.set(key, request);
  }
  return (await request).token;
}

/** FedEx refused this token (revoked, or expired early): the next call asks for a new one. */
export function forgetFedexToken(client: FedexClient, token: string): void {
  const key = keyOf(client);
  if (tokens.get(key)?.token === token) tokens.delete(key);
}

async function grant(client: FedexClient, key: string, signal?: AbortSignal): Promise<Token> {
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret });
  const call: HttpCall = {
    method: 'POST',
    url: `${client.baseUrl}/oauth/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    timeoutMs: client.timeoutMs,
    ...(signal ? { signal } : {}),
  };
  const answer = obj((await httpJson<unknown>(P, call, readFedexError)).body);
  const token = str(answer.access_token);
  if (!token) throw new ProviderError(P, 'unavailable', `${P}: the OAuth answer had no access_token`);
  const seconds = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 3600;
  const fresh = { token, expiresAt: Date.now() + seconds * 1000 };
  tokens.set(key, fresh);
  return fresh;
}
