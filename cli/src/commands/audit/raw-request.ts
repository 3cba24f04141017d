import { EXIT } from '../../lib/exit-codes';
import { ApiError, CliError, NetworkError } from '../../lib/errors';
import { createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';

// ── Streaming requests (export download, import upload): the JSON client buffers whole bodies, these do not ──

export async function rawRequest(
  io: Io,
  urlOption: string | undefined,
  method: string,
  path: string,
  init: { body?: RequestInit['body']; contentType?: string } = {},
): Promise<Response> {
  const api = await createApiClient(io, urlOption);
  const token = io.env.WAYPOST_TOKEN || api.config.token;
  if (!token) throw new CliError(CLI_MESSAGES.notSignedIn, EXIT.notSignedIn);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/x-ndjson, application/json' };
  if (init.contentType) headers['content-type'] = init.contentType;
  let response: Response;
  try {
    response = await io.fetch(`${api.baseUrl}${path}`, { method, headers, body: init.body, duplex: 'half' } as RequestInit);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new NetworkError(CLI_MESSAGES.unreachable(api.baseUrl, cause));
  }
  if (!response.ok) {
    const text = await response.text();
    let body: { message?: unknown; error?: unknown } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // not JSON: the text is the message
    }
    const message = typeof body.message === 'string' ? body.message : text.trim() || response.statusText;
    throw new ApiError(response.status, { statusCode: response.status, error: String(body.error ?? response.statusText), message }, true);
  }
  return response;
}
