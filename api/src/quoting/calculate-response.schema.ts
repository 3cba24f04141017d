// ── JSON schema of the calculator answer (CalculateShippingResponse in contracts/src/quoting.ts) ──
// Given to Fastify as the 200 response schema so it serialises with fast-json-stringify instead of
// JSON.stringify (the answer is ~13 KB). Keep it in step with the contract: the HTTP test compares the
// answer over HTTP with the query's own result field by field.

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const strings = { type: 'array', items: str } as const;

const chargeLine = {
  type: 'object',
  required: ['kind', 'code', 'label', 'amount', 'amountMinor'],
  properties: { kind: str, code: str, label: str, amount: num, amountMinor: { type: 'integer' } },
} as const;

const quote = {
  type: 'object',
  required: [
    'id',
    'carrierId',
    'carrierName',
    'serviceName',
    'price',
    'currency',
    'serviceLevel',
    'transitTime',
    'estimatedDays',
    'confidence',
    'features',
    'savings',
    'retailPrice',
    'billableWeightKg',
    'zone',
    'chargeLines',
    'priceMinor',
    'source',
  ],
  properties: {
    id: str,
    carrierId: str,
    carrierName: str,
    serviceName: str,
    price: num,
    currency: str,
    serviceLevel: str,
    transitTime: str,
    estimatedDays: { type: 'integer' },
    confidence: num,
    features: strings,
    savings: num,
    retailPrice: num,
    recommendedFor: str,
    recommendations: strings,
    billableWeightKg: num,
    zone: str,
    chargeLines: { type: 'array', items: chargeLine },
    priceMinor: { type: 'integer' },
    source: str,
  },
} as const;

export const CALCULATE_RESPONSE_SCHEMA = {
  type: 'object',
  required: ['quotes', 'currency', 'zone', 'recommendations', 'savingsDefinition', 'rateTables', 'quotedAt'],
  properties: {
    quotes: { type: 'array', items: quote },
    currency: str,
    zone: str,
    recommendations: { type: 'object', properties: { 'Best Price': str, Fastest: str, 'Most Reliable': str } },
    savingsDefinition: str,
    rateTables: {
      type: 'object',
      required: ['fuelSurchargeEffective', 'fxReferenceDate', 'fxSource'],
      properties: { fuelSurchargeEffective: str, fxReferenceDate: str, fxSource: str },
    },
    exchangeRates: {
      type: 'object',
      required: ['date', 'source', 'base', 'rates', 'ageDays'],
      properties: { date: str, source: str, base: str, rates: { type: 'object', additionalProperties: num }, ageDays: { type: 'integer' }, warning: str },
    },
    quotedAt: str,
  },
} as const;
