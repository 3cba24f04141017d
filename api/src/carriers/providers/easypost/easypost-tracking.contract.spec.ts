import { createHmac } from 'node:crypto';
import EasyPostClient from '@easypost/api';
import { SAMPLE_DOMESTIC } from '../../../../test-support/provider-contract';
import type { ProviderAccount } from '../provider';
import { EasyPostFake } from './easypost.fake';
import { EasyPostProvider } from './easypost.provider';
import { EASYPOST_STATUS_TABLE, trackOf, type Tracker } from './easypost.tracking';

// ── EasyPost: the tracker status table and webhook signatures (X-Hmac-Signature) at their edges ──

const SECRET = EasyPostFake.credentials.webhookSecret!;
const account = (baseUrl: string, credentials: Readonly<Record<string, string>> = EasyPostFake.credentials): ProviderAccount => ({
  providerId: 'easypost',
  accountId: 'default',
  mode: 'test',
  baseUrl,
  credentials,
});

type Detail = NonNullable<Tracker['tracking_details']>[number];
const detail = (status: string, extra: Partial<Detail> = {}): Detail => ({
  status,
  status_detail: null,
  message: `Carrier says ${status}`,
  description: '',
  datetime: '2026-05-01T10:00:00Z',
  tracking_location: { city: 'SAN FRANCISCO', state: 'CA', zip: null, country: 'US' },
  ...extra,
});
const tracker = (details: Detail[], status = details.at(-1)?.status ?? 'unknown'): Tracker => ({
  id: 'trk_1',
  tracking_code: '9400100000000000000001',
  carrier: 'USPS',
  status: status!,
  tracking_details: details,
});

