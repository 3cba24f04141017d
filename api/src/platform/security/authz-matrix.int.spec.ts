import request, { type Response } from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import type { CreatedShipment, Shipment } from '@waypost/contracts';
import { createTestApp, type TestApp, DEMO_PASSWORD } from '../../../test-support/create-test-app';
import { BookCarrierCommand } from '../../shipping/commands/book-carrier.command';
import { RecordTrackingEventCommand } from '../../shipping/commands/record-tracking-event.command';
import { commandContext } from '../event-store/command-context';
import { answerChecker } from '../../../test-support/openapi-answers';
import { openApiDocument } from '../openapi/openapi.controller';

// ── Authorization matrix: every endpoint the API exposes × every kind of caller, with the expected status ──
// Real app, real PostgreSQL. The business shipper owns every resource the rows point at, so the private shipper's
// column is "another user's resource": 404, never 403 (which would confirm it exists) and never a leak. A second
// test reads Fastify's route table: a route that is not in this table (or a row without a route) fails the suite.
// Over 300 lines: the matrix is one table of every endpoint, and it must stay whole to be checked against the routes.

jest.setTimeout(120_000);

const WHO = ['anonymous', 'private', 'shipper', 'agent', 'admin', 'auditor'] as const;
type Who = (typeof WHO)[number];
type Expected = Record<Who, number>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const everyone = (status: number): Expected => ({ anonymous: status, private: status, shipper: status, agent: status, admin: status, auditor: status });
/** Any signed-in user; auditors may not send writes (AuditorReadOnlyInterceptor) unless told. */
const signedIn = (status: number, overrides: Partial<Expected> = {}): Expected => ({ ...everyone(status), anonymous: 401, ...overrides });
const only = (allowed: Partial<Expected>): Expected => ({ anonymous: 401, private: 403, shipper: 403, agent: 403, admin: 403, auditor: 403, ...allowed });
/** A resource of the business shipper: staff (agent, admin, auditor) read it, the private shipper gets 404. */
const ownedByShipper = (status: number, overrides: Partial<Expected> = {}): Expected => ({
  anonymous: 401,
  private: 404,
  shipper: status,
  agent: status,
  admin: status,
  auditor: status,
  ...overrides,
});

