import { toGrams, toMillimetres, type LengthUnit, type PackagingType, type ParcelInput, type WeightUnit } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';

// ── Parcels of the wizard (issue 24): what the shipper types, in their units, and the payload's `parcels` ──

export interface ParcelDraft {
  weight: string;
  weightUnit: WeightUnit;
  length: string;
  width: string;
  height: string;
  lengthUnit: LengthUnit;
  /** '' : not said (the server stores `custom`). */
  packaging: PackagingType | '';
}

/** The item fields a parcel list starts from and falls back to (kg and cm, as the seed's form asks). */
export interface ItemSize {
  weight: string;
  length: string;
  width: string;
  height: string;
}

export const emptyParcel = (): ParcelDraft => ({ weight: '', weightUnit: 'kg', length: '', width: '', height: '', lengthUnit: 'cm', packaging: '' });

/** The item's weight and dimensions as the first parcel (kg, cm). */
export const parcelFromItemSize = (item: ItemSize): ParcelDraft => ({ ...emptyParcel(), weight: item.weight, length: item.length, width: item.width, height: item.height });

/** Blank or not a number: 0 (the server names the field). */
export const numberOf = (raw: string): number => {
  const value = Number(raw.trim());
  return raw.trim() === '' || Number.isNaN(value) ? 0 : value;
};

const hasDimensions = (p: Pick<ParcelDraft, 'length' | 'width' | 'height'>) => [p.length, p.width, p.height].some((v) => v.trim() !== '');

export function toParcelInput(p: ParcelDraft): ParcelInput {
  return {
    weight: { value: numberOf(p.weight), unit: p.weightUnit },
    ...(hasDimensions(p) ? { dimensions: { length: numberOf(p.length), width: numberOf(p.width), height: numberOf(p.height), unit: p.lengthUnit } } : {}),
    ...(p.packaging ? { packaging: p.packaging } : {}),
  };
}

/** Grams of one parcel as typed (a blank, negative or unreadable weight counts 0). */
const gramsOf = (p: Pick<ParcelDraft, 'weight' | 'weightUnit'>): number => {
  const value = numberOf(p.weight);
  return value > 0 && Number.isFinite(value) ? toGrams(value, p.weightUnit) : 0;
};

/** The total in kg, summed in whole grams (no float drift). */
export const parcelsTotalKg = (parcels: readonly Pick<ParcelDraft, 'weight' | 'weightUnit'>[]): number => parcels.reduce((g, p) => g + gramsOf(p), 0) / 1000;

const trim = (n: number) => String(Number(n.toFixed(3)));

/** 'Total weight: 3.5 kg'; parcels all in another unit: 'Total weight: 5 lb (2.268 kg)' (the `shipments` catalogue's words). */
export function totalWeightText(parcels: readonly Pick<ParcelDraft, 'weight' | 'weightUnit'>[]): string {
  const kg = parcelsTotalKg(parcels);
  const units = new Set(parcels.map((p) => p.weightUnit));
  const [unit] = units;
  if (units.size !== 1 || unit === undefined || unit === 'kg') return i18n.t('shipments:parcels.totalWeight', { weightKg: trim(kg) });
  const inUnit = parcels.reduce((sum, p) => sum + Math.max(0, numberOf(p.weight)), 0);
  return i18n.t('shipments:parcels.totalWeightConverted', { weight: trim(inUnit), unit, weightKg: trim(kg) });
}

/** The one parcel left, back as the item's kg and cm (converted exactly, to the gram and millimetre). */
export function itemSizeOfParcel(p: ParcelDraft): ItemSize {
  const side = (raw: string) => (raw.trim() === '' ? '' : p.lengthUnit === 'cm' ? raw.trim() : trim(toMillimetres(numberOf(raw), p.lengthUnit) / 10));
  const weight = p.weight.trim() === '' ? '' : p.weightUnit === 'kg' ? p.weight.trim() : trim(gramsOf(p) / 1000);
  return { weight, length: side(p.length), width: side(p.width), height: side(p.height) };
}
