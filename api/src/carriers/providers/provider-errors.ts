import type { ProviderId } from './provider';

// ── Errors: every adapter turns the provider's failures into these ────────────

export type ProviderErrorKind =
  /** 401/403: the credentials are wrong or lack the right. */
  | 'auth'
  /** 400/404/422: the request was refused for its content (an address, a parcel); not worth retrying. */
  | 'invalid'
  /** 429: slow down (retryAfterMs when the provider said). */
  | 'rate_limited'
  /** 5xx or a body we cannot read. */
  | 'unavailable'
  /** No answer within the time allowed. */
  | 'timeout'
  /** The connection failed. */
  | 'network'
  /** Our circuit breaker is open for the account, or a crisis took the provider out. */
  | 'circuit_open';

export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderId,
    readonly kind: ProviderErrorKind,
    message: string,
    readonly details: {
      status?: number;
      /** Field-level messages the provider gave (address errors). */
      fields?: { field: string; message: string }[];
      retryAfterMs?: number;
      /** The provider's error code. */
      code?: string;
    } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** Worth trying again (for an idempotent call). */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable' || this.kind === 'timeout' || this.kind === 'network';
  }
}

/** The error kind of an HTTP status that is not a success. */
export const errorKindOfStatus = (status: number): ProviderErrorKind =>
  status === 401 || status === 403 ? 'auth' : status === 429 ? 'rate_limited' : status >= 500 ? 'unavailable' : 'invalid';

/** Retry-After (seconds or an HTTP date) in ms; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}