/** Unique markers in the business shipper's data: must never reach the private shipper or a signed-out caller. */
const SECRET = 'Quentinmatrixsecret';
const shipmentBody = {
  fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: `Jo ${SECRET}`, address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: `Widget ${SECRET}`, weight: 1.2, value: 150, dimensions: { length: 30, width: 20, height: 15 } },
  customs: {
    contentType: 'merchandise',
    incoterm: 'DAP',
    items: [
      {
        description: `Widget ${SECRET}`,
        quantity: 1,
        unitValue: { amountMinor: 15_000, currency: 'EUR' },
        hsCode: '847130',
        originCountry: 'DE',
        weight: { value: 1, unit: 'kg' },
      },
    ],
  },
};
const plainShipmentBody = {
  ...shipmentBody,
  toAddress: { ...shipmentBody.toAddress, name: 'Jo Receiver' },
  itemDetails: { ...shipmentBody.itemDetails, description: 'Books' },
  customs: { ...shipmentBody.customs, items: [{ ...shipmentBody.customs.items[0]!, description: 'Books' }] },
};
/** A webhook receiver address the test app allows (WEBHOOK_ALLOW_HOSTS); nothing is delivered (RUN_WEBHOOKS is off). */
const WEBHOOK_BODY = { url: 'http://127.0.0.1:9/hooks', eventTypes: ['shipment.created'] };
/** `name`: the fixture's carries SECRET (never shown to others); a row's own POST answers with what it sent. */
const savedAddressBody = (nickname: string, name = 'Sam Shipper') => ({
  nickname,
  address: { name, address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
});
const presetBody = (name: string) => ({ name, parcel: { weight: { value: 2, unit: 'kg' } } });
const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const ecbSnapshot = {
  source: 'ECB euro foreign exchange reference rates, eurofxref-daily.xml of 2024-06-28',
  snapshots: [
    { date: '2024-06-28', rates: { USD: '1.0705', JPY: '171.94', GBP: '0.84638', SEK: '11.3595', CHF: '0.9634', AUD: '1.6079', CAD: '1.4670', CNY: '7.7748', KRW: '1474.86' } },
  ],
};
const declaration = {
  itemDetails: { description: 'Cotton t-shirt', value: 500, currency: 'USD', category: 'clothing', weight: 0.3 },
  fromAddress: { country: 'DE', name: 'Waypost Demo GmbH', city: 'Berlin' },
  toAddress: { country: 'US', name: 'Jo Receiver', city: 'New York' },
  shipDate: '2026-11-22',
};

interface Fixtures {
  t: TestApp;
  cookies: Record<Who, string | undefined>;
  shipment: Shipment;
  inquiryId: string;
  replayId: string;
  exportText: string;
  /** A new shipment of the business shipper (for rows that change it). */
  freshShipment(): Promise<Shipment>;
  /** A new shipment of the business shipper that waits for a rate to be bought (issue 24). */
  freshManualShipment(): Promise<CreatedShipment>;
  /** A new inquiry of the business shipper; resolved by the desk when asked. */
  freshInquiry(resolved?: boolean): Promise<string>;
  /** A webhook endpoint of the business shipper (and a new one for rows that delete it). */
  webhookEndpointId: string;
  freshWebhookEndpoint(): Promise<string>;
  /** An end-of-day manifest of the business shipper (issue 28 item 6), closing a shipment booked with UPS today. */
  manifestId: string;
  /** A carrier pickup of the business shipper (issue 28 item 3), and a new one (with a new shipment) for rows that end it. */
  pickupId: string;
  freshPickup(): Promise<string>;
  /** A saved address and a parcel preset of the business shipper (and new ones for rows that remove them). */
  savedAddressId: string;
  freshSavedAddress(): Promise<string>;
  parcelPresetId: string;
  freshParcelPreset(): Promise<string>;
  /** Issue 28 item 2: a new shipment of the business shipper in transit (returnable), and a portal token of a new one. */
  freshReturnable(): Promise<Shipment>;
  freshPortalToken(): Promise<string>;
  unique(): string;
}
interface Cell {
  who: Who;
  cookie: string | undefined;
  f: Fixtures;
}
interface Call {
  path?: string;
  body?: unknown;
  contentType?: string;
}
interface Row {
  /** Tells two rows of one route apart. */
  variant?: string;
  method: Method;
  /** The route as Fastify knows it. */
  route: string;
  call?: (cell: Cell) => Call | Promise<Call>;
  /** Sign in anew for this cell (the call ends or replaces the session). */
  freshSession?: boolean;
  expect: Expected;
  check?: (res: Response, cell: Cell) => void;
  /** After each cell (e.g. wait for a replay the call started). */
  settle?: (f: Fixtures) => Promise<void>;
}

const credentials = (who: Who) => ({ email: `${who === 'anonymous' ? 'private' : who}@waypost.test`, password: DEMO_PASSWORD });
const allReplaysDone = async (f: Fixtures) => {
  for (let i = 0; i < 600 && f.t.resources.runner.replayHistory().some((r) => !['done', 'failed'].includes(r.state)); i++) await new Promise((r) => setTimeout(r, 25));
};

const MATRIX: Row[] = [
  // ── access: sign-in, sessions, API tokens ──
  { method: 'GET', route: '/api/login', expect: everyone(200) },
  { method: 'POST', route: '/api/login', freshSession: true, call: ({ who }) => ({ body: credentials(who) }), expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/signup',
    freshSession: true,
    call: ({ f }) => ({ body: { email: `matrix-${f.unique()}@example.test`, password: 'long-enough-1', firstName: 'Mat', userType: 'private' } }),
    expect: everyone(202),
  },
  { method: 'GET', route: '/api/verify-email', call: () => ({ path: '/api/verify-email?token=not-a-token-of-this-server-0123' }), expect: everyone(400) },
  { method: 'POST', route: '/api/verify-email', call: () => ({ body: { token: 'not-a-token-of-this-server-0123', password: 'whatever-it-is-1' } }), expect: everyone(400) },
  { method: 'POST', route: '/api/auth/verification', expect: signedIn(200) }, // demo accounts are verified: "confirmed already"
  { method: 'GET', route: '/api/admin/mail/outbox', expect: only({ admin: 200 }) },
  { method: 'GET', route: '/api/callback', expect: everyone(400) }, // OIDC not configured
  { method: 'GET', route: '/api/auth/identities', expect: signedIn(200), check: (res) => expect(res.body).toEqual({ singleSignOn: false, identities: [] }) },
  { method: 'GET', route: '/api/auth/identities/link', expect: signedIn(400) }, // OIDC not configured
  { method: 'GET', route: '/api/admin/users', expect: only({ admin: 200 }) },
  // provider accounts (issue 27, item 6): admins only; the bodies change nothing (400, or an account that is not there)
  { method: 'GET', route: '/api/admin/provider-accounts', expect: only({ admin: 200 }) },
  { method: 'POST', route: '/api/admin/provider-accounts', call: () => ({ body: { provider: 'easypost', account: 'matrix', credentials: {} } }), expect: only({ admin: 400 }) },
  {
    method: 'PUT',
    route: '/api/admin/provider-accounts/:key',
    call: () => ({ path: '/api/admin/provider-accounts/easypost.matrix', body: { enabled: false } }),
    expect: only({ admin: 404 }),
  },
  {
    method: 'PUT',
    route: '/api/admin/provider-accounts/:key/credentials',
    call: () => ({ path: '/api/admin/provider-accounts/easypost.matrix/credentials', body: { credentials: { apiKey: 'EZTKmatrix' } } }),
    expect: only({ admin: 404 }),
  },
  { method: 'DELETE', route: '/api/admin/provider-accounts/:key', call: () => ({ path: '/api/admin/provider-accounts/easypost.matrix' }), expect: only({ admin: 404 }) },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/role',
    call: async ({ f }) => {
      const rows = await request(f.t.app.getHttpServer()).get('/api/admin/users?q=private@waypost.test').set('cookie', f.cookies.admin!).expect(200);
      return { path: `/api/admin/users/${rows.body[0].id}/role`, body: { role: 'shipper' } }; // the role it has: nothing changes
    },
    expect: only({ admin: 200 }),
  },
  { method: 'GET', route: '/api/logout', freshSession: true, expect: everyone(302) },
  { method: 'POST', route: '/api/logout', freshSession: true, expect: everyone(204) }, // JSON callers; a form post gets 303 to /
  { method: 'GET', route: '/api/auth/user', expect: signedIn(200), check: (res, { who }) => expect(res.body.email).toBe(`${who}@waypost.test`) },
  { method: 'POST', route: '/api/auth/cli-login', call: ({ who }) => ({ body: { ...credentials(who), name: 'matrix' } }), expect: everyone(201) },
  { method: 'POST', route: '/api/auth/tokens', call: () => ({ body: { name: 'matrix' } }), expect: signedIn(201) },
  { method: 'GET', route: '/api/auth/tokens', expect: signedIn(200) },
  {
    method: 'DELETE',
    route: '/api/auth/tokens/:id',
    call: async ({ f }) => {
      const token = await request(f.t.app.getHttpServer()).post('/api/auth/tokens').set('cookie', f.cookies.shipper!).send({ name: 'victim' }).expect(201);
      return { path: `/api/auth/tokens/${token.body.id}` };
    },
    expect: { anonymous: 401, private: 404, shipper: 204, agent: 404, admin: 404, auditor: 404 }, // tokens are personal, even for admins
  },
  { method: 'POST', route: '/api/auth/keys', call: () => ({ body: { name: 'matrix', mode: 'test', scopes: ['read'] } }), expect: signedIn(201) },
  { method: 'GET', route: '/api/auth/keys', expect: signedIn(200) },
  {
    method: 'DELETE',
    route: '/api/auth/keys/:id',
    call: async ({ f }) => {
      const key = await request(f.t.app.getHttpServer())
        .post('/api/auth/keys')
        .set('cookie', f.cookies.shipper!)
        .send({ name: 'victim', mode: 'live', scopes: ['read'] })
        .expect(201);
      return { path: `/api/auth/keys/${key.body.id}` };
    },
    expect: { anonymous: 401, private: 404, shipper: 200, agent: 404, admin: 404, auditor: 404 }, // keys are personal, even for admins
  },

  // ── shipping ──
  { method: 'POST', route: '/api/shipments', call: () => ({ body: plainShipmentBody }), expect: signedIn(201, { auditor: 403 }) },
  {
    method: 'GET',
    route: '/api/shipments',
    expect: signedIn(200), // everyone's own list (staff read others' by id)
    check: (res, { who, f }) => expect(res.body.some((s: Shipment) => s.id === f.shipment.id)).toBe(who === 'shipper'),
  },
  { method: 'GET', route: '/api/shipments/:id', call: ({ f }) => ({ path: `/api/shipments/${f.shipment.id}` }), expect: ownedByShipper(200) },
  {
    method: 'POST',
    route: '/api/shipments/:id/tracking-events',
    call: async ({ f }) => ({
      path: `/api/shipments/${(await f.freshShipment()).id}/tracking-events`,
      body: { eventType: 'pickup', description: 'Picked up', location: 'Berlin Hub' },
    }),
    expect: only({ agent: 201, admin: 201 }),
  },
  {
    method: 'POST',
    route: '/api/shipments/:id/cancel',
    call: async ({ f }) => ({ path: `/api/shipments/${(await f.freshShipment()).id}/cancel`, body: {} }),
    expect: ownedByShipper(200, { auditor: 403 }),
  },
  {
    method: 'POST',
    route: '/api/shipments/:id/rates',
    call: async ({ f }) => ({ path: `/api/shipments/${(await f.freshManualShipment()).id}/rates`, body: {} }),
    expect: ownedByShipper(200, { auditor: 403 }),
  },
  {
    method: 'POST',
    route: '/api/shipments/:id/purchase',
    call: async ({ f }) => {
      const s = await f.freshManualShipment();
      return { path: `/api/shipments/${s.id}/purchase`, body: { rateId: s.rates[s.rates.length - 1]!.id } };
    },
    expect: ownedByShipper(200, { auditor: 403 }),
  },
  {
    method: 'POST',
    route: '/api/shipments/:id/void',
    // no label on a fresh shipment: whoever may act on it reaches that answer (409); others do not see it
    call: async ({ f }) => ({ path: `/api/shipments/${(await f.freshShipment()).id}/void`, body: {} }),
    expect: ownedByShipper(409, { auditor: 403 }),
  },
  { method: 'GET', route: '/api/tracking/:trackingNumber', call: ({ f }) => ({ path: `/api/tracking/${f.shipment.trackingNumber}` }), expect: ownedByShipper(200) },
  { method: 'GET', route: '/api/shipments/:id/carrier', call: ({ f }) => ({ path: `/api/shipments/${f.shipment.id}/carrier` }), expect: ownedByShipper(200) },
  { method: 'GET', route: '/api/shipments/:id/label', call: ({ f }) => ({ path: `/api/shipments/${f.shipment.id}/label` }), expect: ownedByShipper(200) },
  { method: 'GET', route: '/api/shipments/:id/documents', call: ({ f }) => ({ path: `/api/shipments/${f.shipment.id}/documents` }), expect: ownedByShipper(200) },
  {
    method: 'GET',
    route: '/api/shipments/:id/documents/:kind',
    call: ({ f }) => ({ path: `/api/shipments/${f.shipment.id}/documents/commercial-invoice` }),
    expect: ownedByShipper(200),
  },
  { method: 'GET', route: '/api/carriers/status', expect: everyone(200) },
  // a provider's tracking push: no session counts, only the provider's signature; no provider is configured here
  { method: 'POST', route: '/api/carriers/webhooks/:provider', call: () => ({ path: '/api/carriers/webhooks/easypost', body: { id: 'evt_1' } }), expect: everyone(404) },

  // ── quoting (public calculators) ──
  {
    method: 'POST',
    route: '/api/quotes',
    call: () => ({ body: { fromLocation: 'Berlin', toLocation: 'New York, USA', weight: 1, declaredValue: 100, dimensions: { length: 30, width: 20, height: 15 } } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/shipping/calculate',
    call: () => ({ body: { origin: { country: 'DE' }, destination: { country: 'US' }, package: { weight: 2.5, dimensions: { length: 10, width: 10, height: 10 }, value: 100 } } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/shipping/real-rates',
    call: () => ({
      body: {
        origin: { address: 'Main St 1', city: 'Chicago', country: 'United States', postalCode: '60601' },
        destination: { address: 'Rue 1', city: 'Paris', country: 'France', postalCode: '75001' },
        package: { weight: 2, dimensions: { length: 20, width: 20, height: 20 }, value: 100, category: 'general' },
      },
    }),
    expect: everyone(200),
  },
  { method: 'POST', route: '/api/ai/optimize-route', call: () => ({ body: { origin: 'Shanghai, China', destination: 'Hamburg, Germany' } }), expect: everyone(200) },

  // ── compliance (public, except the platform totals) ──
  {
    method: 'POST',
    route: '/api/compliance/check',
    call: () => ({ body: { itemCategory: 'Electronics', description: 'smartphone', fromCountry: 'China', toCountry: 'Germany', declaredValue: 400, currency: 'EUR' } }),
    expect: everyone(200),
  },
  { method: 'POST', route: '/api/tax/calculate', call: () => ({ body: { amount: 100, originCountry: 'US', destinationCountry: 'GB' } }), expect: everyone(200) },
  { method: 'POST', route: '/api/vat/validate', call: () => ({ body: { vatNumber: 'DE136695978' } }), expect: everyone(200) }, // bad checksum: no registry call
  { method: 'POST', route: '/api/customs/declaration', call: () => ({ body: declaration }), expect: everyone(200) },
  { method: 'POST', route: '/api/customs/declaration/pdf', call: () => ({ body: declaration }), expect: everyone(200) },
  { method: 'GET', route: '/api/tax/compliance/status', expect: signedIn(200) },
  { method: 'GET', route: '/api/tax/api-status', expect: everyone(200) },
  { method: 'GET', route: '/api/fx/reference-rates', expect: everyone(200) },
  // the ECB's published snapshot of 2024-06-28 again: the shipped table holds it already, so nothing changes
  { method: 'POST', route: '/api/fx/reference-rates', call: () => ({ body: ecbSnapshot }), expect: only({ admin: 200 }) },

  // ── assistant ──
  {
    method: 'POST',
    route: '/api/ai/chat',
    call: ({ f }) => ({ body: { message: `where is ${f.shipment.trackingNumber}?` } }),
    expect: everyone(200),
    check: (res, { who }) => expect(res.body.response.includes('New York')).toBe(['shipper', 'agent', 'admin', 'auditor'].includes(who)),
  },
  {
    method: 'POST',
    route: '/api/ai/recognize',
    call: () => ({ body: { imageData: `data:image/png;base64,${PNG_1x1}`, description: 'Used Dell laptop with charger' } }),
    expect: signedIn(200, { auditor: 403 }),
  },
  { method: 'POST', route: '/api/ai/analyze-item', call: () => ({ body: { description: 'Bottle of perfume 100ml' } }), expect: everyone(200) },

  // ── early access ──
  { method: 'POST', route: '/api/early-access', call: ({ f }) => ({ body: { email: `ea-${f.unique()}@example.test`, company: 'Matrix Ltd' } }), expect: everyone(201) },
  { method: 'GET', route: '/api/admin/early-access', expect: only({ admin: 200 }) },

  // ── shipper's inquiries (own only) ──
  {
    method: 'GET',
    route: '/api/inquiries',
    expect: only({ private: 200, shipper: 200 }),
    check: (res, { who, f }) => expect(JSON.stringify(res.body).includes(f.inquiryId)).toBe(who === 'shipper'),
  },
  { method: 'POST', route: '/api/inquiries', call: () => ({ body: { subject: 'Where is my parcel', description: 'It is late' } }), expect: only({ private: 201, shipper: 201 }) },
  {
    variant: "about the business shipper's shipment",
    method: 'POST',
    route: '/api/inquiries',
    call: ({ f }) => ({ body: { subject: 'Where is it', description: 'Tell me', shipmentId: f.shipment.id } }),
    expect: only({ private: 404, shipper: 201 }),
  },
  { method: 'GET', route: '/api/inquiries/:id', call: ({ f }) => ({ path: `/api/inquiries/${f.inquiryId}` }), expect: only({ private: 404, shipper: 200 }) },
  {
    method: 'POST',
    route: '/api/inquiries/:id/replies',
    call: ({ f }) => ({ path: `/api/inquiries/${f.inquiryId}/replies`, body: { message: 'Any news?' } }),
    expect: only({ private: 404, shipper: 201 }),
  },
  {
    method: 'POST',
    route: '/api/inquiries/:id/rating',
    call: async ({ f }) => ({ path: `/api/inquiries/${await f.freshInquiry(true)}/rating`, body: { rating: 4 } }),
    expect: only({ private: 404, shipper: 200 }),
  },
  {
    method: 'POST',
    route: '/api/inquiries/:id/close',
    call: async ({ f }) => ({ path: `/api/inquiries/${await f.freshInquiry()}/close`, body: {} }),
    expect: only({ private: 404, shipper: 200 }),
  },

  // ── a shipper's end-of-day manifests (own only; issue 28 item 6) ──
  {
    method: 'GET',
    route: '/api/manifests',
    expect: only({ private: 200, shipper: 200 }),
    check: (res, { who, f }) => expect(JSON.stringify(res.body).includes(f.manifestId)).toBe(who === 'shipper'),
  },
  {
    method: 'GET',
    route: '/api/manifests/preview',
    call: () => ({ path: `/api/manifests/preview?carrierId=ups&shipDate=${new Date().toISOString().slice(0, 10)}` }),
    expect: only({ private: 200, shipper: 200 }),
  },
  // nothing booked with FedEx that day: refused, nothing made
  { method: 'POST', route: '/api/manifests', call: () => ({ body: { carrierId: 'fedex', shipDate: '2020-01-02' } }), expect: only({ private: 422, shipper: 422 }) },
  { method: 'GET', route: '/api/manifests/:id', call: ({ f }) => ({ path: `/api/manifests/${f.manifestId}` }), expect: only({ private: 404, shipper: 200 }) },
  { method: 'GET', route: '/api/manifests/:id/pdf', call: ({ f }) => ({ path: `/api/manifests/${f.manifestId}/pdf` }), expect: only({ private: 404, shipper: 200 }) },

  // ── returns (issue 28 item 2): the owner's only (staff do not return for a shipper); the portal is the token's ──
  {
    method: 'POST',
    route: '/api/shipments/:id/returns',
    call: async ({ f }) => ({ path: `/api/shipments/${(await f.freshReturnable()).id}/returns`, body: { reason: 'damaged' } }),
    expect: { anonymous: 401, private: 404, shipper: 201, agent: 404, admin: 404, auditor: 403 },
  },
  {
    method: 'POST',
    route: '/api/shipments/:id/return-link',
    call: async ({ f }) => ({ path: `/api/shipments/${(await f.freshReturnable()).id}/return-link`, body: {} }),
    expect: { anonymous: 401, private: 404, shipper: 200, agent: 404, admin: 404, auditor: 403 },
  },
  { method: 'GET', route: '/api/returns/portal/:token', call: async ({ f }) => ({ path: `/api/returns/portal/${await f.freshPortalToken()}` }), expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/returns/portal/:token',
    call: async ({ f }) => ({ path: `/api/returns/portal/${await f.freshPortalToken()}`, body: { reason: 'no_longer_needed' } }),
    expect: everyone(201),
  },

  // ── a shipper's carrier pickups (own only; issue 28 item 3) ──
  {
    method: 'GET',
    route: '/api/pickups',
    expect: only({ private: 200, shipper: 200 }),
    check: (res, { who, f }) => expect(JSON.stringify(res.body).includes(f.pickupId)).toBe(who === 'shipper'),
  },
  { method: 'GET', route: '/api/pickups/candidates', call: () => ({ path: '/api/pickups/candidates?carrierId=dpd' }), expect: only({ private: 200, shipper: 200 }) },
  // a shipment that is not the caller's (nobody's): refused, nothing made
  {
    method: 'POST',
    route: '/api/pickups',
    call: () => ({
      body: {
        carrierId: 'dpd',
        shipmentIds: ['00000000-0000-4000-8000-000000000000'],
        date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        earliest: '09:00',
        latest: '17:00',
      },
    }),
    expect: only({ private: 422, shipper: 422 }),
  },
  { method: 'GET', route: '/api/pickups/:id', call: ({ f }) => ({ path: `/api/pickups/${f.pickupId}` }), expect: only({ private: 404, shipper: 200 }) },
  {
    method: 'PUT',
    route: '/api/pickups/:id',
    call: ({ f }) => ({ path: `/api/pickups/${f.pickupId}`, body: { instructions: 'Ring twice' } }),
    expect: only({ private: 404, shipper: 200 }),
  },
  {
    method: 'POST',
    route: '/api/pickups/:id/cancel',
    call: async ({ f, who }) => ({ path: `/api/pickups/${who === 'shipper' ? await f.freshPickup() : f.pickupId}/cancel`, body: {} }),
    expect: only({ private: 404, shipper: 200 }),
  },

  // ── a shipper's webhook endpoints (own only) ──
  { method: 'GET', route: '/api/webhooks/event-types', expect: only({ private: 200, shipper: 200 }) },
  {
    method: 'GET',
    route: '/api/webhooks/endpoints',
    expect: only({ private: 200, shipper: 200 }),
    check: (res, { who, f }) => expect(JSON.stringify(res.body).includes(f.webhookEndpointId)).toBe(who === 'shipper'),
  },
  { method: 'POST', route: '/api/webhooks/endpoints', call: () => ({ body: WEBHOOK_BODY }), expect: only({ private: 201, shipper: 201 }) },
  {
    method: 'GET',
    route: '/api/webhooks/endpoints/:id',
    call: ({ f }) => ({ path: `/api/webhooks/endpoints/${f.webhookEndpointId}` }),
    expect: only({ private: 404, shipper: 200 }),
  },
  {
    method: 'PUT',
    route: '/api/webhooks/endpoints/:id',
    call: ({ f }) => ({ path: `/api/webhooks/endpoints/${f.webhookEndpointId}`, body: { description: `matrix ${f.unique()}` } }),
    expect: only({ private: 404, shipper: 200 }),
  },
  {
    method: 'DELETE',
    route: '/api/webhooks/endpoints/:id',
    call: async ({ f }) => ({ path: `/api/webhooks/endpoints/${await f.freshWebhookEndpoint()}` }),
    expect: only({ private: 404, shipper: 204 }),
  },
  {
    method: 'POST',
    route: '/api/webhooks/endpoints/:id/rotate-secret',
    call: ({ f }) => ({ path: `/api/webhooks/endpoints/${f.webhookEndpointId}/rotate-secret` }),
    expect: only({ private: 404, shipper: 200 }),
  },
  {
    method: 'POST',
    route: '/api/webhooks/endpoints/:id/test',
    call: ({ f }) => ({ path: `/api/webhooks/endpoints/${f.webhookEndpointId}/test` }),
    expect: only({ private: 404, shipper: 202 }),
  },
  {
    method: 'POST',
    route: '/api/webhooks/endpoints/:id/replay',
    call: ({ f }) => ({ path: `/api/webhooks/endpoints/${f.webhookEndpointId}/replay`, body: { fromPosition: '0' } }),
    expect: only({ private: 404, shipper: 202 }),
  },
  {
    method: 'GET',
    route: '/api/webhooks/endpoints/:id/deliveries',
    call: ({ f }) => ({ path: `/api/webhooks/endpoints/${f.webhookEndpointId}/deliveries` }),
    expect: only({ private: 404, shipper: 200 }),
  },

  // ── a shipper's address book and parcel presets (own only) ──
  {
    method: 'GET',
    route: '/api/address-book/addresses',
    expect: only({ private: 200, shipper: 200 }),
    check: (res, { who, f }) => expect(JSON.stringify(res.body).includes(f.savedAddressId)).toBe(who === 'shipper'),
  },
  { method: 'POST', route: '/api/address-book/addresses', call: ({ f }) => ({ body: savedAddressBody(`matrix ${f.unique()}`) }), expect: only({ private: 201, shipper: 201 }) },
  {
    method: 'GET',
    route: '/api/address-book/addresses/:id',
    call: ({ f }) => ({ path: `/api/address-book/addresses/${f.savedAddressId}` }),
    expect: only({ private: 404, shipper: 200 }),
  },
  {
    method: 'PUT',
    route: '/api/address-book/addresses/:id',
    call: ({ f }) => ({ path: `/api/address-book/addresses/${f.savedAddressId}`, body: { nickname: `matrix ${f.unique()}` } }),
    expect: only({ private: 404, shipper: 200 }),
  },
  {
    method: 'DELETE',
    route: '/api/address-book/addresses/:id',
    call: async ({ f }) => ({ path: `/api/address-book/addresses/${await f.freshSavedAddress()}` }),
    expect: only({ private: 404, shipper: 204 }),
  },
  {
    method: 'GET',
    route: '/api/address-book/parcel-presets',
    expect: only({ private: 200, shipper: 200 }),
    check: (res, { who, f }) => expect(JSON.stringify(res.body).includes(f.parcelPresetId)).toBe(who === 'shipper'),
  },
  { method: 'POST', route: '/api/address-book/parcel-presets', call: ({ f }) => ({ body: presetBody(`matrix ${f.unique()}`) }), expect: only({ private: 201, shipper: 201 }) },
  {
    method: 'GET',
    route: '/api/address-book/parcel-presets/:id',
    call: ({ f }) => ({ path: `/api/address-book/parcel-presets/${f.parcelPresetId}` }),
    expect: only({ private: 404, shipper: 200 }),
  },
  {
    method: 'PUT',
    route: '/api/address-book/parcel-presets/:id',
    call: ({ f }) => ({ path: `/api/address-book/parcel-presets/${f.parcelPresetId}`, body: { name: `matrix ${f.unique()}` } }),
    expect: only({ private: 404, shipper: 200 }),
  },
  {
    method: 'DELETE',
    route: '/api/address-book/parcel-presets/:id',
    call: async ({ f }) => ({ path: `/api/address-book/parcel-presets/${await f.freshParcelPreset()}` }),
    expect: only({ private: 404, shipper: 204 }),
  },

  // ── customer-service desk (agents and admins) ──
  { method: 'GET', route: '/api/crm/dashboard', expect: only({ agent: 200, admin: 200 }) },
  { method: 'GET', route: '/api/crm/inquiries', expect: only({ agent: 200, admin: 200 }) },
  {
    method: 'POST',
    route: '/api/crm/inquiries',
    call: () => ({ body: { email: 'shipper@waypost.test', subject: 'Call back', description: 'Phoned in', priority: 'urgent' } }),
    expect: only({ agent: 201, admin: 201 }),
  },
  { method: 'GET', route: '/api/crm/inquiries/:id', call: ({ f }) => ({ path: `/api/crm/inquiries/${f.inquiryId}` }), expect: only({ agent: 200, admin: 200 }) },
  {
    method: 'POST',
    route: '/api/crm/inquiries/:id/responses',
    call: ({ f }) => ({ path: `/api/crm/inquiries/${f.inquiryId}/responses`, body: { message: 'On it' } }),
    expect: only({ agent: 201, admin: 201 }),
  },
  {
    method: 'PUT',
    route: '/api/crm/inquiries/:id/resolve',
    call: async ({ f }) => ({ path: `/api/crm/inquiries/${await f.freshInquiry()}/resolve`, body: { resolutionNotes: 'Done' } }),
    expect: only({ agent: 200, admin: 200 }),
  },
  {
    method: 'PUT',
    route: '/api/crm/inquiries/:id/status',
    call: async ({ f }) => ({ path: `/api/crm/inquiries/${await f.freshInquiry()}/status`, body: { status: 'in_progress' } }),
    expect: only({ agent: 200, admin: 200 }),
  },
  {
    method: 'POST',
    route: '/api/crm/inquiries/:id/close',
    call: async ({ f }) => ({ path: `/api/crm/inquiries/${await f.freshInquiry()}/close`, body: {} }),
    expect: only({ agent: 200, admin: 200 }),
  },
  { method: 'GET', route: '/api/crm/customers/search', call: () => ({ path: '/api/crm/customers/search?email=shipper@waypost.test' }), expect: only({ agent: 200, admin: 200 }) },
  {
    method: 'GET',
    route: '/api/tracking/customer/:email/:shipmentId',
    call: ({ f }) => ({ path: `/api/tracking/customer/shipper%40waypost.test/${f.shipment.id}` }),
    expect: only({ agent: 200, admin: 200 }),
  },

  // ── admin dashboards and metrics ──
  { method: 'GET', route: '/api/admin/metrics', expect: only({ admin: 200 }) },
  { method: 'GET', route: '/api/admin/analytics', expect: only({ admin: 200 }) },
  { method: 'GET', route: '/metrics', expect: only({ admin: 200 }) },

  // ── autonomous operations (admins) and the user's own notifications and preference ──
  { method: 'GET', route: '/api/autonomous/intelligence', expect: only({ admin: 200 }) },
  { method: 'POST', route: '/api/autonomous/override', call: () => ({ body: { action: 'pause_automation', reason: 'matrix check' } }), expect: only({ admin: 200 }) },
  { method: 'GET', route: '/api/autonomous/overrides', expect: only({ admin: 200 }) },
  { method: 'POST', route: '/api/autonomous/crisis', call: () => ({ body: { crisisType: 'payment_failure' } }), expect: only({ admin: 201 }) },
  { method: 'GET', route: '/api/autonomous/crisis', expect: only({ admin: 200 }) },
  {
    method: 'POST',
    route: '/api/autonomous/crisis/:id/resolve',
    call: async ({ f }) => {
      const crisis = await request(f.t.app.getHttpServer()).post('/api/autonomous/crisis').set('cookie', f.cookies.admin!).send({ crisisType: 'demand_surge' }).expect(201);
      return { path: `/api/autonomous/crisis/${crisis.body.crisis.id}/resolve`, body: {} };
    },
    expect: only({ admin: 200 }),
  },
  { method: 'GET', route: '/api/autonomous/decisions', expect: only({ admin: 200 }) },
  { method: 'GET', route: '/api/autonomous/queue', expect: only({ admin: 200 }) },
  { method: 'GET', route: '/api/notifications', expect: signedIn(200) },
  { method: 'GET', route: '/api/preferences/shipping', expect: signedIn(200) },
  { method: 'PUT', route: '/api/preferences/shipping', call: () => ({ body: { priority: 'speed' } }), expect: signedIn(200, { auditor: 403 }) },

  // ── platform ──
  { method: 'GET', route: '/api/platform/config', expect: everyone(200) },
  { method: 'GET', route: '/api/health', expect: everyone(200) },
  { method: 'GET', route: '/api/health/live', expect: everyone(200) },
  { method: 'GET', route: '/api/health/ready', expect: everyone(200) },
  { method: 'GET', route: '/api/openapi.json', expect: everyone(200) },
  { method: 'GET', route: '/api/docs', expect: everyone(200) },
  { method: 'GET', route: '/api/docs/assets/:file', call: () => ({ path: '/api/docs/assets/start.js' }), expect: everyone(200) },
  { method: 'GET', route: '/api/events/:streamId', call: ({ f }) => ({ path: `/api/events/shipment-${f.shipment.id}` }), expect: only({ admin: 200, auditor: 200 }) },
  { method: 'GET', route: '/api/projections', expect: only({ admin: 200 }) },
  { method: 'POST', route: '/api/projections/:name/rebuild', call: () => ({ path: '/api/projections/early-access/rebuild' }), expect: only({ admin: 202 }) },

  // ── audit (auditors read and replay; admins also import and forget) ──
  { method: 'GET', route: '/api/audit/streams', expect: only({ admin: 200, auditor: 200 }) },
  { method: 'GET', route: '/api/audit/streams/:streamId', call: ({ f }) => ({ path: `/api/audit/streams/shipment-${f.shipment.id}` }), expect: only({ admin: 200, auditor: 200 }) },
  { method: 'GET', route: '/api/audit/export', expect: only({ admin: 200, auditor: 200 }) },
  // into a store that has history already: refused with 409 (the admin got through authorization)
  { method: 'POST', route: '/api/audit/import', call: ({ f }) => ({ body: f.exportText, contentType: 'application/x-ndjson' }), expect: only({ admin: 409 }) },
  { method: 'POST', route: '/api/audit/replays', call: () => ({ body: { projection: 'early-access' } }), expect: only({ admin: 202, auditor: 202 }), settle: allReplaysDone },
  { method: 'GET', route: '/api/audit/replays', expect: only({ admin: 200, auditor: 200 }) },
  { method: 'GET', route: '/api/audit/replays/:id', call: ({ f }) => ({ path: `/api/audit/replays/${f.replayId}` }), expect: only({ admin: 200, auditor: 200 }) },
  {
    method: 'POST',
    route: '/api/audit/forget/:userId',
    call: ({ f }) => ({ path: `/api/audit/forget/nobody-${f.unique()}` }),
    expect: only({ admin: 202 }),
    settle: allReplaysDone,
  },
];

// ── Fastify's route table, from printRoutes ──────────────────────────────────

/** Every (method, path) Fastify serves, read from printRoutes({ commonPrefix: false }). */
function routesOf(tree: string): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const node = /^[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line.slice(at))!;
    stack.length = depth;
    stack.push(node[1]!);
    for (const method of node[2]?.split(',').map((m) => m.trim()) ?? []) out.push({ method, path: stack.join('') });
  }
  return out;
}

describe('authorization matrix', () => {
  let f: Fixtures;
  const observed: { row: Row; who: Who; status: number; text: string; res: Response }[] = [];

  beforeAll(async () => {
    // every caller here is 127.0.0.1: the per-address bound on anonymous writes is not what this matrix checks
    const t = await createTestApp({ env: { ANONYMOUS_WRITE_LIMIT: '1000', WEBHOOK_ALLOW_HOSTS: '127.0.0.1' } });
    const server = t.app.getHttpServer();
    const signInCookie = async (who: Who) => {
      const res = await request(server).post('/api/login').set('accept', 'application/json').send(credentials(who)).expect(200);
      return (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('waypost_session='))!.split(';')[0]!;
    };
    const cookies = { anonymous: undefined } as Fixtures['cookies'];
    for (const who of WHO.slice(1)) cookies[who] = await signInCookie(who);
    const as = (who: Who) => ({
      post: (path: string, body: unknown) =>
        request(server)
          .post(path)
          .set('cookie', cookies[who]!)
          .send(body as object),
      put: (path: string, body: unknown) =>
        request(server)
          .put(path)
          .set('cookie', cookies[who]!)
          .send(body as object),
    });
    const freshShipment = async () => (await as('shipper').post('/api/shipments', shipmentBody).expect(201)).body as Shipment;
    const freshManualShipment = async () =>
      (
        await as('shipper')
          .post('/api/shipments', { ...shipmentBody, rateSelection: 'manual' })
          .expect(201)
      ).body as CreatedShipment;
    const shipment = await freshShipment();
    await t.app.get(CommandBus).execute(
      new BookCarrierCommand(
        {
          shipmentId: shipment.id,
          carrierId: 'dhl-express',
          carrierName: 'DHL Express',
          serviceId: 'dhl-express-express',
          serviceName: 'Express',
          serviceLevel: 'express',
          reference: 'SBX-MATRIX',
          sandbox: true,
          price: { amountMinor: 2500, currency: 'EUR' },
          route: ['Leipzig'],
          label: { sortCode: 'A1', routingCode: 'DE-US' },
          estimatedDelivery: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          bookedAt: new Date().toISOString(),
        },
        commandContext({ actor: { kind: 'carrier', id: 'dhl-express' } }),
      ),
    );
    const manifested = await freshShipment();
    await t.app.get(CommandBus).execute(
      new BookCarrierCommand(
        {
          shipmentId: manifested.id,
          carrierId: 'ups',
          carrierName: 'UPS',
          serviceId: 'ups-ground',
          serviceName: 'Ground',
          serviceLevel: 'standard',
          reference: 'SBX-MATRIX-UPS',
          sandbox: true,
          price: { amountMinor: 1500, currency: 'EUR' },
          route: ['Cologne'],
          label: { sortCode: 'B2', routingCode: 'DE-US' },
          estimatedDelivery: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          bookedAt: new Date().toISOString(),
        },
        commandContext({ actor: { kind: 'carrier', id: 'ups' } }),
      ),
    );
    await t.project();
    const manifest = await as('shipper').post('/api/manifests', { carrierId: 'ups', shipDate: new Date().toISOString().slice(0, 10) });
    expect(manifest.status).toBe(201);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const freshPickup = async () => {
      const booked = await freshShipment();
      const booking = {
        shipmentId: booked.id,
        carrierId: 'dpd',
        carrierName: 'DPD',
        serviceId: 'dpd-classic',
        serviceName: 'Classic',
        serviceLevel: 'standard',
        reference: 'SBX-MATRIX-DPD',
        sandbox: true,
      };
      const rest = { price: { amountMinor: 900, currency: 'EUR' }, route: ['Aschaffenburg'], label: { sortCode: 'C3', routingCode: 'DE-US' } };
      const times = { estimatedDelivery: new Date(Date.now() + 5 * 86_400_000).toISOString(), bookedAt: new Date().toISOString() };
      await t.app.get(CommandBus).execute(new BookCarrierCommand({ ...booking, ...rest, ...times }, commandContext({ actor: { kind: 'carrier', id: 'dpd' } })));
      await t.project();
      const body = { carrierId: 'dpd', shipmentIds: [booked.id], date: tomorrow, earliest: '09:00', latest: '17:00' };
      return (await as('shipper').post('/api/pickups', body).expect(201)).body.id as string;
    };
    const pickupId = await freshPickup();
    const freshInquiry = async (resolved = false) => {
      const { body } = await as('shipper')
        .post('/api/inquiries', { subject: `About ${SECRET}`, description: 'Box dented', shipmentId: shipment.id })
        .expect(201);
      if (resolved) await as('agent').put(`/api/crm/inquiries/${body.id}/resolve`, { resolutionNotes: 'Refunded' }).expect(200);
      return body.id as string;
    };
    const inquiryId = await freshInquiry();
    const freshWebhookEndpoint = async () => (await as('shipper').post('/api/webhooks/endpoints', WEBHOOK_BODY).expect(201)).body.id as string;
    const webhookEndpointId = await freshWebhookEndpoint();
    let entries = 0;
    const freshSavedAddress = async () =>
      (
        await as('shipper')
          .post('/api/address-book/addresses', savedAddressBody(`fixture ${entries++}`, `Sam ${SECRET}`))
          .expect(201)
      ).body.id as string;
    const savedAddressId = await freshSavedAddress();
    const freshParcelPreset = async () =>
      (
        await as('shipper')
          .post('/api/address-book/parcel-presets', presetBody(`fixture ${entries++}`))
          .expect(201)
      ).body.id as string;
    const parcelPresetId = await freshParcelPreset();
    const replay = await as('admin').post('/api/audit/replays', { projection: 'early-access' }).expect(202);
    const exported = await request(server)
      .get('/api/audit/export')
      .set('cookie', cookies.admin!)
      .buffer(true)
      .parse((res, cb) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => cb(null, text));
      })
      .expect(200);
    const freshReturnable = async () => {
      const s = (await as('shipper').post('/api/shipments', plainShipmentBody).expect(201)).body as Shipment;
      const booking = {
        shipmentId: s.id,
        carrierId: 'gls',
        carrierName: 'GLS',
        serviceId: 'gls-parcel',
        serviceName: 'Parcel',
        serviceLevel: 'standard',
        reference: 'SBX-MATRIX-GLS',
      };
      const rest = { sandbox: true, price: { amountMinor: 800, currency: 'EUR' }, route: ['Neuenstein'], label: { sortCode: 'D4', routingCode: 'DE-US' } };
      const times = { estimatedDelivery: new Date(Date.now() + 5 * 86_400_000).toISOString(), bookedAt: new Date().toISOString() };
      const ctx = () => commandContext({ actor: { kind: 'carrier', id: 'gls' } });
      await t.app.get(CommandBus).execute(new BookCarrierCommand({ ...booking, ...rest, ...times }, ctx()));
      await t.app.get(CommandBus).execute(new RecordTrackingEventCommand(s.id, { eventType: 'pickup', description: 'Picked up', location: 'Berlin' }, undefined, ctx()));
      await t.project();
      return s;
    };
    const freshPortalToken = async () => {
      const link = await as('shipper').post(`/api/shipments/${(await freshReturnable()).id}/return-link`, {});
      expect(link.status).toBe(200);
      return link.body.token as string;
    };
    let n = 0;
    f = {
      t,
      cookies,
      shipment,
      inquiryId,
      replayId: replay.body.id,
      exportText: exported.body as string,
      freshShipment,
      freshManualShipment,
      freshInquiry,
      webhookEndpointId,
      freshWebhookEndpoint,
      manifestId: manifest.body.id as string,
      pickupId,
      freshPickup,
      savedAddressId,
      freshSavedAddress,
      parcelPresetId,
      freshParcelPreset,
      freshReturnable,
      freshPortalToken,
      unique: () => `${Date.now()}-${n++}`,
    };
    await allReplaysDone(f);
    await t.project();
  });
  afterAll(() => f?.t.close());

  it.each(MATRIX.map((row) => [`${row.method} ${row.route}${row.variant ? ` (${row.variant})` : ''}`, row] as const))('%s', async (_name, row) => {
    const server = f.t.app.getHttpServer();
    const actual = {} as Expected;
    for (const who of WHO) {
      const cookie = row.freshSession && who !== 'anonymous' ? await freshCookie(server, who) : f.cookies[who];
      const call = (await row.call?.({ who, cookie, f })) ?? {};
      const method = row.method.toLowerCase() as 'get';
      const agent = request(server);
      let req = agent[method](call.path ?? row.route).set('accept', 'application/json');
      if (cookie) req = req.set('cookie', cookie);
      if (call.contentType) req = req.set('content-type', call.contentType);
      const res = await (call.body !== undefined ? req.send(call.body as object) : req);
      actual[who] = res.status;
      observed.push({ row, who, status: res.status, text: res.text ?? '', res });
      if (res.status === row.expect[who] && res.status < 300) row.check?.(res, { who, cookie, f });
      await row.settle?.(f);
    }
    expect(actual).toEqual(row.expect);
  });

  it("never shows the business shipper's data to the private shipper or a signed-out caller, in any answer", () => {
    expect(observed.length).toBe(MATRIX.length * WHO.length);
    const leaks = observed.filter((o) => (o.who === 'private' || o.who === 'anonymous') && o.text.includes(SECRET));
    expect(leaks.map((o) => `${o.who} ${o.row.method} ${o.row.route}`)).toEqual([]);
  });

  it('every answer above (each route, each caller) is what the OpenAPI document says it answers', () => {
    expect(observed.length).toBe(MATRIX.length * WHO.length);
    const expectDocumented = answerChecker(openApiDocument());
    const disagreements: string[] = [];
    for (const o of observed) {
      try {
        expectDocumented(o.row.method.toLowerCase(), o.row.route.replace(/:(\w+)/g, '{$1}'), o.res);
      } catch (error) {
        disagreements.push(`${o.who}: ${(error as Error).message.split('\n').slice(0, 3).join(' | ')}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('covers every route the app serves, and only those', () => {
    const tree = (f.t.app.getHttpAdapter().getInstance() as { printRoutes(o: object): string }).printRoutes({ commonPrefix: false });
    const served = routesOf(tree);
    const gets = new Set(served.filter((r) => r.method === 'GET').map((r) => r.path));
    expect(served.filter((r) => r.method === 'HEAD' && !gets.has(r.path))).toEqual([]); // HEAD only beside GET
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
    const routes = served
      .filter((r) => r.method !== 'HEAD')
      .map(key)
      .sort();
    const table = [...new Set(MATRIX.map((r) => key({ method: r.method, path: r.route })))].sort();
    expect(routes.length).toBeGreaterThan(50);
    expect(table).toEqual(routes);
  });
});

async function freshCookie(server: Parameters<typeof request>[0], who: Who): Promise<string> {
  const res = await request(server).post('/api/login').set('accept', 'application/json').send(credentials(who)).expect(200);
  return (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('waypost_session='))!.split(';')[0]!;
}
