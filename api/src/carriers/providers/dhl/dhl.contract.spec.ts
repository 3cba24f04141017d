// Over 300 lines: the shared contract plus the MyDHL-specific checks (wire format, status table, customs, errors) in one suite.
import { providerContract, SAMPLE_DOMESTIC, SAMPLE_INTERNATIONAL } from '../../../../test-support/provider-contract';
import { ProviderError, type ProviderAccount, type ShipmentSpec } from '../provider';
import { DhlFake } from './dhl.fake';
import { DHL_STATUS_TABLE, readDhlError, readTrackingEvent } from './dhl.answers';
import { dhlReference } from './dhl.mapping';
import { DHL_API_VERSION, DHL_BASE_URLS, DhlProvider } from './dhl.provider';

// ── DHL Express (MyDHL API) against its local fake: the shared contract, then what only MyDHL has ──

/** DHL Express carries domestic shipments inside a country it serves domestically (here Germany), not in the US. */
const DOMESTIC_DE: ShipmentSpec = {
  reference: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
  from: {
    name: 'Ada Versender',
    company: 'Waypost Test GmbH',
    street1: 'Unter den Linden 77',
    city: 'Berlin',
    postalCode: '10117',
    country: 'DE',
    phone: '+49305550100',
    email: 'ada@example.com',
  },
  to: { name: 'Max Empfänger', street1: 'Marienplatz 8', city: 'Muenchen', postalCode: '80331', country: 'DE', phone: '+49895550100', residential: true },
  parcels: [{ weightKg: 1.2, lengthCm: 30, widthCm: 20, heightCm: 10 }],
  shipDate: '2026-12-01',
};

const accountFor = (baseUrl: string, credentials: Record<string, string>): ProviderAccount => ({
  providerId: 'dhl-direct',
  accountId: 'default',
  mode: 'test',
  baseUrl,
  credentials,
});

providerContract('DHL Express (MyDHL API)', async () => {
  const fake = new DhlFake();
  const url = await fake.listen();
  return {
    fake: fake.server,
    provider: (options) => new DhlProvider(accountFor(url, DhlFake.credentials), options),
    providerWithBadCredentials: () => new DhlProvider(accountFor(url, DhlFake.badCredentials)),
    labelsBought: () => fake.labelsBought(),
    advance: (trackingNumber, step) => fake.advance(trackingNumber, step),
    routes: { rates: /^POST \/rates$/, purchase: /^POST \/shipments$/ },
    // MyDHL's documented 422 (schema validation): the offending path in `detail`.
    invalidAddressError: {
      status: 422,
      body: {
        instance: '/expressapi/rates',
        detail: '#/customerDetails/receiverDetails/postalCode: expected maxLength: 12, actual: 14',
        title: 'Validation error',
        message: 'Unprocessable Entity',
        status: '422',
      },
      field: 'customerDetails/receiverDetails/postalCode',
    },
    shipments: { domestic: DOMESTIC_DE, international: SAMPLE_INTERNATIONAL },
    stop: () => fake.close(),
  };
});

async function failure(call: Promise<unknown>): Promise<ProviderError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

