import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FakeResponse } from '../testing/fake-server';
import { tinyPdf, TINY_PNG } from '../testing/fake-files';

// ── The Karrio fake's request schemas, error bodies, quotes and label files (see karrio.fake.ts) ──
// Schemas follow the OpenAPI document of Karrio 2026.1.32 (ShipmentData, AddressData, ParcelData, CustomsData,
// CommodityData, ShipmentPurchaseData, TrackingData): required fields, enums and maxLengths as documented. Error texts
// are those of Django REST framework, flattened as Karrio's exception handler does ("parcels[0].weight: ...").

const text = (max: number) => z.string().max(max).nullish();
const COUNTRY = z.string().regex(/^[A-Z]{2}$/);
const CURRENCY = z.string().regex(/^[A-Z]{3}$/);
const WEIGHT_UNIT = z.enum(['KG', 'LB', 'OZ', 'G']);
const LABEL_TYPE = z.enum(['PDF', 'ZPL', 'PNG']);

export const AddressData = z.object({
  postal_code: text(10),
  city: text(30),
  federal_tax_id: text(20),
  state_tax_id: text(20),
  person_name: text(50),
  company_name: text(50),
  country_code: COUNTRY,
  email: z.email().nullish(),
  phone_number: text(20),
  state_code: text(20),
  residential: z.boolean().nullish(),
  street_number: text(20),
  address_line1: text(50),
  address_line2: text(50),
  validate_location: z.boolean().nullish(),
});

const ParcelData = z.object({
  weight: z.number(),
  weight_unit: WEIGHT_UNIT,
  width: z.number().nullish(),
  height: z.number().nullish(),
  length: z.number().nullish(),
  dimension_unit: z.enum(['CM', 'IN']).nullish(),
  packaging_type: text(50),
  package_preset: text(50),
  description: text(250),
  content: text(100),
  is_document: z.boolean().nullish(),
  reference_number: text(100),
});

const CommodityData = z.object({
  weight: z.number(),
  weight_unit: WEIGHT_UNIT,
  title: text(35),
  description: text(100),
  quantity: z.number().int().default(1),
  sku: text(35),
  hs_code: text(35),
  value_amount: z.number().nullish(),
  value_currency: CURRENCY.nullish(),
  origin_country: COUNTRY.nullish(),
});

const CustomsData = z.object({
  commodities: z.array(CommodityData),
  duty: z
    .object({ paid_by: z.enum(['sender', 'recipient', 'third_party']).nullish(), currency: CURRENCY.nullish(), declared_value: z.number().nullish(), account_number: text(50) })
    .nullish(),
  content_type: z.enum(['documents', 'gift', 'sample', 'merchandise', 'return_merchandise', 'other']).nullish(),
  content_description: z.string().nullish(),
  incoterm: z.enum(['CFR', 'CIF', 'CIP', 'CPT', 'DAP', 'DAF', 'DDP', 'DDU', 'DEQ', 'DES', 'EXW', 'FAS', 'FCA', 'FOB']).nullish(),
  invoice: text(50),
  commercial_invoice: z.boolean().nullish(),
  certify: z.boolean().nullish(),
  signer: text(50),
});

export const ShipmentData = z.object({
  shipper: AddressData,
  recipient: AddressData,
  parcels: z.array(ParcelData).min(1),
  customs: CustomsData.nullish(),
  reference: text(35),
  label_type: LABEL_TYPE.optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  carrier_ids: z.array(z.string()).nullish(),
});
export type ShipmentInput = z.infer<typeof ShipmentData>;

export const ShipmentPurchaseData = z.object({
  selected_rate_id: z.string(),
  label_type: LABEL_TYPE.optional(),
  reference: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

export const TrackingData = z.object({ tracking_number: z.string(), carrier_name: z.string() });

const at = (body: unknown, path: PropertyKey[]): unknown => path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), body);
const typeName = (v: unknown): string => (Array.isArray(v) ? 'list' : v === null ? 'null' : typeof v === 'number' ? 'int' : typeof v === 'string' ? 'str' : typeof v);

/** Django REST framework's text for a zod issue. */
function drfText(issue: z.core.$ZodIssue, value: unknown): string {
  if (value === undefined) return 'This field is required.';
  if (value === null) return 'This field may not be null.';
  switch (issue.code) {
    case 'too_big':
      return `Ensure this field has no more than ${String(issue.maximum)} characters.`;
    case 'too_small':
      return 'This list may not be empty.';
    case 'invalid_value':
      return `"${String(value)}" is not a valid choice.`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Enter a valid email address.' : `"${String(value)}" is not a valid choice.`;
    case 'invalid_type':
      if (issue.expected === 'number') return 'A valid number is required.';
      if (issue.expected === 'int') return 'A valid integer is required.';
      if (issue.expected === 'boolean') return 'Must be a valid boolean.';
      if (issue.expected === 'array') return `Expected a list of items but got type "${typeName(value)}".`;
      if (issue.expected === 'object' || issue.expected === 'record') return `Invalid data. Expected a dictionary, but got ${typeName(value)}.`;
      return 'Not a valid string.';
    default:
      return issue.message;
  }
}

