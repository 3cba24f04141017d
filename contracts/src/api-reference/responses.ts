// Over 300 lines: one zod schema per answer of the API, each beside the `Same` check against its interface (areas that grow move to responses-*.ts).
import { z } from 'zod';
import { BookingProviderSchema, ProviderStatusSchema } from './responses-providers';
import { ExchangeRatesUsedSchema } from '../exchange-rates';
import { ROLES, USER_TYPES, type ApiTokenInfo, type CreatedApiToken, type CurrentUser, type PlatformConfig, type SignUpAnswer } from '../access';
import type { CarrierBooking, CarrierStatus } from '../carriers';
import { COMPLIANCE_CATEGORIES, COUNTRY_CODES, SUPPORTED_CURRENCIES, type ComplianceResult, type CustomsDeclarationResult } from '../compliance';
import { INQUIRY_CATEGORIES, INQUIRY_PRIORITIES, INQUIRY_STATUSES, type CreatedInquiry, type Inquiry, type InquirySummary } from '../crm';
import type { ApiErrorBody } from '../http';
import { QUOTE_CURRENCIES, SERVICE_LEVELS, type InstantQuoteResponse } from '../quoting';
import { DangerousGoodsFlagSchema, ImportRestrictionSchema } from '../dangerous-goods';
import { CustomsOut, DutiesEstimateOut, ParcelOut } from './responses-parcels';
import { HsClassificationViewSchema } from './responses-rates';
import { BookingSummarySchema } from './responses-booking';
import { ESTIMATE_SOURCES, SHIPMENT_STATUSES, TRACKING_EVENT_TYPES, type Shipment, type TrackingResult } from '../shipments';
import { TRACKING_STATUSES } from '../tracking-statuses';
import { ShipmentReturnLinkSchema } from '../returns';

// ── Answers of the API as zod schemas, for the OpenAPI document ─────────────────────
// Each mirrors a read-side interface of this package; `Same` below makes the compiler refuse a schema that no
// longer matches its interface (a field added, removed or retyped on either side). `meta({ id })` names the
// schema as a component of the document.

const dateTime = z.string().meta({ format: 'date-time' });

export const ApiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    issues: z
      .array(
        z.object({
          field: z.string().meta({ description: 'The bad field, dotted (fromAddress.city), or (body).' }),
          message: z.string(),
          suggestion: z.string().optional().meta({ description: "A plausible fix of the value where one exists ('SW1A 1AA' for 'sw1a-1aa', 'CA' for 'California')." }),
        }),
      )
      .optional(),
  })
  .meta({ id: 'Error', description: 'The body of every error answer. On a 400, `issues` names each bad field and why.' });

export const CurrentUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
    role: z.enum(ROLES),
    userType: z.enum(USER_TYPES).nullable(),
    emailVerified: z.boolean(),
  })
  .meta({ id: 'CurrentUser' });

export const SignedInSchema = z.object({ user: CurrentUserSchema }).meta({ id: 'SignedIn' });
export const SignUpAnswerSchema = z.object({ status: z.literal('verification_sent'), email: z.string(), message: z.string() }).meta({ id: 'SignUpAnswer' });
export const MessageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });
export const PlatformConfigSchema = z.object({ isProductionMode: z.boolean() }).meta({ id: 'PlatformConfig' });
/** A check a context registers (the identity provider when single sign-on is set up): its status and details. */
const HealthReportSchema = z.object({ status: z.string() }).catchall(z.unknown());
export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    eventStore: z.string(),
    database: z.enum(['external', 'embedded']),
    identityProvider: HealthReportSchema.optional(),
    webhookFanout: HealthReportSchema.optional().meta({
      description: 'Where the webhook deliverer runs: "held" (with the event, attempts, since and error) while it cannot queue an event; it retries and skips nothing.',
    }),
  })
  .meta({ id: 'Health', description: '"degraded" when a registered check (identityProvider, webhookFanout) is not ok; the app still serves.' });

export const ApiTokenInfoSchema = z.object({ id: z.string(), name: z.string(), createdAt: dateTime, lastUsedAt: dateTime.nullable() }).meta({ id: 'ApiToken' });
export const CreatedApiTokenSchema = ApiTokenInfoSchema.extend({ token: z.string().meta({ description: 'Shown once, at creation.' }) }).meta({ id: 'CreatedApiToken' });
export const CliLoginAnswerSchema = CreatedApiTokenSchema.extend({ user: CurrentUserSchema }).meta({ id: 'CliLogin' });

const optionalText = z.string().optional();
const AddressOut = z.object({
  name: z.string(),
  company: optionalText,
  address: z.string(),
  address2: optionalText,
  city: z.string(),
  state: optionalText.meta({ description: 'ISO 3166-2 subdivision code where the country needs one (CA, ON, NSW).' }),
  country: z.string(),
  countryCode: optionalText.meta({ description: 'ISO 3166-1 alpha-2, resolved from `country` (absent on shipments created before it was stored).' }),
  postalCode: z.string(),
  phone: optionalText.meta({ description: 'E.164.' }),
  email: optionalText,
  residential: z.boolean().optional(),
});
const DimensionsOut = z.object({ length: z.number(), width: z.number(), height: z.number() });
const AiRecognitionOut = z
  .object({
    description: z.string().optional(),
    category: z.string().optional(),
    estimatedWeight: z.number().optional(),
    estimatedDimensions: DimensionsOut.partial().optional(),
    confidence: z.number().optional(),
    shippingEligibility: z.string().optional(),
  })
  .nullable()
  .optional();

