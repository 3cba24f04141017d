import { z } from 'zod';
import {
  BUYER_TYPES,
  SUPPORTED_CURRENCIES,
  VAT_RATE_KINDS,
  type ComplianceStatusResult,
  type TaxApiStatusResult,
  type TaxCalculationResult,
  type VatValidationResult,
} from '../compliance';
import type { EarlyAccessAnswer } from '../early-access';
import type { HsClassificationView } from '../hs-codes';
import { ExchangeRatesUsedSchema } from '../exchange-rates';
import { QUOTE_CURRENCIES, RECOMMENDATION_LABELS, SERVICE_LEVELS, type CalculateShippingResponse, type OptimizeRouteResponse, type RealRatesResponse } from '../quoting';

// ── Answers of the calculators (quotes, rates, routes, tax, VAT), as zod schemas for the OpenAPI document ──
// As in responses.ts: `Same` makes the compiler refuse a schema that no longer matches its interface.

const strings = z.array(z.string());
const quoteCurrency = z.enum(QUOTE_CURRENCIES);
const serviceLevel = z.enum(SERVICE_LEVELS);
const label = z.enum(RECOMMENDATION_LABELS);

export const CalculateShippingResponseSchema = z
  .object({
    quotes: z.array(
      z.object({
        id: z.string(),
        carrierId: z.string(),
        carrierName: z.string(),
        serviceName: z.string(),
        price: z.number(),
        currency: quoteCurrency,
        serviceLevel,
        transitTime: z.string(),
        estimatedDays: z.number(),
        confidence: z.number(),
        features: strings,
        savings: z.number(),
        retailPrice: z.number(),
        recommendedFor: label.optional(),
        recommendations: z.array(label).optional(),
        billableWeightKg: z.number(),
        zone: z.string(),
        chargeLines: z.array(
          z.object({ kind: z.enum(['base', 'fuel', 'surcharge', 'tax']), code: z.string(), label: z.string(), amount: z.number(), amountMinor: z.number().int() }),
        ),
        priceMinor: z.number().int(),
        source: z.literal('sandbox'),
      }),
    ),
    currency: quoteCurrency,
    zone: z.string(),
    recommendations: z.object({ 'Best Price': z.string().optional(), Fastest: z.string().optional(), 'Most Reliable': z.string().optional() }),
    savingsDefinition: z.string(),
    rateTables: z.object({ fuelSurchargeEffective: z.string(), fxReferenceDate: z.string(), fxSource: z.string() }),
    exchangeRates: ExchangeRatesUsedSchema.optional(),
    quotedAt: z.string(),
  })
  .meta({ id: 'CalculatedQuotes' });

export const RealRatesResponseSchema = z
  .object({
    rates: z.array(
      z.object({
        carrierName: z.string(),
        serviceName: z.string(),
        serviceLevel,
        estimatedDays: z.number(),
        price: z.number(),
        currency: quoteCurrency,
        confidence: z.number(),
        source: z.enum(['sandbox', 'live']),
        provider: z
          .object({
            id: z.string().meta({ description: 'karrio, easypost, shippo, dhl-direct, ups-direct or fedex-direct.', example: 'easypost' }),
            name: z.string().meta({ example: 'EasyPost' }),
            account: z.string().meta({ description: 'default: the account configured from the environment.', example: 'default' }),
            mode: z.enum(['test', 'live']).meta({ description: 'test: the provider’s test environment.' }),
          })
          .optional()
          .meta({ description: 'The provider account that answered a live rate (issue 27); absent on sandbox rates.' }),
      }),
    ),
    sources: z.object({
      live: strings.meta({ description: 'The keys of the provider accounts whose rates are in the answer (dhl-direct, easypost.acme).' }),
      sandbox: z.boolean(),
    }),
    exchangeRates: ExchangeRatesUsedSchema.optional(),
    quotedAt: z.string(),
  })
  .meta({ id: 'RealRates' });

const location = z.object({ input: z.string(), city: z.string(), country: z.string(), countryName: z.string(), resolvedBy: z.enum(['country', 'city', 'default']) });
export const OptimizeRouteResponseSchema = z
  .object({
    routes: z.array(
      z.object({
        id: z.string(),
        carriers: strings,
        estimatedDays: z.number(),
        totalCost: z.number(),
        currency: z.literal('USD'),
        reliability: z.number(),
        co2Kg: z.number(),
        legs: z.array(
          z.object({ from: z.string(), to: z.string(), mode: z.enum(['air', 'sea', 'road']), carrier: z.string(), distanceKm: z.number(), hours: z.number(), cost: z.number() }),
        ),
        recommended: z.boolean(),
      }),
    ),
    origin: location,
    destination: location,
    chargeableWeightKg: z.number(),
    search: z.object({ algorithm: z.string(), labelsExplored: z.number(), paretoFront: z.number() }),
    assumptions: strings,
  })
  .meta({ id: 'OptimizedRoutes' });

const appliedRule = z.object({ id: z.string(), label: z.string(), source: z.string(), effectiveFrom: z.string(), effectiveUntil: z.string().optional() });
/** How an answer's HS code was chosen (issue 26): the shipper's code, or the classifier's ranked candidates. */
export const HsClassificationViewSchema = z
  .object({
    hsCode: z.string(),
    description: z.string(),
    confidence: z.number().meta({ description: '0 to 1; 1 for a code the shipper gave' }),
    basis: z.enum(['shipper', 'keyword', 'text', 'category-default']),
    candidates: z.array(z.object({ hsCode: z.string(), description: z.string(), score: z.number() })),
    nomenclature: z.string(),
  })
  .meta({ id: 'HsClassification' });

