import {
  carriersServing,
  COUNTRIES,
  carrierServes,
  type Carrier,
  type CarrierService,
  type CountryCode,
  type CurrencyCode,
  type FuelSurchargeTable,
  type FxReferenceRates,
  type FxTable,
  type ServiceLevel,
  type TransitDays,
  type VolumetricRule,
  type Zone,
  type ZoneTariff,
} from '../../catalogue/queries/catalogue';
import { convertMinor, fxSnapshotOn, percentOf } from '../../catalogue/queries/money';
import { fuelEntryOn } from './fuel-surcharge';
import { zoneBetween } from '../../catalogue/queries/zones';

// ── The rate engine: pure, deterministic, integer minor units throughout ────

export interface Parcel {
  actualGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  /** Declared value in the quote currency, minor units. */
  valueMinor: number;
  category: string;
  /** The pieces of a multi-piece shipment (issue 24); absent, the parcel is its one piece. */
  pieces?: readonly Piece[];
}
export type Piece = Pick<Parcel, 'actualGrams' | 'lengthMm' | 'widthMm' | 'heightMm'>;

export interface Lane {
  origin: CountryCode;
  destination: CountryCode;
  originPostalCode?: string;
  destinationPostalCode?: string;
}

export interface RateTables {
  fuel: FuelSurchargeTable;
  fx: FxTable;
}

export interface QuoteContext {
  /** Business date of the quote, YYYY-MM-DD: picks the fuel and FX entries. */
  date: string;
  currency: CurrencyCode;
  tables: RateTables;
  /** Carriers and service levels that take no business now (crisis protocols, issue 7). */
  unavailable?: { carriers: ReadonlySet<string>; levels: ReadonlySet<string> };
}

export interface PricedLine {
  kind: 'base' | 'fuel' | 'surcharge' | 'tax';
  code: string;
  label: string;
  amountMinor: number;
}

export interface ServiceQuote {
  carrier: Carrier;
  service: CarrierService;
  zone: Zone;
  actualGrams: number;
  volumetricGrams: number;
  billableGrams: number;
  transit: TransitDays;
  reliability: number;
  currency: CurrencyCode;
  lines: PricedLine[];
  totalMinor: number;
  retailTotalMinor: number;
  /** Percent below the published retail price, one decimal. */
  savingsPercent: number;
  fuelBp: number;
  fxDate: string;
}

/** On-time penalty of a lane's zone (more hand-overs, customs). */
export const ZONE_RELIABILITY_PENALTY: Record<Zone, number> = {
  domestic: 0,
  regional: 0.005,
  continental: 0.01,
  intercontinental: 0.02,
  long_haul: 0.03,
};

const LB_GRAMS = 453.59237;
const ZONE_LABEL: Record<Zone, string> = { domestic: 'domestic', regional: 'regional', continental: 'continental', intercontinental: 'intercontinental', long_haul: 'long haul' };

// ── Weights ──────────────────────────────────────────────────────────────────

/** Volumetric weight in grams: metric cm3/divisor kg; imperial: whole inches, in3/divisor, whole pounds. */
export function volumetricGrams(p: Pick<Parcel, 'lengthMm' | 'widthMm' | 'heightMm'>, rule: VolumetricRule): number {
  if (rule.system === 'metric') return Math.ceil((p.lengthMm * p.widthMm * p.heightMm) / rule.divisor);
  const inches = (mm: number): number => Math.ceil((mm * 10) / 254);
  const pounds = Math.ceil((inches(p.lengthMm) * inches(p.widthMm) * inches(p.heightMm)) / rule.divisor);
  return Math.round(pounds * LB_GRAMS);
}

export const billableGrams = (actualGrams: number, volumetric: number): number => Math.max(actualGrams, volumetric);

/**
 * Chargeable weight of a multi-piece shipment: each piece bills at the greater of its actual and volumetric weight and
 * the shipment at the sum over its pieces (DHL Express, FedEx and UPS rate multi-piece shipments this way: per-piece
 * dimensional weight, summed; none nets one piece's spare volume against another's density).
 */
export const chargeableGrams = (pieces: readonly Piece[], rule: VolumetricRule): number => pieces.reduce((g, p) => g + billableGrams(p.actualGrams, volumetricGrams(p, rule)), 0);

/** Weight-break lookup; above the last break each started kilogram costs `perKgOverMinor`. */
export function tariffPrice(tariff: ZoneTariff, grams: number): number {
  for (const b of tariff.breaks) if (grams <= b.upToGrams) return b.priceMinor;
  const last = tariff.breaks[tariff.breaks.length - 1];
  if (!last) return 0;
  return last.priceMinor + Math.ceil((grams - last.upToGrams) / 1000) * tariff.perKgOverMinor;
}

