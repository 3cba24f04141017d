import {
  ConnectionError,
  InvalidRequestError,
  RequestAbortedError,
  RequestTimeoutError,
  ResponseValidationError,
  SDKValidationError,
  ShippoError,
  UnexpectedClientError,
} from 'shippo/models/errors';
import { errorKindOfStatus, ProviderError, retryAfterMs } from '../provider';

// ── Shippo's failures as ours (issue 27) ──
// The SDK throws ShippoError (SDKError for any 4xx/5xx, ResponseValidationError for a 2xx it cannot parse) and client
// errors (timeout, connection, abort, a request its schemas refuse). Shippo's error bodies are Django REST framework's:
// {"detail": "…"} (401: "Token does not exist", "Authentication credentials were not provided.") or field errors
// {"field": ["message"]}, nested for nested objects and per item for lists. Messages never carry the API key.

/** The message and field errors of a Shippo error body. */
export function readShippoError(body: unknown): { message?: string; fields?: { field: string; message: string }[] } {
  if (body === null || typeof body !== 'object') return typeof body === 'string' && body.trim() ? { message: body.trim().slice(0, 300) } : {};
  const fields: { field: string; message: string }[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') fields.push({ field: path, message: value });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, typeof v === 'string' ? path : `${path}.${i}`));
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (typeof o['text'] === 'string') fields.push({ field: typeof o['source'] === 'string' ? o['source'] : path, message: o['text'] });
      else for (const [k, v] of Object.entries(o)) walk(v, path ? `${path}.${k}` : k);
    }
  };
  const o = body as Record<string, unknown>;
  const detail = typeof o['detail'] === 'string' ? o['detail'] : undefined;
  walk(Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'detail')), '');
  const named = fields.map((f) => ({ field: f.field.replace(/^(non_field_errors|__all__)$/, '') || 'request', message: f.message }));
  const message =
    detail ??
    (named.length
      ? named
          .slice(0, 3)
          .map((f) => `${f.field}: ${f.message}`)
          .join('; ')
      : undefined);
  return { ...(message ? { message } : {}), ...(named.length ? { fields: named } : {}) };
}

/** An SDK failure as a ProviderError: Shippo's HTTP errors by status, the SDK's client errors by what went wrong. */
export function shippoErrorOf(what: string, error: unknown): ProviderError {
  if (error instanceof ResponseValidationError)
    return new ProviderError('shippo', 'unavailable', `shippo: ${what}: answered a body the SDK cannot read`, { status: error.statusCode });
  if (error instanceof ShippoError) {
    if (error.statusCode < 400)
      return new ProviderError('shippo', 'unavailable', `shippo: ${what}: unexpected answer (HTTP ${error.statusCode}, ${error.contentType || 'no content type'})`, {
        status: error.statusCode,
      });
    let body: unknown = error.body;
    try {
      body = JSON.parse(error.body);
    } catch {
      // not JSON: read as text
    }
    const read = readShippoError(body);
    const wait = retryAfterMs(error.headers.get('retry-after'));
    return new ProviderError('shippo', errorKindOfStatus(error.statusCode), `shippo: ${what}: HTTP ${error.statusCode}${read.message ? `: ${read.message}` : ''}`, {
      status: error.statusCode,
      ...(read.fields?.length ? { fields: read.fields } : {}),
      ...(wait !== undefined ? { retryAfterMs: wait } : {}),
    });
  }
  if (error instanceof RequestTimeoutError) return new ProviderError('shippo', 'timeout', `shippo: ${what}: the request timed out`);
  if (error instanceof ConnectionError || error instanceof RequestAbortedError || error instanceof UnexpectedClientError) {
    return new ProviderError('shippo', 'network', `shippo: ${what}: ${error.message}`);
  }
  if (error instanceof SDKValidationError || error instanceof InvalidRequestError)
    return new ProviderError('shippo', 'invalid', `shippo: ${what}: the SDK refused the request: ${error.message.slice(0, 300)}`);
  return new ProviderError('shippo', 'unavailable', `shippo: ${what}: ${(error as Error)?.message ?? String(error)}`);
}
