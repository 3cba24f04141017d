import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  CancelShipmentSchema,
  CreateShipmentSchema,
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
import { checkAddress } from '../catalogue/queries/addresses';
import { CorrelationId, IdempotencyKey } from '../platform/http/request-headers';
import { commandContext } from '../platform/event-store/command-context';
import { CreateShipmentCommand } from './commands/create-shipment.command';
import { RecordTrackingEventCommand } from './commands/record-tracking-event.command';
import { CancelShipmentCommand } from './commands/cancel-shipment.command';
import { PurchaseRateCommand, RateShipmentCommand, VoidLabelCommand } from './commands/rate-purchase.command';
import { ShipmentsQueries } from './queries/shipments.queries';
import { actorOf, isStaff } from '../platform/auth/permissions';

@Controller('api')
export class ShippingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ShipmentsQueries,
  ) {}

  @Post('shipments')
  async create(@Body() body: unknown, @CurrentUser() user: RequestUser, @IdempotencyKey() key?: string, @CorrelationId() correlationId?: string) {
    const input = parseOrThrow(CreateShipmentSchema, body);
    // Country by country (ISO code, postal code, state, phone): refused here, before anything is stored.
    const from = checkAddress(input.fromAddress, 'fromAddress');
    const to = checkAddress(input.toAddress, 'toAddress');
    if (!from.ok || !to.ok) throw badRequest([...(from.ok ? [] : from.issues), ...(to.ok ? [] : to.issues)]);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, correlationId, body: input });
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

  @Post('shipments/:id/tracking-events')
  @Roles('agent', 'admin')
  async recordTrackingEvent(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @IdempotencyKey() key?: string) {
    const input = parseOrThrow(RecordTrackingEventSchema, body);
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Shipment ${id} not found`);
    const { expectedVersion, ...event } = input;
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input });
    return this.commands.execute(new RecordTrackingEventCommand(id, event, expectedVersion, ctx));
  }

  @Post('shipments/:id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @IdempotencyKey() key?: string) {
    const input = parseOrThrow(CancelShipmentSchema, body ?? {});
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Shipment ${id} not found`);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input });
    return this.commands.execute(new CancelShipmentCommand(id, input.reason ?? 'Cancelled by the shipper', isStaff(user), input.expectedVersion, ctx));
  }

  // ── Rate shopping and purchase (issue 24): owner or staff; anyone else gets 404 ──

  /** The shipment's rates now; fresh ones are recorded when it waits for a purchase and its rates expired (EasyPost's rerate). */
  @Post('shipments/:id/rates')
  @HttpCode(200)
  async rates(@Param('id') id: string, @CurrentUser() user: RequestUser, @IdempotencyKey() key?: string) {
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Shipment ${id} not found`);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: { rates: id } });
    return this.commands.execute<RateShipmentCommand, ShipmentRates>(new RateShipmentCommand(id, isStaff(user), ctx));
  }

  @Post('shipments/:id/purchase')
  @HttpCode(200)
  async purchase(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @IdempotencyKey() key?: string) {
    const input = parseOrThrow(PurchaseRateSchema, body ?? {});
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Shipment ${id} not found`);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input });
    return this.commands.execute<PurchaseRateCommand, RatePurchase>(new PurchaseRateCommand(id, input.rateId, isStaff(user), ctx));
  }

  @Post('shipments/:id/void')
  @HttpCode(200)
  async voidLabel(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @IdempotencyKey() key?: string) {
    const input = parseOrThrow(VoidLabelSchema, body ?? {});
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Shipment ${id} not found`);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input });
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
