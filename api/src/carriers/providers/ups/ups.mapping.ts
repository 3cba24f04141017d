import { createHash } from 'node:crypto';
import type { PartyAddress, ProviderCustoms, ShipmentSpec } from '../provider';
import { ProviderError } from '../provider';
import { currencyDigits, minorToDecimal } from '../provider-mapping';
import { UPS } from './ups.tracking';

// ── Our shipment as UPS Rating (v2409) and Shipping (v2409) request bodies (their answers: ups.answers.ts) ──
// Units follow the shipper's country as UPS requires (pounds and inches from the US and Puerto Rico, kilograms and
// centimetres elsewhere), rounded up so a parcel is never declared lighter or smaller than it is.

export const UPS_SERVICES: Readonly<Record<string, string>> = {
  '01': 'UPS Next Day Air',
  '02': 'UPS 2nd Day Air',
  '03': 'UPS Ground',
  '07': 'UPS Worldwide Express',
  '08': 'UPS Worldwide Expedited',
  '11': 'UPS Standard',
  '12': 'UPS 3 Day Select',
  '13': 'UPS Next Day Air Saver',
  '14': 'UPS Next Day Air Early',
  '17': 'UPS Worldwide Economy DDU',
  '54': 'UPS Worldwide Express Plus',
  '59': 'UPS 2nd Day Air A.M.',
  '65': 'UPS Worldwide Saver',
  '70': 'UPS Access Point Economy',
  '71': 'UPS Worldwide Express Freight Midday',
  '72': 'UPS Worldwide Economy DDP',
  '74': 'UPS Express 12:00',
  '96': 'UPS Worldwide Express Freight',
};

/** UPS often answers a rated service with an empty description: then our name for its code. */
export const serviceName = (code: string, given?: string): string => given?.trim() || UPS_SERVICES[code] || `UPS service ${code}`;

const cut = (s: string, n: number): string => s.trim().slice(0, n);
const ymd = (isoDate: string): string => isoDate.replaceAll('-', '');
const imperial = (country: string): boolean => country === 'US' || country === 'PR';
const sameUsDomestic = (s: ShipmentSpec): boolean => imperial(s.from.country) && s.from.country === s.to.country;
const crossBorder = (s: ShipmentSpec): boolean => s.from.country !== s.to.country;

function address(p: PartyAddress, residential = false): Record<string, unknown> {
  const postal = imperial(p.country) ? p.postalCode.replace(/[\s-]/g, '') : p.postalCode.trim();
  return {
    AddressLine: [p.street1, p.street2].filter((l): l is string => Boolean(l?.trim())).map((l) => cut(l, 35)),
    City: cut(p.city, 30),
    ...(p.state ? { StateProvinceCode: cut(p.state, 5) } : {}),
    PostalCode: cut(postal, 9),
    CountryCode: p.country.toUpperCase(),
    ...(residential ? { ResidentialAddressIndicator: 'Y' } : {}),
  };
}

