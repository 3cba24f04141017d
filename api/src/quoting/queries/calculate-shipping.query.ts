import { SAVINGS_DEFINITION, type CalculateShippingResponse, type CalculatorQuote, type QuoteCurrency, type RecommendationLabel, type ServiceLevel } from '@waypost/contracts';
import type { CountryCode, FxTable } from '../../catalogue/queries/catalogue';
import { toMajor, toMinor } from '../../catalogue/queries/money';
import { parcelFrom, quoteId, quoteLane, type ServiceQuote } from '../domain/rate-engine';
import { recommend } from '../domain/recommendations';
import { zoneBetween } from '../../catalogue/queries/zones';
import type { QuoteRestrictions } from './quote-restrictions';
import { quoteContext, quoteExchangeRates, rateTablesUsed } from './quote-context';

// ── POST /api/shipping/calculate: every carrier service of the chosen level on the lane ──

export interface CalculateShippingInput {
  origin: { country: CountryCode; city: string; postalCode: string };
  destination: { country: CountryCode; city: string; postalCode: string };
  package: { weight: number; dimensions: { length: number; width: number; height: number }; value: number; category: string };
  preferences: { serviceLevel: ServiceLevel; currency: QuoteCurrency };
}

export const transitText = (t: { min: number; max: number }): string => (t.min === t.max ? `${t.max} business day${t.max === 1 ? '' : 's'}` : `${t.min}-${t.max} business days`);

export function toCalculatorQuote(q: ServiceQuote, labels: RecommendationLabel[]): CalculatorQuote {
  const quote: CalculatorQuote = {
    id: quoteId(q),
    carrierId: q.carrier.id,
    carrierName: q.carrier.name,
    serviceName: q.service.name,
    price: toMajor(q.totalMinor, q.currency),
    currency: q.currency,
    serviceLevel: q.service.level,
    transitTime: transitText(q.transit),
    estimatedDays: q.transit.max,
    confidence: q.reliability,
    features: [...q.service.features, ...q.carrier.features],
    savings: q.savingsPercent,
    retailPrice: toMajor(q.retailTotalMinor, q.currency),
    billableWeightKg: q.billableGrams / 1000,
    zone: q.zone,
    chargeLines: q.lines.map((l) => ({ kind: l.kind, code: l.code, label: l.label, amount: toMajor(l.amountMinor, q.currency), amountMinor: l.amountMinor })),
    priceMinor: q.totalMinor,
    source: 'sandbox',
  };
  if (labels[0]) quote.recommendedFor = labels[0];
  if (labels.length > 0) quote.recommendations = labels;
  return quote;
}

export function calculateShipping(input: CalculateShippingInput, now: Date, restrictions?: QuoteRestrictions, fx?: FxTable): CalculateShippingResponse {
  const ctx = quoteContext(now, input.preferences.currency, restrictions, fx);
  const lane = {
    origin: input.origin.country,
    destination: input.destination.country,
    originPostalCode: input.origin.postalCode,
    destinationPostalCode: input.destination.postalCode,
  };
  const parcel = parcelFrom({
    weightKg: input.package.weight,
    lengthCm: input.package.dimensions.length,
    widthCm: input.package.dimensions.width,
    heightCm: input.package.dimensions.height,
    valueMinor: toMinor(input.package.value, input.preferences.currency),
    category: input.package.category,
  });
  const quotes = quoteLane(lane, parcel, ctx, { levels: [input.preferences.serviceLevel] });
  const winners = recommend(quotes);
  const labelsOf = (id: string): RecommendationLabel[] =>
    (Object.entries(winners) as [RecommendationLabel, string][]).filter(([, winner]) => winner === id).map(([label]) => label);
  return {
    quotes: quotes.map((q) => toCalculatorQuote(q, labelsOf(quoteId(q)))),
    currency: input.preferences.currency,
    zone: zoneBetween(lane.origin, lane.destination),
    recommendations: winners,
    savingsDefinition: SAVINGS_DEFINITION,
    rateTables: rateTablesUsed(ctx),
    exchangeRates: quoteExchangeRates(ctx),
    quotedAt: now.toISOString(),
  };
}