describe('DHL Express (MyDHL API): what the adapter sends and reads', () => {
  let fake: DhlFake;
  let url: string;
  let dhl: DhlProvider;
  type Body = Record<string, any>;
  const last = (method: string, path: RegExp) => fake.server.requests.filter((r) => r.method === method && path.test(r.path)).at(-1)!;
  const buy = async (shipment: ShipmentSpec, labelFormat: 'PDF' | 'ZPL' = 'PDF', idempotencyKey = 'b0c1d2e3-f405-4617-8829-3a4b5c6d7e8f') => {
    const [rate] = await dhl.rates(shipment);
    return dhl.purchase({ shipment, rate: rate!, idempotencyKey, labelFormat });
  };

  beforeAll(async () => {
    fake = new DhlFake();
    url = await fake.listen();
    dhl = new DhlProvider(accountFor(url, DhlFake.credentials));
  });
  afterAll(() => fake.close());
  afterEach(() => fake.server.clearFaults());

  it('knows the MyDHL hosts by mode', () => {
    expect(DHL_BASE_URLS).toEqual({ test: 'https://express.api.dhl.com/mydhlapi/test', live: 'https://express.api.dhl.com/mydhlapi' });
  });

  it('sends HTTP Basic (key:secret), a Message-Reference of at most 36 characters and x-version on every call', async () => {
    await dhl.rates(SAMPLE_INTERNATIONAL);
    const sent = last('POST', /^\/rates$/);
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from('waypost-test-apikey:waypost-test-secret').toString('base64')}`);
    expect(sent.headers['message-reference']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.headers['x-version']).toBe(DHL_API_VERSION);
  });

  it('rates: metric pieces, the shipper account, and a declared value when the shipment is dutiable', async () => {
    await dhl.rates(SAMPLE_INTERNATIONAL);
    const international = last('POST', /^\/rates$/).body as Body;
    expect(international.unitOfMeasurement).toBe('metric');
    expect(international.packages).toEqual([{ weight: 2.5, dimensions: { length: 40, width: 30, height: 15 } }]);
    expect(international.accounts).toEqual([{ typeCode: 'shipper', number: '123456789' }]);
    expect(international.isCustomsDeclarable).toBe(true);
    expect(international.monetaryAmount).toEqual([{ typeCode: 'declaredValue', value: 60, currency: 'USD' }]);
    expect(international.plannedShippingDateAndTime).toBe('2026-12-01T12:00:00 GMT+00:00');
    expect(international.customerDetails.receiverDetails).toEqual({ postalCode: '10117', cityName: 'Berlin', countryCode: 'DE', addressLine1: 'Unter den Linden 77' });
    await dhl.rates(DOMESTIC_DE);
    const domestic = last('POST', /^\/rates$/).body as Body;
    expect(domestic.isCustomsDeclarable).toBe(false);
    expect(domestic.monetaryAmount).toBeUndefined();
  });

  it('rates: the billing currency (not the first price listed), charged lines only, tax itemised', async () => {
    const [international] = await dhl.rates(SAMPLE_INTERNATIONAL);
    expect(international).toMatchObject({
      rateRef: 'P:P',
      serviceCode: 'P',
      service: 'EXPRESS WORLDWIDE',
      carrier: 'DHL Express',
      carrierCode: 'dhl_express',
      transitDays: 3,
      deliveryDate: '2026-12-04',
    });
    expect(international!.total.currency).toBe('USD');
    expect(international!.lines.map((l) => l.code)).toEqual(['BASE', 'FF']);
    const [domestic] = await dhl.rates(DOMESTIC_DE);
    expect(domestic!.total.currency).toBe('EUR');
    expect(domestic!.lines.map((l) => l.code)).toEqual(['BASE', 'FF', 'STTXA']);
    expect(domestic!.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(domestic!.total.amountMinor);
  });

  it('purchase: the rated product, our reference, one export line per customs item, the label only', async () => {
    const bought = await buy(SAMPLE_INTERNATIONAL);
    const sent = last('POST', /^\/shipments$/);
    const body = sent.body as Body;
    expect(sent.headers['message-reference']).toBe('b0c1d2e3-f405-4617-8829-3a4b5c6d7e8f');
    expect(body).toMatchObject({
      productCode: 'P',
      localProductCode: 'P',
      pickup: { isRequested: false },
      getRateEstimates: true,
      accounts: [{ typeCode: 'shipper', number: '123456789' }],
    });
    expect(body.customerReferences).toEqual([{ typeCode: 'CU', value: '7a1c9e2b3d4f4a5b8c6d9e0f1a2b3c4d' }]);
    expect(body.outputImageProperties.encodingFormat).toBe('pdf');
    expect(body.outputImageProperties.imageOptions).toContainEqual({ typeCode: 'waybillDoc', isRequested: false });
    expect(body.customerDetails.receiverDetails.contactInformation).toEqual({
      fullName: 'Max Empfänger',
      companyName: 'Max Empfänger',
      phone: '+49305550100',
      email: 'max@example.com',
    });
    expect(body.content).toMatchObject({
      isCustomsDeclarable: true,
      declaredValue: 60,
      declaredValueCurrency: 'USD',
      incoterm: 'DAP',
      unitOfMeasurement: 'metric',
      description: 'Cotton T-shirts',
    });
    expect(body.content.exportDeclaration.lineItems).toEqual([
      {
        number: 1,
        description: 'Cotton T-shirts',
        price: 20,
        quantity: { value: 3, unitOfMeasurement: 'PCS' },
        commodityCodes: [{ typeCode: 'outbound', value: '610910' }],
        exportReasonType: 'commercial_purpose_or_sale',
        manufacturerCountry: 'US',
        weight: { netValue: 0.9, grossValue: 0.9 },
        preCalculatedLineItemTotalValue: 60,
      },
    ]);
    expect(body.content.exportDeclaration.invoice).toEqual({ number: '7a1c9e2b3d4f4a5b8c6d9e0f1a2b3c4d', date: '2026-12-01', signatureName: 'Ada Shipper' });
    expect(bought).toMatchObject({ service: 'EXPRESS WORLDWIDE', serviceCode: 'P', carrierCode: 'dhl_express', label: { format: 'PDF' } });
    expect(bought.providerShipmentId).toBe(bought.trackingNumber);
    expect(bought.charge.currency).toBe('USD');
    expect(bought.charge.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(bought.charge.amountMinor);
  });

  it('DDP asks for DHL duty tax paid (DD) when rating and buying', async () => {
    const ddp = { ...SAMPLE_INTERNATIONAL, customs: { ...SAMPLE_INTERNATIONAL.customs!, incoterm: 'DDP' as const } };
    const [rate] = await dhl.rates(ddp);
    expect((last('POST', /^\/rates$/).body as Body).valueAddedServices).toEqual([{ serviceCode: 'DD' }]);
    expect(rate!.lines.map((l) => l.code)).toContain('DD');
    await dhl.purchase({ shipment: ddp, rate: rate!, idempotencyKey: 'ddp-0001', labelFormat: 'PDF' });
    expect((last('POST', /^\/shipments$/).body as Body).valueAddedServices).toEqual([{ serviceCode: 'DD' }]);
  });

  it('ZPL labels come back as ZPL; PNG is refused before DHL is called', async () => {
    const bought = await buy(DOMESTIC_DE, 'ZPL', 'zpl-0001');
    expect((last('POST', /^\/shipments$/).body as Body).outputImageProperties.encodingFormat).toBe('zpl');
    const doc = await dhl.label(bought.label);
    expect(doc.contentType).toBe('application/zpl');
    expect(doc.bytes.toString('latin1')).toMatch(/^\^XA/);
    const [rate] = await dhl.rates(DOMESTIC_DE);
    const before = fake.server.requests.length;
    const e = await failure(dhl.purchase({ shipment: DOMESTIC_DE, rate: rate!, idempotencyKey: 'png-0001', labelFormat: 'PNG' }));
    expect(e.kind).toBe('invalid');
    expect(fake.server.requests.length).toBe(before);
  });

  it('a party without a phone is refused before DHL is called (MyDHL requires one)', async () => {
    const [rate] = await dhl.rates(DOMESTIC_DE);
    const before = fake.server.requests.length;
    const { phone: _phone, ...to } = DOMESTIC_DE.to;
    const e = await failure(dhl.purchase({ shipment: { ...DOMESTIC_DE, to }, rate: rate!, idempotencyKey: 'nophone-1', labelFormat: 'PDF' }));
    expect(e.kind).toBe('invalid');
    expect(e.details.fields).toEqual([{ field: 'receiver.phone', message: 'is required by DHL Express' }]);
    expect(fake.server.requests.length).toBe(before);
  });

  it("MyDHL's schema refusals come back invalid, naming the path", async () => {
    const long = { ...SAMPLE_INTERNATIONAL, to: { ...SAMPLE_INTERNATIONAL.to, postalCode: '10117-00000000' } };
    const rates = await failure(dhl.rates(long));
    expect(rates).toMatchObject({ kind: 'invalid', details: { status: 422 } });
    expect(rates.details.fields?.map((f) => f.field)).toEqual(['customerDetails/receiverDetails/postalCode']);
    const [rate] = await dhl.rates(SAMPLE_INTERNATIONAL);
    const street = { ...SAMPLE_INTERNATIONAL, to: { ...SAMPLE_INTERNATIONAL.to, street1: 'x'.repeat(46) } };
    const buying = await failure(dhl.purchase({ shipment: street, rate: rate!, idempotencyKey: 'street-1', labelFormat: 'PDF' }));
    expect(buying.details.fields?.map((f) => f.field)).toEqual(['customerDetails/receiverDetails/postalAddress/addressLine1']);
  });

  it('a wrong shipper account is the documented 400; wrong or missing credentials are auth, never echoed', async () => {
    const wrongAccount = new DhlProvider(accountFor(url, { ...DhlFake.credentials, accountNumber: '999999999' }));
    const account = await failure(wrongAccount.rates(SAMPLE_INTERNATIONAL));
    expect(account.kind).toBe('invalid');
    expect(account.message).toContain('account number is not found or invalid');
    const bad = await failure(new DhlProvider(accountFor(url, DhlFake.badCredentials)).rates(SAMPLE_INTERNATIONAL));
    expect(bad).toMatchObject({ kind: 'auth', details: { status: 401 } });
    expect(bad.message).not.toContain(DhlFake.badCredentials.password);
    const before = fake.server.requests.length;
    const { password: _password, ...noPassword } = DhlFake.credentials;
    const missing = await failure(new DhlProvider(accountFor(url, noPassword)).rates(SAMPLE_INTERNATIONAL));
    expect(missing.kind).toBe('auth');
    expect(missing.message).toContain('password');
    expect(fake.server.requests.length).toBe(before);
  });

  it('reads the documented error bodies: additionalDetails as fields, the DHL code of a process error', async () => {
    const multi = readDhlError(
      {
        instance: '/expressapi/pickups/PRG211126000382',
        detail: 'Multiple problems found, see Additional Details',
        title: 'Validation error',
        message: 'Unprocessable Entity',
        additionalDetails: ['#/location: expected maxLength: 80, actual: 85', '#/customerDetails/shipperDetails/postalAddress/cityName: expected maxLength: 45, actual: 49'],
        status: '422',
      },
      422,
    );
    expect(multi.fields?.map((f) => f.field)).toEqual(['location', 'customerDetails/shipperDetails/postalAddress/cityName']);
    expect(readDhlError({ detail: '#/customerDetails/shipperDetails: required key [countryCode] not found', status: '422' }, 422).fields?.[0]?.field).toBe(
      'customerDetails/shipperDetails/countryCode',
    );
    fake.server.fault({
      match: /^POST \/rates$/,
      status: 500,
      body: {
        instance: '/expressapi/rates',
        detail: '999: Process failure occurred. Process ID associated for that transaction (1234567890)',
        title: 'Internal Server Error',
        message: 'Internal Server Error',
        code: '500',
      },
    });
    const e = await failure(dhl.rates(SAMPLE_INTERNATIONAL));
    expect(e).toMatchObject({ kind: 'unavailable', details: { status: 500, code: '999' } });
  });

  it('void calls nothing (MyDHL has no void) and says DHL bills only scanned shipments', async () => {
    const bought = await buy(DOMESTIC_DE, 'PDF', 'void-0001');
    const before = fake.server.requests.length;
    const result = await dhl.void({ providerShipmentId: bought.providerShipmentId, trackingNumber: bought.trackingNumber, carrierCode: bought.carrierCode });
    expect(result.status).toBe('voided');
    expect(result.message).toContain('bills only shipments it scans');
    expect(fake.server.requests.length).toBe(before);
  });

  it('tracking: no events before DHL scans the parcel (its 404), then checkpoints at their local offset, oldest first', async () => {
    const bought = await buy(SAMPLE_INTERNATIONAL, 'PDF', 'track-0001');
    const request = { trackingNumber: bought.trackingNumber, carrierCode: bought.carrierCode };
    expect(await dhl.track(request)).toEqual({ trackingNumber: bought.trackingNumber, events: [], final: false });
    const query = last('GET', /\/tracking$/).query;
    expect([query.get('trackingView'), query.get('requestGMTOffsetPerEvent')]).toEqual(['all-checkpoints', 'true']);
    fake.advance(bought.trackingNumber, 'in_transit');
    const { events } = await dhl.track(request);
    expect(events.map((e) => `${e.providerStatus}:${e.eventType}`)).toEqual(['PU:pickup', 'PL:transit', 'DF:transit', 'AF:transit', 'RR:customs', 'CR:customs']);
    expect(events[0]!.location).toBe('NEW YORK-US');
    const times = events.map((e) => Date.parse(e.occurredAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("reads DHL's own sample (newest first here) with its GMT offsets", async () => {
    const sample = [
      {
        date: '2023-08-10',
        time: '11:59:23',
        GMTOffset: '+12:00',
        typeCode: 'OK',
        description: 'Delivered : ALBY H',
        serviceArea: [{ code: 'AKL', description: 'AUCKLAND-NZ' }],
        signedBy: '',
      },
      {
        date: '2023-08-10',
        time: '10:50:14',
        GMTOffset: '+12:00',
        typeCode: 'WC',
        description: 'Shipment is out with courier for delivery',
        serviceArea: [{ code: 'AKL', description: 'AUCKLAND-NZ' }],
      },
      { date: '2023-08-09', time: '13:56:21', GMTOffset: '+10:00', typeCode: 'PU', description: 'Shipment picked up', serviceArea: [{ code: 'SYD', description: 'SYDNEY-AU' }] },
    ];
    fake.server.fault({ match: /\/tracking$/, status: 200, body: { shipments: [{ shipmentTrackingNumber: '1234567890', status: 'Success', events: sample }] } });
    const result = await dhl.track({ trackingNumber: '1234567890', carrierCode: 'dhl_express' });
    expect(result.events.map((e) => [e.eventType, e.occurredAt, e.location])).toEqual([
      ['pickup', '2023-08-09T03:56:21.000Z', 'SYDNEY-AU'],
      ['out_for_delivery', '2023-08-09T22:50:14.000Z', 'AUCKLAND-NZ'],
      ['delivered', '2023-08-09T23:59:23.000Z', 'AUCKLAND-NZ'],
    ]);
    expect(result.final).toBe(true);
  });

  it('the status table: every published checkpoint code has our type; an unlisted one is an exception with DHL words', () => {
    const type = (code: string) => readTrackingEvent('1234567890', { date: '2026-12-02', time: '10:00:00', typeCode: code, description: `text of ${code}` }).eventType;
    const expected: Record<string, string[]> = {
      pickup: ['PU', 'SA'],
      transit: ['PL', 'AF', 'DF', 'AR', 'FD', 'TR', 'TP', 'SC', 'SM', 'AD'],
      customs: ['RR', 'IC', 'CR', 'BR', 'BN', 'CD', 'UD', 'HP', 'PY'],
      out_for_delivery: ['WC'],
      delivery_attempt: ['NH', 'CA', 'MD', 'ND'],
      available_for_pickup: ['CC'],
      delivered: ['OK', 'DD'],
      returned_to_sender: ['RT'],
      exception: ['PD', 'BA', 'CM', 'RD', 'OH', 'SS', 'MS', 'MC', 'DS', 'CS'],
    };
    for (const [eventType, codes] of Object.entries(expected)) for (const code of codes) expect([code, type(code)]).toEqual([code, eventType]);
    expect(Object.keys(DHL_STATUS_TABLE)).toHaveLength(Object.values(expected).flat().length);
    const odd = readTrackingEvent('1234567890', { date: '2026-12-02', time: '10:00:00', typeCode: 'XY', description: 'Something new' });
    expect(odd).toMatchObject({ eventType: 'exception', providerStatus: 'XY', description: 'Carrier status "XY": Something new' });
  });

  it('end to end: with autoAdvance each poll moves the parcel on until it is delivered', async () => {
    const auto = new DhlFake({ autoAdvance: true });
    const provider = new DhlProvider(accountFor(await auto.listen(), DhlFake.credentials));
    try {
      const [rate] = await provider.rates(DOMESTIC_DE);
      const bought = await provider.purchase({ shipment: DOMESTIC_DE, rate: rate!, idempotencyKey: 'e2e-0001', labelFormat: 'PDF' });
      const request = { trackingNumber: bought.trackingNumber, carrierCode: bought.carrierCode };
      const seen = [];
      for (let i = 0; i < 3; i++) seen.push((await provider.track(request)).events.at(-1)!.eventType);
      expect(seen).toEqual(['transit', 'out_for_delivery', 'delivered']);
      expect((await provider.track(request)).final).toBe(true);
    } finally {
      await auto.close();
    }
  });

  it('validateAddress: DHL service areas by postcode and city, a near match as a suggestion', async () => {
    expect(await dhl.validateAddress(SAMPLE_INTERNATIONAL.to)).toEqual({ valid: true, messages: [] });
    const query = last('GET', /^\/address-validate$/).query;
    expect(Object.fromEntries(query)).toEqual({ type: 'delivery', countryCode: 'DE', postalCode: '10117', cityName: 'Berlin', strictValidation: 'false' });
    const near = await dhl.validateAddress({ ...SAMPLE_INTERNATIONAL.to, city: 'Berlin-Mitte' });
    expect(near).toMatchObject({ valid: false, suggestion: { city: 'BERLIN', postalCode: '10117', street1: 'Unter den Linden 77' } });
    expect((await dhl.validateAddress({ ...SAMPLE_DOMESTIC.to, postalCode: '99999' })).valid).toBe(false);
  });

  it('references longer than 35 characters fit MyDHL without being cut', () => {
    expect(dhlReference('order-42')).toBe('order-42');
    expect(dhlReference(SAMPLE_DOMESTIC.reference)).toBe('0f8b7c1e6a4d4e2b9c3a1d2e3f4a5b6c');
    const long = dhlReference('a'.repeat(80));
    expect(long).toHaveLength(35);
    expect(dhlReference('a'.repeat(80))).toBe(long);
  });
});
