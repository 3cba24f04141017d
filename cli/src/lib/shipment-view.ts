import {
  ESTIMATE_SOURCE_LABELS,
  SHIPMENT_NOTICES,
  SHIPMENT_STATUS_LABELS,
  TRACKING_STATUS_LABELS,
  TRACKING_STATUS_OF_SCREEN,
  type Address,
  type Shipment,
} from '@waypost/contracts';
import type { Io } from './io';
import { formatTime, printFields, type Column } from './output';

// ── How a shipment reads in the terminal (shipments show, shipments create, track) ─
export const statusLabel = (status: string) => (Object.hasOwn(SHIPMENT_STATUS_LABELS, status) ? (SHIPMENT_STATUS_LABELS as Record<string, string>)[status] : undefined) ?? status;

/** The screen status, and what the carrier said last when that says more (out for delivery, a failed attempt, …). */
export const statusWithDetail = (s: Pick<Shipment, 'status' | 'trackingStatus'>): string =>
  s.trackingStatus && Object.hasOwn(TRACKING_STATUS_OF_SCREEN, s.status) && s.trackingStatus !== TRACKING_STATUS_OF_SCREEN[s.status]
    ? `${statusLabel(s.status)} (${TRACKING_STATUS_LABELS[s.trackingStatus]})`
    : statusLabel(s.status);

export const place = (address: Address) => [address.city, address.country].filter(Boolean).join(', ');

const fullAddress = (address: Address) => [address.name, address.address, [address.postalCode, address.city].filter(Boolean).join(' '), address.country].filter(Boolean).join(', ');

export function printShipment(io: Io, shipment: Shipment): void {
  const item = shipment.itemDetails;
  const dims = item.dimensions ? `, ${item.dimensions.length}x${item.dimensions.width}x${item.dimensions.height} cm` : '';
  printFields(io.stdout, [
    ['Tracking number', shipment.trackingNumber],
    ['Id', shipment.id],
    ['Status', statusWithDetail(shipment)],
    ['From', fullAddress(shipment.fromAddress)],
    ['To', fullAddress(shipment.toAddress)],
    ['Item', `${item.description} (${item.weight} kg${dims}, value ${item.value})`],
    // rows of a server before issue 24 have no parcels
    ...(shipment.parcels ? ([['Parcels', `${shipment.parcels.length}, ${shipment.totalWeightKg} kg in all`]] as [string, string][]) : []),
    ['Estimated delivery', `${formatTime(shipment.estimatedDelivery)} (${ESTIMATE_SOURCE_LABELS[shipment.estimateSource ?? 'quote']})`],
    ['Created', formatTime(shipment.createdAt)],
    ['Updated', formatTime(shipment.updatedAt)],
    ['Version', String(shipment.version)],
    ...(shipment.attention ? ([[SHIPMENT_NOTICES.needsAttention, shipment.attention.message]] as [string, string][]) : []),
    // issue 28: the other shipment of a return pair
    ...(shipment.returnOf ? ([['Return of', `${shipment.returnOf.trackingNumber} (${shipment.returnOf.reason})`]] as [string, string][]) : []),
    ...(shipment.returnedAs ? ([['Returned as', `${shipment.returnedAs.trackingNumber} (${shipment.returnedAs.reason})`]] as [string, string][]) : []),
  ]);
}

export const SHIPMENT_COLUMNS: Column<Shipment>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'TRACKING NUMBER', value: (s) => s.trackingNumber },
  { header: 'STATUS', value: (s) => statusWithDetail(s) },
  { header: 'FROM', value: (s) => place(s.fromAddress) },
  { header: 'TO', value: (s) => place(s.toAddress) },
  { header: 'CREATED', value: (s) => formatTime(s.createdAt) },
  { header: 'ITEM', value: (s) => s.itemDetails.description },
];
