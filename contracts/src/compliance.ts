// Over 300 lines: the compliance contracts (check, tax, VAT, customs) share their field helpers (country, category, money).
import { z } from 'zod';
import { hsCodeField, type Classified } from './hs-codes';
import { ISO_COUNTRY_CODES } from './iso-countries';
import type { ExchangeRatesUsed } from './exchange-rates';
import { BatteryFactsSchema, type DangerousGoodsFlag, type ImportRestriction } from './dangerous-goods';
import { VatNumberOverrideSchema, type CustomerVatNumber, type VatNumberRule, type VatNumberStatus } from './compliance-events';

// ── Countries of the compliance engine (spec section 9: 15 names; ISO codes accepted too) ──
export const COMPLIANCE_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'JP', name: 'Japan' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'BE', name: 'Belgium' },
  { code: 'IT', name: 'Italy' },
  { code: 'ES', name: 'Spain' },
  { code: 'CN', name: 'China' },
  { code: 'KR', name: 'South Korea' },
] as const;
export type CountryCode = (typeof COMPLIANCE_COUNTRIES)[number]['code'];
export const COUNTRY_CODES = COMPLIANCE_COUNTRIES.map((c) => c.code) as unknown as readonly [CountryCode, ...CountryCode[]];

// Lookups keyed by user input are Maps: a key such as '__proto__' or 'constructor' finds nothing.
// prettier-ignore
const COUNTRY_ALIASES = new Map<string, CountryCode>(Object.entries({
  UK: 'GB', 'GREAT BRITAIN': 'GB', ENGLAND: 'GB', USA: 'US', 'UNITED STATES OF AMERICA': 'US', KOREA: 'KR',
  'REPUBLIC OF KOREA': 'KR', DEUTSCHLAND: 'DE', 'THE NETHERLANDS': 'NL', HOLLAND: 'NL', SCHWEIZ: 'CH', SUISSE: 'CH',
  "PEOPLE'S REPUBLIC OF CHINA": 'CN', PRC: 'CN',
} satisfies Record<string, CountryCode>));

/** 'Germany', 'germany', 'DE', 'de' and a few aliases all give 'DE'; anything else gives undefined. */
export function toCountryCode(value: string): CountryCode | undefined {
  const key = value.trim().toUpperCase();
  const byCode = COMPLIANCE_COUNTRIES.find((c) => c.code === key);
  if (byCode) return byCode.code;
  const byName = COMPLIANCE_COUNTRIES.find((c) => c.name.toUpperCase() === key);
  return byName?.code ?? COUNTRY_ALIASES.get(key);
}

export function countryName(code: CountryCode): string {
  return COMPLIANCE_COUNTRIES.find((c) => c.code === code)?.name ?? code;
}

const countryField = z
  .string()
  .trim()
  .min(1, 'is required')
  .transform((value, ctx): CountryCode => {
    const code = toCountryCode(value);
    if (!code) {
      ctx.addIssue({
        code: 'custom',
        message: `must be one of ${COMPLIANCE_COUNTRIES.map((c) => `${c.name} (${c.code})`).join(', ')}`,
      });
      return z.NEVER;
    }
    return code;
  });

/** The goods' country of origin: any ISO 3166-1 alpha-2 code (goods are made far beyond the engine's 15 countries), or one of those 15 by name. */
const goodsOriginField = z
  .string({ error: 'must be a country code' })
  .trim()
  .min(1, 'is required')
  .transform((value, ctx): string => {
    const code = toCountryCode(value) ?? value.toUpperCase();
    if (!(ISO_COUNTRY_CODES as readonly string[]).includes(code)) {
      ctx.addIssue({ code: 'custom', message: 'must be an ISO 3166-1 alpha-2 country code, e.g. VN' });
      return z.NEVER;
    }
    return code;
  });

// ── Categories (spec section 9) ─────────────────────────────────────────────
export const COMPLIANCE_CATEGORIES = [
  'Electronics',
  'Clothing & Textiles',
  'Books & Media',
  'Food & Beverages',
  'Medical Equipment',
  'Automotive Parts',
  'Jewelry & Precious Metals',
  'Chemicals',
  'Furniture',
  'Sports Equipment',
  'Other',
] as const;
export type ComplianceCategory = (typeof COMPLIANCE_CATEGORIES)[number];

