import { ProviderError, type LabelFormat, type PartyAddress, type ProviderCustoms, type ProviderRate, type PurchaseResult, type ShipmentSpec } from '../provider';
import { chargeLines, currencyDigits, decimalToMinor, minorToDecimal } from '../provider-mapping';
import type { ErrorReader } from '../provider-http';

// ── Karrio (REST API /v1, server 2026.1.x) ↔ our provider types ──────────────
// Karrio rates by creating a shipment (POST /v1/shipments answers it with its rates), buys one of them on that same
// shipment, and tracks through its trackers. Units are sent as Karrio takes them (KG, CM), so nothing is converted.

export const KARRIO = 'karrio' as const;

/** Shipment metadata keys we set (Karrio stores metadata as given and filters shipments by it). */
export const METADATA_REFERENCE = 'waypost_reference';
export const METADATA_IDEMPOTENCY_KEY = 'waypost_idempotency_key';

// ── What Karrio answers (the fields we read) ──

export interface KarrioCharge {
  name?: string | null;
  amount?: number | string | null;
  currency?: string | null;
}
export interface KarrioRate {
  id: string;
  carrier_name: string;
  carrier_id: string;
  currency: string;
  service?: string | null;
  total_charge: number | string;
  transit_days?: number | null;
  extra_charges?: KarrioCharge[] | null;
  estimated_delivery?: string | null;
  meta?: Record<string, unknown> | null;
  test_mode: boolean;
}
export interface KarrioDocument {
  category: string;
  format?: string | null;
  url?: string | null;
  base64?: string | null;
}
export interface KarrioMessage {
  code?: string | null;
  message?: string | null;
  carrier_name?: string | null;
  details?: unknown;
}
export interface KarrioShipment {
  id: string;
  status: string;
  carrier_name?: string | null;
  tracking_number?: string | null;
  selected_rate?: KarrioRate | null;
  rates?: KarrioRate[] | null;
  label_type?: string | null;
  label_url?: string | null;
  shipping_documents?: KarrioDocument[] | null;
  /** Servers before 2025.12 answered the label here. */
  docs?: { label?: string | null } | null;
  metadata?: Record<string, unknown> | null;
  messages?: KarrioMessage[] | null;
  test_mode: boolean;
}
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answer is the object we asked for, or the provider is not answering its documented shape. */
export function expectObject<T>(body: unknown, key: 'id' | 'tracking_number', what: string): T {
  if (!isRecord(body) || typeof body[key] !== 'string') throw new ProviderError(KARRIO, 'unavailable', `karrio answered a ${what} we cannot read`);
  return body as T;
}

// ── What we send ──

/** Karrio caps the reference at 35 characters: a longer id (a UUID is 36) loses its hyphens; metadata keeps it whole. */
export const karrioReference = (reference: string): string => (reference.length <= 35 ? reference : reference.replace(/-/g, '').slice(0, 35));

const round = (value: number, places: number): number => Number(value.toFixed(places));

function addressData(a: PartyAddress) {
  return {
    person_name: a.name,
    company_name: a.company,
    address_line1: a.street1,
    address_line2: a.street2,
    city: a.city,
    state_code: a.state,
    postal_code: a.postalCode,
    country_code: a.country,
    phone_number: a.phone,
    email: a.email,
    residential: a.residential ?? false,
  };
}

/** `minor / quantity` as a decimal number of the currency (two more places when it does not divide evenly). */
function unitValue(valueMinor: number, quantity: number, currency: string): number {
  if (valueMinor % quantity === 0) return Number(minorToDecimal(valueMinor / quantity, currency));
  const places = currencyDigits(currency) + 2;
  const scaled = String(Math.round((valueMinor * 100) / quantity)).padStart(places + 1, '0');
  return Number(`${scaled.slice(0, -places)}.${scaled.slice(-places)}`);
}

const CONTENT_TYPES: Record<ProviderCustoms['contents'], string> = {
  merchandise: 'merchandise',
  gift: 'gift',
  documents: 'documents',
  sample: 'sample',
  return: 'return_merchandise',
  other: 'other',
};

