import { providerContract, SAMPLE_DOMESTIC, SAMPLE_INTERNATIONAL } from '../../../../test-support/provider-contract';
import { ProviderError, type ProviderAccount, type ProviderOptions, type PurchaseResult } from '../provider';
import { KarrioFake } from './karrio.fake';
import { KarrioProvider } from './karrio.provider';
import { readKarrioWebhook } from './karrio.webhook';

// ── The Karrio adapter against the local Karrio fake: the shared contract, then what is Karrio's own ──

const account = (baseUrl: string, credentials: Record<string, string>, mode: ProviderAccount['mode'] = 'test'): ProviderAccount => ({
  providerId: 'karrio',
  accountId: 'default',
  mode,
  baseUrl,
  credentials,
});

providerContract('Karrio', async () => {
  // The shared suite voids the label it has just tracked to "delivered". Real Karrio moves a shipment's status with its
  // tracker and then refuses the cancel (409, tested below with the fake's default); here the shipment stays "created".
  const fake = new KarrioFake({ shipmentStatusFollowsTracker: false });
  const url = await fake.listen();
  return {
    fake: fake.server,
    provider: (options?: ProviderOptions) => new KarrioProvider(account(url, KarrioFake.credentials), options),
    providerWithBadCredentials: () => new KarrioProvider(account(url, KarrioFake.badCredentials)),
    labelsBought: () => fake.labelsBought(),
    advance: (trackingNumber, step) => fake.advance(trackingNumber, step),
    webhookDelivery: (trackingNumber) => fake.webhookDelivery(trackingNumber),
    webhookProof: { scheme: 'shared-secret', headers: ['x-event-id'] },
    routes: { rates: /^POST \/v1\/shipments$/, purchase: /^POST \/v1\/shipments\/[^/]+\/purchase$/ },
    // Karrio 2026.1 flattens DRF validation errors into "path: text" messages.
    invalidAddressError: {
      status: 400,
      body: { errors: [{ code: 'validation', message: 'recipient.postal_code: This field is required.', level: 'error' }] },
      field: 'recipient.postal_code',
    },
    stop: () => fake.close(),
  };
});