describe('EasyPost tracker statuses in our terms', () => {
  it.each([
    ['in_transit', 'transit'],
    ['out_for_delivery', 'out_for_delivery'],
    ['available_for_pickup', 'available_for_pickup'],
    ['delivered', 'delivered'],
    ['return_to_sender', 'returned_to_sender'],
    ['failure', 'exception'],
    ['cancelled', 'exception'],
    ['error', 'exception'],
  ])('%s → %s', (status, ours) => {
    const [event] = trackOf(tracker([detail(status)])).events;
    expect(event).toMatchObject({
      eventType: ours,
      providerStatus: status,
      description: `Carrier says ${status}`,
      location: 'SAN FRANCISCO, CA, US',
      occurredAt: '2026-05-01T10:00:00.000Z',
    });
  });

  it('covers every tracker status EasyPost documents: pre_transit is ours already, unknown stays EasyPost’s words', () => {
    const documented = ['unknown', 'pre_transit', 'in_transit', 'out_for_delivery', 'delivered', 'available_for_pickup', 'return_to_sender', 'failure', 'cancelled', 'error'];
    expect(documented.filter((s) => !(s in EASYPOST_STATUS_TABLE))).toEqual(['unknown', 'pre_transit']);
    expect(trackOf(tracker([detail('pre_transit')])).events).toEqual([]);
    const [unknown, invented] = trackOf(tracker([detail('unknown', { message: 'No scan yet' }), detail('held_by_the_moon')])).events;
    expect(unknown).toMatchObject({ eventType: 'exception', providerStatus: 'unknown', description: 'Carrier status "unknown": No scan yet' });
    expect(invented).toMatchObject({ eventType: 'exception', description: 'Carrier status "held_by_the_moon": Carrier says held_by_the_moon' });
  });

  it('reads received_at_origin_facility as the pickup, keeps message and description, converts offsets to UTC', () => {
    const [event] = trackOf(
      tracker([detail('in_transit', { status_detail: 'received_at_origin_facility', description: 'Accepted', datetime: '2026-05-01T10:00:00-07:00' })]),
    ).events;
    expect(event).toMatchObject({ eventType: 'pickup', description: 'Carrier says in_transit: Accepted', occurredAt: '2026-05-01T17:00:00.000Z' });
  });

  it('is final once delivered, returned or cancelled; ids are stable and distinct', () => {
    expect(trackOf(tracker([detail('in_transit')])).final).toBe(false);
    expect(trackOf(tracker([detail('delivered')])).final).toBe(true);
    expect(trackOf(tracker([detail('return_to_sender')])).final).toBe(true);
    expect(trackOf(tracker([detail('in_transit')], 'cancelled')).final).toBe(true);
    const journey = [detail('in_transit'), detail('out_for_delivery', { datetime: '2026-05-02T08:00:00Z' })];
    const ids = trackOf(tracker(journey)).events.map((e) => e.eventId);
    expect(trackOf(tracker(journey)).events.map((e) => e.eventId)).toEqual(ids);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('EasyPost webhook Events (X-Hmac-Signature)', () => {
  let fake: EasyPostFake;
  let provider: EasyPostProvider;
  let delivery: { headers: Record<string, string>; body: Buffer };
  let trackingNumber: string;
  beforeAll(async () => {
    fake = new EasyPostFake();
    provider = new EasyPostProvider(account(await fake.listen()));
    const [rate] = await provider.rates(SAMPLE_DOMESTIC);
    trackingNumber = (await provider.purchase({ shipment: SAMPLE_DOMESTIC, rate: rate!, idempotencyKey: 'hook', labelFormat: 'PNG' })).trackingNumber;
    fake.advance(trackingNumber, 'in_transit');
    delivery = fake.webhookDelivery(trackingNumber);
  });
  afterAll(() => fake.close());

  const sign = (body: string | Buffer, secret = SECRET): string =>
    `hmac-sha256-hex=${createHmac('sha256', Buffer.from(secret.normalize('NFKD'), 'utf8'))
      .update(body)
      .digest('hex')}`;
  const parse = (headers: Record<string, string>, body: Buffer, p: EasyPostProvider = provider) => p.parseWebhook({ headers, rawBody: body, now: Date.now() });

  it('the fake signs as EasyPost does: the official SDK’s validateWebhook accepts its delivery', () => {
    const sdk = new EasyPostClient(EasyPostFake.credentials.apiKey!);
    expect(sdk.Utils.validateWebhook(delivery.body, delivery.headers, SECRET)).toMatchObject({ object: 'Event', description: 'tracker.updated' });
    expect(() => sdk.Utils.validateWebhook(delivery.body, delivery.headers, 'another secret')).toThrow();
  });

  it('reads the Tracker of a tracker.updated Event: its code, carrier and events, the Event id as delivery id', () => {
    const parsed = parse(delivery.headers, delivery.body);
    expect(parsed).toMatchObject({
      ok: true,
      providerEventId: expect.stringMatching(/^evt_/),
      updates: [{ trackingNumber, carrierCode: 'USPS', events: [expect.objectContaining({ eventType: 'transit' })] }],
    });
  });

  it('refuses a delivery signed with another secret, or with no secret configured here', () => {
    expect(parse({ ...delivery.headers, 'x-hmac-signature': sign(delivery.body, 'not-the-secret') }, delivery.body).ok).toBe(false);
    const unconfigured = new EasyPostProvider(account('http://127.0.0.1:9', { apiKey: EasyPostFake.credentials.apiKey! }));
    expect(parse(delivery.headers, delivery.body, unconfigured)).toEqual({ ok: false, reason: 'no EasyPost webhook secret is configured (EASYPOST_WEBHOOK_SECRET)' });
  });

  it('accepts hex in capitals and, like the SDK, a body whose whole-number weights lost their ".0"', () => {
    expect(parse({ 'x-hmac-signature': delivery.headers['x-hmac-signature']!.toUpperCase().replace('HMAC-SHA256-HEX=', 'hmac-sha256-hex=') }, delivery.body).ok).toBe(true);
    const event = {
      id: 'evt_weights',
      object: 'Event',
      description: 'tracker.updated',
      result: { id: 'trk_w', object: 'Tracker', tracking_code: 'EZ1000000001', carrier: 'USPS', status: 'in_transit', weight: 88, tracking_details: [] },
    };
    const reserialised = Buffer.from(JSON.stringify(event));
    const signedAsSent = sign(JSON.stringify(event).replace('"weight":88', '"weight":88.0'));
    expect(new EasyPostClient('EZTK0').Utils.validateWebhook(reserialised, { 'x-hmac-signature': signedAsSent }, SECRET)).toBeTruthy();
    expect(parse({ 'x-hmac-signature': signedAsSent }, reserialised)).toMatchObject({ ok: true, providerEventId: 'evt_weights' });
  });

  it('acknowledges a signed Event about something else with no updates; refuses a signed body that is not an Event', () => {
    const batch = Buffer.from(JSON.stringify({ id: 'evt_batch', object: 'Event', description: 'batch.updated', result: { id: 'batch_1', object: 'Batch' } }));
    expect(parse({ 'x-hmac-signature': sign(batch) }, batch)).toEqual({ ok: true, providerEventId: 'evt_batch', updates: [] });
    const junk = Buffer.from('{"hello":');
    expect(parse({ 'x-hmac-signature': sign(junk) }, junk).ok).toBe(false);
    const notEvent = Buffer.from('{"id":"x","object":"Tracker"}');
    expect(parse({ 'x-hmac-signature': sign(notEvent) }, notEvent).ok).toBe(false);
  });
});