// ── Lanes ────────────────────────────────────────────────────────────────────

/** The carrier's lane rules (compiled once in the catalogue), its exclusions and the territories nobody serves. */
export const servesLane = (carrier: Carrier, lane: Lane): boolean => carrierServes(carrier, lane.origin, lane.destination);

const REMOTE_CACHE = new Map<string, boolean>();
const isRemote = (country: CountryCode, postalCode: string | undefined): boolean => {
  if (!postalCode) return false;
  const key = `${country}:${postalCode}`;
  let remote = REMOTE_CACHE.get(key);
  if (remote === undefined) {
    const code = postalCode.replace(/\s+/g, '').toUpperCase();
    remote = code !== '' && COUNTRIES[country].remotePostalPrefixes.some((prefix) => code.startsWith(prefix));
    if (REMOTE_CACHE.size > 10_000) REMOTE_CACHE.clear();
    REMOTE_CACHE.set(key, remote);
  }
  return remote;
};

// ── One carrier service on one lane ──────────────────────────────────────────

/**
 * Prices `service` for `parcel` on `lane` in `zone`, or returns undefined when the service does not sell that
 * zone or the parcel exceeds its limits. `zone` is passed in (normally zoneBetween(origin, destination)).
 */
export function quoteService(
  carrier: Carrier,
  service: CarrierService,
  lane: Lane,
  zone: Zone,
  parcel: Parcel,
  ctx: QuoteContext,
  fx: FxReferenceRates = fxSnapshotOn(ctx.tables.fx, ctx.date),
): ServiceQuote | undefined {
  const tariff = service.tariff[zone];
  const transit = service.transit[zone];
  if (!tariff || !transit) return undefined;
  if (service.onlyFrom && !service.onlyFrom.includes(lane.origin)) return undefined;
  // limits and the oversize surcharge hold per piece; the weight bills summed over the pieces
  const pieces = parcel.pieces ?? [parcel];
  const longestMm = Math.max(...pieces.map((p) => Math.max(p.lengthMm, p.widthMm, p.heightMm)));
  const heaviestGrams = Math.max(...pieces.map((p) => p.actualGrams));
  if (heaviestGrams > service.maxWeightKg * 1000 || longestMm > service.maxLengthCm * 10) return undefined;

  const s = carrier.surcharges;
  const cur = carrier.tariffCurrency;
  const volumetric = pieces.reduce((g, p) => g + volumetricGrams(p, service.volumetric), 0);
  const billable = chargeableGrams(pieces, service.volumetric);
  const fuelBp = fuelEntryOn(ctx.tables.fuel, carrier.id, ctx.date)?.bp ?? 0;

  // Surcharges are the same for the negotiated and the retail price; base and fuel differ.
  const surcharges: PricedLine[] = [];
  const kg = Math.ceil(billable / 1000);
  const remoteFee = s.remoteAreaFlatMinor + s.remoteAreaPerKgMinor * kg;
  if (remoteFee > 0 && isRemote(lane.destination, lane.destinationPostalCode)) {
    surcharges.push({ kind: 'surcharge', code: 'remote_delivery', label: 'Remote area delivery', amountMinor: remoteFee });
  }
  if (remoteFee > 0 && isRemote(lane.origin, lane.originPostalCode)) {
    surcharges.push({ kind: 'surcharge', code: 'remote_pickup', label: 'Remote area pickup', amountMinor: remoteFee });
  }
  if (s.oversizeMinor > 0 && (longestMm > s.oversizeCm * 10 || heaviestGrams > s.overweightKg * 1000)) {
    surcharges.push({ kind: 'surcharge', code: 'oversize', label: 'Oversize / overweight piece', amountMinor: s.oversizeMinor });
  }
  if (s.lithiumMinor > 0 && service.mode === 'air' && parcel.category.toLowerCase() === 'electronics') {
    surcharges.push({ kind: 'surcharge', code: 'lithium', label: 'Lithium batteries (electronics by air)', amountMinor: s.lithiumMinor });
  }
  const valueInTariff = convertMinor(parcel.valueMinor, ctx.currency, cur, fx);
  const excess = valueInTariff - s.includedLiabilityMinor;
  if (excess > 0 && s.excessValueBp > 0) {
    const fee = percentOf(excess, s.excessValueBp);
    if (fee > 0) surcharges.push({ kind: 'surcharge', code: 'declared_value', label: 'Declared value cover above included liability', amountMinor: fee });
  }
  const surchargeTotal = surcharges.reduce((sum, l) => sum + l.amountMinor, 0);

  const domestic = lane.origin === lane.destination;
  const taxBp = domestic ? COUNTRIES[lane.origin].domesticTransportTaxBp : 0;
  const convert = (minor: number): number => convertMinor(minor, cur, ctx.currency, fx);
  /** Base, fuel, surcharges and tax in the tariff currency; each line converted once, the total is their sum. */
  const totals = (base: number): { fuel: number; tax: number; total: number } => {
    const fuel = percentOf(base, fuelBp);
    const tax = percentOf(base + fuel + surchargeTotal, taxBp);
    let total = convert(base) + convert(fuel) + convert(tax);
    for (const l of surcharges) total += convert(l.amountMinor);
    return { fuel, tax, total };
  };

  const base = tariffPrice(tariff, billable);
  const net = totals(base);
  const lines: PricedLine[] = [
    { kind: 'base', code: 'base', label: `${service.name} base rate (${ZONE_LABEL[zone]}, ${(billable / 1000).toFixed(2)} kg billable)`, amountMinor: convert(base) },
    { kind: 'fuel', code: 'fuel', label: `Fuel surcharge ${fuelBp / 100}%`, amountMinor: convert(net.fuel) },
  ];
  for (const l of surcharges) lines.push({ ...l, amountMinor: convert(l.amountMinor) });
  lines.push({
    kind: 'tax',
    code: 'tax',
    label: domestic ? `${COUNTRIES[lane.origin].taxName} ${taxBp / 100}%` : 'VAT/GST: international transport is zero-rated',
    amountMinor: convert(net.tax),
  });
  const totalMinor = net.total;
  const retailTotalMinor = totals(percentOf(base, 10_000 + service.retailMarkupBp)).total;
  const savingsPercent = retailTotalMinor > 0 ? Math.round(((retailTotalMinor - totalMinor) * 1000) / retailTotalMinor) / 10 : 0;

  return {
    carrier,
    service,
    zone,
    actualGrams: parcel.actualGrams,
    volumetricGrams: volumetric,
    billableGrams: billable,
    transit,
    reliability: Math.round((service.reliability - ZONE_RELIABILITY_PENALTY[zone]) * 1000) / 1000,
    currency: ctx.currency,
    lines,
    totalMinor,
    retailTotalMinor,
    savingsPercent,
    fuelBp,
    fxDate: fx.date,
  };
}

