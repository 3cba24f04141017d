import {
  ZONES,
  type Carrier,
  type CarrierKind,
  type CarrierService,
  type CarrierSurcharges,
  type CountryCode,
  type CurrencyCode,
  type LaneRule,
  type ServiceLevel,
  type TransitDays,
  type TransportMode,
  type VolumetricRule,
  type WeightBreak,
  type Zone,
  type ZoneTariff,
} from './types';

// ── Builds the typed catalogue from compact carrier specs ──────────────────
// Tariffs are weight-break tables in each carrier's own currency, derived from a reference rate card per
// service level (EUR, first 0.5 kg and each further kg, by zone) times the service's price index.

/** Reference card in EUR per zone (domestic, regional, continental, intercontinental, long_haul). */
const CARD_EUR: Record<ServiceLevel, { first: number[]; perKg: number[] }> = {
  overnight: { first: [22, 40, 55, 82, 100], perKg: [2.2, 6.5, 8.5, 13, 16] },
  express: { first: [12, 30, 40, 58, 72], perKg: [1.3, 4.5, 6, 9.5, 12] },
  standard: { first: [6, 14, 19, 28, 34], perKg: [0.6, 2.2, 3.2, 5.5, 7] },
  economy: { first: [3.8, 9, 12, 16, 19], perKg: [0.4, 1.6, 2.4, 4, 5] },
};

/** Exchange rates used once to print each carrier's rate card in its own currency (not the quote FX table). */
const CARD_FX: Record<CurrencyCode, number> = {
  EUR: 1, USD: 1.1, GBP: 0.86, CNY: 7.8, JPY: 160, CAD: 1.5, AUD: 1.65, CHF: 0.95, SEK: 11.3, KRW: 1450,
};

export const MINOR_DIGITS: Record<CurrencyCode, number> = {
  EUR: 2, USD: 2, GBP: 2, CNY: 2, JPY: 0, CAD: 2, AUD: 2, CHF: 2, SEK: 2, KRW: 0,
};

const BREAKS_KG = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30, 40, 50, 70];

/** Transit bands per level and zone; express never overlaps economy on the same zone. */
const TRANSIT_BANDS: Record<ServiceLevel, [number, number][]> = {
  overnight: [[1, 1], [1, 1], [1, 2], [1, 2], [2, 2]],
  express: [[1, 1], [1, 2], [1, 3], [2, 4], [2, 5]],
  standard: [[1, 3], [2, 4], [3, 5], [4, 8], [5, 10]],
  economy: [[2, 5], [3, 7], [5, 9], [6, 15], [8, 25]],
};

const LEVEL_RELIABILITY: Record<ServiceLevel, number> = { overnight: 0.01, express: 0.005, standard: 0, economy: -0.03 };

const SURCHARGES_EUR: Record<CarrierKind, Omit<CarrierSurcharges, 'oversizeCm' | 'overweightKg'> & { oversizeCm: number; overweightKg: number }> = {
  integrator: { remoteAreaFlatMinor: 2200, remoteAreaPerKgMinor: 50, oversizeCm: 120, overweightKg: 70, oversizeMinor: 6000, lithiumMinor: 500, includedLiabilityMinor: 10000, excessValueBp: 100 },
  postal: { remoteAreaFlatMinor: 0, remoteAreaPerKgMinor: 0, oversizeCm: 100, overweightKg: 30, oversizeMinor: 1500, lithiumMinor: 0, includedLiabilityMinor: 5000, excessValueBp: 200 },
  parcel: { remoteAreaFlatMinor: 800, remoteAreaPerKgMinor: 0, oversizeCm: 120, overweightKg: 31.5, oversizeMinor: 2500, lithiumMinor: 200, includedLiabilityMinor: 52000, excessValueBp: 100 },
  freight: { remoteAreaFlatMinor: 3500, remoteAreaPerKgMinor: 10, oversizeCm: 240, overweightKg: 1000, oversizeMinor: 8000, lithiumMinor: 3000, includedLiabilityMinor: 0, excessValueBp: 30 },
  ecommerce: { remoteAreaFlatMinor: 300, remoteAreaPerKgMinor: 0, oversizeCm: 90, overweightKg: 20, oversizeMinor: 1000, lithiumMinor: 150, includedLiabilityMinor: 3000, excessValueBp: 300 },
};

const DEFAULT_MARKUP_BP: Record<CarrierKind, number> = { integrator: 6000, postal: 1800, parcel: 3200, freight: 4000, ecommerce: 2500 };

export interface ServiceSpec {
  id: string;
  name: string;
  level: ServiceLevel;
  zones: readonly Zone[];
  index?: number;
  speed?: -1 | 0 | 1;
  mode?: TransportMode;
  volumetric?: VolumetricRule;
  maxKg?: number;
  maxCm?: number;
  markupBp?: number;
  reliability?: number;
  minChargeKg?: number;
  transit?: Partial<Record<Zone, TransitDays>>;
  features?: string[];
  onlyFrom?: CountryCode[];
}

export interface CarrierSpec {
  id: string;
  name: string;
  kind: CarrierKind;
  home: string;
  currency: CurrencyCode;
  lanes: LaneRule[];
  hubs: string[];
  modes: TransportMode[];
  reliability: number;
  features: string[];
  services: ServiceSpec[];
  surcharges?: Partial<CarrierSurcharges>;
  /** Published retail markup over the negotiated tariff for all services (basis points). */
  markupBp?: number;
}

export const METRIC_5000: VolumetricRule = { system: 'metric', divisor: 5000 };
export const IMPERIAL_139: VolumetricRule = { system: 'imperial', divisor: 139 };

