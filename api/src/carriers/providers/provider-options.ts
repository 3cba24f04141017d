import type { RateChargeLine, RateProvider } from '@waypost/contracts';
import { CARRIERS } from '../../catalogue/queries/catalogue';
import type { ChargedOption } from '../../quoting/queries/quote-shipment.query';
import type { ProviderChargeLine, ProviderRate, ShippingProvider } from './provider';
import { providerKey } from './provider-registry';

// ── A provider's rate as one of our rate options (issue 27) ──────────────────
// carrierId is the provider account's key (its worker books it); the carrier and service are the provider's names;
// the price is the provider's total in its currency, with its charge lines. Nothing is invented: a provider that gives
// no transit time gets the longest of its service level's range, said in the option's service level.

const LEVEL_DAYS: readonly [number, string][] = [
  [1, 'overnight'],
  [3, 'express'],
  [7, 'standard'],
];

export const serviceLevelOf = (days: number | null): string => (days === null ? 'standard' : (LEVEL_DAYS.find(([max]) => days <= max)?.[1] ?? 'economy'));

function lineKind(line: ProviderChargeLine): RateChargeLine['kind'] {
  if (line.code === 'BASE' || /base|postage|freight|transportation/i.test(`${line.code} ${line.label}`)) return 'base';
  if (/fuel/i.test(`${line.code} ${line.label}`)) return 'fuel';
  if (/tax|vat|gst|hst/i.test(`${line.code} ${line.label}`)) return 'tax';
  return 'surcharge';
}

/** Catalogue reliability of the carrier the provider names, when it is one of ours (by name); 0 when unknown. */
function reliabilityOf(carrier: string): number {
  const name = carrier.trim().toLowerCase();
  return CARRIERS.find((c) => c.name.toLowerCase() === name || c.id === name)?.reliability ?? 0;
}

export function providerOf(p: ShippingProvider, rate?: ProviderRate): RateProvider {
  return {
    id: p.id,
    name: p.name,
    account: p.account.accountId,
    mode: p.account.mode,
    ...(rate
      ? { refs: { rateRef: rate.rateRef, ...(rate.shipmentRef ? { shipmentRef: rate.shipmentRef } : {}), carrierCode: rate.carrierCode, serviceCode: rate.serviceCode } }
      : {}),
  };
}

export function optionOf(p: ShippingProvider, rate: ProviderRate): ChargedOption {
  const transitDays = rate.transitDays ?? 7;
  return {
    carrierId: providerKey(p.account),
    carrierName: rate.carrier,
    serviceId: `${rate.carrierCode}/${rate.serviceCode}`,
    serviceName: rate.service,
    serviceLevel: serviceLevelOf(rate.transitDays),
    price: { amountMinor: rate.total.amountMinor, currency: rate.total.currency },
    transitDays,
    reliability: reliabilityOf(rate.carrier),
    currency: rate.total.currency,
    lines: rate.lines.map((l) => ({ kind: lineKind(l), code: l.code, label: l.label, amountMinor: l.amountMinor })),
    provider: providerOf(p, rate),
  };
}
