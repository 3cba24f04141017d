import PDFDocument from 'pdfkit';
import type { Customs, DutiesEstimate } from '@waypost/contracts';
import { dangerousGoodsLine } from '../domain/dangerous-goods';
import { dangerousGoodsOfItem } from '../domain/shipment-duties';
import { formatHs } from '../domain/hs-classification';
import { formatMoney } from '../domain/import-taxes';
import type { ShipmentDocumentKind } from '../domain/shipment-documents';
import { documentTexts } from './document-texts';

// ── A shipment's commercial invoice, CN22 or CN23, drawn from the shipment itself (issue 24) ──
// In the shipper's language plus English, or English alone (document-texts.ts: which languages the fonts can draw).

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

/** documents.json's key of each content type (contents.<type>). */
const CONTENT_KEY: Record<Customs['contentType'], string> = {
  merchandise: 'contents.merchandise',
  gift: 'contents.gift',
  documents: 'contents.documents',
  sample: 'contents.sample',
  return: 'contents.return',
};

export function renderShipmentDocument(kind: ShipmentDocumentKind, s: ShipmentForDocuments, language = 'en'): Promise<Buffer> {
  const x = documentTexts(language);
  const invoice = kind === 'commercial-invoice';
  const title = invoice ? x.label('invoice.title') : x.label('declaration.title', { form: kind.toUpperCase() });
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
  const row = (key: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .text(`${x.label(key)}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  const party = (label: string, a: ShipmentForDocuments['fromAddress'], taxIds?: Customs['exporterTaxIds']) => {
    doc.font('Helvetica-Bold').text(label).font('Helvetica');
    for (const line of [a.name, a.address, [a.postalCode, a.city].filter(Boolean).join(' '), a.country]) if (line) doc.text(line);
    for (const t of taxIds ?? []) doc.text(`${t.type}: ${t.value}`);
    doc.moveDown(0.5);
  };

  doc.fontSize(18).font('Helvetica-Bold').text(title).fontSize(10).font('Helvetica');
  if (!invoice) doc.text(x.label(kind === 'cn22' ? 'declaration.cn22' : 'declaration.cn23'));
  row('shipment', s.trackingNumber);
  row('date', s.createdAt.slice(0, 10));
  doc.moveDown();
  party(x.label(invoice ? 'invoice.exporter' : 'declaration.from'), s.fromAddress, customs.exporterTaxIds);
  party(x.label(invoice ? 'invoice.importer' : 'declaration.to'), s.toAddress, customs.importerTaxIds);
  row('category', x.label(CONTENT_KEY[customs.contentType]));
  row('incoterms', customs.incoterm);
  row('packages', x.label('packagesValue', { parcels: String(s.parcelCount), weight: String(s.totalWeightKg) }));
  doc.moveDown();
  customs.items.forEach((item, n) => {
    doc
      .font('Helvetica-Bold')
      .text(`${n + 1}. ${item.description}`)
      .font('Helvetica');
    doc.text(
      `HS ${formatHs(item.hsCode)} | ${x.label('item.origin')} ${item.originCountry} | ${x.label('item.quantity')} ${item.quantity} | ` +
        `${x.label('item.unitWeight')} ${item.weight.value} ${item.weight.unit} | ` +
        `${x.label('item.unitValue')} ${formatMoney(item.unitValue.amountMinor, item.unitValue.currency)} | ` +
        `${x.label('item.line')} ${formatMoney(item.quantity * item.unitValue.amountMinor, currency)}`,
    );
    // what the carrier must be told about the line (IATA DGR): UN number, class, packing instruction, air and post
    for (const f of dangerousGoodsOfItem(item, s.createdAt.slice(0, 10))) doc.text(dangerousGoodsLine(f));
  });
  doc.moveDown();
  row('totalValue', formatMoney(total, currency));
  const d = s.dutiesEstimate;
  if (d && invoice) {
    const figures = { total: formatMoney(d.totalMinor, currency), duty: formatMoney(d.dutyMinor, currency), tax: formatMoney(d.taxMinor, currency) };
    row('invoice.dutiesAndTaxes', x.label(`invoice.dutiesAndTaxesValue.${d.payer === 'shipper' ? 'shipper' : 'recipient'}`, figures));
  }
  doc.moveDown();
  for (const text of x.statement(invoice ? 'invoice.statement' : 'declaration.statement')) doc.text(text);
  doc.moveDown().text(`${x.label('signature')}: ${s.createdAt.slice(0, 10)}  ____________________`);
  doc.end();
  return done;
}