export const ShipmentSchema = z
  .object({
    id: z.string(),
    trackingNumber: z.string().meta({ example: '2PG-2026-000001' }),
    status: z.enum(SHIPMENT_STATUSES),
    fromAddress: AddressOut,
    toAddress: AddressOut,
    itemDetails: z.object({ description: z.string(), weight: z.number(), value: z.number(), dimensions: DimensionsOut.optional(), aiRecognition: AiRecognitionOut }),
    estimatedDelivery: dateTime,
    createdAt: dateTime,
    updatedAt: dateTime,
    version: z.number().int(),
    estimateSource: z.enum(ESTIMATE_SOURCES).optional(),
    attention: z
      .object({ code: z.literal('booking_failed'), message: z.string(), since: dateTime })
      .nullable()
      .optional(),
    trackingStatus: z
      .enum(TRACKING_STATUSES)
      .optional()
      .meta({ description: 'What the carrier said last, beyond the screen status: out_for_delivery, delivery_failed, available_for_pickup, returned_to_sender, exception, …' }),
    parcels: z.array(ParcelOut),
    totalWeightKg: z.number().meta({ description: 'The sum of the parcels’ weights, in kg.' }),
    customs: CustomsOut.nullable().optional(),
    dutiesEstimate: DutiesEstimateOut.nullable().optional(),
    dangerousGoods: z
      .array(DangerousGoodsFlagSchema)
      .optional()
      .meta({ description: 'Issue 26: the declared items that are dangerous goods (UN number, packing instruction, air, post, labels); absent when none.' }),
    booking: BookingSummarySchema.optional().meta({ description: 'Issue 24: how it is booked, the rate bought, its carrier, label and last refund.' }),
    returnOf: ShipmentReturnLinkSchema.optional().meta({ description: 'Issue 28: the shipment this one returns (absent unless it is a return).' }),
    returnedAs: ShipmentReturnLinkSchema.optional().meta({ description: 'Issue 28: the latest return created for this shipment (absent when none).' }),
  })
  .meta({ id: 'Shipment' });

export const TrackingEventSchema = z
  .object({ id: z.string(), eventType: z.enum(TRACKING_EVENT_TYPES), description: z.string(), location: z.string(), timestamp: dateTime })
  .meta({ id: 'TrackingEvent' });
export const TrackingResultSchema = z.object({ shipment: ShipmentSchema, events: z.array(TrackingEventSchema) }).meta({ id: 'TrackingResult' });

export const CarrierStatusSchema = z
  .object({
    aiServices: z.object({ openAI: z.boolean() }),
    carriers: z.object({ dhl: z.boolean(), ups: z.boolean(), fedex: z.boolean() }),
    sandbox: z.array(z.string()),
    providers: z.array(ProviderStatusSchema).optional().meta({ description: 'The real provider accounts configured (issue 27); never any credential.' }),
  })
  .meta({ id: 'CarrierStatus' });
const nullableText = z.string().nullable();
export const CarrierBookingSchema = z
  .object({
    shipmentId: z.string(),
    trackingNumber: z.string(),
    status: z.enum(['awaiting_carrier', 'booked', 'failed', 'voided']),
    carrierId: nullableText,
    carrierName: nullableText,
    serviceName: nullableText,
    serviceLevel: nullableText,
    reference: nullableText,
    sandbox: z.boolean(),
    route: z.array(z.string()),
    estimatedDelivery: nullableText,
    bookedAt: nullableText,
    failureReason: nullableText,
    carrierEvents: z.number().int(),
    lastEvent: z.object({ eventType: z.string(), description: z.string(), location: z.string(), timestamp: z.string() }).nullable(),
    provider: BookingProviderSchema,
  })
  .meta({ id: 'CarrierBooking' });

const ResolvedLocationSchema = z.object({ input: z.string(), city: z.string(), country: z.string(), countryName: z.string(), resolvedBy: z.enum(['country', 'city', 'default']) });
export const InstantQuoteResponseSchema = z
  .object({
    carriers: z.array(
      z.object({
        name: z.string(),
        service: z.string(),
        serviceLevel: z.enum(SERVICE_LEVELS),
        rating: z.number(),
        estimatedDays: z.number(),
        transitTime: z.string(),
        features: z.array(z.string()),
        price: z.number(),
        currency: z.enum(QUOTE_CURRENCIES),
      }),
    ),
    origin: ResolvedLocationSchema,
    destination: ResolvedLocationSchema,
    currency: z.enum(QUOTE_CURRENCIES),
    totalOptions: z.number().int(),
    assumptions: z.array(z.string()),
    exchangeRates: ExchangeRatesUsedSchema.optional(),
    quotedAt: dateTime,
  })
  .meta({ id: 'InstantQuote' });

