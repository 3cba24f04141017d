import { z } from 'zod';
import type { FakeResponse } from '../testing/fake-server';
import { tinyPdf } from '../testing/fake-files';

// ── What the UPS fake checks and answers: request schemas, UPS error bodies, prices, label files ──
// Follows the UPS OpenAPI files of github.com/UPS-API/api-documentation (commit e6f36df, July 2026): Rating.yaml and
// Shipping.yaml (v2409), Tracking.yaml (v1), UPSTrackAlert.yaml (v1, as of commit aee93d6), OAuthClientCredentials.yaml;
// error codes from the UPS Shipping/Label Recovery/Void error tables (120xxx, 190xxx, 300xxx) and the common codes
// 20007 ("Missing Required field, {0}.") and 20008 ("The field, {0}, contains invalid data, {1}."). The fake answers
// the Rating API's refusals with the Shipping API's codes (the Rating API's own 111xxx table was not available).

export type Json = Record<string, unknown>;

/** UPS's error body: {"response":{"errors":[{"code","message"}]}}. */
export const upsError = (status: number, code: string, message: string): FakeResponse => ({ status, body: { response: { errors: [{ code, message }] } } });

const valueAt = (root: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), root);

/** A body that fails its schema, as UPS words it: the field path with slashes, missing (20007) or invalid (20008). */
export function invalidBody(body: unknown, error: z.ZodError): FakeResponse {
  const issue = error.issues[0]!;
  const path = issue.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
    .join('/')
    .replace(/\/\[/g, '[');
  const value = valueAt(body, issue.path);
  return value === undefined
    ? upsError(400, '20007', `Missing Required field, ${path}.`)
    : upsError(400, '20008', `The field, ${path}, contains invalid data, ${JSON.stringify(value).slice(0, 40)}.`);
}

const text = (max: number) => z.string().min(1).max(max);
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1)]);
export const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

const Address = z.object({
  AddressLine: oneOrMany(text(35)).optional(),
  City: text(30).optional(),
  StateProvinceCode: text(5).optional(),
  PostalCode: text(9).optional(),
  CountryCode: z.string().regex(/^[A-Z]{2}$/),
  ResidentialAddressIndicator: z.string().optional(),
});
const Phone = z.object({ Number: z.string().regex(/^\d{1,15}$/), Extension: z.string().optional() });
const Party = z.object({ Name: text(35), AttentionName: text(35).optional(), Phone: Phone.optional(), EMailAddress: text(50).optional(), Address });
const Uom = z.object({ Code: z.string().min(1), Description: z.string().optional() });
const Weight = z.object({ UnitOfMeasurement: Uom, Weight: z.string().regex(/^\d{1,3}(\.\d)?$|^\d{1,5}$/) });
const Dimensions = z.object({ UnitOfMeasurement: Uom, Length: z.string().regex(/^\d{1,3}$/), Width: z.string().regex(/^\d{1,3}$/), Height: z.string().regex(/^\d{1,3}$/) });
const Reference = z.object({ Code: z.string().max(2).optional(), Value: text(35) });
const ShipmentCharge = z.object({
  Type: z.enum(['01', '02', '03']),
  BillShipper: z.object({ AccountNumber: z.string().length(6) }).optional(),
  BillReceiver: z.object({}).passthrough().optional(),
});

export const RateRequestSchema = z.object({
  RateRequest: z.object({
    Request: z.object({ SubVersion: z.string().optional(), TransactionReference: z.object({ CustomerContext: z.string().optional() }).optional() }),
    Shipment: z.object({
      Shipper: z.object({ Name: text(35).optional(), ShipperNumber: z.string().length(6).optional(), Address }),
      ShipTo: z.object({ Name: text(35).optional(), Address }),
      ShipFrom: z.object({ Name: text(35).optional(), Address }).optional(),
      PaymentDetails: z.object({ ShipmentCharge: oneOrMany(ShipmentCharge) }).optional(),
      Service: z.object({ Code: z.string().min(1) }).optional(),
      Package: oneOrMany(z.object({ PackagingType: z.object({ Code: z.string() }).optional(), Dimensions: Dimensions.optional(), PackageWeight: Weight })),
      ShipmentRatingOptions: z.object({ NegotiatedRatesIndicator: z.string().optional() }).optional(),
      DeliveryTimeInformation: z.object({ PackageBillType: z.enum(['02', '03', '04', '07']), Pickup: z.object({ Date: z.string().regex(/^\d{8}$/) }).optional() }).optional(),
      InvoiceLineTotal: z.object({ CurrencyCode: z.string().length(3), MonetaryValue: z.string().regex(/^\d{1,8}$/) }).optional(),
      DocumentsOnlyIndicator: z.string().optional(),
    }),
  }),
});

