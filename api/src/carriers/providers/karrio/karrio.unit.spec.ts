import { karrioErrorOf, karrioReference, rateOf } from './karrio.mapping';
import { KARRIO_STATUS_TABLE, trackOf, type KarrioTrackingEvent } from './karrio.tracking';
import { readKarrioWebhook } from './karrio.webhook';

// ── The Karrio adapter's pure mapping: status table, event times, error bodies, the webhook reader ──

const tracker = (events: KarrioTrackingEvent[], status = 'in_transit') => ({ id: 'trk_1', tracking_number: '1Z999', carrier_name: 'ups', status, events });
const at = (status: string, timestamp: string, extra: Partial<KarrioTrackingEvent> = {}): KarrioTrackingEvent => ({
  status,
  timestamp,
  description: `said ${status}`,
  location: 'Louisville, KY',
  ...extra,
});

describe('Karrio tracking statuses', () => {
  it.each([
    ['picked_up', 'pickup'],
    ['in_transit', 'transit'],
    ['out_for_delivery', 'out_for_delivery'],
    ['delivered', 'delivered'],
    ['ready_for_pickup', 'available_for_pickup'],
    ['delivery_failed', 'delivery_attempt'],
    ['return_to_sender', 'returned_to_sender'],
    ['on_hold', 'exception'],
    ['delivery_delayed', 'exception'],
    ['cancelled', 'exception'],
  ])('%s -> %s, with the carrier description', (status, ours) => {
    const [event] = trackOf(tracker([at(status, '2026-12-02T10:00:00Z')], status)).events;
    expect(event).toMatchObject({ eventType: ours, providerStatus: status, description: `said ${status}`, location: 'Louisville, KY', occurredAt: '2026-12-02T10:00:00.000Z' });
    expect(Object.keys(KARRIO_STATUS_TABLE)).toContain(status);
  });

  it('"unknown" (and anything newer) is an exception that keeps Karrio\'s word and text', () => {
    const [event] = trackOf(tracker([at('unknown', '2026-12-02T10:00:00Z'), at('lost_in_space', '2026-12-02T09:00:00Z')])).events.reverse();
    expect(event).toMatchObject({ eventType: 'exception', description: 'Carrier status "unknown": said unknown' });
  });

  it('a hold for customs is a customs event; pre-transit events (label created, pending) are not carrier events', () => {
    const t = trackOf(
      tracker([at('on_hold', '2026-12-03T08:00:00Z', { reason: 'customs_inspection' }), at('pending', '2026-12-01T10:00:00Z'), at('created', '2026-12-01T09:00:00Z')], 'on_hold'),
    );
    expect(t.events.map((e) => e.eventType)).toEqual(['customs']);
  });

  it('oldest first, final when delivered, returned or cancelled; the same events give the same ids', () => {
    const events = [at('delivered', '2026-12-04T15:00:00Z'), at('out_for_delivery', '2026-12-04T07:00:00Z'), at('in_transit', '2026-12-03T07:00:00Z')];
    const first = trackOf(tracker(events, 'delivered'));
    expect(first.events.map((e) => e.providerStatus)).toEqual(['in_transit', 'out_for_delivery', 'delivered']);
    expect(first.final).toBe(true);
    expect(trackOf(tracker(events, 'delivered')).events.map((e) => e.eventId)).toEqual(first.events.map((e) => e.eventId));
    expect(trackOf(tracker([at('return_to_sender', '2026-12-05T10:00:00Z')], 'return_to_sender')).final).toBe(true);
    expect(trackOf(tracker(events.slice(1), 'out_for_delivery')).final).toBe(false);
  });

  it('servers before 2025.12: date and "HH:MM AM/PM" (no zone: UTC), the tracker status on the newest event', () => {
    const t = trackOf(
      tracker(
        [
          { date: '2011-02-03', time: '12:05 PM', description: 'Item successfully delivered', location: 'SAINTE-FOY, QC' },
          { date: '2011-02-02', time: '14:45 PM', description: 'Item processed at postal facility' },
          { date: '2011-02-02', time: '12:10 AM', description: 'Item accepted' },
        ],
        'delivered',
      ),
    );
    expect(t.events.map((e) => [e.occurredAt, e.eventType])).toEqual([
      ['2011-02-02T00:10:00.000Z', 'transit'],
      ['2011-02-02T14:45:00.000Z', 'transit'],
      ['2011-02-03T12:05:00.000Z', 'delivered'],
    ]);
  });
});

