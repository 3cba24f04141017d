import type { RealRate, RealRatesResponse, ShippingPriority } from '@waypost/contracts';
import { convert, fxSnapshotOn, toMajor, toMinor } from '../../catalogue/queries/money';
import { findCity, findCountry } from '../../catalogue/queries/places';
import { parcelFrom, quoteLane, type ServiceQuote } from '../domain/rate-engine';
import type { CountryCode, FxTable } from '../../catalogue/queries/catalogue';
import type { QuoteRestrictions } from './quote-restrictions';
import { quoteContext, quoteExchangeRates } from './quote-context';
import { catalogueCarrierOf, liveRate, liveRateRequest, type LiveRates, type RealRatesInput } from './live-rates';

// ── POST /api/shipping/real-rates: the real providers' rates where accounts are configured, the sandbox catalogue otherwise ──

export type { LiveRates, RealRatesInput };

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

/** The named country; the city table only when no country was given. */
const countryOf = (p: { city: string; country: string }): CountryCode | undefined => (p.country.trim() ? findCountry(p.country) : findCity(p.city)?.country);

/** `usd`: a rate's price on one scale (a provider may answer in another currency than the sandbox's USD). */
export function rankRates(rates: RealRate[], priority: ShippingPriority, usd: (r: RealRate) => number = (r) => r.price): RealRate[] {
  // two provider accounts may sell the same service: the provider and account break that tie
  const name = (r: RealRate) => `${r.carrierName}${r.serviceName}\u0000${r.provider?.id ?? ''}\u0000${r.provider?.account ?? ''}`;
  const tie = (a: RealRate, b: RealRate): number => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);
  const price = (a: RealRate, b: RealRate) => usd(a) - usd(b);
  const cmp: Record<ShippingPriority, (a: RealRate, b: RealRate) => number> = {
    cost: (a, b) => price(a, b) || a.estimatedDays - b.estimatedDays || tie(a, b),
    speed: (a, b) => a.estimatedDays - b.estimatedDays || price(a, b) || tie(a, b),
    reliability: (a, b) => b.confidence - a.confidence || price(a, b) || tie(a, b),
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

/**
 * `live`: the real providers (absent in test mode: a test key quotes the sandbox only). A provider that answers puts
 * its rates in and takes out the sandbox rates of the carriers it quoted; one that fails or times out leaves the
 * sandbox to answer for them.
 */
export async function realRates(input: RealRatesInput, now: Date, live: LiveRates | undefined, restrictions?: QuoteRestrictions, fx?: FxTable): Promise<RealRatesResponse> {
  const origin = countryOf(input.origin);
  if (!origin) throw new CarrierIntegrationRequiredError('origin.country', `'${input.origin.country}' is not a country any configured or sandbox carrier serves`);
  const destination = countryOf(input.destination);
  if (!destination) throw new CarrierIntegrationRequiredError('destination.country', `'${input.destination.country}' is not a country any configured or sandbox carrier serves`);

  const liveRates: RealRate[] = [];
  const answered = new Set<string>(); // provider account keys
  const quoted = new Set<string>(); // catalogue carriers a provider quoted
  if (live) {
    const { options } = await live(liveRateRequest(input, origin, destination, now));
    for (const option of options) {
      const rate = liveRate(option);
      if (!rate) continue;
      liveRates.push(rate);
      answered.add(option.carrierId);
      const carrier = catalogueCarrierOf(rate.carrierName);
      if (carrier) quoted.add(carrier);
    }
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
    .filter((q) => !quoted.has(q.carrier.id))
    .map(sandboxRate);
  const maxDays = input.preferences.maxDays;
  const snapshot = fxSnapshotOn(ctx.tables.fx, ctx.date);
  const usd = (r: RealRate) => (r.currency === 'USD' ? r.price : toMajor(convert(toMinor(r.price, r.currency), r.currency, 'USD', snapshot), 'USD'));
  const rates = rankRates([...liveRates, ...sandbox], input.preferences.priority, usd).filter((r) => maxDays === undefined || r.estimatedDays <= maxDays);
  if (rates.length === 0) {
    throw new CarrierIntegrationRequiredError(
      maxDays === undefined ? 'destination.country' : 'preferences.maxDays',
      maxDays === undefined ? `No carrier serves ${origin} to ${destination}` : `No carrier delivers ${origin} to ${destination} within ${maxDays} days`,
    );
  }
  return {
    rates: rates.slice(0, MAX_RATES),
    sources: { live: [...answered].sort(), sandbox: sandbox.length > 0 },
    exchangeRates: quoteExchangeRates(ctx),
    quotedAt: now.toISOString(),
  };
}
