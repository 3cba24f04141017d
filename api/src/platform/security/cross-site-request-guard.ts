import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@waypost/contracts';

// ── CSRF: a browser may not send a write to us from another site ────────────
// The session cookie is SameSite=Lax (first layer). Second layer, in front of every route: a POST/PUT/PATCH/DELETE
// that a browser sends from another site is refused before routing, body parsing or any handler. Browsers say where
// a request comes from (Origin on every cross-origin and every non-GET fetch or form post, Sec-Fetch-Site in
// current browsers, Referer as a fallback); a request with none of them is not a browser's (curl, the CLI, Node
// fetch) and carries no ambient credential a third-party page could borrow. Bearer-token requests are exempt: a
// token is never sent by a browser on its own, and with a Bearer header the session cookie is ignored.
// The sign-in and sign-up form posts are covered too (login CSRF).

export const CROSS_SITE_REQUEST_REFUSED = 'Cross-site request refused: this change must be sent from a Waypost page on this site (or with an API token).';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CrossSiteRequestFacts {
  method: string;
  /** The host the request was sent to (Host, or X-Forwarded-Host behind a trusted proxy), with its port. */
  host: string | undefined;
  headers: { authorization?: string; origin?: string; referer?: string; 'sec-fetch-site'?: string };
}

/** Why a request is refused, or null when it may go on. */
export function crossSiteRefusal(request: CrossSiteRequestFacts, trustedOrigins: readonly string[] = []): string | null {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return null;
  const { authorization, origin, referer } = request.headers;
  if (authorization?.startsWith('Bearer ')) return null;
  const site = request.headers['sec-fetch-site']?.toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return `Sec-Fetch-Site: ${site}`;
  const source = origin ?? referer;
  if (source === undefined) return null;
  const sourceHost = hostOf(source);
  const allowed = [normalizeHost(request.host), ...trustedOrigins.map(hostOf)];
  if (sourceHost && allowed.includes(sourceHost)) return null;
  return origin !== undefined ? `Origin: ${origin}` : 'Referer from another site';
}

/** Registers the check as the first onRequest hook of every route. */
export function registerCrossSiteRequestGuard(app: NestFastifyApplication, options: { trustedOrigins?: readonly string[] } = {}): void {
  const trusted = options.trustedOrigins ?? [];
  const guard = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const refusal = crossSiteRefusal({ method: request.method, host: request.host, headers: headersOf(request) }, trusted);
    if (!refusal) return done();
    const body: ApiErrorBody = { statusCode: 403, error: 'Forbidden', message: CROSS_SITE_REQUEST_REFUSED };
    void reply.code(403).header('cache-control', 'no-store').send(body);
  };
  // (the instance's types come from @nestjs/platform-fastify's own copy of fastify)
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', guard as never);
}

function headersOf(request: FastifyRequest): CrossSiteRequestFacts['headers'] {
  const one = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return { authorization: one('authorization'), origin: one('origin'), referer: one('referer'), 'sec-fetch-site': one('sec-fetch-site') };
}

/** host[:port] of a URL, lower case, without the scheme's default port; null for 'null' or garbage. */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? normalizeHost(parsed.host) : null;
  } catch {
    return null;
  }
}

function normalizeHost(host: string | undefined): string | null {
  if (!host) return null;
  return host
    .trim()
    .toLowerCase()
    .replace(/:(80|443)$/, '');
}
