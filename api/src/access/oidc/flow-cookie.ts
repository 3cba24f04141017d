import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../platform/config/config';
import { clearCookie, readCookie, setCookie } from '../cookies';

// ── The single sign-on flow cookie: one per flow (named by its state), signed with a server secret ──
// Each sign-in started in a browser keeps its own cookie, so two started side by side both complete; the HMAC makes
// the cookie's content (returnTo, the account being linked) impossible to edit.

export interface OidcFlow {
  state: string;
  verifier: string;
  nonce: string;
  returnTo: string;
  userType?: 'business' | 'private';
  /** Set when a signed-in user links an identity from the account page: the account it joins. */
  linkUserId?: string;
}

const PREFIX = 'waypost_oidc_';
const MAX_AGE_SECONDS = 600;
/** openid-client's randomState(): 43 base64url characters; anything else is no flow of ours. */
const STATE = /^[A-Za-z0-9_-]{20,100}$/;

export class FlowCookies {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    const seed = config.AUTH_COOKIE_SECRET ?? config.WAYPOST_MASTER_KEY ?? config.OIDC_CLIENT_SECRET;
    // Without any server secret (a public client, no master key) the key lives as long as this process.
    this.key = seed ? createHash('sha256').update(`waypost oidc flow cookie\0${seed}`).digest() : randomBytes(32);
  }

  save(request: FastifyRequest, reply: FastifyReply, flow: OidcFlow): void {
    const payload = Buffer.from(JSON.stringify({ ...flow, exp: Date.now() + MAX_AGE_SECONDS * 1000 })).toString('base64url');
    setCookie(request, reply, PREFIX + flow.state, `${payload}.${this.sign(payload)}`, MAX_AGE_SECONDS);
  }

  /** The flow the callback's state names; null when absent, expired, edited or not ours. Used once: cleared. */
  take(request: FastifyRequest, reply: FastifyReply, state: unknown): OidcFlow | null | 'tampered' {
    if (typeof state !== 'string' || !STATE.test(state)) return null;
    const raw = readCookie(request, PREFIX + state);
    if (!raw) return null;
    clearCookie(request, reply, PREFIX + state);
    const [payload = '', signature = ''] = raw.split('.');
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tampered';
    try {
      const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OidcFlow & { exp: number };
      if (flow.state !== state || !(flow.exp > Date.now())) return null;
      return flow;
    } catch {
      return 'tampered';
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
