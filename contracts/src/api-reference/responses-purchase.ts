import { z } from 'zod';
import { RATE_SELECTIONS, type LabelVoid, type Rate, type RatePurchase, type ShipmentRates } from '../rates';
import type { CreatedShipment } from '../shipments';
import { ShipmentSchema } from './responses';

// ── Answers of rate shopping and purchase (issue 24), as zod schemas for the OpenAPI document ──
// As in responses.ts: `Same` makes the compiler refuse a schema that no longer matches its interface.

const dateTime = z.string().meta({ format: 'date-time' });
const money = z.object({ amountMinor: z.number().int().meta({ description: 'Minor units (cents).' }), currency: z.string().meta({ example: 'EUR' }) });

export const RateProviderSchema = z
  .object({
    id: z.string().meta({ description: 'sandbox, or karrio, easypost, shippo, dhl-direct, ups-direct, fedex-direct.', example: 'easypost' }),
    name: z.string().meta({ example: 'EasyPost' }),
    account: z.string().meta({ example: 'default' }),
    mode: z.enum(['sandbox', 'test', 'live']).meta({ description: 'test: the provider’s test environment; live: real labels; sandbox: the embedded network.' }),
    refs: z
      .object({ rateRef: z.string(), shipmentRef: z.string().optional(), carrierCode: z.string(), serviceCode: z.string() })
      .optional()
      .meta({ description: 'The provider’s own references of the rate (absent for the sandbox).' }),
  })
  .meta({ id: 'RateProvider', description: 'Who answered the rate (issue 27).' });

export const RateSchema = z
  .object({
    id: z.string().meta({ example: 'rate_3f2a9c0d4b6e4f1a8c7d2e5b9a0f1c3d' }),
    carrierId: z.string(),
    carrierName: z.string(),
    serviceId: z.string(),
    serviceName: z.string(),
    serviceLevel: z.string(),
    price: money.meta({ description: 'The total: the sum of the charge lines.' }),
    currency: z.string(),
    lines: z.array(z.object({ kind: z.enum(['base', 'fuel', 'surcharge', 'tax']), code: z.string(), label: z.string(), amountMinor: z.number().int() })),
    transitDays: z.number().int().meta({ description: 'Calendar days (the service’s maximum).' }),
    reliability: z.number(),
    estimatedDelivery: dateTime,
    expiresAt: dateTime.meta({ description: 'After this the rate cannot be bought (24 hours after the quote).' }),
    provider: RateProviderSchema.optional(),
  })
  .meta({ id: 'Rate' });

export const CreatedShipmentSchema = ShipmentSchema.extend({
  rates: z
    .array(RateSchema)
    .meta({ description: 'Cheapest first, recorded and buyable, when rateSelection is manual; empty when auto (POST /api/shipments/{id}/rates has them, for information).' }),
  rateSelection: z.enum(RATE_SELECTIONS),
}).meta({ id: 'CreatedShipment' });

export const ShipmentRatesSchema = z
  .object({
    shipmentId: z.string(),
    trackingNumber: z.string(),
    rates: z.array(RateSchema),
    quotedAt: dateTime,
    expiresAt: dateTime,
    source: z.object({
      rule: z.literal('quoting/quote-shipment'),
      rateDate: z.string().meta({ format: 'date' }),
      providers: z
        .array(z.object({ id: z.string(), name: z.string(), account: z.string(), mode: z.enum(['test', 'live']), rates: z.number().int(), error: z.string().nullable() }))
        .optional()
        .meta({ description: 'The real providers asked for this quote and what each answered; absent when none is configured.' }),
    }),
    rateSelection: z.enum(RATE_SELECTIONS),
    purchasedRateId: z.string().nullable(),
  })
  .meta({ id: 'ShipmentRates' });

export const RatePurchaseSchema = z
  .object({
    shipmentId: z.string(),
    trackingNumber: z.string(),
    rateId: z.string(),
    rate: RateSchema,
    purchasedAt: dateTime,
    labelStatus: z.enum(['pending', 'ready']).meta({ description: 'pending until the carrier books; then GET /api/shipments/{id}/label answers.' }),
  })
  .meta({ id: 'RatePurchase' });

export const LabelVoidSchema = z
  .object({
    shipmentId: z.string(),
    trackingNumber: z.string(),
    voidedAt: dateTime,
    refund: z.object({
      refundId: z.string(),
      amountMinor: z.number().int(),
      currency: z.string(),
      status: z.enum(['issued', 'pending']).meta({
        description:
          'issued: the price paid is returned now (the sandbox network). pending: a real provider sold the label; the refund is issued once it confirms the void (shipment.refunded), or not at all if it refuses (shipment.void_refused: the label stands).',
      }),
    }),
    status: z.literal('awaiting_rate'),
  })
  .meta({ id: 'LabelVoid' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<S extends z.ZodType> = z.output<S>;
export const PURCHASE_SCHEMAS_MATCH_CONTRACTS: [
  Same<Out<typeof RateSchema>, Rate>,
  Same<Out<typeof CreatedShipmentSchema>, CreatedShipment>,
  Same<Out<typeof ShipmentRatesSchema>, ShipmentRates>,
  Same<Out<typeof RatePurchaseSchema>, RatePurchase>,
  Same<Out<typeof LabelVoidSchema>, LabelVoid>,
] = [true, true, true, true, true];
