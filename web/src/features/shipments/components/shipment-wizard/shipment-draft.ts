import type { CreateShipmentRequest, RateSelection } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';
import type { ItemRecognition } from '../../api/recognize-item';
import { customsGiven, emptyCustoms, isInternational, toCustomsRequest, type CustomsDraft } from './customs-draft';
import { numberOf, parcelsTotalKg, toParcelInput, type ParcelDraft } from './parcels-draft';

// ── The wizard's form state and its mapping to the create payload ────────────
export interface AddressDraft {
  name: string;
  company: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  phone: string;
  email: string;
  residential: boolean;
}

export interface ItemDraft {
  description: string;
  weight: string;
  value: string;
  length: string;
  width: string;
  height: string;
  aiRecognition: ItemRecognition | null;
}

export interface ShipmentDraft {
  item: ItemDraft;
  /** Empty: the item is the one parcel (the seed's payload, no `parcels`); else the parcels, the item's size unused. */
  parcels: ParcelDraft[];
  from: AddressDraft;
  to: AddressDraft;
  /** Sent only on an international lane, once something is declared. */
  customs: CustomsDraft;
  /** auto (the seed's flow): the dispatcher books; manual: the shipper picks and buys a rate. */
  rateSelection: RateSelection;
}

const emptyAddress = (): AddressDraft => ({
  name: '',
  company: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  country: '',
  postalCode: '',
  phone: '',
  email: '',
  residential: false,
});

export const emptyDraft = (): ShipmentDraft => ({
  item: { description: '', weight: '', value: '', length: '', width: '', height: '', aiRecognition: null },
  parcels: [],
  from: emptyAddress(),
  to: emptyAddress(),
  customs: emptyCustoms(),
  rateSelection: 'auto',
});

/** Blank number fields become 0 (the server names them if that is not allowed). */
const toNumber = numberOf;

type AddressPayload = CreateShipmentRequest['fromAddress'];

/** The spec's five fields always; the optional ones only when filled in (residential only when ticked). */
const trimAddress = (a: AddressDraft): AddressPayload => {
  const optional = (['company', 'address2', 'state', 'phone', 'email'] as const).filter((key) => a[key].trim() !== '');
  return {
    name: a.name.trim(),
    address: a.address.trim(),
    city: a.city.trim(),
    country: a.country.trim(),
    postalCode: a.postalCode.trim(),
    ...Object.fromEntries(optional.map((key) => [key, a[key].trim()])),
    ...(a.residential ? { residential: true } : {}),
  };
};

/** True when the draft's lane needs the customs sub-part (from and to in two countries). */
export const needsCustoms = (draft: Pick<ShipmentDraft, 'from' | 'to'>): boolean => isInternational(draft.from.country, draft.to.country);

/**
 * The create payload. Only the seed's fields used: exactly the seed's payload. Parcels: `parcels` in the shipper's
 * units, and the item's weight is their total in kg (its own size fields are not shown then). Customs on an
 * international lane once declared; `rateSelection: 'manual'` only when the shipper chooses a rate.
 */
export function toCreateShipmentRequest(draft: ShipmentDraft): CreateShipmentRequest {
  const { item } = draft;
  const perParcel = draft.parcels.length > 0;
  const hasDimensions = !perParcel && [item.length, item.width, item.height].some((v) => v.trim() !== '');
  return {
    fromAddress: trimAddress(draft.from),
    toAddress: trimAddress(draft.to),
    itemDetails: {
      description: item.description.trim(),
      weight: perParcel ? parcelsTotalKg(draft.parcels) : toNumber(item.weight),
      value: toNumber(item.value),
      ...(hasDimensions ? { dimensions: { length: toNumber(item.length), width: toNumber(item.width), height: toNumber(item.height) } } : {}),
      ...(item.aiRecognition ? { aiRecognition: toRecognitionPayload(item.aiRecognition) } : {}),
    },
    status: 'pending',
    ...(perParcel ? { parcels: draft.parcels.map(toParcelInput) } : {}),
    ...(needsCustoms(draft) && customsGiven(draft.customs) ? { customs: toCustomsRequest(draft.customs) } : {}),
    ...(draft.rateSelection === 'manual' ? { rateSelection: 'manual' as const } : {}),
  };
}

