// Over 300 lines: a table, one entry per route (its auth, request and answers); read row by row, not as code.

import { z } from 'zod';
import { ComplianceCheckSchema, CustomsDeclarationSchema, TaxCalculationSchema, VatValidateSchema } from '../compliance';
import { CalculateShippingRequestSchema, InstantQuoteRequestSchema, OptimizeRouteRequestSchema, RealRatesRequestSchema } from '../quoting';
import { CancelShipmentSchema, CreateShipmentSchema, RecordTrackingEventSchema, ShipmentListQuerySchema } from '../shipments';
import { PurchaseRateSchema, VoidLabelSchema } from '../rates';
import { CreatedShipmentSchema, LabelVoidSchema, RatePurchaseSchema, ShipmentRatesSchema } from './responses-purchase';
import { listAnswerSchema } from '../pagination';
import { LabelQuerySchema } from '../labels';
import { LanguageQuerySchema } from '../languages';
import { ShipmentDocumentSchema } from './responses-parcels';
import { PAGING_NOTE, idParam, type ApiRoute } from './route';
import {
  CarrierBookingSchema,
  CarrierStatusSchema,
  ComplianceResultSchema,
  CustomsDeclarationResultSchema,
  InstantQuoteResponseSchema,
  ShipmentSchema,
  TrackingResultSchema,
} from './responses';
import {
  CalculateShippingResponseSchema,
  ComplianceStatusResultSchema,
  OptimizeRouteResponseSchema,
  RealRatesResponseSchema,
  TaxApiStatusResultSchema,
  TaxCalculationResultSchema,
  VatValidationResultSchema,
} from './responses-rates';

// ── Shipments, tracking, carriers, quotes and compliance (spec sections 3, 7 and 9) ──

export const VersionAnswerSchema = z
  .object({ version: z.number().int().meta({ description: 'The stream version after the change (send it back as expectedVersion).' }) })
  .meta({ id: 'Version' });
const conflict = { description: 'The shipment changed since expectedVersion, or the change does not apply to its status.' };
const laneRefused = { description: 'No carrier serves the lane (the error names the field).' };

