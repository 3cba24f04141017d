import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReplayProgress } from '@waypost/projections';
import { TRACKING_STATUS_OF_SCREEN, type ShipmentStatus } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';

// ── Issue 24, item 8: a log recorded by the code before ShipmentCreated v2 replays into the new read models ──
// api/test-fixtures/shipments-v1 holds an audit export (NDJSON) written by main d0b426a and the read rows that code
// made from it (api/test-fixtures/record-shipments-v1.recorder.ts). Imported into an empty store and replayed, every
// read model must hold the same rows, plus the parcels the v1 → v2 upcaster derives from each item.

jest.setTimeout(120_000);

const FIXTURE = join(__dirname, '../../test-fixtures/shipments-v1');
const TABLES = { shipments: 'id', tracking: 'tracking_number', tracking_events: 'id', carrier_bookings: 'shipment_id', admin_shipments: 'id' } as const;
/** What issues 24, 26 and 28 added to the rows (checked on their own below). */
const NEW_COLUMNS = new Set(['tracking_status', 'parcels', 'total_weight_grams', 'customs', 'duties_estimate', 'booking', 'dangerous_goods', 'return_of', 'returned_as']);
const NEW_SHIPMENT_FIELDS = new Set(['trackingStatus', 'parcels', 'totalWeightKg', 'customs', 'dutiesEstimate']);

type Row = Record<string, unknown>;
const without = (o: Row, keys: Set<string>): Row => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.has(k)));
/** What issue 27 added to carrier_bookings: the real provider that sold the label (none in a log this old). */
const NEW_BOOKING_COLUMNS = new Set(['provider']);

const oldShape = (table: string, row: Row): Row => {
  if (table === 'carrier_bookings') {
    expect(row.provider).toBeNull();
    return without(row, NEW_BOOKING_COLUMNS);
  }
  const r = table === 'shipments' ? without(row, NEW_COLUMNS) : row;
  return table === 'tracking' ? { ...r, shipment: without(r.shipment as Row, NEW_SHIPMENT_FIELDS) } : r;
};

async function replayAll(t: TestApp): Promise<ReplayProgress> {
  const admin = await t.signIn('admin');
  const started = await admin.post('/api/audit/replays').send({ projection: 'all', verify: true }).expect(202);
  for (;;) {
    const res = await admin.get(`/api/audit/replays/${started.body.id}`).expect(200);
    if (res.body.state === 'done' || res.body.state === 'failed') return res.body as ReplayProgress;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a log recorded before ShipmentCreated v2', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runProjections: true, env: { DATABASE_POOL_SIZE: '30' } });
  });
  afterAll(() => t.close());

  it('imports into an empty store, replays every read model to the old rows, and derives the parcels', async () => {
    const log = readFileSync(join(FIXTURE, 'events.ndjson'), 'utf8');
    const recorded = JSON.parse(readFileSync(join(FIXTURE, 'read-models.json'), 'utf8')) as Record<keyof typeof TABLES, Row[]>;
    const admin = await t.signIn('admin');
    const imported = await admin.post('/api/audit/import').set('content-type', 'application/x-ndjson').send(log).expect(201);
    expect(imported.body.events).toBe(log.trim().split('\n').length - 1);
    // stored as written (v1); the upcaster runs on read
    const versions = await t.resources.pool.query("SELECT DISTINCT schema_version FROM events WHERE type = 'ShipmentCreated'");
    expect(versions.rows).toEqual([{ schema_version: 1 }]);

    const replay = await replayAll(t);
    expect(replay).toMatchObject({ state: 'done', verified: true });

    for (const [table, key] of Object.entries(TABLES) as [keyof typeof TABLES, string][]) {
      const { rows } = await t.resources.pool.query<Row>(`SELECT * FROM ${table} ORDER BY ${key}`);
      const now = (JSON.parse(JSON.stringify(rows)) as Row[]).map((r) => oldShape(table, r));
      expect({ table, rows: now }).toEqual({ table, rows: recorded[table] });
    }

    const { rows } = await t.resources.pool.query<Row>('SELECT item_details, parcels, total_weight_grams, customs, duties_estimate FROM shipments ORDER BY id');
    const byItem = new Map(rows.map((r) => [(r.item_details as { description: string }).description, r]));
    expect(byItem.get('Headphones')).toEqual({
      item_details: { description: 'Headphones', weight: 1.2, value: 150 },
      parcels: [{ weight: { value: 1.2, unit: 'kg' }, packaging: 'custom', weightKg: 1.2 }],
      total_weight_grams: 1200,
      customs: null,
      duties_estimate: null,
    });
    expect(byItem.get('Books')).toMatchObject({
      parcels: [
        {
          weight: { value: 4.75, unit: 'kg' },
          dimensions: { length: 40, width: 30, height: 20.5, unit: 'cm' },
          packaging: 'custom',
          weightKg: 4.75,
          dimensionsCm: { length: 40, width: 30, height: 20.5 },
        },
      ],
      total_weight_grams: 4750,
    });
    expect(rows).toHaveLength(recorded.shipments.length);
    // the tracking status follows from the old events: one of the spec's four, or cancelled
    const statuses = await t.resources.pool.query<{ status: ShipmentStatus; tracking_status: string }>('SELECT status, tracking_status FROM shipments');
    for (const r of statuses.rows) expect([r.status, r.tracking_status]).toEqual([r.status, TRACKING_STATUS_OF_SCREEN[r.status]]);
    // the booking summary follows from the old events: booked by the dispatcher, the label there iff a carrier booked it
    const bookings = await t.resources.pool.query<{ booking: { rateSelection: string; label: { status: string } }; booked: string | null }>(
      'SELECT s.booking, b.status AS booked FROM shipments s LEFT JOIN carrier_bookings b ON b.shipment_id = s.id',
    );
    for (const r of bookings.rows) {
      expect(r.booking.rateSelection).toBe('auto');
      if (r.booked === 'booked') expect(r.booking.label.status).toBe('purchased');
      else expect(r.booking.label.status).not.toBe('purchased');
    }

    // and the API answers the new shape for an old shipment
    const first = recorded.shipments[0]!;
    const shown = await admin.get(`/api/shipments/${String(first.id)}`).expect(200);
    expect(shown.body).toMatchObject({ id: first.id, parcels: [expect.objectContaining({ packaging: 'custom' })], customs: null });
    const tracked = await admin.get(`/api/tracking/${String(first.tracking_number)}`).expect(200);
    expect(tracked.body.shipment.parcels).toHaveLength(1);
  });
});