/** Customs form categories (spec section 9) and their compliance category. */
export const CUSTOMS_CATEGORIES = ['electronics', 'clothing', 'books', 'toys', 'general'] as const;
// prettier-ignore
const CATEGORY_ALIASES = new Map<string, ComplianceCategory>(Object.entries({
  electronics: 'Electronics', clothing: 'Clothing & Textiles', textiles: 'Clothing & Textiles', books: 'Books & Media',
  media: 'Books & Media', food: 'Food & Beverages', beverages: 'Food & Beverages', medical: 'Medical Equipment',
  automotive: 'Automotive Parts', jewelry: 'Jewelry & Precious Metals', jewellery: 'Jewelry & Precious Metals',
  chemicals: 'Chemicals', furniture: 'Furniture', home: 'Furniture', sports: 'Sports Equipment', toys: 'Other',
  general: 'Other', other: 'Other', beauty: 'Chemicals',
} satisfies Record<string, ComplianceCategory>));

export function toComplianceCategory(value: string): ComplianceCategory | undefined {
  const v = value.trim();
  return COMPLIANCE_CATEGORIES.find((c) => c.toLowerCase() === v.toLowerCase()) ?? CATEGORY_ALIASES.get(v.toLowerCase());
}

const categoryField = z
  .string()
  .trim()
  .min(1, 'is required')
  .transform((value, ctx): ComplianceCategory => {
    const category = toComplianceCategory(value);
    if (!category) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${COMPLIANCE_CATEGORIES.join(', ')}` });
      return z.NEVER;
    }
    return category;
  });

// ── Currencies ──────────────────────────────────────────────────────────────
export const TAX_CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY'] as const; // the tax form's list (spec section 9)
export const SUPPORTED_CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY', 'CHF', 'JPY', 'AUD', 'CAD', 'KRW', 'SEK'] as const;
export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number];
const currencyField = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(SUPPORTED_CURRENCIES, { message: `must be one of ${SUPPORTED_CURRENCIES.join(', ')}` }));

// A finite JSON number in range, never coerced: 'abc', true, null, '', [] and 1e309 are refused (null was EUR 3 duty).
const money = z.number({ error: 'must be a number' }).nonnegative('must not be negative').max(100_000_000, 'must be at most 100000000');

/**
 * The buyer of the goods (issue 26 item 1): a business registered for VAT/GST in the destination, a business that is
 * not (or has not given its number), or a consumer. By default B2C is a consumer, and B2B is a registered business
 * when its VAT number is valid, otherwise an unregistered business.
 */
export const BUYER_TYPES = ['business-registered', 'business', 'consumer'] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

// ── POST /api/compliance/check ───────────────────────────────────────────────
export const ComplianceCheckSchema = z
  .object({
    itemCategory: categoryField,
    description: z.string().trim().max(500, 'must be at most 500 characters').default(''),
    fromCountry: countryField,
    toCountry: countryField,
    declaredValue: money.default(0),
    currency: currencyField.default('USD'),
    /** ISO date (YYYY-MM-DD) the rules are evaluated at; today by default. */
    shipDate: z.iso.date().optional(),
    /** the same as shipDate: the date the answer is computed as of */
    asOf: z.iso.date().optional(),
    /** the buyer the estimated taxes are for (a consumer by default) */
    buyer: z.enum(BUYER_TYPES).default('consumer'),
    hsCode: hsCodeField.optional(), // the shipper's; wins over the classifier when HS 2022 has it
    battery: BatteryFactsSchema.optional(),
  })
  .refine((v) => !v.asOf || !v.shipDate || v.asOf === v.shipDate, { path: ['asOf'], message: 'must equal shipDate when both are given' });
export type ComplianceCheckRequest = z.input<typeof ComplianceCheckSchema>;
export type ComplianceCheckInput = z.output<typeof ComplianceCheckSchema>;

export interface EstimatedTaxes {
  vat: number;
  duty: number;
  total: number;
  /** percentages */
  vatRate: number;
  dutyRate: number;
  totalRate: number;
  currency: CurrencyCode;
  notes: string[];
}

export interface ComplianceResult extends Classified {
  allowed: boolean;
  status: 'permitted' | 'restricted' | 'prohibited';
  fromCountry: CountryCode;
  toCountry: CountryCode;
  itemCategory: ComplianceCategory;
  hsCode: string;
  requiredDocuments: string[];
  restrictions: string[];
  warnings: string[];
  estimatedTaxes: EstimatedTaxes;
  sources: string[];
  evaluatedAt: string;
  /** the ECB snapshot the check converted with (thresholds, CN 22 limit), and a warning when it is stale (issue 26) */
  exchangeRates?: ExchangeRatesUsed;
  /** dangerous goods found in the item (issue 26): what the carrier needs */
  dangerousGoods?: DangerousGoodsFlag[];
  /** the destination's quarantine and import rules that matched the item (issue 26) */
  importRestrictions?: ImportRestriction[];
}

// ── POST /api/tax/calculate (spec sections 3 and 9) ──────────────────────────
export const TAX_SERVICE_TYPES = ['logistics_orchestration', 'carrier_commission', 'platform_fee', 'customs_clearance'] as const;
export type TaxServiceType = (typeof TAX_SERVICE_TYPES)[number];
export const CUSTOMER_TYPES = ['B2B', 'B2C'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const TAX_FORM_COUNTRIES = ['CN', 'US', 'DE', 'GB', 'FR'] as const;
export const VAT_COUNTRIES = ['DE', 'FR', 'GB', 'NL', 'BE'] as const;

/** Who pays the import VAT/GST to the authority under the rule that applied. */
export type TaxCollector = 'seller-at-sale' | 'buyer-reverse-charge' | 'declarant-at-border' | 'not-charged' | 'relieved' | 'none';

const MAX_ITEMS = 100;
/** One line of a parcel: the duty and VAT are computed per line, the low-value thresholds on the whole parcel. */
export const TaxItemSchema = z.object({
  description: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
  itemCategory: categoryField.optional(),
  /** the shipper's HS code wins over the classifier */
  hsCode: hsCodeField.optional(),
  quantity: z.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be at least 1').max(100_000, 'must be at most 100000').default(1),
  /** value of one unit, in the request's currency */
  unitValue: money,
  /** the goods' country of origin: it decides the line's US additional duties and origin-based reliefs */
  originCountry: goodsOriginField.optional(),
  /** kg for the whole line */
  weight: z.number({ error: 'must be a number' }).nonnegative('must not be negative').max(1000, 'must be at most 1000').optional(),
});
export type TaxItemRequest = z.input<typeof TaxItemSchema>;
export type TaxItem = z.output<typeof TaxItemSchema>;

const isoDate = z.iso.date('must be a date YYYY-MM-DD');
/** The parcel's value in minor-unit-safe cents: items' unit value x quantity, summed. */
export const itemsTotal = (items: readonly { quantity: number; unitValue: number }[]) =>
  Math.round(items.reduce((sum, i) => sum + Math.round(i.unitValue * 100) * i.quantity, 0)) / 100;

export const TaxCalculationSchema = z
  .object({
    serviceType: z.enum(TAX_SERVICE_TYPES).default('logistics_orchestration'),
    amount: money,
    currency: currencyField.default('USD'),
    originCountry: countryField,
    destinationCountry: countryField,
    customerType: z.enum(CUSTOMER_TYPES).default('B2B'),
    customerVatNumber: z
      .string()
      .trim()
      .max(30)
      .optional()
      .transform((v) => (v ? v : undefined)),
    shipmentValue: money.default(0),
    isDigitalService: z.boolean().default(false),
    itemCategory: categoryField.optional(),
    description: z.string().trim().max(500).optional(),
    /** ISO date the supply or import takes place; today by default (the same thing as asOf). */
    transactionDate: isoDate.optional(),
    /** ISO date the answer is computed as of, so a past quote is reproduced exactly; the same as transactionDate. */
    asOf: isoDate.optional(),
    /** the buyer of the goods; derived from customerType and the VAT number when absent */
    buyer: z.enum(BUYER_TYPES).optional(),
    /** the parcel's lines; without them the parcel is one line of shipmentValue, itemCategory and description */
    /** the shipper's HS code of the single-value request; wins over the classifier when HS 2022 has it */
    hsCode: hsCodeField.optional(),
    items: z.array(TaxItemSchema).min(1, 'must list at least one item').max(MAX_ITEMS, `must list at most ${MAX_ITEMS} items`).optional(),
    vatNumberOverride: VatNumberOverrideSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.asOf && v.transactionDate && v.asOf !== v.transactionDate) ctx.addIssue({ code: 'custom', path: ['asOf'], message: 'must equal transactionDate when both are given' });
    if (v.buyer && (v.buyer === 'consumer') !== (v.customerType === 'B2C')) {
      // customerType defaults to B2B: a consumer buyer needs customerType B2C said, never assumed
      ctx.addIssue({ code: 'custom', path: ['buyer'], message: `must agree with customerType ${v.customerType}: B2C is a consumer, B2B a business` });
      ctx.addIssue({ code: 'custom', path: ['customerType'], message: `must be ${v.buyer === 'consumer' ? 'B2C' : 'B2B'} for buyer ${v.buyer} (B2B when left out)` });
    }
    if (v.items && v.shipmentValue !== 0 && Math.round(v.shipmentValue * 100) !== Math.round(itemsTotal(v.items) * 100))
      ctx.addIssue({ code: 'custom', path: ['shipmentValue'], message: `must equal the items' total ${itemsTotal(v.items)} (or be left out)` });
    if (v.items && itemsTotal(v.items) > 100_000_000) ctx.addIssue({ code: 'custom', path: ['items'], message: 'total value must be at most 100000000' });
  });
