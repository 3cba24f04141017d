import type { ErrorReader } from '../provider-http';
import type { PartyAddress, ProviderChargeLine, ProviderCustoms, ProviderParcel, ShipmentSpec } from '../provider';
import { ProviderError } from '../provider';
import { chargeLines, decimalToMinor, minorToDecimal } from '../provider-mapping';

// ── FedEx REST APIs (Rate, Ship v1) ⇄ our provider types ───────────────────────
// Our shipment in FedEx's request shapes (kilograms and centimetres, FedEx currency codes, customs commodities) and
// FedEx's answers in ours: charge lines from the rated shipment detail, FedEx's error body. Tracking is in
// fedex.tracking.ts. Field names follow FedEx's published OpenAPI documents for each API (see docs/carriers/fedex.md).

const P = 'fedex-direct' as const;

type Json = Record<string, unknown>;
export const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** Up to `digits` decimals, never below the true value (a weight or size FedEx re-measures is not under-declared). */
const roundUp = (n: number, digits: number): number => Math.ceil(n * 10 ** digits - 1e-9) / 10 ** digits;
const KG_PER_LB = 0.45359237;

// FedEx prices and declares some currencies under its own codes (as FedEx integrations map them, e.g. Magento's).
const FEDEX_CURRENCY: Readonly<Record<string, string>> = {
  GBP: 'UKL',
  JPY: 'JYE',
  CHF: 'SFR',
  MXN: 'NMP',
  SGD: 'SID',
  KRW: 'WON',
  TWD: 'NTD',
  AED: 'DHS',
  ARS: 'ARN',
  CLP: 'CHP',
  DOP: 'RDD',
  XCD: 'ECD',
  JMD: 'JAD',
  KWD: 'KUD',
  UYU: 'UYP',
};
const ISO_CURRENCY: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(FEDEX_CURRENCY).map(([iso, fx]) => [fx, iso]));
export const toFedexCurrency = (iso: string): string => FEDEX_CURRENCY[iso.toUpperCase()] ?? iso.toUpperCase();
export const fromFedexCurrency = (code: string): string => ISO_CURRENCY[code.toUpperCase()] ?? code.toUpperCase();

const money = (minor: number, currency: string) => ({ amount: Number(minorToDecimal(minor, currency)), currency: toFedexCurrency(currency) });

// ── Requests ────────────────────────────────────────────────────────────────

/** Rate API addresses carry no street lines; Ship API addresses do. */
export function fedexAddress(a: PartyAddress, withStreet: boolean): Json {
  const lines = [a.street1, a.street2].map((l) => l?.trim() ?? '').filter((l) => l !== '');
  return {
    ...(withStreet ? { streetLines: lines } : {}),
    city: a.city,
    ...(a.state ? { stateOrProvinceCode: a.state } : {}),
    ...(a.postalCode.trim() ? { postalCode: a.postalCode.trim() } : {}),
    countryCode: a.country.toUpperCase(),
    residential: a.residential ?? false,
  };
}

