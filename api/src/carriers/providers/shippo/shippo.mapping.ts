import { createHash } from 'node:crypto';
import { CarriersEnum, type Address, type AddressCreateRequest, type CustomsDeclarationCreateRequest, type Rate, type ShipmentCreateRequest } from 'shippo';
import { ProviderError, type AddressCheck, type LabelFormat, type PartyAddress, type ProviderCustoms, type ProviderRate, type ShipmentSpec } from '../provider';
import { chargeLines, decimalToMinor, minorToDecimal } from '../provider-mapping';

// ── Shippo's words to ours and back (issue 27): shipments, customs, rates, error bodies ──
// Pure functions over the SDK's types (camelCase; the SDK writes Shippo's snake_case). Tracking and webhook
// signatures: shippo.tracking.ts. The adapter in shippo.provider.ts makes the calls.

/** The API version the SDK (shippo 2.18.0) is generated from; sent as SHIPPO-API-VERSION so answers keep its shapes. */
export const SHIPPO_API_VERSION = '2018-02-08';

/** Shippo's label_file_type for our formats (ZPL is ZPL II). */
export const SHIPPO_LABEL_FILE_TYPES = { PDF: 'PDF', PNG: 'PNG', ZPL: 'ZPLII' } as const satisfies Record<LabelFormat, string>;

const CONTENTS_TYPES = {
  merchandise: 'MERCHANDISE',
  gift: 'GIFT',
  documents: 'DOCUMENTS',
  sample: 'SAMPLE',
  return: 'RETURN_MERCHANDISE',
  other: 'OTHER',
} as const satisfies Record<ProviderCustoms['contents'], CustomsDeclarationCreateRequest['contentsType']>;

/** Metadata fields hold at most 100 characters: a longer idempotency key is sent as its digest. */
export function metadataKey(idempotencyKey: string): string {
  return idempotencyKey.length <= 100 ? idempotencyKey : `sha256:${createHash('sha256').update(idempotencyKey).digest('hex')}`;
}

/** A positive quantity as Shippo's decimal string (at most four decimals, no trailing zeros). */
function decimal(value: number, what: string): string {
  const text = Number.isFinite(value) ? value.toFixed(4).replace(/\.?0+$/, '') : '0';
  if (!(value > 0) || text === '0') throw new ProviderError('shippo', 'invalid', `shippo: ${what} must be a positive number (four decimals at most), got ${value}`);
  return text;
}

export function addressOf(a: PartyAddress): AddressCreateRequest {
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
    isResidential: a.residential,
  };
}

const SUGGESTED = ['street1', 'street2', 'city', 'state', 'postalCode', 'country'] as const;
const same = (a: string | undefined, b: string | undefined): boolean => (a ?? '').trim().replace(/\s+/g, ' ').toUpperCase() === (b ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Shippo's answer to an address created with validate: true. Its validation_results say whether it is deliverable; the
 * address it returns is the standardised one, offered as a suggestion when it differs beyond letter case and spacing.
 */
export function addressCheckOf(asked: PartyAddress, answer: Address): AddressCheck {
  const results = answer.validationResults;
  const messages = (results?.messages ?? []).map((m) => [m.code, m.text].filter(Boolean).join(': ')).filter((m) => m !== '');
  if (results?.isValid === undefined) return { valid: false, messages: messages.length ? messages : ['Shippo returned no validation result for the address'] };
  const suggestion: PartyAddress = {
    ...asked,
    street1: answer.street1 || asked.street1,
    street2: answer.street2 || undefined,
    city: answer.city || asked.city,
    state: answer.state || undefined,
    postalCode: answer.zip || asked.postalCode,
    country: answer.country || asked.country,
    ...(answer.isResidential !== undefined ? { residential: answer.isResidential } : {}),
  };
  const differs = SUGGESTED.some((k) => !same(suggestion[k], asked[k]));
  return { valid: results.isValid, messages, ...(differs ? { suggestion } : {}) };
}

function customsOf(c: ProviderCustoms): CustomsDeclarationCreateRequest {
  return {
    contentsType: CONTENTS_TYPES[c.contents],
    contentsExplanation: c.contents === 'other' ? c.items.map((i) => i.description).join(', ') : undefined,
    nonDeliveryOption: 'RETURN',
    certify: true,
    certifySigner: c.signer,
    incoterm: c.incoterm,
    items: c.items.map((i, n) => ({
      description: i.description,
      quantity: i.quantity,
      netWeight: decimal(i.weightKg, `customs item ${n + 1} weight`),
      massUnit: 'kg',
      valueAmount: minorToDecimal(i.valueMinor, i.currency),
      valueCurrency: i.currency,
      originCountry: i.originCountry,
      hsCode: i.hsCode,
    })),
  };
}

/** Our shipment as Shippo's shipment: kg and cm, customs declared inline with its items, our reference as metadata. */
export function shipmentRequest(spec: ShipmentSpec): ShipmentCreateRequest {
  return {
    addressFrom: addressOf(spec.from),
    addressTo: addressOf(spec.to),
    parcels: spec.parcels.map((p, n) => ({
      massUnit: 'kg',
      weight: decimal(p.weightKg, `parcel ${n + 1} weight`),
      distanceUnit: 'cm',
      length: decimal(p.lengthCm, `parcel ${n + 1} length`),
      width: decimal(p.widthCm, `parcel ${n + 1} width`),
      height: decimal(p.heightCm, `parcel ${n + 1} height`),
    })),
    customsDeclaration: spec.customs ? customsOf(spec.customs) : undefined,
    shipmentDate: `${spec.shipDate}T12:00:00Z`,
    metadata: spec.reference.slice(0, 100),
    // Printed on the label where the carrier supports it (up to 50 characters).
    extra: { reference1: spec.reference.slice(0, 50) },
    async: false,
  };
}

const CARRIER_TOKENS = Object.values(CarriersEnum).sort((a, b) => b.length - a.length);

/** Shippo's carrier token (what tracking names) from a service level token ('dhl_express_worldwide' → 'dhl_express'). */
export function carrierTokenOf(serviceToken: string | undefined, provider: string): string {
  const token = (serviceToken ?? '').toLowerCase();
  return (
    CARRIER_TOKENS.find((c) => token === c || token.startsWith(`${c}_`)) ??
    provider
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
  );
}

/** A Shippo rate in our terms: Shippo gives one amount per rate, so one BASE line carries it. */
export function rateOf(rate: Rate): ProviderRate {
  const currency = rate.currency.trim().toUpperCase();
  const total = { amountMinor: decimalToMinor('shippo', rate.amount, currency), currency };
  const serviceCode = rate.servicelevel.token ?? rate.servicelevel.name ?? '';
  return {
    rateRef: rate.objectId,
    shipmentRef: rate.shipment,
    carrier: rate.provider,
    carrierCode: carrierTokenOf(rate.servicelevel.token, rate.provider),
    service: rate.servicelevel.name ?? serviceCode,
    serviceCode,
    total,
    lines: chargeLines(total, []),
    transitDays: rate.estimatedDays !== undefined && Number.isInteger(rate.estimatedDays) && rate.estimatedDays >= 0 ? rate.estimatedDays : null,
    deliveryDate: null,
  };
}
