import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, testIo, type TestIo } from '../../test-support/test-io';

const result = {
  totalTax: 20,
  vatGst: 20,
  customsDuty: 0,
  currency: 'EUR',
  transactionDate: '2026-11-22',
  taxBreakdown: [{ jurisdiction: 'France', taxType: 'VAT on service', rate: 20, amount: 20, basis: '20%', source: 'CGI art. 278' }],
  complianceRequired: [{ requirement: 'OSS VAT return', jurisdiction: 'European Union (OSS)', deadline: '2027-01-31' }],
  notes: [],
};

describe('waypost tax estimate', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({ 'POST /api/tax/calculate': { status: 200, body: result } });
    io = testIo({ env: { WAYPOST_URL: '' } });
    io.env.WAYPOST_URL = api.url;
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('sends the spec payload without a token and prints totals, breakdown and deadlines', async () => {
    await runWaypost(io, ['tax', 'estimate', '--from', 'DE', '--to', 'france', '--amount', '100', '--customer-type', 'b2c', '--currency', 'eur', '--digital']);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/tax/calculate',
      body: {
        amount: 100,
        currency: 'EUR',
        originCountry: 'DE',
        destinationCountry: 'FR',
        customerType: 'B2C',
        isDigitalService: true,
        serviceType: 'logistics_orchestration',
        shipmentValue: 0,
      },
    });
    expect(api.requests[0]!.headers.authorization).toBeUndefined();
    expect(io.out.text).toContain('Total tax:    EUR 20.00\n');
    expect(io.out.text).toContain('France        VAT on service  20%   EUR 20.00');
    expect(io.out.text).toContain('2027-01-31  European Union (OSS)  OSS VAT return');
    expect(io.exitCode).toBe(0);
  });

  it('defaults to B2B and USD, and prints JSON with --json', async () => {
    await runWaypost(io, ['tax', 'estimate', '--from', 'DE', '--to', 'FR', '--amount', '100', '--json']);
    expect(api.requests[0]!.body).toMatchObject({ customerType: 'B2B', currency: 'USD' });
    expect(JSON.parse(io.out.text)).toEqual(result);
  });

  it('passes the HS code and prints how the API classified the goods', async () => {
    const classified = { ...result, classification: { hsCode: '640399', description: 'Footwear', confidence: 1, basis: 'shipper', candidates: [], nomenclature: 'HS 2022' } };
    await api.close();
    api = await startFakeApi({ 'POST /api/tax/calculate': { status: 200, body: classified } });
    io.env.WAYPOST_URL = api.url;
    await runWaypost(io, ['tax', 'estimate', '--from', 'CN', '--to', 'DE', '--amount', '0', '--shipment-value', '200', '--hs-code', '6403.99']);
    expect(api.requests[0]!.body).toMatchObject({ hsCode: '6403.99', shipmentValue: 200 });
    expect(io.out.text).toContain('HS code:      640399 (shipper, confidence 1)');
  });

  it('rejects an unknown country before calling the API (exit 2)', async () => {
    await runWaypost(io, ['tax', 'estimate', '--from', 'Mars', '--to', 'FR', '--amount', '100']);
    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toContain('--from: must be a country name or ISO code');
    expect(io.exitCode).toBe(2);
  });
});

describe('waypost tax estimate: numbers are numbers (issue 26 item 9)', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({ 'POST /api/tax/calculate': { status: 200, body: result } });
    io = testIo({ env: { WAYPOST_URL: '' } });
    io.env.WAYPOST_URL = api.url;
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it.each([
    ['--amount', '', 'must be a number'],
    ['--amount', ' ', 'must be a number'],
    ['--amount', 'abc', 'must be a number'],
    ['--amount', '0x10', 'must be a number'],
    ['--amount', '1e309', 'must be a number'],
    ['--amount', 'NaN', 'must be a number'],
    ['--amount', '-5', 'must not be negative'],
    ['--amount', '100000001', 'must be at most 100000000'],
    ['--shipment-value', '', 'must be a number'],
    ['--shipment-value', 'true', 'must be a number'],
  ])('refuses %s %j before calling the API (exit 2)', async (flag, value, message) => {
    const args = ['tax', 'estimate', '--from', 'CN', '--to', 'DE', ...(flag === '--amount' ? [] : ['--amount', '10']), flag, value];
    await runWaypost(io, args);
    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toContain(`${flag}: ${message}`);
    expect(io.exitCode).toBe(2);
  });

  it('sends the buyer and asOf, and a decimal amount as a number', async () => {
    await runWaypost(io, [
      'tax',
      'estimate',
      '--from',
      'US',
      '--to',
      'GB',
      '--amount',
      '12.50',
      '--shipment-value',
      '100',
      '--buyer',
      'business-registered',
      '--as-of',
      '2026-11-27',
    ]);
    expect(api.requests[0]!.body).toMatchObject({ amount: 12.5, shipmentValue: 100, buyer: 'business-registered', asOf: '2026-11-27' });
    expect(io.exitCode).toBe(0);
  });
  it('--vat-override sends the reason with the stored token (the API records who overrode)', async () => {
    io.env.WAYPOST_TOKEN = 'wp_test_token';
    const reason = 'Customer sent their registration certificate';
    await runWaypost(io, ['tax', 'estimate', '--from', 'DE', '--to', 'FR', '--amount', '100', '--vat-number', 'FR40303265045', '--vat-override', reason]);
    expect(api.requests[0]!.body).toMatchObject({ customerVatNumber: 'FR40303265045', vatNumberOverride: { reason } });
    expect(api.requests[0]!.headers.authorization).toBe('Bearer wp_test_token');
    expect(io.exitCode).toBe(0);
  });

  it.each([
    [['--vat-override', 'Customer sent their certificate'], '--vat-override: needs --vat-number'],
    [['--vat-number', 'FR40303265045', '--vat-override', 'short'], '--vat-override: must be at least 10 characters'],
  ])('refuses %j before calling the API (exit 2)', async (flags, message) => {
    await runWaypost(io, ['tax', 'estimate', '--from', 'DE', '--to', 'FR', '--amount', '100', ...flags]);
    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toContain(message);
    expect(io.exitCode).toBe(2);
  });
});
