import bwipjs from 'bwip-js';
import sharp from 'sharp';
import type { LabelLayout, LabelPage } from './label-layout';

// ── PNG renderer: one image per parcel at 203 dpi (4x6 = 812x1218 px), drawn as SVG and rasterised by sharp ──

export const PNG_DPI = 203;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

/** The barcode's SVG (from bwip-js) nested into the label's box, keeping its proportions. */
function nestedBarcode(svg: string, x: number, y: number, width: number, height: number): string {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  if (!viewBox) throw new Error('bwip-js returned an SVG without a viewBox');
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet">${inner}</svg>`;
}

export function labelPageSvg(layout: LabelLayout, page: LabelPage): string {
  const parts: string[] = [`<rect width="100%" height="100%" fill="#fff"/>`];
  for (const el of page.elements) {
    if (el.kind === 'box') {
      parts.push(
        el.height === 0
          ? `<line x1="${el.x}" y1="${el.y}" x2="${el.x + el.width}" y2="${el.y}" stroke="#000" stroke-width="${el.thickness}"/>`
          : `<rect x="${el.x}" y="${el.y}" width="${el.width}" height="${el.height}" fill="none" stroke="#000" stroke-width="${el.thickness}"/>`,
      );
    } else if (el.kind === 'barcode') {
      parts.push(nestedBarcode(bwipjs.toSVG({ bcid: 'code128', text: el.data, height: 14 }), el.x, el.y, el.width, el.height));
    } else {
      const baseline = el.y + el.size * 0.85;
      const attrs = `x="${el.x}" y="${baseline}" font-family="${FONT}" font-size="${el.size}" font-weight="${el.bold ? 'bold' : 'normal'}"`;
      if (el.inverse) parts.push(`<rect x="${el.x - 2}" y="${el.y - 1}" width="${el.width + 4}" height="${el.size + 2}" fill="#000"/>`);
      parts.push(`<text ${attrs} fill="${el.inverse ? '#fff' : '#000'}">${escapeXml(el.text)}</text>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.widthPt}pt" height="${layout.heightPt}pt" viewBox="0 0 ${layout.widthPt} ${layout.heightPt}">${parts.join('')}</svg>`;
}

/** The PNG of one parcel's label (1-based). */
export async function renderLabelPng(layout: LabelLayout, parcel: number): Promise<Buffer> {
  const page = layout.pages[parcel - 1];
  if (!page) throw new Error(`No parcel ${parcel} on this label (1..${layout.pages.length})`);
  const width = Math.round((layout.widthPt * PNG_DPI) / 72);
  const height = Math.round((layout.heightPt * PNG_DPI) / 72);
  // density makes librsvg rasterise at 203 dpi; resize pins the exact pixel size against rounding.
  return sharp(Buffer.from(labelPageSvg(layout, page)), { density: PNG_DPI })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9, palette: true, colours: 2 })
    .withMetadata({ density: PNG_DPI })
    .toBuffer();
}
