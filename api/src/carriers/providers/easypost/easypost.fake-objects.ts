import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FakeResponse } from '../testing/fake-server';
import { tinyPdf, TINY_PNG } from '../testing/fake-files';

// ── The EasyPost fake's request schemas, error bodies and objects (issue 27) ──
// Required fields and shapes as the EasyPost API reference (API v2) documents them for Address, Parcel, CustomsInfo,
// CustomsItem, Shipment options, buy, Tracker; objects shaped as its documented responses (official examples of
// github.com/EasyPost/examples, official/docs/responses, January 2026) and the SDK's recorded cassettes
// (easypost-node, test/cassettes). Used only by easypost.fake.ts.

export type Json = Record<string, unknown>;

export const newId = (prefix: string): string => `${prefix}_${randomBytes(16).toString('hex')}`;
/** EasyPost's timestamps: ISO 8601, seconds, UTC ("2025-05-09T20:40:06Z"). */
export const stamp = (at = Date.now()): string => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');

// ── Request bodies ──

const blank = { error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'cannot be blank' : 'is invalid') };
const required = () => z.string(blank).trim().min(1, 'cannot be blank');
const country = z.string(blank).regex(/^[A-Z]{2}$/, 'must be a two-letter ISO 3166 country code');
const positive = z.number(blank).positive('must be greater than zero');
/** A money value: a JSON number or an exact decimal string. */
const value = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)], blank).refine((v) => Number(v) > 0, 'must be greater than zero');
const optionalText = z.string().nullish();

const AddressFields = z.object({
  name: optionalText,
  company: optionalText,
  street1: required(),
  street2: optionalText,
  city: required(),
  state: optionalText,
  zip: required(),
  country,
  phone: optionalText,
  email: optionalText,
  residential: z.boolean().nullish(),
});
/** A shipment's address: someone to ship to or from, and a state where the country has them. */
const ShipmentAddress = AddressFields.superRefine((a, ctx) => {
  if (!a.name && !a.company) ctx.addIssue({ code: 'custom', path: ['name'], message: 'cannot be blank (name or company)' });
  if ((a.country === 'US' || a.country === 'CA') && !a.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'cannot be blank' });
});

const dimension = z.number().positive('must be greater than zero').nullish();
const Parcel = z.object({ length: dimension, width: dimension, height: dimension, weight: positive, predefined_package: optionalText }).superRefine((p, ctx) => {
  const given = [p.length, p.width, p.height].filter((d) => d != null).length;
  if (given !== 0 && given !== 3) ctx.addIssue({ code: 'custom', path: ['length'], message: 'length, width and height go together' });
});

const CustomsItem = z.object({
  description: required(),
  quantity: z.number(blank).int().positive('must be greater than zero'),
  value,
  weight: positive,
  origin_country: country,
  hs_tariff_number: z
    .string()
    .regex(/^[\d.]{6,14}$/, 'must be a Harmonized Tariff number')
    .nullish(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')
    .nullish(),
  code: optionalText,
});

const CustomsInfo = z
  .object({
    contents_type: z.enum(['documents', 'gift', 'merchandise', 'returned_goods', 'sample', 'other']).nullish(),
    contents_explanation: z.string().max(255).nullish(),
    customs_certify: z.boolean().nullish(),
    customs_signer: optionalText,
    eel_pfc: optionalText,
    non_delivery_option: z.enum(['abandon', 'return']).nullish(),
    restriction_type: z.enum(['none', 'other', 'quarantine', 'sanitary_phytosanitary_inspection']).nullish(),
    restriction_comments: optionalText,
    customs_items: z.array(CustomsItem, blank).min(1, 'cannot be blank'),
  })
  .superRefine((c, ctx) => {
    if (c.customs_certify && !c.customs_signer) ctx.addIssue({ code: 'custom', path: ['customs_signer'], message: 'cannot be blank when customs_certify is true' });
    if (c.contents_type === 'other' && !c.contents_explanation)
      ctx.addIssue({ code: 'custom', path: ['contents_explanation'], message: 'cannot be blank when contents_type is other' });
    if (c.restriction_type && c.restriction_type !== 'none' && !c.restriction_comments)
      ctx.addIssue({ code: 'custom', path: ['restriction_comments'], message: 'cannot be blank' });
  });

const Options = z
  .object({
    label_date: z.iso.datetime({ offset: true }).nullish(),
    label_format: z.enum(['PNG', 'PDF', 'ZPL', 'EPL2']).nullish(),
    incoterm: z.enum(['EXW', 'FCA', 'CPT', 'CIP', 'DAT', 'DAP', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF']).nullish(),
    delivery_duty_paid: z.boolean().nullish(),
  })
  .loose();

export const CreateShipmentBody = z.object({
  shipment: z.object(
    { to_address: ShipmentAddress, from_address: ShipmentAddress, parcel: Parcel, customs_info: CustomsInfo.nullish(), reference: optionalText, options: Options.nullish() },
    blank,
  ),
});
export type ShipmentInput = z.infer<typeof CreateShipmentBody>['shipment'];
export const BuyBody = z.object({ rate: z.object({ id: required() }, blank), insurance: z.union([z.number(), z.string()]).nullish(), end_shipper_id: optionalText });
export const CreateTrackerBody = z.object({ tracker: z.object({ tracking_code: required(), carrier: optionalText }, blank) });
export const CreateAddressBody = z.object({
  address: AddressFields.partial().extend({ street1: required(), country }),
  verify: z.union([z.boolean(), z.array(z.string())]).nullish(),
});

// ── Error bodies ({error: {code, message, errors}}, EasyPost errors reference) ──

export const apiError = (status: number, code: string, message: string, errors: unknown[] = []): FakeResponse => ({ status, body: { error: { code, message, errors } } });
export const notFound = (): FakeResponse => apiError(404, 'NOT_FOUND', 'The requested resource could not be found.');

/** A body zod refused: 422 naming each field, with the error code of the object it belongs to. */
export function refused(error: z.ZodError, fallbackCode: string): FakeResponse {
  const errors = error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message, suggestion: null }));
  if (error.issues.every((i) => i.message === 'cannot be blank')) return apiError(422, 'PARAMETER.REQUIRED', 'Missing required parameter.', errors);
  const path = error.issues[0]?.path.join('.') ?? '';
  const code = /customs_items/.test(path)
    ? 'CUSTOMS_ITEM.PARAMETERS.INVALID'
    : /customs_info/.test(path)
      ? 'CUSTOMS_INFO.PARAMETERS.INVALID'
      : /parcel/.test(path)
        ? 'PARCEL.PARAMETERS.INVALID'
        : /address/.test(path)
          ? 'ADDRESS.PARAMETERS.INVALID'
          : fallbackCode;
  return apiError(422, code, 'Invalid parameters were passed.', errors);
}