export type TaxCalculationRequest = z.input<typeof TaxCalculationSchema>;
export type TaxCalculationInput = z.output<typeof TaxCalculationSchema>;

/** How a VAT/GST rate on goods relates to the country's standard rate (issue 26 item 3). */
export const VAT_RATE_KINDS = ['standard', 'reduced', 'super-reduced', 'zero', 'exempt'] as const;
export type VatRateKind = (typeof VAT_RATE_KINDS)[number];

export interface TaxBreakdownLine {
  jurisdiction: string;
  taxType: string;
  /** percent */
  rate: number;
  amount: number;
  basis: string;
  source: string;
  /** import VAT/GST lines: the kind of rate the goods take (before any low-value relief) */
  rateKind?: VatRateKind;
  /** import VAT/GST lines: why that rate applies (product class and HS heading, or why the standard rate) */
  rateReason?: string;
}
export interface ComplianceRequirement {
  requirement: string;
  jurisdiction: string;
  /** ISO date */
  deadline: string;
}
/** A dated rule the answer used, with its source (so a past answer can be checked and reproduced). */
export interface AppliedRule {
  id: string;
  label: string;
  source: string;
  effectiveFrom: string;
  effectiveUntil?: string;
}
/** Which buyer the answer assumed, why, and who collects the import VAT/GST under which rule. */
export interface BuyerRuleResult {
  buyer: BuyerType;
  /** where the buyer type came from */
  derivedFrom: 'buyer' | 'customerType' | 'customerVatNumber';
  collector: TaxCollector;
  rule: AppliedRule;
  explanation: string;
}
/** Duty and VAT/GST of one item line (amounts in the request's currency). */
export interface TaxLineResult {
  line: number;
  description: string;
  hsCode: string;
  /** where the HS code came from */
  hsSource: 'shipper' | 'classifier';
  quantity: number;
  value: number;
  originCountry?: string;
  duty: number;
  /** percent (for the flat EU duty: its effective rate on this line) */
  dutyRate: number;
  dutyBasis: string;
  vat: number;
  vatRate: number;
  vatRateReason: string;
}
export interface TaxCalculationResult extends Classified {
  totalTax: number;
  vatGst: number;
  customsDuty: number;
  currency: CurrencyCode;
  taxBreakdown: TaxBreakdownLine[];
  complianceRequired: ComplianceRequirement[];
  notes: string[];
  transactionDate: string;
  /** the ECB snapshot the calculation converted with (thresholds, flat duties), and a warning when it is stale (issue 26) */
  exchangeRates?: ExchangeRatesUsed;
  customerVatNumber?: CustomerVatNumber;
  /** the date the answer was computed as of (equal to transactionDate) */
  asOf?: string;
  /** the buyer rule of the goods (absent when no goods are taxed) */
  buyerRule?: BuyerRuleResult;
  /** duty and VAT/GST per item line (absent when no goods are taxed) */
  lines?: TaxLineResult[];
  /** the dated low-value and collection rules the answer used */
  rulesApplied?: AppliedRule[];
}