/** Digits only; a US or Canadian number without its leading 1 (FedEx wants exactly ten digits there). */
export function phoneDigits(phone: string | undefined, country: string): string | undefined {
  let digits = (phone ?? '').replace(/\D/g, '');
  if ((country === 'US' || country === 'CA') && digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits || undefined;
}

export function fedexParty(a: PartyAddress): Json {
  const phone = phoneDigits(a.phone, a.country.toUpperCase());
  return {
    address: fedexAddress(a, true),
    contact: { personName: a.name, ...(a.company ? { companyName: a.company } : {}), ...(phone ? { phoneNumber: phone } : {}), ...(a.email ? { emailAddress: a.email } : {}) },
  };
}

export function packageLineItems(parcels: readonly ProviderParcel[], reference?: string): Json[] {
  return parcels.map((p, i) => ({
    ...(reference !== undefined ? { sequenceNumber: i + 1, customerReferences: [{ customerReferenceType: 'CUSTOMER_REFERENCE', value: reference }] } : {}),
    weight: { units: 'KG', value: roundUp(p.weightKg, 2) },
    dimensions: { length: Math.ceil(p.lengthCm), width: Math.ceil(p.widthCm), height: Math.ceil(p.heightCm), units: 'CM' },
  }));
}

/** The Ship API's totalWeight is in pounds with one decimal. */
export const totalWeightLb = (parcels: readonly ProviderParcel[]): number => roundUp(parcels.reduce((s, p) => s + p.weightKg, 0) / KG_PER_LB, 1);

/** FedEx prints our reference on the label: 40 characters for Express services, 30 for Ground. */
export function referenceFor(reference: string, serviceType: string): string {
  const limit = /GROUND|SMART_POST|HOME_DELIVERY/.test(serviceType) ? 30 : 40;
  if (reference.length <= limit) return reference;
  return reference.replace(/-/g, '').slice(0, limit);
}

const PURPOSE: Readonly<Record<ProviderCustoms['contents'], string>> = {
  merchandise: 'SOLD',
  gift: 'GIFT',
  documents: 'NOT_SOLD',
  sample: 'SAMPLE',
  return: 'REPAIR_AND_RETURN',
  other: 'NOT_SOLD',
};

export function commodities(customs: ProviderCustoms): Json[] {
  return customs.items.map((i) => ({
    description: i.description,
    quantity: i.quantity,
    quantityUnits: 'PCS',
    weight: { units: 'KG', value: roundUp(i.weightKg, 2) },
    customsValue: money(i.valueMinor, i.currency),
    // the unit price only when the line's value divides evenly: never a rounded declaration
    ...(i.quantity > 0 && i.valueMinor % i.quantity === 0 ? { unitPrice: money(i.valueMinor / i.quantity, i.currency) } : {}),
    countryOfManufacture: i.originCountry.toUpperCase(),
    ...(i.hsCode ? { harmonizedCode: i.hsCode } : {}),
  }));
}

/** Customs for the Ship API: who pays duties (DDP: the shipper's account; DAP: the recipient), the invoice, the lines. */
export function customsClearance(spec: ShipmentSpec, accountNumber: string): Json | undefined {
  const customs = spec.customs;
  if (!customs) return undefined;
  const currencies = new Set(customs.items.map((i) => i.currency));
  const [currency] = currencies;
  const total = customs.items.reduce((s, i) => s + i.valueMinor, 0);
  return {
    dutiesPayment: customs.incoterm === 'DDP' ? { paymentType: 'SENDER', payor: { responsibleParty: { accountNumber: { value: accountNumber } } } } : { paymentType: 'RECIPIENT' },
    isDocumentOnly: customs.contents === 'documents',
    commercialInvoice: {
      shipmentPurpose: PURPOSE[customs.contents],
      termsOfSale: customs.incoterm,
      originatorName: customs.signer,
      customerReferences: [{ customerReferenceType: 'INVOICE_NUMBER', value: spec.reference.replace(/-/g, '').slice(0, 30) }],
    },
    commodities: commodities(customs),
    // a total only when every line is in one currency (FedEx's total has one)
    ...(currencies.size === 1 && currency ? { totalCustomsValue: money(total, currency) } : {}),
  };
}

// ── Answers ─────────────────────────────────────────────────────────────────

/** FedEx's error body: `{ transactionId, errors: [{ code, message, parameterList: [{ key, value }] }] }`. */
export const readFedexError: ErrorReader = (body) => {
  const errors = arr(obj(body).errors).map(obj);
  if (errors.length === 0) return {};
  const fields = errors.flatMap((e) => {
    const params = arr(e.parameterList)
      .map(obj)
      .filter((p) => str(p.key) !== '');
    return params.length > 0
      ? params.map((p) => ({ field: str(p.key), message: [str(e.message), str(p.value)].filter(Boolean).join(': ') }))
      : [{ field: str(e.code), message: str(e.message) }];
  });
  return {
    message: errors.map((e) => [str(e.code), str(e.message)].filter(Boolean).join(' ')).join('; '),
    code: str(errors[0]!.code) || undefined,
    fields: fields.filter((f) => f.field !== ''),
  };
};

const WORDS = [
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
  'TWENTY',
];
/** "THREE_DAYS" → 3; FedEx's UNKNOWN and SMARTPOST_TRANSIT_DAYS → null. */
export function transitDaysOf(value: unknown): number | null {
  const m = /^([A-Z]+)_DAYS?$/.exec(str(value));
  const i = m ? WORDS.indexOf(m[1]!) : -1;
  return i >= 0 ? i + 1 : null;
}

const dateOf = (value: unknown): string | null => /^\d{4}-\d{2}-\d{2}/.exec(str(value))?.[0] ?? null;

export interface FedexCharge {
  currency: string;
  amountMinor: number;
  lines: ProviderChargeLine[];
}

/**
 * A rated shipment detail (Rate API `ratedShipmentDetails[]` or Ship API `shipmentRateDetails[]`) as a total with
 * lines: base charge, discounts (negative), each surcharge and tax by its FedEx type; chargeLines() adds what is left.
 */
export function readCharge(rated: Json): FedexCharge {
  const detail = obj(rated.shipmentRateDetail);
  const code = str(rated.currency) || str(detail.currency);
  if (!code) throw new ProviderError(P, 'unavailable', `${P}: a rated shipment came without a currency`);
  const currency = fromFedexCurrency(code);
  const minor = (v: unknown) => decimalToMinor(P, v, currency);
  const amountMinor = minor(rated.totalNetCharge);
  const itemised: ProviderChargeLine[] = [];
  if (rated.totalBaseCharge !== undefined) itemised.push({ code: 'BASE', label: 'Base charge', amountMinor: minor(rated.totalBaseCharge) });
  const discount = rated.totalDiscounts ?? rated.totalFreightDiscounts ?? detail.totalFreightDiscount;
  if (discount !== undefined) itemised.push({ code: 'DISCOUNT', label: 'Discount', amountMinor: -Math.abs(minor(discount)) });
  for (const s of arr(detail.surCharges ?? rated.surcharges).map(obj)) {
    const type = str(s.type) || str(s.surchargeType) || 'SURCHARGE';
    itemised.push({ code: type, label: str(s.description) || type, amountMinor: minor(s.amount) });
  }
  for (const t of arr(detail.taxes ?? rated.taxes).map(obj)) {
    const type = str(t.type) || 'TAX';
    itemised.push({ code: type, label: str(t.description) || str(t.name) || type, amountMinor: minor(t.amount) });
  }
  return { currency, amountMinor, lines: chargeLines({ amountMinor, currency }, itemised) };
}

/** The account's rate where FedEx gives one (rateType ACCOUNT), else the first it gives. */
export function pickRated(details: unknown, preferred = 'ACCOUNT'): Json | undefined {
  const all = arr(details).map(obj);
  return all.find((d) => str(d.rateType) === preferred) ?? all[0];
}

export function readRateReply(
  detail: Json,
): { serviceType: string; serviceName: string; charge: FedexCharge; transitDays: number | null; deliveryDate: string | null } | undefined {
  const rated = pickRated(detail.ratedShipmentDetails);
  const serviceType = str(detail.serviceType);
  if (!rated || !serviceType) return undefined;
  const commit = obj(detail.commit);
  const operational = obj(detail.operationalDetail);
  return {
    serviceType,
    serviceName: str(detail.serviceName) || serviceType,
    charge: readCharge(rated),
    transitDays: transitDaysOf(obj(commit.transitDays).minimumTransitTime) ?? transitDaysOf(operational.transitTime) ?? transitDaysOf(commit.daysInTransit),
    deliveryDate: dateOf(obj(commit.dateDetail).dayFormat) ?? dateOf(operational.deliveryDate),
  };
}
