// Over 300 lines: the published request schemas of two MyDHL endpoints (POST /rates, POST /shipments), field by field.
import { z } from 'zod';

// ── The MyDHL request schemas the fake enforces (OpenAPI "DHL Express APIs (MyDHL API)" 3.1.1, 2025-11-02) ──
// Required fields, lengths, enums and `additionalProperties: false` as published for POST /rates and POST /shipments.
// Parts of the schema our adapter never sends are accepted as-is (z.unknown()) rather than modelled. A refusal is
// answered in DHL's documented shape: 422 "Validation error" with "#/path: …" in detail, several in additionalDetails.

const text = (min: number, max: number) => z.string().min(min).max(max);
/** `multipleOf: 0.001` with the schema's minimum. */
const decimal = (min: number) =>
  z
    .number()
    .min(min)
    .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, 'expected multipleOf: 0.001');

const account = z.strictObject({ typeCode: z.enum(['shipper', 'payer', 'duties-taxes']), number: text(1, 12) });
const dimensions = z.strictObject({ length: decimal(0.001), width: decimal(0.001), height: decimal(0.001) });
const dateTime = text(1, 29);

const rateAddress = z.strictObject({
  postalCode: text(0, 12),
  cityName: text(1, 45),
  countryCode: text(2, 2),
  provinceCode: text(2, 35).optional(),
  addressLine1: text(1, 45).optional(),
  addressLine2: text(1, 45).optional(),
  addressLine3: text(1, 45).optional(),
  countyName: text(1, 45).optional(),
});

const rateService = z.strictObject({
  serviceCode: text(1, 6),
  localServiceCode: text(1, 3).optional(),
  value: decimal(0).optional(),
  currency: text(3, 3).optional(),
  method: z.enum(['cash']).optional(),
});

export const RateRequestSchema = z.strictObject({
  customerDetails: z.strictObject({ shipperDetails: rateAddress, receiverDetails: rateAddress }),
  accounts: z.array(account).max(2).optional(),
  productCode: text(1, 6).optional(),
  localProductCode: text(1, 3).optional(),
  valueAddedServices: z.array(rateService).max(99).optional(),
  productsAndServices: z.array(z.unknown()).optional(),
  payerCountryCode: text(2, 2).optional(),
  plannedShippingDateAndTime: dateTime,
  unitOfMeasurement: z.enum(['metric', 'imperial']),
  isCustomsDeclarable: z.boolean(),
  monetaryAmount: z.array(z.strictObject({ typeCode: z.enum(['declaredValue', 'insuredValue']), value: decimal(0), currency: text(3, 3) })).optional(),
  requestAllValueAddedServices: z.boolean().optional(),
  estimatedDeliveryDate: z.unknown().optional(),
  getAdditionalInformation: z.array(z.unknown()).max(3).optional(),
  returnStandardProductsOnly: z.boolean().optional(),
  nextBusinessDay: z.boolean().optional(),
  productTypeCode: z.enum(['all', 'dayDefinite', 'timeDefinite']).optional(),
  packages: z
    .array(z.strictObject({ typeCode: text(3, 3).optional(), weight: decimal(0.001), dimensions: dimensions.optional() }))
    .min(1)
    .max(999),
});

const shipAddress = z.strictObject({
  postalCode: text(0, 12),
  cityName: text(1, 45),
  countryCode: text(2, 2),
  provinceCode: text(2, 35).optional(),
  addressLine1: text(1, 45),
  addressLine2: text(1, 45).optional(),
  addressLine3: text(1, 45).optional(),
  countyName: text(1, 45).optional(),
  provinceName: text(1, 35).optional(),
  countryName: text(1, 35).optional(),
});
const contact = z.strictObject({ email: text(1, 70).optional(), phone: text(1, 70), mobilePhone: text(1, 70).optional(), companyName: text(1, 100), fullName: text(1, 255) });
const party = z.strictObject({
  postalAddress: shipAddress,
  contactInformation: contact,
  registrationNumbers: z.array(z.unknown()).max(50).optional(),
  bankDetails: z.unknown().optional(),
  typeCode: z.enum(['business', 'direct_consumer', 'government', 'other', 'private', 'reseller']).optional(),
});
const reference = z.strictObject({
  value: text(1, 35),
  typeCode: z.enum(['AAO', 'CU', 'FF', 'FN', 'IBC', 'LLR', 'OBC', 'PRN', 'ACP', 'ACS', 'ACR', 'CDN', 'STD', 'CO']).optional(),
});