// ── POST /api/vat/validate ───────────────────────────────────────────────────
export const VatValidateSchema = z.object({
  vatNumber: z.string().trim().min(1, 'is required').max(30, 'must be at most 30 characters'),
  country: z.string().trim().toUpperCase().length(2, 'must be a 2-letter country code').optional(),
});
export type VatValidateRequest = z.input<typeof VatValidateSchema>;
export type CheckOutcome = 'valid' | 'invalid' | 'unknown';
export interface VatValidationResult {
  isValid: boolean;
  vatNumber: string;
  country: string;
  status: VatNumberStatus;
  checks: { format: CheckOutcome; checksum: CheckOutcome; registry: CheckOutcome };
  checkScheme?: string;
  rule?: VatNumberRule;
  name?: string;
  address?: string;
  note: string;
}

// ── POST /api/customs/declaration ────────────────────────────────────────────
export const CustomsDeclarationSchema = z
  .object({
    itemDetails: z.object({
      description: z.string().trim().min(1, 'is required').max(500),
      value: money,
      currency: currencyField.default('USD'),
      category: categoryField.default('Other'),
      weight: z.number({ error: 'must be a number' }).nonnegative('must not be negative').max(1000, 'must be at most 1000').default(0),
      quantity: z.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be at least 1').max(100_000, 'must be at most 100000').default(1),
      hsCode: hsCodeField.optional(), // the shipper's; wins over the classifier when HS 2022 has it
      battery: BatteryFactsSchema.optional(),
    }),
    fromAddress: z.object({ country: countryField, name: z.string().max(120).optional(), address: z.string().max(200).optional(), city: z.string().max(100).optional() }),
    toAddress: z.object({ country: countryField, name: z.string().max(120).optional(), address: z.string().max(200).optional(), city: z.string().max(100).optional() }),
    shipDate: z.iso.date().optional(),
    /** the same as shipDate: the date the answer is computed as of */
    asOf: z.iso.date().optional(),
  })
  .refine((v) => !v.asOf || !v.shipDate || v.asOf === v.shipDate, { path: ['asOf'], message: 'must equal shipDate when both are given' });
