import { z } from 'zod';

// The shipper's HS code (issue 26): 6 to 10 digits, dots and spaces ignored; the API also checks that HS 2022 has it.
export const HS_CODE_FORMAT_MESSAGE = 'must be an HS code of 6 to 10 digits, e.g. 851830';
export const HS_CODE_UNKNOWN_MESSAGE = 'is not an HS 2022 subheading (its first 6 digits are not in the nomenclature)';
export const hsCodeField = z
  .string({ error: 'must be a string' })
  .transform((s) => s.replace(/[\s.]/g, ''))
  .pipe(z.string().regex(/^\d{6,10}$/, HS_CODE_FORMAT_MESSAGE));

/** How the HS code of an answer was chosen: the shipper's code, or the classifier's ranked candidates. */
export interface HsClassificationView {
  hsCode: string;
  description: string;
  /** 0..1; 1 for a code the shipper gave */
  confidence: number;
  basis: 'shipper' | 'keyword' | 'text' | 'category-default';
  /** best first; the first is the answer */
  candidates: { hsCode: string; description: string; score: number }[];
  nomenclature: string;
}

/** An answer with an HS code says how it was chosen (optional: answers without goods have none). */
export interface Classified {
  classification?: HsClassificationView;
}
