import type { CarrierBooked, ShipmentCreated } from '@waypost/contracts';
import { CARRIER_BY_ID } from '../../catalogue/queries/catalogue';
import { selectCarrier } from '../workers/carrier-selection';
import { laneOf } from '../../quoting/queries/quote-shipment.query';
import { SandboxCarrierAdapter } from './sandbox-adapter';
import { sandboxJourney, stepDueAt } from './sandbox-journey';

// ── The sandbox network: seeded, labelled sandbox, customs only across customs borders ──

const NOW = '2026-11-22T10:00:00.000Z';
const shipment = (fromCity: string, fromCountry: string, toCity: string, toCountry: string, id = 's1'): ShipmentCreated['data'] => ({
  shipmentId: id,
  trackingNumber: '2PG-2026-000001',
  ownerId: 'u1',
  fromAddress: { name: 'A', address: '1 St', city: fromCity, country: fromCountry, postalCode: '' },
  toAddress: { name: 'Bea', address: '2 St', city: toCity, country: toCountry, postalCode: '' },
  itemDetails: { description: 'Books', weight: 2, value: 40 },
  estimatedDelivery: NOW,
  createdAt: NOW,
});

async function book(s: ShipmentCreated['data'], exceptionRate = 0) {
  const selection = selectCarrier(s, [...CARRIER_BY_ID.keys()]);
  if (!selection.ok) throw new Error(selection.reason);
  const adapter = new SandboxCarrierAdapter(selection.choice.carrier, { speed: 60, seed: 42, exceptionRate });
  const booking = { ...(await adapter.book({ shipment: s, choice: selection.choice, idempotencyKey: 'k1', now: NOW })), trackingNumber: s.trackingNumber } as CarrierBooked['data'];
  const lane = laneOf(s);
  if ('error' in lane) throw new Error(lane.error);
  return { adapter, booking, steps: sandboxJourney(s, booking, lane, { seed: 42, exceptionRate }) };
}

describe('sandbox carrier network', () => {
  it('books the cheapest carrier with a sandbox reference, through real hubs', async () => {
    const { booking } = await book(shipment('Berlin', 'Germany', 'Paris', 'France'));
    expect(booking).toMatchObject({ sandbox: true, reference: expect.stringMatching(/^SBX-[A-Z]{1,3}-\d{10}$/) });
    expect(booking.route.length).toBeGreaterThan(0);
  });

  it('goes pickup → hubs → delivered; customs only on lanes that cross a customs border', async () => {
    const domestic = await book(shipment('Berlin', 'Germany', 'Munich', 'Germany'));
    const eu = await book(shipment('Berlin', 'Germany', 'Paris', 'France'));
    const intl = await book(shipment('Berlin', 'Germany', 'Tokyo', 'Japan'));
    for (const { steps } of [domestic, eu, intl]) {
      expect(steps[0]?.eventType).toBe('pickup');
      expect(steps[steps.length - 1]?.eventType).toBe('delivered');
      expect(steps.every((s) => s.description.endsWith('(sandbox)'))).toBe(true);
      expect(steps.map((s) => s.atSimMinutes)).toEqual([...steps.map((s) => s.atSimMinutes)].sort((a, b) => a - b));
    }
    expect(domestic.steps.some((s) => s.eventType === 'customs')).toBe(false);
    expect(eu.steps.some((s) => s.eventType === 'customs')).toBe(false);
    expect(intl.steps.some((s) => s.eventType === 'customs')).toBe(true);
  });

  it('is seeded: the same shipment gets the same journey; exceptions happen at the configured rate', async () => {
    const a = await book(shipment('Berlin', 'Germany', 'Tokyo', 'Japan'), 1);
    const b = await book(shipment('Berlin', 'Germany', 'Tokyo', 'Japan'), 1);
    expect(a.steps).toEqual(b.steps);
    const text = a.steps.map((s) => s.description).join('\n');
    expect(text).toMatch(/Delayed: /);
    expect(text).toMatch(/Customs hold: /);
    expect(text).toMatch(/Delivery attempt failed: /);
    const none = await book(shipment('Berlin', 'Germany', 'Tokyo', 'Japan'), 0);
    expect(none.steps.map((s) => s.description).join('\n')).not.toMatch(/Delayed|hold|attempt failed/);
  });

  it('on the default speed, a demo user sees the pickup within a minute of booking', async () => {
    const { steps, booking } = await book(shipment('Berlin', 'Germany', 'Paris', 'France'));
    expect(stepDueAt(booking.bookedAt, steps[0]!, 60) - Date.parse(booking.bookedAt)).toBeLessThanOrEqual(60_000);
  });

  it('track() returns only the steps that are due, after the ones already recorded', async () => {
    const s = shipment('Berlin', 'Germany', 'Paris', 'France');
    const { adapter, booking, steps } = await book(s);
    const at = (i: number) => stepDueAt(booking.bookedAt, steps[i]!, 60);
    expect((await adapter.track({ shipment: s, booking, known: 0, now: at(0) - 1 })).updates).toEqual([]);
    const r = await adapter.track({ shipment: s, booking, known: 0, now: at(1) });
    expect(r.updates.map((u) => u.eventType)).toEqual([steps[0]!.eventType, steps[1]!.eventType]);
    expect(r.nextCheckAt).toBe(at(2));
    const end = await adapter.track({ shipment: s, booking, known: steps.length, now: at(steps.length - 1) });
    expect(end).toEqual({ updates: [], nextCheckAt: null });
  });
});
