import type { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { CarrierBooked, CreateShipmentInput, EventStore, ShipmentCreated, StoredEvent } from '@waypost/contracts';
import { CITIES, COUNTRIES, type City } from '../../catalogue/queries/catalogue';
import { CreateShipmentCommand } from '../../shipping/commands/create-shipment.command';
import { commandContext } from '../../platform/event-store/command-context';
import { laneOf } from '../../quoting/queries/quote-shipment.query';
import { sandboxJourney } from '../sandbox/sandbox-journey';
import { seededRandom } from '../sandbox/seeded-random';

// ── The fan-out scenario shared by the suite and bench/fanout: N shipments on random served lanes,
// then wait until every one is booked and its journey recorded, then check nothing was skipped or doubled. ──

/** Twelve carriers (twelve consumer groups) that serve every lane of the scenario: the Kafka runs use them. */
export const SCENARIO_CARRIERS = 'mondial-relay,landmark,gls,japan-post,asendia,zto,cainiao,yodel,australia-post,canada-post,usps,dhl-express';

export function shipmentInput(i: number, seed = 1): CreateShipmentInput {
  const rnd = seededRandom(seed, `shipment/${i}`);
  const pick = (): City => CITIES[Math.floor(rnd() * CITIES.length)]!;
  const from = pick();
  let to = pick();
  if (rnd() < 0.4) to = CITIES.filter((c) => c.country === from.country)[Math.floor(rnd() * 3)] ?? to; // some domestic lanes
  const address = (c: City, name: string) => ({ name, address: `${1 + (i % 200)} Main Street`, city: c.name, country: COUNTRIES[c.country].name, postalCode: '10115' });
  return {
    fromAddress: address(from, 'Waypost Bench Sender'),
    toAddress: address(to, `Recipient ${i}`),
    itemDetails: {
      description: `Parcel ${i}`,
      weight: Math.round((0.3 + rnd() * 9.7) * 10) / 10,
      value: Math.round(rnd() * 400),
      dimensions: { length: 30, width: 20, height: 10 },
    },
  };
}

export async function createShipments(
  commands: CommandBus,
  ownerId: string,
  count: number,
  options: { concurrency?: number; seed?: number; onCreated?: (n: number) => Promise<void> | void } = {},
): Promise<void> {
  let next = 0;
  let created = 0;
  await Promise.all(
    Array.from({ length: options.concurrency ?? 16 }, async () => {
      while (next < count) {
        const i = next++;
        const input = shipmentInput(i, options.seed);
        const ctx = commandContext({ actor: { kind: 'user', id: ownerId }, body: input });
        await commands.execute(new CreateShipmentCommand(input, ownerId, ctx));
        created++;
        await options.onCreated?.(created);
      }
    }),
  );
}

export interface FanoutProgress {
  created: number;
  booked: number;
  failed: number;
  scheduleOpen: number;
}

export async function progress(pool: Pool): Promise<FanoutProgress> {
  const { rows } = await pool.query<FanoutProgress>(`SELECT
      (SELECT count(*) FROM events WHERE type = 'ShipmentCreated')::int AS created,
      (SELECT count(*) FROM events WHERE type = 'CarrierBooked')::int AS booked,
      (SELECT count(*) FROM events WHERE type = 'CarrierBookingFailed')::int AS failed,
      (SELECT count(*) FROM carrier_tracking_schedule WHERE NOT done)::int AS "scheduleOpen"`);
  return rows[0]!;
}

/**
 * Waits until `count` shipments are settled (booked or failed) and, unless `untilBooked`, every journey is done.
 * Fails when nothing moved for `stallMs` (a stall is the fault this looks for; a slow machine only takes longer) or
 * after `timeoutMs` in all. It polls every 500 ms: its counts scan the event table, on the cores the workers need.
 */
export async function waitForFanout(pool: Pool, count: number, options: { timeoutMs: number; stallMs?: number; untilBooked?: boolean }): Promise<FanoutProgress> {
  const end = Date.now() + options.timeoutMs;
  let last = '';
  let movedAt = Date.now();
  for (;;) {
    const p = await progress(pool);
    const settled = p.booked + p.failed >= count;
    if (settled && (options.untilBooked || (p.scheduleOpen === 0 && (await scheduled(pool)) >= p.booked))) return p;
    const now = Date.now();
    if (JSON.stringify(p) !== last) [last, movedAt] = [JSON.stringify(p), now];
    if (options.stallMs !== undefined && now - movedAt > options.stallMs) throw new Error(`fan-out stalled for ${options.stallMs} ms: ${last}`);
    if (now > end) throw new Error(`fan-out did not finish: ${JSON.stringify(p)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const scheduled = async (pool: Pool): Promise<number> => (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM carrier_tracking_schedule')).rows[0]!.n;

export interface FanoutCheck {
  shipments: number;
  bookedOnce: number;
  bookedTwice: number;
  journeysComplete: number;
  journeysWrong: string[];
  processedMissing: number;
  processedRows: number;
}

/** Every shipment booked exactly once, each journey exactly its planned steps, every acted-on event recorded once. */
export async function checkFanout(pool: Pool, store: EventStore, sandbox: { seed: number; exceptionRate: number }): Promise<FanoutCheck> {
  const { rows: streams } = await pool.query<{ stream_id: string }>("SELECT stream_id FROM events WHERE type = 'ShipmentCreated'");
  const check: FanoutCheck = { shipments: streams.length, bookedOnce: 0, bookedTwice: 0, journeysComplete: 0, journeysWrong: [], processedMissing: 0, processedRows: 0 };
  const processed = new Set(
    (await pool.query<{ consumer: string; event_id: string }>('SELECT consumer, event_id FROM carrier_processed_events')).rows.map((r) => `${r.consumer}/${r.event_id}`),
  );
  check.processedRows = processed.size;
  // One read of the whole log, grouped by stream (the store's readStream per shipment is much slower here).
  const all = await store.readAll({ after: { txid: '0', position: '0' }, limit: 10_000_000 });
  const byStream = new Map<string, StoredEvent[]>();
  for (const e of all) {
    const list = byStream.get(e.streamId);
    if (list) list.push(e);
    else byStream.set(e.streamId, [e]);
  }
  for (const { stream_id } of streams) {
    const history = (byStream.get(stream_id) ?? []).sort((a, b) => a.version - b.version);
    const created = history[0]!;
    const bookings = history.filter((e) => e.type === 'CarrierBooked');
    if (bookings.length === 1) check.bookedOnce++;
    if (bookings.length > 1) check.bookedTwice++;
    const booked = bookings[0];
    if (!booked) continue;
    const booking = booked.data as CarrierBooked['data'];
    const group = `waypost.carrier.${booking.carrierId}`;
    if (!processed.has(`${group}/${created.eventId}`)) check.processedMissing++;
    if (!processed.has(`${group}/${booked.eventId}`)) check.processedMissing++;
    const shipment = (created as unknown as ShipmentCreated).data;
    const lane = laneOf(shipment);
    if ('error' in lane) continue;
    const planned = sandboxJourney(shipment, booking, lane, sandbox).map((s) => s.description);
    const recorded = history.filter((e) => e.type === 'TrackingEventRecorded' && e.metadata.actor.kind === 'carrier').map((e) => (e.data as { description: string }).description);
    if (JSON.stringify(planned) === JSON.stringify(recorded)) check.journeysComplete++;
    else if (check.journeysWrong.length < 5) check.journeysWrong.push(`${stream_id}: planned ${planned.length}, recorded ${recorded.length}`);
  }
  return check;
}
