// ── Carrier catalogue types (pure data; shared by quoting and the sandbox carrier network) ──

import { ISO_COUNTRY_CODES } from '@waypost/contracts';

/** Every officially assigned ISO 3166-1 alpha-2 code (249), from contracts (the APIs accept them all). */
export { ISO_COUNTRY_CODES };
export type CountryCode = (typeof ISO_COUNTRY_CODES)[number];

/** The spec's 15 countries (compliance list = calculator 10 + CA AU SE CH KR), with hand-curated data. */
export const COUNTRY_CODES = ['CN', 'US', 'DE', 'GB', 'FR', 'NL', 'BE', 'IT', 'ES', 'JP', 'CA', 'AU', 'SE', 'CH', 'KR'] as const satisfies readonly CountryCode[];
export type CuratedCountryCode = (typeof COUNTRY_CODES)[number];

export const CURRENCY_CODES = ['EUR', 'USD', 'GBP', 'CNY', 'JPY', 'CAD', 'AUD', 'CHF', 'SEK', 'KRW'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const SERVICE_LEVELS = ['economy', 'standard', 'express', 'overnight'] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number];

/** Distance zones, nearest first; a tariff never gets cheaper further down this list. */
export const ZONES = ['domestic', 'regional', 'continental', 'intercontinental', 'long_haul'] as const;
export type Zone = (typeof ZONES)[number];

export type TransportMode = 'air' | 'sea' | 'road';
export type CarrierKind = 'integrator' | 'postal' | 'parcel' | 'freight' | 'ecommerce';

export const CONTINENTS = ['europe', 'americas', 'asia_pacific', 'middle_east', 'africa', 'antarctica'] as const;
export type Continent = (typeof CONTINENTS)[number];

export interface Country {
  code: CountryCode;
  name: string;
  aliases: string[];
  /** ISO 4217 code of the local currency (quotes are priced in one of CURRENCY_CODES). */
  currency: string;
  /**
   * Trade block used for the 'regional' zone (EU single market, USMCA, North-East Asia, GCC, ASEAN, ...); a
   * country in no such block uses its UN sub-region ('sub:Eastern Africa').
   */
  block: string;
  /** Continent used for the 'continental' zone. */
  continent: Continent;
  /** Road-connected landmass for road legs of the hub graph. */
  landmass: string;
  /** Main gateway used to measure distances between countries. */
  gateway: { city: string; lat: number; lon: number };
  /** Standard VAT/GST on domestic transport, basis points (international transport is zero-rated). */
  domesticTransportTaxBp: number;
  taxName: string;
  /** Postal-code prefixes of remote/extended delivery areas (islands, highlands, overseas). */
  remotePostalPrefixes: string[];
}

export interface City {
  name: string;
  country: CountryCode;
  lat: number;
  lon: number;
  aliases?: string[];
}

export interface Hub {
  id: string; // IATA or UN/LOCODE-like code
  city: string;
  country: CountryCode;
  lat: number;
  lon: number;
  modes: TransportMode[];
}

export interface TransitDays {
  min: number;
  max: number;
}

/** Price of a parcel up to `upToGrams`, in minor units of the tariff currency. */
export interface WeightBreak {
  upToGrams: number;
  priceMinor: number;
}

export interface ZoneTariff {
  breaks: WeightBreak[];
  /** Beyond the last break: price per started kilogram. */
  perKgOverMinor: number;
}

export type VolumetricRule = { system: 'metric'; divisor: number } | { system: 'imperial'; divisor: number };

export interface CarrierService {
  id: string;
  name: string;
  level: ServiceLevel;
  mode: TransportMode;
  volumetric: VolumetricRule;
  maxWeightKg: number;
  maxLengthCm: number;
  /** The zones the service sells; a lane in another zone gets no quote from it. */
  tariff: Partial<Record<Zone, ZoneTariff>>;
  transit: Partial<Record<Zone, TransitDays>>;
  /** On-time rate of the service before the lane's zone penalty (sandbox estimate). */
  reliability: number;
  /** Published retail (walk-in) price = tariff x (1 + markup); basis points. */
  retailMarkupBp: number;
  features: string[];
  /** Restricts the service to these origin countries (e.g. a US-only ground product). */
  onlyFrom?: CountryCode[];
}

export interface LaneRule {
  from: CountryCode[] | 'ALL';
  to: CountryCode[] | 'ALL';
}

export interface CarrierSurcharges {
  /** Remote area delivery or pickup: flat plus per kg, minor units of the tariff currency. */
  remoteAreaFlatMinor: number;
  remoteAreaPerKgMinor: number;
  /** Longest side over `oversizeCm` or actual weight over `overweightKg`. */
  oversizeCm: number;
  overweightKg: number;
  oversizeMinor: number;
  /** Lithium batteries (electronics) on air services. */
  lithiumMinor: number;
  /** Declared value included without charge, and the fee above it in basis points of the excess. */
  includedLiabilityMinor: number;
  excessValueBp: number;
}

export interface Carrier {
  id: string;
  name: string;
  kind: CarrierKind;
  /** ISO code of the headquarters country (not necessarily one of the served countries). */
  home: string;
  tariffCurrency: CurrencyCode;
  lanes: LaneRule[];
  services: CarrierService[];
  hubs: string[];
  networkModes: TransportMode[];
  /** Network-wide on-time rate (sandbox estimate); services adjust it by level. */
  reliability: number;
  surcharges: CarrierSurcharges;
  features: string[];
}

export interface DatedPercent {
  effectiveFrom: string; // YYYY-MM-DD
  bp: number;
}

export interface FuelSurchargeTable {
  source: string;
  /** Per carrier id; carriers not listed charge no fuel surcharge (most postal operators). */
  byCarrier: Record<string, DatedPercent[]>;
}

export interface FxReferenceRates {
  date: string; // YYYY-MM-DD
  /** where this snapshot's figures come from: the publisher, the date and the file */
  source: string;
  /** 1 EUR = rate units of the currency, scaled by 1e6 (ECB publishes 4-5 significant decimals). */
  perEurMicro: Record<CurrencyCode, number>;
}

export interface FxTable {
  source: string;
  base: 'EUR';
  snapshots: FxReferenceRates[];
}
