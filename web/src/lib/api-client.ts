import type { QueryFunction } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';

// ── HTTP client (spec sections 7 and 8) ──────────────────────────────────────
// Every call includes credentials; JSON is sent with a Content-Type header only
// when there is a body; a non-OK response throws `${status}: ${body || statusText}`.

/** An Error whose message is exactly the spec's "status: body text"; `status` is kept for branching. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new ApiError(response.status, bodyText, response.statusText);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const hasBody = data !== undefined;
  const response = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** POST/PUT/... returning the parsed JSON body (or undefined for an empty body). */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The query key is the path: ['/api/tracking', '2PG-2024-000001'] -> GET /api/tracking/2PG-2024-000001. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  const [root, ...rest] = queryKey;
  return [String(root), ...rest.map((segment) => encodeURIComponent(String(segment)))].join('/');
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKeyToPath(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** The field issues of a 400 answer ({issues:[{field,message}]}), if the error carries them. */
export function fieldIssues(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const body = JSON.parse(error.bodyText) as { issues?: { field: string; message: string }[] };
    return Array.isArray(body.issues) ? body.issues : [];
  } catch {
    return [];
  }
}

/**
 * What went wrong, in a sentence a person can read (never the raw "404: {json}" of the error): the server's own
 * message from its JSON error body (with the named fields of a 400), else a plain sentence for the status (in the
 * visitor's language; the server's own messages are shown as it sends them).
 */
export function errorReason(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('common:apiErrors.unreachable');
  if (error.status >= 500) return i18n.t('common:apiErrors.serverError');
  const issues = fieldIssues(error);
  if (issues.length) return issues.map((i) => `${i.field}: ${i.message}`).join('; ');
  try {
    const body = JSON.parse(error.bodyText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) return body.message.trim();
  } catch {
    // not JSON: fall through to the status
  }
  if (error.status === 401) return i18n.t('common:apiErrors.signInAgain');
  if (error.status === 403) return i18n.t('common:apiErrors.forbidden');
  if (error.status === 404) return i18n.t('common:apiErrors.notFound');
  if (error.status === 409) return i18n.t('common:apiErrors.conflict');
  return error.bodyText.trim() && !error.bodyText.trim().startsWith('{') ? error.bodyText.trim().slice(0, 200) : i18n.t('common:apiErrors.refused', { status: error.status });
}