/** Rounds a major amount to the carrier's tariff step (5 cents, 10 yen, 100 won). */
function tariffMinor(major: number, currency: CurrencyCode): number {
  const digits = MINOR_DIGITS[currency];
  const step = currency === 'KRW' ? 100 : currency === 'JPY' ? 10 : 5;
  return Math.round((major * 10 ** digits) / step) * step;
}

function zoneTariff(level: ServiceLevel, zone: Zone, spec: ServiceSpec, currency: CurrencyCode, maxKg: number): ZoneTariff {
  const z = ZONES.indexOf(zone);
  const card = CARD_EUR[level];
  const index = spec.index ?? 1;
  const fx = CARD_FX[currency];
  const first = (card.first[z] ?? 0) * index * fx;
  const perKg = (card.perKg[z] ?? 0) * index * fx;
  const priceAt = (kg: number): number => {
    const w = Math.max(kg, spec.minChargeKg ?? 0);
    return w <= 10 ? first + perKg * (w - 0.5) : first + perKg * 9.5 + perKg * 0.85 * (w - 10);
  };
  const breaks: WeightBreak[] = BREAKS_KG.filter((kg) => kg <= maxKg).map((kg) => ({
    upToGrams: Math.round(kg * 1000),
    priceMinor: tariffMinor(priceAt(kg), currency),
  }));
  return { breaks, perKgOverMinor: tariffMinor(perKg * 0.85, currency) };
}

function transitFor(level: ServiceLevel, zone: Zone, speed: number): TransitDays {
  const [min, max] = TRANSIT_BANDS[level][ZONES.indexOf(zone)] ?? [1, 1];
  if (speed < 0) return { min, max: Math.max(min, max - 1) };
  if (speed > 0) return { min: Math.min(max, min + 1), max };
  return { min, max };
}

function defaultMode(spec: ServiceSpec): TransportMode {
  if (spec.level === 'express' || spec.level === 'overnight') return 'air';
  return spec.zones.some((z) => z === 'intercontinental' || z === 'long_haul') ? 'air' : 'road';
}

function convertCard(minorEur: number, currency: CurrencyCode): number {
  return tariffMinor((minorEur / 100) * CARD_FX[currency], currency);
}

export function buildCarrier(spec: CarrierSpec): Carrier {
  const base = SURCHARGES_EUR[spec.kind];
  const surcharges: CarrierSurcharges = {
    remoteAreaFlatMinor: convertCard(base.remoteAreaFlatMinor, spec.currency),
    remoteAreaPerKgMinor: convertCard(base.remoteAreaPerKgMinor, spec.currency),
    oversizeCm: base.oversizeCm,
    overweightKg: base.overweightKg,
    oversizeMinor: convertCard(base.oversizeMinor, spec.currency),
    lithiumMinor: convertCard(base.lithiumMinor, spec.currency),
    includedLiabilityMinor: convertCard(base.includedLiabilityMinor, spec.currency),
    excessValueBp: base.excessValueBp,
    ...spec.surcharges,
  };
  const services: CarrierService[] = spec.services.map((s) => {
    const maxWeightKg = s.maxKg ?? (spec.kind === 'freight' ? 1000 : 70);
    const tariff: Partial<Record<Zone, ZoneTariff>> = {};
    const transit: Partial<Record<Zone, TransitDays>> = {};
    for (const zone of s.zones) {
      tariff[zone] = zoneTariff(s.level, zone, s, spec.currency, maxWeightKg);
      transit[zone] = s.transit?.[zone] ?? transitFor(s.level, zone, s.speed ?? 0);
    }
    const service: CarrierService = {
      id: s.id,
      name: s.name,
      level: s.level,
      mode: s.mode ?? defaultMode(s),
      volumetric: s.volumetric ?? METRIC_5000,
      maxWeightKg,
      maxLengthCm: s.maxCm ?? (spec.kind === 'freight' ? 300 : 150),
      tariff,
      transit,
      reliability: Math.min(0.995, spec.reliability + LEVEL_RELIABILITY[s.level] + (s.reliability ?? 0)),
      retailMarkupBp: s.markupBp ?? spec.markupBp ?? DEFAULT_MARKUP_BP[spec.kind],
      features: s.features ?? [],
    };
    if (s.onlyFrom) service.onlyFrom = s.onlyFrom;
    return service;
  });
  return {
    id: spec.id,
    name: spec.name,
    kind: spec.kind,
    home: spec.home,
    tariffCurrency: spec.currency,
    lanes: spec.lanes,
    services,
    hubs: spec.hubs,
    networkModes: spec.modes,
    reliability: spec.reliability,
    surcharges,
    features: spec.features,
  };
}

// ── Lane shorthands ──────────────────────────────────────────────────────────
export const EUROPE: CountryCode[] = ['DE', 'FR', 'NL', 'BE', 'IT', 'ES', 'GB', 'SE', 'CH'];
export const ALL_LANES: LaneRule[] = [{ from: 'ALL', to: 'ALL' }];
export const fromHome = (...home: CountryCode[]): LaneRule[] => [{ from: home, to: 'ALL' }];
export const domesticOnly = (...countries: CountryCode[]): LaneRule[] => countries.map((c) => ({ from: [c], to: [c] }));

export const ALL_ZONES: readonly Zone[] = ZONES;
export const INTERNATIONAL: readonly Zone[] = ['regional', 'continental', 'intercontinental', 'long_haul'];
export const LONG: readonly Zone[] = ['intercontinental', 'long_haul'];
export const NEAR: readonly Zone[] = ['domestic', 'regional', 'continental'];
export const DOMESTIC: readonly Zone[] = ['domestic'];
