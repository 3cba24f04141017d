import { z } from 'zod';
import {
  FxReferenceRatesUploadSchema,
  ActivateCrisisSchema,
  AgentResponseSchema,
  AnalyzeItemRequestSchema,
  CalculateShippingRequestSchema,
  CancelShipmentSchema,
  PurchaseRateSchema,
  VoidLabelSchema,
  ChangeInquiryStatusSchema,
  ChangeRoleSchema,
  ChatRequestSchema,
  CloseInquirySchema,
  ComplianceCheckSchema,
  ConfirmEmailSchema,
  CreateApiTokenSchema,
  CreateApiKeySchema,
  CreateInquirySchema,
  CreateShipmentSchema,
  CustomerReplySchema,
  CustomsDeclarationSchema,
  EarlyAccessRequestSchema,
  HumanOverrideSchema,
  InstantQuoteRequestSchema,
  LoginSchema,
  OpenOwnInquirySchema,
  OptimizeRouteRequestSchema,
  RateInquirySchema,
  RealRatesRequestSchema,
  RecognizeItemRequestSchema,
  RecordTrackingEventSchema,
  ReplayRequestSchema,
  ResolveCrisisSchema,
  ResolveInquirySchema,
  ShippingPreferenceSchema,
  SignUpSchema,
  TaxCalculationSchema,
  VatValidateSchema,
  MAX_IMAGE_BYTES,
  CreateWebhookEndpointSchema,
  ReplayWebhookSchema,
  UpdateWebhookEndpointSchema,
  ConnectProviderAccountSchema,
  ChangeProviderAccountSchema,
  ReplaceProviderCredentialsSchema,
  CreateSavedAddressSchema,
  UpdateSavedAddressSchema,
  CreateParcelPresetSchema,
  UpdateParcelPresetSchema,
  CreateManifestSchema,
  SchedulePickupSchema,
  ChangePickupSchema,
  CreateReturnSchema,
} from '@waypost/contracts';
import type { DemoUser } from '../../test-support/create-test-app';

// ── Every POST and PUT with a JSON body: who may call it, its contract and a valid sample ──

/** Streams the suite creates first, so that the id routes address something real. */
export interface Fixtures {
  shipmentId: string;
  deskInquiryId: string;
  ownInquiryId: string;
  crisisId: string;
  /** A webhook endpoint of the demo shipper. */
  webhookEndpointId: string;
  /** An address and a parcel preset in the demo shipper's address book. */
  savedAddressId: string;
  parcelPresetId: string;
}

export interface JsonEndpoint {
  method: 'POST' | 'PUT';
  route: string;
  url(f: Fixtures): string;
  /**
   * Who calls it: a role that may (admin under /api/audit and /api/autonomous, agent for the desk and tracking
   * events, shipper for the shipper's own things); null for public routes, which are fuzzed signed out.
   */
  as: DemoUser | null;
  schema: z.ZodType;
  sample(f: Fixtures): Record<string, unknown>;
  /** Cross-field rules: breaking the key's field is reported at these fields. */
  related?: Record<string, string[]>;
  /** Number fields of a free-form part of the payload (any JSON value is taken there). */
  looseNumbers?: string[];
  bodyLimit?: number;
}

export const BODY_LIMIT = 1_048_576;
const IMAGE_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** POST /api/auth/cli-login's contract (declared in the controller). */
const CliLoginSchema = LoginSchema.extend({ name: z.string().trim().min(1).max(80).default('waypost-cli') });

const address = (city: string, country: string) => ({ name: 'Sam Shipper', address: 'Friedrichstr. 1', city, country, postalCode: '10117' });
const customs = {
  itemDetails: { description: 'Headphones', value: 150, currency: 'USD', category: 'electronics', weight: 1.2, quantity: 2 },
  fromAddress: { country: 'US', name: 'Sam', address: '5th Ave 1', city: 'New York' },
  toAddress: { country: 'DE', name: 'Jo', address: 'Friedrichstr. 1', city: 'Berlin' },
  shipDate: '2026-03-02',
};
const place = (country: string, city: string) => ({ address: 'Main St 1', city, country, postalCode: '10001' });