describe('Karrio: what the adapter sends and reads', () => {
  let fake: KarrioFake;
  let url: string;
  let karrio: KarrioProvider;
  beforeAll(async () => {
    fake = new KarrioFake();
    url = await fake.listen();
    karrio = new KarrioProvider(account(`${url}/`, KarrioFake.credentials));
  });
  afterAll(() => fake.close());
  afterEach(() => fake.server.clearFaults());

  const last = (line: RegExp) => [...fake.server.requests].reverse().find((r) => line.test(`${r.method} ${r.path}`))!;
  const failure = async (call: Promise<unknown>): Promise<ProviderError> => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  };
  const buy = async (spec = SAMPLE_INTERNATIONAL, key = `wp-karrio-${Math.random()}`) => {
    const [rate] = await karrio.rates(spec);
    const request = { shipment: spec, rate: rate!, idempotencyKey: key, labelFormat: 'PDF' as const };
    return { request, bought: await karrio.purchase(request) };
  };

  it('authenticates every call with `Authorization: Token <key>` and sends kilograms and centimetres as given', async () => {
    await karrio.rates(SAMPLE_DOMESTIC);
    const sent = last(/^POST \/v1\/shipments$/);
    expect(sent.headers.authorization).toBe(`Token ${KarrioFake.credentials.apiKey}`);
    const body = sent.body as {
      parcels: unknown[];
      shipper: Record<string, unknown>;
      recipient: Record<string, unknown>;
      reference: string;
      metadata: Record<string, string>;
      options: Record<string, string>;
    };
    expect(body.parcels).toEqual([{ weight: 1.2, weight_unit: 'KG', length: 30, width: 20, height: 10, dimension_unit: 'CM' }]);
    expect(body.shipper).toMatchObject({
      person_name: 'Ada Shipper',
      company_name: 'Waypost Test Co',
      address_line1: '350 5th Ave',
      city: 'New York',
      state_code: 'NY',
      postal_code: '10118',
      country_code: 'US',
      phone_number: '+12125550100',
    });
    expect(body.recipient).toMatchObject({ person_name: 'Grace Receiver', residential: true, country_code: 'US' });
    // Karrio caps the reference at 35 characters: the UUID loses its hyphens, and metadata keeps it whole.
    expect(body.reference).toBe(SAMPLE_DOMESTIC.reference.replace(/-/g, ''));
    expect(body.metadata.waypost_reference).toBe(SAMPLE_DOMESTIC.reference);
    expect(body.options.shipping_date).toBe('2026-12-01T09:00');
    expect('customs' in body).toBe(false);
  });

  it('declares customs with unit values and unit weights, the incoterm and who pays duties', async () => {
    await karrio.rates(SAMPLE_INTERNATIONAL);
    const { customs } = last(/^POST \/v1\/shipments$/).body as { customs: Record<string, unknown> };
    expect(customs).toMatchObject({
      content_type: 'merchandise',
      incoterm: 'DAP',
      signer: 'Ada Shipper',
      certify: true,
      duty: { paid_by: 'recipient', currency: 'USD', declared_value: 60 },
    });
    expect(customs.commodities).toEqual([
      {
        title: 'Cotton T-shirts',
        description: 'Cotton T-shirts',
        quantity: 3,
        value_amount: 20,
        value_currency: 'USD',
        weight: 0.3,
        weight_unit: 'KG',
        hs_code: '610910',
        origin_country: 'US',
      },
    ]);
    const ddp = {
      ...SAMPLE_INTERNATIONAL,
      customs: { ...SAMPLE_INTERNATIONAL.customs!, incoterm: 'DDP' as const, items: [{ ...SAMPLE_INTERNATIONAL.customs!.items[0]!, valueMinor: 1000 }] },
    };
    await karrio.rates(ddp);
    const sent = last(/^POST \/v1\/shipments$/).body as { customs: { duty: { paid_by: string }; commodities: { value_amount: number }[] } };
    expect(sent.customs.duty.paid_by).toBe('sender');
    expect(sent.customs.commodities[0]!.value_amount).toBe(3.3333);
  });

  it('a cross-border shipment without customs: the carriers refuse (424), read as invalid with their words', async () => {
    const e = await failure(karrio.rates({ ...SAMPLE_INTERNATIONAL, customs: undefined }));
    expect(e).toMatchObject({ kind: 'invalid', details: { status: 424, code: 'shipment_error' } });
    expect(e.message).toContain('dhl_express: Customs declaration');
  });

  it('rates: carrier names people know, Karrio service names, charge lines (and the charge a carrier did not itemise)', async () => {
    const rates = await karrio.rates(SAMPLE_DOMESTIC);
    const usps = rates.find((r) => r.carrierCode === 'usps')!;
    const ups = rates.find((r) => r.carrierCode === 'ups')!;
    expect(usps).toMatchObject({ carrier: 'USPS', service: 'USPS PRIORITY MAIL', serviceCode: 'usps_priority_mail', transitDays: 2, deliveryDate: '2026-12-03' });
    expect(usps.shipmentRef).toMatch(/^shp_/);
    expect(usps.lines.map((l) => l.code)).toEqual(['BASE_CHARGE', 'FUEL_SURCHARGE']);
    expect(ups.lines.map((l) => l.code)).toEqual(['BASE_CHARGE', 'UNITEMISED']);
    expect(ups.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(ups.total.amountMinor);
  });

  it('a refused field reaches us by name, from the fake checking the documented maxLength', async () => {
    const e = await failure(karrio.rates({ ...SAMPLE_DOMESTIC, to: { ...SAMPLE_DOMESTIC.to, city: 'A city name far longer than thirty characters' } }));
    expect(e.kind).toBe('invalid');
    expect(e.details.fields).toEqual([{ field: 'recipient.city', message: 'Ensure this field has no more than 30 characters.' }]);
  });

  it('purchase: the rate, the label format and our key in metadata; a repeated purchase (409) answers the label bought', async () => {
    const { request, bought } = await buy();
    expect(last(/\/purchase$/).body).toEqual({ selected_rate_id: request.rate.rateRef, label_type: 'PDF', metadata: { waypost_idempotency_key: request.idempotencyKey } });
    expect(bought.label.format).toBe('PDF');
    expect(Buffer.from(bought.label.base64!, 'base64').subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const sold = fake.labelsBought();
    const again = await karrio.purchase(request);
    expect(last(/\/purchase$/)).toBeDefined();
    expect(again).toMatchObject({ trackingNumber: bought.trackingNumber, providerShipmentId: bought.providerShipmentId });
    expect(fake.labelsBought()).toBe(sold);
  });

  it('findPurchase: nothing for a shipment only rated; by metadata when the rate names no shipment; the label by URL', async () => {
    const [rate] = await karrio.rates(SAMPLE_DOMESTIC);
    const request = { shipment: SAMPLE_DOMESTIC, rate: rate!, idempotencyKey: 'wp-karrio-find-1', labelFormat: 'PDF' as const };
    expect(await karrio.findPurchase(request)).toBeNull();
    const bought = await karrio.purchase(request);
    const found = await karrio.findPurchase({ ...request, rate: { ...request.rate, shipmentRef: undefined } });
    expect(last(/^GET \/v1\/shipments$/).query.get('metadata_value')).toBe('wp-karrio-find-1');
    expect(found?.trackingNumber).toBe(bought.trackingNumber);
    expect(found?.label.url).toBe(`${url}/v1/shipments/${bought.providerShipmentId}/label.pdf`);
    const doc = await karrio.label(found!.label);
    expect(last(/label\.pdf$/).headers.authorization).toBe(`Token ${KarrioFake.credentials.apiKey}`);
    expect(doc.contentType).toBe('application/pdf');
    expect(doc.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('a test key on a live account is refused before anything is bought', async () => {
    const live = new KarrioProvider(account(url, KarrioFake.credentials, 'live'));
    const e = await failure(live.rates(SAMPLE_DOMESTIC));
    expect(e.kind).toBe('auth');
    expect(e.message).not.toContain(KarrioFake.credentials.apiKey);
    const rates = await new KarrioProvider(account(url, KarrioFake.liveCredentials, 'live')).rates(SAMPLE_DOMESTIC);
    expect(rates.length).toBeGreaterThan(0);
  });

  it('void: cancelled, then cancelled again (202); refused (409) once the tracker has moved the shipment on', async () => {
    const { bought } = await buy(SAMPLE_DOMESTIC);
    const request = { providerShipmentId: bought.providerShipmentId, trackingNumber: bought.trackingNumber, carrierCode: bought.carrierCode };
    expect(await karrio.void(request)).toMatchObject({ status: 'voided' });
    expect(await karrio.void(request)).toMatchObject({ status: 'voided', message: expect.stringContaining('already') });
    const moved = (await buy(SAMPLE_DOMESTIC)).bought;
    fake.advance(moved.trackingNumber, 'in_transit');
    const refused = await karrio.void({ providerShipmentId: moved.providerShipmentId, trackingNumber: moved.trackingNumber, carrierCode: moved.carrierCode });
    expect(refused.status).toBe('refused');
    expect(refused.message).toContain("The shipment is 'in_transit' and can not be cancelled anymore");
  });

  it('refundStatus reads the shipment (no cancel sent): bought is pending, cancelled is voided, moved on is refused', async () => {
    const req = (b: PurchaseResult) => ({ providerShipmentId: b.providerShipmentId, trackingNumber: b.trackingNumber, carrierCode: b.carrierCode });
    const cancels = () => fake.server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/cancel')).length;
    const [a, b] = [(await buy(SAMPLE_DOMESTIC)).bought, (await buy(SAMPLE_DOMESTIC)).bought];
    expect(await karrio.refundStatus(req(a))).toMatchObject({ status: 'pending' });
    await karrio.void(req(a));
    const sent = cancels();
    expect(await karrio.refundStatus(req(a))).toMatchObject({ status: 'voided' });
    fake.advance(b.trackingNumber, 'in_transit');
    expect(await karrio.refundStatus(req(b))).toMatchObject({ status: 'refused', message: expect.stringContaining("'in_transit'") });
    expect(cancels()).toBe(sent);
  });

  it('tracking: the label-created event is ours to record, not a carrier event; a 404 tracker is created by POST', async () => {
    const { bought } = await buy(SAMPLE_DOMESTIC);
    const request = { trackingNumber: bought.trackingNumber, carrierCode: bought.carrierCode };
    expect(await karrio.track(request)).toEqual({ trackingNumber: bought.trackingNumber, events: [], final: false });
    fake.server.fault({ match: /^GET \/v1\/trackers\//, status: 404, body: { errors: [{ code: 'not_found', message: 'Tracking not found' }] } });
    fake.advance(bought.trackingNumber, 'in_transit');
    const tracked = await karrio.track(request);
    expect(last(/^POST \/v1\/trackers$/).body).toEqual({ tracking_number: bought.trackingNumber, carrier_name: 'usps' });
    expect(tracked.events.map((e) => [e.eventType, e.providerStatus, e.location])).toEqual([
      ['pickup', 'picked_up', 'New York'],
      ['transit', 'in_transit', 'New York'],
    ]);
  });

  it('autoAdvance (end-to-end runs): each tracking request moves the parcel on until it is delivered', async () => {
    const auto = new KarrioFake({ autoAdvance: true });
    const provider = new KarrioProvider(account(await auto.listen(), KarrioFake.credentials));
    try {
      const [rate] = await provider.rates(SAMPLE_DOMESTIC);
      const bought = await provider.purchase({ shipment: SAMPLE_DOMESTIC, rate: rate!, idempotencyKey: 'wp-auto-1', labelFormat: 'ZPL' });
      const request = { trackingNumber: bought.trackingNumber, carrierCode: bought.carrierCode };
      const seen = [];
      for (let i = 0; i < 4; i++) seen.push((await provider.track(request)).events.at(-1)?.eventType);
      expect(seen).toEqual(['transit', 'out_for_delivery', 'delivered', 'delivered']);
      expect((await provider.label(bought.label)).bytes.toString('latin1')).toMatch(/^\^XA/);
    } finally {
      await auto.close();
    }
  });

  it('the fake delivers tracker webhooks as Karrio does: the secret itself in X-Event-Id, read by readKarrioWebhook', async () => {
    const { bought } = await buy(SAMPLE_DOMESTIC);
    fake.advance(bought.trackingNumber, 'in_transit');
    const delivery = fake.webhookDelivery(bought.trackingNumber);
    expect(delivery.headers['x-event-id']).toBe(KarrioFake.credentials.webhookSecret);
    const parsed = readKarrioWebhook(KarrioFake.credentials.webhookSecret, { headers: delivery.headers, rawBody: delivery.body, now: Date.now() });
    expect(parsed.ok && parsed.updates[0]).toMatchObject({
      trackingNumber: bought.trackingNumber,
      carrierCode: 'usps',
      events: [{ eventType: 'pickup' }, { eventType: 'transit' }],
    });
  });
});
