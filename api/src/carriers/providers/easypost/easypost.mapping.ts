import { z } from 'zod';
import type { LabelFormat, PartyAddress, ProviderChargeLine, ProviderRate, PurchaseResult, ShipmentSpec, VoidResult } from '../provider';
import { ProviderError } from '../provider';
import { chargeLines, decimalToMinor, minorToDecimal } from '../provider-mapping';

// ── EasyPost API v2 ⇄ our provider types (issue 27) ──────────────────────────
// What we send: a Shipment (to/from Address, one Parcel in ounces and inches, a CustomsInfo with CustomsItems for a
// cross-border shipment, our id as `reference`). What we read: its Rates, the bought Shipment (selected_rate, fees,
// postage_label), Trackers and Events. Answers are read through zod: a shape we cannot read is `unavailable`, never a
// guess. Field names follow the EasyPost API reference (docs.easypost.com) and the types of @easypost/api 8.9.0.

const P = 'easypost' as const;

const OZ_PER_KG = 35.27396195;
const CM_PER_INCH = 2.54;
/** Up to the next tenth (EasyPost keeps one decimal): a parcel is never declared lighter or smaller than it is. */
const tenthUp = (n: number): number => Math.ceil(n * 10 - 1e-6) / 10;
export const ouncesOf = (kg: number): number => tenthUp(kg * OZ_PER_KG);
export const inchesOf = (cm: number): number => tenthUp(cm / CM_PER_INCH);

/** Our contents word to EasyPost's `contents_type`. */
const CONTENTS_TYPE = { merchandise: 'merchandise', gift: 'gift', documents: 'documents', sample: 'sample', return: 'returned_goods', other: 'other' } as const;

/** US exports of goods worth at most USD 2,500 per line need no EEI filing: EasyPost's documented exemption text. */
const EEI_EXEMPTION = 'NOEEI 30.37(a)';
const EEI_LIMIT_MINOR = 250_000;

export function addressOf(a: PartyAddress): Record<string, unknown> {
  return {
    name: a.name,
    company: a.company,
    street1: a.street1,
    street2: a.street2,
    city: a.city,
    state: a.state,
    zip: a.postalCode,
    country: a.country,
    phone: a.phone,
    email: a.email,
    residential: a.residential,
  };
}

function customsInfoOf(spec: ShipmentSpec): Record<string, unknown> | undefined {
  const c = spec.customs;
  if (!c) return undefined;
  const exempt = spec.from.country === 'US' && c.items.every((i) => i.currency === 'USD' && i.valueMinor <= EEI_LIMIT_MINOR);
  return {
    contents_type: CONTENTS_TYPE[c.contents],
    ...(c.contents === 'other'
      ? {
          contents_explanation: c.items
            .map((i) => i.description)
            .join(', ')
            .slice(0, 255),
        }
      : {}),
    customs_certify: true,
    customs_signer: c.signer,
    non_delivery_option: 'return',
    restriction_type: 'none',
    ...(exempt ? { eel_pfc: EEI_EXEMPTION } : {}),
    customs_items: c.items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      // The line's total value as an exact decimal string (EasyPost reads it as a number; no float is involved).
      value: minorToDecimal(i.valueMinor, i.currency),
      currency: i.currency,
      weight: ouncesOf(i.weightKg),
      hs_tariff_number: i.hsCode,
      origin_country: i.originCountry,
    })),
  };
}

/** The `shipment` of POST /v2/shipments for our spec. `today` is YYYY-MM-DD (UTC): a later ship date postdates the label. */
export function shipmentParams(spec: ShipmentSpec, today: string): Record<string, unknown> {
  if (spec.parcels.length !== 1) {
    throw new ProviderError(
      P,
      'invalid',
      `easypost: an EasyPost Shipment carries exactly one parcel; this shipment has ${spec.parcels.length} (multi-parcel Orders are not supported by this adapter)`,
    );
  }
  const [parcel] = spec.parcels as [ShipmentSpec['parcels'][number]];
  const options: Record<string, unknown> = {};
  if (spec.customs) {
    options.incoterm = spec.customs.incoterm;
    options.delivery_duty_paid = spec.customs.incoterm === 'DDP';
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(spec.shipDate) && spec.shipDate > today) options.label_date = `${spec.shipDate}T12:00:00Z`;
  const customs = customsInfoOf(spec);
  return {
    reference: spec.reference,
    to_address: addressOf(spec.to),
    from_address: addressOf(spec.from),
    parcel: { length: inchesOf(parcel.lengthCm), width: inchesOf(parcel.widthCm), height: inchesOf(parcel.heightCm), weight: ouncesOf(parcel.weightKg) },
    ...(customs ? { customs_info: customs } : {}),
    ...(Object.keys(options).length > 0 ? { options } : {}),
  };
}

