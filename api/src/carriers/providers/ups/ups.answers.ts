import { z } from 'zod';
import type { Money, ProviderChargeLine, ProviderRate } from '../provider';
import { ProviderError } from '../provider';
import type { ErrorReader } from '../provider-http';
import { chargeLines, decimalToMinor } from '../provider-mapping';
import { serviceName } from './ups.mapping';
import { UPS } from './ups.tracking';

// ── UPS's answers as ours: rated services, a sold shipment, a recovered label, and UPS error bodies ──
// UPS JSON turns a one-element list into an object in older versions: lists are read either way.

/** Itemized charge codes of the Rating appendix we name when UPS gives no description. */
const SURCHARGES: Readonly<Record<string, string>> = {
  '100': 'Additional handling',
  '190': 'Extended area surcharge',
  '270': 'Residential surcharge',
  '375': 'Fuel surcharge',
  '376': 'Delivery area surcharge',
  '400': 'Declared value',
  '430': 'Peak surcharge',
};

const many = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item));
const UpsMoney = z.object({ CurrencyCode: z.string().regex(/^[A-Z]{3}$/), MonetaryValue: z.string() });
const Itemized = UpsMoney.extend({ Code: z.string(), Description: z.string().optional() });
const Charges = z.object({
  BaseServiceCharge: UpsMoney.optional(),
  TransportationCharges: UpsMoney.optional(),
  ItemizedCharges: many(Itemized).optional(),
  ServiceOptionsCharges: UpsMoney.optional(),
  TotalCharges: UpsMoney,
});
const Negotiated = z.object({ TotalCharge: UpsMoney }).optional();

const money = (m: z.infer<typeof UpsMoney>): Money => ({ amountMinor: decimalToMinor(UPS, m.MonetaryValue, m.CurrencyCode), currency: m.CurrencyCode });

/** The total UPS bills (the negotiated one when the account has it) and lines that add up to it. */
function charged(c: z.infer<typeof Charges>, negotiated: z.infer<typeof Negotiated>): Money & { lines: ProviderChargeLine[] } {
  const published = money(c.TotalCharges);
  const lines: ProviderChargeLine[] = [];
  if (c.BaseServiceCharge) {
    // TransportationCharges is the base plus the itemized surcharges: list those instead of it.
    lines.push({ code: 'BASE', label: 'Base service charge', amountMinor: money(c.BaseServiceCharge).amountMinor });
    for (const i of c.ItemizedCharges ?? [])
      lines.push({ code: i.Code, label: i.Description?.trim() || SURCHARGES[i.Code] || `UPS charge ${i.Code}`, amountMinor: money(i).amountMinor });
  } else if (c.TransportationCharges) {
    lines.push({ code: 'TRANSPORTATION', label: 'Transportation charges', amountMinor: money(c.TransportationCharges).amountMinor });
  }
  if (c.ServiceOptionsCharges) lines.push({ code: 'SERVICE_OPTIONS', label: 'Service options', amountMinor: money(c.ServiceOptionsCharges).amountMinor });
  const total = negotiated ? money(negotiated.TotalCharge) : published;
  if (total.currency !== published.currency) return { ...total, lines: chargeLines(total, []) };
  if (total.amountMinor !== published.amountMinor) lines.push({ code: 'NEGOTIATED', label: 'Negotiated rate adjustment', amountMinor: total.amountMinor - published.amountMinor });
  return { ...total, lines: chargeLines(total, lines) };
}

const RatedShipment = Charges.extend({
  Service: z.object({ Code: z.string(), Description: z.string().optional() }),
  NegotiatedRateCharges: Negotiated,
  TimeInTransit: z
    .object({
      ServiceSummary: z
        .object({ EstimatedArrival: z.object({ BusinessDaysInTransit: z.string().optional(), Arrival: z.object({ Date: z.string().optional() }).optional() }).optional() })
        .optional(),
    })
    .optional(),
  GuaranteedDelivery: z.object({ BusinessDaysInTransit: z.string().optional() }).optional(),
});
const RateBody = z.object({ RateResponse: z.object({ RatedShipment: many(RatedShipment) }) });

