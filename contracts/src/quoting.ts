import { z } from 'zod';
import type { ExchangeRatesUsed } from './exchange-rates';
import { ISO_COUNTRY_CODES } from './iso-countries';

// ── Quoting: instant quote, calculator, real rates, route optimisation (spec sections 3, 5, 7, 8, 9) ──

export const QUOTE_CATEGORIES = ['Electronics', 'Clothing', 'Books', 'Home & Garden', 'Sports', 'Other'] as const;
export const QUOTE_URGENCIES = ['standard', 'express', 'overnight'] as const;
export const CALCULATOR_COUNTRIES = ['CN', 'US', 'DE', 'GB', 'FR', 'NL', 'BE', 'IT', 'ES', 'JP'] as const;
export const CALCULATOR_CATEGORIES = ['electronics', 'clothing', 'books', 'toys', 'home', 'beauty', 'general'] as const;
export const SERVICE_LEVELS = ['economy', 'standard', 'express', 'overnight'] as const;
export const RECOMMENDATION_LABELS = ['Best Price', 'Fastest', 'Most Reliable'] as const;
export const SHIPPING_PRIORITIES = ['cost', 'speed', 'reliability'] as const;
export const QUOTE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY', 'JPY', 'CAD', 'AUD', 'CHF', 'SEK', 'KRW'] as const;
/** Calculator features shown per quote before '+N more' (spec section 9). */
export const CALCULATOR_FEATURES_SHOWN = 3;

export type ServiceLevel = (typeof SERVICE_LEVELS)[number];
export type RecommendationLabel = (typeof RECOMMENDATION_LABELS)[number];
export type ShippingPriority = (typeof SHIPPING_PRIORITIES)[number];
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];

export const QUOTING_MESSAGES = {
  calculatorMissing: { title: 'Missing Information', description: 'Please fill in origin, destination, and package weight.' },
  calculatorFailed: { title: 'Calculation Failed', description: 'Failed to calculate shipping quotes. Please check your inputs.' },
  ratesFailed: { title: 'Carrier Integration Required', description: 'Real shipping rates require carrier API credentials' },
  ratesRetrieved: { title: 'Real Rates Retrieved' },
  analysisRequired: { title: 'Item Analysis Required', description: 'Please upload and analyze an item image first' },
  routeFailed: { title: 'Optimization Failed', description: 'Failed to optimize shipping route' },
  /** Pending label of the rates button (spec section 4). */
  gettingRates: 'Getting Rates...',
} as const;

/** What `savings` means, returned with every calculator answer. */
export const SAVINGS_DEFINITION =
  "savings = percent below the carrier's published retail (walk-in) price for the same parcel, lane, service and date: " +
  '(retailPrice - price) / retailPrice * 100, rounded to one decimal.';

// ── Numbers: a finite JSON number in range, never coerced ('abc', true, null, '', [] and 1e309 are refused) ──
// The spec's defaults (weight 1, value 100, dimensions 30x20x15 or 10) are the web form's: it sends them.
export const MIN_WEIGHT_KG = 0.001;
const number = (min: number, max: number, minMessage = `must be at least ${min}`) =>
  z.number({ error: 'must be a number' }).min(min, minMessage).max(max, `must be at most ${max}`);
const weightKg = (max: number) => number(MIN_WEIGHT_KG, max, `must be at least ${MIN_WEIGHT_KG} kg`);
const lengthCm = (max: number) => number(0.1, max, 'must be at least 0.1 cm');
const amount = (max: number) => number(0, max, 'must not be negative');
/** An optional whole number of days: absent means no limit (the web form leaves an empty field out). */
const maxDays = z.number({ error: 'must be a whole number of days' }).int('must be a whole number of days').positive('must be at least 1').max(90, 'must be at most 90').optional();

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

// ── POST /api/quotes (landing-page instant quote) ────────────────────────────
export const InstantQuoteRequestSchema = z.object({
  fromLocation: text(120),
  toLocation: text(120),
  weight: weightKg(1000),
  category: z.enum(QUOTE_CATEGORIES).default('Other'),
  urgency: z.enum(QUOTE_URGENCIES).default('standard'),
  declaredValue: amount(1_000_000),
  dimensions: z.object({ length: lengthCm(300), width: lengthCm(300), height: lengthCm(300) }),
});
export type InstantQuoteRequest = z.input<typeof InstantQuoteRequestSchema>;