/** Karrio's commodities carry unit values and unit weights; ours carry the line's totals. */
function customsData(c: ProviderCustoms) {
  const currencies = [...new Set(c.items.map((i) => i.currency))];
  const declared =
    currencies.length === 1
      ? {
          currency: currencies[0],
          declared_value: Number(
            minorToDecimal(
              c.items.reduce((s, i) => s + i.valueMinor, 0),
              currencies[0]!,
            ),
          ),
        }
      : {};
  return {
    content_type: CONTENT_TYPES[c.contents],
    incoterm: c.incoterm,
    signer: c.signer,
    certify: true,
    commercial_invoice: c.contents === 'merchandise',
    duty: { paid_by: c.incoterm === 'DDP' ? 'sender' : 'recipient', ...declared },
    commodities: c.items.map((i) => ({
      title: i.description.slice(0, 35),
      description: i.description,
      quantity: i.quantity,
      value_amount: unitValue(i.valueMinor, i.quantity, i.currency),
      value_currency: i.currency,
      weight: round(i.weightKg / i.quantity, 3),
      weight_unit: 'KG',
      hs_code: i.hsCode,
      origin_country: i.originCountry,
    })),
  };
}

/** POST /v1/shipments: a draft shipment that Karrio answers with every connected carrier's rates. */
export function shipmentData(s: ShipmentSpec) {
  return {
    shipper: addressData(s.from),
    recipient: addressData(s.to),
    parcels: s.parcels.map((p) => ({
      weight: round(p.weightKg, 3),
      weight_unit: 'KG',
      length: round(p.lengthCm, 1),
      width: round(p.widthCm, 1),
      height: round(p.heightCm, 1),
      dimension_unit: 'CM',
    })),
    ...(s.customs ? { customs: customsData(s.customs) } : {}),
    reference: karrioReference(s.reference),
    options: { shipping_date: `${s.shipDate}T09:00` },
    metadata: { [METADATA_REFERENCE]: s.reference },
  };
}

// ── Rates and purchases ──

/** Karrio gives slugs; the names people know for the common ones (others show their slug). */
const CARRIER_NAMES: Record<string, string> = {
  ups: 'UPS',
  usps: 'USPS',
  usps_international: 'USPS',
  fedex: 'FedEx',
  dhl_express: 'DHL Express',
  dhl_parcel_de: 'DHL Paket',
  dhl_universal: 'DHL',
  canadapost: 'Canada Post',
  purolator: 'Purolator',
  royalmail: 'Royal Mail',
  australiapost: 'Australia Post',
  dpd: 'DPD',
  tnt: 'TNT',
  laposte: 'La Poste',
  colissimo: 'Colissimo',
  chronopost: 'Chronopost',
  sendle: 'Sendle',
  aramex: 'Aramex',
};

const chargeCode = (name: string): string =>
  name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '') || 'CHARGE';

export function rateOf(shipmentId: string, r: KarrioRate): ProviderRate {
  const currency = String(r.currency ?? '').toUpperCase();
  const total = { amountMinor: decimalToMinor(KARRIO, r.total_charge, currency), currency };
  // A charge in another currency cannot be added up with the total: the UNITEMISED line carries it instead.
  const itemised = (r.extra_charges ?? [])
    .filter((c) => c.amount !== null && c.amount !== undefined && (!c.currency || c.currency.toUpperCase() === currency))
    .map((c) => ({ code: chargeCode(c.name ?? ''), label: c.name?.trim() || 'Charge', amountMinor: decimalToMinor(KARRIO, c.amount, currency) }));
  const serviceName = typeof r.meta?.service_name === 'string' && r.meta.service_name.trim() ? r.meta.service_name.trim() : (r.service ?? '');
  const delivery = /^\d{4}-\d{2}-\d{2}/.exec(r.estimated_delivery ?? '');
  return {
    rateRef: r.id,
    shipmentRef: shipmentId,
    carrier: CARRIER_NAMES[r.carrier_name] ?? r.carrier_name,
    carrierCode: r.carrier_name,
    service: serviceName || r.carrier_name,
    serviceCode: r.service ?? '',
    total,
    lines: chargeLines(total, itemised),
    transitDays: Number.isInteger(r.transit_days) && r.transit_days! >= 0 ? r.transit_days! : null,
    deliveryDate: delivery ? delivery[0] : null,
  };
}

