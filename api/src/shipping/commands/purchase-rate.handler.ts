import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SHIPMENT_STREAM_TYPE, shipmentStreamId, type EventStore, type RatePurchase, type ShipmentEvent } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decide } from '../domain/decide';
import { ShipmentConflictError } from '../domain/errors';
import { evolve, fold } from '../domain/shipment';
import { PurchaseRateCommand } from './rate-purchase.command';

/** Buys one of the shipment's rates; the autonomy dispatcher books that carrier service from the RatePurchased event. */
@CommandHandler(PurchaseRateCommand)
export class PurchaseRateHandler implements ICommandHandler<PurchaseRateCommand, RatePurchase> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ shipmentId, rateId, staff, ctx }: PurchaseRateCommand): Promise<RatePurchase> {
    const result = await handleStreamCommand({
      store: this.store,
      streamId: shipmentStreamId(shipmentId),
      streamType: SHIPMENT_STREAM_TYPE,
      ctx,
      fold,
      decide: (state) => decide({ type: 'PurchaseRate', data: { shipmentId, rateId, requestedBy: ctx.actor.id, staff, now: ctx.now } }, state),
    });
    const before = fold(result.history);
    // a retried command's history already holds its events
    const state = before.version >= result.nextVersion ? before : (result.events as ShipmentEvent[]).reduce((s, e) => evolve(s, e, ctx.now), before);
    // decide bought this rate now, or it was bought before (the same purchase again answers the same)
    if (state.status === 'none' || state.purchase?.rateId !== rateId) throw new ShipmentConflictError(`Rate ${rateId} is not bought on shipment ${shipmentId}`);
    const { rate, purchasedAt } = state.purchase;
    return { shipmentId, trackingNumber: state.trackingNumber, rateId, rate, purchasedAt, labelStatus: state.carrier ? 'ready' : 'pending' };
  }
}
