import type { InstantQuoteResponse, ResolvedLocation, ServiceLevel } from '@waypost/contracts';
import type { FxTable } from '../../catalogue/queries/catalogue';
import { toMajor, toMinor } from '../../catalogue/queries/money';
import { resolvePlace, type ResolvedPlace } from '../../catalogue/queries/places';
import { parcelFrom, quoteLane } from '../domain/rate-engine';
import type { QuoteRestrictions } from './quote-restrictions';
import { quoteContext, quoteExchangeRates } from './quote-context';
import { transitText } from './calculate-shipping.query';

// ── POST /api/quotes: the landing page's instant quote from free-text places ──

export interface InstantQuoteInput {
  fromLocation: string;
  toLocation: string;
  weight: number;
  category: string;
  urgency: 'standard' | 'express' | 'overnight';
  declaredValue: number;
  dimensions: { length: number; width: number; height: number };
}

export class UnservedPlaceError extends Error {}

/** Landing categories to the rate engine's handling categories. */
const CATEGORY = new Map(
  Object.entries({
    Electronics: 'electronics',
    Clothing: 'clothing',
    Books: 'books',
    'Home & Garden': 'home',
    Sports: 'general',
    Other: 'general',
  }),
);

/** If nobody sells the asked level on the lane, the next faster or slower level that has quotes. */
const FALLBACK: Record<InstantQuoteInput['urgency'], ServiceLevel[]> = {
  overnight: ['overnight', 'express', 'standard'],
  express: ['express', 'overnight', 'standard'],
  standard: ['standard', 'economy', 'express'],
};

export const MAX_INSTANT_QUOTES = 8;

const located = (p: ResolvedPlace): ResolvedLocation => ({ input: p.input, city: p.city, country: p.country, countryName: p.countryName, resolvedBy: p.resolvedBy });

export function instantQuote(input: InstantQuoteInput, now: Date, restrictions?: QuoteRestrictions, fx?: FxTable): InstantQuoteResponse {
  const assumptions: string[] = [];
  const from = resolvePlace(input.fromLocation);
  if (!from.ok) throw new UnservedPlaceError(`fromLocation: ${from.reason}`);
  const to = resolvePlace(input.toLocation);
  if (!to.ok) throw new UnservedPlaceError(`toLocation: ${to.reason}`);
  if (from.note) assumptions.push(`Origin: ${from.note}`);
  if (to.note) assumptions.push(`Destination: ${to.note}`);

  const ctx = quoteContext(now, 'USD', restrictions, fx);
  const parcel = parcelFrom({
    weightKg: input.weight,
    lengthCm: input.dimensions.length,
    widthCm: input.dimensions.width,
    heightCm: input.dimensions.height,
    valueMinor: toMinor(input.declaredValue, 'USD'),
    category: CATEGORY.get(input.category) ?? 'general',
  });
  const lane = { origin: from.place.country, destination: to.place.country };
  let quotes = quoteLane(lane, parcel, ctx, { levels: [input.urgency] });
  for (const level of FALLBACK[input.urgency].slice(1)) {
    if (quotes.length > 0) break;
    quotes = quoteLane(lane, parcel, ctx, { levels: [level] });
    if (quotes.length > 0) assumptions.push(`No ${input.urgency} service on this lane; showing ${level} services instead.`);
  }
  return {
    carriers: quotes.slice(0, MAX_INSTANT_QUOTES).map((q) => ({
      name: q.carrier.name,
      service: q.service.name,
      serviceLevel: q.service.level,
      rating: Math.round(q.reliability * 50) / 10,
      estimatedDays: q.transit.max,
      transitTime: transitText(q.transit),
      features: [...q.service.features, ...q.carrier.features],
      price: toMajor(q.totalMinor, 'USD'),
      currency: 'USD',
    })),
    origin: located(from.place),
    destination: located(to.place),
    currency: 'USD',
    totalOptions: quotes.length,
    assumptions,
    exchangeRates: quoteExchangeRates(ctx),
    quotedAt: now.toISOString(),
  };
}
