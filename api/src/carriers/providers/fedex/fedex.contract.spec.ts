import { providerContract, SAMPLE_DOMESTIC, SAMPLE_INTERNATIONAL } from '../../../../test-support/provider-contract';
import { ProviderError, type ProviderAccount, type ShipmentSpec } from '../provider';
import { FedexFake } from './fedex.fake';
import { fedexError } from './fedex.fake-schemas';
import { FEDEX_BASE_URLS, FedexProvider } from './fedex.provider';

// ── FedEx direct against its local fake: the shared contract, then what is FedEx's own ──
// What the adapter really sends (OAuth form, bearer, units, customs, references, label options), charge lines, void
// before and after the parcel is tendered, FedEx's errors. Tracking and the webhook: fedex.tracking.contract.spec.ts.

const account = (baseUrl: string, credentials: Record<string, string>): ProviderAccount => ({
  providerId: 'fedex-direct',
  accountId: 'default',
  mode: 'test',
  baseUrl,
  credentials,
});

providerContract('FedEx (FedEx API)', async () => {
  const fake = new FedexFake();
  const url = await fake.listen();
  return {
    fake: fake.server,
    provider: (options) => new FedexProvider(account(url, FedexFake.credentials), options),
    providerWithBadCredentials: () => new FedexProvider(account(url, FedexFake.badCredentials)),
    labelsBought: () => fake.labelsBought(),
    advance: (trackingNumber, step) => fake.advance(trackingNumber, step),
    webhookDelivery: (trackingNumber) => fake.webhookDelivery(trackingNumber),
    routes: { rates: /^POST \/rate\/v1\/rates\/quotes$/, purchase: /^POST \/ship\/v1\/shipments$/ },
    invalidAddressError: {
      status: 400,
      body: fedexError('INVALID.INPUT.EXCEPTION', 'Invalid field value in the input', [
        { key: 'requestedShipment.recipient.address.postalCode', value: 'not a postal code of DE' },
      ]),
      field: 'requestedShipment.recipient.address.postalCode',
    },
    stop: () => fake.close(),
  };
});