const Product = z.object({
  Description: oneOrMany(text(35)),
  Unit: z.object({ Number: z.string().regex(/^\d{1,7}$/), UnitOfMeasurement: Uom, Value: z.string().regex(/^\d{1,12}(\.\d{1,6})?$/) }).optional(),
  CommodityCode: z
    .string()
    .regex(/^[0-9A-Za-z]{6,15}$/)
    .optional(),
  OriginCountryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  ProductWeight: Weight.optional(),
});

export const InternationalFormsSchema = z.object({
  FormType: oneOrMany(z.string().length(2)),
  Product: z.array(Product).min(1).max(50),
  InvoiceNumber: text(35).optional(),
  InvoiceDate: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
  ReasonForExport: text(20).optional(),
  CurrencyCode: z.string().length(3).optional(),
  TermsOfShipment: z.string().length(3).optional(),
  DeclarationStatement: text(550).optional(),
  Comments: text(150).optional(),
});

export const ShipRequestSchema = z.object({
  ShipmentRequest: z.object({
    Request: z.object({ RequestOption: text(15), SubVersion: z.string().length(4).optional() }),
    Shipment: z.object({
      Description: text(50).optional(),
      Shipper: Party.extend({ ShipperNumber: z.string().length(6) }),
      ShipTo: Party,
      ShipFrom: Party.optional(),
      PaymentInformation: z.object({ ShipmentCharge: oneOrMany(ShipmentCharge) }),
      Service: z.object({ Code: z.string().min(1).max(3), Description: z.string().optional() }),
      ReferenceNumber: oneOrMany(Reference).optional(),
      InvoiceLineTotal: z.object({ CurrencyCode: z.string().length(3), MonetaryValue: z.string() }).optional(),
      ShipmentRatingOptions: z.object({ NegotiatedRatesIndicator: z.string().optional() }).optional(),
      ShipmentServiceOptions: z.object({ InternationalForms: InternationalFormsSchema.optional() }).optional(),
      Package: oneOrMany(
        z.object({
          Description: text(35).optional(),
          Packaging: z.object({ Code: z.string().min(2) }),
          Dimensions: Dimensions.optional(),
          PackageWeight: Weight,
          ReferenceNumber: oneOrMany(Reference).optional(),
        }),
      ),
    }),
    LabelSpecification: z.object({
      LabelImageFormat: z.object({ Code: z.string().min(1).max(4) }),
      HTTPUserAgent: z.string().optional(),
      LabelStockSize: z.object({ Height: z.enum(['6', '8']), Width: z.literal('4') }).optional(),
    }),
  }),
});

export const RecoveryRequestSchema = z.object({
  LabelRecoveryRequest: z.object({
    Request: z.object({ SubVersion: z.string().optional() }).optional(),
    LabelSpecification: z.object({ LabelImageFormat: z.object({ Code: z.string().min(1).max(4) }).optional(), HTTPUserAgent: z.string().optional() }).optional(),
    TrackingNumber: z.string().min(1).max(18).optional(),
    ReferenceValues: z.object({ ReferenceNumber: z.object({ Value: text(35) }), ShipperNumber: z.string().length(6) }).optional(),
  }),
});

