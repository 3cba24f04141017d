import { z } from 'zod';
import { queryInteger } from './http';

// ── Shipping labels: the formats and sizes a label is printed in, and the label route's query ──

/** pdf (any printer), zpl (ZPL II for 203 dpi thermal printers), png (one image per parcel). */
export const LABEL_FORMATS = ['pdf', 'zpl', 'png'] as const;
/** 4x6 inch (the carriers' thermal stock) and A6 (105x148 mm, the European one). */
export const LABEL_SIZES = ['4x6', 'a6'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
export type LabelSize = (typeof LABEL_SIZES)[number];
export const DEFAULT_LABEL_FORMAT: LabelFormat = 'pdf';
export const DEFAULT_LABEL_SIZE: LabelSize = '4x6';

/** GET /api/shipments/:id/label: absent format/size take the caller's saved default (pdf, 4x6 unless set). */
export const LabelQuerySchema = z.object({
  format: z.enum(LABEL_FORMATS).optional(),
  size: z.enum(LABEL_SIZES).optional(),
  /** 1-based parcel number: only that parcel's label. A PNG of a multi-parcel shipment needs it (one image per parcel). */
  parcel: queryInteger(1, 999).optional(),
});
export type LabelQuery = z.infer<typeof LabelQuerySchema>;
