import { INQUIRY_STATUS_LABELS, type Inquiry, type InquirySummary } from '@waypost/contracts';
import type { Writer } from '../../lib/io';
import { formatTime, printFields, type Column } from '../../lib/output';

const minutes = (m: number | null) => (m === null ? '-' : `${m} min`);

export const INQUIRY_COLUMNS: Column<InquirySummary>[] = [
  { header: 'TICKET', value: (i) => i.ticketNumber },
  { header: 'STATUS', value: (i) => INQUIRY_STATUS_LABELS[i.status] },
  { header: 'PRIORITY', value: (i) => i.priority },
  { header: 'CATEGORY', value: (i) => i.category },
  { header: 'CUSTOMER', value: (i) => i.email },
  { header: 'OPENED', value: (i) => formatTime(i.createdAt) },
  { header: 'FIRST RESPONSE', value: (i) => minutes(i.firstResponseMinutes) },
  { header: 'ID', value: (i) => i.id },
  { header: 'SUBJECT', value: (i) => i.subject },
];

export function printInquiry(out: Writer, i: Inquiry): void {
  printFields(out, [
    ['Ticket', i.ticketNumber],
    ['Id', i.id],
    ['Status', INQUIRY_STATUS_LABELS[i.status]],
    ['Priority', i.priority],
    ['Category', i.category],
    ['Customer', `${`${i.firstName} ${i.lastName}`.trim() || '-'} <${i.email}>${i.phone ? ` ${i.phone}` : ''}`],
    ['Shipment', i.shipmentId ?? '-'],
    ['Opened', formatTime(i.createdAt)],
    ['First response', minutes(i.firstResponseMinutes)],
    ['Resolution', minutes(i.resolutionMinutes)],
    ['Rating', i.rating === null ? '-' : `${i.rating}/5`],
    ['Subject', i.subject],
  ]);
  out.write(`\n${i.description}\n`);
  for (const m of i.messages) out.write(`\n[${formatTime(m.createdAt)}] ${m.authorType === 'agent' ? m.authorName : 'Customer'}:\n${m.message}\n`);
  if (i.resolutionNotes) out.write(`\nResolution notes: ${i.resolutionNotes}\n`);
}
