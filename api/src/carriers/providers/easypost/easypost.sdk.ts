import EasyPostClient from '@easypost/api';
import { errorKindOfStatus, ProviderError, retryAfterMs } from '../provider';
import { errorOf } from './easypost.mapping';

// ── One call through the official EasyPost SDK (@easypost/api 8.9.0), its failures as ProviderErrors (issue 27) ──
// The SDK sends every request with superagent: HTTP Basic auth (the API key as user name, no password), JSON bodies,
// paths relative to its base URL (".../v2/"). Three things it does not do for us, done here:
// - it keeps its `timeout` option without applying it to its requests: the request middleware sets it on each one;
// - it cannot be cancelled: the middleware aborts the request when the caller's signal aborts;
// - its errors carry no response headers (no Retry-After) and, for a body that is not EasyPost's error object, no
//   status (it fails reading the body): a response hook keeps the last answer's status, headers and body.
// Each call gets a client of its own, so these belong to that call alone.

const P = 'easypost' as const;

export type EasyPostSdk = InstanceType<typeof EasyPostClient>;

export interface EasyPostSettings {
  apiKey: string;
  /** As the SDK wants it: ending in "/v2/". */
  baseUrl: string;
  timeoutMs: number;
}

/** The part of the SDK's superagent request the middleware touches. */
interface SdkRequest {
  timeout(ms: number): unknown;
  abort(): unknown;
}

/** What the response hook saw of the last answer. */
interface Exchange {
  status?: number;
  headers?: Record<string, unknown>;
  body?: unknown;
}

const integer = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** The SDK's base URL for an account's: the API root gets /v2, and the SDK joins relative paths after a slash. */
export function sdkBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return new URL(trimmed).pathname.replace(/\/+$/, '') === '' ? `${trimmed}/v2/` : `${trimmed}/`;
}

export async function withEasyPost<T>(settings: EasyPostSettings, signal: AbortSignal | undefined, run: (client: EasyPostSdk) => Promise<T>): Promise<T> {
  signal?.throwIfAborted();
  let last: Exchange = {};
  const detach: (() => void)[] = [];
  const client = new EasyPostClient(settings.apiKey, {
    baseUrl: settings.baseUrl,
    timeout: settings.timeoutMs,
    requestMiddleware: (request: SdkRequest) => {
      last = {};
      request.timeout(settings.timeoutMs);
      if (signal) {
        const stop = (): void => void request.abort();
        signal.addEventListener('abort', stop, { once: true });
        detach.push(() => signal.removeEventListener('abort', stop));
      }
      return request;
    },
  });
  client.addResponseHook((answer: { httpStatus: number; headers: Record<string, unknown>; responseBody: unknown }) => {
    last = { status: answer.httpStatus, headers: answer.headers, body: answer.responseBody };
  });
  try {
    return await run(client);
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw failure(error, last, settings.timeoutMs);
  } finally {
    for (const off of detach) off();
  }
}

/** Any failure of an SDK call: by HTTP status when there was an answer, else a timeout, a failed connection, or unreadable. */
function failure(error: unknown, last: Exchange, timeoutMs: number): ProviderError {
  if (error instanceof ProviderError) return error;
  const e = (error ?? {}) as { statusCode?: unknown; status?: unknown; code?: unknown; timeout?: unknown; message?: unknown; errors?: unknown };
  // superagent's own timeout (set by the middleware): it carries the limit it hit.
  if (typeof e.timeout === 'number') return new ProviderError(P, 'timeout', `easypost: no answer within ${timeoutMs} ms`);
  const status = last.status ?? integer(e.statusCode) ?? integer(e.status);
  if (status !== undefined) {
    if (status < 400) return new ProviderError(P, 'unavailable', `easypost: answered HTTP ${status} with a body we cannot read`, { status });
    // EasyPost's error body as the hook saw it; else the SDK's ApiError, which carries its code, message and errors.
    const read = errorOf(last.body ?? (integer(e.statusCode) !== undefined ? { error: { code: e.code, message: e.message, errors: e.errors } } : undefined));
    const retry = last.headers?.['retry-after'];
    const wait = retryAfterMs(typeof retry === 'string' ? retry : undefined);
    return new ProviderError(P, errorKindOfStatus(status), `easypost: HTTP ${status}${read.message ? `: ${read.message}` : ''}`, {
      status,
      ...(read.code ? { code: read.code } : {}),
      ...(read.fields?.length ? { fields: read.fields } : {}),
      ...(wait !== undefined ? { retryAfterMs: wait } : {}),
    });
  }
  const message = typeof e.message === 'string' && e.message ? e.message : String(error);
  // Node's system errors (ECONNREFUSED, ECONNRESET, ENOTFOUND…): the connection failed.
  if (typeof e.code === 'string' && /^E[A-Z_]+$/.test(e.code)) return new ProviderError(P, 'network', `easypost: ${message}`);
  return new ProviderError(P, 'unavailable', `easypost: ${message}`);
}
