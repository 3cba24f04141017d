import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import {
  SHIPMENT_STREAM_TYPE,
  parcelsOf,
  shipmentFromCreated,
  shipmentStreamId,
  type CreatedShipment,
  type DangerousGoodsFlag,
  type DutiesEstimate,
  type EventStore,
  type ShipmentCreated,
  type ShipmentRated,
} from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { TrackingNumberAllocator } from '../queries/tracking-number.allocator';
import { firstEventOfRetry, handleStreamCommand } from '../../platform/event-store/command-context';
import { derivedId } from '../../platform/event-store/ids';
import { cheapestOption } from '../../carriers/queries/lane-options';
import { LaneCoverageQuery, type LaneCoverage } from '../../carriers/queries/lane-coverage.query';
import { quoteRating } from './rate-ids';
import { EstimateShipmentDutiesQuery, ShipmentDangerousGoodsQuery } from '../../compliance/queries/shipment-customs.queries';
import { decide, servedTransitDays, type LaneCheck } from '../domain/decide';
import { fold } from '../domain/shipment';
import { formatTrackingNumber } from '../domain/shipment-rules';
import { CreateShipmentCommand } from './create-shipment.command';

@CommandHandler(CreateShipmentCommand)
export class CreateShipmentHandler implements ICommandHandler<CreateShipmentCommand, CreatedShipment> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly trackingNumbers: TrackingNumberAllocator,
    private readonly queries: QueryBus,
  ) {}

  async execute({ input, ownerId, ctx, returnOf }: CreateShipmentCommand): Promise<CreatedShipment> {
    const shipmentId = derivedId(ctx.commandId, 'shipment');
    // The carriers context says whether any of its carriers serves the lane (before a tracking number is spent).
    // A parcel no carrier takes is named by its own field: `parcels.1.weight`, or `itemDetails.weight` without parcels.
    const parcels = parcelsOf(input);
    const coverage = await this.queries.execute<LaneCoverageQuery, LaneCoverage>(
      new LaneCoverageQuery({ ...input, parcels, createdAt: ctx.now }, input.parcels ? 'parcels' : 'itemDetails'),
    );
    const lane = toLaneCheck(coverage);
    servedTransitDays(lane);
    // The compliance engine estimates the declared goods' duties on the lane, with the rules of the creation date.
    const dutiesEstimate =
      input.customs && coverage.served && coverage.origin !== coverage.destination
        ? await this.queries.execute<EstimateShipmentDutiesQuery, DutiesEstimate | null>(
            new EstimateShipmentDutiesQuery({ from: coverage.origin, to: coverage.destination, customs: input.customs, on: ctx.now.slice(0, 10) }),
          )
        : null;
    // Issue 26: the declared items that are dangerous goods, whatever the lane (the carrier needs to know).
    const dangerousGoods = input.customs
      ? await this.queries.execute<ShipmentDangerousGoodsQuery, DangerousGoodsFlag[]>(new ShipmentDangerousGoodsQuery({ customs: input.customs, on: ctx.now.slice(0, 10) }))
      : [];
    // Its rates (issue 24): priced and recorded for a shipper who buys one. An automatic shipment is booked by the
    // dispatcher; its rates are one call away (POST /api/shipments/{id}/rates), so the spec's create stays as light as
    // it was (pricing every service and sending them all back halved bench/http's creates per second).
    const rateSelection = input.rateSelection ?? 'auto';
    const rating =
      rateSelection === 'manual' ? await quoteRating(this.queries, { ...input, parcels, createdAt: ctx.now, shipmentId, shipAt: ctx.now }, ctx.commandId, ctx.now) : undefined;
    const trackingNumber = formatTrackingNumber(new Date(ctx.now).getUTCFullYear(), await this.trackingNumbers.next());
    const result = await handleStreamCommand({
      store: this.store,
      streamId: shipmentStreamId(shipmentId),
      streamType: SHIPMENT_STREAM_TYPE,
      ctx,
      isNew: true,
      fold,
      decide: (state) =>
        decide(
          {
            type: 'CreateShipment',
            data: {
              shipmentId,
              trackingNumber,
              ownerId,
              input,
              now: ctx.now,
              lane,
              ...(rating ? { rating } : {}),
              ...(dutiesEstimate ? { dutiesEstimate } : {}),
              ...(dangerousGoods.length ? { dangerousGoods } : {}),
              ...(returnOf ? { returnOf } : {}),
            },
          },
          state,
        ),
    });
    if (!result.duplicate) {
      return { ...shipmentFromCreated((result.events[0] as ShipmentCreated).data, result.events.length), rates: rating?.rates ?? [], rateSelection };
    }
    // A retried create (same Idempotency-Key): answer with the shipment (and the rates) the first request recorded.
    const first = await firstEventOfRetry(this.store, shipmentStreamId(shipmentId), ctx);
    const rated = (await this.store.readStream(shipmentStreamId(shipmentId), { toVersion: 2 })).find((e) => e.type === 'ShipmentRated') as ShipmentRated | undefined;
    const data = (first as unknown as ShipmentCreated).data;
    // an automatic shipment has no recorded rates (its create answered none either)
    const rates = rated?.data.rates ?? [];
    return { ...shipmentFromCreated(data, rated ? 2 : 1), rates, rateSelection };
  }
}

function toLaneCheck(coverage: LaneCoverage): LaneCheck {
  if (!coverage.served) return coverage;
  const pick = cheapestOption(coverage.options);
  return pick
    ? { served: true, transitDays: pick.transitDays, international: coverage.origin !== coverage.destination }
    : { served: false, from: '', to: '', field: 'toAddress.country', reason: 'no carrier option' };
}
