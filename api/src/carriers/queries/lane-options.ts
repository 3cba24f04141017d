import { parcelFromItem, type CarrierOption } from '@waypost/contracts';
import { COUNTRIES, unservedReason } from '../../catalogue/queries/catalogue';
import { countryOf, DEFAULT_DIMENSIONS_CM, laneOf, quoteShipment, type QuotedShipment } from '../../quoting/queries/quote-shipment.query';
import { parcelIssues, serviceLimits, type ParcelIssue, type ParcelsAt } from './parcel-refusals';

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
  | {
      served: false;
      from: string;
      to: string;
      reason: string;
      /** The first of `issues`' fields (the address's country, or the parcel's own field). */
      field: string;
      /** A parcel refusal names every parcel no carrier takes, each by its own field. */
      issues?: ParcelIssue[];
    };

const UNKNOWN = 'not an ISO 3166 country or territory we know: write its English name or its two-letter code';

/**
 * Whether any of `carrierIds` serves the shipment, and if not, which part of it (origin, destination, a parcel) is
 * why. `parcelsAt` says where the request put its parcels (a parcel is named `parcels.1.weight`, or `itemDetails.weight`
 * for a request that gave only its item); unsaid, the shipment's `parcels` when it has them.
 */
export function laneCoverage(shipment: LaneShipment, carrierIds: readonly string[], parcelsAt: ParcelsAt = shipment.parcels ? 'parcels' : 'itemDetails'): LaneCoverage {
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
  if (anySize.length === 0) return { served: false, from, to, field: 'toAddress.country', reason: `none of our carriers runs this lane (${lane.origin} → ${lane.destination})` };
  const parcels = shipment.parcels?.length ? shipment.parcels : [parcelFromItem(shipment.itemDetails)];
  const issues = parcelIssues(parcels, serviceLimits(anySize), parcelsAt);
  // not reached while the rate engine refuses a parcel for its weight and size only; said rather than assumed
  if (issues.length === 0) issues.push({ field: parcelsAt, message: 'fit no service of the carriers on this lane' });
  return { served: false, from, to, field: issues[0]!.field, issues, reason: issues.map((i) => `${i.field} ${i.message}`).join('; ') };
}

// The carrier list's part of a memo key, per list (the network hands out one frozen list; carrier ids have no comma).
const CANDIDATE_KEYS = new WeakMap<readonly string[], string>();

/**
 * What a lane's quotes depend on, as a memo key: places, the item and its parcels, the business date (rates are
 * dated) and the carriers asked; `extra` for what else a caller's answer depends on (crisis restrictions).
 */
export function laneMemoKey(shipment: LaneShipment, candidates: readonly string[], extra: unknown[] = []): string {
  const { fromAddress: f, toAddress: t, itemDetails: i } = shipment;
  let carriers = CANDIDATE_KEYS.get(candidates);
  if (carriers === undefined) CANDIDATE_KEYS.set(candidates, (carriers = candidates.join(',')));
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
    carriers,
    ...extra,
  ]);
}