const json = (
  method: JsonEndpoint['method'],
  route: string,
  as: DemoUser | null,
  schema: z.ZodType,
  sample: JsonEndpoint['sample'],
  more: Partial<JsonEndpoint> = {},
): JsonEndpoint => ({
  method,
  route,
  url: () => route,
  as,
  schema,
  sample,
  ...more,
});

let samples = 0;
/** An address-book entry and a parcel preset as the address book takes them. */
export const SAVED_ADDRESS = { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' };
export const PRESET_PARCEL = { weight: { value: 1.5, unit: 'kg' }, dimensions: { length: 30, width: 20, height: 10, unit: 'cm' }, packaging: 'box' };

/** A public address literal: no DNS lookup, and not refused by the SSRF guard. */
export const WEBHOOK_SAMPLE = { url: 'https://93.184.215.14/hooks', eventTypes: ['shipment.created'] };

export const JSON_ENDPOINTS: JsonEndpoint[] = [
  // webhooks: a shipper's endpoints
  // dropping the only event type is reported at the list (it must name at least one)
  json('POST', '/api/webhooks/endpoints', 'shipper', CreateWebhookEndpointSchema, () => ({ ...WEBHOOK_SAMPLE, description: 'fuzz' }), {
    related: { 'eventTypes.0': ['eventTypes'] },
  }),
  {
    ...json('PUT', '/api/webhooks/endpoints/:id', 'shipper', UpdateWebhookEndpointSchema, () => ({ description: 'fuzzed', enabled: true })),
    url: (f: Fixtures) => `/api/webhooks/endpoints/${f.webhookEndpointId}`,
  },
  {
    ...json('POST', '/api/webhooks/endpoints/:id/replay', 'shipper', ReplayWebhookSchema, () => ({ fromPosition: '0' })),
    url: (f: Fixtures) => `/api/webhooks/endpoints/${f.webhookEndpointId}/replay`,
  },
  // provider accounts (admins): refused before the account is looked up, so none needs to exist
  json('POST', '/api/admin/provider-accounts', 'admin', ConnectProviderAccountSchema, () => ({ provider: 'easypost', account: 'fuzz', credentials: { apiKey: 'EZTKfuzz' } })),
  {
    ...json('PUT', '/api/admin/provider-accounts/:key', 'admin', ChangeProviderAccountSchema, () => ({ label: 'Fuzz', enabled: true })),
    url: () => '/api/admin/provider-accounts/easypost.fuzz',
  },
  {
    ...json('PUT', '/api/admin/provider-accounts/:key/credentials', 'admin', ReplaceProviderCredentialsSchema, () => ({ credentials: { apiKey: 'EZTKfuzz' } })),
    url: () => '/api/admin/provider-accounts/easypost.fuzz/credentials',
  },
  // address book (a shipper's own)
  // names are unique in a book: each accepted sample (the prototype-key suite's) gets its own
  json('POST', '/api/address-book/addresses', 'shipper', CreateSavedAddressSchema, () => ({ nickname: `Fuzz ${++samples}`, address: SAVED_ADDRESS, defaultSender: false })),
  {
    ...json('PUT', '/api/address-book/addresses/:id', 'shipper', UpdateSavedAddressSchema, () => ({ nickname: 'Fuzzed', address: SAVED_ADDRESS })),
    url: (f: Fixtures) => `/api/address-book/addresses/${f.savedAddressId}`,
  },
  json('POST', '/api/address-book/parcel-presets', 'shipper', CreateParcelPresetSchema, () => ({ name: `Fuzz box ${++samples}`, parcel: PRESET_PARCEL })),
  {
    ...json('PUT', '/api/address-book/parcel-presets/:id', 'shipper', UpdateParcelPresetSchema, () => ({ name: 'Fuzzed box', parcel: PRESET_PARCEL })),
    url: (f: Fixtures) => `/api/address-book/parcel-presets/${f.parcelPresetId}`,
  },
  // end-of-day manifests
  json('POST', '/api/manifests', 'shipper', CreateManifestSchema, () => ({ carrierId: 'ups', shipDate: '2026-03-02' })),
  // carrier pickups: a change is refused before the pickup is looked up (any well-formed id)
  json(
    'POST',
    '/api/pickups',
    'shipper',
    SchedulePickupSchema,
    (f: Fixtures) => ({
      carrierId: 'ups',
      shipmentIds: [f.shipmentId ?? '00000000-0000-4000-8000-000000000000'],
      date: '2026-12-01',
      earliest: '09:00',
      latest: '12:00',
    }),
    // dropping the only shipment is reported at the list (it must name at least one)
    { related: { 'shipmentIds.0': ['shipmentIds'] } },
  ),
  {
    ...json('PUT', '/api/pickups/:id', 'shipper', ChangePickupSchema, () => ({ earliest: '10:00', latest: '13:00', instructions: 'Gate 2' })),
    url: () => '/api/pickups/00000000-0000-4000-8000-000000000000',
  },
  // returns (the shipper's): the fixture shipment is not returnable, but the body is checked first
  {
    ...json('POST', '/api/shipments/:id/returns', 'shipper', CreateReturnSchema, () => ({ reason: 'damaged', note: 'Dented box' })),
    url: (f: Fixtures) => `/api/shipments/${f.shipmentId}/returns`,
  },
  // access. Sign-in: the contract is checked before the rate limiter counts an attempt, so an invalid payload never
  // costs one and no 429 can appear (the app trusts X-Forwarded-For, but the suite needs no address per request).
  json('POST', '/api/login', null, LoginSchema, () => ({ email: 'shipper@waypost.test', password: 'waypost-demo' })),
  json('POST', '/api/signup', null, SignUpSchema, () => ({
    email: 'fuzz@waypost.test',
    password: 'long enough for fuzzing',
    firstName: 'Fuzz',
    lastName: 'Tester',
    userType: 'business',
  })),
  json('POST', '/api/verify-email', null, ConfirmEmailSchema, () => ({ token: 'a-token-the-fuzzer-made-up-0123456789', password: 'whatever it is' }), {
    // the made-up token is unknown: whatever the password, the refusal names the token
    related: { password: ['token'] },
  }),
  json('POST', '/api/auth/cli-login', null, CliLoginSchema, () => ({ email: 'shipper@waypost.test', password: 'waypost-demo', name: 'laptop' })),
  json('POST', '/api/auth/tokens', 'shipper', CreateApiTokenSchema, () => ({ name: 'ci token' })),
  json('POST', '/api/auth/keys', 'shipper', CreateApiKeySchema, () => ({ name: 'ci key', mode: 'test', scopes: ['read', 'write'], expiresAt: '2099-01-01' })),
  {
    // no such account: every broken payload is refused before the account is looked up
    ...json('PUT', '/api/admin/users/:id/role', 'admin', ChangeRoleSchema, () => ({ role: 'agent' })),
    url: () => '/api/admin/users/00000000-0000-4000-8000-00000000f022/role',
  },
  // the ECB reference-rate table (admins; `waypost fx update`): a sample dated long ago, so a valid variant that is
  // stored never becomes the snapshot today's answers convert with
  json(
    'POST',
    '/api/fx/reference-rates',
    'admin',
    FxReferenceRatesUploadSchema,
    () => ({
      source: 'ECB euro foreign exchange reference rates (fuzz sample)',
      snapshots: [
        {
          date: '2001-01-02',
          rates: { USD: '0.9423', GBP: '0.6302', JPY: '108.12', CHF: '1.5178', CNY: '7.8003', AUD: '1.6844', CAD: '1.4098', KRW: '1195.42', SEK: '8.8320' },
        },
      ],
    }),
    // dropping the only snapshot is reported at the list (it must hold at least one)
    { related: { 'snapshots.0': ['snapshots'] } },
  ),
  // assistant
  json('POST', '/api/ai/chat', null, ChatRequestSchema, () => ({ message: 'Where is 2PG-2024-000001?', context: { recentMessages: [{ content: 'Hi!', isBot: true }] } })),
  json('POST', '/api/ai/recognize', 'shipper', RecognizeItemRequestSchema, () => ({ imageData: `data:image/png;base64,${PNG_1X1}`, description: 'Used Dell laptop' }), {
    bodyLimit: IMAGE_BODY_LIMIT,
  }),
  json('POST', '/api/ai/analyze-item', null, AnalyzeItemRequestSchema, () => ({ imageBase64: PNG_1X1, description: 'Used Dell laptop' }), {
    bodyLimit: IMAGE_BODY_LIMIT,
    related: { description: ['imageBase64'] },
  }),
  // audit
  json('POST', '/api/audit/replays', 'admin', ReplayRequestSchema, () => ({ projection: 'shipments', verify: true })),
  // autonomy
  json('POST', '/api/autonomous/override', 'admin', HumanOverrideSchema, (f) => ({ action: 'force_carrier', target: f.shipmentId, carrier: 'dhl', reason: 'customer asked' })),
  json('POST', '/api/autonomous/crisis', 'admin', ActivateCrisisSchema, () => ({
    crisisType: 'carrier_outage',
    severity: 'high',
    context: { trigger: 'manual_activation' },
    carrier: 'dhl',
    reason: 'hub flooded',
    capacityPerMinute: 5,
  })),
  {
    ...json('POST', '/api/autonomous/crisis/:id/resolve', 'admin', ResolveCrisisSchema, () => ({ reason: 'carrier is back' })),
    url: (f) => `/api/autonomous/crisis/${f.crisisId}/resolve`,
  },
  json('PUT', '/api/preferences/shipping', 'shipper', ShippingPreferenceSchema, () => ({ priority: 'speed' })),
  // compliance
  json('POST', '/api/compliance/check', null, ComplianceCheckSchema, () => ({
    itemCategory: 'Electronics',
    description: 'Headphones',
    fromCountry: 'United States',
    toCountry: 'DE',
    declaredValue: 150,
    currency: 'usd',
    shipDate: '2026-03-02',
  })),
  {
    ...json('POST', '/api/tax/calculate', null, TaxCalculationSchema, () => ({
      serviceType: 'logistics_orchestration',
      amount: 100,
      currency: 'EUR',
      originCountry: 'DE',
      destinationCountry: 'France',
      customerType: 'B2C',
      shipmentValue: 50,
      isDigitalService: false,
      itemCategory: 'Electronics',
      description: 'Headphones',
      transactionDate: '2026-03-02',
      asOf: '2026-03-02',
      buyer: 'consumer',
      items: [{ description: 'Headphones', itemCategory: 'Electronics', hsCode: '851830', quantity: 1, unitValue: 50, originCountry: 'US', weight: 0.5 }],
    })),
    // the one item dropped leaves an empty list: the answer names items (at least one item)
    related: { 'items.0': ['items'] },
  },
  json('POST', '/api/vat/validate', null, VatValidateSchema, () => ({ vatNumber: 'DE129273398', country: 'de' })),
  json('POST', '/api/customs/declaration', null, CustomsDeclarationSchema, () => customs),
  json('POST', '/api/customs/declaration/pdf', null, CustomsDeclarationSchema, () => customs),
  // crm: the desk
  json('POST', '/api/crm/inquiries', 'agent', CreateInquirySchema, (f) => ({
    email: 'customer@example.com',
    firstName: 'Cy',
    lastName: 'Customer',
    phone: '+49 30 1234',
    subject: 'Where is my parcel?',
    description: 'It has not moved for a week.',
    category: 'tracking',
    priority: 'high',
    shipmentId: f.shipmentId,
  })),
  ...(
    [
      ['POST', 'responses', AgentResponseSchema, { message: 'We are on it.', type: 'agent', agentId: 'agent-1' }],
      ['PUT', 'resolve', ResolveInquirySchema, { resolutionNotes: 'Found at the hub.', agentId: 'agent-1' }],
      ['PUT', 'status', ChangeInquiryStatusSchema, { status: 'in_progress' }],
      ['POST', 'close', CloseInquirySchema, { reason: 'duplicate' }],
    ] as const
  ).map(([method, action, schema, sample]) => ({
    ...json(method, `/api/crm/inquiries/:id/${action}`, 'agent', schema, () => ({ ...sample })),
    url: (f: Fixtures) => `/api/crm/inquiries/${f.deskInquiryId}/${action}`,
  })),
  // crm: the shipper's own inquiries
  json('POST', '/api/inquiries', 'shipper', OpenOwnInquirySchema, (f) => ({
    subject: 'Damaged box',
    description: 'The corner was crushed.',
    category: 'shipping',
    priority: 'urgent',
    phone: '+49 30 1234',
    shipmentId: f.shipmentId,
  })),
  ...(
    [
      ['replies', CustomerReplySchema, { message: 'Any news?' }],
      ['rating', RateInquirySchema, { rating: 5, comment: 'Quick and kind.' }],
      ['close', CloseInquirySchema, { reason: 'sorted out' }],
    ] as const
  ).map(([action, schema, sample]) => ({
    ...json('POST', `/api/inquiries/:id/${action}`, 'shipper', schema, () => ({ ...sample })),
    url: (f: Fixtures) => `/api/inquiries/${f.ownInquiryId}/${action}`,
  })),
  // early access
  json('POST', '/api/early-access', null, EarlyAccessRequestSchema, () => ({ email: 'ceo@example.com', company: 'Example GmbH', message: 'Count us in.' })),
  // quoting
  json('POST', '/api/quotes', null, InstantQuoteRequestSchema, () => ({
    fromLocation: 'Berlin, Germany',
    toLocation: 'New York',
    weight: 2.5,
    category: 'Electronics',
    urgency: 'express',
    declaredValue: 300,
    dimensions: { length: 30, width: 20, height: 15 },
  })),
  json('POST', '/api/shipping/calculate', null, CalculateShippingRequestSchema, () => ({
    origin: { country: 'DE', city: 'Berlin', postalCode: '10117' },
    destination: { country: 'us', city: 'New York', postalCode: '10001' },
    package: { weight: 2.5, dimensions: { length: 30, width: 20, height: 15 }, value: 300, category: 'electronics' },
    preferences: { serviceLevel: 'express', currency: 'EUR' },
  })),
  json('POST', '/api/shipping/real-rates', null, RealRatesRequestSchema, () => ({
    origin: place('DE', 'Berlin'),
    destination: place('US', 'New York'),
    package: { weight: 2.5, dimensions: { length: 30, width: 20, height: 15 }, value: 300, category: 'electronics' },
    preferences: { priority: 'speed', maxDays: 7 },
  })),
  json(
    'POST',
    '/api/ai/optimize-route',
    null,
    OptimizeRouteRequestSchema,
    () => ({
      origin: 'Shenzhen, China',
      destination: 'Berlin, Germany',
      itemData: { category: 'Electronics', weight: 2 },
      preferences: { priority: 'reliability', maxDays: 10 },
    }),
    { looseNumbers: ['itemData.weight'] },
  ),
  // shipping
  json('POST', '/api/shipments', 'shipper', CreateShipmentSchema, () => ({
    fromAddress: address('Berlin', 'Germany'),
    toAddress: address('New York', 'United States'),
    itemDetails: {
      description: 'Headphones',
      weight: 1.2,
      value: 150,
      dimensions: { length: 30, width: 20, height: 15 },
      aiRecognition: {
        description: 'headphones',
        category: 'Electronics',
        estimatedWeight: 1,
        estimatedDimensions: { length: 20 },
        confidence: 0.9,
        shippingEligibility: 'allowed',
      },
    },
    status: 'pending',
  })),
  {
    ...json('POST', '/api/shipments/:id/tracking-events', 'agent', RecordTrackingEventSchema, () => ({
      eventType: 'pickup',
      description: 'Picked up',
      location: 'Berlin',
      timestamp: '2026-03-02T10:00:00Z',
      expectedVersion: 1,
    })),
    url: (f: Fixtures) => `/api/shipments/${f.shipmentId}/tracking-events`,
  },
  {
    ...json('POST', '/api/shipments/:id/cancel', 'shipper', CancelShipmentSchema, () => ({ reason: 'changed my mind', expectedVersion: 1 })),
    url: (f: Fixtures) => `/api/shipments/${f.shipmentId}/cancel`,
  },
  {
    ...json('POST', '/api/shipments/:id/purchase', 'shipper', PurchaseRateSchema, () => ({ rateId: `rate_${'0a'.repeat(16)}` })),
    url: (f: Fixtures) => `/api/shipments/${f.shipmentId}/purchase`,
  },
  {
    ...json('POST', '/api/shipments/:id/void', 'shipper', VoidLabelSchema, () => ({ reason: 'wrong parcel' })),
    url: (f: Fixtures) => `/api/shipments/${f.shipmentId}/void`,
  },
];

/** Percent-encodes every UTF-8 byte (a lone surrogate goes as U+FFFD: URLs carry no UTF-16). */
const encode = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** Routes whose only input is a path parameter: fuzzed through it. */
export const PARAM_ENDPOINTS = [
  { route: '/api/audit/forget/:userId', param: 'userId', as: 'admin' as const, url: (p: string) => `/api/audit/forget/${encode(p)}`, status: 400, field: /userId/ },
  { route: '/api/projections/:name/rebuild', param: 'name', as: 'admin' as const, url: (p: string) => `/api/projections/${encode(p)}/rebuild`, status: 404, field: /projection/i },
];

// ── Routes with path parameters or a query (issue 22, item 20): every one of them, any method ──

export interface InputRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  /** A caller that may use the route (so a refusal is about the input, not the caller). */
  as: DemoUser;
  /** The URL with these (already encoded) path segments; the route's own parameters in order. */
  url(segments: string[], f: Fixtures): string;
  params: string[];
  /** Query parameters, a valid value each; `integer`: a whole number in [min, max]. */
  query?: Record<string, { valid: (f: Fixtures) => string; integer?: [number, number] }>;
}