// ── Objects ──

export function addressObject(a: Json, mode: string): Json {
  return {
    id: newId('adr'),
    object: 'Address',
    created_at: stamp(),
    updated_at: stamp(),
    mode,
    carrier_facility: null,
    federal_tax_id: null,
    state_tax_id: null,
    verifications: {},
    ...a,
  };
}

/** The fake's price list: integer cents from the weight in ounces, per carrier service (domestic US or international). */
const SERVICES = {
  domestic: [
    { carrier: 'USPS', service: 'GroundAdvantage', base: 550, perOz: 12, days: 3 },
    { carrier: 'USPS', service: 'Priority', base: 900, perOz: 15, days: 2 },
    { carrier: 'USPS', service: 'Express', base: 2800, perOz: 30, days: 1 },
    { carrier: 'UPSDAP', service: 'Ground', base: 1100, perOz: 14, days: null },
  ],
  international: [
    { carrier: 'USPS', service: 'PriorityMailInternational', base: 4500, perOz: 40, days: 8 },
    { carrier: 'USPS', service: 'ExpressMailInternational', base: 6500, perOz: 55, days: 5 },
    { carrier: 'DHLExpress', service: 'ExpressWorldwideNonDoc', base: 5900, perOz: 45, days: 3 },
  ],
} as const;

const dollars = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function rateObjects(shipmentId: string, ounces: number, international: boolean, mode: string): Json[] {
  return SERVICES[international ? 'international' : 'domestic'].map((s) => {
    const cents = s.base + Math.ceil(ounces) * s.perOz;
    const deliveryDate = s.days === null ? null : stamp(Date.now() + s.days * 86_400_000);
    return {
      id: newId('rate'),
      object: 'Rate',
      created_at: stamp(),
      updated_at: stamp(),
      mode,
      service: s.service,
      carrier: s.carrier,
      rate: dollars(cents),
      currency: 'USD',
      retail_rate: dollars(Math.round(cents * 1.2)),
      retail_currency: 'USD',
      list_rate: dollars(cents),
      list_currency: 'USD',
      billing_type: 'easypost',
      delivery_days: s.days,
      delivery_date: s.carrier === 'DHLExpress' ? deliveryDate : null,
      delivery_date_guaranteed: false,
      est_delivery_days: s.days,
      shipment_id: shipmentId,
      carrier_account_id: `ca_${s.carrier.toLowerCase().padEnd(32, '0')}`,
    };
  });
}

// ── Label files (what EasyPost's storage serves) ──

/** A one-page PDF with a correct cross-reference table. */
export { tinyPdf };

/** A 1×1 PNG. */
export { TINY_PNG };
export const tinyZpl = (title: string): Buffer => Buffer.from(`^XA^FO40,40^A0N,30,30^FD${title}^FS^XZ\n`, 'latin1');
