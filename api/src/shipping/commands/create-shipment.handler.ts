import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import {
  SHIPMENT_STREAM_TYPE,
  parcelsOf,
  shipmentFromCreated,
  shipmentStreamId,
  type DutiesEstimate,
  type EventStore,
  type Shipment,
  type ShipmentCreated,
} from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { TrackingNumberAllocator } from '../queries/tracking-number.allocator';
import { firstEventOfRetry, handleStreamCommand } from '../../platform/event-store/command-context';
import { derivedId } from '../../platform/event-store/ids';
import { cheapestOption } from '../../carriers/queries/lane-options';
import { LaneCoverageQuery, type LaneCoverage } from '../../carriers/queries/lane-coverage.query';
import { EstimateShipmentDutiesQuery } from '../../compliance/queries/shipment-customs.queries';
import { decide, servedTransitDays, type LaneCheck } from '../domain/decide';
import { fold } from '../domain/shipment';
import { formatTrackingNumber } from '../domain/shipment-rules';
import { CreateShipmentCommand } from './create-shipment.command';

@CommandHandler(CreateShipmentCommand)
export class CreateShipmentHandler implements ICommandHandler<CreateShipmentCommand, Shipment> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly trackingNumbers: TrackingNumberAllocator,
    private readonly queries: QueryBus,
  ) {}

  async execute({ input, ownerId, ctx }: CreateShipmentCommand): Promise<Shipment> {
    const shipmentId = derivedId(ctx.commandId, 'shipment');
    // The carriers context says whether any of its carriers serves the lane (before a tracking number is spent).
    const coverage = await this.queries.execute<LaneCoverageQuery, LaneCoverage>(new LaneCoverageQuery({ ...input, parcels: parcelsOf(input), createdAt: ctx.now }));
    const lane = toLaneCheck(coverage);
    servedTransitDays(lane);
    // The compliance engine estimates the declared goods' duties on the lane, with the rules of the creation date.
    const dutiesEstimate =
      input.customs && coverage.served && coverage.origin !== coverage.destination
        ? await this.queries.execute<EstimateShipmentDutiesQuery, DutiesEstimate | null>(
            new EstimateShipmentDutiesQuery({ from: coverage.origin, to: coverage.destination, customs: input.customs, on: ctx.now.slice(0, 10) }),
          )
        : null;
    const trackingNumber = formatTrackingNumber(new Date(ctx.now).getUTCFullYear(), await this.trackingNumbers.next());
    const result = await handleStreamCommand({
      store: this.store,
      streamId: shipmentStreamId(shipmentId),
      streamType: SHIPMENT_STREAM_TYPE,
      ctx,
      isNew: true,
      fold,
      decide: (state) =>
        decide({ type: 'CreateShipment', data: { shipmentId, trackingNumber, ownerId, input, now: ctx.now, lane, ...(dutiesEstimate ? { dutiesEstimate } : {}) } }, state),
    });
    if (!result.duplicate) return shipmentFromCreated((result.events[0] as ShipmentCreated).data);
    // A retried create (same Idempotency-Key): answer with the shipment the first request created.
    const first = await firstEventOfRetry(this.store, shipmentStreamId(shipmentId), ctx);
    return shipmentFromCreated((first as unknown as ShipmentCreated).data);
  }
}

function toLaneCheck(coverage: LaneCoverage): LaneCheck {
  if (!coverage.served) return coverage;
  const pick = cheapestOption(coverage.options);
  return pick
    ? { served: true, transitDays: pick.transitDays, international: coverage.origin !== coverage.destination }
    : { served: false, from: '', to: '', field: 'toAddress.country', reason: 'no carrier option' };
}
