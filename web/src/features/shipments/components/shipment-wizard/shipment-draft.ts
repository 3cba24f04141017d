import type { CreateShipmentRequest } from '@waypost/contracts';
import type { ItemRecognition } from '../../api/recognize-item';

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
  from: AddressDraft;
  to: AddressDraft;
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
  from: emptyAddress(),
  to: emptyAddress(),
});

/** Blank number fields become 0 (the server names them if that is not allowed). */
const toNumber = (raw: string): number => {
  const value = Number(raw.trim());
  return raw.trim() === '' || Number.isNaN(value) ? 0 : value;
};

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

export function toCreateShipmentRequest(draft: ShipmentDraft): CreateShipmentRequest {
  const { item } = draft;
  const hasDimensions = [item.length, item.width, item.height].some((v) => v.trim() !== '');
  return {
    fromAddress: trimAddress(draft.from),
    toAddress: trimAddress(draft.to),
    itemDetails: {
      description: item.description.trim(),
      weight: toNumber(item.weight),
      value: toNumber(item.value),
      ...(hasDimensions ? { dimensions: { length: toNumber(item.length), width: toNumber(item.width), height: toNumber(item.height) } } : {}),
      ...(item.aiRecognition ? { aiRecognition: toRecognitionPayload(item.aiRecognition) } : {}),
    },
    status: 'pending',
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
const SECTION_LABELS: Record<string, string> = { fromAddress: 'From', toAddress: 'To', itemDetails: 'Item' };
const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  company: 'company',
  address: 'address',
  address2: 'address line 2',
  city: 'city',
  state: 'state / province',
  country: 'country',
  postalCode: 'postal code',
  phone: 'phone',
  email: 'email',
  residential: 'residential',
  description: 'description',
  weight: 'weight',
  value: 'declared value',
  dimensions: 'dimensions',
  length: 'length',
  width: 'width',
  height: 'height',
};

/** 'fromAddress.city' -> 'From city'; 'itemDetails.dimensions.length' -> 'Item dimensions length'. */
export function describeField(path: string): string {
  const [section = '', ...rest] = path.split('.');
  const head = SECTION_LABELS[section] ?? section;
  return [head, ...rest.map((part) => FIELD_LABELS[part] ?? part)].join(' ').trim();
}