/** Digits only; North American numbers without their leading country code 1. */
function phone(p: PartyAddress): Record<string, unknown> {
  if (!p.phone) return {};
  let digits = p.phone.replace(/\D/g, '');
  if (['US', 'PR', 'CA', 'VI'].includes(p.country) && digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits ? { Phone: { Number: digits.slice(0, 15) } } : {};
}

function party(p: PartyAddress, residential = false): Record<string, unknown> {
  return {
    Name: cut(p.company ?? p.name, 35),
    AttentionName: cut(p.name, 35),
    ...phone(p),
    ...(p.email ? { EMailAddress: cut(p.email, 50) } : {}),
    Address: address(p, residential),
  };
}

function packages(s: ShipmentSpec, packaging: 'PackagingType' | 'Packaging', references?: { Value: string }[]): Record<string, unknown>[] {
  const imp = imperial(s.from.country);
  const weight = (kg: number): string => (Math.max(1, Math.ceil((imp ? kg / 0.45359237 : kg) * 10 - 1e-9)) / 10).toFixed(1);
  const size = (cm: number): string => String(Math.max(1, Math.ceil((imp ? cm / 2.54 : cm) - 1e-9)));
  return s.parcels.map((p) => {
    const [length, width, height] = [p.lengthCm, p.widthCm, p.heightCm].sort((a, b) => b - a) as [number, number, number];
    return {
      [packaging]: { Code: '02', Description: 'Customer Supplied Package' },
      Dimensions: { UnitOfMeasurement: { Code: imp ? 'IN' : 'CM' }, Length: size(length), Width: size(width), Height: size(height) },
      PackageWeight: { UnitOfMeasurement: { Code: imp ? 'LBS' : 'KGS' }, Weight: weight(p.weightKg) },
      ...(references ? { ReferenceNumber: references } : {}),
    };
  });
}

function customsCurrency(c: ProviderCustoms): string {
  const currencies = [...new Set(c.items.map((i) => i.currency.toUpperCase()))];
  if (currencies.length !== 1) throw new ProviderError(UPS, 'invalid', `UPS takes one currency per shipment; the customs items use ${currencies.join(', ') || 'none'}`);
  return currencies[0]!;
}

/** The goods' total in whole units, rounded up (UPS takes InvoiceLineTotal as a whole number). */
function invoiceLineTotal(c: ProviderCustoms): Record<string, string> {
  const currency = customsCurrency(c);
  const [whole, frac = ''] = minorToDecimal(
    c.items.reduce((s, i) => s + i.valueMinor, 0),
    currency,
  ).split('.');
  return { CurrencyCode: currency, MonetaryValue: String(BigInt(whole!) + (/[1-9]/.test(frac) ? 1n : 0n)) };
}

/** A line's value per unit (UPS Product/Unit/Value), exact to the 6 decimals UPS takes. */
export function unitValue(valueMinor: number, quantity: number, currency: string): string {
  const digits = currencyDigits(currency);
  const q = BigInt(Math.max(1, quantity));
  const micro = (BigInt(valueMinor) * 10n ** BigInt(6 - digits) * 2n + q) / (2n * q);
  const frac = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '').padEnd(digits, '0');
  return `${micro / 1_000_000n}${frac ? `.${frac}` : ''}`;
}

const REASONS: Readonly<Record<ProviderCustoms['contents'], string>> = {
  merchandise: 'SALE',
  gift: 'GIFT',
  sample: 'SAMPLE',
  return: 'RETURN',
  documents: 'OTHER',
  other: 'OTHER',
};

function internationalForms(s: ShipmentSpec, c: ProviderCustoms): Record<string, unknown> {
  const currency = customsCurrency(c);
  const imp = imperial(s.from.country);
  return {
    FormType: ['01'],
    InvoiceNumber: cut(s.reference.replaceAll('-', ''), 35),
    InvoiceDate: ymd(s.shipDate),
    ReasonForExport: REASONS[c.contents],
    CurrencyCode: currency,
    TermsOfShipment: c.incoterm,
    DeclarationStatement: 'The information on this invoice is true and correct, and the contents and value of this shipment are as stated.',
    Comments: cut(`Declaration signed by ${c.signer}`, 150),
    Product: c.items.map((i) => ({
      Description: (i.description.trim().match(/.{1,35}/g) ?? [i.description]).slice(0, 3),
      Unit: { Number: String(i.quantity), UnitOfMeasurement: { Code: 'PCS' }, Value: unitValue(i.valueMinor, i.quantity, currency) },
      ...(i.hsCode ? { CommodityCode: i.hsCode.replace(/\D/g, '').slice(0, 15) } : {}),
      OriginCountryCode: i.originCountry.toUpperCase(),
      ProductWeight: {
        UnitOfMeasurement: { Code: imp ? 'LBS' : 'KGS' },
        Weight: (Math.max(1, Math.ceil((imp ? i.weightKg / 0.45359237 : i.weightKg) * 10 - 1e-9)) / 10).toFixed(1),
      },
    })),
  };
}

function shipmentCharges(s: ShipmentSpec, accountNumber: string): Record<string, unknown>[] {
  const bill = { BillShipper: { AccountNumber: accountNumber } };
  // DDP: the shipper pays duties and taxes too; DAP leaves them to the receiver (UPS's default payer).
  return [{ Type: '01', ...bill }, ...(s.customs?.incoterm === 'DDP' && crossBorder(s) ? [{ Type: '02', ...bill }] : [])];
}

const goodsDescription = (c: ProviderCustoms | undefined): string => cut(c?.items.map((i) => i.description.trim()).join(', ') || 'Merchandise', 50);
const documentsOnly = (s: ShipmentSpec): boolean => s.customs?.contents === 'documents';

