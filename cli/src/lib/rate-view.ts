import type { Rate } from '@waypost/contracts';
import type { Io } from './io';
import { formatTime, printTable, type Column } from './output';

// ── How rates read in the terminal (shipments rates, shipments create --manual) ─

/** Minor units with their currency, e.g. 12.34 EUR. */
export const money = (amountMinor: number, currency: string): string => `${(amountMinor / 100).toFixed(2)} ${currency}`;

export const RATE_COLUMNS: Column<Rate>[] = [
  { header: 'RATE ID', value: (r) => r.id },
  { header: 'CARRIER', value: (r) => r.carrierName },
  { header: 'SERVICE', value: (r) => r.serviceName },
  { header: 'PRICE', value: (r) => money(r.price.amountMinor, r.price.currency) },
  { header: 'DAYS', value: (r) => String(r.transitDays) },
  { header: 'DELIVERY BY', value: (r) => formatTime(r.estimatedDelivery) },
  { header: 'CHARGES', value: (r) => r.lines.map((l) => `${l.label} ${money(l.amountMinor, r.currency)}`).join('; ') },
];

export function printRates(io: Io, rates: Rate[], expiresAt: string | null): void {
  if (rates.length === 0) {
    io.stdout.write('No rates can be bought now.\n');
    return;
  }
  printTable(io, RATE_COLUMNS, rates);
  if (expiresAt) io.stdout.write(`Rates expire at ${formatTime(expiresAt)}.\n`);
}
