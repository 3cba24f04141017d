import { Body, Controller, Get, Ip, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { EarlyAccessListQuerySchema, EarlyAccessRequestSchema, type EarlyAccessAnswer } from '@waypost/contracts';
import { Public, Roles } from '../access/auth.decorators';
import { parseOrThrow } from '../platform/http/validation';
import { HttpRateLimits } from '../platform/rate-limit/http-rate-limit';
import { commandContext } from '../platform/event-store/command-context';
import { RequestEarlyAccessCommand } from './commands/request-early-access.command';
import { EarlyAccessQueries } from './queries/early-access.queries';

@Controller('api')
export class EarlyAccessController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: EarlyAccessQueries,
    private readonly limits: HttpRateLimits,
  ) {}

  /** Anyone may ask (a few times per client address); 201 when received, 200 with a kind message when the email is already listed. */
  @Public()
  @Post('early-access')
  async request(@Body() body: unknown, @Ip() ip: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<EarlyAccessAnswer> {
    const input = parseOrThrow(EarlyAccessRequestSchema, body);
    await this.limits.anonymousWrite(ip, reply);
    const ctx = commandContext({ actor: { kind: 'user', id: 'anonymous' }, body: input });
    const answer = await this.commands.execute<RequestEarlyAccessCommand, EarlyAccessAnswer>(new RequestEarlyAccessCommand(input, ctx));
    reply.status(answer.status === 'received' ? 201 : 200);
    return answer;
  }

  @Get('admin/early-access')
  @Roles('admin')
  list(@Query() query: unknown) {
    return this.queries.list(parseOrThrow(EarlyAccessListQuerySchema, query ?? {}).limit);
  }
}
