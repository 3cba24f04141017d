import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { tinyPdf, TINY_PNG } from '../testing/fake-files';

// ── What the Shippo fake checks and answers (issue 27): request schemas, Shippo's error bodies, object builders ──
// Follows the Shippo API reference for API version 2018-02-08 (docs.goshippo.com, as read 2026-11-28) and the shapes
// the official SDK shippo 2.18.0 sends and parses (its OpenAPI doc 2018-02-08). Requests are snake_case JSON.

/** SHIPPO-API-VERSION values the fake accepts: the SDK's, and the older dated versions we know of (the fake answers 2018-02-08 shapes). */
export const KNOWN_API_VERSIONS = new Set(['2014-02-11', '2016-10-25', '2017-03-29', '2017-08-01', '2018-02-08']);

/** Shippo's 401 bodies (its Authentication guide). */
export const NO_CREDENTIALS = { detail: 'Authentication credentials were not provided.' } as const;
export const BAD_TOKEN = { detail: 'Token does not exist' } as const;
export const NOT_FOUND = { detail: 'Not found.' } as const;

/** "Up to six digits in front and four digits after the decimal separator are accepted" (parcels, customs weights). */
const Measure = z
  .string()
  .regex(/^\d{1,6}(\.\d{1,4})?$/, 'Ensure that there are no more than 6 digits before and 4 after the decimal point.')
  .refine((v) => Number(v) > 0, 'Ensure this value is greater than 0.');
const Money = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'A valid decimal amount is required.');
const Text = (max: number) => z.string().trim().min(1, 'This field may not be blank.').max(max, `Ensure this field has no more than ${max} characters.`);
const MASS_UNITS = ['g', 'kg', 'lb', 'oz'] as const;
const DISTANCE_UNITS = ['cm', 'in', 'ft', 'm', 'mm', 'yd'] as const;

export const AddressBody = z.object({
  // Name, street1, city and zip may be left out for a quote; a purchase needs them (see missingFor).
  name: z.string().max(100).optional(),
  company: z.string().max(100).optional(),
  street1: z.string().max(100).optional(),
  street2: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
  zip: z.string().max(20).optional(),
  country: z.string().trim().min(2, 'This field is required.'),
  phone: z.string().max(50).optional(),
  email: z.string().max(200).optional(),
  is_residential: z.boolean().optional(),
  metadata: z.string().max(100).optional(),
});
export type AddressBody = z.infer<typeof AddressBody>;

const ParcelBody = z.object({
  length: Measure,
  width: Measure,
  height: Measure,
  distance_unit: z.enum(DISTANCE_UNITS),
  weight: Measure,
  mass_unit: z.enum(MASS_UNITS),
  metadata: z.string().max(100).optional(),
});
export type ParcelBody = z.infer<typeof ParcelBody>;

const CustomsItemBody = z.object({
  description: Text(200),
  quantity: z.number().int().positive('Ensure this value is greater than 0.'),
  net_weight: Measure,
  mass_unit: z.enum(MASS_UNITS),
  value_amount: Money,
  value_currency: z.string().regex(/^[A-Z]{3}$/, 'Enter a valid ISO 4217 currency code.'),
  origin_country: z.string().regex(/^[A-Z]{2}$/, 'Enter a valid ISO 3166-1 alpha-2 country code.'),
  tariff_number: z.string().max(12).optional(),
  hs_code: z.string().max(50).optional(),
  sku_code: z.string().optional(),
  metadata: z.string().max(100).optional(),
});

const CustomsBody = z
  .object({
    certify: z.literal(true, 'The customs declaration must be certified.'),
    certify_signer: Text(100),
    contents_type: z.enum(['DOCUMENTS', 'GIFT', 'SAMPLE', 'MERCHANDISE', 'HUMANITARIAN_DONATION', 'RETURN_MERCHANDISE', 'OTHER']),
    contents_explanation: z.string().optional(),
    non_delivery_option: z.enum(['ABANDON', 'RETURN']),
    incoterm: z.enum(['DDP', 'DDU', 'FCA', 'DAP', 'eDAP']).optional(),
    items: z.array(CustomsItemBody).min(1, 'At least one customs item is required.'),
    metadata: z.string().max(100).optional(),
  })
  .refine((c) => c.contents_type !== 'OTHER' || Boolean(c.contents_explanation?.trim()), { path: ['contents_explanation'], message: 'Required when contents_type is OTHER.' });
export type CustomsBody = z.infer<typeof CustomsBody>;

