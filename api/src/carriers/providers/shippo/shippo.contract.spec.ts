import { providerContract, SAMPLE_DOMESTIC, SAMPLE_INTERNATIONAL } from '../../../../test-support/provider-contract';
import { ProviderError, type ProviderAccount, type ProviderOptions, type PurchaseRequest } from '../provider';
import { ShippoFake } from './shippo.fake';
import { ShippoProvider } from './shippo.provider';

// ── Shippo against its local fake (issue 27): the shared contract, then what the SDK really sent, findPurchase,
// purchase refusals and Shippo's error bodies. Tracking statuses and webhook signatures: shippo-tracking.contract.spec.ts.

const accountOf = (baseUrl: string, credentials: Readonly<Record<string, string>>, mode: ProviderAccount['mode'] = 'test'): ProviderAccount => ({
  providerId: 'shippo',
  accountId: 'default',
  mode,
  baseUrl,
  credentials,
});

providerContract('Shippo', async () => {
  const fake = new ShippoFake();
  const url = await fake.listen();
  return {
    fake: fake.server,
    provider: (options?: ProviderOptions) => new ShippoProvider(accountOf(url, ShippoFake.credentials), options),
    providerWithBadCredentials: () => new ShippoProvider(accountOf(url, ShippoFake.badCredentials)),
    labelsBought: () => fake.labelsBought(),
    advance: (trackingNumber, step) => fake.advance(trackingNumber, step),
    webhookDelivery: (trackingNumber) => fake.webhookDelivery(trackingNumber),
    routes: { rates: /^POST \/shipments/, purchase: /^POST \/transactions/ },
    invalidAddressError: { status: 400, body: { address_to: { zip: ['This field is required.'] } }, field: 'address_to.zip' },
    stop: () => fake.close(),
  };
});

