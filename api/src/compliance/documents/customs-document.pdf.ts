import PDFDocument from 'pdfkit';
import { countryName, type CustomsDeclarationInput, type CustomsDeclarationResult } from '@waypost/contracts';
import { formatHs } from '../domain/hs-classification';

// ── Commercial invoice + CN22/CN23 customs declaration as one PDF ─────────────
const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(currency === 'JPY' || currency === 'KRW' ? 0 : 2)}`;

export function renderCustomsDocument(input: CustomsDeclarationInput, result: CustomsDeclarationResult, reference: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Commercial invoice and ${result.form} ${reference}`, Producer: 'Waypost' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const item = input.itemDetails;
  const party = (label: string, a: CustomsDeclarationInput['fromAddress']) => {
    doc.font('Helvetica-Bold').text(label).font('Helvetica');
    for (const line of [a.name, a.address, a.city, countryName(a.country)]) if (line) doc.text(line);
    doc.moveDown(0.5);
  };
  const row = (label: string, value: string) => doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);

  doc.fontSize(18).font('Helvetica-Bold').text('COMMERCIAL INVOICE').fontSize(10).font('Helvetica');
  row('Invoice reference', reference);
  row('Date', result.declarationDate);
  doc.moveDown();
  party('Exporter / seller', input.fromAddress);
  party('Importer / consignee', input.toAddress);
  row('Description of goods', item.description);
  row('HS code', `${formatHs(result.hsCode)} (${result.hsDescription})`);
  row('Quantity', String(item.quantity));
  row('Net weight', `${item.weight} kg`);
  row('Country of origin', countryName(input.fromAddress.country));
  row('Total value', money(result.value, result.currency));
  row('Estimated duties', `${money(result.duties, result.currency)} (${result.dutyRate}%)`);
  row('Estimated import VAT/GST', `${money(result.taxes, result.currency)} (${result.vatRate}%)`);
  row('Customs status', result.customsStatus);
  for (const f of result.dangerousGoods ?? []) {
    const pg = f.packingGroup ? `, PG ${f.packingGroup}` : '';
    row('Dangerous goods', `${f.unNumber} ${f.properShippingName}, class ${f.hazardClass}${pg}, ${f.packingInstruction}; air: ${f.air}; post: ${f.postal}`);
    if (f.labels.length) doc.text(`  Labels: ${f.labels.join('; ')}`);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Required documents').font('Helvetica');
  for (const d of result.requiredDocuments) doc.text(`- ${d}`);
  if (result.restrictions.length) {
    doc.moveDown(0.5).font('Helvetica-Bold').text('Restrictions').font('Helvetica');
    for (const r of result.restrictions) doc.text(`- ${r}`);
  }
  doc.moveDown().fontSize(8).text('I declare that the information on this invoice is true and correct. Duty and tax figures are indicative estimates.');

  if (result.form !== 'none') {
    doc.addPage().fontSize(18).font('Helvetica-Bold').text(`CUSTOMS DECLARATION ${result.form}`).fontSize(10).font('Helvetica');
    doc.text(result.form === 'CN22' ? 'UPU form CN 22 (contents up to EUR 300 equivalent)' : 'UPU form CN 23 (contents above EUR 300 equivalent)');
    doc.moveDown();
    party('From', input.fromAddress);
    party('To', input.toAddress);
    row('Category of item', 'Sale of goods');
    row('Detailed description of contents', item.description);
    row('Quantity', String(item.quantity));
    row('Net weight (kg)', String(item.weight));
    row('Value', money(result.value, result.currency));
    row('HS tariff number', result.hsCode);
    row('Country of origin of goods', input.fromAddress.country);
    row('Invoice attached', reference);
    for (const f of (result.dangerousGoods ?? []).filter((g) => g.postal === 'accepted'))
      row('Dangerous goods permitted in mail', `${f.unNumber} ${f.properShippingName} (${f.packingInstruction})`);
    doc
      .moveDown()
      .text(
        'I certify that the particulars given in this customs declaration are correct and that this item does not contain any dangerous article prohibited by legislation or by postal or customs regulations.',
      );
    doc.moveDown().text(`Date and sender's signature: ${result.declarationDate}  ____________________`);
  }
  doc.end();
  return done;
}
