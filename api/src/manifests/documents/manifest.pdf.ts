import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js';
import { MANIFEST_ROWS_PER_PAGE, type ManifestView } from '@waypost/contracts';
import { manifestTexts } from './manifest-texts';

// ── The end-of-day manifest (scan form) as a PDF: A4, MANIFEST_ROWS_PER_PAGE shipments a page ──
// Each page: the carrier, ship date, shipper, totals and a Code 128 barcode of the manifest id (drawn with bwip-js as
// the labels are, carriers/label/render-pdf.ts), then its rows: tracking number, carrier reference, destination,
// parcels and weight. The driver scans the one barcode instead of each label.

const kg = (grams: number) => (grams / 1000).toFixed(3);
const COLUMNS = [
  { key: 'trackingNumber', x: 48, width: 130 },
  { key: 'reference', x: 180, width: 120 },
  { key: 'destination', x: 302, width: 150 },
  { key: 'parcels', x: 454, width: 40 },
  { key: 'weight', x: 496, width: 52 },
] as const;

export async function renderManifestPdf(manifest: ManifestView, shipper: string, language = 'en'): Promise<Buffer> {
  const x = manifestTexts(language);
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: manifest.id, scale: 2, height: 12 });
  const doc = new PDFDocument({ size: 'A4', margin: 48, autoFirstPage: false, info: { Title: `${x.label('title')} ${manifest.id}`, Producer: 'Waypost' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pages = Math.max(1, Math.ceil(manifest.shipments.length / MANIFEST_ROWS_PER_PAGE));
  // the header's lines stop short of the barcode on the right, wrapping instead
  const row = (key: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .text(`${x.label(key)}: `, { continued: true, width: 320 })
      .font('Helvetica')
      .text(value, { width: 320 });
  for (let page = 0; page < pages; page++) {
    doc.addPage();
    doc.fontSize(15).font('Helvetica-Bold').text(x.label('title'), 48, 48, { width: 320 }).fontSize(9).font('Helvetica');
    doc.image(barcode, 380, 44, { fit: [170, 44] });
    doc.fontSize(7).text(manifest.id, 380, 90, { width: 170, align: 'center' }).fontSize(9);
    doc.fontSize(9).text('', 48, doc.y + 6);
    row('carrier', `${manifest.carrierName} (${manifest.carrierId})`);
    row('shipDate', manifest.shipDate);
    row('shipper', shipper);
    row('totals', x.label('totalsValue', { shipments: manifest.shipmentCount, parcels: manifest.parcelCount, weight: kg(manifest.weightGrams) }));
    row('page', x.label('pageValue', { page: page + 1, pages }));
    let y = Math.max(168, doc.y + 14);
    // column headings wrap within their column (bilingual ones take two or three lines); the rows start below the tallest
    doc.font('Helvetica-Bold').fontSize(7);
    const headings = COLUMNS.map((c) => ({ ...c, text: x.label(`column.${c.key}`) }));
    const headingHeight = Math.max(...headings.map((c) => doc.heightOfString(c.text, { width: c.width })));
    for (const c of headings) doc.text(c.text, c.x, y, { width: c.width });
    y += headingHeight + 2;
    doc.moveTo(48, y).lineTo(548, y).lineWidth(0.5).stroke();
    y -= 12;
    doc.font('Helvetica').fontSize(8);
    for (const s of manifest.shipments.slice(page * MANIFEST_ROWS_PER_PAGE, (page + 1) * MANIFEST_ROWS_PER_PAGE)) {
      y += 18;
      const cells = {
        trackingNumber: s.trackingNumber,
        reference: s.reference,
        destination: `${s.toCity}, ${s.toCountry}`,
        parcels: String(s.parcelCount),
        weight: kg(s.weightGrams),
      };
      for (const c of COLUMNS) doc.text(cells[c.key], c.x, y, { width: c.width, lineBreak: false, ellipsis: true });
    }
    doc.fontSize(8).text(x.label('signature'), 48, 760, { width: 500, lineBreak: false });
  }
  doc.end();
  return done;
}
