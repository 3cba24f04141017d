import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  CreateParcelPresetSchema,
  CreateSavedAddressSchema,
  UpdateParcelPresetSchema,
  UpdateSavedAddressSchema,
  UUID_PATTERN,
  type Address,
  type AddressBookEvent,
  type ParcelPresetView,
  type ResolvedAddress,
  type SavedAddressView,
} from '@waypost/contracts';
import { CurrentUser, Roles, type RequestUser } from '../platform/auth/auth.decorators';
import { actorOf } from '../platform/auth/permissions';
import { commandContext, type CommandContext } from '../platform/event-store/command-context';
import { derivedId } from '../platform/event-store/ids';
import { IdempotencyKey } from '../platform/http/request-headers';
import { RequestId } from '../platform/http/request-context';
import { badRequest, parseOrThrow } from '../platform/http/validation';
import { checkAddress } from '../catalogue/queries/addresses';
import { ChangeAddressBookCommand } from './commands/change-address-book.command';
import type { AddressBookCommand } from './domain/address-book';
import { AddressBookQueries } from './queries/address-book.queries';

// ── /api/address-book: a shipper's saved addresses (one the default sender) and parcel presets (issue 28, item 5) ──
// Only the caller's own entries: any other id answers 404. Addresses are checked as a shipment's are, before anything
// is stored; every change is a command on the account's address-book stream.

type Kind = 'addresses' | 'parcel-presets';
const NOT_FOUND: Record<Kind, string> = { addresses: 'Saved address', 'parcel-presets': 'Parcel preset' };

@Controller('api/address-book')
@Roles('shipper')
export class AddressBookController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AddressBookQueries,
  ) {}

  // ── Addresses ──
  @Get('addresses')
  addresses(@CurrentUser() user: RequestUser): Promise<SavedAddressView[]> {
    return this.queries.addresses(user.id);
  }

  @Post('addresses')
  async addAddress(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string): Promise<SavedAddressView> {
    const input = parseOrThrow(CreateSavedAddressSchema, body);
    const address = checked(input.address);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    const addressId = derivedId(ctx.commandId, 'saved-address');
    const data = {
      ownerId: user.id,
      addressId,
      nickname: input.nickname,
      address,
      ...(input.defaultSender !== undefined ? { defaultSender: input.defaultSender } : {}),
      now: ctx.now,
    };
    const { events } = await this.execute({ type: 'AddSavedAddress', data }, ctx);
    // The answer is what was stored (a retried request answers with what its first try stored).
    const added = events.find((e) => e.type === 'SavedAddressAdded');
    if (added?.type !== 'SavedAddressAdded') throw new NotFoundException(`Saved address ${addressId} not found`);
    const d = added.data;
    const defaultSender = events.some((e) => e.type === 'DefaultSenderChosen' && e.data.addressId === d.addressId);
    return { id: d.addressId, nickname: d.nickname, address: d.address, defaultSender, createdAt: d.addedAt, updatedAt: d.addedAt };
  }

  @Get('addresses/:id')
  async address(@Param('id') id: string, @CurrentUser() user: RequestUser): Promise<SavedAddressView> {
    const found = UUID_PATTERN.test(id) ? await this.queries.address(user.id, id) : null;
    if (!found) throw notFound('addresses', id);
    return found;
  }

  @Put('addresses/:id')
  async changeAddress(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    const input = parseOrThrow(UpdateSavedAddressSchema, body);
    checkId('addresses', id);
    const address = input.address ? checked(input.address) : undefined;
    const ctx = commandContext({ actor: actorOf(user), body: input, requestId });
    const data = {
      ownerId: user.id,
      addressId: id.toLowerCase(),
      ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
      ...(address ? { address } : {}),
      ...(input.defaultSender !== undefined ? { defaultSender: input.defaultSender } : {}),
      now: ctx.now,
    };
    const { version } = await this.execute({ type: 'ChangeSavedAddress', data }, ctx);
    return { id, version };
  }

  @Delete('addresses/:id')
  @HttpCode(204)
  async removeAddress(@Param('id') id: string, @CurrentUser() user: RequestUser, @RequestId() requestId: string): Promise<void> {
    checkId('addresses', id);
    const ctx = commandContext({ actor: actorOf(user), requestId });
    await this.execute({ type: 'RemoveSavedAddress', data: { ownerId: user.id, addressId: id.toLowerCase(), now: ctx.now } }, ctx);
  }

  // ── Parcel presets ──
  @Get('parcel-presets')
  presets(@CurrentUser() user: RequestUser): Promise<ParcelPresetView[]> {
    return this.queries.presets(user.id);
  }

  @Post('parcel-presets')
  async addPreset(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string): Promise<ParcelPresetView> {
    const input = parseOrThrow(CreateParcelPresetSchema, body);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    const presetId = derivedId(ctx.commandId, 'parcel-preset');
    const { events } = await this.execute({ type: 'AddParcelPreset', data: { ownerId: user.id, presetId, name: input.name, parcel: input.parcel, now: ctx.now } }, ctx);
    const added = events.find((e) => e.type === 'ParcelPresetAdded');
    if (added?.type !== 'ParcelPresetAdded') throw new NotFoundException(`Parcel preset ${presetId} not found`);
    const d = added.data;
    return { id: d.presetId, name: d.name, parcel: d.parcel, createdAt: d.addedAt, updatedAt: d.addedAt };
  }

  @Get('parcel-presets/:id')
  async preset(@Param('id') id: string, @CurrentUser() user: RequestUser): Promise<ParcelPresetView> {
    const found = UUID_PATTERN.test(id) ? await this.queries.preset(user.id, id) : null;
    if (!found) throw notFound('parcel-presets', id);
    return found;
  }

  @Put('parcel-presets/:id')
  async changePreset(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    const input = parseOrThrow(UpdateParcelPresetSchema, body);
    checkId('parcel-presets', id);
    const ctx = commandContext({ actor: actorOf(user), body: input, requestId });
    const data = {
      ownerId: user.id,
      presetId: id.toLowerCase(),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.parcel ? { parcel: input.parcel } : {}),
      now: ctx.now,
    };
    const { version } = await this.execute({ type: 'ChangeParcelPreset', data }, ctx);
    return { id, version };
  }

  @Delete('parcel-presets/:id')
  @HttpCode(204)
  async removePreset(@Param('id') id: string, @CurrentUser() user: RequestUser, @RequestId() requestId: string): Promise<void> {
    checkId('parcel-presets', id);
    const ctx = commandContext({ actor: actorOf(user), requestId });
    await this.execute({ type: 'RemoveParcelPreset', data: { ownerId: user.id, presetId: id.toLowerCase(), now: ctx.now } }, ctx);
  }

  private execute(command: AddressBookCommand, ctx: CommandContext) {
    return this.commands.execute<ChangeAddressBookCommand, { version: number; events: AddressBookEvent[] }>(new ChangeAddressBookCommand(command, ctx));
  }
}

/** Country by country (ISO code, postal code, state, phone), as a shipment's addresses are: refused before anything is stored. */
function checked(address: Address): ResolvedAddress {
  const result = checkAddress(address, 'address');
  if (!result.ok) throw badRequest(result.issues);
  return result.address;
}

const notFound = (kind: Kind, id: string) => new NotFoundException(`${NOT_FOUND[kind]} ${id} not found`);

function checkId(kind: Kind, id: string): void {
  if (!UUID_PATTERN.test(id)) throw notFound(kind, id);
}
