import { QUOTE_CURRENCIES, SERVICE_LEVELS, type QuoteCurrency, type RealRate, type ServiceLevel, type ShippingPriority, type StoredAddress } from '@waypost/contracts';
import type { ProviderRates, SpecSource } from '../../carriers/queries/provider-rates.query';
import { stateFromPostalCode } from '../../catalogue/queries/address-formats';
import { CARRIERS, type CountryCode } from '../../catalogue/queries/catalogue';
import { toMajor, toMinor } from '../../catalogue/queries/money';
import type { ChargedOption } from './quote-shipment.query';

// ── Real rates from the real shipping providers (issue 27): the lane as a provider request, their answers as rates ──
// The carriers context asks every provider account configured at the time of the request (ProviderRatesQuery); this
// file only says what the real-rates route sends it and how each answer reads in the route's payload.

export interface RealRatesInput {
  origin: { address: string; city: string; country: string; postalCode: string };
  destination: { address: string; city: string; country: string; postalCode: string };
  package: { weight: number; dimensions: { length: number; width: number; height: number }; value: number; category: string };
  preferences: { priority: ShippingPriority; maxDays?: number };
}

/** The providers' rates for a rate request; the controller passes the carriers context's query, tests a fake. */
export type LiveRates = (shipment: SpecSource) => Promise<ProviderRates>;

/** Before issue 27 every live rate counted as this sure; it still does when the catalogue does not know the carrier. */
export const LIVE_CONFIDENCE = 0.95;

// The route has no names (it is a price check, not a booking): the providers that require one get these.
const SHIPPER = 'Shipper';
const RECIPIENT = 'Recipient';

function party(name: string, place: RealRatesInput['origin'], country: CountryCode): StoredAddress {
  // US, Canadian and Australian carriers want a state; the postal code fixes it where it can
  const state = place.postalCode ? stateFromPostalCode(country, place.postalCode) : undefined;
  return { name, address: place.address, city: place.city, country, countryCode: country, postalCode: place.postalCode, ...(state ? { state } : {}) };
}

/** The request the providers rate: one parcel, declared for customs (in USD, as the route's value is) when it crosses a border. */
export function liveRateRequest(input: RealRatesInput, origin: CountryCode, destination: CountryCode, now: Date): SpecSource {
  const { weight, dimensions, value, category } = input.package;
  const description = category.trim() || 'general';
  return {
    shipmentId: 'real-rates',
    fromAddress: party(SHIPPER, input.origin, origin),
    toAddress: party(RECIPIENT, input.destination, destination),
    itemDetails: { description, weight, dimensions },
    ...(origin === destination
      ? {}
      : {
          customs: {
            contentType: 'merchandise' as const,
            incoterm: 'DAP' as const,
            items: [
              {
                description,
                quantity: 1,
                unitValue: { amountMinor: toMinor(value, 'USD'), currency: 'USD' as const },
                originCountry: origin,
                weight: { value: weight, unit: 'kg' as const },
              },
            ],
          },
        }),
    shipAt: now.toISOString(),
  };
}

const CATALOGUE_BY_NAME = new Map(CARRIERS.flatMap((c) => [[c.name.toLowerCase(), c.id] as const, [c.id, c.id] as const]));

/** The catalogue carrier a provider's carrier name is, if it is one of ours ('DHL Express' → 'dhl-express'). */
export const catalogueCarrierOf = (carrierName: string): string | undefined => CATALOGUE_BY_NAME.get(carrierName.trim().toLowerCase());

const isQuoteCurrency = (c: string): c is QuoteCurrency => (QUOTE_CURRENCIES as readonly string[]).includes(c);
const isServiceLevel = (l: string): l is ServiceLevel => (SERVICE_LEVELS as readonly string[]).includes(l);

/**
 * A provider's rate as a real rate, named by the provider account that answered it; null for a price in a currency
 * the route does not answer in (its payload carries one of the quote currencies).
 */
export function liveRate(option: ChargedOption): RealRate | null {
  const currency = option.price.currency;
  // an option without a provider account is the sandbox network's: never one of these
  if (!isQuoteCurrency(currency) || !option.provider || option.provider.mode === 'sandbox') return null;
  const { id, name, account, mode } = option.provider;
  return {
    carrierName: option.carrierName,
    serviceName: option.serviceName,
    serviceLevel: isServiceLevel(option.serviceLevel) ? option.serviceLevel : 'standard',
    estimatedDays: option.transitDays,
    price: toMajor(option.price.amountMinor, currency),
    currency,
    confidence: option.reliability > 0 ? option.reliability : LIVE_CONFIDENCE,
    source: 'live',
    provider: { id, name, account, mode },
  };
}
