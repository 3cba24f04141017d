import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CancelShipmentSchema,
  CreateShipmentSchema,
  LanguageQuerySchema,
  PurchaseRateSchema,
  VoidLabelSchema,
  type CreatedShipment,
  type LabelVoid,
  type RatePurchase,
  type ShipmentRates,
  RecordTrackingEventSchema,
  ShipmentListQuerySchema,
  TRACKING_NUMBER_PATTERN,
  UUID_PATTERN,
} from '@waypost/contracts';
import { CurrentUser, Roles, type RequestUser } from '../platform/auth/auth.decorators';
import { badRequest, parseOrThrow } from '../platform/http/validation';
import { requestLanguage } from '../platform/i18n/request-language';
import { checkAddress } from '../catalogue/queries/addresses';
import { CorrelationId, IdempotencyKey } from '../platform/http/request-headers';
import { commandContext } from '../platform/event-store/command-context';
import { CreateShipmentCommand } from './commands/create-shipment.command';
import { RecordTrackingEventCommand } from './commands/record-tracking-event.command';
import { CancelShipmentCommand } from './commands/cancel-shipment.command';
import { PurchaseRateCommand, RateShipmentCommand, VoidLabelCommand } from './commands/rate-purchase.command';
import { ShipmentsQueries } from './queries/shipments.queries';
import { actorOf, isStaff } from '../platform/auth/permissions';
import { ShipmentDocumentQuery, ShipmentDocumentsQuery, type ShipmentForDocuments } from '../compliance/queries/shipment-customs.queries';
import { RequestId } from '../platform/http/request-context';

@Controller('api')
export class ShippingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ShipmentsQueries,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('shipments')
  async create(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string, @CorrelationId() correlationId?: string) {
    const input = parseOrThrow(CreateShipmentSchema, body);
    // Country by country (ISO code, postal code, state, phone): refused here, before anything is stored.
    const from = checkAddress(input.fromAddress, 'fromAddress');
    const to = checkAddress(input.toAddress, 'toAddress');
    if (!from.ok || !to.ok) throw badRequest([...(from.ok ? [] : from.issues), ...(to.ok ? [] : to.issues)]);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, correlationId, body: input, requestId });
    const checked = { ...input, fromAddress: from.address, toAddress: to.address };
    return this.commands.execute<CreateShipmentCommand, CreatedShipment>(new CreateShipmentCommand(checked, user.id, ctx));
  }

  @Get('shipments')
  list(@Query() query: unknown, @CurrentUser() user: RequestUser) {
    return this.queries.list(user, parseOrThrow(ShipmentListQuerySchema, query ?? {}));
  }

  @Get('shipments/:id')
  async byId(@Param('id') id: string, @CurrentUser() user: RequestUser) {
    const shipment = UUID_PATTERN.test(id) ? await this.queries.byId(user, id) : null;
    if (!shipment) throw new NotFoundException(`Shipment ${id} not found`);
    return shipment;
  }

  // ── Customs documents, drawn by the compliance context from the shipment itself (issue 24) ──
  @Get('shipments/:id/documents')
  async documents(@Param('id') id: string, @CurrentUser() user: RequestUser) {
    const shipment = await this.documentSource(id, user);
    if (!shipment) return [];
    const kinds = await this.queryBus.execute<ShipmentDocumentsQuery, { kind: string; title: string }[]>(new ShipmentDocumentsQuery(shipment));
    return kinds.map((d) => ({ ...d, contentType: 'application/pdf', href: `/api/shipments/${id}/documents/${d.kind}` }));
  }

  /** The commercial invoice in the shipper's language plus English: ?lang=, else the request's language (cookie, Accept-Language). */
  @Get('shipments/:id/documents/:kind')
  async document(
    @Param('id') id: string,
    @Param('kind') kind: string,
    @Query() query: unknown,
    @CurrentUser() user: RequestUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const language = parseOrThrow(LanguageQuerySchema, query ?? {}).lang ?? requestLanguage(request);
    const shipment = await this.documentSource(id, user);
    const pdf = shipment ? await this.queryBus.execute<ShipmentDocumentQuery, Buffer | null>(new ShipmentDocumentQuery(shipment, kind, language)) : null;
    if (!pdf || !shipment) throw new NotFoundException(`Shipment ${id} has no document ${kind}`);
    await reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${kind}-${shipment.trackingNumber}.pdf"`).send(pdf);
  }

  /** The caller's shipment (owner or staff; 404 otherwise), as the documents need it; null without a customs declaration. */
  private async documentSource(id: string, user: RequestUser): Promise<ShipmentForDocuments | null> {
    const shipment = UUID_PATTERN.test(id) ? await this.queries.byId(user, id) : null;
    if (!shipment) throw new NotFoundException(`Shipment ${id} not found`);
    if (!shipment.customs) return null;
    const { trackingNumber, createdAt, fromAddress, toAddress, parcels, totalWeightKg, customs, dutiesEstimate } = shipment;
    return { trackingNumber, createdAt, fromAddress, toAddress, parcelCount: parcels.length, totalWeightKg, customs, dutiesEstimate: dutiesEstimate ?? null };
  }

  @Post('shipments/:id/tracking-events')
  @Roles('agent', 'admin')
  async recordTrackingEvent(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string) {
    const input = parseOrThrow(RecordTrackingEventSchema, body);
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Shipment ${id} not found`);
    const { expectedVersion, ...event } = input;
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    return this.commands.execute(new RecordTrackingEventCommand(id, event, expectedVersion, ctx));
  }

  @Post('shipments/:id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string) {
    const input = parseOrThrow(CancelShipmentSchema, body ?? {});
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Shipment ${id} not found`);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    return this.commands.execute(new CancelShipmentCommand(id, input.reason ?? 'Cancelled by the shipper', isStaff(user), input.expectedVersion, ctx));
  }

  // ── Rate shopping and purchase (issue 24): owner or staff; anyone else gets 404 ──

  /** The shipment's rates now; fresh ones are recorded when it waits for a purchase and its rates expired (EasyPost's rerate). */
  @Post('shipments/:id/rates')
  @HttpCode(200)
  async rates(@Param('id') id: string, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string) {
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Shipment ${id} not found`);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: { rates: id }, requestId });
    return this.commands.execute<RateShipmentCommand, ShipmentRates>(new RateShipmentCommand(id, isStaff(user), ctx));
  }

  @Post('shipments/:id/purchase')
  @HttpCode(200)
  async purchase(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string) {
    const input = parseOrThrow(PurchaseRateSchema, body ?? {});
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Shipment ${id} not found`);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    return this.commands.execute<PurchaseRateCommand, RatePurchase>(new PurchaseRateCommand(id, input.rateId, isStaff(user), ctx));
  }

  @Post('shipments/:id/void')
  @HttpCode(200)
  async voidLabel(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string) {
    const input = parseOrThrow(VoidLabelSchema, body ?? {});
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Shipment ${id} not found`);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    return this.commands.execute<VoidLabelCommand, LabelVoid>(new VoidLabelCommand(id, input.reason ?? 'Voided by the shipper', isStaff(user), ctx));
  }

  @Get('tracking/:trackingNumber')
  async track(@Param('trackingNumber') trackingNumber: string, @CurrentUser() user: RequestUser) {
    const number = trackingNumber.trim().toUpperCase();
    const result = TRACKING_NUMBER_PATTERN.test(number) ? await this.queries.tracking(user, number) : null;
    if (!result) throw new NotFoundException(`Tracking number ${trackingNumber} not found`);
    return result;
  }
}