export type CustomsDeclarationRequest = z.input<typeof CustomsDeclarationSchema>;
export type CustomsDeclarationInput = z.output<typeof CustomsDeclarationSchema>;
export interface CustomsDeclarationResult extends Classified {
  hsCode: string;
  hsDescription: string;
  description: string;
  value: number;
  currency: CurrencyCode;
  duties: number;
  taxes: number;
  total: number;
  dutyRate: number;
  vatRate: number;
  customsStatus: 'not_required' | 'ready' | 'requires_licence' | 'prohibited';
  form: 'CN22' | 'CN23' | 'none';
  requiredDocuments: string[];
  restrictions: string[];
  warnings: string[];
  declarationDate: string;
  /** the ECB snapshot the declaration converted with (thresholds, CN 22 limit), and a warning when it is stale (issue 26) */
  exchangeRates?: ExchangeRatesUsed;
  dangerousGoods?: DangerousGoodsFlag[];
  importRestrictions?: ImportRestriction[];
}

// ── GET /api/tax/compliance/status and GET /api/tax/api-status ───────────────
export interface ComplianceStatusResult {
  totalRevenue: number;
  totalTaxCollected: number;
  complianceStatus: 'compliant' | 'pending' | 'overdue';
  currency: 'USD';
  shipments: number;
  crossBorderShipments: number;
  restrictedShipments: number;
  basis: string;
}
export interface TaxApiStatusResult {
  freeAPIsActive: { usCensus: boolean; euVies: boolean; ecbRates: boolean };
  paidAPIsNeeded: { hmrcVAT: boolean; taxJar: boolean };
  complianceWindow: {
    daysSinceDeployment: number;
    maxDaysAllowed: number;
    riskLevel: 'low' | 'medium' | 'high' | 'critical';
  };
  notes: string[];
}