export const ShipmentBody = z.object({
  address_from: AddressBody,
  address_to: AddressBody,
  address_return: AddressBody.optional(),
  parcels: z.array(ParcelBody).min(1, 'At least one parcel is required.'),
  customs_declaration: CustomsBody.optional(),
  shipment_date: z.iso.datetime({ offset: true, error: 'Datetime has wrong format. Use 2014-01-18T00:35:03.463Z.' }).optional(),
  metadata: z.string().max(100, 'Ensure this field has no more than 100 characters.').optional(),
  extra: z
    .object({ reference_1: z.string().max(50).optional(), reference_2: z.string().max(50).optional() })
    .loose()
    .optional(),
  carrier_accounts: z.array(z.string()).optional(),
  async: z.boolean().optional(),
});
export type ShipmentBody = z.infer<typeof ShipmentBody>;

export const LABEL_FILE_TYPES = ['PNG', 'PNG_2.3x7.5', 'PDF', 'PDF_2.3x7.5', 'PDF_4x6', 'PDF_4x8', 'PDF_A4', 'PDF_A5', 'PDF_A6', 'ZPLII'] as const;

export const TransactionBody = z.object({
  rate: Text(64),
  label_file_type: z.enum(LABEL_FILE_TYPES).optional(),
  metadata: z.string().max(100, 'Ensure this field has no more than 100 characters.').optional(),
  async: z.boolean().optional(),
  order: z.string().optional(),
});

export const RefundBody = z.object({ transaction: Text(64), async: z.boolean().optional() });

/**
 * A zod failure as Django REST framework's 400 body, as Shippo answers it: {"field": ["message"]}, nested objects for
 * nested fields, lists of per-item errors for lists ({"parcels": [{"weight": ["…"]}]}).
 */
export function drfErrors(error: z.ZodError, body: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const issue of error.issues) {
    const path = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
    const missing = valueAt(body, path) === undefined;
    const message = missing ? 'This field is required.' : issue.message;
    if (path.length === 0) {
      (out['non_field_errors'] ??= []) as string[];
      (out['non_field_errors'] as string[]).push(message);
      continue;
    }
    let node: Record<string | number, unknown> = out;
    path.forEach((key, i) => {
      const last = i === path.length - 1;
      if (last) {
        const list = (node[key] ??= []) as unknown[];
        if (Array.isArray(list)) list.push(message);
        return;
      }
      const next = path[i + 1];
      node[key] ??= typeof next === 'number' ? [] : {};
      const child = node[key] as Record<string | number, unknown>;
      if (Array.isArray(child) && typeof next === 'number') for (let n = child.length; n <= next; n++) child[n] ??= {};
      node = child;
    });
  }
  return out;
}

function valueAt(body: unknown, path: (string | number)[]): unknown {
  let v: unknown = body;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[key];
  }
  return v;
}

type Json = Record<string, unknown>;

export const objectId = (): string => randomBytes(16).toString('hex');
const OWNER = 'waypost-fake@example.com';

/** The fields every Shippo object answers with (test mode). */
export const meta = (now: string) => ({ object_id: objectId(), object_created: now, object_updated: now, object_owner: OWNER, test: true });

/** Grams in a parcel weight as Shippo takes it (a decimal string in a unit). */
export function grams(weight: string, unit: (typeof MASS_UNITS)[number]): number {
  return Number(weight) * { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 }[unit];
}

export const addressJson = (a: AddressBody, now: string, test: boolean) => ({
  ...meta(now),
  test,
  is_complete: missingFor(a).length === 0,
  validation_results: {},
  ...a,
  company: a.company ?? '',
  street2: a.street2 ?? '',
  state: a.state ?? '',
  phone: a.phone ?? '',
  email: a.email ?? '',
  metadata: a.metadata ?? '',
});

/** The fields a purchase needs that an address lacks (Shippo's "required for purchase" fields). */
export function missingFor(a: AddressBody): string[] {
  const need: (keyof AddressBody)[] = ['name', 'street1', 'city', 'zip'];
  if (['US', 'CA', 'AU'].includes(a.country.toUpperCase())) need.push('state');
  return need.filter((k) => !a[k] || String(a[k]).trim() === '');
}

/** What Shippo reports on a transaction in ERROR for this shipment: fields required for purchase, customs across a border. */
export function purchaseProblems(body: ShipmentBody): Json[] {
  const problems: Json[] = [];
  for (const side of ['address_from', 'address_to'] as const) {
    const missing = missingFor(body[side]);
    if (missing.length) problems.push({ source: 'Shippo', code: 'address_incomplete', text: `${side} is missing ${missing.join(', ')}, required for purchase.` });
  }
  const crossBorder = body.address_from.country.toUpperCase() !== body.address_to.country.toUpperCase();
  if (crossBorder && !body.customs_declaration)
    problems.push({ source: 'Shippo', code: 'customs_required', text: 'A customs declaration is required for international shipments.' });
  return problems;
}