export interface ResolvedLocation {
  input: string;
  city: string;
  country: string; // ISO 3166-1 alpha-2
  countryName: string;
  resolvedBy: 'country' | 'city' | 'default';
}

export interface InstantQuoteCarrier {
  name: string;
  service: string;
  serviceLevel: ServiceLevel;
  rating: number; // 0-5, from the service's on-time reliability
  estimatedDays: number;
  transitTime: string;
  features: string[];
  price: number; // major units of `currency`
  currency: QuoteCurrency;
}

export interface InstantQuoteResponse {
  carriers: InstantQuoteCarrier[];
  origin: ResolvedLocation;
  destination: ResolvedLocation;
  currency: QuoteCurrency;
  totalOptions: number;
  assumptions: string[];
  /** the ECB snapshot the quotes converted with, and a warning when it is stale (issue 26) */
  exchangeRates?: ExchangeRatesUsed;
  quotedAt: string;
}

// ── POST /api/shipping/calculate (calculator page) ───────────────────────────
const PlaceSchema = z.object({
  // the dropdown offers CALCULATOR_COUNTRIES; the API quotes any ISO 3166-1 alpha-2 code (issue 24 item 6)
  country: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(ISO_COUNTRY_CODES, { error: 'is required (one of CN US DE GB FR NL BE IT ES JP, or any other ISO 3166-1 alpha-2 code)' }),
  ),
  city: z.string().trim().max(100).default(''),
  postalCode: z.string().trim().max(20).default(''),
});

export const CalculateShippingRequestSchema = z.object({
  origin: PlaceSchema,
  destination: PlaceSchema,
  package: z.object({
    weight: weightKg(1000),
    dimensions: z.object({ length: lengthCm(300), width: lengthCm(300), height: lengthCm(300) }),
    value: amount(1_000_000),
    category: z.enum(CALCULATOR_CATEGORIES).default('general'),
  }),
  preferences: z
    .object({
      serviceLevel: z.enum(SERVICE_LEVELS).default('standard'),
      currency: z.enum(QUOTE_CURRENCIES).default('USD'),
    })
    .default({ serviceLevel: 'standard', currency: 'USD' }),
});
export type CalculateShippingRequest = z.input<typeof CalculateShippingRequestSchema>;

export interface ChargeLine {
  kind: 'base' | 'fuel' | 'surcharge' | 'tax';
  code: string;
  label: string;
  amount: number; // major units of the quote currency
  amountMinor: number; // integer minor units; the lines sum exactly to priceMinor
}

export interface CalculatorQuote {
  id: string;
  carrierId: string;
  carrierName: string;
  serviceName: string;
  price: number;
  currency: QuoteCurrency;
  serviceLevel: ServiceLevel;
  transitTime: string;
  estimatedDays: number;
  confidence: number; // 0-1 on-time reliability on this lane
  features: string[];
  savings: number; // percent below retailPrice
  retailPrice: number;
  /** The first of `recommendations` (a quote can win more than one label). */
  recommendedFor?: RecommendationLabel;
  recommendations?: RecommendationLabel[];
  billableWeightKg: number;
  zone: string;
  chargeLines: ChargeLine[];
  priceMinor: number;
  source: 'sandbox';
}

export interface CalculateShippingResponse {
  quotes: CalculatorQuote[];
  currency: QuoteCurrency;
  zone: string;
  /** Quote id that won each label; every label goes to exactly one quote. */
  recommendations: Partial<Record<RecommendationLabel, string>>;
  savingsDefinition: string;
  rateTables: { fuelSurchargeEffective: string; fxReferenceDate: string; fxSource: string };
  /** the ECB snapshot the quotes converted with, and a warning when it is stale (issue 26) */
  exchangeRates?: ExchangeRatesUsed;
  quotedAt: string;
}

// ── POST /api/shipping/real-rates (AI shipping page) ─────────────────────────
const RatesPlaceSchema = z.object({
  address: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  country: text(60),
  postalCode: z.string().trim().max(20).default(''),
});

