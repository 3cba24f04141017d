import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CloseInquirySchema, CustomerReplySchema, OpenOwnInquirySchema, OwnInquiryListQuerySchema, RateInquirySchema, type CreatedInquiry, UUID_PATTERN } from '@waypost/contracts';
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

/**
 * The shipper's side of the desk: open an inquiry (about one of their own shipments, or in general), read their
 * inquiries with the desk's replies, reply, rate once resolved, close. Only ever the inquiries the caller's account
 * owns (by account id: one the desk opened for an address belongs to the account that proved that address);
 * anything else is 404. Opening one needs a confirmed address (403 until then).
 */
@Controller('api/inquiries')
@Roles('shipper')
export class CustomerInquiriesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: CrmQueries,
  ) {}

  @Post()
  async open(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string) {
    const input = parseOrThrow(OpenOwnInquirySchema, body);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    const full = { ...input, email: user.email, firstName: user.firstName, lastName: user.lastName };
    return this.commands.execute<OpenInquiryCommand, CreatedInquiry>(new OpenInquiryCommand(full, { kind: 'customer', id: user.id }, ctx));
  }

  @Get()
  list(@Query() query: unknown, @CurrentUser() user: RequestUser) {
    const q = parseOrThrow(OwnInquiryListQuerySchema, query ?? {});
    return this.queries.listOrPage('own-inquiries', user.id, { customerId: user.id, status: q.status }, q);
  }

  @Get(':id')
  async byId(@Param('id') id: string, @CurrentUser() user: RequestUser) {
    const inquiry = UUID_PATTERN.test(id) ? await this.queries.byId(id, user.id) : null;
    if (!inquiry) throw new NotFoundException(`Inquiry ${id} not found`);
    return inquiry;
  }

  @Post(':id/replies')
  reply(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string) {
    const input = parseOrThrow(CustomerReplySchema, body);
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Inquiry ${id} not found`);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    const messageId = derivedId(ctx.commandId, 'message');
    return this.commands.execute(
      new UpdateInquiryCommand({ type: 'ReplyAsCustomer', data: { inquiryId: id, messageId, customerId: user.id, message: input.message, now: ctx.now } }, undefined, ctx),
    );
  }

  @Post(':id/rating')
  @HttpCode(200)
  rate(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    const input = parseOrThrow(RateInquirySchema, body);
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Inquiry ${id} not found`);
    const ctx = commandContext({ actor: actorOf(user), body: input, requestId });
    return this.commands.execute(
      new UpdateInquiryCommand(
        { type: 'RateInquiry', data: { inquiryId: id, customerId: user.id, rating: input.rating, comment: input.comment ?? '', now: ctx.now } },
        undefined,
        ctx,
      ),
    );
  }

  @Post(':id/close')
  @HttpCode(200)
  close(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    const input = parseOrThrow(CloseInquirySchema, body ?? {});
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Inquiry ${id} not found`);
    const ctx = commandContext({ actor: actorOf(user), body: input, requestId });
    return this.commands.execute(
      new UpdateInquiryCommand(
        { type: 'CloseInquiry', data: { inquiryId: id, by: user.id, customerId: user.id, reason: input.reason ?? 'Closed by the customer', now: ctx.now } },
        undefined,
        ctx,
      ),
    );
  }
}
