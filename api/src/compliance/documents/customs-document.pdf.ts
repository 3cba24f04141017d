import PDFDocument from 'pdfkit';
import { countryName, type CustomsDeclarationInput, type CustomsDeclarationResult } from '@waypost/contracts';
import { formatHs } from '../domain/hs-classification';
import { documentTexts } from './document-texts';

// ── Commercial invoice + CN22/CN23 customs declaration as one PDF ─────────────
// In the shipper's language plus English, or English alone (document-texts.ts: which languages the fonts can draw).
const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(currency === 'JPY' || currency === 'KRW' ? 0 : 2)}`;

export function renderCustomsDocument(input: CustomsDeclarationInput, result: CustomsDeclarationResult, reference: string, language = 'en'): Promise<Buffer> {
  const x = documentTexts(language);
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${x.label('invoice.titleWithForm', { form: result.form })} ${reference}`, Producer: 'Waypost' } });
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
  const row = (key: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .text(`${x.label(key)}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  const statement = (key: string) => x.statement(key).forEach((text) => doc.text(text));

  doc.fontSize(18).font('Helvetica-Bold').text(x.label('invoice.title')).fontSize(10).font('Helvetica');
  row('invoice.reference', reference);
  row('date', result.declarationDate);
  doc.moveDown();
  party(x.label('invoice.exporter'), input.fromAddress);
  party(x.label('invoice.importer'), input.toAddress);
  row('invoice.description', item.description);
  row('invoice.hsCode', `${formatHs(result.hsCode)} (${result.hsDescription})`);
  row('quantity', String(item.quantity));
  row('invoice.netWeight', `${item.weight} kg`);
  row('invoice.originCountry', countryName(input.fromAddress.country));
  row('totalValue', money(result.value, result.currency));
  row('invoice.estimatedDuties', `${money(result.duties, result.currency)} (${result.dutyRate}%)`);
  row('invoice.estimatedTaxes', `${money(result.taxes, result.currency)} (${result.vatRate}%)`);
  row('invoice.customsStatus', result.customsStatus);
  for (const f of result.dangerousGoods ?? []) {
    const pg = f.packingGroup ? `, PG ${f.packingGroup}` : '';
    // the IATA DGR entry stays in English, as carriers' acceptance checks read it
    row('invoice.dangerousGoods', `${f.unNumber} ${f.properShippingName}, class ${f.hazardClass}${pg}, ${f.packingInstruction}; air: ${f.air}; post: ${f.postal}`);
    if (f.labels.length) doc.text(`  ${x.label('invoice.hazardLabels')}: ${f.labels.join('; ')}`);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text(x.label('invoice.requiredDocuments')).font('Helvetica');
  for (const d of result.requiredDocuments) doc.text(`- ${d}`);
  if (result.restrictions.length) {
    doc.moveDown(0.5).font('Helvetica-Bold').text(x.label('invoice.restrictions')).font('Helvetica');
    for (const r of result.restrictions) doc.text(`- ${r}`);
  }
  doc.moveDown().fontSize(8);
  statement('invoice.statement');

  if (result.form !== 'none') {
    doc
      .addPage()
      .fontSize(18)
      .font('Helvetica-Bold')
      .text(x.label('declaration.title', { form: result.form }))
      .fontSize(10)
      .font('Helvetica');
    doc.text(x.label(result.form === 'CN22' ? 'declaration.cn22' : 'declaration.cn23'));
    doc.moveDown();
    party(x.label('declaration.from'), input.fromAddress);
    party(x.label('declaration.to'), input.toAddress);
    row('category', x.label('contents.merchandise'));
    row('declaration.contentsDescription', item.description);
    row('quantity', String(item.quantity));
    row('declaration.netWeightKg', String(item.weight));
    row('declaration.value', money(result.value, result.currency));
    row('declaration.hsTariffNumber', result.hsCode);
    row('declaration.originCountry', input.fromAddress.country);
    row('declaration.invoiceAttached', reference);
    for (const f of (result.dangerousGoods ?? []).filter((g) => g.postal === 'accepted'))
      row('declaration.dangerousGoodsInMail', `${f.unNumber} ${f.properShippingName} (${f.packingInstruction})`);
    doc.moveDown();
    statement('declaration.statement');
    doc.moveDown().text(`${x.label('signature')}: ${result.declarationDate}  ____________________`);
  }
  doc.end();
  return done;
}