describe('Karrio rates and references', () => {
  it('amounts exactly in minor units; a charge in another currency is left to the UNITEMISED line', () => {
    const rate = rateOf('shp_1', {
      id: 'rat_1',
      carrier_name: 'canadapost',
      carrier_id: 'canadapost',
      currency: 'CAD',
      service: 'canadapost_priority',
      total_charge: 106.71,
      transit_days: 2,
      extra_charges: [
        { name: 'Base charge', amount: 101.83, currency: 'CAD' },
        { name: 'SMB Savings', amount: -11.74, currency: 'CAD' },
        { name: 'Duties', amount: 10, currency: 'USD' },
      ],
      meta: { service_name: 'CANADAPOST PRIORITY' },
      test_mode: true,
    });
    expect(rate).toMatchObject({ carrier: 'Canada Post', service: 'CANADAPOST PRIORITY', total: { amountMinor: 10671, currency: 'CAD' } });
    expect(rate.lines).toEqual([
      { code: 'BASE_CHARGE', label: 'Base charge', amountMinor: 10183 },
      { code: 'SMB_SAVINGS', label: 'SMB Savings', amountMinor: -1174 },
      { code: 'UNITEMISED', label: 'Charges the provider did not itemise', amountMinor: 1662 },
    ]);
  });

  it('references fit in 35 characters', () => {
    expect(karrioReference('ORDER-42')).toBe('ORDER-42');
    expect(karrioReference('0f8b7c1e-6a4d-4e2b-9c3a-1d2e3f4a5b6c')).toBe('0f8b7c1e6a4d4e2b9c3a1d2e3f4a5b6c');
  });
});

describe('Karrio error bodies', () => {
  it('2026 validation errors: "path: text" messages become fields', () => {
    expect(karrioErrorOf({ errors: [{ code: 'validation', message: 'parcels[0].weight: A valid number is required.', level: 'error' }] }, 400)).toEqual({
      message: 'parcels[0].weight: A valid number is required.',
      code: 'validation',
      fields: [{ field: 'parcels[0].weight', message: 'A valid number is required.' }],
    });
  });

  it('older validation errors in details; carrier messages (424) named by carrier; DRF {detail}', () => {
    expect(karrioErrorOf({ errors: [{ code: 'validation', details: { recipient: { postal_code: ['This field is required.'] } } }] }, 400)).toMatchObject({
      message: 'recipient.postal_code: This field is required.',
      fields: [{ field: 'recipient.postal_code', message: 'This field is required.' }],
    });
    expect(karrioErrorOf({ messages: [{ carrier_name: 'ups', code: '120802', message: 'Address Validation Error on ShipTo address' }] }, 424)).toEqual({
      message: 'ups: Address Validation Error on ShipTo address',
      code: '120802',
      fields: [],
    });
    expect(karrioErrorOf({ detail: 'Invalid token.' }, 401)).toEqual({ message: 'Invalid token.' });
  });
});

describe('Karrio webhook deliveries (X-Event-Id carries the secret)', () => {
  const secret = 'whsec_test';
  const body = (event: string, data: unknown) => Buffer.from(JSON.stringify({ event, data }));
  const data = tracker([at('in_transit', '2026-12-02T10:00:00Z')]);
  const read = (headers: Record<string, string>, rawBody: Buffer, configured: string | undefined = secret) => readKarrioWebhook(configured, { headers, rawBody, now: Date.now() });

  it('reads a tracker event; a redelivery has the same id; other events are acknowledged without updates', () => {
    const first = read({ 'x-event-id': secret }, body('tracker_updated', data));
    expect(first.ok && first.updates).toEqual([{ trackingNumber: '1Z999', carrierCode: 'ups', events: [expect.objectContaining({ eventType: 'transit' })] }]);
    const again = read({ 'x-event-id': secret }, body('tracker_updated', data));
    expect(again.ok && again.providerEventId).toBe(first.ok && first.providerEventId);
    expect(read({ 'x-event-id': secret }, body('shipment_purchased', { id: 'shp_1' }))).toMatchObject({ ok: true, updates: [] });
  });

  it('refuses a missing or wrong secret, an unconfigured one, and a body that is not an event', () => {
    expect(read({}, body('tracker_updated', data)).ok).toBe(false);
    expect(read({ 'x-event-id': 'whsec_other' }, body('tracker_updated', data)).ok).toBe(false);
    expect(read({ 'x-event-id': secret }, body('tracker_updated', data), '').ok).toBe(false);
    expect(read({ 'x-event-id': secret }, Buffer.from('not json')).ok).toBe(false);
    expect(read({ 'x-event-id': secret }, body('tracker_updated', { id: 'trk_1' })).ok).toBe(false);
  });

  it("cannot tell a changed body: the scheme signs nothing (why it is not the adapter's parseWebhook)", () => {
    const changed = body('tracker_updated', { ...data, tracking_number: '1Z999X' });
    expect(read({ 'x-event-id': secret }, changed)).toMatchObject({ ok: true, updates: [{ trackingNumber: '1Z999X' }] });
  });
});