/** POST /api/rating/v2409/Shoptimeintransit: every service with its price and time in transit. */
export function rateRequest(s: ShipmentSpec, accountNumber: string): Record<string, unknown> {
  const imp = imperial(s.from.country);
  const totalKg = s.parcels.reduce((t, p) => t + p.weightKg, 0);
  return {
    RateRequest: {
      Request: { SubVersion: '2409', TransactionReference: { CustomerContext: s.reference } },
      Shipment: {
        Shipper: { Name: cut(s.from.company ?? s.from.name, 35), ShipperNumber: accountNumber, Address: address(s.from) },
        ShipTo: { Name: cut(s.to.company ?? s.to.name, 35), Address: address(s.to, s.to.residential) },
        ShipFrom: { Name: cut(s.from.company ?? s.from.name, 35), Address: address(s.from) },
        PaymentDetails: { ShipmentCharge: shipmentCharges(s, accountNumber) },
        ShipmentRatingOptions: { NegotiatedRatesIndicator: 'Y' },
        ...(documentsOnly(s) && crossBorder(s) ? { DocumentsOnlyIndicator: 'Y' } : {}),
        Package: packages(s, 'PackagingType'),
        ShipmentTotalWeight: {
          UnitOfMeasurement: { Code: imp ? 'LBS' : 'KGS' },
          Weight: (Math.max(1, Math.ceil((imp ? totalKg / 0.45359237 : totalKg) * 10 - 1e-9)) / 10).toFixed(1),
        },
        DeliveryTimeInformation: { PackageBillType: documentsOnly(s) ? '02' : '03', Pickup: { Date: ymd(s.shipDate) } },
        ...(s.customs && crossBorder(s) ? { InvoiceLineTotal: invoiceLineTotal(s.customs) } : {}),
      },
    },
  };
}

/** What a purchase names in the idempotency key, as a UPS reference number (at most 35 characters). */
export function referenceValue(idempotencyKey: string): string {
  const k = idempotencyKey.trim();
  return k.length <= 35 && /^[\x20-\x7E]+$/.test(k) ? k : `WP${createHash('sha256').update(k).digest('hex').slice(0, 33)}`;
}

/** POST /api/shipments/v2409/ship. `labelCode` is GIF (a PDF is recovered after) or ZPL. */
export function shipRequest(s: ShipmentSpec, accountNumber: string, serviceCode: string, idempotencyKey: string, labelCode: 'GIF' | 'ZPL'): Record<string, unknown> {
  // Two references: the purchase's key (what findPurchase recovers by) and our shipment id. UPS takes them per package
  // within the US or Puerto Rico, per shipment otherwise.
  const references = [{ Value: referenceValue(idempotencyKey) }, { Value: cut(s.reference.replaceAll('-', ''), 35) }];
  const packageLevel = sameUsDomestic(s);
  const international = crossBorder(s);
  const forms = s.customs && international && !documentsOnly(s);
  return {
    ShipmentRequest: {
      Request: { RequestOption: 'nonvalidate', SubVersion: '2205', TransactionReference: { CustomerContext: s.reference } },
      Shipment: {
        ...(international ? { Description: goodsDescription(s.customs) } : {}),
        Shipper: { ...party(s.from), ShipperNumber: accountNumber },
        ShipTo: party(s.to, s.to.residential),
        ShipFrom: party(s.from),
        PaymentInformation: { ShipmentCharge: shipmentCharges(s, accountNumber) },
        Service: { Code: serviceCode, Description: serviceName(serviceCode) },
        ShipmentRatingOptions: { NegotiatedRatesIndicator: 'Y' },
        ...(packageLevel ? {} : { ReferenceNumber: references }),
        ...(s.customs && s.from.country === 'US' && ['CA', 'PR'].includes(s.to.country) ? { InvoiceLineTotal: invoiceLineTotal(s.customs) } : {}),
        ...(forms ? { ShipmentServiceOptions: { InternationalForms: internationalForms(s, s.customs!) } } : {}),
        Package: packages(s, 'Packaging', packageLevel ? references : undefined),
      },
      LabelSpecification: labelSpecification(labelCode),
    },
  };
}

export function labelSpecification(code: 'GIF' | 'ZPL' | 'PDF'): Record<string, unknown> {
  return { LabelImageFormat: { Code: code }, HTTPUserAgent: 'Mozilla/4.5', ...(code === 'ZPL' ? { LabelStockSize: { Height: '6', Width: '4' } } : {}) };
}
