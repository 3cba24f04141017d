import { createHash } from 'node:crypto';
import type { PartyAddress, ProviderParcel, ShipmentSpec } from '../provider';
import { ProviderError } from '../provider';
import { currencyDigits, minorToDecimal } from '../provider-mapping';

// ── DHL Express MyDHL API (REST, OpenAPI 3.1.1 of 2025-11-02): our shipment in its words (answers: dhl.answers.ts) ──
// Request bodies follow the published schemas (supermodelIoLogisticsExpressRateRequest, …CreateShipmentRequest): metric
// units (kg, cm), amounts as JSON numbers with at most three decimals, references of at most 35 characters.

export const DHL = 'dhl-direct' as const;
export const DHL_CARRIER = 'DHL Express';
export const DHL_CARRIER_CODE = 'dhl_express';

type Json = Record<string, unknown>;

/** A decimal the schema takes as a JSON number (multipleOf 0.001): kilograms and centimetres rounded to grams and tenths of mm. */
const thousandths = (n: number): number => Math.round(n * 1000) / 1000;

/** Minor units as the JSON number MyDHL wants ("60.00" -> 60): parsed from the exact decimal string, never computed in floats. */
export const amountNumber = (amountMinor: number, currency: string): number => Number(minorToDecimal(amountMinor, currency));

/**
 * A reference MyDHL accepts (customerReferences[].value, invoice number: at most 35 characters). Our ids are UUIDs (36):
 * without their hyphens they fit; anything longer still becomes a stable digest rather than being cut.
 */
export function dhlReference(value: string): string {
  if (value.length <= 35) return value;
  const compact = value.replace(/-/g, '');
  return compact.length <= 35 ? compact : `wp${createHash('sha256').update(value).digest('hex').slice(0, 33)}`;
}

/** "YYYY-MM-DDTHH:MM:SS GMT+HH:MM", as the schema's examples write it; noon at the shipper, whose zone we do not know. */
export const plannedShippingDateAndTime = (shipDate: string): string => `${shipDate}T12:00:00 GMT+00:00`;

function addressLines(p: PartyAddress) {
  return {
    postalCode: p.postalCode,
    cityName: p.city,
    countryCode: p.country,
    ...(p.state && p.state.length >= 2 ? { provinceCode: p.state } : {}),
    addressLine1: p.street1,
    ...(p.street2 ? { addressLine2: p.street2 } : {}),
  };
}

/** The contact MyDHL requires for a /shipments party (fullName, companyName and phone are all required). */
function contact(p: PartyAddress, role: 'shipper' | 'receiver') {
  if (!p.phone)
    throw new ProviderError(DHL, 'invalid', `DHL Express requires a phone number for the ${role}`, { fields: [{ field: `${role}.phone`, message: 'is required by DHL Express' }] });
  return { fullName: p.name, companyName: p.company ?? p.name, phone: p.phone, ...(p.email ? { email: p.email } : {}) };
}

const packages = (parcels: ProviderParcel[]) =>
  parcels.map((p) => ({ weight: thousandths(p.weightKg), dimensions: { length: thousandths(p.lengthCm), width: thousandths(p.widthCm), height: thousandths(p.heightCm) } }));

/** Documents travel without a customs declaration (isCustomsDeclarable false); every other cross-border content is dutiable. */
export const isDutiable = (s: ShipmentSpec): boolean => s.customs !== undefined && s.customs.contents !== 'documents';

function declaredValue(s: ShipmentSpec): { value: number; currency: string; minor: number } {
  const items = s.customs?.items ?? [];
  const currency = items[0]?.currency ?? 'USD';
  if (items.some((i) => i.currency !== currency))
    throw new ProviderError(DHL, 'invalid', 'DHL Express takes one declared-value currency per shipment; the customs items use several', {
      fields: [{ field: 'customs.items.currency', message: 'must all be the same' }],
    });
  const minor = items.reduce((sum, i) => sum + i.valueMinor, 0);
  return { value: amountNumber(minor, currency), currency, minor };
}

/** DDP: DHL bills duties and taxes to the shipper through its "DD" (duty tax paid) service. */
const dutiesPaid = (s: ShipmentSpec) => (s.customs?.incoterm === 'DDP' ? { valueAddedServices: [{ serviceCode: 'DD' }] } : {});

/** POST /rates body (multi-piece rating). */
export function rateRequest(s: ShipmentSpec, accountNumber: string): Json {
  const dutiable = isDutiable(s);
  const value = dutiable ? declaredValue(s) : undefined;
  const rateAddress = (p: PartyAddress) => addressLines(p);
  return {
    customerDetails: { shipperDetails: rateAddress(s.from), receiverDetails: rateAddress(s.to) },
    accounts: [{ typeCode: 'shipper', number: accountNumber }],
    ...dutiesPaid(s),
    plannedShippingDateAndTime: plannedShippingDateAndTime(s.shipDate),
    unitOfMeasurement: 'metric',
    isCustomsDeclarable: dutiable,
    ...(value ? { monetaryAmount: [{ typeCode: 'declaredValue', value: value.value, currency: value.currency }] } : {}),
    // A ship date on a weekend or holiday still gets the products of the next day DHL picks up.
    nextBusinessDay: true,
    packages: packages(s.parcels),
  };
}

