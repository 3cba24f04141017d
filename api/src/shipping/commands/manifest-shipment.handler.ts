import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SHIPMENT_STREAM_TYPE, shipmentStreamId, totalWeightKg, type EventStore, type StoredAddress } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decide } from '../domain/decide';
import { ShipmentConflictError, ShipmentNotFoundError } from '../domain/errors';
import { fold } from '../domain/shipment';
import { ManifestShipmentCommand, type ManifestShipmentResult } from './manifest-shipment.command';

/** ShipmentManifested on the shipment's stream; a shipment that cannot be listed answers why instead of throwing. */
@CommandHandler(ManifestShipmentCommand)
export class ManifestShipmentHandler implements ICommandHandler<ManifestShipmentCommand, ManifestShipmentResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ shipmentId, manifest, ctx }: ManifestShipmentCommand): Promise<ManifestShipmentResult> {
    try {
      const result = await handleStreamCommand({
        store: this.store,
        streamId: shipmentStreamId(shipmentId),
        streamType: SHIPMENT_STREAM_TYPE,
        ctx,
        fold,
        decide: (state) => decide({ type: 'ManifestShipment', data: { shipmentId, requestedBy: ctx.actor.id, ...manifest, now: ctx.now } }, state),
      });
      const state = fold(result.history);
      if (state.status === 'none' || !state.carrier) return { listed: false, reason: `Shipment ${shipmentId} has no label` };
      const line = {
        shipmentId,
        trackingNumber: state.trackingNumber,
        reference: state.carrier.reference,
        toCity: state.toAddress.city,
        toCountry: (state.toAddress as StoredAddress).countryCode ?? state.toAddress.country,
        parcelCount: state.parcels.length,
        weightGrams: Math.round(totalWeightKg(state.parcels) * 1000),
      };
      return { listed: true, line };
    } catch (error) {
      if (error instanceof ShipmentConflictError || error instanceof ShipmentNotFoundError) return { listed: false, reason: error.message };
      throw error;
    }
  }
}
