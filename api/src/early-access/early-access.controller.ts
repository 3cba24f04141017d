import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { EarlyAccessRequestSchema, type EarlyAccessAnswer } from '@waypost/contracts';
import { Public, Roles } from '../access/auth.decorators';
import { parseOrThrow } from '../platform/http/validation';
import { commandContext } from '../platform/event-store/command-context';
import { RequestEarlyAccessCommand } from './commands/request-early-access.command';
import { EarlyAccessQueries } from './queries/early-access.queries';

/** Every early-access answer leaves this long after its request came in (see request()). */
export const ANSWER_AFTER_MS = 150;

@Controller('api')
export class EarlyAccessController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: EarlyAccessQueries,
  ) {}

  /**
   * Anyone may ask; always 201 with the same thanks, whether or not the email was listed already (no enumeration).
   * The store refuses a repeated address on a slower path than it stores a new one (measured on the running app:
   * about 43 ms against 11 ms), so every answer is held until ANSWER_AFTER_MS after the request arrived.
   */
  @Public()
  @Post('early-access')
  async request(@Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<EarlyAccessAnswer> {
    const answerAt = performance.now() + ANSWER_AFTER_MS;
    const input = parseOrThrow(EarlyAccessRequestSchema, body);
    const ctx = commandContext({ actor: { kind: 'user', id: 'anonymous' }, body: input });
    const answer = await this.commands.execute<RequestEarlyAccessCommand, EarlyAccessAnswer>(new RequestEarlyAccessCommand(input, ctx));
    const wait = answerAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    reply.status(201);
    return answer;
  }

  @Get('admin/early-access')
  @Roles('admin')
  list(@Query('limit') limit?: string) {
    const n = Number(limit ?? 500);
    return this.queries.list(Number.isInteger(n) && n > 0 ? Math.min(n, 5000) : 500);
  }
}
