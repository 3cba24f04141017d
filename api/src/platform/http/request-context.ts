import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

// ── One request id per HTTP request: from X-Request-Id when it is safe, else a new UUID ──
// Fastify's request.id (genReqId below) is the one id: the request log line carries it, the answer echoes it in
// X-Request-Id, and a command sent while the request is handled stores it in its events' metadata (requestId), so
// the audit stream and what is sent from the log (webhook deliveries) can name it. The route hands it to the command
// (@RequestId() below, then commandContext's `requestId`): no async context carries it, since AsyncLocalStorage on
// Node 20 hooks every promise of the process (a profile of bench/http put that at about 8% of the app's CPU).

export const REQUEST_ID_HEADER = 'x-request-id';

/** A client's id is kept when it is 1-128 characters of letters, digits and - _ . : (no spaces, quotes or controls). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is safe, else a fresh UUID. */
export function requestIdOf(raw: Pick<IncomingMessage, 'headers'>): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** The id of the HTTP request a route handles (Fastify's request.id), for the commands it sends. */
export const RequestId = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => ctx.switchToHttp().getRequest<FastifyRequest>().id);

/** The Fastify request behind a raw one (pino-http sees only the raw request; the route and user are on this one). */
export const FASTIFY_REQUEST = Symbol('waypost.fastifyRequest');
export type RequestSeen = Pick<FastifyRequest, 'routeOptions' | 'url' | 'id'> & { user?: { id: string }; credential?: { kind: string; keyId?: string } };
export type RawWithRequest = IncomingMessage & { [FASTIFY_REQUEST]?: RequestSeen };

export function registerRequestContext(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const onRequest = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    (request.raw as RawWithRequest)[FASTIFY_REQUEST] = request;
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  };
  fastify.addHook('onRequest', onRequest as never);
}
