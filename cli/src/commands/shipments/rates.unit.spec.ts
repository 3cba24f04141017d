import type { LabelVoid, Rate, RatePurchase, ShipmentRates } from '@waypost/contracts';
import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

// ── waypost shipments rates | buy | void (issue 24) against a fake API ──

const ID = '7f1c2a9e-0000-4000-8000-000000000001';
const RATE_ID = `rate_${'ab'.repeat(16)}`;
const rate: Rate = {
  id: RATE_ID,
  carrierId: 'dhl-express',
  carrierName: 'DHL Express',
  serviceId: 'express',
  serviceName: 'Express Worldwide',
  serviceLevel: 'express',
  price: { amountMinor: 4321, currency: 'EUR' },
  currency: 'EUR',
  lines: [
    { kind: 'base', code: 'base', label: 'Base', amountMinor: 3600 },
    { kind: 'fuel', code: 'fuel', label: 'Fuel surcharge 12%', amountMinor: 432 },
    { kind: 'tax', code: 'vat', label: 'VAT', amountMinor: 289 },
  ],
  transitDays: 2,
  reliability: 0.97,
  estimatedDelivery: '2026-01-03T09:30:00.000Z',
  expiresAt: '2026-01-02T09:30:00.000Z',
};
const rated: ShipmentRates = {
  shipmentId: ID,
  trackingNumber: '2PG-2026-000001',
  rates: [rate],
  quotedAt: '2026-01-01T09:30:00.000Z',
  expiresAt: '2026-01-02T09:30:00.000Z',
  source: { rule: 'quoting/quote-shipment', rateDate: '2026-01-01' },
  rateSelection: 'manual',
  purchasedRateId: null,
};

describe('waypost shipments rates, buy, void', () => {
  let api: FakeApi;
  let io: TestIo;
  afterEach(async () => {
    await api?.close();
    io.cleanup();
  });

  it('rates: lists each rate with its price, charge lines and expiry; --json prints the answer', async () => {
    api = await startFakeApi({ [`POST /api/shipments/${ID}/rates`]: { status: 200, body: rated } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'rates', ID]);
    expect(io.exitCode).toBe(0);
    expect(io.out.text).toContain(RATE_ID);
    expect(io.out.text).toContain('43.21 EUR');
    expect(io.out.text).toContain('Fuel surcharge 12% 4.32 EUR');
    expect(io.out.text).toContain('Rates expire at');
    expect(io.out.text).toContain(`waypost shipments buy ${ID} <rate id>`);
    io.cleanup();
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'rates', ID, '--json']);
    expect(JSON.parse(io.out.text)).toEqual(rated);
  });

  it('buy: posts the rate id with an Idempotency-Key and says what was bought', async () => {
    const bought: RatePurchase = { shipmentId: ID, trackingNumber: '2PG-2026-000001', rateId: RATE_ID, rate, purchasedAt: '2026-01-01T10:00:00.000Z', labelStatus: 'pending' };
    api = await startFakeApi({ [`POST /api/shipments/${ID}/purchase`]: { status: 200, body: bought } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'buy', ID, RATE_ID]);
    expect(io.exitCode).toBe(0);
    expect(api.requests[0]).toMatchObject({ method: 'POST', body: { rateId: RATE_ID } });
    expect(api.requests[0]?.headers['idempotency-key']).toBeDefined();
    expect(io.out.text).toContain('DHL Express Express Worldwide');
    expect(io.out.text).toContain('43.21 EUR');
  });

  it('buy: refuses a malformed rate id before sending anything, naming the argument', async () => {
    api = await startFakeApi({});
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'buy', ID, 'cheapest']);
    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toContain('<rateId>');
    expect(io.exitCode).not.toBe(0);
  });

  it("buy: passes on the API's 409 (expired) and names the rate on a 404", async () => {
    api = await startFakeApi({
      [`POST /api/shipments/${ID}/purchase`]: { status: 409, body: { statusCode: 409, error: 'Conflict', message: `Rate ${RATE_ID} expired at 2026-01-02T09:30:00.000Z` } },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'buy', ID, RATE_ID]);
    expect(io.err.text).toContain('expired at');
    expect(io.exitCode).not.toBe(0);
    await api.close();
    api = await startFakeApi({
      [`POST /api/shipments/${ID}/purchase`]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: `Rate ${RATE_ID} is not a rate of shipment ${ID}` } },
    });
    io.cleanup();
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'buy', ID, RATE_ID]);
    expect(io.err.text).toContain(`Rate ${RATE_ID} is not a rate of shipment ${ID}.`);
    expect(io.exitCode).toBe(4);
  });

  it('void: shows the refund; --reason is sent', async () => {
    const voided: LabelVoid = {
      shipmentId: ID,
      trackingNumber: '2PG-2026-000001',
      voidedAt: '2026-01-01T11:00:00.000Z',
      refund: { refundId: 'r-1', amountMinor: 4321, currency: 'EUR', status: 'issued' },
      status: 'awaiting_rate',
    };
    api = await startFakeApi({ [`POST /api/shipments/${ID}/void`]: { status: 200, body: voided } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'void', ID, '--reason', 'Wrong parcel']);
    expect(io.exitCode).toBe(0);
    expect(api.requests[0]).toMatchObject({ body: { reason: 'Wrong parcel' } });
    expect(io.out.text).toContain('43.21 EUR (r-1)');
    expect(io.out.text).not.toContain('pending');
  });

  it('void of a real provider’s label: the refund waits for the provider', async () => {
    const voided: LabelVoid = {
      shipmentId: ID,
      trackingNumber: '2PG-2026-000001',
      voidedAt: '2026-01-01T11:00:00.000Z',
      refund: { refundId: 'r-2', amountMinor: 2150, currency: 'USD', status: 'pending' },
      status: 'awaiting_rate',
    };
    api = await startFakeApi({ [`POST /api/shipments/${ID}/void`]: { status: 200, body: voided } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'void', ID]);
    expect(io.exitCode).toBe(0);
    expect(io.out.text).toContain('21.50 USD (r-2), pending until the provider confirms the void');
  });

  it('void: a shipment that is not yours is not found', async () => {
    api = await startFakeApi({});
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'void', ID]);
    expect(io.err.text).toContain(`Shipment ${ID} not found.`);
    expect(io.exitCode).toBe(4);
  });
});
