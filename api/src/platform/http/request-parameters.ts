import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@waypost/contracts';
import { payloadRuleIssues } from './validation';

// ── Path and query parameters: text no column can hold is refused before any route runs ──
// A NUL or a lone surrogate (%00, %ED%A0%80) in a path parameter or query value would reach PostgreSQL as text
// and fail there with a 500; it is a 400 naming the parameter instead. Shape and range (a whole number, an email)
// are each route's contract (parseOrThrow with a schema from contracts).

export function registerParameterCheck(app: NestFastifyApplication): void {
  const check = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const issues = [...payloadRuleIssues(request.params ?? {}), ...payloadRuleIssues(request.query ?? {})];
    if (issues.length === 0) return done();
    const body: ApiErrorBody = {
      statusCode: 400,
      error: 'Bad Request',
      message: `Invalid request: ${issues.map((i) => `${i.field} ${i.message}`).join('; ')}`,
      issues,
    };
    void reply.code(400).header('cache-control', 'no-store').send(body);
  };
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', check as never);
}