function toRecognitionPayload(r: ItemRecognition) {
  return {
    description: r.description,
    category: r.category,
    estimatedWeight: r.estimatedWeight,
    estimatedDimensions: r.estimatedDimensions,
    confidence: r.confidence,
    shippingEligibility: r.shippingEligibility,
  };
}

/** Pre-fills description, weight and dimensions from a recognition result (spec section 4). */
export function applyRecognition(item: ItemDraft, result: ItemRecognition): ItemDraft {
  const asText = (n: number | undefined, fallback: string) => (typeof n === 'number' && Number.isFinite(n) ? String(n) : fallback);
  return {
    ...item,
    description: result.description ?? item.description,
    weight: asText(result.estimatedWeight, item.weight),
    length: asText(result.estimatedDimensions?.length, item.length),
    width: asText(result.estimatedDimensions?.width, item.width),
    height: asText(result.estimatedDimensions?.height, item.height),
    aiRecognition: result,
  };
}

// ── Naming the server's field paths in the wizard's own words ────────────────
// The words are the `shipments` catalogue's (fieldNames), looked up when a path is described (the language may change).
const SECTIONS = ['fromAddress', 'toAddress', 'itemDetails', 'parcels', 'customs'] as const;
const FIELDS = [
  'name',
  'company',
  'address',
  'address2',
  'city',
  'state',
  'country',
  'postalCode',
  'phone',
  'email',
  'residential',
  'description',
  'weight',
  'value',
  'dimensions',
  'length',
  'width',
  'height',
  'unit',
  'packaging',
  'contentType',
  'incoterm',
  'items',
  'quantity',
  'unitValue',
  'currency',
  'hsCode',
  'originCountry',
  'exporterTaxIds',
  'importerTaxIds',
  'type',
] as const;
/** Lists whose entries are numbered for people (parcel 1, item 2); other lists' positions are left out. */
const NUMBERED = ['parcels', 'items'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
/** Parts that say nothing a person needs: the number of a weight, the minor units of a value, a tax id's text. */
const SILENT = new Set(['amountMinor']);

/**
 * 'fromAddress.city' -> 'From city'; 'itemDetails.dimensions.length' -> 'Item dimensions length';
 * 'parcels.0.weight.value' -> 'Parcel 1 weight'; 'customs.items.1.hsCode' -> 'Customs item 2 HS code'.
 */
export function describeField(path: string): string {
  const parts = path.split('.');
  const words: string[] = [];
  parts.forEach((part, i) => {
    const previous = parts[i - 1] ?? '';
    if (/^\d+$/.test(part)) {
      if (isOneOf(NUMBERED, previous) && words.length > 0) words[words.length - 1] = i18n.t(`shipments:fieldNames.numbered.${previous}`, { number: Number(part) + 1 });
      return;
    }
    if (SILENT.has(part) || (part === 'value' && (previous === 'weight' || /^\d+$/.test(previous)))) return;
    if (i === 0) words.push(isOneOf(SECTIONS, part) ? i18n.t(`shipments:fieldNames.sections.${part}`) : part);
    else words.push(isOneOf(FIELDS, part) ? i18n.t(`shipments:fieldNames.fields.${part}`) : part);
  });
  // the words nest outer to inner ("From" > "city", "Customs" > "item 2" > "HS code"); each language orders a pair in
  // its own message (fieldNames.join: "From city" in English, "Expéditeur – ville" in French)
  return words.length === 0 ? '' : words.reduce((outer, inner) => i18n.t('shipments:fieldNames.join', { outer, inner })).trim();
}
