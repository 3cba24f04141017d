import { toCountryCode, type CreateShipmentRequest, type CurrencyCode, type CustomsContentType, type Incoterm, type TaxIdType, type WeightUnit } from '@waypost/contracts';
import { numberOf } from './parcels-draft';
import { minorDigits } from '../money';

// ── Customs of an international shipment (issue 24): the declaration as typed, and the payload's `customs` ──

export interface CustomsItemDraft {
  description: string;
  quantity: string;
  /** Of one unit, in major units as typed ('12.50'). */
  unitValue: string;
  currency: CurrencyCode;
  hsCode: string;
  originCountry: string;
  /** Of one unit. */
  weight: string;
  weightUnit: WeightUnit;
}

export interface TaxIdDraft {
  type: TaxIdType;
  value: string;
}

export interface CustomsDraft {
  contentType: CustomsContentType;
  incoterm: Incoterm;
  items: CustomsItemDraft[];
  exporterTaxId: TaxIdDraft;
  importerTaxId: TaxIdDraft;
}

export const emptyCustoms = (): CustomsDraft => ({
  contentType: 'merchandise',
  incoterm: 'DAP',
  items: [],
  exporterTaxId: { type: 'EORI', value: '' },
  importerTaxId: { type: 'EIN', value: '' },
});

/** A new line: the previous line's currency (one per declaration), made in the sender's country unless changed. */
export const emptyCustomsItem = (previous: CustomsItemDraft | undefined, fromCountry: string): CustomsItemDraft => ({
  description: '',
  quantity: '1',
  unitValue: '',
  currency: previous?.currency ?? 'USD',
  hsCode: '',
  originCountry: toCountryCode(fromCountry) ?? '',
  weight: '',
  weightUnit: previous?.weightUnit ?? 'kg',
});

/** From and to resolve to two different countries (the contracts' resolution: names, codes, aliases). */
export function isInternational(fromCountry: string, toCountry: string): boolean {
  const from = toCountryCode(fromCountry);
  const to = toCountryCode(toCountry);
  return from !== undefined && to !== undefined && from !== to;
}

export { minorDigits };

/** '12.50' USD -> 1250; '1500' JPY -> 1500. */
export const toMinor = (raw: string, currency: string): number => Math.round(numberOf(raw) * 10 ** minorDigits(currency));

/** Something was declared: a line or a tax id (an untouched declaration is not sent). */
export const customsGiven = (c: CustomsDraft): boolean => c.items.length > 0 || c.exporterTaxId.value.trim() !== '' || c.importerTaxId.value.trim() !== '';

type CustomsPayload = NonNullable<CreateShipmentRequest['customs']>;

export function toCustomsRequest(c: CustomsDraft): CustomsPayload {
  const taxIds = (t: TaxIdDraft) => (t.value.trim() ? [{ type: t.type, value: t.value.trim() }] : undefined);
  const exporterTaxIds = taxIds(c.exporterTaxId);
  const importerTaxIds = taxIds(c.importerTaxId);
  return {
    contentType: c.contentType,
    incoterm: c.incoterm,
    items: c.items.map((i) => ({
      description: i.description.trim(),
      quantity: numberOf(i.quantity),
      unitValue: { amountMinor: toMinor(i.unitValue, i.currency), currency: i.currency },
      hsCode: i.hsCode.trim(),
      originCountry: i.originCountry.trim(),
      weight: { value: numberOf(i.weight), unit: i.weightUnit },
    })),
    ...(exporterTaxIds ? { exporterTaxIds } : {}),
    ...(importerTaxIds ? { importerTaxIds } : {}),
  };
}
