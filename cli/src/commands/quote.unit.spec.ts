import type { CalculateShippingResponse, CalculatorQuote } from '@waypost/contracts';
import { startFakeApi, type FakeApi } from '../test-support/fake-api';
import { runWaypost, testIo, type TestIo } from '../test-support/test-io';

const q = (over: Partial<CalculatorQuote>): CalculatorQuote => ({
  id: 'x/y',
  carrierId: 'x',
  carrierName: 'X',
  serviceName: 'Y',
  price: 10,
  currency: 'USD',
  serviceLevel: 'express',
  transitTime: '2-4 business days',
  estimatedDays: 4,
  confidence: 0.94,
  features: [],
  savings: 37.5,
  retailPrice: 16,
  billableWeightKg: 2.5,
  zone: 'intercontinental',
  chargeLines: [],
  priceMinor: 1000,
  source: 'sandbox',
  ...over,
});

const answer: CalculateShippingResponse = {
  quotes: [
    q({
      id: 'fedex/international-priority',
      carrierName: 'FedEx',
      serviceName: 'FedEx International Priority',
      price: 107.1,
      recommendedFor: 'Best Price',
      recommendations: ['Best Price'],
    }),
    q({ id: 'ups/express-saver', carrierName: 'UPS', serviceName: 'UPS Worldwide Express Saver', price: 108.76, confidence: 0.945 }),
    q({
      id: 'dhl-express/express-worldwide',
      carrierName: 'DHL Express',
      serviceName: 'DHL Express Worldwide',
      price: 120.66,
      transitTime: '2-3 business days',
      estimatedDays: 3,
      confidence: 0.95,
      recommendedFor: 'Fastest',
      recommendations: ['Fastest', 'Most Reliable'],
    }),
  ],
  currency: 'USD',
  zone: 'intercontinental',
  recommendations: { 'Best Price': 'fedex/international-priority', Fastest: 'dhl-express/express-worldwide', 'Most Reliable': 'dhl-express/express-worldwide' },
  savingsDefinition: 'savings = percent below the retail price',
  rateTables: {
    fuelSurchargeEffective: '2026-11-01',
    fxReferenceDate: '2026-04-13',
    fxSource: 'ECB euro foreign exchange reference rates of 2026-04-13 (ecb.europa.eu/stats/eurofxref/eurofxref.zip)',
  },
  quotedAt: '2026-11-22T10:00:00.000Z',
};

describe('waypost quote', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({ 'POST /api/shipping/calculate': { status: 200, body: answer } });
    io = testIo();
    io.env.WAYPOST_URL = api.url;
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('sends the calculator request without signing in and marks the recommended quotes', async () => {
    await runWaypost(io, ['quote', '--from', 'de', '--to', 'US', '--weight', '2.5', '--dims', '30x20x15', '--service', 'express']);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/shipping/calculate',
      body: {
        origin: { country: 'DE' },
        destination: { country: 'US' },
        package: { weight: 2.5, dimensions: { length: 30, width: 20, height: 15 }, value: 100, category: 'general' },
        preferences: { serviceLevel: 'express', currency: 'USD' },
      },
    });
    expect(api.requests[0]!.headers.authorization).toBeUndefined();
    const lines = io.out.text.split('\n');
    expect(lines[0]).toMatch(/^\s+CARRIER\s+SERVICE\s+PRICE\s+TRANSIT\s+ON-TIME\s+SAVINGS\s+RECOMMENDED$/);
    expect(lines[1]).toMatch(/^\*\s+FedEx .*\$107\.10 .*Best Price$/);
    expect(lines[2]).toMatch(/^\s+UPS .*\$108\.76/);
    expect(lines[3]).toMatch(/^\*\s+DHL Express .*Fastest, Most Reliable$/);
    expect(io.exitCode).toBe(0);
  });

  it('prints the answer as JSON', async () => {
    await runWaypost(io, ['quote', '--from', 'DE', '--to', 'US', '--weight', '1', '--json']);
    expect(JSON.parse(io.out.text)).toEqual(answer);
  });

  it('rejects bad options before calling the API', async () => {
    await runWaypost(io, ['quote', '--from', 'XX', '--to', 'US', '--weight', '-1', '--dims', '30by20']);
    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toContain('--from');
    expect(io.err.text).toContain('--weight');
    expect(io.err.text).toContain('--dims');
    expect(io.exitCode).not.toBe(0);
  });
});
