import { errorKindOfStatus, ProviderError, retryAfterMs, type ProviderId } from './provider';

// ── HTTP for the adapters without an official SDK (Karrio, MyDHL, UPS, FedEx): fetch, bounded in time ──
// Every failure becomes a ProviderError: the status's kind, the provider's message and field errors (read by the
// adapter's `errorOf`), and Retry-After on a 429 or 503.

export interface HttpCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  /** JSON-encoded unless it is a string already (a form body). */
  body?: unknown;
  signal?: AbortSignal;
  /** Default 15 s. */
  timeoutMs?: number;
}

export interface HttpAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** What the provider's error body says: a message and, for refused input, field errors. */
export type ErrorReader = (body: unknown, status: number) => { message?: string; code?: string; fields?: { field: string; message: string }[] };

export async function httpJson<T = unknown>(provider: ProviderId, call: HttpCall, errorOf?: ErrorReader): Promise<HttpAnswer<T>> {
  const timeout = AbortSignal.timeout(call.timeoutMs ?? 15_000);
  const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  let body: string | undefined;
  if (call.body !== undefined) {
    body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    headers['content-type'] ??= 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(call.url, { method: call.method, headers, body, signal });
  } catch (error) {
    if (timeout.aborted) throw new ProviderError(provider, 'timeout', `${provider}: no answer within ${call.timeoutMs ?? 15_000} ms`);
    if (call.signal?.aborted) throw error;
    throw new ProviderError(provider, 'network', `${provider}: ${(error as Error).message}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    if (timeout.aborted) throw new ProviderError(provider, 'timeout', `${provider}: no answer within ${call.timeoutMs ?? 15_000} ms`);
    throw new ProviderError(provider, 'network', `${provider}: ${(error as Error).message}`);
  }
  let parsed: unknown = undefined;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      if (res.ok) throw new ProviderError(provider, 'unavailable', `${provider}: answered ${res.status} with a body that is not JSON`, { status: res.status });
    }
  }
  if (!res.ok) {
    const read = parsed !== undefined && errorOf ? errorOf(parsed, res.status) : {};
    const kind = errorKindOfStatus(res.status);
    const wait = retryAfterMs(res.headers.get('retry-after'));
    throw new ProviderError(provider, kind, `${provider}: HTTP ${res.status}${read.message ? `: ${read.message}` : ''}`, {
      status: res.status,
      ...(read.code ? { code: read.code } : {}),
      ...(read.fields?.length ? { fields: read.fields } : {}),
      ...(wait !== undefined ? { retryAfterMs: wait } : {}),
    });
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}

/** Downloads bytes (a label) from a URL, with the same error mapping. */
export async function httpBytes(
  provider: ProviderId,
  url: string,
  init: { headers?: Record<string, string>; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<{ contentType: string; bytes: Buffer }> {
  const timeout = AbortSignal.timeout(init.timeoutMs ?? 15_000);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(url, { headers: init.headers ?? {}, signal });
    if (!res.ok) {
      const wait = retryAfterMs(res.headers.get('retry-after'));
      throw new ProviderError(provider, errorKindOfStatus(res.status), `${provider}: label download answered HTTP ${res.status}`, {
        status: res.status,
        ...(wait !== undefined ? { retryAfterMs: wait } : {}),
      });
    }
    return { contentType: res.headers.get('content-type') ?? 'application/octet-stream', bytes: Buffer.from(await res.arrayBuffer()) };
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (timeout.aborted) throw new ProviderError(provider, 'timeout', `${provider}: label download took longer than ${init.timeoutMs ?? 15_000} ms`);
    if (init.signal?.aborted) throw error;
    throw new ProviderError(provider, 'network', `${provider}: ${(error as Error).message}`);
  }
}

/** The label's content type by format. */
export const LABEL_CONTENT_TYPES = { PDF: 'application/pdf', PNG: 'image/png', ZPL: 'application/zpl' } as const;