/** Bought: Karrio gave it a tracking number and it is neither a draft nor cancelled. */
export const isBought = (s: KarrioShipment): boolean => Boolean(s.tracking_number) && s.status !== 'draft' && s.status !== 'cancelled';

const LABEL_FORMATS: readonly LabelFormat[] = ['PDF', 'PNG', 'ZPL'];
const labelFormatOf = (value: string | null | undefined, fallback: LabelFormat): LabelFormat => LABEL_FORMATS.find((f) => f === value?.toUpperCase()) ?? fallback;

/** A bought shipment as our purchase; the label as Karrio gave it (bytes on purchase, a URL when retrieved). */
export function purchaseOf(s: KarrioShipment, wanted: LabelFormat, absolute: (url: string) => string): PurchaseResult {
  if (!s.tracking_number || !s.selected_rate) throw new ProviderError(KARRIO, 'unavailable', `karrio answered shipment ${s.id} without a tracking number or a selected rate`);
  const rate = rateOf(s.id, s.selected_rate);
  const doc = (s.shipping_documents ?? []).find((d) => d.category === 'label');
  const base64 = doc?.base64 || s.docs?.label || undefined;
  const url = doc?.url || s.label_url || undefined;
  if (!base64 && !url) throw new ProviderError(KARRIO, 'unavailable', `karrio answered shipment ${s.id} without its label`);
  return {
    providerShipmentId: s.id,
    trackingNumber: s.tracking_number,
    carrier: rate.carrier,
    carrierCode: s.carrier_name ?? rate.carrierCode,
    service: rate.service,
    serviceCode: rate.serviceCode,
    charge: { ...rate.total, lines: rate.lines },
    label: { format: labelFormatOf(doc?.format ?? s.label_type, wanted), ...(base64 ? { base64 } : { url: absolute(url!) }) },
  };
}

// ── Errors: {"errors": [{code, message, details}]} (API) and {"messages": [{carrier_name, code, message}]} (424) ──

/** Older servers put validation errors in `details` as {"recipient": {"postal_code": ["This field is required."]}}. */
function flatten(details: unknown, path: string, out: { field: string; message: string }[]): void {
  if (typeof details === 'string') out.push({ field: path || 'request', message: details });
  else if (Array.isArray(details)) details.forEach((d, i) => flatten(d, typeof d === 'string' ? path : `${path}[${i}]`, out));
  else if (isRecord(details)) for (const [k, v] of Object.entries(details)) flatten(v, path ? `${path}.${k}` : k, out);
}

export const karrioErrorOf: ErrorReader = (body) => {
  if (!isRecord(body)) return {};
  const list = (Array.isArray(body.errors) ? body.errors : Array.isArray(body.messages) ? body.messages : []).filter(isRecord);
  if (list.length === 0) return typeof body.detail === 'string' ? { message: body.detail } : {};
  const fields: { field: string; message: string }[] = [];
  const texts: string[] = [];
  for (const e of list) {
    const message = typeof e.message === 'string' ? e.message.trim() : '';
    const field = e.code === 'validation' ? /^([A-Za-z_][\w.[\]]*): (.+)$/s.exec(message) : null;
    if (field) fields.push({ field: field[1]!, message: field[2]! });
    if (!message) flatten(e.details, '', fields);
    if (message) texts.push(typeof e.carrier_name === 'string' && e.carrier_name ? `${e.carrier_name}: ${message}` : message);
  }
  const code = list.map((e) => e.code).find((c): c is string => typeof c === 'string' && c !== '');
  const message = [...texts, ...(texts.length ? [] : fields.map((f) => `${f.field}: ${f.message}`))].slice(0, 5).join('; ');
  return { ...(message ? { message } : {}), ...(code ? { code } : {}), fields };
};