const input = (method: InputRoute['method'], route: string, as: DemoUser, more: Partial<InputRoute> = {}): InputRoute => {
  const params = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return {
    method,
    route,
    as,
    params,
    url: (segments) => {
      let i = 0;
      return route.replace(/:\w+/g, () => segments[i++] ?? '');
    },
    ...more,
  };
};

export const INPUT_ROUTES: InputRoute[] = [
  input('GET', '/api/shipments/:id', 'shipper'),
  input('GET', '/api/shipments/:id/carrier', 'shipper'),
  input('GET', '/api/shipments/:id/label', 'shipper'),
  input('GET', '/api/shipments/:id/documents', 'shipper'),
  input('GET', '/api/shipments/:id/documents/:kind', 'shipper'),
  input('POST', '/api/shipments/:id/tracking-events', 'agent'),
  input('POST', '/api/shipments/:id/cancel', 'shipper'),
  input('POST', '/api/shipments/:id/rates', 'shipper'),
  input('POST', '/api/shipments/:id/purchase', 'shipper'),
  input('POST', '/api/shipments/:id/void', 'shipper'),
  input('GET', '/api/tracking/:trackingNumber', 'shipper'),
  input('GET', '/api/tracking/customer/:email/:shipmentId', 'agent'),
  input('GET', '/api/inquiries/:id', 'shipper'),
  input('POST', '/api/inquiries/:id/replies', 'shipper'),
  input('POST', '/api/inquiries/:id/rating', 'shipper'),
  input('POST', '/api/inquiries/:id/close', 'shipper'),
  input('GET', '/api/crm/inquiries/:id', 'agent'),
  input('POST', '/api/crm/inquiries/:id/responses', 'agent'),
  input('PUT', '/api/crm/inquiries/:id/resolve', 'agent'),
  input('PUT', '/api/crm/inquiries/:id/status', 'agent'),
  input('POST', '/api/crm/inquiries/:id/close', 'agent'),
  input('POST', '/api/autonomous/crisis/:id/resolve', 'admin'),
  input('GET', '/api/events/:streamId', 'admin'),
  input('GET', '/api/audit/streams/:streamId', 'admin', {
    // (asOf or version, not both: version is fuzzed)
    query: { version: { valid: () => '1', integer: [0, 2_147_483_647] } },
  }),
  input('GET', '/api/audit/replays/:id', 'admin'),
  input('DELETE', '/api/auth/tokens/:id', 'shipper'),
  input('DELETE', '/api/auth/keys/:id', 'shipper'),
  input('PUT', '/api/admin/users/:id/role', 'admin'),
  input('GET', '/api/docs/assets/:file', 'shipper'),
  input('GET', '/api/webhooks/endpoints/:id', 'shipper'),
  input('PUT', '/api/webhooks/endpoints/:id', 'shipper'),
  input('DELETE', '/api/webhooks/endpoints/:id', 'shipper'),
  input('POST', '/api/webhooks/endpoints/:id/rotate-secret', 'shipper'),
  input('POST', '/api/webhooks/endpoints/:id/test', 'shipper'),
  input('POST', '/api/webhooks/endpoints/:id/replay', 'shipper'),
  input('GET', '/api/webhooks/endpoints/:id/deliveries', 'shipper'),
  input('PUT', '/api/admin/provider-accounts/:key', 'admin'),
  input('PUT', '/api/admin/provider-accounts/:key/credentials', 'admin'),
  input('DELETE', '/api/admin/provider-accounts/:key', 'admin'),
  input('GET', '/api/address-book/addresses/:id', 'shipper'),
  input('PUT', '/api/address-book/addresses/:id', 'shipper'),
  input('DELETE', '/api/address-book/addresses/:id', 'shipper'),
  input('GET', '/api/address-book/parcel-presets/:id', 'shipper'),
  input('PUT', '/api/address-book/parcel-presets/:id', 'shipper'),
  input('DELETE', '/api/address-book/parcel-presets/:id', 'shipper'),
  input('GET', '/api/manifests/:id', 'shipper'),
  input('GET', '/api/manifests/:id/pdf', 'shipper'),
  input('GET', '/api/pickups/:id', 'shipper'),
  input('PUT', '/api/pickups/:id', 'shipper'),
  input('POST', '/api/pickups/:id/cancel', 'shipper'),
  input('POST', '/api/shipments/:id/returns', 'shipper'),
  input('POST', '/api/shipments/:id/return-link', 'shipper'),
  input('GET', '/api/returns/portal/:token', 'shipper'),
  input('POST', '/api/returns/portal/:token', 'shipper'),
  // query only
  input('GET', '/api/autonomous/decisions', 'admin', { query: { limit: { valid: () => '10', integer: [1, 200] } } }),
  input('GET', '/api/admin/early-access', 'admin', { query: { limit: { valid: () => '10', integer: [1, 5000] } } }),
  input('GET', '/api/admin/users', 'admin', { query: { limit: { valid: () => '10', integer: [1, 500] }, q: { valid: () => 'shipper' } } }),
  input('GET', '/api/crm/inquiries', 'agent', {
    query: {
      limit: { valid: () => '10', integer: [1, 500] },
      status: { valid: () => 'open' },
      priority: { valid: () => 'high' },
      email: { valid: () => 'customer@example.com' },
    },
  }),
  input('GET', '/api/crm/customers/search', 'agent', { query: { email: { valid: () => 'shipper@waypost.test' } } }),
  input('GET', '/api/audit/streams', 'admin', {
    query: { limit: { valid: () => '10', integer: [1, 1000] }, prefix: { valid: () => 'shipment-' }, type: { valid: () => 'shipment' }, after: { valid: () => 'a' } },
  }),
  input('GET', '/api/audit/export', 'admin', {
    query: {
      from: { valid: () => '2026-01-01T00:00:00Z' },
      to: { valid: () => '2027-01-01T00:00:00Z' },
      type: { valid: () => 'ShipmentCreated' },
      prefix: { valid: () => 'shipment-' },
    },
  }),
];