describe('Shippo: what the adapter sends and how it reads Shippo', () => {
  let fake: ShippoFake;
  let url: string;
  let shippo: ShippoProvider;
  const key = (n: number) => `wp-shippo-${n}-2f4e6a8c0b1d`;
  const last = (method: string, path: RegExp) => [...fake.server.requests].reverse().find((r) => r.method === method && path.test(r.path))!;

  beforeAll(async () => {
    fake = new ShippoFake();
    url = await fake.listen();
    shippo = new ShippoProvider(accountOf(url, ShippoFake.credentials));
  });
  afterAll(() => fake.close());
  afterEach(() => fake.server.clearFaults());

  it('rates: the SDK sends ShippoToken auth, the API version, kg and cm, our reference, synchronous rating', async () => {
    const rates = await shippo.rates(SAMPLE_DOMESTIC);
    const req = last('POST', /^\/shipments$/);
    expect(req.headers['authorization']).toBe(`ShippoToken ${ShippoFake.credentials.apiKey}`);
    expect(req.headers['shippo-api-version']).toBe('2018-02-08');
    expect(req.headers['content-type']).toContain('application/json');
    const body = req.body as Record<string, any>;
    expect(body['parcels']).toEqual([{ mass_unit: 'kg', weight: '1.2', distance_unit: 'cm', length: '30', width: '20', height: '10' }]);
    expect(body['address_to']).toMatchObject({ name: 'Grace Receiver', street1: '1600 Amphitheatre Pkwy', zip: '94043', state: 'CA', country: 'US', is_residential: true });
    expect(body['metadata']).toBe(SAMPLE_DOMESTIC.reference);
    expect(body['extra']).toEqual({ reference_1: SAMPLE_DOMESTIC.reference });
    expect(body['shipment_date']).toBe('2026-12-01T12:00:00Z');
    expect(body['async']).toBe(false);
    expect(body['customs_declaration']).toBeUndefined();
    expect(rates.map((r) => [r.carrierCode, r.serviceCode])).toEqual([
      ['usps', 'usps_priority'],
      ['ups', 'ups_ground'],
    ]);
    // 7.95 + 1.2 × 2.10 = 10.47 USD, one BASE line (Shippo does not itemise).
    expect(rates[0]).toMatchObject({ carrier: 'USPS', service: 'Priority Mail', total: { amountMinor: 1047, currency: 'USD' }, transitDays: 2, deliveryDate: null });
    expect(rates[0]!.lines).toEqual([{ code: 'BASE', label: 'Carrier charge', amountMinor: 1047 }]);
  });

  it('rates across a border: the customs declaration goes inline with its items, totals per line in kg', async () => {
    const rates = await shippo.rates(SAMPLE_INTERNATIONAL);
    const customs = (last('POST', /^\/shipments$/).body as Record<string, any>)['customs_declaration'];
    expect(customs).toEqual({
      contents_type: 'MERCHANDISE',
      non_delivery_option: 'RETURN',
      certify: true,
      certify_signer: 'Ada Shipper',
      incoterm: 'DAP',
      items: [
        { description: 'Cotton T-shirts', quantity: 3, net_weight: '0.9', mass_unit: 'kg', value_amount: '60.00', value_currency: 'USD', origin_country: 'US', hs_code: '610910' },
      ],
    });
    expect(rates.find((r) => r.carrierCode === 'dhl_express')).toMatchObject({ carrier: 'DHL Express', serviceCode: 'dhl_express_worldwide', transitDays: 3 });
  });

  const buy = async (n: number, labelFormat: PurchaseRequest['labelFormat'] = 'PDF', spec = SAMPLE_DOMESTIC) => {
    const [rate] = await shippo.rates(spec);
    const request: PurchaseRequest = { shipment: spec, rate: rate!, idempotencyKey: key(n), labelFormat };
    return { request, result: await shippo.purchase(request) };
  };

  it('purchase: a transaction for the chosen rate, synchronous, our idempotency key as its metadata, ZPL as ZPLII', async () => {
    const { request, result } = await buy(1, 'ZPL');
    const body = last('POST', /^\/transactions$/).body;
    expect(body).toEqual({ rate: request.rate.rateRef, label_file_type: 'ZPLII', metadata: key(1), async: false });
    expect(result).toMatchObject({ carrier: 'USPS', carrierCode: 'usps', service: 'Priority Mail', serviceCode: 'usps_priority', label: { format: 'ZPL' } });
    expect(result.charge).toEqual({
      amountMinor: request.rate.total.amountMinor,
      currency: 'USD',
      lines: [{ code: 'BASE', label: 'Carrier charge', amountMinor: request.rate.total.amountMinor }],
    });
    const doc = await shippo.label(result.label);
    expect(doc.bytes.toString()).toContain(result.trackingNumber);
    // The label comes from Shippo's file storage: the API key is not sent there.
    expect(last('GET', /^\/labels\//).headers['authorization']).toBeUndefined();
  });

  it('findPurchase: finds the label bought with the key (by rate, then metadata), buys nothing, and nothing for another key', async () => {
    const { request, result } = await buy(2);
    const sold = fake.labelsBought();
    expect((await shippo.findPurchase(request))?.trackingNumber).toBe(result.trackingNumber);
    const list = last('GET', /^\/transactions$/);
    expect(list.query.get('rate')).toBe(request.rate.rateRef);
    expect(await shippo.findPurchase({ ...request, idempotencyKey: key(99) })).toBeNull();
    expect(fake.labelsBought()).toBe(sold);
    // Shippo keeps no key of its own: a second purchase of the rate sells a second label (why findPurchase exists).
    await shippo.purchase(request);
    expect(fake.labelsBought()).toBe(sold + 1);
  });

  it('findPurchase: a key longer than Shippo metadata (100 characters) is sent as its digest and still found', async () => {
    const [rate] = await shippo.rates(SAMPLE_DOMESTIC);
    const request: PurchaseRequest = { shipment: SAMPLE_DOMESTIC, rate: rate!, idempotencyKey: 'k'.repeat(140), labelFormat: 'PNG' };
    const bought = await shippo.purchase(request);
    expect((last('POST', /^\/transactions$/).body as Record<string, string>)['metadata']).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect((await shippo.findPurchase(request))?.trackingNumber).toBe(bought.trackingNumber);
    expect((await shippo.label(bought.label)).contentType).toBe('image/png');
  });

  it('findPurchase: a label Shippo still queues (a lost answer to an asynchronous purchase) is waited for, not bought again', async () => {
    const [rate] = await shippo.rates(SAMPLE_DOMESTIC);
    const queued = await fetch(`${url}/transactions`, {
      method: 'POST',
      headers: { authorization: `ShippoToken ${ShippoFake.credentials.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rate: rate!.rateRef, metadata: key(5) }),
    });
    expect(((await queued.json()) as { status: string }).status).toBe('QUEUED');
    const sold = fake.labelsBought();
    const found = await shippo.findPurchase({ shipment: SAMPLE_DOMESTIC, rate: rate!, idempotencyKey: key(5), labelFormat: 'PDF' });
    expect(found?.trackingNumber).toMatch(/^9205590\d{15}$/);
    expect(last('GET', /^\/transactions\/[0-9a-f]{32}$/)).toBeDefined();
    expect(fake.labelsBought()).toBe(sold + 1);
  });

  it('a purchase Shippo answers with a transaction in ERROR is refused input, with its messages, and sells nothing', async () => {
    const spec = { ...SAMPLE_DOMESTIC, to: { ...SAMPLE_DOMESTIC.to, postalCode: '' } };
    const sold = fake.labelsBought();
    const e = await buy(3, 'PDF', spec).catch((error: unknown) => error);
    expect(e).toBeInstanceOf(ProviderError);
    expect((e as ProviderError).kind).toBe('invalid');
    expect((e as ProviderError).details.fields).toEqual([{ field: 'Shippo', message: 'address_to is missing zip, required for purchase.' }]);
    expect(fake.labelsBought()).toBe(sold);
  });

  it('void: a refund request, pending until the carrier settles it; asked again (Shippo refuses a second refund), the transaction says how it stands', async () => {
    const { result } = await buy(4);
    const request = { providerShipmentId: result.providerShipmentId, trackingNumber: result.trackingNumber, carrierCode: result.carrierCode };
    expect(await shippo.void(request)).toMatchObject({ status: 'pending' });
    expect(last('POST', /^\/refunds$/).body).toEqual({ transaction: result.providerShipmentId, async: false });
    expect(await shippo.void(request)).toMatchObject({ status: 'pending' });
    expect(last('GET', /^\/transactions\/[0-9a-f]{32}$/).path).toBe(`/transactions/${result.providerShipmentId}`);
    // a label that was never refunded is refused in Shippo's words
    fake.server.fault({ match: /^POST \/refunds$/, status: 400, body: { transaction: ['A transaction with status SUCCESS cannot be refunded.'] } });
    const { result: other } = await buy(6);
    const refused = await shippo.void({ providerShipmentId: other.providerShipmentId, trackingNumber: other.trackingNumber, carrierCode: other.carrierCode });
    expect(refused).toMatchObject({ status: 'refused', message: expect.stringContaining('cannot be refunded') });
  });

  it('refundStatus reads the label’s transaction, never asking for a refund: pending, then refunded or rejected', async () => {
    const [{ result: a }, { result: b }] = [await buy(7), await buy(8)];
    const req = (r: typeof a) => ({ providerShipmentId: r.providerShipmentId, trackingNumber: r.trackingNumber, carrierCode: r.carrierCode });
    await shippo.void(req(a));
    await shippo.void(req(b));
    const refunds = fake.server.requests.filter((r) => r.method === 'POST' && r.path === '/refunds').length;
    expect(await shippo.refundStatus(req(a))).toMatchObject({ status: 'pending' });
    fake.settleRefund(a.trackingNumber, 'refunded');
    fake.settleRefund(b.trackingNumber, 'rejected');
    expect(await shippo.refundStatus(req(a))).toEqual({ status: 'voided', message: 'Shippo refunded the label' });
    expect(await shippo.refundStatus(req(b))).toMatchObject({ status: 'refused', message: expect.stringContaining('rejected') });
    expect(fake.server.requests.filter((r) => r.method === 'POST' && r.path === '/refunds')).toHaveLength(refunds);
  });

  it("Shippo's error bodies: 401 detail, 400 field errors (nested and per list item), 429 wait, unreadable 2xx", async () => {
    const bad = new ShippoProvider(accountOf(url, ShippoFake.badCredentials));
    await expect(bad.rates(SAMPLE_DOMESTIC)).rejects.toMatchObject({ kind: 'auth', message: expect.stringContaining('Token does not exist') });
    const spec = { ...SAMPLE_DOMESTIC, to: { ...SAMPLE_DOMESTIC.to, country: '' } };
    await expect(shippo.rates(spec)).rejects.toMatchObject({
      kind: 'invalid',
      details: { status: 400, fields: [{ field: 'address_to.country', message: 'This field is required.' }] },
    });
    fake.server.fault({ match: /^POST \/shipments/, status: 400, body: { parcels: [{}, { weight: ['Ensure this value is greater than 0.'] }] } });
    await expect(shippo.rates(SAMPLE_DOMESTIC)).rejects.toMatchObject({ details: { fields: [{ field: 'parcels.1.weight', message: 'Ensure this value is greater than 0.' }] } });
    fake.server.fault({ match: /^POST \/shipments/, status: 200, body: { unexpected: true } });
    await expect(shippo.rates(SAMPLE_DOMESTIC)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('validateAddress: POST /addresses with validate: true; the standardised answer is offered as a suggestion', async () => {
    const check = await shippo.validateAddress(SAMPLE_DOMESTIC.to);
    expect(last('POST', /^\/addresses$/).body).toMatchObject({ validate: true, street1: '1600 Amphitheatre Pkwy', zip: '94043', country: 'US' });
    expect(check.valid).toBe(true);
    expect(check.messages).toEqual(['postal_code_change: The postal code was completed (ZIP+4).']);
    expect(check.suggestion).toMatchObject({ name: 'Grace Receiver', street1: '1600 AMPHITHEATRE PKWY', city: 'MOUNTAIN VIEW', postalCode: '94043-1351', country: 'US' });
  });

  it("validateAddress: an undeliverable address is not valid, with Shippo's codes; one needing no change has no suggestion", async () => {
    const bad = await shippo.validateAddress({ ...SAMPLE_DOMESTIC.to, street1: 'Amphitheatre Pkwy', postalCode: '9404' });
    expect(bad).toEqual({ valid: false, messages: ['premise_number_missing: The house number is missing.', 'invalid_postal_code: The postal code is not valid for the country.'] });
    expect(await shippo.validateAddress(SAMPLE_INTERNATIONAL.to)).toEqual({ valid: true, messages: [] });
  });

  it('keys: none configured, or a key of the other mode, is refused before any request', async () => {
    const before = fake.server.requests.length;
    await expect(new ShippoProvider(accountOf(url, {})).rates(SAMPLE_DOMESTIC)).rejects.toMatchObject({ kind: 'auth' });
    await expect(new ShippoProvider(accountOf(url, { apiKey: 'shippo_live_abc' }, 'test')).rates(SAMPLE_DOMESTIC)).rejects.toMatchObject({ kind: 'auth' });
    await expect(new ShippoProvider(accountOf(url, ShippoFake.credentials, 'live')).rates(SAMPLE_DOMESTIC)).rejects.toMatchObject({ kind: 'auth' });
    expect(fake.server.requests.length).toBe(before);
  });

  it('capabilities: push tracking only with a webhook secret (Shippo signs per account, on request)', () => {
    const noSecret = new ShippoProvider(accountOf(url, { apiKey: ShippoFake.credentials.apiKey }));
    expect(noSecret.parseWebhook).toBeUndefined();
    expect(noSecret.capabilities.trackPush).toBe(false);
    expect(shippo.capabilities).toMatchObject({ trackPush: true, idempotentPurchase: false, addressValidation: true, pickups: false, labelFormats: ['PDF', 'PNG', 'ZPL'] });
  });
});
