import { createHmac } from 'node:crypto';
import { SAMPLE_DOMESTIC } from '../../../../test-support/provider-contract';
import type { ProviderAccount, PurchaseResult } from '../provider';
import { ShippoFake } from './shippo.fake';
import { eventsOf, trackOfRaw } from './shippo.tracking';
import { ShippoProvider } from './shippo.provider';

// ── Shippo tracking (issue 27): the status table, statuses newer than the SDK, and track_updated webhook signatures ──

const accountOf = (baseUrl: string, credentials: Readonly<Record<string, string>>, mode: ProviderAccount['mode'] = 'test'): ProviderAccount => ({
  providerId: 'shippo',
  accountId: 'default',
  mode,
  baseUrl,
  credentials,
});

let n = 0;
const status = (s: string, code?: string, details = '', id: string | null = `st${++n}`) => ({
  ...(id ? { object_id: id } : {}),
  status: s,
  substatus: code ? { code, text: `text of ${code}`, action_required: false } : null,
  status_details: details,
  status_date: `2026-12-0${1 + (n % 8)}T10:00:00Z`,
  location: { city: 'Memphis', state: 'TN', zip: '38118', country: 'US' },
});
const events = (...history: ReturnType<typeof status>[]) =>
  eventsOf(trackOfRaw({ carrier: 'usps', tracking_number: '9205590000000000000001', tracking_status: history.at(-1), tracking_history: history })!);

describe('Shippo: the tracking status table', () => {
  it('maps Shippo statuses, refined by their substatus codes', () => {
    const cases: [string, string | undefined, string][] = [
      ['TRANSIT', 'package_accepted', 'pickup'],
      ['TRANSIT', 'package_departed', 'transit'],
      ['TRANSIT', undefined, 'transit'],
      ['TRANSIT', 'other', 'transit'],
      ['TRANSIT', 'out_for_delivery', 'out_for_delivery'],
      ['TRANSIT', 'delivery_attempted', 'delivery_attempt'],
      ['TRANSIT', 'pickup_available', 'available_for_pickup'],
      ['TRANSIT', 'address_issue', 'exception'],
      ['TRANSIT', 'delayed', 'exception'],
      ['PRE_TRANSIT', 'address_issue', 'exception'],
      ['DELIVERED', 'delivered', 'delivered'],
      ['RETURNED', 'return_to_sender', 'returned_to_sender'],
      ['RETURNED', undefined, 'returned_to_sender'],
      ['FAILURE', 'package_lost', 'exception'],
      ['FAILURE', undefined, 'exception'],
    ];
    for (const [s, code, type] of cases) expect([s, code, events(status(s, code, 'Carrier words'))[0]?.eventType]).toEqual([s, code, type]);
  });

  it('PRE_TRANSIT with nothing more is the label itself: not reported as a carrier event', () => {
    const list = events(status('PRE_TRANSIT', 'information_received', 'Label created'), status('TRANSIT', 'package_accepted', 'Accepted'));
    expect(list.map((e) => e.providerStatus)).toEqual(['TRANSIT/package_accepted']);
  });

  it('UNKNOWN (Shippo documents it; we do not map it) is an exception carrying the whole status word and the carrier text', () => {
    const [e] = events(status('UNKNOWN', 'other', 'No record yet'));
    expect(e).toMatchObject({
      eventType: 'exception',
      providerStatus: 'UNKNOWN/other',
      description: 'Carrier status "UNKNOWN/other": No record yet',
      location: 'Memphis, TN, 38118, US',
    });
  });

  it("event ids: Shippo's status object ids, or derived from the fields (stable across reads); the latest status is added when the history lacks it", () => {
    const withId = status('TRANSIT', 'package_departed', 'Departed');
    const withoutId = status('DELIVERED', 'delivered', 'Delivered', null);
    expect(events(withId)[0]!.eventId).toBe(`shippo:${withId.object_id}`);
    expect(events(withoutId)[0]!.eventId).toBe(events(withoutId)[0]!.eventId);
    expect(events(withoutId)[0]!.eventId).toMatch(/^shippo:[0-9a-f]{32}$/);
    const view = trackOfRaw({ carrier: 'usps', tracking_number: 'X1', tracking_status: status('DELIVERED', 'delivered', 'Delivered'), tracking_history: [withId] })!;
    expect(eventsOf(view).map((e) => e.eventType)).toEqual(['transit', 'delivered']);
  });
});

