import { BadRequestException, Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  CreateWebhookEndpointSchema,
  DeliveryListQuerySchema,
  ReplayWebhookSchema,
  UpdateWebhookEndpointSchema,
  UUID_PATTERN,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type ApiErrorBody,
  type WebhookEndpointEvent,
  type WebhookEndpointWithSecret,
} from '@waypost/contracts';
import { CurrentUser, KeyScope, Roles, type RequestUser } from '../platform/auth/auth.decorators';
import { actorOf } from '../platform/auth/permissions';
import { commandContext, type CommandContext } from '../platform/event-store/command-context';
import { derivedId, eventIdFor } from '../platform/event-store/ids';
import { IdempotencyKey } from '../platform/http/request-headers';
import { parseOrThrow } from '../platform/http/validation';
import { ChangeWebhookEndpointCommand } from './commands/change-webhook-endpoint.command';
import type { EndpointCommand } from './domain/endpoint';
import { WebhooksService } from './delivery/webhooks.service';
import { newWebhookSecret } from './delivery/signing';
import { WebhooksQueries } from './queries/webhooks.queries';
import { RequestId } from '../platform/http/request-context';

// ── /api/webhooks: a shipper's webhook endpoints, their delivery log, test and replay (issue 25, item 2) ──
// Only the caller's own endpoints: any other id answers 404. Every change is a command on the endpoint's stream;
// deliveries run from the log (delivery/), never from here.

@Controller('api/webhooks')
@Roles('shipper')
@KeyScope('webhooks')
export class WebhooksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: WebhooksQueries,
    private readonly webhooks: WebhooksService,
  ) {}

  @Get('event-types')
  eventTypes() {
    return WEBHOOK_EVENT_TYPES.map((type) => ({ type, label: WEBHOOK_EVENT_LABELS[type] }));
  }

  @Get('endpoints')
  list(@CurrentUser() user: RequestUser) {
    return this.queries.list(user.id);
  }

  @Post('endpoints')
  async create(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string): Promise<WebhookEndpointWithSecret> {
    const input = parseOrThrow(CreateWebhookEndpointSchema, body);
    await this.checkUrl(input.url);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    const endpointId = derivedId(ctx.commandId, 'webhook-endpoint');
    const { events } = await this.execute({ type: 'RegisterWebhookEndpoint', data: { endpointId, ownerId: user.id, ...input, secret: newWebhookSecret(), now: ctx.now } }, ctx);
    // A retried request (same Idempotency-Key) answers with the secret of the first one.
    const registered = events.find((e) => e.type === 'WebhookEndpointRegistered');
    return { id: endpointId, secret: registered?.type === 'WebhookEndpointRegistered' ? registered.data.secret : '' };
  }

  @Get('endpoints/:id')
  async byId(@Param('id') id: string, @CurrentUser() user: RequestUser) {
    const endpoint = UUID_PATTERN.test(id) ? await this.queries.find(user.id, id) : null;
    if (!endpoint) throw new NotFoundException(`Webhook endpoint ${id} not found`);
    return endpoint;
  }

  @Put('endpoints/:id')
  async update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    const input = parseOrThrow(UpdateWebhookEndpointSchema, body);
    this.checkId(id);
    if (input.url !== undefined) await this.checkUrl(input.url);
    const ctx = commandContext({ actor: actorOf(user), body: input, requestId });
    const { version } = await this.execute({ type: 'UpdateWebhookEndpoint', data: { endpointId: id, ownerId: user.id, ...input, now: ctx.now } }, ctx);
    return { id, version };
  }

  @Delete('endpoints/:id')
  @HttpCode(204)
  async remove(@Param('id') id: string, @CurrentUser() user: RequestUser, @RequestId() requestId: string): Promise<void> {
    this.checkId(id);
    const ctx = commandContext({ actor: actorOf(user), requestId });
    await this.execute({ type: 'DeleteWebhookEndpoint', data: { endpointId: id, ownerId: user.id, now: ctx.now } }, ctx);
  }

  @Post('endpoints/:id/rotate-secret')
  @HttpCode(200)
  async rotate(@Param('id') id: string, @CurrentUser() user: RequestUser, @RequestId() requestId: string): Promise<WebhookEndpointWithSecret> {
    this.checkId(id);
    const ctx = commandContext({ actor: actorOf(user), requestId });
    const secret = newWebhookSecret();
    await this.execute({ type: 'RotateWebhookSecret', data: { endpointId: id, ownerId: user.id, secret, now: ctx.now } }, ctx);
    return { id, secret };
  }

  @Post('endpoints/:id/test')
  @HttpCode(202)
  async test(@Param('id') id: string, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    this.checkId(id);
    const ctx = commandContext({ actor: actorOf(user), requestId });
    await this.execute({ type: 'RequestWebhookTest', data: { endpointId: id, ownerId: user.id, now: ctx.now } }, ctx);
    return { webhookId: eventIdFor(ctx.commandId, 0) };
  }

  @Post('endpoints/:id/replay')
  @HttpCode(202)
  async replay(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    const input = parseOrThrow(ReplayWebhookSchema, body);
    this.checkId(id);
    const ctx = commandContext({ actor: actorOf(user), body: input, requestId });
    const data = { endpointId: id, ownerId: user.id, fromPosition: input.fromPosition ?? null, fromDate: input.fromDate ?? null, now: ctx.now };
    await this.execute({ type: 'RequestWebhookReplay', data }, ctx);
    return { replayId: eventIdFor(ctx.commandId, 0) };
  }

  @Get('endpoints/:id/deliveries')
  async deliveries(@Param('id') id: string, @Query() query: unknown, @CurrentUser() user: RequestUser) {
    const { limit } = parseOrThrow(DeliveryListQuerySchema, query ?? {});
    await this.byId(id, user);
    return this.queries.deliveries(id, limit);
  }

  private execute(command: EndpointCommand, ctx: CommandContext) {
    return this.commands.execute<ChangeWebhookEndpointCommand, { version: number; events: WebhookEndpointEvent[] }>(new ChangeWebhookEndpointCommand(command, ctx));
  }

  private checkId(id: string): void {
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Webhook endpoint ${id} not found`);
  }

  /** SSRF: the URL's host must resolve to public addresses only (unless an admin allow-listed it). */
  private async checkUrl(url: string): Promise<void> {
    const verdict = await this.webhooks.guard.check(url);
    if (verdict.ok) return;
    const body: ApiErrorBody = { statusCode: 400, error: 'Bad Request', message: `Invalid request: url ${verdict.reason}`, issues: [{ field: 'url', message: verdict.reason }] };
    throw new BadRequestException(body);
  }
}
