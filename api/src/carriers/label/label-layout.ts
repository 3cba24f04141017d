import type { LabelSize } from '@waypost/contracts';

// ── The label's layout, free of any format: what goes where on each parcel's label (pure) ──
// Coordinates are PDF points (1/72 inch) from the top-left corner; each renderer scales them to its own units
// (PDF as they are, ZPL and PNG at 203 dpi). Text is laid out here, one line per element, so that every renderer
// draws the same lines and none has to wrap text itself.

/** One parcel as the label sees it: kg and cm, already converted. */
export interface LabelParcel {
  weightKg: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
}

/** An address as printed; the optional lines appear when the shipment has them. */
export interface LabelAddress {
  name: string;
  company?: string;
  address: string;
  address2?: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
}

export interface LabelInput {
  trackingNumber: string;
  from: LabelAddress;
  to: LabelAddress;
  carrierName: string;
  serviceName: string;
  serviceLevel: string;
  reference: string;
  sortCode: string;
  routingCode: string;
  route: readonly string[];
  /** YYYY-MM-DD */
  bookedOn: string;
  sandbox: boolean;
  parcels: readonly LabelParcel[];
}

export type LabelElement =
  /** `width` is the line's room; an inverse line is white on a black band that wide. */
  | { kind: 'text'; x: number; y: number; width: number; size: number; bold: boolean; text: string; inverse?: boolean }
  | { kind: 'box'; x: number; y: number; width: number; height: number; thickness: number }
  | { kind: 'barcode'; x: number; y: number; width: number; height: number; data: string };

export interface LabelPage {
  /** 1-based parcel number and the parcel count ("1 of 2"). */
  parcel: number;
  of: number;
  elements: LabelElement[];
}

export interface LabelLayout {
  size: LabelSize;
  widthPt: number;
  heightPt: number;
  title: string;
  sandbox: boolean;
  pages: LabelPage[];
}

const PAGE_SIZES: ReadonlyMap<LabelSize, { widthPt: number; heightPt: number }> = new Map([
  ['4x6', { widthPt: 288, heightPt: 432 }],
  ['a6', { widthPt: 297.64, heightPt: 419.53 }],
]);

export const SANDBOX_MARK = 'SANDBOX - NOT VALID FOR CARRIAGE';
const MARGIN = 12;
/** Average glyph width of a sans-serif font as a share of its size: enough to keep a line inside the label. */
const GLYPH = 0.56;

export function pageSize(size: LabelSize): { widthPt: number; heightPt: number } {
  const found = PAGE_SIZES.get(size);
  if (!found) throw new Error(`Unknown label size ${size}`);
  return found;
}

/** Cuts a line to what fits in `width` at `size`, with an ellipsis when cut. */
export function fitLine(text: string, size: number, width: number): string {
  const max = Math.max(1, Math.floor(width / (size * GLYPH)));
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1)}…`;
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));

/** "2.5 kg · 30x20x10 cm" (dimensions only when all three are known). */
export function parcelLine(p: LabelParcel): string {
  const weight = `${round(p.weightKg, 2)} kg`;
  const dims = [p.lengthCm, p.widthCm, p.heightCm];
  return dims.every((d): d is number => d !== undefined) ? `${weight} · ${dims.map((d) => round(d, 1)).join('x')} cm` : weight;
}

function addressLines(a: LabelAddress): string[] {
  const cityLine = [a.postalCode, a.city, a.state].filter((s) => s && s.trim()).join(' ');
  return [a.name, a.company, a.address, a.address2, cityLine, a.country].filter((s): s is string => Boolean(s && s.trim()));
}

/** One page per parcel; the same layout whatever the format. */
export function layoutLabels(input: LabelInput, size: LabelSize): LabelLayout {
  if (input.parcels.length === 0) throw new Error('A label needs at least one parcel');
  const { widthPt, heightPt } = pageSize(size);
  const width = widthPt - 2 * MARGIN;
  const of = input.parcels.length;
  const pages = input.parcels.map((parcel, i): LabelPage => {
    const els: LabelElement[] = [];
    let y = MARGIN;
    const text = (t: string, size: number, bold = false, inverse = false) => {
      els.push({ kind: 'text', x: MARGIN, y, width, size, bold, text: fitLine(t, size, width), inverse });
      y += size * 1.25;
    };
    const rule = () => {
      y += 3;
      els.push({ kind: 'box', x: MARGIN, y, width, height: 0, thickness: 1.5 });
      y += 5;
    };
    els.push({ kind: 'box', x: MARGIN / 2, y: MARGIN / 2, width: widthPt - MARGIN, height: heightPt - MARGIN, thickness: 2 });
    y += 2;
    text(input.carrierName, 16, true);
    text(`${input.serviceName} (${input.serviceLevel})`, 9);
    if (input.sandbox) text(SANDBOX_MARK, 10, true, true);
    rule();
    text('FROM', 7, true);
    for (const line of addressLines(input.from)) text(line, 7);
    rule();
    text('TO', 8, true);
    for (const line of addressLines(input.to)) text(line, 10, true);
    rule();
    text(`${input.sortCode} ${input.routingCode}`, 18, true);
    if (input.route.length > 0) text(`Route: ${input.route.join(' > ')}`, 8);
    rule();
    text(`Parcel ${i + 1} of ${of}`, 12, true);
    text(`Weight: ${parcelLine(parcel)}`, 9);
    text(`Carrier ref: ${input.reference}`, 8);
    // The barcode and its human-readable line sit at the foot of the label, as carriers print them.
    const barcodeHeight = 60;
    const barcodeY = Math.max(y + 4, heightPt - MARGIN - 26 - barcodeHeight);
    els.push({ kind: 'barcode', x: MARGIN + 6, y: barcodeY, width: width - 12, height: barcodeHeight, data: input.trackingNumber });
    y = barcodeY + barcodeHeight + 4;
    text(input.trackingNumber, 10, true);
    text(`Booked ${input.bookedOn} · Waypost${input.sandbox ? ' · SANDBOX' : ''}`, 7);
    return { parcel: i + 1, of, elements: els };
  });
  return { size, widthPt, heightPt, title: `Shipping label ${input.trackingNumber}`, sandbox: input.sandbox, pages };
}
