import { Body, Controller, Get, HttpCode, Ip, NotFoundException, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CommandBus } from '@nestjs/cqrs';
import {
  CreateReturnSchema,
  RETURN_NOTICES,
  SHIPMENT_STATUS_LABELS,
  UUID_PATTERN,
  portalAddress,
  type CreatedShipment,
  type ReturnPortalLink,
  type ReturnPortalView,
  type Shipment,
} from '@waypost/contracts';
import { CurrentUser, Public, type RequestUser } from '../platform/auth/auth.decorators';
import { parseOrThrow } from '../platform/http/validation';
import { CorrelationId, IdempotencyKey } from '../platform/http/request-headers';
import { commandContext } from '../platform/event-store/command-context';
import { actorOf } from '../platform/auth/permissions';
import { RequestId } from '../platform/http/request-context';
import { CreateReturnCommand } from './commands/create-return.command';
import { ShipmentConflictError } from './domain/errors';
import { ShipmentsQueries } from './queries/shipments.queries';
import { ReturnPortalLinks, type PortalGrant } from './queries/return-portal-links';
import { HttpRateLimits } from '../platform/rate-limit/http-rate-limit';

/** One answer for every token that grants nothing: bad, expired, or naming a shipment no longer there. */
const NO_PORTAL = 'This return link is not valid or has expired';
const RETURNABLE: ReadonlySet<string> = new Set(['in_transit', 'customs', 'delivered']);

// ── Returns (issue 28 item 2): the shipper's routes and the customer's public portal ──
@Controller('api')
export class ReturnsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ShipmentsQueries,
    private readonly links: ReturnPortalLinks,
    private readonly limits: HttpRateLimits,
  ) {}

  @Post('shipments/:id/returns')
  async create(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentUser() user: RequestUser,
    @RequestId() requestId: string,
    @IdempotencyKey() key?: string,
    @CorrelationId() correlationId?: string,
  ) {
    const input = parseOrThrow(CreateReturnSchema, body ?? {});
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Shipment ${id} not found`);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, correlationId, body: { returnOf: id, ...input }, requestId });
    return this.commands.execute<CreateReturnCommand, CreatedShipment>(new CreateReturnCommand(id, input, user.id, 'shipper', ctx));
  }

  @Post('shipments/:id/return-link')
  @HttpCode(200)
  async link(@Param('id') id: string, @CurrentUser() user: RequestUser): Promise<ReturnPortalLink> {
    const shipment = UUID_PATTERN.test(id) ? await this.queries.ofOwner(user.id, id) : null;
    if (!shipment) throw new NotFoundException(`Shipment ${id} not found`);
    if (shipment.returnOf) throw new ShipmentConflictError(RETURN_NOTICES.isReturn(shipment.trackingNumber));
    if (!RETURNABLE.has(shipment.status)) throw new ShipmentConflictError(RETURN_NOTICES.notReturnable(shipment.trackingNumber, SHIPMENT_STATUS_LABELS[shipment.status]));
    return this.links.issue(shipment.id, user.id, new Date());
  }

  @Public()
  @Get('returns/portal/:token')
  async portal(@Param('token') token: string): Promise<ReturnPortalView> {
    const { grant, shipment } = await this.granted(token);
    const open = shipment.returnedAs ? await this.queries.ofOwner(grant.ownerId, shipment.returnedAs.shipmentId) : null;
    const items = shipment.customs?.items.map((i) => ({ description: i.description, quantity: i.quantity })) ?? [{ description: shipment.itemDetails.description, quantity: 1 }];
    return {
      trackingNumber: shipment.trackingNumber,
      status: shipment.status,
      customerAddress: portalAddress(shipment.toAddress),
      returnAddress: portalAddress(shipment.fromAddress),
      items,
      returnTrackingNumber: open && open.status !== 'cancelled' ? open.trackingNumber : null,
      expiresAt: grant.expiresAt,
    };
  }

  /** Anyone holding the link may ask, a few times per client address (anonymous writes), bad tokens included. */
  @Public()
  @Post('returns/portal/:token')
  async request(
    @Param('token') token: string,
    @Body() body: unknown,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
    @RequestId() requestId: string,
    @IdempotencyKey() key?: string,
  ) {
    await this.limits.anonymousWrite(ip, reply);
    const { grant } = await this.granted(token);
    const input = parseOrThrow(CreateReturnSchema, body ?? {});
    const actor = { kind: 'system' as const, id: `return-portal:${grant.shipmentId}` };
    const ctx = commandContext({ actor, idempotencyKey: key, body: { returnOf: grant.shipmentId, ...input }, requestId });
    const created = await this.commands.execute<CreateReturnCommand, CreatedShipment>(new CreateReturnCommand(grant.shipmentId, input, grant.ownerId, 'portal', ctx));
    reply.status(201);
    return { returnTrackingNumber: created.trackingNumber };
  }

  private async granted(token: string): Promise<{ grant: PortalGrant; shipment: Shipment }> {
    const grant = this.links.read(token, new Date());
    const shipment = grant ? await this.queries.ofOwner(grant.ownerId, grant.shipmentId) : null;
    if (!grant || !shipment) throw new NotFoundException(NO_PORTAL);
    return { grant, shipment };
  }
}
