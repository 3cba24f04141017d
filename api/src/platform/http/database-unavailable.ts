import type { ApiErrorBody } from '@waypost/contracts';

// ── PostgreSQL down or restarting: 503, never a 500 ─────────────────────────
// Two cases. The database could not be reached (refused, still starting, pool timeout): nothing was attempted.
// The connection went away during the request (server stopping or crashed, connection reset): a write may have
// committed just before, so the answer must not claim that nothing changed. Commands derive their event ids from the
// Idempotency-Key, so repeating the request with the same key cannot apply it twice.

export const DATABASE_UNAVAILABLE = 'The database is unavailable right now. Nothing was changed; try again shortly.';
export const DATABASE_LOST_DURING_WRITE =
  'The database became unavailable during the request, so it may or may not have been saved. Try again shortly: a retry with the same Idempotency-Key is never applied twice.';

/** Not reached: connection refused, name not resolved, server starting up or shutting down, too many connections. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', '57P03', '08001', '08004', '53300']);
/** Lost while in use: admin or crash shutdown, connection failure or reset. */
const LOST_CODES = new Set(['ECONNRESET', 'EPIPE', '57P01', '57P02', '08000', '08003', '08006', '08007']);
// node-postgres reports these without a code.
const UNREACHABLE_MESSAGE = /^timeout exceeded when trying to connect/i;
const LOST_MESSAGE = /^Connection terminated|not queryable/i;

/** The 503 answer when `error` says the database is unavailable, else null. */
export function databaseUnavailable(error: unknown, method: string): ApiErrorBody | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  const unreachable = (typeof code === 'string' && UNREACHABLE_CODES.has(code)) || UNREACHABLE_MESSAGE.test(text);
  const lost = (typeof code === 'string' && LOST_CODES.has(code)) || LOST_MESSAGE.test(text);
  if (!unreachable && !lost) return null;
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
  return { statusCode: 503, error: 'Service Unavailable', message: lost && write ? DATABASE_LOST_DURING_WRITE : DATABASE_UNAVAILABLE };
}
