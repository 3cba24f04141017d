import { parcelsOfCreated, totalWeightKg, type ShipmentCreated } from '@waypost/contracts';
import { CARRIER_BY_ID } from '../../catalogue/queries/catalogue';
import { laneOf, quoteShipment } from '../../quoting/queries/quote-shipment.query';
import type { QuoteRestrictions } from '../../quoting/queries/quote-restrictions';
import type { CarrierChoice, Selection } from '../domain/carrier-adapter';

// ── Which carrier books a shipment: the cheapest running carrier serving the lane ──
// Quoting's "quote this shipment" query prices the lane; crises (restrictions) take carriers and levels out.

/** Cheapest quote (EUR, on the shipment's creation date) among `carrierIds`; ties by carrier and service id. */
export function selectCarrier(shipment: ShipmentCreated['data'], carrierIds: readonly string[], restrictions?: QuoteRestrictions): Selection {
  const quoted = quoteShipment(shipment, carrierIds, restrictions ? { excluded: restrictions.suspendedCarriers, levels: restrictions.suspendedLevels } : {});
  if ('error' in quoted) return { ok: false, reason: quoted.error };
  const { lane, quotes } = quoted;
  const best = quotes[0];
  const carrier = best && CARRIER_BY_ID.get(best.carrierId);
  const service = carrier?.services.find((s) => s.id === best!.serviceId);
  const choice = carrier && service ? { carrier, service, lane, price: best!.price } : null;
  if (!choice) {
    const parcels = parcelsOfCreated(shipment);
    const weight = `${parcels.length > 1 ? `${parcels.length} parcels, ` : ''}${totalWeightKg(parcels)} kg`;
    return { ok: false, reason: `No carrier serves ${lane.origin} → ${lane.destination} for ${weight}` };
  }
  return { ok: true, choice };
}

// The same ShipmentCreated reaches every carrier's consumer group: compute its choice once per process.
const memo = new Map<string, Selection>();
export function selectCarrierCached(eventId: string, shipment: ShipmentCreated['data'], carrierIds: readonly string[], restrictions?: QuoteRestrictions): Selection {
  const key = `${eventId}/${carrierIds.length}`;
  let selection = memo.get(key);
  if (!selection) {
    selection = selectCarrier(shipment, carrierIds, restrictions);
    if (memo.size >= 20_000) memo.delete(memo.keys().next().value!);
    memo.set(key, selection);
  }
  return selection;
}

/** The booking choice for a carrier and service someone decided on (the autonomy dispatcher); null when it cannot serve the lane. */
export function choiceFor(shipment: ShipmentCreated['data'], carrierId: string, serviceId: string, price: CarrierChoice['price']): CarrierChoice | null {
  const lane = laneOf(shipment);
  const carrier = CARRIER_BY_ID.get(carrierId);
  const service = carrier?.services.find((s) => s.id === serviceId);
  if ('error' in lane || !carrier || !service) return null;
  return { carrier, service, lane, price };
}
