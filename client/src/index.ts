import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

// ── @waypost/client: the typed client of the Waypost API (issue 25, item 7) ──
// Paths, parameters, bodies and answers come from the OpenAPI document (schema.ts, generated); openapi-fetch makes
// the calls. `waypost` (cli/) uses it for every request.

export type { paths, components, operations } from './schema';
export type WaypostClient = Client<paths>;

export interface WaypostClientOptions {
  /** Where the API is, e.g. http://127.0.0.1:3000 (no trailing slash needed). */
  baseUrl: string;
  /** An API token or key, sent as `Authorization: Bearer …`. */
  token?: string;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

export function createWaypostClient(options: WaypostClientOptions): WaypostClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { accept: 'application/json', ...options.headers },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  if (options.token) client.use(bearer(options.token));
  return client;
}

function bearer(token: string): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  };
}
