import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { Params } from 'nestjs-pino';
import type { Options } from 'pino-http';
import type { Logger } from '../logger';
import { FASTIFY_REQUEST, type RawWithRequest } from './request-context';

// ── One JSON line per HTTP request, through nestjs-pino's pino-http middleware ──
// {"requestId","method","route","status","durationMs","userId","keyId","auth"}: the route is the pattern
// (/api/shipments/:id), never the URL, so no id, query string or other personal data reaches the log; no header, body
// or address is logged (a credential is named by its kind, token or session, and its user's id only). Probes (health, metrics) log at
// debug whatever they answer, 503 at warn, other server errors at error (the exception filter logs their stack), the
// rest at info.

const QUIET_ROUTES = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/metrics']);

/** The label of a request's route in logs and metrics: its pattern, 'unmatched' under /api, else 'static' (the web app). */
export function routeLabel(request: Pick<FastifyRequest, 'routeOptions' | 'url'>): string {
  const url = request.routeOptions.url;
  if (url && (url.startsWith('/api/') || url === '/metrics')) return url;
  return request.url.startsWith('/api/') ? 'unmatched' : 'static';
}

export interface RequestLine {
  method: string;
  route: string;
  status: number;
  durationMs: number;
  userId?: string;
  /** The API key's id (never the key) when the request used one. */
  keyId?: string;
  auth: 'token' | 'session' | 'api-key' | 'none';
}

export function requestLine(raw: IncomingMessage, res: ServerResponse, durationMs: number): RequestLine {
  const request = (raw as RawWithRequest)[FASTIFY_REQUEST];
  const authorization = raw.headers.authorization;
  // how the caller was known: a signed-in user by an API token or a session; else none (a refused token included)
  const user = request?.user?.id;
  const keyId = request?.credential?.kind === 'api-key' ? request.credential.keyId : undefined;
  const auth = !user ? 'none' : keyId ? 'api-key' : typeof authorization === 'string' && authorization.startsWith('Bearer ') ? 'token' : 'session';
  return {
    method: raw.method ?? 'GET',
    route: request ? routeLabel(request) : 'unmatched',
    status: res.statusCode,
    durationMs,
    ...(user ? { userId: user } : {}),
    ...(keyId ? { keyId } : {}),
    auth,
  };
}

/** nestjs-pino's module options: pino-http on the process's root logger, writing only the line above. */
export function requestLogParams(logger: Logger): Params {
  // pino-http hands the time it measured under customAttributeKeys.responseTime
  const line = (req: IncomingMessage, res: ServerResponse, val: { durationMs?: number }) => requestLine(req, res, val.durationMs ?? 0);
  const message = (req: IncomingMessage, res: ServerResponse) => {
    const request = (req as RawWithRequest)[FASTIFY_REQUEST];
    return `${req.method} ${request ? routeLabel(request) : 'unmatched'} ${res.statusCode}`;
  };
  const pinoHttp: Options = {
    logger: logger.pino,
    // Fastify's id (platform/http/request-context.ts), which @fastify/middie copies onto the raw request
    genReqId: (req) => (req as IncomingMessage & { id?: string }).id ?? 'none',
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    // nothing of the request or answer is serialized but what requestLine picks
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    customLogLevel: (req, res) => {
      const request = (req as RawWithRequest)[FASTIFY_REQUEST];
      if (request && QUIET_ROUTES.has(request.routeOptions.url ?? '')) return 'debug';
      // 503: the database is away (the filter said so once per request at warn); other 5xx are bugs
      return res.statusCode === 503 ? 'warn' : res.statusCode >= 500 ? 'error' : 'info';
    },
    customSuccessMessage: message,
    customErrorMessage: message,
    customSuccessObject: line,
    customErrorObject: (req, res, _error, val: { durationMs?: number }) => line(req, res, val),
  };
  // Above info (LOG_LEVEL warn, error, silent) no request line is written (5xx are logged by the exception filter):
  // pino-http is then bound to no route at all, so requests pay neither for its per-request logger (a profile of
  // bench/load put that at about 6% of the app's CPU) nor for @fastify/middie, which runs its engine on every request
  // once any middleware is registered (about 1% of a create in bench/http).
  if (!logger.pino.isLevelEnabled('info')) return { pinoHttp, forRoutes: [] };
  return { pinoHttp };
}
