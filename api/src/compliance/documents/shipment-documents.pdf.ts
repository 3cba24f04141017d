import PDFDocument from 'pdfkit';
import type { Customs, DutiesEstimate } from '@waypost/contracts';
import { dangerousGoodsLine } from '../domain/dangerous-goods';
import { dangerousGoodsOfItem } from '../domain/shipment-duties';
import { formatHs } from '../domain/hs-classification';
import { formatMoney } from '../domain/import-taxes';
import type { ShipmentDocumentKind } from '../domain/shipment-documents';

// ── A shipment's commercial invoice, CN22 or CN23, drawn from the shipment itself (issue 24) ──

export interface ShipmentForDocuments {
  trackingNumber: string;
  createdAt: string;
  fromAddress: { name: string; address: string; city: string; country: string; postalCode?: string };
  toAddress: { name: string; address: string; city: string; country: string; postalCode?: string };
  parcelCount: number;
  totalWeightKg: number;
  customs: Customs;
  dutiesEstimate?: DutiesEstimate | null;
}

const CONTENT_LABEL: Record<Customs['contentType'], string> = {
  merchandise: 'Sale of goods',
  gift: 'Gift',
  documents: 'Documents',
  sample: 'Commercial sample',
  return: 'Returned goods',
};

export function renderShipmentDocument(kind: ShipmentDocumentKind, s: ShipmentForDocuments): Promise<Buffer> {
  const title = kind === 'commercial-invoice' ? 'COMMERCIAL INVOICE' : `CUSTOMS DECLARATION ${kind.toUpperCase()}`;
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${title} ${s.trackingNumber}`, Producer: 'Waypost' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { customs } = s;
  const currency = customs.items[0]!.unitValue.currency;
  const total = customs.items.reduce((m, i) => m + i.quantity * i.unitValue.amountMinor, 0);
  const row = (label: string, value: string) => doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  const party = (label: string, a: ShipmentForDocuments['fromAddress'], taxIds?: Customs['exporterTaxIds']) => {
    doc.font('Helvetica-Bold').text(label).font('Helvetica');
    for (const line of [a.name, a.address, [a.postalCode, a.city].filter(Boolean).join(' '), a.country]) if (line) doc.text(line);
    for (const t of taxIds ?? []) doc.text(`${t.type}: ${t.value}`);
    doc.moveDown(0.5);
  };

  doc.fontSize(18).font('Helvetica-Bold').text(title).fontSize(10).font('Helvetica');
  if (kind !== 'commercial-invoice') doc.text(kind === 'cn22' ? 'UPU form CN 22 (contents up to EUR 300 equivalent)' : 'UPU form CN 23 (contents above EUR 300 equivalent)');
  row('Shipment', s.trackingNumber);
  row('Date', s.createdAt.slice(0, 10));
  doc.moveDown();
  party(kind === 'commercial-invoice' ? 'Exporter / seller' : 'From', s.fromAddress, customs.exporterTaxIds);
  party(kind === 'commercial-invoice' ? 'Importer / consignee' : 'To', s.toAddress, customs.importerTaxIds);
  row('Category of item', CONTENT_LABEL[customs.contentType]);
  row('Terms of delivery (Incoterms 2020)', customs.incoterm);
  row('Packages', `${s.parcelCount}, total gross weight ${s.totalWeightKg} kg`);
  doc.moveDown();
  customs.items.forEach((item, n) => {
    doc
      .font('Helvetica-Bold')
      .text(`${n + 1}. ${item.description}`)
      .font('Helvetica');
    doc.text(
      `HS ${formatHs(item.hsCode)} | origin ${item.originCountry} | quantity ${item.quantity} | unit weight ${item.weight.value} ${item.weight.unit} | ` +
        `unit value ${formatMoney(item.unitValue.amountMinor, item.unitValue.currency)} | line ${formatMoney(item.quantity * item.unitValue.amountMinor, currency)}`,
    );
    // what the carrier must be told about the line (IATA DGR): UN number, class, packing instruction, air and post
    for (const f of dangerousGoodsOfItem(item, s.createdAt.slice(0, 10))) doc.text(dangerousGoodsLine(f));
  });
  doc.moveDown();
  row('Total value', formatMoney(total, currency));
  const d = s.dutiesEstimate;
  if (d && kind === 'commercial-invoice') {
    row(
      'Estimated duties and import taxes',
      `${formatMoney(d.totalMinor, currency)} (duty ${formatMoney(d.dutyMinor, currency)}, tax ${formatMoney(d.taxMinor, currency)}), paid by the ${d.payer}`,
    );
  }
  doc.moveDown();
  doc.text(
    kind === 'commercial-invoice'
      ? 'I declare that the information on this invoice is true and correct. Duty and tax figures are indicative estimates.'
      : 'I certify that the particulars given in this customs declaration are correct and that this item does not contain any dangerous article prohibited by legislation or by postal or customs regulations.',
  );
  doc.moveDown().text(`Date and sender's signature: ${s.createdAt.slice(0, 10)}  ____________________`);
  doc.end();
  return done;
}
