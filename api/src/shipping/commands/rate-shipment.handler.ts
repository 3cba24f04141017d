import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { SHIPMENT_STREAM_TYPE, shipmentStreamId, type EventStore, type ShipmentEvent, type ShipmentRates } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decide } from '../domain/decide';
import { ShipmentNotFoundError } from '../domain/errors';
import { currentRates } from '../domain/rate-purchase';
import { evolve, fold } from '../domain/shipment';
import { RateShipmentCommand } from './rate-purchase.command';
import { quoteRating } from './rate-ids';

@CommandHandler(RateShipmentCommand)
export class RateShipmentHandler implements ICommandHandler<RateShipmentCommand, ShipmentRates> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly queries: QueryBus,
  ) {}

  async execute({ shipmentId, staff, ctx }: RateShipmentCommand): Promise<ShipmentRates> {
    const streamId = shipmentStreamId(shipmentId);
    const seen = fold(await this.store.readStream(streamId));
    if (seen.status === 'none' || (!staff && seen.ownerId !== ctx.actor.id)) throw new ShipmentNotFoundError(shipmentId);
    // Priced today, on the shipment's lane and parcels as its creation priced them (the fuel and FX tables of the day of the quote).
    const { fromAddress, toAddress, itemDetails, parcels, customs } = seen;
    const rating = await quoteRating(
      this.queries,
      { shipmentId, fromAddress, toAddress, itemDetails, parcels, customs, createdAt: ctx.now, shipAt: ctx.now },
      ctx.commandId,
      ctx.now,
    );
    const result = await handleStreamCommand({
      store: this.store,
      streamId,
      streamType: SHIPMENT_STREAM_TYPE,
      ctx,
      fold,
      decide: (state) => decide({ type: 'RateShipment', data: { shipmentId, requestedBy: ctx.actor.id, staff, rating } }, state),
    });
    const before = fold(result.history);
    // a retried command's history already holds its events
    const state = before.version >= result.nextVersion ? before : (result.events as ShipmentEvent[]).reduce((s, e) => evolve(s, e, ctx.now), before);
    if (state.status === 'none') throw new ShipmentNotFoundError(shipmentId);
    const recorded = currentRates(state, ctx.now);
    // An automatic shipment's rates are for information only (the dispatcher books): fresh, not recorded.
    const rates = state.awaitingRate || state.purchase ? recorded : rating.rates;
    const latest = state.awaitingRate || state.purchase ? (state.rating ?? rating) : rating;
    return {
      shipmentId,
      trackingNumber: state.trackingNumber,
      rates,
      quotedAt: latest.quotedAt,
      expiresAt: latest.expiresAt,
      source: latest.source,
      rateSelection: state.awaitingRate || state.purchase ? 'manual' : 'auto',
      purchasedRateId: state.purchase?.rateId ?? null,
    };
  }
}