// ── Every carrier on one lane ────────────────────────────────────────────────

export interface LaneQuoteOptions {
  levels?: readonly ServiceLevel[];
  carriers?: readonly Carrier[];
}

/** All quotes for a lane, cheapest first (ties: carrier id, service id), so equal inputs give equal output. */
export function quoteLane(lane: Lane, parcel: Parcel, ctx: QuoteContext, options: LaneQuoteOptions = {}): ServiceQuote[] {
  const zone = zoneBetween(lane.origin, lane.destination);
  const fx = fxSnapshotOn(ctx.tables.fx, ctx.date);
  const quotes: ServiceQuote[] = [];
  // Without a given list, only the lane's serving carriers are walked (the catalogue keeps that list per lane).
  const carriers = options.carriers ?? carriersServing(lane.origin, lane.destination);
  for (const carrier of carriers) {
    if ((options.carriers && !servesLane(carrier, lane)) || ctx.unavailable?.carriers.has(carrier.id)) continue;
    for (const service of carrier.services) {
      if (options.levels && !options.levels.includes(service.level)) continue;
      if (ctx.unavailable?.levels.has(service.level)) continue;
      const q = quoteService(carrier, service, lane, zone, parcel, ctx, fx);
      if (q) quotes.push(q);
    }
  }
  return quotes.sort(byPriceThenId);
}

export const quoteId = (q: Pick<ServiceQuote, 'carrier' | 'service'>): string => `${q.carrier.id}/${q.service.id}`;

export function byPriceThenId(a: ServiceQuote, b: ServiceQuote): number {
  return a.totalMinor - b.totalMinor || compareIds(a, b);
}

export const compareIds = (a: ServiceQuote, b: ServiceQuote): number => {
  const x = quoteId(a);
  const y = quoteId(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Parcel from the API's units (kg, cm, major currency units). */
export function parcelFrom(input: { weightKg: number; lengthCm: number; widthCm: number; heightCm: number; valueMinor: number; category: string }): Parcel {
  return {
    actualGrams: Math.max(1, Math.round(input.weightKg * 1000)),
    lengthMm: Math.max(1, Math.round(input.lengthCm * 10)),
    widthMm: Math.max(1, Math.round(input.widthCm * 10)),
    heightMm: Math.max(1, Math.round(input.heightCm * 10)),
    valueMinor: input.valueMinor,
    category: input.category,
  };
}
