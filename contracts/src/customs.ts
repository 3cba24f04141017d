import { z } from 'zod';
import { SUPPORTED_CURRENCIES } from './compliance';
import { BatteryFactsSchema } from './dangerous-goods';
import { ParcelWeightSchema, toGrams, type WeightUnit } from './parcels';

// ── Customs on an international shipment (issue 24, item 3) ─────────────────
// What a commercial invoice and a CN22/CN23 need: the goods line by line (HS code, origin, value in minor units with
// its currency, weight), why they travel, who pays the duties (incoterm) and the parties' tax ids.

export const CUSTOMS_CONTENT_TYPES = ['merchandise', 'gift', 'documents', 'sample', 'return'] as const;
export type CustomsContentType = (typeof CUSTOMS_CONTENT_TYPES)[number];
export const INCOTERMS = ['DAP', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const TAX_ID_TYPES = ['EORI', 'IOSS', 'VAT', 'EIN'] as const;
export type TaxIdType = (typeof TAX_ID_TYPES)[number];

/** Formats of the tax ids (spacing and case are forgiven, then the canonical form is kept). */
export const TAX_ID_FORMATS = new Map<TaxIdType, { pattern: RegExp; expects: string }>([
  ['EORI', { pattern: /^[A-Z]{2}[A-Z0-9]{1,15}$/, expects: 'a country code and up to 15 letters or digits, e.g. DE123456789012345' }],
  ['IOSS', { pattern: /^IM\d{10}$/, expects: 'IM and 10 digits, e.g. IM2760000001' }],
  ['VAT', { pattern: /^[A-Z]{2}[A-Z0-9]{2,13}$/, expects: 'a country code and 2 to 13 letters or digits, e.g. DE123456789' }],
  ['EIN', { pattern: /^\d{2}-\d{7}$/, expects: '9 digits as NN-NNNNNNN, e.g. 12-3456789' }],
]);

const canonicalTaxId = (type: TaxIdType, raw: string): string => {
  const bare = raw.replace(/[\s.]/g, '').toUpperCase();
  return type === 'EIN' && /^\d{9}$/.test(bare) ? `${bare.slice(0, 2)}-${bare.slice(2)}` : bare;
};

export const TaxIdSchema = z
  .object({
    type: z.enum(TAX_ID_TYPES, { error: `must be one of ${TAX_ID_TYPES.join(', ')}` }),
    value: z.string({ error: 'must be a string' }).trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
  })
  .transform((t, ctx) => {
    const value = canonicalTaxId(t.type, t.value);
    const format = TAX_ID_FORMATS.get(t.type)!;
    if (!format.pattern.test(value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `is not a valid ${t.type}: expected ${format.expects}` });
      return z.NEVER;
    }
    return { type: t.type, value };
  });
export type TaxId = z.infer<typeof TaxIdSchema>;

/** Tax ids per party (exporter, importer) at the most. */
export const MAX_TAX_IDS = 4;
const TaxIdsSchema = z.array(TaxIdSchema, { error: 'must be a list of tax ids' }).max(MAX_TAX_IDS, `must hold at most ${MAX_TAX_IDS} tax ids`);

/** The parties' tax ids on a customs declaration: personal data of a private person (sealed per owner in events). */
export const TAX_ID_PARTIES = ['exporterTaxIds', 'importerTaxIds'] as const;

/** What a reader other than the shipment's owner sees of a tax id's value (staff views, audit reads). */
export const TAX_ID_HIDDEN = '[encrypted]';

/** The declaration as someone other than its owner reads it: each tax id's type stays, its value does not. */
export function withTaxIdsHidden(customs: Customs): Customs {
  const hide = (ids: readonly TaxId[]): TaxId[] => ids.map((t) => ({ ...t, value: TAX_ID_HIDDEN }));
  const { exporterTaxIds, importerTaxIds } = customs;
  return { ...customs, ...(exporterTaxIds ? { exporterTaxIds: hide(exporterTaxIds) } : {}), ...(importerTaxIds ? { importerTaxIds: hide(importerTaxIds) } : {}) };
}

export const MoneySchema = z.object({
  amountMinor: z
    .number({ error: 'must be a number' })
    .int('must be a whole number of minor units (cents)')
    .nonnegative('must not be negative')
    .max(100_000_000_00, 'must be at most 10000000000'),
  currency: z
    .string({ error: 'must be a currency code' })
    .trim()
    .toUpperCase()
    .pipe(z.enum(SUPPORTED_CURRENCIES, { error: `must be one of ${SUPPORTED_CURRENCIES.join(', ')}` })),
});

export const CustomsItemSchema = z.object({
  description: z.string({ error: 'must be a string' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  quantity: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000, 'must be at most 100000'),
  /** The value of one unit. */
  unitValue: MoneySchema,
  hsCode: z
    .string({ error: 'must be a string' })
    .transform((s) => s.replace(/[\s.]/g, ''))
    .pipe(z.string().regex(/^\d{6,10}$/, 'must be an HS code of 6 to 10 digits, e.g. 851830')),
  originCountry: z
    .string({ error: 'must be a country code' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code, e.g. DE'),
  /** The weight of one unit. */
  weight: ParcelWeightSchema,
  /** What the shipper states about a lithium battery in or with the item (issue 26): the dangerous-goods check reads it first. */
  battery: BatteryFactsSchema.optional(),
});
export type CustomsItem = z.infer<typeof CustomsItemSchema>;

export const CustomsSchema = z
  .object({
    contentType: z.enum(CUSTOMS_CONTENT_TYPES, { error: `must be one of ${CUSTOMS_CONTENT_TYPES.join(', ')}` }),
    incoterm: z.enum(INCOTERMS, { error: `must be one of ${INCOTERMS.join(', ')}` }),
    items: z.array(CustomsItemSchema, { error: 'must be a list of items' }).min(1, 'must hold at least one item').max(100, 'must hold at most 100 items'),
    exporterTaxIds: TaxIdsSchema.optional(),
    importerTaxIds: TaxIdsSchema.optional(),
  })
  .superRefine((c, ctx) => {
    const currency = c.items[0]?.unitValue.currency;
    c.items.forEach((item, i) => {
      if (item.unitValue.currency !== currency)
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'unitValue', 'currency'],
          message: `must be ${currency}, the currency of the first item (one currency per declaration)`,
        });
    });
  });
export type Customs = z.infer<typeof CustomsSchema>;

/** Declared weight of all items in grams (quantity × unit weight). */
export const customsItemsGrams = (items: readonly { quantity: number; weight: { value: number; unit: WeightUnit } }[]): number =>
  items.reduce((g, i) => g + i.quantity * toGrams(i.weight.value, i.weight.unit), 0);

/** Declared value of all items in minor units (items share one currency). */
export const customsTotalMinor = (items: readonly { quantity: number; unitValue: { amountMinor: number } }[]): number =>
  items.reduce((m, i) => m + i.quantity * i.unitValue.amountMinor, 0);

/** Stored on ShipmentCreated (v2) and shown: the compliance engine's estimate at creation, with the rules it used. */
export interface DutiesEstimate {
  currency: string;
  dutyMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** Who pays at import: the shipper (DDP) or the recipient (DAP). */
  payer: 'shipper' | 'recipient';
  /** The compliance rule set and the date it was read on. */
  rule: string;
  asOf: string;
}
