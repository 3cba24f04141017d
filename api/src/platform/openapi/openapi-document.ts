import { createDocument, type oas31, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { z } from 'zod';
import { API_TAGS, ApiErrorSchema, COMMON_ERRORS, keyScopeOf, type ApiRoute, type RouteAnswer } from '@waypost/contracts';

// ── The OpenAPI 3.1 document, generated from the route table of contracts (issue 25, item 1) ──
// zod-openapi turns the contracts' zod schemas into JSON Schema (request bodies in their input shape, answers in
// their output shape); this file adds what every route shares: the two ways to authenticate, the error body and
// the statuses every route may answer, and the Idempotency-Key and X-Correlation-Id headers.

export const SESSION_COOKIE_SCHEME = 'sessionCookie';
export const BEARER_TOKEN_SCHEME = 'apiToken';

const IdempotencyHeaders = z.object({
  'idempotency-key': z.string().max(200).optional().meta({
    description: 'Any printable ASCII up to 200 characters. A repeated request with the same key and body is answered as the first was, never applied twice.',
  }),
  'x-correlation-id': z.string().max(200).optional().meta({ description: 'Carried into the events the request records.' }),
});

function answer(a: RouteAnswer): ZodOpenApiResponseObject {
  const headers = a.headers ? Object.fromEntries(Object.entries(a.headers).map(([name, description]) => [name, { description, schema: { type: 'string' as const } }])) : undefined;
  if (a.schema) return { description: a.description, headers, content: { 'application/json': { schema: a.schema } } };
  if (a.mediaType) {
    const types = typeof a.mediaType === 'string' ? [a.mediaType] : a.mediaType;
    return { description: a.description, headers, content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' as const } }])) };
  }
  return { description: a.description, headers };
}

const errorAnswer = (description: string): ZodOpenApiResponseObject => ({ description, content: { 'application/json': { schema: ApiErrorSchema } } });

/** The statuses a route may answer besides its own: its input can be refused, it may need a user, and so on. */
function commonErrors(route: ApiRoute): number[] {
  const statuses: number[] = [];
  if (route.body || route.query || route.params || route.bodyMediaType) statuses.push(400);
  statuses.push(401); // public routes too: an API key that is revoked, expired or unknown is refused wherever it is sent
  statuses.push(403); // roles, an API key's scope, auditors' read-only rule, cross-site writes
  if (route.params) statuses.push(404);
  if (route.body) statuses.push(413, 415);
  statuses.push(429, 500, 503);
  return statuses;
}

function responses(route: ApiRoute): Record<string, ZodOpenApiResponseObject> {
  const out: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, a] of Object.entries(route.responses)) {
    // a refusal the route names without a body schema is still the error body (HTML pages say so themselves)
    out[status] = Number(status) >= 400 && !a.schema && !a.mediaType ? errorAnswer(a.description) : answer(a);
  }
  for (const status of commonErrors(route)) {
    if (!(String(status) in out)) out[String(status)] = errorAnswer(COMMON_ERRORS[status as keyof typeof COMMON_ERRORS]);
  }
  return out;
}

function security(route: ApiRoute) {
  const either = [{ [SESSION_COOKIE_SCHEME]: [] }, { [BEARER_TOKEN_SCHEME]: [] }];
  // public: no credential needed, one is still read when sent
  return route.auth === 'public' ? [{}, ...either] : either;
}

function authText(route: ApiRoute): string {
  if (route.auth === 'public') return 'Open to anyone.';
  if (route.auth === 'signed-in') return 'Any signed-in user (session cookie or API token).';
  return `Signed-in users with the role ${route.auth.join(' or ')} (session cookie or API token).`;
}

function keyText(route: ApiRoute): string {
  const scope = keyScopeOf(route);
  const limit = route.rateLimit ?? (route.method === 'get' ? 'read' : 'write');
  const key = scope === null ? 'API keys may not call it.' : `API keys need the \`${scope}\` scope.`;
  return `**API keys:** ${key} **Rate limit:** the \`${limit}\` class.`;
}

function operation(route: ApiRoute): ZodOpenApiOperationObject {
  const op: ZodOpenApiOperationObject = {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, `**Auth:** ${authText(route)}`, keyText(route)].filter(Boolean).join('\n\n'),
    security: security(route),
    requestParams: {
      ...(route.params ? { path: route.params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.idempotent ? { header: IdempotencyHeaders } : {}),
    },
    responses: responses(route) as ZodOpenApiOperationObject['responses'],
  };
  if (route.auth !== 'public' && route.auth !== 'signed-in') (op as unknown as Record<string, unknown>)['x-roles'] = [...route.auth];
  (op as unknown as Record<string, unknown>)['x-api-key-scope'] = keyScopeOf(route);
  (op as unknown as Record<string, unknown>)['x-rate-limit-class'] = route.rateLimit ?? (route.method === 'get' ? 'read' : 'write');
  if (route.body) op.requestBody = { required: true, content: { 'application/json': { schema: route.body } } };
  else if (route.bodyMediaType) op.requestBody = { required: true, content: { [route.bodyMediaType]: { schema: { type: 'string' } } } };
  return op;
}

export type OpenApiDocument = oas31.OpenAPIObject;

export function buildOpenApiDocument(routes: readonly ApiRoute[], version: string): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const item = (paths[route.path] ??= {});
    if (item[route.method]) throw new Error(`${route.method.toUpperCase()} ${route.path} is listed twice`);
    item[route.method] = operation(route);
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Waypost API',
      version,
      description:
        'Shipments, quotes, tracking, compliance and support inquiries. Authenticate with the session cookie the sign-in sets, with an API token ' +
        '(`Authorization: Bearer …`, created at POST /api/auth/tokens or by `waypost login`), or with an API key (`Authorization: Bearer wp_test_…` or `wp_live_…`, ' +
        'created at POST /api/auth/keys or by `waypost keys create`). A test key sees only what test keys created and quotes only the sandbox carriers; a live key acts ' +
        'as its owner. Each operation names the scope a key needs (read, write, labels, webhooks, admin; `x-api-key-scope`); a key without it answers 403 naming it; ' +
        'a revoked or expired key answers 401 saying so. Answers to a key or session carry `Waypost-Livemode: true|false`.\n\n' +
        '**Rate limits** (shared by every API process, in PostgreSQL; `x-rate-limit-class` per operation): `read` (GET) 1200/min, `write` (the other methods) 300/min, ' +
        '`auth` (sign-in, sign-up, CLI sign-in, email confirmation) 60/min by default (RATE_LIMIT_*_PER_MINUTE), counted per API key when one is used and per ' +
        'client address otherwise. Every limited answer carries RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset and RateLimit-Policy; a refusal is 429 with ' +
        'Retry-After. Every error answers the `Error` body; a 400 names each bad field in `issues`.',
    },
    servers: [{ url: '/', description: 'This Waypost' }],
    tags: [...API_TAGS],
    components: {
      securitySchemes: {
        [SESSION_COOKIE_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'waypost_session', description: 'Set by POST /api/login. Writes from a browser must be same-origin.' },
        [BEARER_TOKEN_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API token (POST /api/auth/tokens or POST /api/auth/cli-login) or an API key (POST /api/auth/keys: wp_test_… or wp_live_…).',
        },
      },
    },
    paths,
  });
}