/** The carriers' service levels the fake rates: domestic on a US lane, international across borders. */
export const SERVICES = {
  domestic: [
    { provider: 'USPS', carrier: 'usps', token: 'usps_priority', name: 'Priority Mail', days: 2, baseCents: 795, perKgCents: 210 },
    { provider: 'UPS', carrier: 'ups', token: 'ups_ground', name: 'Ground', days: 4, baseCents: 1045, perKgCents: 160 },
  ],
  international: [
    { provider: 'USPS', carrier: 'usps', token: 'usps_priority_mail_international', name: 'Priority Mail International', days: 8, baseCents: 4150, perKgCents: 620 },
    { provider: 'DHL Express', carrier: 'dhl_express', token: 'dhl_express_worldwide', name: 'Express Worldwide', days: 3, baseCents: 5490, perKgCents: 955 },
  ],
} as const;
export type Service = (typeof SERVICES)['domestic' | 'international'][number];

const centsText = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A rate of the service for the shipment's weight, as Shippo answers it (amounts are decimal strings). */
export function rateJson(service: Service, shipmentId: string, weightGrams: number, now: string): Json {
  const amount = centsText(service.baseCents + Math.ceil((weightGrams / 1000) * service.perKgCents));
  return {
    ...meta(now),
    shipment: shipmentId,
    attributes: [],
    amount,
    currency: 'USD',
    amount_local: amount,
    currency_local: 'USD',
    provider: service.provider,
    servicelevel: { name: service.name, token: service.token, terms: '' },
    estimated_days: service.days,
    duration_terms: `Delivery in ${service.days} business days.`,
    carrier_account: `ca_${service.carrier}_fake`,
    messages: [],
    test: true,
    zone: '1',
  };
}

/** A tracking number shaped like the carrier's own. */
export function trackingNumberFor(carrier: string, n: number): string {
  const digits = (len: number) => `${n}${randomBytes(8).readBigUInt64BE().toString()}`.padEnd(len, '7').slice(0, len);
  if (carrier === 'ups') return `1Z999AA1${digits(10)}`;
  if (carrier === 'dhl_express') return digits(10);
  return `9205590${digits(15)}`;
}

/** The smallest well-formed PDF: one empty page, a correct cross-reference table. */
export { tinyPdf };

/** A 1x1 PNG. */
export { TINY_PNG };

/** A label file in the format Shippo was asked for: [extension, content type, bytes]. */
export function labelFile(fileType: string, trackingNumber: string): [string, string, Buffer] {
  if (fileType.startsWith('PNG')) return ['png', 'image/png', TINY_PNG];
  if (fileType === 'ZPLII') return ['zpl', 'application/zpl', Buffer.from(`^XA^FO40,40^A0N,40,40^FD${trackingNumber}^FS^XZ\n`)];
  return ['pdf', 'application/pdf', tinyPdf(`Shippo test label ${trackingNumber}`)];
}

// ── Address validation (POST /addresses with validate: true): the rules the fake plays, Shippo's message codes ──

/** ZIP+4 the fake's validator knows (it completes these, as USPS standardisation does). */
const ZIP4: Record<string, string> = { '10118': '10118-0110', '94043': '94043-1351' };
const SOURCE = 'Shippo Address Validator';

/** The address as Shippo's validator answers it: standardised when it can be, with validation_results. */
export function validated(a: AddressBody): { address: AddressBody; results: { is_valid: boolean; messages: Json[] } } {
  const messages: Json[] = [];
  const error = (code: string, text: string) => messages.push({ source: SOURCE, code, type: 'address_error', text });
  const us = a.country.toUpperCase() === 'US';
  if (!a.street1?.trim()) error('street_detail_missing', 'The street is missing.');
  else if (us && !/^\d+\s/.test(a.street1.trim())) error('premise_number_missing', 'The house number is missing.');
  if (!a.city?.trim()) error('locality_change', 'The city is missing.');
  if (us ? !/^\d{5}(-\d{4})?$/.test(a.zip ?? '') : !a.zip?.trim()) error('invalid_postal_code', 'The postal code is not valid for the country.');
  if (us && !/^[A-Za-z]{2}$/.test(a.state ?? '')) error('Invalid State', 'The state is not a valid US state code.');
  if (messages.length) return { address: a, results: { is_valid: false, messages } };
  if (!us) return { address: a, results: { is_valid: true, messages } };
  const zip = ZIP4[a.zip ?? ''] ?? a.zip;
  if (zip !== a.zip) messages.push({ source: SOURCE, code: 'postal_code_change', type: 'address_correction', text: 'The postal code was completed (ZIP+4).' });
  const upper = (v: string | undefined) => v?.toUpperCase();
  return { address: { ...a, street1: upper(a.street1), street2: upper(a.street2), city: upper(a.city), state: upper(a.state), zip }, results: { is_valid: true, messages } };
}
