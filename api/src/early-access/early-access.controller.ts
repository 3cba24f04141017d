import { Body, Controller, Get, Ip, Post, Query, Res } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { EarlyAccessListQuerySchema, EarlyAccessRequestSchema, type EarlyAccessAnswer } from '@waypost/contracts';
import { CurrentUser, Public, Roles, type RequestUser } from '../platform/auth/auth.decorators';
import { parseOrThrow } from '../platform/http/validation';
import { HttpRateLimits } from '../platform/rate-limit/http-rate-limit';
import { commandContext } from '../platform/event-store/command-context';
import { RequestEarlyAccessCommand } from './commands/request-early-access.command';
import { EarlyAccessQueries } from './queries/early-access.queries';
import { RequestId } from '../platform/http/request-context';

/** Every early-access answer leaves this long after its request came in (see request()). */
export const ANSWER_AFTER_MS = 150;

@Controller('api')
export class EarlyAccessController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: EarlyAccessQueries,
    private readonly limits: HttpRateLimits,
  ) {}

  /**
   * Anyone may ask (a few times per client address); always 201 with the same thanks, whether or not the email was
   * listed already (no enumeration). The store refuses a repeated address on a slower path than it stores a new one
   * (measured on the running app: about 43 ms against 11 ms), so every answer is held until ANSWER_AFTER_MS after the
   * request arrived.
   */
  @Public()
  @Post('early-access')
  async request(@RequestId() requestId: string, @Body() body: unknown, @Ip() ip: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<EarlyAccessAnswer> {
    const answerAt = performance.now() + ANSWER_AFTER_MS;
    const input = parseOrThrow(EarlyAccessRequestSchema, body);
    await this.limits.anonymousWrite(ip, reply);
    const ctx = commandContext({ actor: { kind: 'user', id: 'anonymous' }, body: input, requestId });
    const answer = await this.commands.execute<RequestEarlyAccessCommand, EarlyAccessAnswer>(new RequestEarlyAccessCommand(input, ctx));
    const wait = answerAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    reply.status(201);
    return answer;
  }

  @Get('admin/early-access')
  @Roles('admin')
  list(@Query() query: unknown, @CurrentUser() admin: RequestUser) {
    return this.queries.list(admin.id, parseOrThrow(EarlyAccessListQuerySchema, query ?? {}));
  }
}
