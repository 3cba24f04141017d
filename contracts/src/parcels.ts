import { z } from 'zod';

// ── Parcels of a shipment (issue 24, item 2): weights and sizes in the shipper's units, converted once ──
// Exact factors (international yard and pound, 1959; NIST Handbook 44, Appendix C): 1 lb = 0.45359237 kg,
// 1 oz = 1/16 lb = 28.349523125 g, 1 in = 2.54 cm. A parcel keeps what the shipper said (value and unit) beside the
// exact conversion to whole grams and millimetres, given as kg and cm (3 and 1 decimals). Rounding up to a carrier's
// billing increment happens when a rate is priced, never here.

export const WEIGHT_UNITS = ['kg', 'g', 'lb', 'oz'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const LENGTH_UNITS = ['cm', 'in'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export const PACKAGING_TYPES = ['box', 'envelope', 'pak', 'tube', 'pallet', 'custom'] as const;
export type PackagingType = (typeof PACKAGING_TYPES)[number];

const GRAMS_PER = new Map<WeightUnit, number>([
  ['kg', 1000],
  ['g', 1],
  ['lb', 453.59237],
  ['oz', 28.349523125],
]);
const MM_PER = new Map<LengthUnit, number>([
  ['cm', 10],
  ['in', 25.4],
]);

/** Whole grams (half up); the product is taken to 6 decimals first so that 1.2 kg is 1200 g, not 1200.0000000000002. */
export const toGrams = (value: number, unit: WeightUnit): number => Math.round(Number((value * GRAMS_PER.get(unit)!).toFixed(6)));
/** Whole millimetres (half up). */
export const toMillimetres = (value: number, unit: LengthUnit): number => Math.round(Number((value * MM_PER.get(unit)!).toFixed(6)));

/** A weight in whole grams in `unit`, to `decimals` places (what a message shows in the shipper's own unit). */
export const fromGrams = (grams: number, unit: WeightUnit, decimals = 1): number => Number((grams / GRAMS_PER.get(unit)!).toFixed(decimals));
/** A length in whole millimetres in `unit`, to `decimals` places. */
export const fromMillimetres = (mm: number, unit: LengthUnit, decimals = 1): number => Number((mm / MM_PER.get(unit)!).toFixed(decimals));

/** Limits of one parcel, after conversion (the spec's item limits: 0.001–1000 kg, 0.1–500 cm). */
export const PARCEL_LIMITS = { minGrams: 1, maxGrams: 1_000_000, minMm: 1, maxMm: 5_000, maxParcels: 50 } as const;

const positive = z
  .number({ error: 'must be a number' })
  .refine(Number.isFinite, 'must be a finite number')
  .refine((n) => n > 0, 'must be greater than 0');

export const ParcelWeightSchema = z.object({
  value: positive,
  unit: z.enum(WEIGHT_UNITS, { error: `must be one of ${WEIGHT_UNITS.join(', ')}` }),
});
export const ParcelDimensionsSchema = z.object({
  length: positive,
  width: positive,
  height: positive,
  unit: z.enum(LENGTH_UNITS, { error: `must be one of ${LENGTH_UNITS.join(', ')}` }),
});

export const ParcelInputSchema = z
  .object({
    weight: ParcelWeightSchema,
    dimensions: ParcelDimensionsSchema.optional(),
    packaging: z.enum(PACKAGING_TYPES, { error: `must be one of ${PACKAGING_TYPES.join(', ')}` }).optional(),
  })
  .superRefine((p, ctx) => {
    // the limits hold after conversion; a value that is already refused (not a positive number, no such unit) is not checked again
    const valid = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
    if (!valid(p.weight.value) || !GRAMS_PER.has(p.weight.unit)) return;
    const grams = toGrams(p.weight.value, p.weight.unit);
    if (grams < PARCEL_LIMITS.minGrams) ctx.addIssue({ code: 'custom', path: ['weight', 'value'], message: 'must be at least 1 g (0.001 kg)' });
    if (grams > PARCEL_LIMITS.maxGrams) ctx.addIssue({ code: 'custom', path: ['weight', 'value'], message: 'must be at most 1000 kg' });
    if (!p.dimensions || !MM_PER.has(p.dimensions.unit)) return;
    for (const side of ['length', 'width', 'height'] as const) {
      if (!valid(p.dimensions[side])) continue;
      const mm = toMillimetres(p.dimensions[side], p.dimensions.unit);
      if (mm < PARCEL_LIMITS.minMm) ctx.addIssue({ code: 'custom', path: ['dimensions', side], message: 'must be at least 0.1 cm' });
      if (mm > PARCEL_LIMITS.maxMm) ctx.addIssue({ code: 'custom', path: ['dimensions', side], message: 'must be at most 500 cm' });
    }
  });
export type ParcelInput = z.infer<typeof ParcelInputSchema>;

export const ParcelsSchema = z
  .array(ParcelInputSchema, { error: 'must be a list of parcels' })
  .min(1, 'must hold at least one parcel')
  .max(PARCEL_LIMITS.maxParcels, `must hold at most ${PARCEL_LIMITS.maxParcels} parcels`);

/** A parcel as stored on ShipmentCreated (v2) and shown: what the shipper said, and its exact metric conversion. */
export interface Parcel {
  weight: { value: number; unit: WeightUnit };
  dimensions?: { length: number; width: number; height: number; unit: LengthUnit };
  packaging: PackagingType;
  /** The weight in kg, to the gram. */
  weightKg: number;
  /** The sides in cm, to the millimetre. */
  dimensionsCm?: { length: number; width: number; height: number };
}

/** The stored parcel of a request's parcel: converted once. */
export function toParcel(p: ParcelInput): Parcel {
  const parcel: Parcel = { weight: { ...p.weight }, packaging: p.packaging ?? 'custom', weightKg: toGrams(p.weight.value, p.weight.unit) / 1000 };
  if (p.dimensions) {
    const { unit } = p.dimensions;
    parcel.dimensions = { ...p.dimensions };
    parcel.dimensionsCm = {
      length: toMillimetres(p.dimensions.length, unit) / 10,
      width: toMillimetres(p.dimensions.width, unit) / 10,
      height: toMillimetres(p.dimensions.height, unit) / 10,
    };
  }
  return parcel;
}

/** The one parcel of a shipment that names none: its item's weight (kg) and dimensions (cm), in the shipper's own packaging. */
export function parcelFromItem(item: { weight: number; dimensions?: { length: number; width: number; height: number } }): Parcel {
  return toParcel({
    weight: { value: item.weight, unit: 'kg' },
    ...(item.dimensions ? { dimensions: { ...item.dimensions, unit: 'cm' as const } } : {}),
  });
}

/** The shipment's total weight in kg (summed in whole grams, so no float drift). */
export const totalWeightKg = (parcels: readonly Pick<Parcel, 'weightKg'>[]): number => parcels.reduce((g, p) => g + Math.round(p.weightKg * 1000), 0) / 1000;