const QUANTITY_UNITS = [
  'BOX',
  '2GM',
  'M3',
  'DPR',
  'DOZ',
  'PCS',
  'GM',
  'GRS',
  'KG',
  'M',
  '3GM',
  'X',
  'NO',
  'PRS',
  'CM2',
  '2M2',
  '3M2',
  'M2',
  '4M2',
  'CM',
  'CONE',
  'CT',
  'EA',
  'LBS',
  'RILL',
  'ROLL',
  'SET',
  'TU',
  'KM',
  'IN',
  'FT',
  'YD',
  'MI',
  'LTR',
  'MMQ',
  'CM3',
  'DMQ',
  'MLT',
  'CLT',
  'DLT',
  'INQ',
  'FT3',
  'YD3',
  'GLI',
  'GLL',
  'PT',
  'PTI',
  'QTI',
  'PTL',
  'QTL',
  'PTD',
  'OZI',
  'J57',
  'NM3',
  'SM3',
  'TNE',
  'LB',
  'ONZ',
  'CEL',
] as const;
const EXPORT_REASONS = [
  'permanent',
  'temporary',
  'return',
  'used_exhibition_goods_to_origin',
  'intercompany_use',
  'commercial_purpose_or_sale',
  'personal_belongings_or_personal_use',
  'sample',
  'gift',
  'return_to_origin',
  'warranty_replacement',
  'diplomatic_goods',
  'defence_material',
] as const;

const lineItem = z.strictObject({
  number: z.number().int().min(1).max(999),
  description: text(1, 512),
  price: decimal(0),
  quantity: z.strictObject({ value: z.number().int().min(1).max(1_000_000_000), unitOfMeasurement: z.enum(QUANTITY_UNITS) }),
  commodityCodes: z
    .array(z.strictObject({ typeCode: z.enum(['outbound', 'inbound']), value: text(2, 18) }))
    .max(2)
    .optional(),
  exportReasonType: z.enum(EXPORT_REASONS).optional(),
  manufacturerCountry: text(2, 2),
  exportControlClassificationNumber: z.string().optional(),
  weight: z.strictObject({ netValue: decimal(0).optional(), grossValue: decimal(0).optional() }),
  isTaxesPaid: z.boolean().optional(),
  additionalInformation: z.array(z.string()).optional(),
  customerReferences: z.array(z.unknown()).optional(),
  customsDocuments: z.array(z.unknown()).optional(),
  preCalculatedLineItemTotalValue: z.number().min(0).optional(),
});

const exportDeclaration = z.strictObject({
  lineItems: z.array(lineItem).min(1).max(999),
  invoice: z.looseObject({ number: text(1, 35), date: text(1, 35), signatureName: text(0, 35).optional(), signatureTitle: text(0, 35).optional() }).optional(),
  remarks: z.array(z.unknown()).max(3).optional(),
  additionalCharges: z.array(z.unknown()).max(5).optional(),
  destinationPortName: z.string().optional(),
  placeOfIncoterm: text(1, 256).optional(),
  payerVATNumber: z.string().optional(),
  recipientReference: z.string().optional(),
  exporter: z.unknown().optional(),
  packageMarks: z.string().optional(),
  declarationNotes: z.array(z.unknown()).optional(),
  exportReference: z.string().optional(),
  exportReason: text(1, 30).optional(),
  exportReasonType: z.enum(EXPORT_REASONS).optional(),
  licenses: z.array(z.unknown()).max(2).optional(),
  shipmentType: z.enum(['personal', 'commercial']).optional(),
  customsDocuments: z.array(z.unknown()).max(50).optional(),
});

const imageOption = z.looseObject({
  typeCode: z.enum(['label', 'waybillDoc', 'invoice', 'qr-code', 'shipmentReceipt']),
  templateName: text(0, 25).optional(),
  isRequested: z.boolean().optional(),
});

