import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  AgentResponseSchema,
  ChangeInquiryStatusSchema,
  CloseInquirySchema,
  CreateInquirySchema,
  CustomerSearchQuerySchema,
  InquiryListQuerySchema,
  ResolveInquirySchema,
  type CreatedInquiry,
  UUID_PATTERN,
} from '@waypost/contracts';
import { CurrentUser, Roles, type RequestUser } from '../platform/auth/auth.decorators';
import { parseOrThrow } from '../platform/http/validation';
import { actorOf } from '../platform/auth/permissions';
import { IdempotencyKey } from '../platform/http/request-headers';
import { commandContext } from '../platform/event-store/command-context';
import { derivedId } from '../platform/event-store/ids';
import { OpenInquiryCommand } from './commands/open-inquiry.command';
import { UpdateInquiryCommand } from './commands/update-inquiry.command';
import { CrmQueries } from './queries/crm.queries';
import { RequestId } from '../platform/http/request-context';

const fullName = (u: RequestUser) => `${u.firstName} ${u.lastName}`.trim() || u.email;
const checkId = (id: string) => {
  if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Inquiry ${id} not found`);
};

/** The customer-service desk (spec section 7). The spec's fixed agentId placeholder is ignored: the signed-in agent is recorded. */
@Controller('api/crm')
@Roles('agent', 'admin')
export class CrmController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: CrmQueries,
  ) {}

  @Get('dashboard')
  dashboard() {
    return this.queries.dashboard();
  }

  @Get('inquiries')
  list(@Query() query: unknown, @CurrentUser() user: RequestUser) {
    const q = parseOrThrow(InquiryListQuerySchema, query ?? {});
    return this.queries.listOrPage('crm-inquiries', user.id, { status: q.status, priority: q.priority, email: q.email }, q);
  }

  @Post('inquiries')
  open(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string) {
    const input = parseOrThrow(CreateInquirySchema, body);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    return this.commands.execute<OpenInquiryCommand, CreatedInquiry>(new OpenInquiryCommand(input, { kind: 'agent', id: user.id }, ctx));
  }

  @Get('inquiries/:id')
  async byId(@Param('id') id: string) {
    checkId(id);
    const inquiry = await this.queries.byId(id, null);
    if (!inquiry) throw new NotFoundException(`Inquiry ${id} not found`);
    return inquiry;
  }

  @Post('inquiries/:id/responses')
  respond(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string) {
    const input = parseOrThrow(AgentResponseSchema, body);
    checkId(id);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    const messageId = derivedId(ctx.commandId, 'message');
    return this.commands.execute(
      new UpdateInquiryCommand(
        { type: 'RespondToInquiry', data: { inquiryId: id, messageId, agentId: user.id, agentName: fullName(user), message: input.message, now: ctx.now } },
        undefined,
        ctx,
      ),
    );
  }

  @Put('inquiries/:id/resolve')
  resolve(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    const input = parseOrThrow(ResolveInquirySchema, body);
    checkId(id);
    const ctx = commandContext({ actor: actorOf(user), body: input, requestId });
    return this.commands.execute(
      new UpdateInquiryCommand({ type: 'ResolveInquiry', data: { inquiryId: id, agentId: user.id, resolutionNotes: input.resolutionNotes, now: ctx.now } }, undefined, ctx),
    );
  }

  @Put('inquiries/:id/status')
  status(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    const input = parseOrThrow(ChangeInquiryStatusSchema, body);
    checkId(id);
    const ctx = commandContext({ actor: actorOf(user), body: input, requestId });
    return this.commands.execute(new UpdateInquiryCommand({ type: 'ChangeInquiryStatus', data: { inquiryId: id, to: input.status, by: user.id, now: ctx.now } }, undefined, ctx));
  }

  @Post('inquiries/:id/close')
  @HttpCode(200)
  close(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    const input = parseOrThrow(CloseInquirySchema, body ?? {});
    checkId(id);
    const ctx = commandContext({ actor: actorOf(user), body: input, requestId });
    return this.commands.execute(
      new UpdateInquiryCommand(
        { type: 'CloseInquiry', data: { inquiryId: id, by: user.id, customerId: null, reason: input.reason ?? 'Closed by the desk', now: ctx.now } },
        undefined,
        ctx,
      ),
    );
  }

  @Get('customers/search')
  async searchCustomer(@Query() query: unknown) {
    const { email } = parseOrThrow(CustomerSearchQuerySchema, query ?? {});
    const profile = await this.queries.customerByEmail(email, new Date());
    if (!profile) throw new NotFoundException('No customer found with that email address.');
    return profile;
  }
}
