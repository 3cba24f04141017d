import { MANIFEST_NOTICES, SHIPMENT_STATUS_LABELS, type ShipmentEvent } from '@waypost/contracts';
import { ShipmentConflictError, ShipmentNotFoundError } from './errors';
import type { ShipmentState } from './shipment';

// ── End-of-day manifest (issue 28 item 6): a booked shipment joins its carrier's manifest for the day ──
// Decided on the shipment's own stream, so a void and a manifest (or two manifests) racing for it are ordered by the
// stream's version: whichever comes second sees the first and is refused.

export type ManifestShipmentCommand = {
  type: 'ManifestShipment';
  data: { shipmentId: string; requestedBy: string; manifestId: string; carrierId: string; shipDate: string; now: string };
};

/** Why this shipment cannot go on a manifest now (null: it can). */
export function manifestRefusal(state: ShipmentState, c: ManifestShipmentCommand['data']): string | null {
  if (state.status === 'none') return `Shipment ${c.shipmentId} not found`;
  if (state.manifest) return MANIFEST_NOTICES.alreadyManifested(state.trackingNumber, state.manifest.manifestId);
  if (state.status !== 'pending' || state.trackingStatus !== 'pre_transit') {
    return `Shipment ${state.trackingNumber} is ${SHIPMENT_STATUS_LABELS[state.status]}: the carrier has it already, or it is closed`;
  }
  if (!state.carrier) return `Shipment ${state.trackingNumber} has no label (never bought, or voided)`;
  if (state.carrier.carrierId !== c.carrierId) return `Shipment ${state.trackingNumber} is booked with ${state.carrier.carrierId}, not ${c.carrierId}`;
  if (!state.carrier.booking.bookedAt.startsWith(c.shipDate))
    return `Shipment ${state.trackingNumber} was booked on ${state.carrier.booking.bookedAt.slice(0, 10)}, not ${c.shipDate}`;
  return null;
}

export function manifestShipment(c: ManifestShipmentCommand['data'], state: ShipmentState): ShipmentEvent[] {
  if (state.status === 'none' || state.ownerId !== c.requestedBy) throw new ShipmentNotFoundError(c.shipmentId);
  // The same manifest again (a retried request): nothing more to record.
  if (state.manifest?.manifestId === c.manifestId) return [];
  const refusal = manifestRefusal(state, c);
  if (refusal) throw new ShipmentConflictError(refusal);
  const { shipmentId, manifestId, carrierId, shipDate, now } = c;
  return [{ type: 'ShipmentManifested', data: { shipmentId, trackingNumber: state.trackingNumber, manifestId, carrierId, shipDate, manifestedAt: now } }];
}
