import type { Rate } from '@waypost/contracts';
import { formatAmount } from '@/lib/format';
import { minorDigits } from './customs-draft';

// ── How the wizard shows rates: the price in its own currency, the cheapest one marked ──

/** 4520 USD -> '$45.20'; 1500 JPY -> '¥1,500'. */
export const formatMinor = (amountMinor: number, currency: string): string => formatAmount(amountMinor / 10 ** minorDigits(currency), currency);

/** The id of the cheapest rate (the first of equals, in the order the API gave); null without rates. Rates of one
 * shipment share a currency; were they not to, only those in the first rate's currency are compared. */
export function cheapestRateId(rates: readonly Rate[]): string | null {
  const currency = rates[0]?.price.currency;
  let best: Rate | undefined;
  for (const rate of rates) if (rate.price.currency === currency && (!best || rate.price.amountMinor < best.price.amountMinor)) best = rate;
  return best?.id ?? null;
}

/** 'Express Worldwide, $45.20, 3 days' (its accessible summary). */
export const rateSummary = (rate: Rate): string =>
  `${rate.carrierName} ${rate.serviceName}, ${formatMinor(rate.price.amountMinor, rate.price.currency)}, ${rate.transitDays} ${rate.transitDays === 1 ? 'day' : 'days'}`;
