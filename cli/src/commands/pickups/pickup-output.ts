import type { PickupView } from '@waypost/contracts';
import type { Io } from '../../lib/io';
import { formatTime, printFields, type Column } from '../../lib/output';

// ── How a pickup is printed, and the option values every pickup command reads ──

export const PICKUP_COLUMNS: Column<PickupView>[] = [
  { header: 'ID', value: (p) => p.id },
  { header: 'CARRIER', value: (p) => p.carrierId },
  { header: 'DATE', value: (p) => p.date },
  { header: 'WINDOW (UTC)', value: (p) => `${p.earliest}–${p.latest}` },
  { header: 'SHIPMENTS', value: (p) => String(p.shipments.length) },
  { header: 'PARCELS', value: (p) => String(p.parcelCount) },
  { header: 'STATUS', value: (p) => p.status },
  { header: 'CONFIRMATION', value: (p) => p.confirmationNumber ?? '' },
  { header: 'CREATED', value: (p) => formatTime(p.createdAt) },
];

export function printPickup(io: Io, p: PickupView): void {
  const where = [p.location.address, p.location.postalCode, p.location.city, p.location.countryCode].filter((part) => typeof part === 'string' && part !== '').join(', ');
  printFields(io.stdout, [
    ['Id', p.id],
    ['Carrier', `${p.carrierName} (${p.carrierId})`],
    ['Window', `${p.date} ${p.earliest}–${p.latest} UTC`],
    ['Location', where],
    ['Parcels', String(p.parcelCount)],
    ['Shipments', p.shipments.map((s) => s.trackingNumber).join(', ')],
    ['Status', p.status === 'requested' ? 'requested (waiting for the carrier’s confirmation)' : p.status],
    ...(p.confirmationNumber ? ([['Confirmation', p.confirmationNumber]] as [string, string][]) : []),
    ...(p.refusal ? ([['Refused', p.refusal]] as [string, string][]) : []),
  ]);
}

/** A number option as the API's schema checks it (text that is not a number stays NaN: refused there). */
export const numberOption = (value: unknown): number | undefined => (value === undefined ? undefined : Number(value));

/** --location '{"name":…,"address":…,"city":…,"country":…,"postalCode":…}': parsed JSON, or the text (refused by the schema). */
export function locationOption(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
