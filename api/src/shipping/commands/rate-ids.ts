import type { QueryBus } from '@nestjs/cqrs';
import { SANDBOX_PROVIDER } from '@waypost/contracts';
import { ShipmentRatesQuery } from '../../carriers/queries/shipment-rates.query';
import { ProviderRatesQuery, type ProviderRates, type SpecSource } from '../../carriers/queries/provider-rates.query';
import type { ChargedOption, QuotedShipment } from '../../quoting/queries/quote-shipment.query';
import { derivedId } from '../../platform/event-store/ids';
import { ratingOf, type QuotedService, type Rating } from '../domain/rate-purchase';

/** The rates of a command's quote: ids derived from the command, so a retried command names the same rates. */
export const ratingFor = (commandId: string, services: readonly QuotedService[], now: string): Rating =>
  ratingOf(services, now, (s) => `rate_${derivedId(commandId, `rate/${s.carrierId}/${s.serviceId}${s.provider?.refs ? `/${s.provider.refs.rateRef}` : ''}`).replaceAll('-', '')}`);

/**
 * A shipment's quote: the sandbox network's services (cheapest first, each saying `sandbox`) and every configured
 * real provider's rates (issue 27), with what each provider answered recorded in the rating's source.
 */
export async function quoteRating(queries: QueryBus, shipment: QuotedShipment & SpecSource, commandId: string, now: string): Promise<Rating> {
  const [sandbox, real] = await Promise.all([
    queries.execute<ShipmentRatesQuery, ChargedOption[]>(new ShipmentRatesQuery(shipment)),
    queries.execute<ProviderRatesQuery, ProviderRates>(new ProviderRatesQuery(shipment)),
  ]);
  const offered = [...sandbox.map((s) => ({ ...s, provider: SANDBOX_PROVIDER })), ...real.options.sort((a, b) => a.price.amountMinor - b.price.amountMinor)];
  const rating = ratingFor(commandId, offered, now);
  return real.answers.length ? { ...rating, source: { ...rating.source, providers: real.answers } } : rating;
}
