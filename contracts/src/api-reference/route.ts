import { z } from 'zod';
import type { Role } from '../access';
import type { ApiKeyScope } from '../api-keys';
import { listAnswerSchema } from '../pagination';

// ── One API route as the reference describes it (issue 25, item 1) ───────────────
// The API's route table (API_ROUTES) lists every route Nest serves, with its auth, request and answers. The API
// builds its OpenAPI document from it (api/src/platform/openapi); a test compares the table with the routes Nest
// registers and their @Public/@Roles metadata, and validates real answers against the document, so neither can
// drift from what the controllers do. Zod schemas only: this package imports nothing else.

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * Who may call: `public` (anyone; a session or token is still read when sent), `signed-in` (any role), or the roles
 * allowed (a session cookie or a bearer API token of a user with one of them).
 */
export type RouteAuth = 'public' | 'signed-in' | readonly Role[];

export interface RouteAnswer {
  description: string;
  /** The JSON body; absent for an answer without a body (204, redirects). */
  schema?: z.ZodType;
  /** A body that is not JSON (a PDF, HTML, NDJSON, Prometheus text): its media type (or the types it may be). */
  mediaType?: string | readonly string[];
  /** Response headers worth naming (Location on a redirect). */
  headers?: Record<string, string>;
}

export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI spelling: /api/shipments/{id} */
  path: string;
  /** Unique, stable: the typed client's method name. */
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  auth: RouteAuth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body's media type when it is not JSON (the audit import reads NDJSON). */
  bodyMediaType?: string;
  /** The route honours an Idempotency-Key header (a repeated request is answered without applying it twice). */
  idempotent?: boolean;
  /** The scope an API key needs (null: API keys may not call it); absent: admin for staff-only roles, read for GET, write otherwise. */
  keyScope?: ApiKeyScope | null;
  /** The rate-limit class when not read (GET) or write (the others): auth for sign-in and sign-up. */
  rateLimit?: 'auth';
  /** Success and route-specific refusals. Every route also documents the common errors (see COMMON_ERRORS). */
  responses: Record<number, RouteAnswer>;
}

/** The scope an API key needs on a route, as the API's guard derives it. */
export function keyScopeOf(route: Pick<ApiRoute, 'method' | 'auth' | 'keyScope'>): ApiKeyScope | null {
  if (route.keyScope !== undefined) return route.keyScope;
  if (Array.isArray(route.auth) && !route.auth.includes('shipper')) return 'admin';
  return route.method === 'get' ? 'read' : 'write';
}

/** Statuses every route may answer, with the error body: 401/403 where it needs a user, 429 and 5xx anywhere. */
export const COMMON_ERRORS = {
  400: 'The request is invalid: `issues` names each bad field and why; nothing was changed.',
  401: 'Sign in required: no valid session cookie or API token.',
  403: 'Signed in, but the route needs another role (the message names them), an API key lacks the scope the route needs (the message names it), or a cross-site write was refused.',
  404: 'Not found (or not yours: other users’ records answer 404, never 403).',
  413: 'The request body is larger than 1 MB.',
  415: 'The request body is not JSON.',
  429: 'Too many requests: wait the seconds in Retry-After (RateLimit-Limit, -Remaining, -Reset and -Policy describe the budget).',
  500: 'Something went wrong on the server; nothing was changed.',
  503: 'The database is unavailable right now; try again (Retry-After says when).',
} as const;

/** Path parameter: a shipment, inquiry or crisis id. Anything not a UUID answers 404. */
export const idParam = (what: string) => z.object({ id: z.string().meta({ description: `The ${what} id (a UUID; anything else answers 404).`, format: 'uuid' }) });

/** JSON with a shape this reference does not spell out yet (admin and operator views). */
export const AnyJsonObject = z.looseObject({}).meta({ id: 'JsonObject', description: 'A JSON object (fields not yet spelled out in this reference).' });
export const AnyJsonArray = z.array(AnyJsonObject).meta({ id: 'JsonObjectList', description: 'A JSON array of objects (fields not yet spelled out in this reference).' });

/** A list route of such objects: the plain array, or a page (see PAGING_NOTE). */
export const AnyJsonList = listAnswerSchema(AnyJsonObject, 'JsonObjectPage');

/** How every list route pages (README "Pagination"); added to each list route's description. */
export const PAGING_NOTE =
  'Paging: without `paged=true` or `cursor` the answer is the plain array (the first `limit` rows); with either it is a page ' +
  '`{ data, has_more, next_cursor }`: send next_cursor back as `cursor` for the next page (same filters). A cursor that this ' +
  'list did not hand out for these filters, or `limit` outside 1 to 200 on a page, is a 400 naming the field.';