describe('Shippo: tracking and webhooks against the fake', () => {
  let fake: ShippoFake;
  let url: string;
  let shippo: ShippoProvider;
  let bought: PurchaseResult;
  const secret = ShippoFake.credentials.webhookSecret;

  beforeAll(async () => {
    fake = new ShippoFake({ autoAdvance: true });
    url = await fake.listen();
    shippo = new ShippoProvider(accountOf(url, ShippoFake.credentials));
    const [rate] = await shippo.rates(SAMPLE_DOMESTIC);
    bought = await shippo.purchase({ shipment: SAMPLE_DOMESTIC, rate: rate!, idempotencyKey: 'wp-shippo-track-1', labelFormat: 'PDF' });
  });
  afterAll(() => fake.close());
  afterEach(() => fake.server.clearFaults());

  const track = () => shippo.track({ trackingNumber: bought.trackingNumber, carrierCode: bought.carrierCode });

  it('GET /tracks/{carrier}/{number}; with autoAdvance each ask moves the parcel on: pickup, out for delivery, delivered (final)', async () => {
    expect((await track()).events.map((e) => e.eventType)).toEqual(['pickup']);
    expect(fake.server.requests.at(-1)!.path).toBe(`/tracks/usps/${bought.trackingNumber}`);
    expect((await track()).events.map((e) => e.eventType)).toEqual(['pickup', 'out_for_delivery']);
    const done = await track();
    expect(done.events.map((e) => e.eventType)).toEqual(['pickup', 'out_for_delivery', 'delivered']);
    expect(done.final).toBe(true);
  });

  it('a status word newer than the SDK enum: read from the raw answer, an exception naming it, not a failure', async () => {
    const raw = {
      carrier: 'usps',
      tracking_number: bought.trackingNumber,
      tracking_status: status('HELD_BY_CUSTOMS', undefined, 'Held for inspection'),
      tracking_history: [],
      messages: [],
    };
    fake.server.fault({ match: /^GET \/tracks\//, status: 200, body: raw });
    const result = await track();
    expect(result.events).toHaveLength(1);
    expect(result.events[0]).toMatchObject({ eventType: 'exception', providerStatus: 'HELD_BY_CUSTOMS', description: 'Carrier status "HELD_BY_CUSTOMS": Held for inspection' });
  });

  it('a number the carrier does not know: UNKNOWN, an exception', async () => {
    const result = await shippo.track({ trackingNumber: '9205590000000000000000', carrierCode: 'usps' });
    expect(result.events.map((e) => [e.eventType, e.providerStatus])).toEqual([['exception', 'UNKNOWN']]);
  });

  it('the delivery is signed as Shippo signs: Shippo-Auth-Signature t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    const at = Date.now();
    const d = fake.webhookDelivery(bought.trackingNumber, at);
    const t = Math.floor(at / 1000);
    expect(d.headers['shippo-auth-signature']).toBe(
      `t=${t},v1=${createHmac('sha256', secret)
        .update(`${t}.${d.body.toString('utf8')}`)
        .digest('hex')}`,
    );
    const parsed = shippo.parseWebhook!({ headers: d.headers, rawBody: d.body, now: at });
    expect(parsed.ok && parsed.updates[0]).toMatchObject({ trackingNumber: bought.trackingNumber, carrierCode: 'usps' });
    expect(parsed.ok && parsed.updates[0]!.events.at(-1)!.eventType).toBe('delivered');
  });

  it('refused: a stale or future timestamp, the wrong secret, an unreadable header; accepted: a rotated secret among several v1', () => {
    const at = Date.now();
    const d = fake.webhookDelivery(bought.trackingNumber, at);
    const parse = (headers: Record<string, string>, now = at, p = shippo) => p.parseWebhook!({ headers, rawBody: d.body, now });
    expect(parse(d.headers, at + 301_000)).toEqual({ ok: false, reason: 'shippo webhook: signature timestamp outside the allowed window' });
    expect(parse(d.headers, at - 301_000).ok).toBe(false);
    expect(parse(d.headers, at + 299_000).ok).toBe(true);
    const other = new ShippoProvider(accountOf(url, { ...ShippoFake.credentials, webhookSecret: 'another-secret' }));
    expect(parse(d.headers, at, other)).toEqual({ ok: false, reason: 'shippo webhook: signature does not match' });
    expect(parse({ 'shippo-auth-signature': 'v1=abc' }).ok).toBe(false);
    expect(parse({ 'shippo-auth-signature': 'garbage' }).ok).toBe(false);
    const [t, v1] = d.headers['shippo-auth-signature']!.split(',');
    expect(parse({ 'shippo-auth-signature': `${t},v1=${'0'.repeat(64)},${v1}` }).ok).toBe(true);
  });

  it('other events are acknowledged and ignored; a test-mode delivery reaching a live account is ignored; a signed non-JSON body is refused', () => {
    const now = Date.now();
    const t = Math.floor(now / 1000);
    const signed = (body: string) => ({
      headers: { 'shippo-auth-signature': `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}` },
      rawBody: Buffer.from(body),
      now,
    });
    const txn = shippo.parseWebhook!(signed(JSON.stringify({ event: 'transaction_created', test: true, data: { object_id: 'x' } })));
    expect(txn).toMatchObject({ ok: true, updates: [] });
    const live = new ShippoProvider(accountOf(url, { apiKey: 'shippo_live_k', webhookSecret: secret }, 'live'));
    const d = fake.webhookDelivery(bought.trackingNumber, now);
    expect(live.parseWebhook!({ headers: d.headers, rawBody: d.body, now })).toMatchObject({ ok: true, updates: [] });
    expect(shippo.parseWebhook!(signed('not json')).ok).toBe(false);
  });
});
