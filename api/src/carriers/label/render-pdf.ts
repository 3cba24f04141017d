import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js';
import type { LabelLayout } from './label-layout';

// ── PDF renderer: one page per parcel, at the layout's page size (4x6 in or A6), in points as laid out ──

export async function renderLabelPdf(layout: LabelLayout): Promise<Buffer> {
  const barcodes = new Map<string, Buffer>();
  for (const page of layout.pages)
    for (const el of page.elements)
      if (el.kind === 'barcode' && !barcodes.has(el.data)) barcodes.set(el.data, await bwipjs.toBuffer({ bcid: 'code128', text: el.data, scale: 3, height: 14 }));
  const size: [number, number] = [layout.widthPt, layout.heightPt];
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: layout.title, Producer: 'Waypost', Subject: layout.sandbox ? 'Sandbox label: not valid for carriage' : 'Shipping label' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const page of layout.pages) {
    doc.addPage({ size, margin: 0 });
    for (const el of page.elements) {
      if (el.kind === 'box') {
        doc.lineWidth(el.thickness);
        if (el.height === 0)
          doc
            .moveTo(el.x, el.y)
            .lineTo(el.x + el.width, el.y)
            .stroke();
        else doc.rect(el.x, el.y, el.width, el.height).stroke();
      } else if (el.kind === 'barcode') {
        doc.image(barcodes.get(el.data)!, el.x, el.y, { fit: [el.width, el.height], align: 'center', valign: 'center' });
      } else {
        doc.font(el.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(el.size);
        if (el.inverse) {
          doc.rect(el.x - 2, el.y - 1, el.width + 4, el.size + 2).fill('black');
          doc.fillColor('white').text(el.text, el.x, el.y, { lineBreak: false }).fillColor('black');
        } else doc.text(el.text, el.x, el.y, { lineBreak: false });
      }
    }
  }
  doc.end();
  return done;
}
