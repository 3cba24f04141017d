import { z } from 'zod';
import { ComplianceCheckSchema, CustomsDeclarationSchema, TaxCalculationSchema, VatValidateSchema } from '../compliance';
import { CalculateShippingRequestSchema, InstantQuoteRequestSchema, OptimizeRouteRequestSchema, RealRatesRequestSchema } from '../quoting';
import { CancelShipmentSchema, CreateShipmentSchema, RecordTrackingEventSchema } from '../shipments';
import { idParam, type ApiRoute } from './route';
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

export const VersionAnswerSchema = z.object({ version: z.number().int().meta({ description: 'The stream version after the change (send it back as expectedVersion).' }) }).meta({ id: 'Version' });
const conflict = { description: 'The shipment changed since expectedVersion, or the change does not apply to its status.' };
const laneRefused = { description: 'No carrier serves the lane (the error names the field).' };

export const SHIPPING_ROUTES: ApiRoute[] = [
  {
    method: 'post', path: '/api/shipments', operationId: 'createShipment', tag: 'Shipments', auth: 'signed-in', idempotent: true,
    summary: 'Create a shipment', description: 'Creates a pending shipment with a tracking number; the dispatcher books a carrier afterwards.',
    body: CreateShipmentSchema,
    responses: { 201: { description: 'The new shipment.', schema: ShipmentSchema }, 422: laneRefused },
  },
  {
    method: 'get', path: '/api/shipments', operationId: 'listShipments', tag: 'Shipments', auth: 'signed-in',
    summary: 'List shipments', description: 'The caller’s shipments, newest first (every shipment for agents and admins); at most 200.',
    responses: { 200: { description: 'Shipments, newest first.', schema: z.array(ShipmentSchema) } },
  },
  {
    method: 'get', path: '/api/shipments/{id}', operationId: 'getShipment', tag: 'Shipments', auth: 'signed-in',
    summary: 'Get a shipment', params: idParam('shipment'),
    responses: { 200: { description: 'The shipment.', schema: ShipmentSchema } },
  },
  {
    method: 'post', path: '/api/shipments/{id}/tracking-events', operationId: 'recordTrackingEvent', tag: 'Shipments', auth: ['agent', 'admin'], idempotent: true,
    summary: 'Record a tracking event', params: idParam('shipment'), body: RecordTrackingEventSchema,
    responses: { 201: { description: 'Recorded; the shipment’s new version.', schema: VersionAnswerSchema }, 409: conflict },
  },
  {
    method: 'post', path: '/api/shipments/{id}/cancel', operationId: 'cancelShipment', tag: 'Shipments', auth: 'signed-in', idempotent: true,
    summary: 'Cancel a shipment', params: idParam('shipment'), body: CancelShipmentSchema,
    responses: { 200: { description: 'Cancelled; the shipment’s new version.', schema: VersionAnswerSchema }, 409: conflict },
  },
  {
    method: 'get', path: '/api/tracking/{trackingNumber}', operationId: 'trackShipment', tag: 'Shipments', auth: 'signed-in',
    summary: 'Track by tracking number',
    params: z.object({ trackingNumber: z.string().meta({ description: 'Like 2PG-2026-000001 (case and surrounding spaces ignored).' }) }),
    responses: { 200: { description: 'The shipment and its tracking events, oldest first.', schema: TrackingResultSchema } },
  },
  {
    method: 'get', path: '/api/shipments/{id}/carrier', operationId: 'getCarrierBooking', tag: 'Carriers', auth: 'signed-in',
    summary: 'The shipment’s carrier booking', params: idParam('shipment'),
    responses: { 200: { description: 'The booking (null fields until a carrier books).', schema: CarrierBookingSchema } },
  },
  {
    method: 'get', path: '/api/shipments/{id}/label', operationId: 'getShippingLabel', tag: 'Carriers', auth: 'signed-in',
    summary: 'The shipping label (PDF)', params: idParam('shipment'),
    responses: { 200: { description: 'The label as a PDF attachment.', mediaType: 'application/pdf' }, 409: { description: 'No carrier has booked the shipment yet.' } },
  },
  {
    method: 'get', path: '/api/carriers/status', operationId: 'getCarrierStatus', tag: 'Carriers', auth: 'public',
    summary: 'Which carrier and AI integrations are configured',
    responses: { 200: { description: 'Configured integrations and the sandbox carriers.', schema: CarrierStatusSchema } },
  },
  {
    method: 'post', path: '/api/quotes', operationId: 'instantQuote', tag: 'Quotes', auth: 'public',
    summary: 'Instant quote (landing page)', body: InstantQuoteRequestSchema,
    responses: { 200: { description: 'Carrier options for the parcel.', schema: InstantQuoteResponseSchema }, 422: laneRefused },
  },
  {
    method: 'post', path: '/api/shipping/calculate', operationId: 'calculateShipping', tag: 'Quotes', auth: 'public',
    summary: 'Shipping calculator', body: CalculateShippingRequestSchema,
    responses: { 200: { description: 'Priced quotes with their charge lines.', schema: CalculateShippingResponseSchema }, 422: laneRefused },
  },
  {
    method: 'post', path: '/api/shipping/real-rates', operationId: 'realRates', tag: 'Quotes', auth: 'public',
    summary: 'Rates from the configured carriers', body: RealRatesRequestSchema,
    responses: { 200: { description: 'Rates per carrier.', schema: RealRatesResponseSchema }, 422: laneRefused },
  },
  {
    method: 'post', path: '/api/ai/optimize-route', operationId: 'optimizeRoute', tag: 'Quotes', auth: 'public',
    summary: 'Route options by priority', body: OptimizeRouteRequestSchema,
    responses: { 200: { description: 'Routes ranked for the priority.', schema: OptimizeRouteResponseSchema }, 422: laneRefused },
  },
  {
    method: 'post', path: '/api/compliance/check', operationId: 'checkCompliance', tag: 'Compliance', auth: 'public',
    summary: 'May this item go from one country to another?', body: ComplianceCheckSchema,
    responses: { 200: { description: 'The verdict, documents, restrictions and estimated taxes.', schema: ComplianceResultSchema } },
  },
  {
    method: 'post', path: '/api/tax/calculate', operationId: 'calculateTax', tag: 'Compliance', auth: 'public',
    summary: 'Tax on a logistics service', body: TaxCalculationSchema,
    responses: { 200: { description: 'The tax breakdown.', schema: TaxCalculationResultSchema } },
  },
  {
    method: 'post', path: '/api/vat/validate', operationId: 'validateVat', tag: 'Compliance', auth: 'public',
    summary: 'Validate a VAT number', body: VatValidateSchema,
    responses: { 200: { description: 'The verdict (offline format check and, when reachable, the registry).', schema: VatValidationResultSchema } },
  },
  {
    method: 'post', path: '/api/customs/declaration', operationId: 'declareCustoms', tag: 'Compliance', auth: 'public',
    summary: 'Customs declaration', body: CustomsDeclarationSchema,
    responses: { 200: { description: 'HS code, duties, taxes, the form and its documents.', schema: CustomsDeclarationResultSchema } },
  },
  {
    method: 'post', path: '/api/customs/declaration/pdf', operationId: 'declareCustomsPdf', tag: 'Compliance', auth: 'public',
    summary: 'Customs declaration as a commercial invoice (PDF)', body: CustomsDeclarationSchema,
    responses: { 200: { description: 'The commercial invoice (CN22/CN23) as a PDF attachment.', mediaType: 'application/pdf' } },
  },
  {
    method: 'get', path: '/api/tax/compliance/status', operationId: 'getTaxComplianceStatus', tag: 'Compliance', auth: 'signed-in',
    summary: 'Platform-wide tax totals',
    responses: { 200: { description: 'Revenue, tax collected and the filing status.', schema: ComplianceStatusResultSchema } },
  },
  {
    method: 'get', path: '/api/tax/api-status', operationId: 'getTaxApiStatus', tag: 'Compliance', auth: 'public',
    summary: 'Which tax and VAT services answer',
    responses: { 200: { description: 'Status of each tax service.', schema: TaxApiStatusResultSchema } },
  },
];