const strings = z.array(z.string());
const currency = z.enum(SUPPORTED_CURRENCIES);
export const ComplianceResultSchema = z
  .object({
    allowed: z.boolean(),
    status: z.enum(['permitted', 'restricted', 'prohibited']),
    fromCountry: z.enum(COUNTRY_CODES),
    toCountry: z.enum(COUNTRY_CODES),
    itemCategory: z.enum(COMPLIANCE_CATEGORIES),
    hsCode: z.string(),
    requiredDocuments: strings,
    restrictions: strings,
    warnings: strings,
    estimatedTaxes: z.object({ vat: z.number(), duty: z.number(), total: z.number(), vatRate: z.number(), dutyRate: z.number(), totalRate: z.number(), currency, notes: strings }),
    sources: strings,
    evaluatedAt: z.string(),
    classification: HsClassificationViewSchema.optional(),
    exchangeRates: ExchangeRatesUsedSchema.optional(),
    dangerousGoods: z.array(DangerousGoodsFlagSchema).optional(),
    importRestrictions: z.array(ImportRestrictionSchema).optional(),
  })
  .meta({ id: 'ComplianceResult' });

export const CustomsDeclarationResultSchema = z
  .object({
    hsCode: z.string(),
    hsDescription: z.string(),
    description: z.string(),
    value: z.number(),
    currency,
    duties: z.number(),
    taxes: z.number(),
    total: z.number(),
    dutyRate: z.number(),
    vatRate: z.number(),
    customsStatus: z.enum(['not_required', 'ready', 'requires_licence', 'prohibited']),
    form: z.enum(['CN22', 'CN23', 'none']),
    requiredDocuments: strings,
    restrictions: strings,
    warnings: strings,
    declarationDate: z.string(),
    classification: HsClassificationViewSchema.optional(),
    exchangeRates: ExchangeRatesUsedSchema.optional(),
    dangerousGoods: z.array(DangerousGoodsFlagSchema).optional(),
    importRestrictions: z.array(ImportRestrictionSchema).optional(),
  })
  .meta({ id: 'CustomsDeclaration' });

export const CreatedInquirySchema = z.object({ id: z.string(), ticketNumber: z.string(), status: z.enum(INQUIRY_STATUSES) }).meta({ id: 'CreatedInquiry' });
const minutes = z.number().nullable();
export const InquirySummarySchema = z
  .object({
    id: z.string(),
    ticketNumber: z.string().meta({ example: 'CS-2026-000001' }),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    subject: z.string(),
    category: z.enum(INQUIRY_CATEGORIES),
    priority: z.enum(INQUIRY_PRIORITIES),
    status: z.enum(INQUIRY_STATUSES),
    shipmentId: z.string().nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
    firstResponseMinutes: minutes,
    resolutionMinutes: minutes,
    rating: z.number().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'InquirySummary' });
export const InquirySchema = InquirySummarySchema.extend({
  description: z.string(),
  resolutionNotes: z.string().nullable(),
  resolvedAt: dateTime.nullable(),
  closedAt: dateTime.nullable(),
  messages: z.array(
    z.object({ id: z.string(), authorType: z.enum(['agent', 'customer']), authorId: z.string(), authorName: z.string(), message: z.string(), createdAt: dateTime }),
  ),
}).meta({ id: 'Inquiry' });

// ── Compile-time: each schema's output is exactly its interface ──
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<S extends z.ZodType> = z.output<S>;
export const RESPONSE_SCHEMAS_MATCH_CONTRACTS: [
  Same<Out<typeof ApiErrorSchema>, ApiErrorBody>,
  Same<Out<typeof CurrentUserSchema>, CurrentUser>,
  Same<Out<typeof SignUpAnswerSchema>, SignUpAnswer>,
  Same<Out<typeof PlatformConfigSchema>, PlatformConfig>,
  Same<Out<typeof ApiTokenInfoSchema>, ApiTokenInfo>,
  Same<Out<typeof CreatedApiTokenSchema>, CreatedApiToken>,
  Same<Out<typeof ShipmentSchema>, Shipment>,
  Same<Out<typeof TrackingResultSchema>, TrackingResult>,
  Same<Out<typeof CarrierStatusSchema>, CarrierStatus>,
  Same<Out<typeof CarrierBookingSchema>, CarrierBooking>,
  Same<Out<typeof InstantQuoteResponseSchema>, InstantQuoteResponse>,
  Same<Out<typeof ComplianceResultSchema>, ComplianceResult>,
  Same<Out<typeof CustomsDeclarationResultSchema>, CustomsDeclarationResult>,
  Same<Out<typeof CreatedInquirySchema>, CreatedInquiry>,
  Same<Out<typeof InquirySummarySchema>, InquirySummary>,
  Same<Out<typeof InquirySchema>, Inquiry>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];
