import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ChangePickupSchema,
  PickupCandidatesQuerySchema,
  PICKUP_RULES,
  SchedulePickupSchema,
  UUID_PATTERN,
  type Address,
  type PickupCandidates,
  type PickupList,
  type PickupView,
  type ResolvedAddress,
} from '@waypost/contracts';
import { CurrentUser, Roles, type RequestUser } from '../platform/auth/auth.decorators';
import { actorOf } from '../platform/auth/permissions';
import { commandContext } from '../platform/event-store/command-context';
import { IdempotencyKey } from '../platform/http/request-headers';
import { RequestId } from '../platform/http/request-context';
import { badRequest, parseOrThrow } from '../platform/http/validation';
import { CARRIERS } from '../catalogue/queries/catalogue';
import { resolveCarrierId, UnknownCarrierError } from '../catalogue/queries/carrier-names';
import { checkAddress } from '../catalogue/queries/addresses';
import { PickupStreamCommand, type PickupAfter } from './commands/pickup.command';
import { SchedulePickupCommand } from './commands/schedule-pickup.command';
import { pickupView, type PickupCommand } from './domain/pickup';
import { PickupsQueries } from './queries/pickups.queries';

// ── /api/pickups: a shipper's carrier pickups (issue 28 item 3) ──────────────
// Only the caller's own: any other id answers 404. The carrier's confirmation comes later, from the pickup confirmer
// (a worker over the event log): a pickup answers `requested` until then.

@Controller('api/pickups')
@Roles('shipper')
export class PickupsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PickupsQueries,
  ) {}

  @Get()
  async list(@CurrentUser() user: RequestUser): Promise<PickupList> {
    return { pickups: await this.queries.list(user.id) };
  }

  /** The caller's shipments a pickup of this carrier can collect now. */
  @Get('candidates')
  async candidates(@Query() query: unknown, @CurrentUser() user: RequestUser): Promise<PickupCandidates> {
    const carrier = carrierOf(parseOrThrow(PickupCandidatesQuerySchema, query ?? {}).carrierId);
    const found = await this.queries.candidates(user.id, carrier.id, null, PICKUP_RULES.maxShipments);
    return { carrierId: carrier.id, carrierName: carrier.name, shipments: found.map(({ fromAddress: _sender, ...shipment }) => shipment) };
  }

  @Post()
  async schedule(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string): Promise<PickupView> {
    const input = parseOrThrow(SchedulePickupSchema, body);
    const carrier = carrierOf(input.carrierId);
    const location = input.location ? checked(input.location) : undefined;
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    const command = new SchedulePickupCommand({ ...input, carrierId: carrier.id, carrierName: carrier.name, location }, ctx);
    return pickupView(await this.commands.execute<SchedulePickupCommand, PickupAfter>(command));
  }

  @Get(':id')
  async byId(@Param('id') id: string, @CurrentUser() user: RequestUser): Promise<PickupView> {
    const pickup = UUID_PATTERN.test(id) ? await this.queries.find(user.id, id) : null;
    if (!pickup) throw new NotFoundException(`Pickup ${id} not found`);
    return pickup;
  }

  /** A new window, location, parcel count or instructions: a new revision the carrier confirms again. */
  @Put(':id')
  async change(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string): Promise<PickupView> {
    checkId(id);
    const input = parseOrThrow(ChangePickupSchema, body);
    if (Object.keys(input).length === 0) throw badRequest([{ field: 'body', message: 'must name what to change: date, earliest, latest, location, parcelCount or instructions' }]);
    const ctx = commandContext({ actor: actorOf(user), requestId });
    const location = input.location ? checked(input.location) : undefined;
    const data = { ...input, location, pickupId: id.toLowerCase(), ownerId: user.id, now: ctx.now };
    return this.execute({ type: 'ChangePickup', data: Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as typeof data }, ctx);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @CurrentUser() user: RequestUser, @RequestId() requestId: string): Promise<PickupView> {
    checkId(id);
    const ctx = commandContext({ actor: actorOf(user), requestId });
    return this.execute({ type: 'CancelPickup', data: { pickupId: id.toLowerCase(), ownerId: user.id, now: ctx.now } }, ctx);
  }

  private async execute(command: PickupCommand, ctx: ReturnType<typeof commandContext>): Promise<PickupView> {
    return pickupView(await this.commands.execute<PickupStreamCommand, PickupAfter>(new PickupStreamCommand(command, ctx)));
  }
}

function checkId(id: string): void {
  if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Pickup ${id} not found`);
}

/** Country by country, as a shipment's addresses are: refused (400) before anything is stored. */
function checked(address: Address): ResolvedAddress {
  const result = checkAddress(address, 'location');
  if (!result.ok) throw badRequest(result.issues);
  return result.address;
}

/** The carrier the input names (an id or a name), or 400 naming carrierId. */
function carrierOf(input: string): { id: string; name: string } {
  try {
    const id = resolveCarrierId(input);
    return { id, name: CARRIERS.find((c) => c.id === id)?.name ?? id };
  } catch (error) {
    if (!(error instanceof UnknownCarrierError)) throw error;
    throw badRequest([{ field: 'carrierId', message: error.message }]);
  }
}
