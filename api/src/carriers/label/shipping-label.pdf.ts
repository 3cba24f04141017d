import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js';
import type { CarrierBooked, ShipmentCreated } from '@waypost/contracts';

// ── 4x6 inch shipping label: sender, recipient, carrier service, weight, Code 128 of the tracking number ──

const INCH = 72;

/** What the label shows of the shipment and of its booking. */
export type LabelShipment = Pick<ShipmentCreated['data'], 'trackingNumber' | 'fromAddress' | 'toAddress' | 'itemDetails'>;
export type LabelBooking = Pick<CarrierBooked['data'], 'carrierName' | 'serviceName' | 'serviceLevel' | 'reference' | 'sandbox' | 'route' | 'bookedAt' | 'label'>;

export async function renderShippingLabel(shipment: LabelShipment, booking: LabelBooking): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: shipment.trackingNumber, scale: 3, height: 14, includetext: true, textxalign: 'center' });
  const doc = new PDFDocument({
    size: [4 * INCH, 6 * INCH],
    margin: 14,
    info: { Title: `Shipping label ${shipment.trackingNumber}`, Producer: 'Waypost', Subject: booking.sandbox ? 'Sandbox label: not valid for carriage' : 'Shipping label' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = 4 * INCH - 28;
  doc.font('Helvetica-Bold').fontSize(14).text(booking.carrierName, { width, continued: false });
  doc.font('Helvetica').fontSize(9).text(`${booking.serviceName} (${booking.serviceLevel})`);
  if (booking.sandbox) doc.font('Helvetica-Bold').fillColor('#b00020').text('SANDBOX: NOT VALID FOR CARRIAGE').fillColor('black');
  doc.moveDown(0.4);
  const party = (heading: string, a: ShipmentCreated['data']['fromAddress'], size: number) => {
    doc.font('Helvetica-Bold').fontSize(8).text(heading);
    doc.font('Helvetica').fontSize(size);
    for (const line of [a.name, a.address, [a.postalCode, a.city].filter(Boolean).join(' '), a.country]) if (line) doc.text(line, { width });
    doc.moveDown(0.4);
  };
  party('FROM', shipment.fromAddress, 8);
  party('TO', shipment.toAddress, 12);
  doc.font('Helvetica-Bold').fontSize(20).text(`${booking.label.sortCode}  ${booking.label.routingCode}`, { width });
  doc.font('Helvetica').fontSize(8).text(`Weight: ${shipment.itemDetails.weight} kg    Carrier ref: ${booking.reference}`, { width });
  if (booking.route.length > 0) doc.text(`Route: ${booking.route.join(' > ')}`, { width });
  doc.moveDown(0.5);
  doc.image(barcode, { fit: [width, 90], align: 'center' });
  doc.moveDown(0.3);
  doc.fontSize(7).text(`Booked ${booking.bookedAt.slice(0, 10)} · Waypost`, { width, align: 'center' });
  doc.end();
  return done;
}