const EXPORT_REASON = { merchandise: 'commercial_purpose_or_sale', gift: 'gift', documents: 'permanent', sample: 'sample', return: 'return', other: 'permanent' } as const;

/** content.exportDeclaration of a dutiable shipment: one line item per customs item. */
function exportDeclaration(s: ShipmentSpec) {
  const customs = s.customs!;
  const reason = EXPORT_REASON[customs.contents];
  return {
    lineItems: customs.items.map((item, i) => {
      // `price` is the unit price; the exact line value goes in preCalculatedLineItemTotalValue.
      const scale = 10 ** (3 - currencyDigits(item.currency));
      const unitThousandths = Math.round((item.valueMinor * scale) / item.quantity);
      return {
        number: i + 1,
        description: item.description,
        price: unitThousandths / 1000,
        quantity: { value: item.quantity, unitOfMeasurement: 'PCS' },
        ...(item.hsCode ? { commodityCodes: [{ typeCode: 'outbound', value: item.hsCode }] } : {}),
        exportReasonType: reason,
        manufacturerCountry: item.originCountry,
        weight: { netValue: thousandths(item.weightKg), grossValue: thousandths(item.weightKg) },
        preCalculatedLineItemTotalValue: amountNumber(item.valueMinor, item.currency),
      };
    }),
    invoice: { number: dhlReference(s.reference), date: s.shipDate, signatureName: customs.signer.slice(0, 35) },
    exportReasonType: reason,
    shipmentType: customs.contents === 'gift' ? 'personal' : 'commercial',
  };
}

/** content.description: what is in the box (at most 70 characters, not starting with a space). */
function contentDescription(s: ShipmentSpec): string {
  const text = (s.customs?.items ?? [])
    .map((i) => i.description.trim())
    .filter(Boolean)
    .join(', ');
  return (text || (s.customs?.contents === 'documents' ? 'Documents' : 'Parcel')).slice(0, 70);
}

export interface ProductChoice {
  productCode: string;
  localProductCode?: string;
}

/** Our rateRef is "<productCode>:<localProductCode>" (MyDHL rates have no ids: the product codes are what a purchase names). */
export const rateRefOf = (productCode: string, localProductCode?: string): string => `${productCode}:${localProductCode ?? productCode}`;
export function productOf(rateRef: string, serviceCode: string): ProductChoice {
  const [productCode, localProductCode] = rateRef.split(':');
  return productCode ? { productCode, ...(localProductCode ? { localProductCode } : {}) } : { productCode: serviceCode };
}

/** POST /shipments body: the label only (no waybill document, no DHL invoice), charges estimated, product details back. */
export function shipmentRequest(s: ShipmentSpec, accountNumber: string, product: ProductChoice, encodingFormat: 'pdf' | 'zpl'): Json {
  const dutiable = isDutiable(s);
  const value = dutiable ? declaredValue(s) : undefined;
  return {
    plannedShippingDateAndTime: plannedShippingDateAndTime(s.shipDate),
    pickup: { isRequested: false },
    productCode: product.productCode,
    ...(product.localProductCode ? { localProductCode: product.localProductCode } : {}),
    getRateEstimates: true,
    accounts: [{ typeCode: 'shipper', number: accountNumber }],
    ...dutiesPaid(s),
    outputImageProperties: {
      encodingFormat,
      imageOptions: [
        { typeCode: 'label', templateName: 'ECOM26_84_001' },
        { typeCode: 'waybillDoc', isRequested: false },
      ],
      splitTransportAndWaybillDocLabels: true,
    },
    customerReferences: [{ typeCode: 'CU', value: dhlReference(s.reference) }],
    customerDetails: {
      shipperDetails: { postalAddress: addressLines(s.from), contactInformation: contact(s.from, 'shipper') },
      receiverDetails: { postalAddress: addressLines(s.to), contactInformation: contact(s.to, 'receiver'), ...(s.to.residential ? { typeCode: 'private' } : {}) },
    },
    content: {
      packages: packages(s.parcels),
      isCustomsDeclarable: dutiable,
      ...(value ? { declaredValue: value.value, declaredValueCurrency: value.currency, exportDeclaration: exportDeclaration(s) } : {}),
      description: contentDescription(s),
      incoterm: s.customs?.incoterm ?? 'DAP',
      unitOfMeasurement: 'metric',
    },
    getAdditionalInformation: [{ typeCode: 'optionalShipmentData', isRequested: true }],
  };
}
