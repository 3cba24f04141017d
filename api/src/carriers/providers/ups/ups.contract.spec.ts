// Over 300 lines: the shared contract's fixture plus the UPS-specific checks (requests sent, status table, webhooks) in the one spec file the brief names.
import { providerContract, SAMPLE_DOMESTIC, SAMPLE_INTERNATIONAL } from '../../../../test-support/provider-contract';
import { ProviderError, type ProviderAccount, type ShipmentSpec } from '../provider';
import { unitValue } from './ups.mapping';
import { UpsFake } from './ups.fake';
import { UPS_BASE_URLS, UpsProvider } from './ups.provider';
import { isUpsTrackingNumber, trackResultFrom } from './ups.tracking';

// ── UPS direct against the local UPS fake: the shared contract, then what the adapter really sends and reads ──

const account = (baseUrl: string, credentials: Record<string, string>): ProviderAccount => ({ providerId: 'ups-direct', accountId: 'default', mode: 'test', baseUrl, credentials });

providerContract('UPS (UPS API)', async () => {
  const fake = new UpsFake();
  const url = await fake.listen();
  return {
    fake: fake.server,
    provider: (options) => new UpsProvider(account(url, UpsFake.credentials), options),
    providerWithBadCredentials: () => new UpsProvider(account(url, UpsFake.badCredentials)),
    labelsBought: () => fake.labelsBought(),
    advance: (tn, step) => fake.advance(tn, step),
    webhookDelivery: (tn) => fake.webhookDelivery(tn),
    webhookProof: { scheme: 'shared-secret', headers: ['credential'] },
    routes: { rates: /^POST \/api\/rating\//, purchase: /^POST \/api\/shipments\/[^/]+\/ship$/ },
    invalidAddressError: {
      status: 400,
      body: { response: { errors: [{ code: '120206', message: 'Missing/Invalid ShipTo StateProvinceCode' }] } },
      field: 'ShipTo.StateProvinceCode',
    },
    stop: () => fake.close(),
  };
});

type Body = Record<string, any>;

describe('UPS (UPS API): what the adapter sends and reads', () => {
  let fake: UpsFake;
  let url: string;
  let ups: UpsProvider;
  const sent = (pattern: RegExp) => fake.server.requests.filter((r) => pattern.test(`${r.method} ${r.path}`));
  const lastBody = (pattern: RegExp): Body => sent(pattern).at(-1)!.body as Body;
  const buy = async (shipment: ShipmentSpec, key: string, labelFormat: 'PDF' | 'ZPL' = 'PDF', provider = ups) => {
    const [rate] = await provider.rates(shipment);
    return { rate: rate!, bought: await provider.purchase({ shipment, rate: rate!, idempotencyKey: key, labelFormat }) };
  };

  beforeAll(async () => {
    fake = new UpsFake();
    url = await fake.listen();
    ups = new UpsProvider(account(url, UpsFake.credentials));
  });
  afterAll(() => fake.close());
  afterEach(() => fake.server.clearFaults());

  it('names UPS hosts by mode', () => {
    expect(UPS_BASE_URLS).toEqual({ test: 'https://wwwcie.ups.com', live: 'https://onlinetools.ups.com' });
  });

  it('gets a token with HTTP Basic client id:secret, keeps it, and sends it with UPS transaction headers', async () => {
    const before = sent(/oauth\/token/).length;
    await ups.rates(SAMPLE_DOMESTIC);
    await ups.rates(SAMPLE_DOMESTIC);
    const tokenRequests = sent(/oauth\/token/).slice(before);
    expect(tokenRequests.length).toBeLessThanOrEqual(1);
    const token = sent(/oauth\/token/).at(-1)!;
    expect(token.headers['authorization']).toBe(`Basic ${Buffer.from(`${UpsFake.credentials.clientId}:${UpsFake.credentials.clientSecret}`).toString('base64')}`);
    expect(token.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(token.body).toEqual({ grant_type: 'client_credentials' });
    expect(token.headers['x-merchant-id']).toBe(UpsFake.credentials.accountNumber);
    const rate = sent(/api\/rating/).at(-1)!;
    expect(rate.path).toBe('/api/rating/v2409/Shoptimeintransit');
    expect(rate.headers['authorization']).toMatch(/^Bearer \S+$/);
    expect(rate.headers['transid']).toMatch(/^[0-9a-f]{32}$/);
    expect(rate.headers['transactionsrc']).toBe('waypost');
  });

  it('fetches a new token once when UPS stops accepting the kept one', async () => {
    await ups.rates(SAMPLE_DOMESTIC);
    fake.expireTokens();
    const before = sent(/oauth\/token/).length;
    await expect(ups.rates(SAMPLE_DOMESTIC)).resolves.not.toHaveLength(0);
    expect(sent(/oauth\/token/).length).toBe(before + 1);
  });

  it('wrong credentials: auth, with no secret in the message', async () => {
    const bad = new UpsProvider(account(url, UpsFake.badCredentials));
    const e = (await bad.rates(SAMPLE_DOMESTIC).catch((x: unknown) => x)) as ProviderError;
    expect(e).toBeInstanceOf(ProviderError);
    expect(e.kind).toBe('auth');
    expect(e.details.code).toBe('10401');
    expect(e.message).not.toContain(UpsFake.badCredentials.clientSecret);
    expect(e.message).not.toContain(UpsFake.credentials.clientId);
  });

  it('rates from the US in pounds and inches, rounded up, with the shipper number and the ship date', async () => {
    const rates = await ups.rates(SAMPLE_DOMESTIC);
    const s = lastBody(/api\/rating/).RateRequest.Shipment;
    expect(s.Shipper.ShipperNumber).toBe(UpsFake.credentials.accountNumber);
    // 1.2 kg = 2.65 lb; 30 × 20 × 10 cm = 11.8 × 7.9 × 3.9 in.
    expect(s.Package[0].PackageWeight).toEqual({ UnitOfMeasurement: { Code: 'LBS' }, Weight: '2.7' });
    expect(s.Package[0].Dimensions).toEqual({ UnitOfMeasurement: { Code: 'IN' }, Length: '12', Width: '8', Height: '4' });
    expect(s.Package[0].PackagingType.Code).toBe('02');
    expect(s.ShipTo.Address).toMatchObject({ PostalCode: '94043', StateProvinceCode: 'CA', CountryCode: 'US', ResidentialAddressIndicator: 'Y' });
    expect(s.DeliveryTimeInformation).toEqual({ PackageBillType: '03', Pickup: { Date: '20261201' } });
    expect(s.ShipmentRatingOptions).toEqual({ NegotiatedRatesIndicator: 'Y' });
    expect(s.InvoiceLineTotal).toBeUndefined();
    const ground = rates.find((r) => r.serviceCode === '03')!;
    // UPS answers an empty service description: the name comes from the service code.
    expect(ground).toMatchObject({ rateRef: '03', carrier: 'UPS', carrierCode: 'ups', service: 'UPS Ground', transitDays: 5, deliveryDate: '2026-12-08' });
    // The account's negotiated total is what it pays: the published lines plus an adjustment add up to it.
    // Fake prices: 3 lb billed, base 13.35, fuel 2.00, residential 5.95 = 21.30 published, 19.17 negotiated.
    expect(ground.total).toEqual({ amountMinor: 1917, currency: 'USD' });
    expect(ground.lines).toEqual([
      { code: 'BASE', label: 'Base service charge', amountMinor: 1335 },
      { code: '375', label: 'Fuel surcharge', amountMinor: 200 },
      { code: '270', label: 'Residential surcharge', amountMinor: 595 },
      { code: 'NEGOTIATED', label: 'Negotiated rate adjustment', amountMinor: -213 },
    ]);
  });

  it('rates a cross-border shipment with its goods total, and a shipment from Germany in kilograms and centimetres', async () => {
    await ups.rates(SAMPLE_INTERNATIONAL);
    expect(lastBody(/api\/rating/).RateRequest.Shipment.InvoiceLineTotal).toEqual({ CurrencyCode: 'USD', MonetaryValue: '60' });
    const berlin = SAMPLE_INTERNATIONAL.to;
    const domesticDe: ShipmentSpec = { ...SAMPLE_DOMESTIC, from: { ...berlin, name: 'Max Versender' }, to: { ...berlin, street1: 'Friedrichstraße 43' } };
    const rates = await ups.rates(domesticDe);
    const p = lastBody(/api\/rating/).RateRequest.Shipment.Package[0];
    expect(p.PackageWeight).toEqual({ UnitOfMeasurement: { Code: 'KGS' }, Weight: '1.2' });
    expect(p.Dimensions).toEqual({ UnitOfMeasurement: { Code: 'CM' }, Length: '30', Width: '20', Height: '10' });
    expect(rates[0]!.total.currency).toBe('EUR');
  });

  it('a receiver without a state: invalid, with the field UPS named', async () => {
    const noState: ShipmentSpec = { ...SAMPLE_DOMESTIC, to: { ...SAMPLE_DOMESTIC.to, state: undefined } };
    const e = (await ups.rates(noState).catch((x: unknown) => x)) as ProviderError;
    expect(e.kind).toBe('invalid');
    expect(e.details).toMatchObject({ status: 400, code: '120206', fields: [{ field: 'ShipTo.StateProvinceCode', message: 'Missing/Invalid ShipTo StateProvinceCode' }] });
  });

  it('the fake refuses a body without a documented required field, naming it as UPS does', async () => {
    const token = (
      (await (
        await fetch(`${url}/security/v1/oauth/token`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${UpsFake.credentials.clientId}:${UpsFake.credentials.clientSecret}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: 'grant_type=client_credentials',
        })
      ).json()) as Body
    ).access_token;
    const res = await fetch(`${url}/api/shipments/v2409/ship`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ShipmentRequest: { Request: { RequestOption: 'nonvalidate' } } }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ response: { errors: [{ code: '20007', message: 'Missing Required field, ShipmentRequest/Shipment.' }] } });
  });

  it('buys a cross-border label with a commercial invoice, shipment-level references, and a PDF from Label Recovery', async () => {
    const { bought } = await buy(SAMPLE_INTERNATIONAL, 'wp-ups-intl-0001');
    const req = lastBody(/\/ship$/).ShipmentRequest;
    const s = req.Shipment;
    expect(req.LabelSpecification.LabelImageFormat.Code).toBe('GIF');
    expect(s.Description).toBe('Cotton T-shirts');
    expect(s.Shipper).toMatchObject({ ShipperNumber: UpsFake.credentials.accountNumber, AttentionName: 'Ada Shipper', Name: 'Waypost Test Co', Phone: { Number: '2125550100' } });
    expect(s.ShipTo).toMatchObject({ Name: 'Max Empfänger', AttentionName: 'Max Empfänger', Phone: { Number: '49305550100' } });
    expect(s.PaymentInformation.ShipmentCharge).toEqual([{ Type: '01', BillShipper: { AccountNumber: UpsFake.credentials.accountNumber } }]);
    expect(s.ReferenceNumber).toEqual([{ Value: 'wp-ups-intl-0001' }, { Value: '7a1c9e2b3d4f4a5b8c6d9e0f1a2b3c4d' }]);
    expect(s.Package[0].ReferenceNumber).toBeUndefined();
    expect(s.ShipmentServiceOptions.InternationalForms).toMatchObject({
      FormType: ['01'],
      InvoiceDate: '20261201',
      ReasonForExport: 'SALE',
      CurrencyCode: 'USD',
      TermsOfShipment: 'DAP',
      Comments: 'Declaration signed by Ada Shipper',
      Product: [
        {
          Description: ['Cotton T-shirts'],
          Unit: { Number: '3', UnitOfMeasurement: { Code: 'PCS' }, Value: '20.00' },
          CommodityCode: '610910',
          OriginCountryCode: 'US',
          ProductWeight: { UnitOfMeasurement: { Code: 'LBS' }, Weight: '2.0' },
        },
      ],
    });
    const recovery = lastBody(/recovery$/).LabelRecoveryRequest;
    expect(recovery).toMatchObject({ TrackingNumber: bought.trackingNumber, LabelSpecification: { LabelImageFormat: { Code: 'PDF' } } });
    expect(isUpsTrackingNumber(bought.trackingNumber)).toBe(true);
    expect(bought.providerShipmentId).toBe(bought.trackingNumber);
    const doc = await ups.label(bought.label);
    expect(doc.contentType).toBe('application/pdf');
    expect(doc.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  it('DDP bills duties and taxes to the shipper too', async () => {
    await buy({ ...SAMPLE_INTERNATIONAL, customs: { ...SAMPLE_INTERNATIONAL.customs!, incoterm: 'DDP' } }, 'wp-ups-ddp-0001');
    const s = lastBody(/\/ship$/).ShipmentRequest.Shipment;
    expect(s.PaymentInformation.ShipmentCharge.map((c: Body) => c.Type)).toEqual(['01', '02']);
    expect(s.ShipmentServiceOptions.InternationalForms.TermsOfShipment).toBe('DDP');
  });

  it('buys a domestic ZPL label: package-level references, no invoice, no recovery call', async () => {
    const recoveries = sent(/recovery$/).length;
    const { bought } = await buy(SAMPLE_DOMESTIC, 'wp-ups-dom-0001', 'ZPL');
    const req = lastBody(/\/ship$/).ShipmentRequest;
    expect(req.LabelSpecification).toMatchObject({ LabelImageFormat: { Code: 'ZPL' }, LabelStockSize: { Height: '6', Width: '4' } });
    expect(req.Shipment.ReferenceNumber).toBeUndefined();
    expect(req.Shipment.Package[0].ReferenceNumber).toEqual([{ Value: 'wp-ups-dom-0001' }, { Value: '0f8b7c1e6a4d4e2b9c3a1d2e3f4a5b6c' }]);
    expect(req.Shipment.ShipmentServiceOptions).toBeUndefined();
    expect(sent(/recovery$/).length).toBe(recoveries);
    const doc = await ups.label(bought.label);
    expect(doc.contentType).toBe('application/zpl');
    expect(doc.bytes.toString('latin1')).toMatch(/^\^XA/);
    expect(bought.charge.lines.reduce((t, l) => t + l.amountMinor, 0)).toBe(bought.charge.amountMinor);
  });

  it('PNG is not offered', async () => {
    const [rate] = await ups.rates(SAMPLE_DOMESTIC);
    await expect(ups.purchase({ shipment: SAMPLE_DOMESTIC, rate: rate!, idempotencyKey: 'wp-ups-png', labelFormat: 'PNG' })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('finds an earlier purchase by its key through Label Recovery, and nothing for a key never used', async () => {
    const [rate] = await ups.rates(SAMPLE_DOMESTIC);
    const request = { shipment: SAMPLE_DOMESTIC, rate: rate!, idempotencyKey: 'wp-ups-find-0001', labelFormat: 'PDF' as const };
    expect(await ups.findPurchase({ ...request, idempotencyKey: 'wp-ups-never-used' })).toBeNull();
    const bought = await ups.purchase(request);
    const sold = fake.labelsBought();
    const found = await ups.findPurchase(request);
    expect(lastBody(/recovery$/).LabelRecoveryRequest.ReferenceValues).toEqual({
      ReferenceNumber: { Value: 'wp-ups-find-0001' },
      ShipperNumber: UpsFake.credentials.accountNumber,
    });
    expect(found).toMatchObject({ trackingNumber: bought.trackingNumber, providerShipmentId: bought.providerShipmentId, serviceCode: rate!.serviceCode });
    expect(found!.charge).toEqual({
      ...rate!.total,
      lines: [{ code: 'QUOTED', label: 'Quoted rate (UPS Label Recovery gives no charges)', amountMinor: rate!.total.amountMinor }],
    });
    expect((await ups.label(found!.label)).bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(fake.labelsBought()).toBe(sold);
  });

  it('a long idempotency key becomes a 35-character reference', async () => {
    const key = `wp-${'x'.repeat(60)}`;
    const { bought } = await buy(SAMPLE_INTERNATIONAL, key);
    const value = lastBody(/\/ship$/).ShipmentRequest.Shipment.ReferenceNumber[0].Value as string;
    expect(value).toMatch(/^WP[0-9a-f]{33}$/);
    const [rate] = await ups.rates(SAMPLE_INTERNATIONAL);
    expect((await ups.findPurchase({ shipment: SAMPLE_INTERNATIONAL, rate: rate!, idempotencyKey: key, labelFormat: 'PDF' }))?.trackingNumber).toBe(bought.trackingNumber);
  });

  it('voids: voided, voided again (already voided), refused once the void window closed', async () => {
    const { bought } = await buy(SAMPLE_DOMESTIC, 'wp-ups-void-0001');
    const request = { providerShipmentId: bought.providerShipmentId, trackingNumber: bought.trackingNumber, carrierCode: 'ups' };
    expect(await ups.void(request)).toMatchObject({ status: 'voided' });
    expect(sent(/void\/cancel/).at(-1)!.path).toBe(`/api/shipments/v2409/void/cancel/${bought.providerShipmentId}`);
    expect(await ups.void(request)).toMatchObject({ status: 'voided' });
    expect((await ups.track(request)).final).toBe(true);
    const late = (await buy(SAMPLE_DOMESTIC, 'wp-ups-void-0002')).bought;
    fake.closeVoidWindow(late.providerShipmentId);
    expect(await ups.void({ ...request, providerShipmentId: late.providerShipmentId })).toMatchObject({ status: 'refused' });
    await expect(ups.void({ ...request, providerShipmentId: '1ZNOTAREALSHIPMENT' })).rejects.toMatchObject({ kind: 'invalid', details: { code: '190100' } });
  });

  it('tracks with transaction headers; the label-created activity is not an event; ids match the pushed event', async () => {
    const { bought } = await buy(SAMPLE_DOMESTIC, 'wp-ups-track-0001');
    const request = { trackingNumber: bought.trackingNumber, carrierCode: 'ups' };
    expect((await ups.track(request)).events).toEqual([]);
    fake.advance(bought.trackingNumber, 'in_transit');
    fake.advance(bought.trackingNumber, 'out_for_delivery');
    const polled = await ups.track(request);
    expect(sent(/track\/v1\/details/).at(-1)!.headers['transactionsrc']).toBe('waypost');
    expect(polled.events.map((e) => [e.providerStatus, e.eventType])).toEqual([
      ['I/DP', 'transit'],
      ['I/OT', 'out_for_delivery'],
    ]);
    expect(polled.events[1]!.location).toBe('Mountain View, CA, US');
    const delivery = fake.webhookDelivery(bought.trackingNumber);
    const pushed = ups.parseWebhook({ headers: delivery.headers, rawBody: delivery.body, now: Date.now() });
    expect(pushed.ok && pushed.updates[0]!.events[0]!.eventId).toBe(polled.events[1]!.eventId);
    await expect(ups.track({ trackingNumber: '1Z999AA10123456784', carrierCode: 'ups' })).rejects.toMatchObject({ kind: 'invalid', details: { status: 404, code: 'TW0001' } });
  });

  it('the status table: codes before types, unknown types kept in the provider words, final on delivery, return or void', () => {
    const body = (activities: [string, string, string][]) => ({
      trackResponse: {
        shipment: [
          {
            package: [
              {
                trackingNumber: 'T',
                activity: activities.reverse().map(([type, code, description], i) => ({
                  status: { type, code, description },
                  gmtDate: '20261201',
                  gmtTime: `1${i}0000`,
                  location: { address: { city: 'Louisville', country: 'US' } },
                })),
              },
            ],
          },
        ],
      },
    });
    const read = (...a: [string, string, string][]) => trackResultFrom('T', body(a));
    const types = (r: ReturnType<typeof read>) => r.events.map((e) => e.eventType);
    expect(
      types(
        read(
          ['M', 'MP', 'Shipment Ready for UPS'],
          ['P', 'PU', 'Pickup Scan'],
          ['I', 'OR', 'Origin Scan'],
          ['X', 'SR', 'Your package was released by the customs agency.'],
          ['I', 'OT', 'Out for Delivery'],
          ['X', '48', 'The receiver was not available'],
        ),
      ),
    ).toEqual(['pickup', 'transit', 'customs', 'out_for_delivery', 'exception']);
    expect(read(['I', 'OR', 'Origin Scan'], ['D', 'FS', 'Delivered'])).toMatchObject({ final: true });
    expect(read(['I', 'OR', 'Origin Scan'], ['RS', 'RS', 'Returned to shipper'])).toMatchObject({ final: true, events: [{}, { eventType: 'returned_to_sender' }] });
    expect(read(['M', 'MP', 'Shipment Ready for UPS'], ['MV', '', 'Billing Information Voided']).final).toBe(true);
    const odd = read(['ZZ', 'Q1', 'Something new']).events[0]!;
    expect(odd).toMatchObject({ eventType: 'exception', providerStatus: 'ZZ/Q1', description: 'Carrier status "ZZ/Q1": Something new', occurredAt: '2026-12-01T10:00:00.000Z' });
  });

  it('webhooks: the credential header decides, compared in constant time; refused when unconfigured, unreadable or not a UPS number', async () => {
    const { bought } = await buy(SAMPLE_DOMESTIC, 'wp-ups-hook-0001');
    fake.advance(bought.trackingNumber, 'delivered');
    const d = fake.webhookDelivery(bought.trackingNumber);
    const parse = (headers: Record<string, string>, body: Buffer, provider = ups) => provider.parseWebhook({ headers, rawBody: body, now: Date.now() });
    expect(d.headers).toMatchObject({ 'user-agent': 'UPSPubSubTrackingService', credential: UpsFake.credentials.webhookCredential });
    expect(parse(d.headers, d.body)).toMatchObject({
      ok: true,
      updates: [{ trackingNumber: bought.trackingNumber, carrierCode: 'ups', events: [{ eventType: 'delivered', providerStatus: 'D/FS' }] }],
    });
    expect(parse({ ...d.headers, credential: `${UpsFake.credentials.webhookCredential}x` }, d.body).ok).toBe(false);
    expect(parse({ ...d.headers, credential: '' }, d.body).ok).toBe(false);
    const { webhookCredential: _unused, ...withoutCredential } = UpsFake.credentials;
    expect(parse(d.headers, d.body, new UpsProvider(account(url, withoutCredential))).ok).toBe(false);
    expect(parse(d.headers, Buffer.from('{not json')).ok).toBe(false);
    // A 1Z number whose check digit is wrong is not UPS's.
    const wrongDigit = bought.trackingNumber.slice(0, 17) + String((Number(bought.trackingNumber[17]) + 1) % 10);
    expect(parse(d.headers, Buffer.from(d.body.toString('utf8').replace(bought.trackingNumber, wrongDigit))).ok).toBe(false);
    // Label-created events are acknowledged with no update.
    const fresh = (await buy(SAMPLE_DOMESTIC, 'wp-ups-hook-0002')).bought;
    const created = fake.webhookDelivery(fresh.trackingNumber);
    expect(parse(created.headers, created.body)).toMatchObject({ ok: true, updates: [{ events: [] }] });
  });

  it('subscribes parcels to Track Alert with our credential, which UPS then sends back', async () => {
    const { bought } = await buy(SAMPLE_DOMESTIC, 'wp-ups-sub-0001');
    const other = new UpsProvider(account(url, { ...UpsFake.credentials, webhookCredential: 'another-credential' }));
    expect(await other.subscribeTracking([bought.trackingNumber, '1Z12'], 'https://waypost.example/webhooks/ups')).toEqual({ invalidTrackingNumbers: ['1Z12'] });
    const sub = sent(/subscription\/standard\/package/).at(-1)!;
    expect(sub.body).toEqual({
      locale: 'en_US',
      countryCode: 'US',
      trackingNumberList: [bought.trackingNumber, '1Z12'],
      destination: { url: 'https://waypost.example/webhooks/ups', credentialType: 'Bearer', credential: 'another-credential' },
    });
    expect(sub.headers['transid']).toBeTruthy();
    fake.advance(bought.trackingNumber, 'in_transit');
    const d = fake.webhookDelivery(bought.trackingNumber);
    expect(d.headers['credential']).toBe('another-credential');
    expect(other.parseWebhook({ headers: d.headers, rawBody: d.body, now: Date.now() }).ok).toBe(true);
    expect(ups.parseWebhook({ headers: d.headers, rawBody: d.body, now: Date.now() }).ok).toBe(false);
  });

  it('validates US addresses street by street (XAV), classifying them; refuses other countries', async () => {
    const valid = await ups.validateAddress({ ...SAMPLE_DOMESTIC.from, street1: '350 5th Avenue' });
    expect(valid).toEqual({
      valid: true,
      messages: [],
      suggestion: { ...SAMPLE_DOMESTIC.from, street1: '350 5TH AVE', street2: undefined, city: 'NEW YORK', postalCode: '10118-0110', residential: false },
    });
    const req = sent(/addressvalidation/).at(-1)!;
    expect(req.path).toBe('/api/addressvalidation/v2/3');
    expect(req.query.get('maximumcandidatelistsize')).toBe('5');
    expect(req.body).toEqual({
      XAVRequest: {
        AddressKeyFormat: {
          ConsigneeName: 'Waypost Test Co',
          AddressLine: ['350 5th Avenue'],
          PoliticalDivision2: 'New York',
          PoliticalDivision1: 'NY',
          PostcodePrimaryLow: '10118',
          CountryCode: 'US',
        },
      },
    });
    const ambiguous = await ups.validateAddress({ ...SAMPLE_DOMESTIC.to, street1: '1601 Amphitheatre Pkwy' });
    expect(ambiguous).toMatchObject({
      valid: false,
      messages: ['UPS found no exact match; 1 close address'],
      suggestion: { street1: '1600 AMPHITHEATRE PKWY', postalCode: '94043-1351' },
    });
    expect(await ups.validateAddress({ ...SAMPLE_DOMESTIC.to, postalCode: '94000' })).toEqual({ valid: false, messages: ['UPS found no such address'] });
    const home = await ups.validateAddress({ ...SAMPLE_DOMESTIC.to, street1: '55 Lake Street', city: 'Brooklyn', state: 'NY', postalCode: '11223', residential: false });
    expect(home.suggestion?.residential).toBe(true);
    await expect(ups.validateAddress(SAMPLE_INTERNATIONAL.to)).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('customs values per unit are exact to six decimals', () => {
    expect(unitValue(6000, 3, 'USD')).toBe('20.00');
    expect(unitValue(1000, 3, 'USD')).toBe('3.333333');
    expect(unitValue(1000, 3, 'JPY')).toBe('333.333333');
    expect(unitValue(1999, 1, 'EUR')).toBe('19.99');
  });

  it('1Z check digits: real UPS numbers pass, a changed digit fails', () => {
    for (const tn of ['1ZCIETST0111111114', '1ZCIETST0422222228', '1Z204W4R0308071865', '1Z1234567891234556', '1Z023E2X0214323462']) expect(isUpsTrackingNumber(tn)).toBe(true);
    expect(isUpsTrackingNumber('1ZCIETST0111111115')).toBe(false);
    expect(isUpsTrackingNumber('1R12345678912345')).toBe(true);
  });

  it('the fake moves a parcel on at each tracking request when asked to', async () => {
    const auto = new UpsFake({ autoAdvance: true });
    const autoUrl = await auto.listen();
    try {
      const provider = new UpsProvider(account(autoUrl, UpsFake.credentials));
      const [rate] = await provider.rates(SAMPLE_DOMESTIC);
      const bought = await provider.purchase({ shipment: SAMPLE_DOMESTIC, rate: rate!, idempotencyKey: 'wp-ups-auto', labelFormat: 'PDF' });
      const steps = [];
      for (let i = 0; i < 4; i++) steps.push((await provider.track({ trackingNumber: bought.trackingNumber, carrierCode: 'ups' })).events.at(-1)!.eventType);
      expect(steps).toEqual(['transit', 'out_for_delivery', 'delivered', 'delivered']);
    } finally {
      await auto.close();
    }
  });
});
