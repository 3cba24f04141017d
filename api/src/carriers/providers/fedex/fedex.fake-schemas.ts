import { randomUUID } from 'node:crypto';
import { z } from 'zod';

// ── What the FedEx fake accepts: the required fields of FedEx's published request schemas, checked with zod ──
// Rate API `Full_Schema_Quote_Rate`, Ship API `Full_Schema_Ship` and `Full_Schema_Cancel_Shipment`, Track API
// `Full_Schema_Tracking_Numbers` and the OAuth form (FedEx API OpenAPI documents, v1), plus the conditions their field
// descriptions state: a US or Canadian address has a state, a phone has 10 to 15 digits (exactly 10 in the US and
// Canada), an international shipment declares its commodities. A refused body is answered with FedEx's 400 error
// body, naming the offending field's path in `parameterList[].key` (FedEx documents the list, not its content).

const POSTAL_AWARE = new Set(['US', 'CA', 'MX', 'DE', 'FR', 'GB', 'IT', 'ES', 'NL', 'BE', 'AT', 'CH', 'AU', 'JP', 'CN', 'IN', 'BR', 'SE', 'DK', 'PL']);
const needsState = (country: string) => country === 'US' || country === 'CA' || country === 'PR';

const country = z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code');
const money = z.object({ amount: z.number().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) });
const weight = z.object({ units: z.enum(['KG', 'LB']), value: z.number().positive() });
const dimensions = z.object({ length: z.number().int().positive(), width: z.number().int().positive(), height: z.number().int().positive(), units: z.enum(['CM', 'IN']) });
export const accountNumber = z.object({ value: z.string().regex(/^\d{9}$/, 'a 9-digit FedEx account number') });

function address(withStreet: boolean) {
  return z
    .object({
      streetLines: withStreet ? z.array(z.string().min(1).max(35)).min(1).max(3) : z.array(z.string().max(35)).optional(),
      city: withStreet ? z.string().min(1).max(35) : z.string().max(35).optional(),
      stateOrProvinceCode: z.string().max(2).optional(),
      postalCode: z.string().max(10).optional(),
      countryCode: country,
      residential: z.boolean().optional(),
    })
    .superRefine((a, ctx) => {
      if (needsState(a.countryCode) && !a.stateOrProvinceCode) ctx.addIssue({ code: 'custom', path: ['stateOrProvinceCode'], message: 'required for this country' });
      if (POSTAL_AWARE.has(a.countryCode) && !a.postalCode) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'required for a postal-aware country' });
    });
}

const contact = z
  .object({
    personName: z.string().max(70).optional(),
    companyName: z.string().max(35).optional(),
    phoneNumber: z.string().regex(/^\d{10,15}$/, '10 to 15 digits'),
    emailAddress: z.string().max(80).optional(),
  })
  .refine((c) => Boolean(c.personName || c.companyName), { path: ['personName'], message: 'either the companyName or personName is mandatory' });

function party() {
  return z.object({ address: address(true), contact }).superRefine((p, ctx) => {
    if (needsState(p.address.countryCode) && p.contact.phoneNumber.length !== 10)
      ctx.addIssue({ code: 'custom', path: ['contact', 'phoneNumber'], message: 'exactly 10 digits for this country' });
  });
}

const commodity = z.object({
  description: z.string().min(1).max(450),
  quantity: z.number().int().positive(),
  quantityUnits: z.string().min(1),
  weight,
  customsValue: money,
  unitPrice: money.optional(),
  countryOfManufacture: country,
  harmonizedCode: z.string().optional(),
});

const lineItem = z.object({
  sequenceNumber: z.number().int().positive().optional(),
  weight,
  dimensions: dimensions.optional(),
  customerReferences: z
    .array(
      z.object({
        customerReferenceType: z.enum(['CUSTOMER_REFERENCE', 'DEPARTMENT_NUMBER', 'INVOICE_NUMBER', 'P_O_NUMBER', 'INTRACOUNTRY_REGULATORY_REFERENCE', 'RMA_ASSOCIATION']),
        value: z.string().min(1).max(40),
      }),
    )
    .optional(),
});

const pickupType = z.enum(['CONTACT_FEDEX_TO_SCHEDULE', 'DROPOFF_AT_FEDEX_LOCATION', 'USE_SCHEDULED_PICKUP']);
const payment = z.object({
  paymentType: z.enum(['SENDER', 'RECIPIENT', 'THIRD_PARTY', 'COLLECT']),
  payor: z.object({ responsibleParty: z.looseObject({ accountNumber: accountNumber.optional() }) }).optional(),
});

