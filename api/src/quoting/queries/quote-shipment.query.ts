import type { CarrierOption, Parcel as ShipmentParcel, RateChargeLine, ShipmentCreated } from '@waypost/contracts';
import { CARRIER_BY_ID, FUEL_SURCHARGES, FX_REFERENCE_RATES, type Carrier, type CountryCode, type Zone } from '../../catalogue/queries/catalogue';
import { findCity, findCountry } from '../../catalogue/queries/places';
import { zoneBetween } from '../../catalogue/queries/zones';
import { parcelFrom, quoteLane, type Parcel, type QuoteContext, type ServiceQuote } from '../domain/rate-engine';

// ── "Quote this shipment": its lane, its parcel and every service quote of the given carriers, cheapest first ──
// One query for the carriers context (which carrier books, which lanes it covers) and, through it, the autonomy
// dispatcher. Priced in EUR on the shipment's creation date.

/** `parcels` (issue 24): when given, they are the pieces priced; else the item is the one parcel. */
export type QuotedShipment = Pick<ShipmentCreated['data'], 'fromAddress' | 'toAddress' | 'itemDetails' | 'createdAt'> & { parcels?: readonly ShipmentParcel[] };

export interface ShipmentLane {
  origin: CountryCode;
  destination: CountryCode;
  originCity: string;
  destinationCity: string;
  zone: Zone;
}

/** A parcel without dimensions is taken to be a 30 x 20 x 15 cm box. */
export const DEFAULT_DIMENSIONS_CM = { length: 30, width: 20, height: 15 };

/** The served country of an address: its country, else the city table's. */
export function countryOf(address: { country: string; city: string }): CountryCode | undefined {
  return findCountry(address.country) ?? findCity(address.city)?.country;
}

export function laneOf(shipment: Pick<QuotedShipment, 'fromAddress' | 'toAddress'>): ShipmentLane | { error: string } {
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

export interface QuoteShipmentOptions {
  /** Carriers not to quote (under an outage, failed for this shipment). */
  excluded?: ReadonlySet<string>;
  /** Service levels not to quote (a demand surge sells no economy). */
  levels?: ReadonlySet<string>;
}

/** Every service quote of `carrierIds` (less the excluded ones and levels) for the shipment, cheapest first. */
export function quoteShipment(
  shipment: QuotedShipment,
  carrierIds: readonly string[],
  options: QuoteShipmentOptions = {},
): { lane: ShipmentLane; quotes: CarrierOption[] } | { error: string } {
  const priced = priceShipment(shipment, carrierIds, options);
  return 'error' in priced ? priced : { lane: priced.lane, quotes: priced.quotes.map(toOption) };
}

/** A service quote with its currency and charge lines (base, fuel, surcharges, tax), in minor units. */
export type ChargedOption = CarrierOption & { currency: string; lines: RateChargeLine[] };

/** quoteShipment with each quote's charge lines: the rates a shipper can buy (issue 24). */
export function rateShipment(
  shipment: QuotedShipment,
  carrierIds: readonly string[],
  options: QuoteShipmentOptions = {},
): { lane: ShipmentLane; quotes: ChargedOption[] } | { error: string } {
  const priced = priceShipment(shipment, carrierIds, options);
  if ('error' in priced) return priced;
  return {
    lane: priced.lane,
    quotes: priced.quotes.map((q) => ({ ...toOption(q), currency: q.currency, lines: q.lines.map(({ kind, code, label, amountMinor }) => ({ kind, code, label, amountMinor })) })),
  };
}

function priceShipment(shipment: QuotedShipment, carrierIds: readonly string[], options: QuoteShipmentOptions): { lane: ShipmentLane; quotes: ServiceQuote[] } | { error: string } {
  const lane = laneOf(shipment);
  if ('error' in lane) return lane;
  const excluded = options.excluded;
  const carriers = carrierIds
    .filter((id) => !excluded?.has(id))
    .map((id) => CARRIER_BY_ID.get(id))
    .filter((c): c is Carrier => c !== undefined);
  const item = shipment.itemDetails;
  const dims = item.dimensions ?? DEFAULT_DIMENSIONS_CM;
  const valueMinor = Math.round(item.value * 100);
  const category = item.aiRecognition?.category ?? 'general';
  const parcel = shipment.parcels?.length
    ? piecesOf(shipment.parcels, valueMinor, category)
    : parcelFrom({ weightKg: item.weight, lengthCm: dims.length, widthCm: dims.width, heightCm: dims.height, valueMinor, category });
  const ctx: QuoteContext = { date: shipment.createdAt.slice(0, 10), currency: 'EUR', tables: { fuel: FUEL_SURCHARGES, fx: FX_REFERENCE_RATES } };
  const levels = options.levels;
  const quotes = quoteLane({ origin: lane.origin, destination: lane.destination }, parcel, ctx, { carriers }).filter((q) => !levels?.has(q.service.level));
  return { lane, quotes };
}

/** The shipment's parcels as pieces of one consignment (a parcel without dimensions is the default box). */
function piecesOf(parcels: readonly ShipmentParcel[], valueMinor: number, category: string): Parcel {
  const pieces = parcels.map((p) => {
    const d = p.dimensionsCm ?? DEFAULT_DIMENSIONS_CM;
    return parcelFrom({ weightKg: p.weightKg, lengthCm: d.length, widthCm: d.width, heightCm: d.height, valueMinor: 0, category });
  });
  const longest = pieces.reduce((a, b) => (Math.max(b.lengthMm, b.widthMm, b.heightMm) > Math.max(a.lengthMm, a.widthMm, a.heightMm) ? b : a));
  const { lengthMm, widthMm, heightMm } = longest;
  return { actualGrams: pieces.reduce((g, p) => g + p.actualGrams, 0), lengthMm, widthMm, heightMm, valueMinor, category, pieces };
}
