import { providerContract, SAMPLE_DOMESTIC, SAMPLE_INTERNATIONAL } from '../../../../test-support/provider-contract';
import { ProviderError, type ProviderAccount, type ProviderOptions, type PurchaseRequest, type ShipmentSpec } from '../provider';
import type { FakeRequest } from '../testing/fake-server';
import { EasyPostFake } from './easypost.fake';
import { EasyPostProvider } from './easypost.provider';

// ── EasyPost: the shared adapter contract against the local fake, then what the SDK really sent and EasyPost's own
// rules (one purchase per Shipment, PNG labels converted, refunds, trackers, address verification) ──

const account = (baseUrl: string, credentials: Readonly<Record<string, string>>, mode: ProviderAccount['mode'] = 'test'): ProviderAccount => ({
  providerId: 'easypost',
  accountId: 'default',
  mode,
  baseUrl,
  credentials,
});

/** EasyPost's documented error for an address it refuses (API reference, Errors: the Error object example). */
const ADDRESS_ERROR = {
  error: {
    code: 'ADDRESS.VERIFY.FAILURE',
    message: 'Address not found',
    errors: [
      { field: 'address', message: 'Address not found', suggestion: null },
      { field: 'street1', message: 'House number is missing', suggestion: null },
    ],
  },
};

providerContract('EasyPost', async () => {
  const fake = new EasyPostFake();
  const url = await fake.listen();
  return {
    fake: fake.server,
    provider: (options?: ProviderOptions) => new EasyPostProvider(account(url, EasyPostFake.credentials), options),
    providerWithBadCredentials: () => new EasyPostProvider(account(url, EasyPostFake.badCredentials)),
    labelsBought: () => fake.labelsBought(),
    advance: (trackingNumber, step) => fake.advance(trackingNumber, step),
    webhookDelivery: (trackingNumber) => fake.webhookDelivery(trackingNumber),
    routes: { rates: /^POST \/v2\/shipments$/, purchase: /^POST \/v2\/shipments\/[^/]+\/buy$/ },
    invalidAddressError: { status: 422, body: ADDRESS_ERROR, field: 'street1' },
    stop: () => fake.close(),
  };
});

