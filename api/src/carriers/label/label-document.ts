import type { LabelFormat, LabelSize } from '@waypost/contracts';
import { layoutLabels, type LabelInput } from './label-layout';
import { renderLabelPdf } from './render-pdf';
import { renderLabelPng } from './render-png';
import { renderLabelZpl } from './render-zpl';

// ── A label document in the format asked for: body, content type and file name ──

export interface LabelDocument {
  body: Buffer;
  contentType: string;
  filename: string;
}

/** Why a label cannot be made as asked (the controller answers 400 naming `field`). */
export class LabelRequestError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * ZPL goes out as application/x-zpl (what Zebra's own tools and the carriers' label APIs name it), which browsers
 * save instead of showing; PNG is one image per parcel (as the carriers' APIs return one image per package), so a
 * multi-parcel shipment's PNG needs `parcel`.
 */
export async function renderLabelDocument(input: LabelInput, format: LabelFormat, size: LabelSize, parcel?: number): Promise<LabelDocument> {
  const count = input.parcels.length;
  if (parcel !== undefined && parcel > count) throw new LabelRequestError('parcel', `this shipment has ${count} parcel${count === 1 ? '' : 's'}; parcel must be 1..${count}`);
  if (format === 'png' && parcel === undefined && count > 1)
    throw new LabelRequestError('parcel', `a PNG holds one parcel's label and this shipment has ${count}; ask for parcel=1..${count}`);
  const layout = layoutLabels(input, size);
  if (parcel !== undefined) layout.pages = layout.pages.filter((p) => p.parcel === parcel);
  const stem = `label-${input.trackingNumber}${parcel !== undefined && count > 1 ? `-${parcel}-of-${count}` : ''}${size === '4x6' ? '' : `-${size}`}`;
  switch (format) {
    case 'pdf':
      return { body: await renderLabelPdf(layout), contentType: 'application/pdf', filename: `${stem}.pdf` };
    case 'zpl':
      return { body: Buffer.from(renderLabelZpl(layout), 'utf8'), contentType: 'application/x-zpl', filename: `${stem}.zpl` };
    case 'png':
      return { body: await renderLabelPng(layout, 1), contentType: 'image/png', filename: `${stem}.png` };
    default: {
      const _exhaustive: never = format;
      throw new LabelRequestError('format', `unknown label format ${String(_exhaustive)}`);
    }
  }
}