export const SHIPPING_ROUTES: ApiRoute[] = [
  {
    method: 'post',
    path: '/api/shipments',
    operationId: 'createShipment',
    tag: 'Shipments',
    auth: 'signed-in',
    idempotent: true,
    summary: 'Create a shipment',
    description:
      'Creates a pending shipment with a tracking number and its rates. By default (rateSelection absent or auto) the dispatcher books a carrier afterwards; with rateSelection manual the shipment waits for POST /api/shipments/{id}/purchase.',
    body: CreateShipmentSchema,
    responses: { 201: { description: 'The new shipment and its rates, cheapest first.', schema: CreatedShipmentSchema }, 422: laneRefused },
  },
  {
    method: 'get',
    path: '/api/shipments',
    operationId: 'listShipments',
    tag: 'Shipments',
    auth: 'signed-in',
    summary: 'List shipments',
    description: `The caller’s own shipments, newest first (by creation time, then tracking number), with optional filters. ${PAGING_NOTE}`,
    query: ShipmentListQuerySchema,
    responses: { 200: { description: 'Shipments, newest first.', schema: listAnswerSchema(ShipmentSchema, 'ShipmentPage') } },
  },
  {
    method: 'get',
    path: '/api/shipments/{id}',
    operationId: 'getShipment',
    tag: 'Shipments',
    auth: 'signed-in',
    summary: 'Get a shipment',
    params: idParam('shipment'),
    responses: { 200: { description: 'The shipment.', schema: ShipmentSchema } },
  },
  {
    method: 'get',
    path: '/api/shipments/{id}/documents',
    operationId: 'listShipmentDocuments',
    tag: 'Shipments',
    auth: 'signed-in',
    summary: "The shipment's customs documents",
    description: 'The commercial invoice and the CN22 or CN23 its customs declaration needs (none without one). Its owner or staff only.',
    params: idParam('shipment'),
    responses: { 200: { description: 'The documents, each with its download link.', schema: z.array(ShipmentDocumentSchema) } },
  },
  {
    method: 'get',
    path: '/api/shipments/{id}/documents/{kind}',
    operationId: 'getShipmentDocument',
    tag: 'Shipments',
    auth: 'signed-in',
    summary: 'A customs document of the shipment (PDF)',
    description:
      'In the language of `lang` (else the waypost_lang cookie, else Accept-Language) plus English; English alone for English and for languages the PDF fonts cannot draw.',
    params: idParam('shipment').extend({ kind: z.enum(['commercial-invoice', 'cn22', 'cn23']).meta({ description: 'Which document.' }) }),
    query: LanguageQuerySchema,
    responses: {
      200: { description: 'The document as a PDF attachment, drawn from the shipment.', mediaType: 'application/pdf' },
      404: { description: 'No such shipment for the caller, or its declaration does not need this document.' },
    },
  },
  {
    method: 'post',
    path: '/api/shipments/{id}/tracking-events',
    operationId: 'recordTrackingEvent',
    tag: 'Shipments',
    auth: ['agent', 'admin'],
    idempotent: true,
    summary: 'Record a tracking event',
    params: idParam('shipment'),
    body: RecordTrackingEventSchema,
    responses: { 201: { description: 'Recorded; the shipment’s new version.', schema: VersionAnswerSchema }, 409: conflict },
  },
  {
    method: 'post',
    path: '/api/shipments/{id}/cancel',
    operationId: 'cancelShipment',
    tag: 'Shipments',
    auth: 'signed-in',
    idempotent: true,
    summary: 'Cancel a shipment',
    params: idParam('shipment'),
    body: CancelShipmentSchema,
    responses: { 200: { description: 'Cancelled; the shipment’s new version.', schema: VersionAnswerSchema }, 409: conflict },
  },
  {
    method: 'post',
    path: '/api/shipments/{id}/rates',
    operationId: 'rateShipment',
    tag: 'Shipments',
    auth: 'signed-in',
    idempotent: true,
    summary: 'The shipment’s rates (fresh ones once they expire)',
    description:
      'The rates the shipment can be bought at now. A shipment waiting for a purchase whose rates expired (24 hours) gets fresh ones, recorded; an automatically booked one gets fresh rates for information. Owner or staff.',
    params: idParam('shipment'),
    responses: { 200: { description: 'The rates, cheapest first.', schema: ShipmentRatesSchema }, 409: { description: 'The shipment is no longer pending.' } },
  },
  {
    method: 'post',
    path: '/api/shipments/{id}/purchase',
    operationId: 'purchaseRate',
    tag: 'Shipments',
    auth: 'signed-in',
    idempotent: true,
    summary: 'Buy one of the shipment’s rates',
    description: 'Buys the rate: the carrier books exactly that service and the label follows. Buying the same rate again answers the same. Owner or staff.',
    params: idParam('shipment'),
    body: PurchaseRateSchema,
    responses: {
      200: { description: 'The purchase.', schema: RatePurchaseSchema },
      404: { description: 'No such shipment, or the rate is not one of its rates.' },
      409: { description: 'The rate expired, another rate was bought, the dispatcher books this shipment, or it is no longer pending.' },
    },
  },
  {
    method: 'post',
    path: '/api/shipments/{id}/void',
    operationId: 'voidLabel',
    tag: 'Shipments',
    auth: 'signed-in',
    idempotent: true,
    summary: 'Void the label before pickup',
    description:
      'Cancels the carrier booking, refunds the price paid and leaves the shipment waiting for a new purchase. Owner or staff. A label bought through a real provider (EasyPost, Shippo, Karrio, DHL, UPS, FedEx) is refunded once the provider confirms the void: the answer says `refund.status: pending` until then; if the provider refuses, nothing is refunded and the label stands again.',
    params: idParam('shipment'),
    body: VoidLabelSchema,
    responses: { 200: { description: 'Voided, with the refund.', schema: LabelVoidSchema }, 409: { description: 'No label yet, or the shipment was picked up.' } },
  },
  {
    method: 'get',
    path: '/api/tracking/{trackingNumber}',
    operationId: 'trackShipment',
    tag: 'Shipments',
    auth: 'signed-in',
    summary: 'Track by tracking number',
    params: z.object({ trackingNumber: z.string().meta({ description: 'Like 2PG-2026-000001 (case and surrounding spaces ignored).' }) }),
    responses: { 200: { description: 'The shipment and its tracking events, oldest first.', schema: TrackingResultSchema } },
  },
  {
    method: 'get',
    path: '/api/shipments/{id}/carrier',
    operationId: 'getCarrierBooking',
    tag: 'Carriers',
    auth: 'signed-in',
    summary: 'The shipment’s carrier booking',
    params: idParam('shipment'),
    responses: { 200: { description: 'The booking (null fields until a carrier books).', schema: CarrierBookingSchema } },
  },
  {
    method: 'get',
    path: '/api/shipments/{id}/label',
    keyScope: 'labels',
    operationId: 'getShippingLabel',
    tag: 'Carriers',
    auth: 'signed-in',
    summary: 'The shipping label: PDF (4x6 or A6), ZPL II or PNG, one label per parcel',
    description:
      'One label per parcel: a PDF has one page per parcel, ZPL one ^XA..^XZ block per parcel (203 dpi), a PNG one parcel (`parcel` is required when there are several). ' +
      'Without `format`/`size` the caller’s saved default applies (PUT /api/preferences/shipping `labelFormat`/`labelSize`; pdf 4x6 until set). Sandbox bookings are marked SANDBOX on the label. ' +
      'A label bought from a real provider (the booking names it) is the provider’s own file, in the format it was bought in.',
    params: idParam('shipment'),
    query: LabelQuerySchema,
    responses: {
      200: { description: 'The label as an attachment (label-<tracking>[-<n>-of-<N>][-a6].<pdf|zpl|png>).', mediaType: ['application/pdf', 'application/x-zpl', 'image/png'] },
      400: { description: 'An unknown format or size, a parcel the shipment does not have, or another format than a provider’s label was bought in (the field is named).' },
      409: { description: 'No carrier has booked the shipment yet.' },
    },
  },
  {
    method: 'get',
    path: '/api/carriers/status',
    operationId: 'getCarrierStatus',
    tag: 'Carriers',
    auth: 'public',
    summary: 'Which carrier and AI integrations are configured',
    description:
      'The real shipping providers configured (issue 27: Karrio, EasyPost, Shippo, DHL Express, UPS, FedEx) with their capabilities, mode and circuit breaker state, and where each posts tracking (POST /api/carriers/webhooks/{key}, verified with the provider’s own signature scheme). Never a credential.',
    responses: { 200: { description: 'Configured integrations and the sandbox carriers.', schema: CarrierStatusSchema } },
  },
  {
    method: 'post',
    path: '/api/carriers/webhooks/{provider}',
    operationId: 'receiveProviderWebhook',
    tag: 'Carriers',
    auth: 'public',
    keyScope: null,
    summary: 'Tracking pushed by a real shipping provider (for the provider, not for integrators)',
    description:
      'Where a configured provider posts tracking (GET /api/carriers/status names each account’s path). The raw body is verified with the provider’s own scheme ' +
      '(EasyPost X-Hmac-Signature, Shippo Shippo-Auth-Signature, FedEx fdx-signature: HMAC of the body; Karrio X-Event-Id and UPS credential: the shared secret); ' +
      'a delivery that does not verify is refused and changes nothing. Each event is recorded once, whether pushed again or also polled.',
    params: z.object({ provider: z.string().meta({ description: 'The provider account’s key, e.g. easypost.' }) }),
    body: z.record(z.string(), z.unknown()).meta({ description: 'The provider’s own event body, as it sends it.' }),
    responses: {
      200: {
        description: 'Verified; its tracking events are recorded (duplicate: this delivery was recorded before).',
        schema: z.object({ received: z.literal(true), duplicate: z.boolean(), recorded: z.number().int() }),
      },
      401: { description: 'The signature or secret is missing or wrong.' },
      404: { description: 'No configured provider account with this key takes tracking pushes.' },
      503: { description: 'The delivery could not be recorded now; the provider delivers it again.' },
    },
  },
  {
    method: 'post',
    path: '/api/quotes',
    operationId: 'instantQuote',
    tag: 'Quotes',
    auth: 'public',
    summary: 'Instant quote (landing page)',
    body: InstantQuoteRequestSchema,
    responses: { 200: { description: 'Carrier options for the parcel.', schema: InstantQuoteResponseSchema }, 422: laneRefused },
  },
  {
    method: 'post',
    path: '/api/shipping/calculate',
    operationId: 'calculateShipping',
    tag: 'Quotes',
    auth: 'public',
    summary: 'Shipping calculator',
    body: CalculateShippingRequestSchema,
    responses: { 200: { description: 'Priced quotes with their charge lines.', schema: CalculateShippingResponseSchema }, 422: laneRefused },
  },
  {
    method: 'post',
    path: '/api/shipping/real-rates',
    operationId: 'realRates',
    tag: 'Quotes',
    auth: 'public',
    summary: 'Rates from the configured carriers',
    body: RealRatesRequestSchema,
    description:
      'Every provider account configured at the time of the request is asked (issue 27); each live rate names its provider and account. The sandbox answers for the carriers no provider quoted, and alone for a test API key.',
    responses: { 200: { description: 'Rates per carrier.', schema: RealRatesResponseSchema }, 422: laneRefused },
  },
  {
    method: 'post',
    path: '/api/ai/optimize-route',
    operationId: 'optimizeRoute',
    tag: 'Quotes',
    auth: 'public',
    summary: 'Route options by priority',
    body: OptimizeRouteRequestSchema,
    responses: { 200: { description: 'Routes ranked for the priority.', schema: OptimizeRouteResponseSchema }, 422: laneRefused },
  },
  {
    method: 'post',
    path: '/api/compliance/check',
    operationId: 'checkCompliance',
    tag: 'Compliance',
    auth: 'public',
    summary: 'May this item go from one country to another?',
    body: ComplianceCheckSchema,
    responses: { 200: { description: 'The verdict, documents, restrictions and estimated taxes.', schema: ComplianceResultSchema } },
  },
  {
    method: 'post',
    path: '/api/tax/calculate',
    operationId: 'calculateTax',
    tag: 'Compliance',
    auth: 'public',
    summary: 'Tax on a logistics service',
    body: TaxCalculationSchema,
    responses: { 200: { description: 'The tax breakdown.', schema: TaxCalculationResultSchema } },
  },
  {
    method: 'post',
    path: '/api/vat/validate',
    operationId: 'validateVat',
    tag: 'Compliance',
    auth: 'public',
    summary: 'Validate a VAT number',
    body: VatValidateSchema,
    responses: { 200: { description: 'The verdict (offline format check and, when reachable, the registry).', schema: VatValidationResultSchema } },
  },
  {
    method: 'post',
    path: '/api/customs/declaration',
    operationId: 'declareCustoms',
    tag: 'Compliance',
    auth: 'public',
    summary: 'Customs declaration',
    body: CustomsDeclarationSchema,
    responses: { 200: { description: 'HS code, duties, taxes, the form and its documents.', schema: CustomsDeclarationResultSchema } },
  },
  {
    method: 'post',
    path: '/api/customs/declaration/pdf',
    keyScope: 'labels',
    operationId: 'declareCustomsPdf',
    tag: 'Compliance',
    auth: 'public',
    summary: 'Customs declaration as a commercial invoice (PDF)',
    description:
      'In the language of `lang` (else the waypost_lang cookie, else Accept-Language) plus English; English alone for English and for languages the PDF fonts cannot draw.',
    query: LanguageQuerySchema,
    body: CustomsDeclarationSchema,
    responses: { 200: { description: 'The commercial invoice (CN22/CN23) as a PDF attachment.', mediaType: 'application/pdf' } },
  },
  {
    method: 'get',
    path: '/api/tax/compliance/status',
    operationId: 'getTaxComplianceStatus',
    tag: 'Compliance',
    auth: 'signed-in',
    summary: 'Platform-wide tax totals',
    responses: { 200: { description: 'Revenue, tax collected and the filing status.', schema: ComplianceStatusResultSchema } },
  },
  {
    method: 'get',
    path: '/api/tax/api-status',
    operationId: 'getTaxApiStatus',
    tag: 'Compliance',
    auth: 'public',
    summary: 'Which tax and VAT services answer',
    responses: { 200: { description: 'Status of each tax service.', schema: TaxApiStatusResultSchema } },
  },
];
