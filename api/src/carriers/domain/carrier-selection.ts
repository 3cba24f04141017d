import type { ShipmentCreated } from '@waypost/contracts';
import { CARRIER_BY_ID, type Carrier, type CarrierService, type CountryCode, type Zone } from '../../catalogue/queries/catalogue';
import { findCity, findCountry } from '../../catalogue/queries/places';
import { parcelFrom, quoteLane } from '../../quoting/domain/rate-engine';
import { zoneBetween } from '../../catalogue/queries/zones';
import { quoteContext } from '../../quoting/queries/quote-context';

// ── Which carrier books a shipment: the cheapest running carrier serving the lane (pure) ──
// One function, so the autonomy issue can later turn it into an explicit decision event.

export interface Lane {
  origin: CountryCode;
  destination: CountryCode;
  originCity: string;
  destinationCity: string;
  zone: Zone;
}

export interface CarrierChoice {
  carrier: Carrier;
  service: CarrierService;
  lane: Lane;
  price: { amountMinor: number; currency: string };
}

export type Selection = { ok: true; choice: CarrierChoice } | { ok: false; reason: string };

const DEFAULT_DIMENSIONS_CM = { length: 30, width: 20, height: 15 };

export function countryOf(address: { country: string; city: string }): CountryCode | undefined {
  return findCountry(address.country) ?? findCity(address.city)?.country;
}

export function laneOf(shipment: ShipmentCreated['data']): Lane | { error: string } {
  const origin = countryOf(shipment.fromAddress);
  const destination = countryOf(shipment.toAddress);
  if (!origin) return { error: `No carrier in the network serves ${shipment.fromAddress.country} yet` };
  if (!destination) return { error: `No carrier in the network serves ${shipment.toAddress.country} yet` };
  return {
    origin,
    destination,
    originCity: shipment.fromAddress.city,
    destinationCity: shipment.toAddress.city,
    zone: zoneBetween(origin, destination),
  };
}

/** Cheapest quote (EUR, on the shipment's creation date) among `carrierIds`; ties by carrier and service id. */
export function selectCarrier(shipment: ShipmentCreated['data'], carrierIds: readonly string[]): Selection {
  const lane = laneOf(shipment);
  if ('error' in lane) return { ok: false, reason: lane.error };
  const carriers = carrierIds.map((id) => CARRIER_BY_ID.get(id)).filter((c): c is Carrier => c !== undefined);
  const item = shipment.itemDetails;
  const dims = item.dimensions ?? DEFAULT_DIMENSIONS_CM;
  const parcel = parcelFrom({
    weightKg: item.weight,
    lengthCm: dims.length,
    widthCm: dims.width,
    heightCm: dims.height,
    valueMinor: Math.round(item.value * 100),
    category: item.aiRecognition?.category ?? 'general',
  });
  const ctx = quoteContext(new Date(shipment.createdAt), 'EUR');
  const [best] = quoteLane({ origin: lane.origin, destination: lane.destination }, parcel, ctx, { carriers });
  if (!best) return { ok: false, reason: `No carrier serves ${lane.origin} → ${lane.destination} for ${item.weight} kg` };
  return { ok: true, choice: { carrier: best.carrier, service: best.service, lane, price: { amountMinor: best.totalMinor, currency: best.currency } } };
}

// The same ShipmentCreated reaches every carrier's consumer group: compute its choice once per process.
const memo = new Map<string, Selection>();
export function selectCarrierCached(eventId: string, shipment: ShipmentCreated['data'], carrierIds: readonly string[]): Selection {
  const key = `${eventId}/${carrierIds.length}`;
  let selection = memo.get(key);
  if (!selection) {
    selection = selectCarrier(shipment, carrierIds);
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
