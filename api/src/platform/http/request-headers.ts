import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@waypost/contracts';

// ── Request headers that end up in commands and event metadata: Idempotency-Key, X-Correlation-Id ──
// Checked on every request, before routing: a key that is too long or not plain text is refused (400, naming the
// header), never ignored (a retry with an ignored key would create a duplicate); a correlation id is bounded
// before it can reach event metadata.

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
export const MAX_CORRELATION_ID_LENGTH = 128;

/** Printable ASCII (spaces inside only), 1-200 characters. */
const IDEMPOTENCY_KEY = /^[!-~](?:[ -~]{0,198}[!-~])?$/;
/** Letters, digits and . _ : / @ + = -, 1-128 characters (UUIDs, W3C trace ids, ULIDs, request ids). */
const CORRELATION_ID = /^[A-Za-z0-9._:/@+=-]{1,128}$/;

export const IDEMPOTENCY_KEY_MESSAGE = `must be 1-${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters (a UUID is a good key)`;
export const CORRELATION_ID_MESSAGE = `must be 1-${MAX_CORRELATION_ID_LENGTH} characters: letters, digits and . _ : / @ + = -`;

const HEADERS = [
  { name: 'idempotency-key', field: 'Idempotency-Key', pattern: IDEMPOTENCY_KEY, message: IDEMPOTENCY_KEY_MESSAGE },
  { name: 'x-correlation-id', field: 'X-Correlation-Id', pattern: CORRELATION_ID, message: CORRELATION_ID_MESSAGE },
] as const;

type Issue = { field: string; message: string };

/** Every problem with these headers (a header sent twice is refused: which one would count?). */
export function requestHeaderIssues(headers: Record<string, string | string[] | undefined>): Issue[] {
  const issues: Issue[] = [];
  for (const h of HEADERS) {
    const value = headers[h.name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !h.pattern.test(value)) issues.push({ field: h.field, message: h.message });
  }
  return issues;
}

const badRequest = (issues: Issue[]): ApiErrorBody => ({
  statusCode: 400,
  error: 'Bad Request',
  message: `Invalid request: ${issues.map((i) => `${i.field} ${i.message}`).join('; ')}`,
  issues,
});

/** Registers the check as an onRequest hook of every route. */
export function registerRequestHeaderCheck(app: NestFastifyApplication): void {
  const check = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const issues = requestHeaderIssues(request.headers);
    if (issues.length === 0) return done();
    void reply.code(400).header('cache-control', 'no-store').send(badRequest(issues));
  };
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', check as never);
}

const header = (name: (typeof HEADERS)[number]['name']) =>
  createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
    const request = ctx.switchToHttp().getRequest<FastifyRequest>();
    const issues = requestHeaderIssues({ [name]: request.headers[name] });
    if (issues.length) throw new BadRequestException(badRequest(issues));
    return request.headers[name] as string | undefined;
  });

/** The request's Idempotency-Key (checked), or undefined. */
export const IdempotencyKey = header('idempotency-key');
/** The request's X-Correlation-Id (checked), or undefined. */
export const CorrelationId = header('x-correlation-id');
