import { z } from 'zod';
import type { ApiErrorBody } from '@waypost/contracts';
import { createWaypostClient, type WaypostClient } from '@waypost/client';
import { readConfig, type StoredConfig } from './config-store';
import { EXIT } from './exit-codes';
import { ApiError, CliError, NetworkError, ValidationError } from './errors';
import type { Io } from './io';
import { CLI_MESSAGES } from './messages';

export const DEFAULT_URL = 'http://127.0.0.1:3000';

export interface ApiClient {
  readonly baseUrl: string;
  readonly config: StoredConfig;
  /**
   * The typed client generated from the API's OpenAPI document (@waypost/client), with the stored token: paths,
   * parameters, bodies and answers are checked at compile time. Wrap its calls in `answer(…)`.
   */
  readonly signedIn: WaypostClient;
  /** The same, sending no token (public routes). */
  readonly anonymous: WaypostClient;
}

const UrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** Base URL: --url, then WAYPOST_URL, then the stored one, then the local default. */
export function resolveBaseUrl(io: Io, config: StoredConfig, urlOption: string | undefined): string {
  const raw = urlOption ?? io.env.WAYPOST_URL ?? config.url ?? DEFAULT_URL;
  const parsed = UrlSchema.safeParse(raw);
  if (!parsed.success) {
    const field = urlOption !== undefined ? '--url' : io.env.WAYPOST_URL !== undefined ? 'WAYPOST_URL' : 'config url';
    throw new ValidationError([{ field, message: parsed.error.issues[0]?.message ?? 'is invalid' }]);
  }
  return parsed.data.replace(/\/+$/, '');
}

/** Path segment from user input (tracking numbers, ids, stream ids). */
export const segment = (value: string) => encodeURIComponent(value);

export async function createApiClient(io: Io, urlOption: string | undefined): Promise<ApiClient> {
  const config = await readConfig(io);
  const baseUrl = resolveBaseUrl(io, config, urlOption);
  const token = io.env.WAYPOST_TOKEN || config.token;

  const fetchVia: typeof fetch = (input, init) => io.fetch(input, init);
  const signedIn = createWaypostClient({ baseUrl, fetch: fetchVia, ...(token ? { token } : {}) });
  signedIn.use({
    onRequest() {
      if (!token) throw new CliError(CLI_MESSAGES.notSignedIn, EXIT.notSignedIn);
    },
  });
  const anonymous = createWaypostClient({ baseUrl, fetch: fetchVia });

  return {
    baseUrl,
    config,
    signedIn,
    anonymous,
  };
}

/** What a call of the typed client answers (openapi-fetch's FetchResponse, either branch). */
export interface CallOutcome<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/**
 * The answer of a typed call, or the error the CLI reports: the API's error body (exit code by status), the API
 * unreachable, or not signed in. `signedIn` says whether the call sent the token (a 401 then means "sign in again").
 */
export async function answer<D>(api: ApiClient, call: Promise<CallOutcome<D>>, signedIn = true): Promise<D> {
  let outcome: CallOutcome<D>;
  try {
    outcome = await call;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new NetworkError(CLI_MESSAGES.unreachable(api.baseUrl, networkCause(error)));
  }
  const { response } = outcome;
  if (!response.ok) {
    const json = outcome.error !== undefined && typeof outcome.error === 'object' ? outcome.error : null;
    const text = typeof outcome.error === 'string' ? outcome.error : '';
    throw new ApiError(response.status, errorBody(response, json, text), signedIn);
  }
  return outcome.data as D;
}

function errorBody(response: Response, json: unknown, text: string): ApiErrorBody {
  const body = (json && typeof json === 'object' ? json : {}) as Partial<ApiErrorBody> & { message?: unknown };
  const raw = Array.isArray(body.message) ? body.message.join('; ') : body.message;
  const message = typeof raw === 'string' && raw !== '' ? raw : json === null ? text.trim() || response.statusText : '';
  return {
    statusCode: response.status,
    error: typeof body.error === 'string' ? body.error : response.statusText,
    message: message || `HTTP ${response.status}`,
    issues: Array.isArray(body.issues) ? body.issues : undefined,
  };
}

function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** A list route's answer asked for without paging: the plain array (a page, which it is not, would give its rows). */
export const plainList = <T>(list: T[] | { data: T[] }): T[] => (Array.isArray(list) ? list : list.data);