/** Track Alert v1 subscription body, with the VSS codes its reference documents per missing part. */
export function subscriptionError(body: unknown): FakeResponse | null {
  const b = (body ?? {}) as Json;
  const destination = (b.destination ?? undefined) as Json | undefined;
  const list = b.trackingNumberList;
  if (b.locale === undefined) return upsError(400, 'VSS300', 'Locale is required. The Subscription request has been rejected.');
  if (typeof b.locale !== 'string' || !/^[a-z]{2}_[A-Z]{2}$/.test(b.locale))
    return upsError(400, 'VSS310', 'Please enter a valid locale. The Subscription request has been rejected');
  if (!Array.isArray(list) || list.length === 0) return upsError(400, 'VSS200', 'Tracking Number List is required. The Subscription request has been rejected.');
  if (list.length > 100) return upsError(400, 'VSS220', 'You have submitted over 100 tracking numbers which is not allowed.');
  if (!destination) return upsError(400, 'VSS500', 'Destination is required. The Subscription request has been rejected');
  if (typeof destination.url !== 'string' || !destination.url) return upsError(400, 'VSS600', 'URL is empty or not present. The Subscription request has been rejected.');
  if (typeof destination.credential !== 'string' || !destination.credential)
    return upsError(400, 'VSS700', 'Credential is empty or not present. The Subscription request has been rejected.');
  if (typeof destination.credentialType !== 'string' || !destination.credentialType)
    return upsError(400, 'VSS800', 'CredentialType is empty or not present. The Subscription request has been rejected.');
  return null;
}

// ── Services and prices: deterministic, in cents, so a rate and the purchase of it agree ──

export const DOMESTIC_SERVICES = [
  { code: '03', base: 1050, perUnit: 95, days: 5 },
  { code: '12', base: 2100, perUnit: 160, days: 3 },
  { code: '02', base: 2600, perUnit: 220, days: 2 },
  { code: '01', base: 4800, perUnit: 350, days: 1 },
] as const;
export const INTERNATIONAL_SERVICES = [
  { code: '08', base: 5600, perUnit: 700, days: 5 },
  { code: '65', base: 6500, perUnit: 900, days: 3 },
  { code: '07', base: 7200, perUnit: 980, days: 2 },
] as const;

const EUR = new Set(['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'PT']);
export const currencyOf = (country: string): string => (EUR.has(country) ? 'EUR' : country === 'GB' ? 'GBP' : country === 'CA' ? 'CAD' : 'USD');
export const cents = (n: number): string => `${Math.trunc(n / 100)}.${String(n % 100).padStart(2, '0')}`;

export interface Priced {
  base: number;
  fuel: number;
  residential: number;
  total: number;
  negotiated: number;
}

/** A service's price for the billed weight (in the request's own unit): base, 15% fuel, residential surcharge. */
export function price(service: { base: number; perUnit: number }, weightUnits: number, residential: boolean): Priced {
  const base = service.base + service.perUnit * Math.ceil(weightUnits);
  const fuel = Math.round(base * 0.15);
  const res = residential ? 595 : 0;
  const total = base + fuel + res;
  return { base, fuel, residential: res, total, negotiated: Math.round(total * 0.9) };
}

/** The charges container UPS answers in rates and shipments (Rating/Shipping ShipmentCharges). */
export function chargesBody(p: Priced, currency: string, negotiated: boolean): Json {
  const m = (n: number) => ({ CurrencyCode: currency, MonetaryValue: cents(n) });
  return {
    BaseServiceCharge: m(p.base),
    TransportationCharges: m(p.base + p.fuel + p.residential),
    ItemizedCharges: [
      { Code: '375', CurrencyCode: currency, MonetaryValue: cents(p.fuel), SubType: '' },
      ...(p.residential ? [{ Code: '270', CurrencyCode: currency, MonetaryValue: cents(p.residential) }] : []),
    ],
    ServiceOptionsCharges: m(0),
    TotalCharges: m(p.total),
    ...(negotiated ? { NegotiatedRateCharges: { TotalCharge: m(p.negotiated) } } : {}),
  };
}

/** YYYYMMDD `days` business days after `from` (YYYYMMDD). */
export function businessDaysAfter(from: string, days: number): string {
  const d = new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(4, 6)) - 1, Number(from.slice(6, 8))));
  for (let left = days; left > 0;) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left--;
  }
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

// ── Label files ──

/** A one-page PDF 1.4 naming the parcel (valid: its cross-reference table points at each object). */
export const pdfLabel = (trackingNumber: string): Buffer => tinyPdf(`UPS ${trackingNumber}`);

/** A 1×1 GIF89a (what the Shipping API draws when asked for GIF). */
export const GIF_LABEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const zplLabel = (trackingNumber: string): Buffer =>
  Buffer.from(`^XA^FO40,40^A0N,40,40^FDUPS ${trackingNumber}^FS^FO40,100^BCN,120,Y,N,N^FD${trackingNumber}^FS^XZ\n`, 'latin1');
