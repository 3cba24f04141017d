import { z } from 'zod';

// ── Exchange rates: which ECB reference rates an answer converted with (issue 26 item 6) ──

/** A table older than this many days before the answer's date draws a warning. */
export const FX_STALE_AFTER_DAYS = 7;

export interface ExchangeRatesUsed {
  /** the reference date of the snapshot used (YYYY-MM-DD) */
  date: string;
  /** where the snapshot's figures come from */
  source: string;
  base: 'EUR';
  /** units of each currency per 1 EUR, as published (ISO 4217 code to rate) */
  rates: Record<string, number>;
  /** calendar days from the snapshot's date to the answer's date (asOf) */
  ageDays: number;
  /** set when the snapshot is more than FX_STALE_AFTER_DAYS older than the answer's date, or later than it */
  warning?: string;
}

export const ExchangeRatesUsedSchema = z
  .object({
    date: z.string(),
    source: z.string(),
    base: z.literal('EUR'),
    rates: z.record(z.string(), z.number()),
    ageDays: z.number().int(),
    warning: z.string().optional(),
  })
  .meta({ id: 'ExchangeRatesUsed' });

// ── POST /api/fx/reference-rates: snapshots read from the ECB's published XML (`waypost fx update`) ──
const rateText = z.string().regex(/^\d{1,7}(\.\d{1,6})?$/, 'must be a positive decimal such as 1.0705');
export const FxSnapshotSchema = z.object({
  date: z.iso.date(),
  /** units per 1 EUR as the ECB publishes them (decimal text, kept exact), by ISO 4217 code */
  rates: z.record(z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'), rateText),
});
export const FxReferenceRatesUploadSchema = z.object({
  source: z.string().trim().min(1, 'is required').max(300, 'must be at most 300 characters'),
  snapshots: z.array(FxSnapshotSchema).min(1, 'must hold at least one snapshot').max(400, 'must hold at most 400 snapshots'),
});
export type FxReferenceRatesUploadRequest = z.input<typeof FxReferenceRatesUploadSchema>;
export type FxReferenceRatesUpload = z.output<typeof FxReferenceRatesUploadSchema>;

export interface FxReferenceRatesUploadResult {
  /** snapshots stored (new or replaced) */
  stored: number;
  /** the latest reference date the table now holds */
  latestDate: string;
  /** the currencies kept (those the platform converts) */
  currencies: string[];
}
export const FxReferenceRatesUploadResultSchema = z
  .object({ stored: z.number().int(), latestDate: z.string(), currencies: z.array(z.string()) })
  .meta({ id: 'FxReferenceRatesUploadResult' });

/** GET /api/fx/reference-rates: the snapshot answers use today, and every snapshot the table holds. */
export const FxTableSummarySchema = ExchangeRatesUsedSchema.extend({
  snapshots: z.array(z.object({ date: z.string(), source: z.string() })),
}).meta({ id: 'FxTableSummary' });
export type FxTableSummary = z.output<typeof FxTableSummarySchema>;
