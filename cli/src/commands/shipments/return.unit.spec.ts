import type { CreatedShipment, ReturnPortalLink } from '@waypost/contracts';
import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

// ── waypost shipments return | return-link (issue 28 item 2) against a fake API ──

const ID = '7f1c2a9e-0000-4000-8000-000000000001';
const RETURN_ID = '7f1c2a9e-0000-4000-8000-000000000002';
const address = (name: string, city: string, country: string) => ({ name, address: '1 Main St', city, country, postalCode: '10001' });
const created = {
  id: RETURN_ID,
  trackingNumber: '2PG-2026-000002',
  status: 'pending',
  fromAddress: address('Bob', 'New York', 'United States'),
  toAddress: address('Ada', 'Berlin', 'Germany'),
  itemDetails: { description: 'Books', weight: 2, value: 50 },
  estimatedDelivery: '2026-01-05T09:30:00.000Z',
  createdAt: '2026-01-01T09:30:00.000Z',
  updatedAt: '2026-01-01T09:30:00.000Z',
  version: 2,
  parcels: [],
  totalWeightKg: 2,
  returnOf: { shipmentId: ID, trackingNumber: '2PG-2026-000001', reason: 'damaged' },
  rates: [
    {
      id: `rate_${'ab'.repeat(16)}`,
      carrierId: 'dhl-express',
      carrierName: 'DHL Express',
      serviceId: 'express',
      serviceName: 'Express Worldwide',
      serviceLevel: 'express',
      price: { amountMinor: 4321, currency: 'EUR' },
      currency: 'EUR',
      lines: [],
      transitDays: 2,
      reliability: 0.97,
      estimatedDelivery: '2026-01-03T09:30:00.000Z',
      expiresAt: '2026-01-02T09:30:00.000Z',
    },
  ],
  rateSelection: 'manual',
} as CreatedShipment;

describe('waypost shipments return, return-link', () => {
  let api: FakeApi;
  let io: TestIo;
  afterEach(async () => {
    await api?.close();
    io.cleanup();
  });

  it('return: posts the reason with an Idempotency-Key and says what to buy next', async () => {
    api = await startFakeApi({ [`POST /api/shipments/${ID}/returns`]: { status: 201, body: created } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'return', ID, '--reason', 'other', '--note', 'Too small']);
    expect(io.exitCode).toBe(0);
    expect(api.requests[0]).toMatchObject({ method: 'POST', body: { reason: 'other', note: 'Too small' } });
    expect(api.requests[0]?.headers['idempotency-key']).toBeDefined();
    expect(io.out.text).toContain('2PG-2026-000002');
    expect(io.out.text).toContain('2PG-2026-000001');
    expect(io.out.text).toContain('43.21 EUR DHL Express Express Worldwide');
    expect(io.out.text).toContain(`waypost shipments buy ${RETURN_ID} <rate id>`);
  });

  it('return: refuses an unknown reason, and other without a note, before sending anything', async () => {
    api = await startFakeApi({});
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'return', ID, '--reason', 'bored']);
    expect(io.err.text).toContain('--reason');
    expect(io.exitCode).not.toBe(0);
    io.cleanup();
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'return', ID, '--reason', 'other']);
    expect(io.err.text).toContain('--note');
    expect(api.requests).toHaveLength(0);
  });

  it('return: passes on a 409 and says not found on a 404', async () => {
    const message = 'Shipment 2PG-2026-000001 already has an open return (2PG-2026-000002); cancel it first to create another';
    api = await startFakeApi({ [`POST /api/shipments/${ID}/returns`]: { status: 409, body: { statusCode: 409, error: 'Conflict', message } } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'return', ID, '--reason', 'damaged']);
    expect(io.err.text).toContain('already has an open return');
    expect(io.exitCode).not.toBe(0);
    await api.close();
    api = await startFakeApi({ [`POST /api/shipments/${ID}/returns`]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } } });
    io.cleanup();
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'return', ID, '--reason', 'damaged']);
    expect(io.err.text).toContain(`Shipment ${ID} not found.`);
    expect(io.exitCode).toBe(4);
  });

  it('return-link: prints the portal link on the server’s origin; --json adds the url', async () => {
    const link: ReturnPortalLink = { token: 'abc~def', path: '/returns/abc~def', expiresAt: '2026-02-01T00:00:00.000Z' };
    api = await startFakeApi({ [`POST /api/shipments/${ID}/return-link`]: { status: 200, body: link } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'return-link', ID]);
    expect(io.exitCode).toBe(0);
    expect(io.out.text).toContain(`${new URL(api.url).origin}/returns/abc~def`);
    expect(io.out.text).toContain('2026-02-01T00:00:00.000Z');
    io.cleanup();
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'return-link', ID, '--json']);
    expect(JSON.parse(io.out.text)).toMatchObject({ ...link, url: `${new URL(api.url).origin}/returns/abc~def` });
  });

  it('show: names the other shipment of a return pair', async () => {
    const { rates: _rates, rateSelection: _selection, ...read } = created;
    api = await startFakeApi({ [`GET /api/shipments/${RETURN_ID}`]: { status: 200, body: read } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'show', RETURN_ID]);
    expect(io.exitCode).toBe(0);
    expect(io.out.text).toMatch(/Return of:\s+2PG-2026-000001 \(damaged\)/);
  });
});