export const RealRatesRequestSchema = z.object({
  origin: RatesPlaceSchema,
  destination: RatesPlaceSchema,
  package: z.object({
    weight: weightKg(1000),
    dimensions: z.object({ length: lengthCm(300), width: lengthCm(300), height: lengthCm(300) }),
    value: amount(1_000_000),
    category: z.string().trim().max(100).default('general'),
  }),
  preferences: z
    .object({
      priority: z.enum(SHIPPING_PRIORITIES).default('cost'),
      maxDays,
    })
    .default({ priority: 'cost' }),
});
export type RealRatesRequest = z.input<typeof RealRatesRequestSchema>;

export interface RealRate {
  carrierName: string;
  serviceName: string;
  serviceLevel: ServiceLevel;
  estimatedDays: number;
  price: number;
  currency: QuoteCurrency;
  confidence: number;
  source: 'sandbox' | 'live';
  /** Issue 27: the provider account that answered a live rate; absent on sandbox rates. */
  provider?: RealRateProvider;
}

/** Who answered a live rate (issue 27): the provider, which of its accounts, and its test or live environment. */
export interface RealRateProvider {
  /** karrio, easypost, shippo, dhl-direct, ups-direct, fedex-direct. */
  id: string;
  /** Shown to people: 'EasyPost', 'DHL Express (MyDHL API)'. */
  name: string;
  /** 'default': the account configured from the environment; else the name an admin gave it. */
  account: string;
  mode: 'test' | 'live';
}

export interface RealRatesResponse {
  rates: RealRate[];
  /** `live`: the keys of the provider accounts whose rates are in the answer ('dhl-direct', 'easypost.acme'). */
  sources: { live: string[]; sandbox: boolean };
  /** the ECB snapshot the sandbox quotes converted with, and a warning when it is stale (issue 26) */
  exchangeRates?: ExchangeRatesUsed;
  quotedAt: string;
}

// ── POST /api/ai/optimize-route (AI shipping page) ───────────────────────────
/** Sizes in cm: the plain names or an item analysis's estimated* names. */
const ItemDimensionsSchema = z
  .object({
    length: lengthCm(300).optional(),
    width: lengthCm(300).optional(),
    height: lengthCm(300).optional(),
    estimatedLength: lengthCm(300).optional(),
    estimatedWidth: lengthCm(300).optional(),
    estimatedHeight: lengthCm(300).optional(),
  })
  .loose();
/**
 * What the route planner reads of an item: an item analysis as the AI shipping page sends it (weight.estimatedKg,
 * dimensions.estimated*), or plain weight and dimensions. Other fields of the analysis pass through unread; the
 * figures it reads are numbers in range or a 400, never coerced.
 */
export const ItemDataSchema = z
  .object({
    weight: z.union([weightKg(1000), z.object({ estimatedKg: weightKg(1000).optional() }).loose()]).optional(),
    estimatedWeight: weightKg(1000).optional(),
    dimensions: ItemDimensionsSchema.optional(),
    estimatedDimensions: ItemDimensionsSchema.optional(),
  })
  .loose();
export type ItemData = z.output<typeof ItemDataSchema>;

export const OptimizeRouteRequestSchema = z.object({
  origin: text(160),
  destination: text(160),
  itemData: ItemDataSchema.nullable().optional(),
  preferences: z
    .object({
      priority: z.enum(SHIPPING_PRIORITIES).default('cost'),
      maxDays,
    })
    .default({ priority: 'cost' }),
});
export type OptimizeRouteRequest = z.input<typeof OptimizeRouteRequestSchema>;

export interface RouteLeg {
  from: string;
  to: string;
  mode: 'air' | 'sea' | 'road';
  carrier: string;
  distanceKm: number;
  hours: number;
  cost: number;
}

export interface OptimizedRoute {
  id: string;
  carriers: string[];
  estimatedDays: number;
  totalCost: number;
  currency: 'USD';
  reliability: number;
  co2Kg: number;
  legs: RouteLeg[];
  recommended: boolean;
}

export interface OptimizeRouteResponse {
  routes: OptimizedRoute[];
  origin: ResolvedLocation;
  destination: ResolvedLocation;
  chargeableWeightKg: number;
  search: { algorithm: string; labelsExplored: number; paretoFront: number };
  assumptions: string[];
}