describe('EasyPost: what the SDK sends and what EasyPost allows', () => {
  let fake: EasyPostFake;
  let url: string;
  let easypost: EasyPostProvider;
  beforeAll(async () => {
    fake = new EasyPostFake();
    url = await fake.listen();
    easypost = new EasyPostProvider(account(url, EasyPostFake.credentials), { timeoutMs: 2000 });
  });
  afterAll(() => fake.close());
  afterEach(() => fake.server.clearFaults());

  const sent = (method: string, path: RegExp): FakeRequest[] => fake.server.requests.filter((r) => r.method === method && path.test(r.path));
  const lastSent = (method: string, path: RegExp): FakeRequest => sent(method, path).at(-1)!;
  const buyRequest = async (shipment: ShipmentSpec, labelFormat: PurchaseRequest['labelFormat'] = 'PDF', pick = 0): Promise<PurchaseRequest> => {
    const rates = await easypost.rates(shipment);
    return { shipment, rate: rates[pick]!, idempotencyKey: `wp-${Math.random()}`, labelFormat };
  };
  async function failure(call: Promise<unknown>): Promise<ProviderError> {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
    return error;
  }

  it('sends HTTP Basic auth with the API key as user name, JSON, the SDK user agent, under /v2', async () => {
    await easypost.rates(SAMPLE_DOMESTIC);
    const req = lastSent('POST', /^\/v2\/shipments$/);
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${EasyPostFake.credentials.apiKey}:`).toString('base64')}`);
    expect(req.headers['content-type']).toContain('application/json');
    expect(req.headers['user-agent']).toMatch(/^EasyPost\/v2 NodejsClient\/8\.9\.0 /);
  });

  it('sends the parcel in ounces and inches (rounded up to a tenth), the addresses and our reference', async () => {
    await easypost.rates(SAMPLE_DOMESTIC);
    const { shipment } = lastSent('POST', /^\/v2\/shipments$/).body as { shipment: Record<string, any> };
    expect(shipment.parcel).toEqual({ weight: 42.4, length: 11.9, width: 7.9, height: 4 });
    expect(shipment.reference).toBe(SAMPLE_DOMESTIC.reference);
    expect(shipment.to_address).toMatchObject({
      name: 'Grace Receiver',
      street1: '1600 Amphitheatre Pkwy',
      city: 'Mountain View',
      state: 'CA',
      zip: '94043',
      country: 'US',
      residential: true,
    });
    expect(shipment.from_address).toMatchObject({ company: 'Waypost Test Co', zip: '10118', phone: '+12125550100' });
    expect(shipment.customs_info).toBeUndefined();
  });

  it('sends customs for a cross-border shipment: items with total value and weight, incoterm, EEI exemption, a later ship date', async () => {
    await easypost.rates({ ...SAMPLE_INTERNATIONAL, shipDate: '2099-01-15' });
    const { shipment } = lastSent('POST', /^\/v2\/shipments$/).body as { shipment: Record<string, any> };
    expect(shipment.customs_info).toEqual({
      contents_type: 'merchandise',
      customs_certify: true,
      customs_signer: 'Ada Shipper',
      non_delivery_option: 'return',
      restriction_type: 'none',
      eel_pfc: 'NOEEI 30.37(a)',
      customs_items: [{ description: 'Cotton T-shirts', quantity: 3, value: '60.00', currency: 'USD', weight: 31.8, hs_tariff_number: '610910', origin_country: 'US' }],
    });
    expect(shipment.options).toEqual({ incoterm: 'DAP', delivery_duty_paid: false, label_date: '2099-01-15T12:00:00Z' });
  });

  it('returns to-the-cent rates named after carrier and service', async () => {
    const rates = await easypost.rates(SAMPLE_INTERNATIONAL);
    const dhl = rates.find((r) => r.carrierCode === 'DHLExpress')!;
    expect(dhl).toMatchObject({ carrier: 'DHL Express', serviceCode: 'ExpressWorldwideNonDoc', service: 'Express Worldwide Non Doc', transitDays: 3, total: { currency: 'USD' } });
    expect(dhl.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dhl.lines).toEqual([{ code: 'BASE', label: 'Carrier charge', amountMinor: dhl.total.amountMinor }]);
    expect(rates.every((r) => r.shipmentRef?.startsWith('shp_'))).toBe(true);
  });

  it('refuses what EasyPost refuses, naming the field (its own 422), and a shipment of several parcels before sending it', async () => {
    const e = await failure(easypost.rates({ ...SAMPLE_DOMESTIC, to: { ...SAMPLE_DOMESTIC.to, street1: '' } }));
    expect(e).toMatchObject({
      kind: 'invalid',
      details: { status: 422, code: 'PARAMETER.REQUIRED', fields: [{ field: 'shipment.to_address.street1', message: 'cannot be blank' }] },
    });
    const before = fake.server.requests.length;
    const two = await failure(easypost.rates({ ...SAMPLE_DOMESTIC, parcels: [SAMPLE_DOMESTIC.parcels[0]!, SAMPLE_DOMESTIC.parcels[0]!] }));
    expect(two.kind).toBe('invalid');
    expect(fake.server.requests.length).toBe(before);
  });

  it('buys the rated Shipment with the rate, then has EasyPost convert the PNG label to the asked format', async () => {
    const request = await buyRequest(SAMPLE_DOMESTIC, 'PDF');
    const bought = await easypost.purchase(request);
    expect(lastSent('POST', /\/buy$/).body).toEqual({ rate: { id: request.rate.rateRef } });
    expect(lastSent('POST', /\/buy$/).path).toBe(`/v2/shipments/${request.rate.shipmentRef}/buy`);
    expect(lastSent('GET', /\/label$/).query.get('file_format')).toBe('PDF');
    expect(bought.label).toEqual({ format: 'PDF', url: expect.stringMatching(/\.pdf$/) });
    expect(bought.charge).toEqual({
      amountMinor: request.rate.total.amountMinor,
      currency: 'USD',
      lines: [{ code: 'PostageFee', label: 'Postage', amountMinor: request.rate.total.amountMinor }],
    });
    const pdf = await easypost.label(bought.label);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const zpl = await easypost.purchase(await buyRequest(SAMPLE_DOMESTIC, 'ZPL'));
    expect((await easypost.label(zpl.label)).bytes.toString('latin1')).toMatch(/^\^XA/);
    const conversions = sent('GET', /\/label$/).length;
    const png = await easypost.purchase(await buyRequest(SAMPLE_DOMESTIC, 'PNG'));
    expect(png.label.url).toMatch(/\.png$/);
    expect(sent('GET', /\/label$/).length).toBe(conversions);
  });

  it('a Shipment is bought once: asked again it answers the same label; with another rate it is refused; findPurchase finds it', async () => {
    const request = await buyRequest(SAMPLE_INTERNATIONAL);
    expect(await easypost.findPurchase(request)).toBeNull();
    const first = await easypost.purchase(request);
    const sold = fake.labelsBought();
    const buys = sent('POST', /\/buy$/).length;
    expect((await easypost.purchase(request)).trackingNumber).toBe(first.trackingNumber);
    expect(sent('POST', /\/buy$/).length).toBe(buys + 1);
    expect(lastSent('GET', /^\/v2\/shipments\/[^/]+$/).path).toBe(`/v2/shipments/${request.rate.shipmentRef}`);
    const other = (await easypost.rates(SAMPLE_INTERNATIONAL))[1]!;
    const refused = await failure(easypost.purchase({ ...request, rate: { ...other, shipmentRef: request.rate.shipmentRef } }));
    expect(refused).toMatchObject({ kind: 'invalid', details: { code: 'SHIPMENT.POSTAGE.EXISTS' } });
    expect((await easypost.findPurchase({ ...request, labelFormat: 'ZPL' }))?.label.url).toMatch(/\.zpl$/);
    expect(fake.labelsBought()).toBe(sold);
    const stranger = await failure(easypost.findPurchase({ ...request, shipment: SAMPLE_DOMESTIC }));
    expect(stranger.message).toContain('belongs to reference');
  });

  it('finds the Shipment of a rate given without it through the Rate object', async () => {
    const request = await buyRequest(SAMPLE_DOMESTIC, 'PNG');
    const bought = await easypost.purchase({ ...request, rate: { ...request.rate, shipmentRef: undefined } });
    expect(lastSent('GET', /^\/v2\/rates\//).path).toBe(`/v2/rates/${request.rate.rateRef}`);
    expect(bought.providerShipmentId).toBe(request.rate.shipmentRef);
  });

  it('voids by refunding: submitted is pending, asked again still pending, an unbought shipment is refused', async () => {
    const bought = await easypost.purchase(await buyRequest(SAMPLE_DOMESTIC, 'PNG'));
    const request = { providerShipmentId: bought.providerShipmentId, trackingNumber: bought.trackingNumber, carrierCode: bought.carrierCode };
    expect(await easypost.void(request)).toMatchObject({ status: 'pending' });
    expect(await easypost.void(request)).toMatchObject({ status: 'pending' });
    const unbought = (await easypost.rates(SAMPLE_DOMESTIC))[0]!;
    expect(await easypost.void({ ...request, providerShipmentId: unbought.shipmentRef! })).toMatchObject({ status: 'refused' });
  });

  it('refundStatus reads the Shipment without asking again: pending until the carrier settles it, then refunded or rejected', async () => {
    const refundsAsked = () => fake.server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund')).length;
    const [a, b] = [await easypost.purchase(await buyRequest(SAMPLE_DOMESTIC, 'PNG')), await easypost.purchase(await buyRequest(SAMPLE_DOMESTIC, 'PNG'))];
    const req = (p: typeof a) => ({ providerShipmentId: p.providerShipmentId, trackingNumber: p.trackingNumber, carrierCode: p.carrierCode });
    await easypost.void(req(a));
    await easypost.void(req(b));
    const asked = refundsAsked();
    expect(await easypost.refundStatus(req(a))).toMatchObject({ status: 'pending' });
    fake.settleRefund(a.trackingNumber, 'refunded');
    fake.settleRefund(b.trackingNumber, 'rejected');
    expect(await easypost.refundStatus(req(a))).toEqual({ status: 'voided', message: 'EasyPost refunded the label' });
    expect(await easypost.refundStatus(req(b))).toMatchObject({ status: 'refused', message: expect.stringContaining('rejected') });
    expect(lastSent('GET', /^\/v2\/shipments\//).path).toBe(`/v2/shipments/${b.providerShipmentId}`);
    expect(refundsAsked()).toBe(asked);
  });

  it('tracks through the Shipment’s Tracker, or creates a Tracker for a code and carrier', async () => {
    const bought = await easypost.purchase(await buyRequest(SAMPLE_DOMESTIC, 'PNG'));
    fake.advance(bought.trackingNumber, 'in_transit');
    const viaShipment = await easypost.track({ trackingNumber: bought.trackingNumber, carrierCode: bought.carrierCode, providerShipmentId: bought.providerShipmentId });
    expect(lastSent('GET', /^\/v2\/trackers\//)).toBeDefined();
    const viaCode = await easypost.track({ trackingNumber: bought.trackingNumber, carrierCode: bought.carrierCode });
    expect(lastSent('POST', /^\/v2\/trackers$/).body).toEqual({ tracker: { tracking_code: bought.trackingNumber, carrier: 'USPS' } });
    expect(viaCode.events).toEqual(viaShipment.events);
    expect(viaShipment.events).toEqual([expect.objectContaining({ eventType: 'transit', providerStatus: 'in_transit', location: 'NEW YORK, NY 10118, US' })]);
  });

  it('walks a parcel to delivered, one step per tracking request, when autoAdvance is on', async () => {
    const auto = new EasyPostFake({ autoAdvance: true });
    const provider = new EasyPostProvider(account(await auto.listen(), EasyPostFake.credentials));
    try {
      const [rate] = await provider.rates(SAMPLE_DOMESTIC);
      const bought = await provider.purchase({ shipment: SAMPLE_DOMESTIC, rate: rate!, idempotencyKey: 'auto', labelFormat: 'PNG' });
      const seen: string[] = [];
      for (let i = 0; i < 3; i++)
        seen.push(
          (await provider.track({ trackingNumber: bought.trackingNumber, carrierCode: bought.carrierCode, providerShipmentId: bought.providerShipmentId })).events.at(-1)!
            .eventType,
        );
      expect(seen).toEqual(['transit', 'out_for_delivery', 'delivered']);
    } finally {
      await auto.close();
    }
  });

  it('verifies addresses with EasyPost (verify=true): a suggestion when EasyPost corrects it, messages when it fails', async () => {
    const ok = await easypost.validateAddress(SAMPLE_DOMESTIC.to);
    expect(lastSent('POST', /^\/v2\/addresses$/).body).toMatchObject({ verify: true, address: { street1: '1600 Amphitheatre Pkwy', zip: '94043' } });
    expect(ok).toMatchObject({ valid: true, suggestion: { postalCode: '94043-0001', street1: '1600 AMPHITHEATRE PKWY', name: 'Grace Receiver' } });
    expect(await easypost.validateAddress({ ...SAMPLE_DOMESTIC.to, street1: 'Amphitheatre Pkwy' })).toEqual({ valid: false, messages: ['street1: House number is missing'] });
  });

  it('maps failures: 401 auth with EasyPost’s code, 429 and 503 bodies, a 502 without EasyPost’s body, no server, an aborted call', async () => {
    const denied = await failure(new EasyPostProvider(account(url, EasyPostFake.badCredentials)).rates(SAMPLE_DOMESTIC));
    expect(denied).toMatchObject({ kind: 'auth', details: { status: 401, code: 'UNAUTHORIZED' } });
    expect(denied.message).not.toContain(EasyPostFake.badCredentials.apiKey);
    fake.server.fault({ match: /^POST \/v2\/shipments$/, status: 429, retryAfterSeconds: 7, body: { error: { code: 'RATE_LIMITED', message: 'Too many requests', errors: [] } } });
    expect(await failure(easypost.rates(SAMPLE_DOMESTIC))).toMatchObject({ kind: 'rate_limited', details: { status: 429, retryAfterMs: 7000, code: 'RATE_LIMITED' } });
    fake.server.fault({ match: /^POST \/v2\/shipments$/, status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: ['Down', 'for maintenance'], errors: [] } } });
    expect(await failure(easypost.rates(SAMPLE_DOMESTIC))).toMatchObject({ kind: 'unavailable', message: 'easypost: HTTP 503: Down; for maintenance' });
    fake.server.fault({ match: /^POST \/v2\/shipments$/, status: 502, body: '<html>Bad gateway</html>' });
    expect(await failure(easypost.rates(SAMPLE_DOMESTIC))).toMatchObject({ kind: 'unavailable', details: { status: 502 } });
    const closed = new EasyPostFake();
    const gone = await closed.listen();
    await closed.close();
    expect((await failure(new EasyPostProvider(account(gone, EasyPostFake.credentials)).rates(SAMPLE_DOMESTIC))).kind).toBe('network');
    const controller = new AbortController();
    fake.server.fault({ match: /^POST \/v2\/shipments$/, delayMs: 500 });
    const call = easypost.rates(SAMPLE_DOMESTIC, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('caller gave up')), 50);
    await expect(call).rejects.toThrow('caller gave up');
  });

  it('refuses a production key in test mode (and a test key in live mode) without calling EasyPost', async () => {
    const before = fake.server.requests.length;
    const live = await failure(new EasyPostProvider(account(url, { apiKey: 'EZAK0production' })).rates(SAMPLE_DOMESTIC));
    expect(live).toMatchObject({ kind: 'auth', message: 'easypost: a production API key is configured for test mode' });
    expect((await failure(new EasyPostProvider(account(url, EasyPostFake.credentials, 'live')).rates(SAMPLE_DOMESTIC))).kind).toBe('auth');
    expect(fake.server.requests.length).toBe(before);
  });

  it('takes a base URL without /v2 (the API root) as well', async () => {
    const root = new EasyPostProvider(account(url.replace(/\/v2$/, ''), EasyPostFake.credentials));
    expect((await root.rates(SAMPLE_DOMESTIC)).length).toBeGreaterThan(0);
  });
});
