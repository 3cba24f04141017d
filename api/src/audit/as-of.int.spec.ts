import type { ShipmentEvent } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { commandContext, toNewEvents } from '../platform/event-store/command-context';
import { SHIPPING_STREAM_FOLDS } from '../shipping/queries/stream-folds';

const fold = SHIPPING_STREAM_FOLDS.shipment!;

jest.setTimeout(120_000);

// Acceptance: for 200 random streams and times, the state the API folds as of that time equals the state this test
// replays independently from the events it wrote itself.

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20261122;
const STREAMS = 200;
const DAY = 86_400_000;
const BASE = Date.parse('2026-01-01T00:00:00.000Z');
const NAMES = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov', 'Ken Thompson'];
const CITIES = ['Berlin', 'Paris', 'Lisbon', 'Chicago', 'Osaka', 'Lagos'];

interface Planned {
  streamId: string;
  events: { type: ShipmentEvent['type']; data: ShipmentEvent['data']; at: string }[];
}

function plan(random: () => number, index: number, ownerId: string): Planned {
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
  const shipmentId = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  const trackingNumber = `2PG-2026-${String(index + 1).padStart(6, '0')}`;
  let t = BASE + Math.floor(random() * 300 * DAY);
  const at = () => new Date(t).toISOString();
  const address = () => ({
    name: pick(NAMES),
    address: `${Math.floor(random() * 200)} Main St`,
    city: pick(CITIES),
    country: 'Germany',
    postalCode: String(10000 + Math.floor(random() * 89999)),
  });
  const events: Planned['events'] = [
    {
      type: 'ShipmentCreated',
      at: at(),
      data: {
        shipmentId,
        trackingNumber,
        ownerId,
        fromAddress: address(),
        toAddress: address(),
        itemDetails: { description: 'Books', weight: 1 + Math.floor(random() * 20), value: 10 },
        estimatedDelivery: new Date(t + 7 * DAY).toISOString(),
        createdAt: at(),
      },
    },
  ];
  const steps = Math.floor(random() * 6);
  const flow: ['pickup' | 'transit' | 'customs' | 'delivered', 'in_transit' | 'customs' | 'delivered'][] = [
    ['pickup', 'in_transit'],
    ['transit', 'in_transit'],
    ['customs', 'customs'],
    ['transit', 'in_transit'],
    ['delivered', 'delivered'],
  ];
  for (let i = 0; i < steps; i++) {
    t += 1 + Math.floor(random() * 3 * DAY);
    if (i === steps - 1 && random() < 0.2 && steps < 5) {
      events.push({ type: 'ShipmentCancelled', at: at(), data: { shipmentId, trackingNumber, reason: 'Customer request', cancelledAt: at() } });
      break;
    }
    const [eventType, status] = flow[i]!;
    events.push({
      type: 'TrackingEventRecorded',
      at: at(),
      data: { shipmentId, trackingNumber, eventType, description: `${eventType} scan`, location: pick(CITIES), timestamp: at(), status },
    });
  }
  return { streamId: `shipment-${shipmentId}`, events };
}

describe('audit: state as of a time equals an independent replay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`holds for ${STREAMS} random streams and times (seed ${SEED})`, async () => {
    const random = prng(SEED);
    const pool = t.resources.pool;
    const owner = (await pool.query<{ id: string }>("SELECT id FROM users WHERE email = 'shipper@waypost.test'")).rows[0]!.id;
    const plans = Array.from({ length: STREAMS }, (_, i) => plan(random, i, owner));
    for (const p of plans) {
      for (const [i, e] of p.events.entries()) {
        const ctx = commandContext({ actor: { kind: i === 0 ? 'user' : 'carrier', id: i === 0 ? owner : 'sandbox-dhl' }, now: new Date(e.at) });
        await t.resources.store.append(p.streamId, 'shipment', i, toNewEvents(ctx, [{ type: e.type, data: e.data }]));
      }
      // The store stamps created_at with now(): put each event at its planned time.
      await pool.query('UPDATE events SET created_at = x.at FROM unnest($1::int[], $2::timestamptz[]) AS x(v, at) WHERE stream_id = $3 AND version = x.v', [
        p.events.map((_, i) => i + 1),
        p.events.map((e) => e.at),
        p.streamId,
      ]);
    }

    const auditor = await t.signIn('admin');
    let compared = 0;
    for (const p of plans) {
      const first = Date.parse(p.events[0]!.at);
      const last = Date.parse(p.events[p.events.length - 1]!.at);
      // Anywhere from a day before the stream began to a day after its last event, at millisecond precision.
      const asOf = new Date(first - DAY + Math.floor(random() * (last - first + 2 * DAY))).toISOString();
      const visible = p.events.filter((e) => Date.parse(e.at) <= Date.parse(asOf));
      const expected = visible.length === 0 ? null : JSON.parse(JSON.stringify(fold(visible.map((e) => ({ type: e.type, data: e.data, createdAt: e.at })) as never)));
      const res = await auditor.get(`/api/audit/streams/${p.streamId}?asOf=${encodeURIComponent(asOf)}`).expect(200);
      expect({ streamId: p.streamId, asOf, state: res.body.state, version: res.body.version }).toEqual({
        streamId: p.streamId,
        asOf,
        state: expected,
        version: visible.length,
      });
      expect(res.body.events.map((e: { type: string }) => e.type)).toEqual(visible.map((e) => e.type));
      compared++;
    }
    expect(compared).toBe(STREAMS);
  }, 120_000);
});
