import { z } from 'zod';

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

// ── Lenient numbers: forms send '', strings or NaN; fall back to the spec's default ──
const numberOr = (fallback: number, max: number) =>
  z.preprocess((v) => {
    if (v === '' || v === null || v === undefined) return fallback;
    const n = typeof v === 'string' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback;
  }, z.number().positive().max(max, `must be at most ${max}`));

const requiredNumber = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: 'is required' }).positive('must be greater than 0').max(max, `must be at most ${max}`),
  );

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

// ── POST /api/quotes (landing-page instant quote) ────────────────────────────
export const InstantQuoteRequestSchema = z.object({
  fromLocation: text(120),
  toLocation: text(120),
  weight: numberOr(1, 1000),
  category: z.enum(QUOTE_CATEGORIES).catch('Other').default('Other'),
  urgency: z.enum(QUOTE_URGENCIES).default('standard'),
  declaredValue: numberOr(100, 1_000_000),
  dimensions: z
    .object({ length: numberOr(30, 300), width: numberOr(20, 300), height: numberOr(15, 300) })
    .default({ length: 30, width: 20, height: 15 }),
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
  quotedAt: string;
}

// ── POST /api/shipping/calculate (calculator page) ───────────────────────────
const PlaceSchema = z.object({
  country: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(CALCULATOR_COUNTRIES, { error: 'is required (one of CN US DE GB FR NL BE IT ES JP)' })),
  city: z.string().trim().max(100).default(''),
  postalCode: z.string().trim().max(20).default(''),
});

export const CalculateShippingRequestSchema = z.object({
  origin: PlaceSchema,
  destination: PlaceSchema,
  package: z.object({
    weight: requiredNumber(1000),
    dimensions: z
      .object({ length: numberOr(10, 300), width: numberOr(10, 300), height: numberOr(10, 300) })
      .default({ length: 10, width: 10, height: 10 }),
    value: numberOr(100, 1_000_000),
    category: z.enum(CALCULATOR_CATEGORIES).catch('general').default('general'),
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
  package: z
    .object({
      weight: numberOr(1, 1000),
      dimensions: z
        .object({ length: numberOr(10, 300), width: numberOr(10, 300), height: numberOr(10, 300) })
        .default({ length: 10, width: 10, height: 10 }),
      value: numberOr(100, 1_000_000),
      category: z.string().trim().max(100).default('general'),
    })
    .default({ weight: 1, dimensions: { length: 10, width: 10, height: 10 }, value: 100, category: 'general' }),
  preferences: z
    .object({
      priority: z.enum(SHIPPING_PRIORITIES).catch('cost').default('cost'),
      maxDays: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number().int().positive().max(90).optional()),
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
}

export interface RealRatesResponse {
  rates: RealRate[];
  sources: { live: string[]; sandbox: boolean };
  quotedAt: string;
}

// ── POST /api/ai/optimize-route (AI shipping page) ───────────────────────────
export const OptimizeRouteRequestSchema = z.object({
  origin: text(160),
  destination: text(160),
  itemData: z.record(z.string(), z.unknown()).nullable().optional(),
  preferences: z
    .object({
      priority: z.enum(SHIPPING_PRIORITIES).catch('cost').default('cost'),
      maxDays: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number().int().positive().max(90).optional()),
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