export const ShipmentRequestSchema = z
  .strictObject({
    plannedShippingDateAndTime: dateTime,
    pickup: z.looseObject({ isRequested: z.boolean() }),
    productCode: text(1, 6),
    localProductCode: text(1, 3).optional(),
    getRateEstimates: z.boolean().optional(),
    accounts: z.array(account).min(1).max(3),
    valueAddedServices: z
      .array(z.looseObject({ serviceCode: text(1, 6) }))
      .max(99)
      .optional(),
    outputImageProperties: z
      .strictObject({
        printerDPI: z.union([z.literal(200), z.literal(300)]).optional(),
        customerBarcodes: z.array(z.unknown()).max(1).optional(),
        customerLogos: z.array(z.unknown()).max(1).optional(),
        encodingFormat: z.enum(['pdf', 'zpl', 'lp2', 'epl']).optional(),
        imageOptions: z.array(imageOption).max(20).optional(),
        splitTransportAndWaybillDocLabels: z.boolean().optional(),
        allDocumentsInOneImage: z.boolean().optional(),
        splitDocumentsByPages: z.boolean().optional(),
        splitInvoiceAndReceipt: z.boolean().optional(),
        receiptAndLabelsInOneImage: z.boolean().optional(),
      })
      .optional(),
    customerReferences: z.array(reference).max(999).optional(),
    identifiers: z.array(z.unknown()).max(5).optional(),
    customerDetails: z.strictObject({
      shipperDetails: party,
      receiverDetails: party,
      buyerDetails: z.unknown().optional(),
      importerDetails: z.unknown().optional(),
      exporterDetails: z.unknown().optional(),
      sellerDetails: z.unknown().optional(),
      payerDetails: z.unknown().optional(),
      manufacturerDetails: z.unknown().optional(),
      ultimateConsigneeDetails: z.unknown().optional(),
      brokerDetails: z.unknown().optional(),
    }),
    content: z.strictObject({
      packages: z
        .array(
          z.strictObject({
            typeCode: text(2, 3).optional(),
            weight: decimal(0.001),
            dimensions: dimensions.optional(),
            customerReferences: z.array(z.unknown()).min(1).max(99).optional(),
            identifiers: z.array(z.unknown()).max(3).optional(),
            description: text(1, 70).optional(),
            labelBarcodes: z.array(z.unknown()).max(2).optional(),
            labelText: z.array(z.unknown()).max(6).optional(),
            labelDescription: text(1, 80).optional(),
            referenceNumber: z.number().int().min(1).max(999).optional(),
          }),
        )
        .min(1)
        .max(999),
      areMorePackagesToBeAddedLater: z.boolean().optional(),
      isCustomsDeclarable: z.boolean(),
      declaredValue: decimal(0).optional(),
      declaredValueCurrency: text(3, 3).optional(),
      exportDeclaration: exportDeclaration.optional(),
      description: text(1, 70).regex(/^[^\s]/),
      USFilingTypeValue: text(1, 20).optional(),
      incoterm: z.enum(['EXW', 'FCA', 'CPT', 'CIP', 'DPU', 'DAP', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF', 'DAF', 'DAT', 'DDU', 'DEQ', 'DES']),
      unitOfMeasurement: z.enum(['metric', 'imperial']),
    }),
    documentImages: z.unknown().optional(),
    onDemandDelivery: z.unknown().optional(),
    requestOndemandDeliveryURL: z.boolean().optional(),
    shipmentNotification: z.array(z.unknown()).max(5).optional(),
    prepaidCharges: z.array(z.unknown()).max(1).optional(),
    getTransliteratedResponse: z.boolean().optional(),
    estimatedDeliveryDate: z.unknown().optional(),
    getAdditionalInformation: z
      .array(z.strictObject({ typeCode: z.enum(['pickupDetails', 'optionalShipmentData', 'barcodeInformation', 'linkLabelsByPieces']).optional(), isRequested: z.boolean() }))
      .max(5)
      .optional(),
    parentShipment: z.unknown().optional(),
  })
  // "If the shipment is dutiable, exportDeclaration element must be provided."
  .refine((s) => !s.content.isCustomsDeclarable || s.content.exportDeclaration !== undefined, {
    path: ['content', 'exportDeclaration'],
    message: 'required when isCustomsDeclarable is true',
  });

export type RateRequestBody = z.infer<typeof RateRequestSchema>;
export type ShipmentRequestBody = z.infer<typeof ShipmentRequestSchema>;

/** zod's complaints in MyDHL's words ("#/content/packages/0: required key [weight] not found"). */
export function dhlValidationError(instance: string, issues: readonly z.core.$ZodIssue[]): { status: number; body: Record<string, unknown> } {
  const lines = issues.map((i) => {
    const path = i.path.map(String);
    const at = (p: string[]) => `#/${p.join('/')}`;
    if (i.code === 'invalid_type' && (i as { input?: unknown }).input === undefined) return `${at(path.slice(0, -1))}: required key [${path.at(-1)}] not found`;
    if (i.code === 'unrecognized_keys') return i.keys.map((k) => `${at(path)}: extraneous key [${k}] is not permitted`).join('\n');
    if (i.code === 'too_big' && i.origin === 'string') return `${at(path)}: expected maxLength: ${String(i.maximum)}, actual: ${String((i as { input?: string }).input?.length)}`;
    if (i.code === 'too_small' && i.origin === 'string') return `${at(path)}: expected minLength: ${String(i.minimum)}, actual: ${String((i as { input?: string }).input?.length)}`;
    if (i.code === 'invalid_value') return `${at(path)}: ${JSON.stringify((i as { input?: unknown }).input)} is not a valid enum value`;
    return `${at(path)}: ${i.message}`;
  });
  const all = lines.flatMap((l) => l.split('\n'));
  const base = { instance, title: 'Validation error', message: 'Unprocessable Entity', status: '422' };
  return { status: 422, body: all.length === 1 ? { ...base, detail: all[0] } : { ...base, detail: 'Multiple problems found, see Additional Details', additionalDetails: all } };
}
