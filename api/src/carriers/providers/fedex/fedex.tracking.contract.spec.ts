import { createHmac } from 'node:crypto';
import { SAMPLE_DOMESTIC } from '../../../../test-support/provider-contract';
import { ProviderError, type ProviderAccount, type ShipmentSpec } from '../provider';
import { FedexFake } from './fedex.fake';
import { fromFedexCurrency, readCharge, referenceFor, toFedexCurrency } from './fedex.mapping';
import { FedexProvider } from './fedex.provider';
import { readTrackResult } from './fedex.tracking';

// ── FedEx direct: tracking (the status table, scans in order, the fake's journeys), the fdx-signature webhook, and
// the mapping details (FedEx currency codes, reference lengths). The shared contract runs in fedex.contract.spec.ts.

const account = (baseUrl: string, credentials: Record<string, string>): ProviderAccount => ({
  providerId: 'fedex-direct',
  accountId: 'default',
  mode: 'test',
  baseUrl,
  credentials,
});

describe('FedEx (FedEx API): tracking, webhook and mapping', () => {
  let fake: FedexFake;
  let url: string;
  let fedex: FedexProvider;
  const buy = async (spec: ShipmentSpec) => {
    const [rate] = await fedex.rates(spec);
    return fedex.purchase({ shipment: spec, rate: rate!, idempotencyKey: 'wp-fedex-track-0001', labelFormat: 'PDF' });
  };
  beforeAll(async () => {
    fake = new FedexFake();
    url = await fake.listen();
    fedex = new FedexProvider(account(url, FedexFake.credentials));
  });
  afterAll(() => fake.close());

  it('reads scans oldest first through the status table, leaving out the label-creation scan', () => {
    const scan = (date: string, eventType: string, derivedStatusCode: string, eventDescription: string) => ({
      date,
      eventType,
      derivedStatusCode,
      eventDescription,
      scanLocation: { city: 'CLOVIS', stateOrProvinceCode: 'CA', countryCode: 'US' },
    });
    const read = readTrackResult({
      trackingNumber: '776094337676',
      trackResults: [
        {
          scanEvents: [
            scan('2024-04-26T09:00:00-07:00', 'HP', 'IT', 'Ready for recipient pickup'),
            scan('2024-04-25T11:00:00-07:00', 'CD', 'CD', 'Clearance delay'),
            scan('2024-04-25T10:00:00-07:00', 'ZZ', 'IT', 'On the way'),
            scan('2024-04-25T09:00:00-07:00', 'DE', 'DE', 'Customer not available or business closed'),
            scan('2024-04-24T08:00:00-07:00', 'PU', 'PU', 'Picked up'),
            scan('2024-04-24T07:00:00-07:00', 'OC', 'IN', 'Shipment information sent to FedEx'),
          ],
        },
      ],
    });
    expect(read.events.map((e) => [e.providerStatus, e.eventType])).toEqual([
      ['PU', 'pickup'],
      ['DE', 'exception'],
      ['ZZ', 'transit'],
      ['CD', 'customs'],
      ['HP', 'available_for_pickup'],
    ]);
    expect(read.events[0]).toMatchObject({ location: 'CLOVIS, CA, US', occurredAt: '2024-04-24T15:00:00.000Z', description: 'Picked up' });
    expect(read.events[2]!.description).toBe('On the way (ZZ)');
    expect(read.final).toBe(false);
    const reused = readTrackResult({
      trackingNumber: '1',
      trackResults: [{ scanEvents: [scan('2019-01-02T09:00:00Z', 'DL', 'DL', 'Delivered')] }, { scanEvents: [scan('2024-04-26T09:00:00Z', 'PU', 'PU', 'Picked up')] }],
    });
    expect(reused.events.map((e) => e.providerStatus)).toEqual(['PU']);
    const unknown = readTrackResult({ trackingNumber: '1', trackResults: [{ scanEvents: [scan('2024-04-26T09:00:00Z', 'RR', 'RR', 'CDO requested')] }] });
    expect(unknown.events[0]).toMatchObject({ eventType: 'exception', description: 'Carrier status "RR": CDO requested' });
  });

  it('a tracking number FedEx has not seen is no events yet; another tracking error is invalid', async () => {
    await expect(fedex.track({ trackingNumber: '999999999999', carrierCode: 'fedex' })).resolves.toEqual({ trackingNumber: '999999999999', events: [], final: false });
    expect(() =>
      readTrackResult({ trackingNumber: '1', trackResults: [{ error: { code: 'TRACKING.TRACKINGNUMBER.EMPTY', message: 'Please provide tracking number.' } }] }),
    ).toThrow(ProviderError);
  });

  it('the fake moves a parcel on at each tracking request when asked to (end-to-end runs)', async () => {
    const auto = new FedexFake({ autoAdvance: true });
    const provider = new FedexProvider(account(await auto.listen(), FedexFake.credentials));
    try {
      const [rate] = await provider.rates(SAMPLE_DOMESTIC);
      const bought = await provider.purchase({ shipment: SAMPLE_DOMESTIC, rate: rate!, idempotencyKey: 'wp-auto', labelFormat: 'PNG' });
      const seen: string[] = [];
      for (let i = 0; i < 4; i++) seen.push((await provider.track({ trackingNumber: bought.trackingNumber, carrierCode: 'fedex' })).events.at(-1)!.eventType);
      expect(seen).toEqual(['transit', 'out_for_delivery', 'delivered', 'delivered']);
    } finally {
      await auto.close();
    }
  });

  describe('webhook (Advanced Integrated Visibility, fdx-signature)', () => {
    let trackingNumber: string;
    beforeAll(async () => {
      trackingNumber = (await buy(SAMPLE_DOMESTIC)).trackingNumber;
      fake.advance(trackingNumber, 'in_transit');
    });
    const parse = (headers: Record<string, string>, raw: Buffer, provider = fedex) => provider.parseWebhook({ headers, rawBody: raw, now: Date.now() });

    it('a retried push (new attempt metadata, new bytes) keeps the event id; new scans make a new one', () => {
      const delivery = fake.webhookDelivery(trackingNumber);
      const first = parse(delivery.headers, delivery.body);
      const retry = fake.webhookDelivery(trackingNumber, { attempt: 2 });
      const again = parse(retry.headers, retry.body);
      expect(first.ok && again.ok).toBe(true);
      expect(again.ok && first.ok && again.providerEventId === first.providerEventId).toBe(true);
      expect(again.ok && again.updates[0]!.events.map((e) => e.eventType)).toEqual(['pickup', 'transit']);
      fake.advance(trackingNumber, 'delivered');
      const later = fake.webhookDelivery(trackingNumber);
      const moved = parse(later.headers, later.body);
      expect(moved.ok && first.ok && moved.providerEventId !== first.providerEventId).toBe(true);
    });

    it('refuses a hex signature, another secret’s signature, and an adapter with no secret configured', () => {
      const { headers, body: raw } = fake.webhookDelivery(trackingNumber);
      const hex = createHmac('sha256', FedexFake.credentials.webhookSecret).update(raw).digest('hex');
      expect(parse({ ...headers, 'fdx-signature': hex }, raw)).toMatchObject({ ok: false });
      const other = createHmac('sha256', 'another-token').update(raw).digest('base64');
      expect(parse({ ...headers, 'fdx-signature': other }, raw)).toMatchObject({ ok: false });
      const { webhookSecret: _secret, ...noSecret } = FedexFake.credentials;
      expect(parse(headers, raw, new FedexProvider(account(url, noSecret)))).toMatchObject({ ok: false, reason: expect.stringContaining('secret') });
      expect(parse(headers, Buffer.from(raw.toString('utf8').replace(/\}$/, ' }')))).toMatchObject({ ok: false });
    });
  });

  describe('mapping details', () => {
    it('FedEx’s own currency codes both ways, with the currency’s real precision', () => {
      expect(toFedexCurrency('GBP')).toBe('UKL');
      expect(toFedexCurrency('EUR')).toBe('EUR');
      expect(fromFedexCurrency('JYE')).toBe('JPY');
      expect(readCharge({ currency: 'JYE', totalNetCharge: 1520, totalBaseCharge: 1520 })).toEqual({
        currency: 'JPY',
        amountMinor: 1520,
        lines: [{ code: 'BASE', label: 'Base charge', amountMinor: 1520 }],
      });
      expect(readCharge({ currency: 'UKL', totalNetCharge: 12.3 })).toMatchObject({ currency: 'GBP', amountMinor: 1230, lines: [{ code: 'BASE', amountMinor: 1230 }] });
    });

    it('our reference fits FedEx’s limits: 40 characters for Express, 30 for Ground', () => {
      expect(referenceFor(SAMPLE_DOMESTIC.reference, 'FEDEX_2_DAY')).toBe(SAMPLE_DOMESTIC.reference);
      expect(referenceFor(SAMPLE_DOMESTIC.reference, 'FEDEX_GROUND')).toBe('0f8b7c1e6a4d4e2b9c3a1d2e3f4a5b');
    });
  });
});