function readBody<T extends z.ZodType>(schema: T, body: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ProviderError(
      UPS,
      'unavailable',
      `UPS answered a ${what} we cannot read: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim(),
    );
  return parsed.data;
}

export function ratesFrom(body: unknown): ProviderRate[] {
  return readBody(RateBody, body, 'rate response').RateResponse.RatedShipment.map((r) => {
    const { lines, ...total } = charged(r, r.NegotiatedRateCharges);
    const arrival = r.TimeInTransit?.ServiceSummary?.EstimatedArrival;
    const days = Number.parseInt(arrival?.BusinessDaysInTransit ?? r.GuaranteedDelivery?.BusinessDaysInTransit ?? '', 10);
    const date = arrival?.Arrival?.Date;
    return {
      rateRef: r.Service.Code,
      carrier: 'UPS',
      carrierCode: 'ups',
      service: serviceName(r.Service.Code, r.Service.Description),
      serviceCode: r.Service.Code,
      total,
      lines,
      transitDays: Number.isInteger(days) && days >= 0 ? days : null,
      deliveryDate: date && /^\d{8}$/.test(date) ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}` : null,
    };
  });
}

const ShipBody = z.object({
  ShipmentResponse: z.object({
    ShipmentResults: z.object({
      ShipmentCharges: Charges,
      NegotiatedRateCharges: Negotiated,
      ShipmentIdentificationNumber: z.string().min(1),
      PackageResults: many(
        z.object({ TrackingNumber: z.string().min(1), ShippingLabel: z.object({ ImageFormat: z.object({ Code: z.string() }), GraphicImage: z.string().min(1) }).optional() }),
      ),
    }),
  }),
});

export function shipmentFrom(body: unknown) {
  const r = readBody(ShipBody, body, 'shipment response').ShipmentResponse.ShipmentResults;
  if (r.PackageResults.length === 0) throw new ProviderError(UPS, 'unavailable', 'UPS answered a shipment without packages');
  return { shipmentId: r.ShipmentIdentificationNumber, packages: r.PackageResults, charge: charged(r.ShipmentCharges, r.NegotiatedRateCharges) };
}

const RecoveryBody = z.object({
  LabelRecoveryResponse: z.object({
    ShipmentIdentificationNumber: z.string().optional(),
    LabelResults: many(
      z.object({ TrackingNumber: z.string().optional(), LabelImage: z.object({ LabelImageFormat: z.object({ Code: z.string() }), GraphicImage: z.string().min(1) }).optional() }),
    ),
  }),
});

export function recoveredFrom(body: unknown) {
  const r = readBody(RecoveryBody, body, 'label recovery response').LabelRecoveryResponse;
  const images = r.LabelResults.flatMap((l) => (l.LabelImage ? [l.LabelImage.GraphicImage] : []));
  const trackingNumbers = r.LabelResults.flatMap((l) => (l.TrackingNumber ? [l.TrackingNumber] : []));
  if (images.length === 0) throw new ProviderError(UPS, 'unavailable', 'UPS recovered no label image');
  return { shipmentId: r.ShipmentIdentificationNumber ?? trackingNumbers[0] ?? '', trackingNumbers, images };
}

// ── Errors: {"response":{"errors":[{"code","message"}]}} (Track Alert v1 also answers {"errors":[...]}) ──

const ErrorList = z.array(z.object({ code: z.union([z.string(), z.number()]).optional(), message: z.string().optional() }));
const ErrorBody = z.union([z.object({ response: z.object({ errors: ErrorList }) }), z.object({ errors: ErrorList })]);
const PARTY_FIELD = /\b(Shipper|ShipTo|ShipFrom)\s*\/?\s*(AddressLine\s?\d?|City|StateProvinceCode|PostalCode|CountryCode|PhoneNumber|AttentionName|CompanyName|EmailAddress)\b/i;

/** The field an error names: "Missing Required field, X." / "The field, X, contains invalid data" / "... ShipTo PostalCode". */
function fieldOf(message: string): string | undefined {
  const named = /Missing Required field,\s*([^,\s]+?)\.?(?:\s|$)/i.exec(message) ?? /The field,\s*([^,]+),\s*contains invalid data/i.exec(message);
  if (named) return named[1]!.trim();
  const party = PARTY_FIELD.exec(message);
  return party ? `${party[1]}.${party[2]!.replace(/\s/g, '')}` : undefined;
}

export const upsErrorOf: ErrorReader = (body, status) => {
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) return {};
  const errors = 'response' in parsed.data ? parsed.data.response.errors : parsed.data.errors;
  const message = errors.map((e) => `${e.message ?? 'error'}${e.code !== undefined ? ` (${e.code})` : ''}`).join('; ');
  const fields = status >= 400 && status < 500 ? errors.flatMap((e) => (e.message && fieldOf(e.message) ? [{ field: fieldOf(e.message)!, message: e.message }] : [])) : [];
  return { message, ...(errors[0]?.code !== undefined ? { code: String(errors[0].code) } : {}), fields };
};