// ── Reading EasyPost's answers ──────────────────────────────────────────────

const amount = z.union([z.string(), z.number()]);
const text = z.string().nullish();

const RateSchema = z.object({
  id: z.string().min(1),
  carrier: z.string().min(1),
  service: z.string().min(1),
  rate: amount,
  currency: z.string().regex(/^[A-Za-z]{3}$/),
  delivery_days: z.number().int().nonnegative().nullish(),
  est_delivery_days: z.number().int().nonnegative().nullish(),
  delivery_date: text,
  shipment_id: text,
});
type Rate = z.infer<typeof RateSchema>;

const MessageSchema = z.object({ carrier: text, type: text, message: z.unknown() });
const FeeSchema = z.object({ type: z.string(), amount, charged: z.boolean().nullish(), refunded: z.boolean().nullish() });
const PostageLabelSchema = z.object({ label_url: text, label_pdf_url: text, label_zpl_url: text });

export const ShipmentSchema = z.object({
  id: z.string().min(1),
  reference: text,
  rates: z.array(RateSchema).nullish(),
  messages: z.array(MessageSchema).nullish(),
  selected_rate: RateSchema.nullish(),
  postage_label: PostageLabelSchema.nullish(),
  tracking_code: text,
  tracker: z.object({ id: z.string() }).nullish(),
  refund_status: text,
  fees: z.array(FeeSchema).nullish(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const EventSchema = z.object({ id: z.string().min(1), object: z.literal('Event'), description: z.string(), result: z.unknown() });

export const VerifiedAddressSchema = z.object({
  street1: text,
  street2: text,
  city: text,
  state: text,
  zip: text,
  country: text,
  verifications: z.object({ delivery: z.object({ success: z.boolean(), errors: z.array(z.object({ field: text, message: z.string() })).nullish() }).nullish() }).nullish(),
});

/** `value` read by `schema`, or an `unavailable` ProviderError naming what could not be read. */
export function read<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ProviderError(P, 'unavailable', `easypost answered a ${what} we cannot read (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'unknown shape'})`);
}

const CARRIER_NAMES: Readonly<Record<string, string>> = { UPSDAP: 'UPS', FedExDefault: 'FedEx', FedEx: 'FedEx', FedExSmartPost: 'FedEx SmartPost', USPS: 'USPS' };
/** 'GroundAdvantage' → 'Ground Advantage', 'DHLExpress' → 'DHL Express'. */
const words = (code: string): string => code.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
const carrierName = (code: string): string => CARRIER_NAMES[code] ?? words(code);

function totalOf(r: Rate): { amountMinor: number; currency: string } {
  const currency = r.currency.toUpperCase();
  return { amountMinor: decimalToMinor(P, r.rate, currency), currency };
}

export function rateOf(r: Rate, shipmentId: string): ProviderRate {
  const total = totalOf(r);
  const date = r.delivery_date && /^\d{4}-\d{2}-\d{2}/.test(r.delivery_date) ? r.delivery_date.slice(0, 10) : null;
  return {
    rateRef: r.id,
    shipmentRef: r.shipment_id || shipmentId,
    carrier: carrierName(r.carrier),
    carrierCode: r.carrier,
    service: words(r.service),
    serviceCode: r.service,
    total,
    lines: chargeLines(total, []),
    transitDays: r.delivery_days ?? r.est_delivery_days ?? null,
    deliveryDate: date,
  };
}

/** The rates of a created Shipment; none at all is refused input, with the carriers' own messages. */
export function ratesOf(shipment: Shipment): ProviderRate[] {
  const rates = (shipment.rates ?? []).map((r) => rateOf(r, shipment.id));
  if (rates.length > 0) return rates;
  const said = (shipment.messages ?? []).map((m) => `${m.carrier ?? 'EasyPost'}: ${typeof m.message === 'string' ? m.message : JSON.stringify(m.message)}`);
  throw new ProviderError(P, 'invalid', `easypost: no carrier rated this shipment${said.length ? ` (${said.join('; ')})` : ''}`, { code: 'NO_RATES' });
}

const FEE_LABELS: Readonly<Record<string, string>> = {
  PostageFee: 'Postage',
  LabelFee: 'EasyPost label fee',
  InsuranceFee: 'Insurance',
  CarbonOffsetFee: 'Carbon offset',
  TrackerFee: 'Tracking fee',
};

/**
 * What the purchase cost: the fees EasyPost charged for it (postage, label fee, insurance; billed in USD) when the rate
 * is in USD, else the rate itself as one line. The lines always add up to the amount.
 */
function chargeOf(shipment: Shipment, rate: Rate): PurchaseResult['charge'] {
  const total = totalOf(rate);
  const fees = (shipment.fees ?? []).filter((f) => f.charged !== false && f.refunded !== true);
  if (total.currency === 'USD' && fees.some((f) => f.type === 'PostageFee')) {
    const lines: ProviderChargeLine[] = fees.map((f) => ({ code: f.type, label: FEE_LABELS[f.type] ?? words(f.type), amountMinor: decimalToMinor(P, f.amount, 'USD') }));
    const amountMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);
    return { amountMinor, currency: 'USD', lines: chargeLines({ amountMinor, currency: 'USD' }, lines) };
  }
  return { ...total, lines: chargeLines(total, [{ code: 'PostageFee', label: FEE_LABELS.PostageFee!, amountMinor: total.amountMinor }]) };
}

/** The URL of the label in `format`, if the postage label has it (a PNG label is converted on request). */
export function labelUrlOf(shipment: Shipment, format: LabelFormat): string | undefined {
  const label = shipment.postage_label;
  const url = format === 'PDF' ? label?.label_pdf_url : format === 'ZPL' ? label?.label_zpl_url : label?.label_url;
  return url || undefined;
}

export const isBought = (shipment: Shipment): boolean => Boolean(shipment.postage_label && shipment.tracking_code && shipment.selected_rate);

export function purchaseOf(shipment: Shipment, format: LabelFormat): PurchaseResult {
  const rate = shipment.selected_rate;
  const url = labelUrlOf(shipment, format);
  if (!rate || !shipment.tracking_code || !url)
    throw new ProviderError(P, 'unavailable', `easypost answered shipment ${shipment.id} without its ${format} label, tracking code or selected rate`);
  return {
    providerShipmentId: shipment.id,
    trackingNumber: shipment.tracking_code,
    carrier: carrierName(rate.carrier),
    carrierCode: rate.carrier,
    service: words(rate.service),
    serviceCode: rate.service,
    charge: chargeOf(shipment, rate),
    label: { format, url },
  };
}

/** Shipment.refund_status to our void result (EasyPost refunds settle with the carrier, most often later). */
export function voidOf(refundStatus: string | null | undefined): VoidResult {
  switch (refundStatus) {
    case 'refunded':
      return { status: 'voided', message: 'EasyPost refunded the label' };
    case 'submitted':
      return { status: 'pending', message: 'EasyPost submitted the refund to the carrier; it settles later' };
    case 'rejected':
      return { status: 'refused', message: 'The carrier rejected the refund (EasyPost allows asking again)' };
    case 'not_applicable':
      return { status: 'refused', message: 'No refund applies: the carrier bills on scan' };
    default:
      throw new ProviderError(P, 'unavailable', `easypost answered a refund status we do not know: ${JSON.stringify(refundStatus ?? null)}`);
  }
}

// ── Errors ────────────────────────────────────────────────────────────────

const ErrorBodySchema = z.object({ error: z.union([z.string(), z.object({ code: z.unknown(), message: z.unknown(), errors: z.unknown() })]) });

/** Every string in a message EasyPost gave as a string, an array or an object (its errors guide allows all three). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** EasyPost's error body ({error: {code, message, errors: FieldError[] | string[]}}) in our terms. */
export function errorOf(body: unknown): { message?: string; code?: string; fields?: { field: string; message: string }[] } {
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return {};
  if (typeof parsed.data.error === 'string') return parsed.data.error.trim() ? { message: parsed.data.error.trim() } : {};
  const { code, message, errors } = parsed.data.error;
  const fields: { field: string; message: string }[] = [];
  const loose: string[] = [];
  for (const e of Array.isArray(errors) ? errors : []) {
    if (e && typeof e === 'object' && typeof (e as { field?: unknown }).field === 'string') {
      fields.push({ field: (e as { field: string }).field, message: strings((e as { message?: unknown }).message).join(', ') });
    } else loose.push(...strings(e));
  }
  const said = [...strings(message), ...loose, ...fields.map((f) => `${f.field}: ${f.message}`)];
  return { ...(said.length ? { message: said.join('; ') } : {}), ...(typeof code === 'string' && code ? { code } : {}), ...(fields.length ? { fields } : {}) };
}
