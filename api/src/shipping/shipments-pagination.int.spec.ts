import type { Shipment } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { allPages, type PageBody } from '../../test-support/pages';

// ── GET /api/shipments in pages (issue 25, item 4): exact coverage, concurrent inserts, filters, refusals, owners ──

const toUs = { name: 'Jo Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' };
const toFrance = { name: 'Bea Receiver', address: '10 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' };
const payload = (to: typeof toUs, description: string) => ({
  fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: to,
  itemDetails: { description, weight: 1.2, value: 150, dimensions: { length: 30, width: 20, height: 15 } },
});
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('GET /api/shipments in pages', () => {
  let t: TestApp;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;
  const created: Shipment[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    shipper = await t.signIn('shipper');
    for (let i = 0; i < 7; i++) {
      created.push(
        (
          await shipper
            .post('/api/shipments')
            .send(payload(i % 3 === 0 ? toFrance : toUs, `Parcel ${i}`))
            .expect(201)
        ).body as Shipment,
      );
    }
    await t.project();
  });
  afterAll(() => t.close());

  it('keeps the plain array for the seed, and pages cover every row exactly once, in the same order', async () => {
    const plain = (await shipper.get('/api/shipments').expect(200)).body as Shipment[];
    expect(Array.isArray(plain)).toBe(true);
    expect(ids(plain)).toEqual(ids(created).reverse());
    const { rows, sizes } = await allPages<Shipment>(shipper, '/api/shipments', { limit: '3' });
    expect(sizes).toEqual([3, 3, 1]);
    expect(ids(rows)).toEqual(ids(plain));
    // limit alone shapes the plain array; paged=true without limit is one page of up to 200
    expect(ids((await shipper.get('/api/shipments?limit=2').expect(200)).body)).toEqual(ids(plain).slice(0, 2));
    const one = (await shipper.get('/api/shipments?paged=true').expect(200)).body as PageBody<Shipment>;
    expect(one).toEqual({ data: plain, has_more: false, next_cursor: null });
  });

  it('neither skips nor repeats a row when shipments are created between two pages', async () => {
    const first = (await shipper.get('/api/shipments').query({ paged: 'true', limit: '4' }).expect(200)).body as PageBody<Shipment>;
    const before = ids((await shipper.get('/api/shipments').expect(200)).body);
    const concurrent = (await shipper.post('/api/shipments').send(payload(toUs, 'Arrives mid-read')).expect(201)).body as Shipment;
    await t.project();
    const rest = (await shipper.get('/api/shipments').query({ limit: '4', cursor: first.next_cursor! }).expect(200)).body as PageBody<Shipment>;
    const seen = [...ids(first.data), ...ids(rest.data)];
    expect(seen).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(concurrent.id);
    // a fresh first page starts with it
    expect(ids((await shipper.get('/api/shipments?paged=true&limit=1').expect(200)).body.data)).toEqual([concurrent.id]);
  });

  it('filters by status, creation dates, lane countries and carrier, in both shapes and across pages', async () => {
    await shipper.post(`/api/shipments/${created[1]!.id}/cancel`).send({ reason: 'Changed my mind' }).expect(200);
    await t.project();
    const all = (await shipper.get('/api/shipments').expect(200)).body as Shipment[];
    const cancelled = await allPages<Shipment>(shipper, '/api/shipments', { status: 'cancelled', limit: '1' });
    expect(ids(cancelled.rows)).toEqual([created[1]!.id]);
    expect(ids((await shipper.get('/api/shipments?status=cancelled').expect(200)).body)).toEqual([created[1]!.id]);

    const toFr = await allPages<Shipment>(shipper, '/api/shipments', { destination_country: 'FRANCE', limit: '2' });
    expect(ids(toFr.rows)).toEqual(ids(all.filter((s) => s.toAddress.country === 'France')));
    expect(toFr.rows).toHaveLength(3);
    expect((await allPages<Shipment>(shipper, '/api/shipments', { origin_country: 'germany' })).rows).toHaveLength(all.length);
    expect((await allPages<Shipment>(shipper, '/api/shipments', { origin_country: 'France' })).rows).toEqual([]);

    // created_from is inclusive, created_to exclusive; a date means the whole UTC day
    const window = await allPages<Shipment>(shipper, '/api/shipments', { created_from: created[2]!.createdAt, created_to: created[5]!.createdAt, limit: '2' });
    expect(ids(window.rows)).toEqual(ids(created.slice(2, 5)).reverse());
    const today = created[0]!.createdAt.slice(0, 10);
    expect((await allPages<Shipment>(shipper, '/api/shipments', { created_from: today, created_to: today })).rows).toHaveLength(all.length);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await allPages<Shipment>(shipper, '/api/shipments', { created_from: tomorrow })).rows).toEqual([]);

    // carrier: the booking read model says who carries a shipment (the carrier network does not run in this test)
    await t.resources.pool.query("UPDATE carrier_bookings SET carrier_id = 'dpd', status = 'booked' WHERE shipment_id = ANY($1::uuid[])", [[created[3]!.id, created[6]!.id]]);
    expect(ids((await allPages<Shipment>(shipper, '/api/shipments', { carrier: 'DPD', limit: '1' })).rows)).toEqual([created[6]!.id, created[3]!.id]);
    expect((await allPages<Shipment>(shipper, '/api/shipments', { carrier: 'ups' })).rows).toEqual([]);
  });

  it('refuses a bad limit or a tampered, foreign or re-filtered cursor with a 400 naming the field', async () => {
    const expectRefusal = async (query: Record<string, string>, field: string) => {
      const res = await shipper.get('/api/shipments').query(query).expect(400);
      expect(res.body.issues.map((i: { field: string }) => i.field)).toContain(field);
    };
    for (const limit of ['0', '201', '1.5', '-1', 'ten', '1e2', '']) await expectRefusal({ limit, paged: 'true' }, 'limit');
    await expectRefusal({ limit: '0' }, 'limit');
    const res = await shipper.get('/api/shipments?limit=1&limit=2').expect(400);
    expect(res.body.issues[0].field).toBe('limit');

    const page = (await shipper.get('/api/shipments?paged=true&limit=2').expect(200)).body as PageBody<Shipment>;
    const cursor = page.next_cursor!;
    const [payloadPart, mac] = cursor.split('.');
    const forged = Buffer.from(JSON.stringify(['2999-01-01 00:00:00+00', '2PG-2999-999999'])).toString('base64url');
    for (const bad of ['nonsense', `${forged}.${mac}`, `${payloadPart}.${mac}x`, `${payloadPart}`, `${cursor}.x`, 'x'.repeat(1001)]) {
      await expectRefusal({ cursor: bad }, 'cursor');
    }
    // a cursor of another list, or of these rows under other filters
    const admin = await t.signIn('admin');
    const users = (await admin.get('/api/admin/users?paged=true&limit=1').expect(200)).body as PageBody<unknown>;
    await expectRefusal({ cursor: users.next_cursor! }, 'cursor');
    await expectRefusal({ cursor, status: 'pending' }, 'cursor');
    // the same cursor with the same filters still works
    expect((await shipper.get('/api/shipments').query({ cursor, limit: '2' }).expect(200)).body.data).toHaveLength(2);
    await expectRefusal({ paged: 'yes' }, 'paged');
    await expectRefusal({ status: 'lost' }, 'status');
    await expectRefusal({ created_from: '2026-13-01' }, 'created_from');
  });

  it('never pages a shipper into another owner’s shipments', async () => {
    const other = await t.signIn('private');
    expect((await allPages<Shipment>(other, '/api/shipments', { limit: '1' })).rows).toEqual([]);
    const mine = (await shipper.get('/api/shipments?paged=true&limit=1').expect(200)).body as PageBody<Shipment>;
    // the owner's cursor is bound to the owner: another user's request with it is refused, not answered with their rows
    const res = await other.get('/api/shipments').query({ cursor: mine.next_cursor!, limit: '1' }).expect(400);
    expect(res.body.issues).toEqual([{ field: 'cursor', message: expect.stringContaining('not a cursor of this list') }]);
  });
});