export const TaxCalculationResultSchema = z
  .object({
    totalTax: z.number(),
    vatGst: z.number(),
    customsDuty: z.number(),
    currency: z.enum(SUPPORTED_CURRENCIES),
    taxBreakdown: z.array(
      z.object({
        jurisdiction: z.string(),
        taxType: z.string(),
        rate: z.number(),
        amount: z.number(),
        basis: z.string(),
        source: z.string(),
        rateKind: z.enum(VAT_RATE_KINDS).optional(),
        rateReason: z.string().optional(),
      }),
    ),
    complianceRequired: z.array(z.object({ requirement: z.string(), jurisdiction: z.string(), deadline: z.string() })),
    notes: strings,
    transactionDate: z.string(),
    classification: HsClassificationViewSchema.optional(),
    exchangeRates: ExchangeRatesUsedSchema.optional(),
    customerVatNumber: z
      .object({
        vatNumber: z.string(),
        country: z.string(),
        status: z.enum(['confirmed', 'unconfirmed', 'overridden', 'invalid']),
        note: z.string(),
        overrideId: z.string().optional(),
      })
      .optional(),
    asOf: z.string().optional(),
    buyerRule: z
      .object({
        buyer: z.enum(BUYER_TYPES),
        derivedFrom: z.enum(['buyer', 'customerType', 'customerVatNumber']),
        collector: z.enum(['seller-at-sale', 'buyer-reverse-charge', 'declarant-at-border', 'not-charged', 'relieved', 'none']),
        rule: appliedRule,
        explanation: z.string(),
      })
      .optional(),
    lines: z
      .array(
        z.object({
          line: z.number(),
          description: z.string(),
          hsCode: z.string(),
          hsSource: z.enum(['shipper', 'classifier']),
          quantity: z.number(),
          value: z.number(),
          originCountry: z.string().optional().meta({ description: "The goods' country of origin (any ISO 3166-1 alpha-2 code): it decides the line's US additional duties." }),
          duty: z.number(),
          dutyRate: z.number(),
          dutyBasis: z.string(),
          vat: z.number(),
          vatRate: z.number(),
          vatRateReason: z.string(),
        }),
      )
      .optional(),
    rulesApplied: z.array(appliedRule).optional(),
  })
  .meta({ id: 'TaxCalculation' });

const outcome = z.enum(['valid', 'invalid', 'unknown']);
export const VatValidationResultSchema = z
  .object({
    isValid: z.boolean(),
    vatNumber: z.string(),
    country: z.string(),
    status: z.enum(['confirmed', 'unconfirmed', 'invalid']),
    checks: z.object({ format: outcome, checksum: outcome, registry: outcome }),
    checkScheme: z.string().optional(),
    rule: z.object({ shape: z.string(), source: z.string(), effectiveFrom: z.string() }).optional(),
    name: z.string().optional(),
    address: z.string().optional(),
    note: z.string(),
  })
  .meta({ id: 'VatValidation' });

export const ComplianceStatusResultSchema = z
  .object({
    totalRevenue: z.number(),
    totalTaxCollected: z.number(),
    complianceStatus: z.enum(['compliant', 'pending', 'overdue']),
    currency: z.literal('USD'),
    shipments: z.number().int(),
    crossBorderShipments: z.number().int(),
    restrictedShipments: z.number().int(),
    basis: z.string(),
  })
  .meta({ id: 'TaxComplianceStatus' });

export const TaxApiStatusResultSchema = z
  .object({
    freeAPIsActive: z.object({ usCensus: z.boolean(), euVies: z.boolean(), ecbRates: z.boolean() }),
    paidAPIsNeeded: z.object({ hmrcVAT: z.boolean(), taxJar: z.boolean() }),
    complianceWindow: z.object({ daysSinceDeployment: z.number(), maxDaysAllowed: z.number(), riskLevel: z.enum(['low', 'medium', 'high', 'critical']) }),
    notes: strings,
  })
  .meta({ id: 'TaxApiStatus' });

export const EarlyAccessAnswerSchema = z.object({ status: z.literal('received'), message: z.string() }).meta({ id: 'EarlyAccessAnswer' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<S extends z.ZodType> = z.output<S>;
export const RATE_SCHEMAS_MATCH_CONTRACTS: [
  Same<Out<typeof CalculateShippingResponseSchema>, CalculateShippingResponse>,
  Same<Out<typeof RealRatesResponseSchema>, RealRatesResponse>,
  Same<Out<typeof OptimizeRouteResponseSchema>, OptimizeRouteResponse>,
  Same<Out<typeof TaxCalculationResultSchema>, TaxCalculationResult>,
  Same<Out<typeof HsClassificationViewSchema>, HsClassificationView>,
  Same<Out<typeof VatValidationResultSchema>, VatValidationResult>,
  Same<Out<typeof ComplianceStatusResultSchema>, ComplianceStatusResult>,
  Same<Out<typeof TaxApiStatusResultSchema>, TaxApiStatusResult>,
  Same<Out<typeof EarlyAccessAnswerSchema>, EarlyAccessAnswer>,
] = [true, true, true, true, true, true, true, true, true];
