import type { CarrierOption } from '@waypost/contracts';
import { COUNTRIES, unservedReason } from '../../catalogue/queries/catalogue';
import { countryOf, DEFAULT_DIMENSIONS_CM, laneOf, quoteShipment, type QuotedShipment } from '../../quoting/queries/quote-shipment.query';

// ── Which carrier services serve a shipment's lane: the carriers context's answer to "who can take this?" ──
// One function for the autonomy dispatcher (which picks among the options) and for the shipment's creation (which
// refuses a lane with none), over quoting's "quote this shipment". Static coverage: carriers, lanes, weight and size
// limits; crises are the dispatcher's.

export type LaneShipment = QuotedShipment;

/** Every service quote (EUR, on the shipment's creation date) among `carrierIds` less `excluded` (and less `levels`). */
export function laneOptions(shipment: LaneShipment, carrierIds: readonly string[], excluded: ReadonlySet<string> = new Set(), levels?: ReadonlySet<string>): CarrierOption[] {
  const quoted = quoteShipment(shipment, carrierIds, { excluded, ...(levels ? { levels } : {}) });
  return 'error' in quoted ? [] : quoted.quotes;
}

/** The dispatcher's default pick (preference 'cost'): cheapest, then fastest, then by id. */
export const cheapestOption = (options: readonly CarrierOption[]): CarrierOption | undefined =>
  [...options].sort((a, b) => a.price.amountMinor - b.price.amountMinor || a.transitDays - b.transitDays || (a.carrierId + a.serviceId < b.carrierId + b.serviceId ? -1 : 1))[0];

export type LaneCoverage =
  | { served: true; options: CarrierOption[]; origin: string; destination: string }
  | { served: false; from: string; to: string; reason: string; field: 'fromAddress.country' | 'toAddress.country' | 'itemDetails' };

const UNKNOWN = 'not an ISO 3166 country or territory we know: write its English name or its two-letter code';

const describeParcel = (item: LaneShipment['itemDetails']): string =>
  item.dimensions ? `${item.weight} kg, ${item.dimensions.length} × ${item.dimensions.width} × ${item.dimensions.height} cm` : `${item.weight} kg`;

/** Whether any of `carrierIds` serves the shipment, and if not, which part of it (origin, destination, the parcel) is why. */
export function laneCoverage(shipment: LaneShipment, carrierIds: readonly string[]): LaneCoverage {
  const from = shipment.fromAddress.country.trim();
  const to = shipment.toAddress.country.trim();
  const origin = countryOf(shipment.fromAddress);
  const destination = countryOf(shipment.toAddress);
  if (!origin) return { served: false, from, to, field: 'fromAddress.country', reason: `our carriers do not collect in ${from} (${UNKNOWN})` };
  if (!destination) return { served: false, from, to, field: 'toAddress.country', reason: `our carriers do not deliver to ${to} (${UNKNOWN})` };
  const originGap = unservedReason(origin);
  if (originGap) return { served: false, from, to, field: 'fromAddress.country', reason: `our carriers do not collect in ${COUNTRIES[origin].name}: ${originGap}` };
  const destinationGap = unservedReason(destination);
  if (destinationGap) return { served: false, from, to, field: 'toAddress.country', reason: `our carriers do not deliver to ${COUNTRIES[destination].name}: ${destinationGap}` };
  const lane = laneOf(shipment);
  if ('error' in lane) return { served: false, from, to, field: 'toAddress.country', reason: lane.error };
  const options = laneOptions(shipment, carrierIds);
  if (options.length > 0) return { served: true, options, origin: lane.origin, destination: lane.destination };
  const { parcels: _parcels, ...oneBox } = shipment;
  const anySize = laneOptions({ ...oneBox, itemDetails: { ...shipment.itemDetails, weight: 1, dimensions: DEFAULT_DIMENSIONS_CM } }, carrierIds);
  return anySize.length > 0
    ? { served: false, from, to, field: 'itemDetails', reason: `no carrier on this lane takes a parcel of ${describeParcel(shipment.itemDetails)}` }
    : { served: false, from, to, field: 'toAddress.country', reason: `none of our carriers runs this lane (${lane.origin} → ${lane.destination})` };
}

/**
 * What a lane's quotes depend on, as a memo key: places, the item and its parcels, the business date (rates are
 * dated) and the carriers asked; `extra` for what else a caller's answer depends on (crisis restrictions).
 */
export function laneMemoKey(shipment: LaneShipment, candidates: readonly string[], extra: unknown[] = []): string {
  const { fromAddress: f, toAddress: t, itemDetails: i } = shipment;
  return JSON.stringify([
    f.country,
    f.city,
    t.country,
    t.city,
    i.weight,
    i.value,
    i.dimensions ?? null,
    shipment.parcels?.map((p) => [p.weightKg, p.dimensionsCm ?? null]) ?? null,
    i.aiRecognition?.category ?? null,
    shipment.createdAt.slice(0, 10),
    candidates,
    ...extra,
  ]);
}