/** `parcels[0].weight` as Karrio writes a field path. */
const fieldPath = (path: PropertyKey[]): string => path.reduce<string>((p, k) => (typeof k === 'number' ? `${p}[${k}]` : p ? `${p}.${String(k)}` : String(k)), '');

/** 400 with Karrio's validation body, or the parsed input. */
export function validate<T>(schema: z.ZodType<T>, body: unknown): { ok: true; value: T } | { ok: false; response: FakeResponse } {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = parsed.error.issues.map((i) => ({ code: 'validation', message: `${fieldPath(i.path)}: ${drfText(i, at(body, i.path))}`, level: 'error' }));
  return { ok: false, response: { status: 400, body: { errors } } };
}

/** Karrio's error body for one error. */
export const apiError = (status: number, code: string, message: string): FakeResponse => ({
  status,
  body: { errors: [{ code, message, level: status === 404 ? 'warning' : 'error' }] },
});

/** A carrier refused (424): Karrio relays the carrier's messages. */
export const carrierError = (carrier: string, code: string, message: string): FakeResponse => ({
  status: 424,
  body: { messages: [{ carrier_name: carrier, carrier_id: `${carrier}_test`, code, message, level: 'error', details: {} }] },
});

/** The carriers this fake instance has connected, by route kind, and what they charge (cents, from the weight). */
export const CONNECTIONS = {
  domestic: [
    { carrier: 'usps', service: 'usps_priority_mail', name: 'USPS PRIORITY MAIL', base: 845, perKg: 210, days: 2, itemised: true },
    { carrier: 'ups', service: 'ups_ground', name: 'UPS GROUND', base: 1120, perKg: 180, days: 4, itemised: false },
  ],
  international: [
    { carrier: 'dhl_express', service: 'dhl_express_worldwide', name: 'DHL EXPRESS WORLDWIDE', base: 4590, perKg: 820, days: 3, itemised: true },
    { carrier: 'ups', service: 'ups_worldwide_saver', name: 'UPS WORLDWIDE SAVER', base: 5210, perKg: 760, days: 4, itemised: false },
  ],
} as const;

/** Karrio answers amounts as JSON numbers (floats with two places). */
export const dollars = (cents: number): number => Number((cents / 100).toFixed(2));

/** A one-page PDF with the tracking number on it (a valid file: catalog, page, content stream, cross-reference). */
export const labelPdf = (trackingNumber: string): Buffer => tinyPdf(trackingNumber);

/** A 1×1 PNG, and a ZPL label, for the other label types. */
export const labelFile = (format: 'PDF' | 'PNG' | 'ZPL', trackingNumber: string): Buffer =>
  format === 'PDF' ? labelPdf(trackingNumber) : format === 'PNG' ? TINY_PNG : Buffer.from(`^XA^FO50,50^A0N,40,40^FD${trackingNumber}^FS^XZ`, 'latin1');

/** Karrio's event date and time fields ("2026-12-01", "02:30 PM") beside its ISO timestamp. */
export function eventClock(at: Date): { date: string; time: string; timestamp: string } {
  const h = at.getUTCHours();
  const time = `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return { date: at.toISOString().slice(0, 10), time, timestamp: at.toISOString() };
}

/** Karrio's object ids: a prefix and 32 hex digits. */
export const randomId = (prefix: string): string => `${prefix}_${randomBytes(16).toString('hex')}`;

/** The fake's carriers quote a shipment: Karrio rates as its API answers them. */
export function quoteRates(input: ShipmentInput, testMode: boolean) {
  const perKg = { KG: 1, LB: 0.45359237, OZ: 0.028349523, G: 0.001 } as const;
  const kg = input.parcels.reduce((sum, p) => sum + p.weight * perKg[p.weight_unit], 0);
  const shipDate = String(input.options?.shipping_date ?? new Date().toISOString()).slice(0, 10);
  const international = input.shipper.country_code !== input.recipient.country_code;
  return (international ? CONNECTIONS.international : CONNECTIONS.domestic).map((c) => {
    const base = c.base + c.perKg * Math.ceil(kg);
    const fuel = Math.round(base * 0.115);
    const eta = new Date(Date.parse(`${shipDate}T00:00:00Z`) + c.days * 86_400_000).toISOString().slice(0, 10);
    return {
      id: randomId('rat'),
      object_type: 'rate',
      carrier_name: c.carrier,
      carrier_id: `${c.carrier}_test`,
      currency: 'USD',
      service: c.service,
      total_charge: dollars(base + fuel),
      transit_days: c.days,
      // Like some carriers, UPS here itemises only the base: the fuel surcharge is in the total alone.
      extra_charges: [
        { name: 'Base charge', amount: dollars(base), currency: 'USD', id: null },
        ...(c.itemised ? [{ name: 'Fuel surcharge', amount: dollars(fuel), currency: 'USD', id: null }] : []),
      ],
      estimated_delivery: eta,
      meta: { service_name: c.name, rate_provider: c.carrier, carrier_connection_id: `car_${c.carrier}` },
      test_mode: testMode,
    };
  });
}
export type FakeRate = ReturnType<typeof quoteRates>[number];
