import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RETURN_NOTICES, SHIPMENT_STREAM_TYPE, shipmentStreamId, type CreatedShipment, type EventStore, type ReturnOf } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand, type CommandContext } from '../../platform/event-store/command-context';
import { derivedId } from '../../platform/event-store/ids';
import { decide } from '../domain/decide';
import { ShipmentConflictError, ShipmentNotFoundError } from '../domain/errors';
import { lastReturn, returnInput, returnRefusal } from '../domain/return-shipment';
import { fold } from '../domain/shipment';
import { CreateReturnCommand } from './create-return.command';
import { CreateShipmentCommand } from './create-shipment.command';
import { CancelShipmentCommand } from './cancel-shipment.command';

/**
 * A return: the return shipment is created (rated, its own tracking number, `returnOf`), then the original's stream
 * records it (ReturnRequested), decided on the original's version so that two returns racing cannot both stay open.
 * The one that loses is cancelled at once, so no return stands that its original does not name.
 */
@CommandHandler(CreateReturnCommand)
export class CreateReturnHandler implements ICommandHandler<CreateReturnCommand, CreatedShipment> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {}

  async execute({ shipmentId, input, requestedBy, channel, ctx }: CreateReturnCommand): Promise<CreatedShipment> {
    const original = fold(await this.store.readStream(shipmentStreamId(shipmentId)));
    if (original.status === 'none' || (requestedBy !== null && original.ownerId !== requestedBy)) throw new ShipmentNotFoundError(shipmentId);
    // the return's id is the one CreateShipmentHandler derives from the same command (a retry names it again)
    const returnShipmentId = derivedId(ctx.commandId, 'shipment');
    const retried = original.returns?.some((r) => r.shipmentId === returnShipmentId) ?? false;
    const last = lastReturn(original);
    const lastOpen = last ? await this.isOpen(last.shipmentId) : false;
    if (!retried) {
      const refusal = returnRefusal(original);
      if (refusal) throw new ShipmentConflictError(refusal);
      if (last && lastOpen) throw new ShipmentConflictError(RETURN_NOTICES.openReturn(original.trackingNumber, last.trackingNumber));
    }
    const returnOf: ReturnOf = { shipmentId, trackingNumber: original.trackingNumber, reason: input.reason, ...(input.note ? { note: input.note } : {}), channel };
    const created = await this.commands.execute<CreateShipmentCommand, CreatedShipment>(new CreateShipmentCommand(returnInput(original), original.ownerId, ctx, returnOf));
    // Its own command id on the original's stream: event ids are derived from it, and the return's stream has used the first.
    const linkCtx: CommandContext = { ...ctx, commandId: derivedId(ctx.commandId, 'return-requested') };
    try {
      await handleStreamCommand({
        store: this.store,
        streamId: shipmentStreamId(shipmentId),
        streamType: SHIPMENT_STREAM_TYPE,
        ctx: linkCtx,
        fold,
        decide: (state) => {
          // Another return recorded since the check above counts as open (its stream was not read).
          const now = lastReturn(state);
          const openReturn = now ? (now.shipmentId === last?.shipmentId ? lastOpen : true) : false;
          const { reason, note } = input;
          const data = { shipmentId, requestedBy, returnShipmentId: created.id, returnTrackingNumber: created.trackingNumber, reason, channel, now: ctx.now, openReturn };
          return decide({ type: 'RequestReturn', data: note ? { ...data, note } : data }, state);
        },
      });
    } catch (error) {
      if (error instanceof ShipmentConflictError) await this.withdraw(created.id, ctx, error.message);
      throw error;
    }
    return created;
  }

  private async isOpen(returnShipmentId: string): Promise<boolean> {
    const state = fold(await this.store.readStream(shipmentStreamId(returnShipmentId)));
    return state.status !== 'none' && state.status !== 'cancelled';
  }

  private async withdraw(returnShipmentId: string, ctx: CommandContext, reason: string): Promise<void> {
    const cancelCtx: CommandContext = { ...ctx, commandId: derivedId(ctx.commandId, 'return-withdrawn') };
    await this.commands.execute(new CancelShipmentCommand(returnShipmentId, `Return refused: ${reason}`, true, undefined, cancelCtx));
  }
}