export const rateRequest = z.object({
  accountNumber,
  rateRequestControlParameters: z.object({ returnTransitTimes: z.boolean().optional() }).optional(),
  requestedShipment: z
    .object({
      shipper: z.object({ address: address(false) }),
      recipient: z.object({ address: address(false) }),
      shipDateStamp: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
      pickupType,
      packagingType: z.string().optional(),
      rateRequestType: z.array(z.enum(['LIST', 'INCENTIVE', 'ACCOUNT', 'PREFERRED'])).optional(),
      requestedPackageLineItems: z.array(lineItem).min(1).max(99),
      customsClearanceDetail: z.object({ dutiesPayment: payment.optional(), commodities: z.array(commodity).min(1) }).optional(),
    })
    .superRefine((s, ctx) => {
      if (s.shipper.address.countryCode !== s.recipient.address.countryCode && !s.customsClearanceDetail)
        ctx.addIssue({ code: 'custom', path: ['customsClearanceDetail', 'commodities'], message: 'customs commodity data is required for international rating' });
    }),
});

const LABEL_STOCKS = [
  'PAPER_4X6',
  'STOCK_4X675',
  'PAPER_4X675',
  'PAPER_4X8',
  'PAPER_4X9',
  'PAPER_7X475',
  'PAPER_85X11_BOTTOM_HALF_LABEL',
  'PAPER_85X11_TOP_HALF_LABEL',
  'PAPER_LETTER',
  'STOCK_4X675_LEADING_DOC_TAB',
  'STOCK_4X8',
  'STOCK_4X9_LEADING_DOC_TAB',
  'STOCK_4X6',
  'STOCK_4X675_TRAILING_DOC_TAB',
  'STOCK_4X9_TRAILING_DOC_TAB',
  'STOCK_4X9',
  'STOCK_4X85_TRAILING_DOC_TAB',
  'STOCK_4X105_TRAILING_DOC_TAB',
] as const;

export const shipRequest = z.object({
  accountNumber,
  labelResponseOptions: z.enum(['URL_ONLY', 'LABEL']),
  mergeLabelDocOption: z.enum(['NONE', 'LABELS_AND_DOCS', 'LABELS_ONLY']).optional(),
  requestedShipment: z
    .object({
      shipDatestamp: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
      shipper: party(),
      recipients: z.array(party()).min(1),
      pickupType,
      serviceType: z.string().min(1),
      packagingType: z.string().min(1),
      totalWeight: z.number().positive(),
      shippingChargesPayment: payment,
      labelSpecification: z.object({
        labelFormatType: z.enum(['COMMON2D', 'LABEL_DATA_ONLY']).optional(),
        imageType: z.enum(['ZPLII', 'EPL2', 'PDF', 'PNG']),
        labelStockType: z.enum(LABEL_STOCKS),
      }),
      requestedPackageLineItems: z.array(lineItem).min(1).max(99),
      customsClearanceDetail: z
        .object({
          dutiesPayment: payment,
          isDocumentOnly: z.boolean().optional(),
          commercialInvoice: z.looseObject({
            shipmentPurpose: z.enum(['GIFT', 'NOT_SOLD', 'PERSONAL_EFFECTS', 'REPAIR_AND_RETURN', 'SAMPLE', 'SOLD']).optional(),
            termsOfSale: z.string().max(3).optional(),
          }),
          commodities: z.array(commodity).min(1).max(999),
          totalCustomsValue: money.optional(),
        })
        .optional(),
    })
    .superRefine((s, ctx) => {
      if (s.shipper.address.countryCode !== s.recipients[0]!.address.countryCode && !s.customsClearanceDetail)
        ctx.addIssue({ code: 'custom', path: ['customsClearanceDetail'], message: 'required for an international shipment' });
    }),
});

export const cancelRequest = z.object({
  accountNumber,
  trackingNumber: z.string().min(1),
  deletionControl: z.enum(['DELETE_ALL_PACKAGES']).optional(),
  emailShipment: z.boolean().optional(),
  senderCountryCode: country.optional(),
});

export const trackRequest = z.object({
  includeDetailedScans: z.boolean(),
  trackingInfo: z
    .array(z.object({ trackingNumberInfo: z.object({ trackingNumber: z.string().min(1), carrierCode: z.string().optional() }) }))
    .min(1)
    .max(30),
});

export const tokenRequest = z.object({
  grant_type: z.enum(['client_credentials', 'csp_credentials', 'client_pc_credentials']),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
});

/** FedEx's error body. */
export function fedexError(code: string, message: string, parameterList?: { key: string; value: string }[], customerTransactionId?: string) {
  return { transactionId: randomUUID(), ...(customerTransactionId ? { customerTransactionId } : {}), errors: [{ code, message, ...(parameterList ? { parameterList } : {}) }] };
}

/** A zod failure as FedEx's 400 answer, one parameter per offending field. */
export function invalidInput(error: z.ZodError, customerTransactionId?: string) {
  const params = error.issues.map((i) => ({ key: i.path.map(String).join('.') || '(body)', value: i.message }));
  return fedexError('INVALID.INPUT.EXCEPTION', 'Invalid field value in the input', params, customerTransactionId);
}
