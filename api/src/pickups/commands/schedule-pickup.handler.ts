import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PICKUP_NOTICES, PICKUP_RULES, PICKUP_STREAM_TYPE, pickupStreamId, UUID_PATTERN, type EventStore, type ResolvedAddress, type StoredAddress } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { firstEventOfRetry, handleStreamCommand } from '../../platform/event-store/command-context';
import { derivedId } from '../../platform/event-store/ids';
import { checkAddress } from '../../catalogue/queries/addresses';
import { decidePickup, evolvePickup, foldPickup, PickupInvalidError, type PickupCommand, type PickupState } from '../domain/pickup';
import { PickupsQueries } from '../queries/pickups.queries';
import type { PickupAfter } from './pickup.command';
import { SchedulePickupCommand } from './schedule-pickup.command';

const NOT_ELIGIBLE = (carrierName: string) =>
  `it is not one of your shipments booked with ${carrierName} in the sandbox network, with its label standing, not yet picked up and on no other pickup`;

/**
 * Checks the shipments against the shipments and pickups read models (the caller's, booked with this carrier, label
 * standing, not yet picked up, on no open pickup), fills in the defaults (location: the first shipment's sender
 * address; parcels: the shipments' parcels) and records the request. The pickup id derives from the command id, so a
 * retry with the same Idempotency-Key answers the pickup made then, even once its shipments are taken.
 */
@CommandHandler(SchedulePickupCommand)
export class SchedulePickupHandler implements ICommandHandler<SchedulePickupCommand, PickupAfter> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly queries: PickupsQueries,
  ) {}

  async execute({ input, ctx }: SchedulePickupCommand): Promise<PickupAfter> {
    const pickupId = derivedId(ctx.commandId, 'pickup');
    const streamId = pickupStreamId(pickupId);
    const history = await this.store.readStream(streamId);
    if (history.length > 0) {
      await firstEventOfRetry(this.store, streamId, ctx);
      return made(foldPickup(history));
    }
    const ownerId = ctx.actor.id;
    const ids = [...new Set(input.shipmentIds.map((id) => id.toLowerCase()))];
    const bad = input.shipmentIds.find((id) => !UUID_PATTERN.test(id));
    if (bad !== undefined) throw new PickupInvalidError([{ field: 'shipmentIds', message: PICKUP_NOTICES.notFound(bad) }]);
    const found = await this.queries.candidates(ownerId, input.carrierId, ids, PICKUP_RULES.maxShipments);
    const byId = new Map(found.map((c) => [c.shipmentId.toLowerCase(), c]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) throw new PickupInvalidError(missing.map((id) => ({ field: 'shipmentIds', message: PICKUP_NOTICES.notEligible(id, NOT_ELIGIBLE(input.carrierName)) })));
    const shipments = ids.map((id) => byId.get(id)!);
    const location = input.location ?? senderAddress(shipments[0]!.fromAddress);
    const data: Extract<PickupCommand, { type: 'SchedulePickup' }>['data'] = {
      pickupId,
      ownerId,
      carrierId: input.carrierId,
      carrierName: input.carrierName,
      shipments: shipments.map(({ shipmentId, trackingNumber, parcelCount }) => ({ shipmentId, trackingNumber, parcelCount })),
      date: input.date,
      earliest: input.earliest,
      latest: input.latest,
      location,
      parcelCount: input.parcelCount ?? shipments.reduce((n, s) => n + s.parcelCount, 0),
      instructions: input.instructions ?? '',
      now: ctx.now,
    };
    const result = await handleStreamCommand({
      store: this.store,
      streamId,
      streamType: PICKUP_STREAM_TYPE,
      ctx,
      fold: foldPickup,
      decide: (state) => decidePickup({ type: 'SchedulePickup', data }, state),
    });
    return made(result.events.reduce(evolvePickup, foldPickup(result.history)));
  }
}

function made(state: PickupState): PickupAfter {
  if (state.status === 'none') throw new Error('The pickup was not recorded');
  return state;
}

/** The default location: the first shipment's sender address, as its country checks it. */
function senderAddress(address: StoredAddress): ResolvedAddress {
  const checked = checkAddress(address, 'location');
  if (!checked.ok) throw new PickupInvalidError([{ field: 'location', message: 'The first shipment’s sender address cannot be used as it is: give the pickup location' }]);
  return checked.address;
}
