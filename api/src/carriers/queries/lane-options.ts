import type { CarrierOption, ShipmentCreated } from '@waypost/contracts';
import { CARRIER_BY_ID, COUNTRIES, FUEL_SURCHARGES, FX_REFERENCE_RATES, type Carrier } from '../../catalogue/queries/catalogue';
import { countryOf, laneOf } from '../domain/carrier-selection';
import { parcelFrom, quoteLane, type QuoteContext, type ServiceQuote } from '../../quoting/domain/rate-engine';

// ── Which carrier services serve a shipment's lane (pure): the carriers context's answer to "who can take this?" ──
// One function for the autonomy dispatcher (which picks among the options) and for the shipment's creation (which
// refuses a lane with none). Static coverage: carriers, lanes, weight and size limits; crises are the dispatcher's.

export type LaneShipment = Pick<ShipmentCreated['data'], 'fromAddress' | 'toAddress' | 'itemDetails' | 'createdAt'>;

const DEFAULT_DIMENSIONS_CM = { length: 30, width: 20, height: 15 };

const toOption = (q: ServiceQuote): CarrierOption => ({
  carrierId: q.carrier.id,
  carrierName: q.carrier.name,
  serviceId: q.service.id,
  serviceName: q.service.name,
  serviceLevel: q.service.level,
  price: { amountMinor: q.totalMinor, currency: q.currency },
  transitDays: q.transit.max,
  reliability: q.reliability,
});

/** Every service quote (EUR, on the shipment's creation date) among `carrierIds` less `excluded` (and less `levels`). */
export function laneOptions(shipment: LaneShipment, carrierIds: readonly string[], excluded: ReadonlySet<string> = new Set(), levels?: ReadonlySet<string>): CarrierOption[] {
  const lane = laneOf(shipment as ShipmentCreated['data']);
  if ('error' in lane) return [];
  const carriers = carrierIds.filter((id) => !excluded.has(id)).map((id) => CARRIER_BY_ID.get(id)).filter((c): c is Carrier => c !== undefined);
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
  const ctx: QuoteContext = { date: shipment.createdAt.slice(0, 10), currency: 'EUR', tables: { fuel: FUEL_SURCHARGES, fx: FX_REFERENCE_RATES } };
  return quoteLane({ origin: lane.origin, destination: lane.destination }, parcel, ctx, { carriers })
    .filter((q) => !levels || !levels.has(q.service.level))
    .map(toOption);
}

/** The dispatcher's default pick (preference 'cost'): cheapest, then fastest, then by id. */
export const cheapestOption = (options: readonly CarrierOption[]): CarrierOption | undefined =>
  [...options].sort((a, b) => a.price.amountMinor - b.price.amountMinor || a.transitDays - b.transitDays || (a.carrierId + a.serviceId < b.carrierId + b.serviceId ? -1 : 1))[0];

export type LaneCoverage =
  | { served: true; options: CarrierOption[] }
  | { served: false; from: string; to: string; reason: string; field: 'fromAddress.country' | 'toAddress.country' | 'itemDetails' };

const SERVED_COUNTRIES = () => Object.values(COUNTRIES).map((c) => c.name).sort().join(', ');

const describeParcel = (item: LaneShipment['itemDetails']): string =>
  item.dimensions ? `${item.weight} kg, ${item.dimensions.length} × ${item.dimensions.width} × ${item.dimensions.height} cm` : `${item.weight} kg`;

/** Whether any of `carrierIds` serves the shipment, and if not, which part of it (origin, destination, the parcel) is why. */
export function laneCoverage(shipment: LaneShipment, carrierIds: readonly string[]): LaneCoverage {
  const from = shipment.fromAddress.country.trim();
  const to = shipment.toAddress.country.trim();
  if (!countryOf(shipment.fromAddress)) return { served: false, from, to, field: 'fromAddress.country', reason: `our carriers do not collect in ${from} (they serve ${SERVED_COUNTRIES()})` };
  if (!countryOf(shipment.toAddress)) return { served: false, from, to, field: 'toAddress.country', reason: `our carriers do not deliver to ${to} (they serve ${SERVED_COUNTRIES()})` };
  const lane = laneOf(shipment as ShipmentCreated['data']);
  if ('error' in lane) return { served: false, from, to, field: 'toAddress.country', reason: lane.error };
  const options = laneOptions(shipment, carrierIds);
  if (options.length > 0) return { served: true, options };
  const anySize = laneOptions({ ...shipment, itemDetails: { ...shipment.itemDetails, weight: 1, dimensions: DEFAULT_DIMENSIONS_CM } }, carrierIds);
  return anySize.length > 0
    ? { served: false, from, to, field: 'itemDetails', reason: `no carrier on this lane takes a parcel of ${describeParcel(shipment.itemDetails)}` }
    : { served: false, from, to, field: 'toAddress.country', reason: `none of our carriers runs this lane (${lane.origin} → ${lane.destination})` };
}
