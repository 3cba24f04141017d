import { basename } from 'node:path';
import type { Command } from 'commander';
import type { ApiErrorBody } from '@waypost/contracts';
import { readConfig } from './config-store';
import { EXIT } from './exit-codes';
import { ApiError, CliError, NetworkError } from './errors';
import { resolveBaseUrl } from './http';
import type { Io } from './io';
import { CLI_MESSAGES } from './messages';
import { globalUrl } from './options';

// ── A file the API serves (labels, customs documents): binary, so not through the JSON client ──

export interface Downloaded {
  body: Buffer;
  contentType: string;
  /** The API's file name (content-disposition), never a path it might slip in. */
  fileName: string | undefined;
}

/** GETs `path` with the stored token; a 404 is `notFound`, any other refusal the API's own message. */
export async function downloadFile(io: Io, command: Command, path: string, notFound: string): Promise<Downloaded> {
  const config = await readConfig(io);
  const baseUrl = resolveBaseUrl(io, config, globalUrl(command));
  const token = io.env.WAYPOST_TOKEN || config.token;
  if (!token) throw new CliError(CLI_MESSAGES.notSignedIn, EXIT.notSignedIn);
  let response: Response;
  try {
    response = await io.fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new NetworkError(CLI_MESSAGES.unreachable(baseUrl, (error as Error).message));
  }
  if (response.status === 404) throw new CliError(notFound, EXIT.notFound);
  if (!response.ok) {
    const text = await response.text();
    let body: Partial<ApiErrorBody> = {};
    try {
      body = JSON.parse(text) as Partial<ApiErrorBody>;
    } catch {
      // not JSON: use the text
    }
    throw new ApiError(
      response.status,
      { statusCode: response.status, error: body.error ?? response.statusText, message: body.message ?? (text || `HTTP ${response.status}`) },
      true,
    );
  }
  const given = /filename="([^"/\\.][^"/\\]*)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: (response.headers.get('content-type') ?? '').split(';')[0]!.trim(),
    fileName: given ? basename(given) : undefined,
  };
}
