import type { RealRate, RealRatesResponse, ShippingPriority } from '@waypost/contracts';
import { toMajor, toMinor } from '../../catalogue/queries/money';
import { findCity, findCountry } from '../../catalogue/queries/places';
import { parcelFrom, quoteLane, type ServiceQuote } from '../domain/rate-engine';
import type { CountryCode, FxTable } from '../../catalogue/queries/catalogue';
import type { LiveRateProvider } from '../live-rates/live-rate-providers';
import type { QuoteRestrictions } from './quote-restrictions';
import { businessDate, quoteContext, quoteExchangeRates } from './quote-context';

// ── POST /api/shipping/real-rates: live carrier APIs where configured, the sandbox catalogue otherwise ──

export interface RealRatesInput {
  origin: { address: string; city: string; country: string; postalCode: string };
  destination: { address: string; city: string; country: string; postalCode: string };
  package: { weight: number; dimensions: { length: number; width: number; height: number }; value: number; category: string };
  preferences: { priority: ShippingPriority; maxDays?: number };
}

/** Neither a live carrier nor the sandbox can answer (unknown country, no carrier on the lane, nothing within maxDays). */
export class CarrierIntegrationRequiredError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export const MAX_RATES = 12;
const LIVE_TIMEOUT_MS = 8000;

/** The named country; the city table only when no country was given. */
const countryOf = (p: { city: string; country: string }): CountryCode | undefined => (p.country.trim() ? findCountry(p.country) : findCity(p.city)?.country);

export function rankRates(rates: RealRate[], priority: ShippingPriority): RealRate[] {
  const tie = (a: RealRate, b: RealRate): number => (a.carrierName + a.serviceName < b.carrierName + b.serviceName ? -1 : 1);
  const cmp: Record<ShippingPriority, (a: RealRate, b: RealRate) => number> = {
    cost: (a, b) => a.price - b.price || a.estimatedDays - b.estimatedDays || tie(a, b),
    speed: (a, b) => a.estimatedDays - b.estimatedDays || a.price - b.price || tie(a, b),
    reliability: (a, b) => b.confidence - a.confidence || a.price - b.price || tie(a, b),
  };
  return [...rates].sort(cmp[priority]);
}

const sandboxRate = (q: ServiceQuote): RealRate => ({
  carrierName: q.carrier.name,
  serviceName: q.service.name,
  serviceLevel: q.service.level,
  estimatedDays: q.transit.max,
  price: toMajor(q.totalMinor, q.currency),
  currency: 'USD',
  confidence: q.reliability,
  source: 'sandbox',
});

export async function realRates(
  input: RealRatesInput,
  now: Date,
  providers: readonly LiveRateProvider[],
  restrictions?: QuoteRestrictions,
  fx?: FxTable,
): Promise<RealRatesResponse> {
  const origin = countryOf(input.origin);
  if (!origin) throw new CarrierIntegrationRequiredError('origin.country', `'${input.origin.country}' is not a country any configured or sandbox carrier serves`);
  const destination = countryOf(input.destination);
  if (!destination) throw new CarrierIntegrationRequiredError('destination.country', `'${input.destination.country}' is not a country any configured or sandbox carrier serves`);

  const live: RealRate[] = [];
  const answered: string[] = [];
  if (providers.length > 0) {
    const signal = AbortSignal.timeout(LIVE_TIMEOUT_MS);
    const request = {
      origin: { country: origin, city: input.origin.city, postalCode: input.origin.postalCode },
      destination: { country: destination, city: input.destination.city, postalCode: input.destination.postalCode },
      weightKg: input.package.weight,
      dimensionsCm: input.package.dimensions,
      valueUsd: input.package.value,
      shipDate: businessDate(now),
    };
    const results = await Promise.allSettled(providers.map((p) => p.rates(request, signal)));
    results.forEach((r, i) => {
      if (r.status === 'fulfilled' && r.value.length > 0) {
        live.push(...r.value);
        answered.push(providers[i]!.carrierId);
      }
    });
  }

  const ctx = quoteContext(now, 'USD', restrictions, fx);
  const parcel = parcelFrom({
    weightKg: input.package.weight,
    lengthCm: input.package.dimensions.length,
    widthCm: input.package.dimensions.width,
    heightCm: input.package.dimensions.height,
    valueMinor: toMinor(input.package.value, 'USD'),
    category: input.package.category,
  });
  const lane = { origin, destination, originPostalCode: input.origin.postalCode, destinationPostalCode: input.destination.postalCode };
  const sandbox = quoteLane(lane, parcel, ctx)
    .filter((q) => !answered.includes(q.carrier.id))
    .map(sandboxRate);
  const maxDays = input.preferences.maxDays;
  const rates = rankRates([...live, ...sandbox], input.preferences.priority).filter((r) => maxDays === undefined || r.estimatedDays <= maxDays);
  if (rates.length === 0) {
    throw new CarrierIntegrationRequiredError(
      maxDays === undefined ? 'destination.country' : 'preferences.maxDays',
      maxDays === undefined ? `No carrier serves ${origin} to ${destination}` : `No carrier delivers ${origin} to ${destination} within ${maxDays} days`,
    );
  }
  return { rates: rates.slice(0, MAX_RATES), sources: { live: answered, sandbox: sandbox.length > 0 }, exchangeRates: quoteExchangeRates(ctx), quotedAt: now.toISOString() };
}