describe('FedEx (FedEx API): what is FedEx’s own', () => {
  let fake: FedexFake;
  let url: string;
  let fedex: FedexProvider;
  const sent = (path: string) => fake.server.requests.filter((r) => r.path === path);
  const body = (path: string) => sent(path).at(-1)!.body as Record<string, any>;
  const buy = async (spec: ShipmentSpec, labelFormat: 'PDF' | 'PNG' | 'ZPL' = 'PDF', key = 'wp-fedex-key-0001') => {
    const [rate] = await fedex.rates(spec);
    return fedex.purchase({ shipment: spec, rate: rate!, idempotencyKey: key, labelFormat });
  };
  beforeAll(async () => {
    fake = new FedexFake();
    url = await fake.listen();
    fedex = new FedexProvider(account(url, FedexFake.credentials));
  });
  afterAll(() => fake.close());
  afterEach(() => fake.server.clearFaults());

  it('knows FedEx’s hosts by mode', () => {
    expect(FEDEX_BASE_URLS).toEqual({ test: 'https://apis-sandbox.fedex.com', live: 'https://apis.fedex.com' });
  });

  it('gets an OAuth token with the client-credentials form once, sends it as a bearer, and renews it when FedEx refuses it', async () => {
    await fedex.rates(SAMPLE_DOMESTIC);
    await fedex.rates(SAMPLE_DOMESTIC);
    const tokenCalls = sent('/oauth/token');
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(tokenCalls[0]!.body).toEqual({ grant_type: 'client_credentials', client_id: FedexFake.credentials.clientId, client_secret: FedexFake.credentials.clientSecret });
    const quote = sent('/rate/v1/rates/quotes').at(-1)!;
    expect(quote.headers.authorization).toMatch(/^Bearer \S+$/);
    expect(quote.headers['x-locale']).toBe('en_US');
    expect(quote.headers['x-customer-transaction-id']).toMatch(/\S/);
    fake.expireTokens();
    await expect(fedex.rates(SAMPLE_DOMESTIC)).resolves.toHaveLength(3);
    expect(sent('/oauth/token')).toHaveLength(2);
  });

  it('rates in kilograms and whole centimetres, with the account number and, abroad, the commodities', async () => {
    await fedex.rates(SAMPLE_DOMESTIC);
    const domestic = body('/rate/v1/rates/quotes');
    expect(domestic.accountNumber).toEqual({ value: FedexFake.credentials.accountNumber });
    expect(domestic.requestedShipment.requestedPackageLineItems).toEqual([{ weight: { units: 'KG', value: 1.2 }, dimensions: { length: 30, width: 20, height: 10, units: 'CM' } }]);
    expect(domestic.requestedShipment.recipient.address).toEqual({ city: 'Mountain View', stateOrProvinceCode: 'CA', postalCode: '94043', countryCode: 'US', residential: true });
    expect(domestic.requestedShipment.customsClearanceDetail).toBeUndefined();
    await fedex.rates(SAMPLE_INTERNATIONAL);
    const abroad = body('/rate/v1/rates/quotes').requestedShipment;
    expect(abroad.customsClearanceDetail).toEqual({
      dutiesPayment: { paymentType: 'RECIPIENT' },
      commodities: [
        {
          description: 'Cotton T-shirts',
          quantity: 3,
          quantityUnits: 'PCS',
          weight: { units: 'KG', value: 0.9 },
          customsValue: { amount: 60, currency: 'USD' },
          unitPrice: { amount: 20, currency: 'USD' },
          countryOfManufacture: 'US',
          harmonizedCode: '610910',
        },
      ],
    });
  });

  it('itemises the account rate: base, discount, fuel, residential delivery; transit days from FedEx’s words', async () => {
    const ground = (await fedex.rates(SAMPLE_DOMESTIC)).find((r) => r.serviceCode === 'FEDEX_GROUND')!;
    // base 9.50 + 2 kg × 1.80 = 13.10; 10% off = 1.31; fuel 14.5% of 11.79 = 1.71; residential 5.95
    expect(ground.lines).toEqual([
      { code: 'BASE', label: 'Base charge', amountMinor: 1310 },
      { code: 'DISCOUNT', label: 'Discount', amountMinor: -131 },
      { code: 'FUEL', label: 'Fuel Surcharge', amountMinor: 171 },
      { code: 'RESIDENTIAL_DELIVERY', label: 'Residential delivery charge', amountMinor: 595 },
    ]);
    expect(ground).toMatchObject({
      total: { amountMinor: 1945, currency: 'USD' },
      carrier: 'FedEx',
      carrierCode: 'fedex',
      service: 'FedEx Ground®',
      transitDays: 3,
      rateRef: 'FEDEX_GROUND',
    });
  });

  it('buys with an inline label, phone numbers FedEx accepts, our reference and, abroad, a commercial invoice', async () => {
    const bought = await buy(SAMPLE_INTERNATIONAL, 'PDF', 'wp-fedex-key-0002');
    const shipped = body('/ship/v1/shipments');
    expect(sent('/ship/v1/shipments').at(-1)!.headers['x-customer-transaction-id']).toBe('wp-fedex-key-0002');
    expect(shipped.labelResponseOptions).toBe('LABEL');
    const s = shipped.requestedShipment;
    expect(s.labelSpecification).toEqual({ labelFormatType: 'COMMON2D', imageType: 'PDF', labelStockType: 'PAPER_4X6' });
    expect(s.shipper.contact.phoneNumber).toBe('2125550100');
    expect(s.recipients[0].contact.phoneNumber).toBe('49305550100');
    expect(s.recipients[0].address.streetLines).toEqual(['Unter den Linden 77']);
    expect(s.totalWeight).toBe(5.6);
    expect(s.requestedPackageLineItems[0].customerReferences).toEqual([{ customerReferenceType: 'CUSTOMER_REFERENCE', value: SAMPLE_INTERNATIONAL.reference }]);
    expect(s.customsClearanceDetail).toMatchObject({
      dutiesPayment: { paymentType: 'RECIPIENT' },
      isDocumentOnly: false,
      commercialInvoice: { shipmentPurpose: 'SOLD', termsOfSale: 'DAP', originatorName: 'Ada Shipper' },
      totalCustomsValue: { amount: 60, currency: 'USD' },
    });
    expect(bought.label.base64).toBeTruthy();
    expect((await fedex.label(bought.label)).bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bought.charge.lines.reduce((s2, l) => s2 + l.amountMinor, 0)).toBe(bought.charge.amountMinor);
  });

  it('DDP puts the duties on the shipper’s account; ZPL asks for thermal stock', async () => {
    await buy({ ...SAMPLE_INTERNATIONAL, customs: { ...SAMPLE_INTERNATIONAL.customs!, incoterm: 'DDP' } }, 'ZPL');
    const s = body('/ship/v1/shipments').requestedShipment;
    expect(s.customsClearanceDetail.dutiesPayment).toEqual({
      paymentType: 'SENDER',
      payor: { responsibleParty: { accountNumber: { value: FedexFake.credentials.accountNumber } } },
    });
    expect(s.labelSpecification).toMatchObject({ imageType: 'ZPLII', labelStockType: 'STOCK_4X6' });
  });

  it('several parcels: one merged PDF behind a URL; other formats are refused before anything is bought', async () => {
    const two: ShipmentSpec = { ...SAMPLE_DOMESTIC, parcels: [...SAMPLE_DOMESTIC.parcels, { weightKg: 0.5, lengthCm: 20, widthCm: 15, heightCm: 5 }] };
    const before = fake.labelsBought();
    const bought = await buy(two);
    expect(body('/ship/v1/shipments')).toMatchObject({ labelResponseOptions: 'URL_ONLY', mergeLabelDocOption: 'LABELS_ONLY' });
    expect(fake.labelsBought()).toBe(before + 2);
    expect(bought.label.url).toContain('/document/v2/document/retrieve/');
    const doc = await fedex.label(bought.label);
    expect(doc.contentType).toContain('pdf');
    expect(doc.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(buy(two, 'ZPL')).rejects.toMatchObject({ kind: 'invalid' });
    expect(fake.labelsBought()).toBe(before + 2);
  });

  it('voids a label FedEx has not scanned; a tendered parcel is refused, as FedEx documents', async () => {
    const fresh = await buy(SAMPLE_DOMESTIC);
    const request = { providerShipmentId: fresh.providerShipmentId, trackingNumber: fresh.trackingNumber, carrierCode: fresh.carrierCode };
    await expect(fedex.void(request)).resolves.toMatchObject({ status: 'voided' });
    expect(body('/ship/v1/shipments/cancel')).toEqual({
      accountNumber: { value: FedexFake.credentials.accountNumber },
      trackingNumber: fresh.trackingNumber,
      deletionControl: 'DELETE_ALL_PACKAGES',
    });
    const cancelled = await fedex.track(request);
    expect(cancelled.events.at(-1)).toMatchObject({ providerStatus: 'CA', eventType: 'exception' });
    expect(cancelled.final).toBe(true);
    const tendered = await buy(SAMPLE_DOMESTIC);
    fake.advance(tendered.trackingNumber, 'in_transit');
    await expect(fedex.void({ ...request, trackingNumber: tendered.trackingNumber })).resolves.toMatchObject({ status: 'refused' });
  });

  describe('failures', () => {
    it('a field FedEx requires is missing: 400 INVALID.INPUT.EXCEPTION naming it, kind invalid', async () => {
      const noState = { ...SAMPLE_DOMESTIC, to: { ...SAMPLE_DOMESTIC.to, state: undefined } };
      const e = await fedex.rates(noState).then(
        () => undefined,
        (error: unknown) => error as ProviderError,
      );
      expect(e).toBeInstanceOf(ProviderError);
      expect(e).toMatchObject({ kind: 'invalid', details: { status: 400, code: 'INVALID.INPUT.EXCEPTION' } });
      expect(e?.details.fields?.map((f) => f.field)).toContain('requestedShipment.recipient.address.stateOrProvinceCode');
    });

    it('an account number the credentials do not hold: auth (403); bad credentials never appear in the error', async () => {
      const other = new FedexProvider(account(url, { ...FedexFake.credentials, accountNumber: '123456789' }));
      await expect(other.rates(SAMPLE_DOMESTIC)).rejects.toMatchObject({ kind: 'auth', details: { status: 403, code: 'FORBIDDEN.ERROR' } });
      const bad = await new FedexProvider(account(url, FedexFake.badCredentials)).rates(SAMPLE_DOMESTIC).then(
        () => undefined,
        (error: unknown) => error as ProviderError,
      );
      expect(bad).toMatchObject({ kind: 'auth', details: { status: 401, code: 'NOT.AUTHORIZED.ERROR' } });
      expect(JSON.stringify({ message: bad?.message, details: bad?.details })).not.toContain(FedexFake.badCredentials.clientSecret);
    });
  });
});
