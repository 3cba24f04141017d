import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { allPages, type PageBody } from '../../../test-support/pages';

// ── The other list routes in pages (issue 25, item 4): admin, audit, autonomy, tokens, notifications, events ──

type Row = Record<string, unknown>;
type Agent = Awaited<ReturnType<TestApp['signIn']>>;
const fields = (body: { issues: { field: string }[] }) => body.issues.map((i) => i.field);

describe('every list route pages', () => {
  let t: TestApp;
  let admin: Agent;
  let shipper: Agent;
  let shipmentId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    shipper = await t.signIn('shipper');
    for (const n of [1, 2, 3])
      await t
        .anonymous()
        .post('/api/early-access')
        .send({ email: `lead${n}@example.com`, company: 'Acme', message: 'Hello' })
        .expect(201);
    for (const n of [1, 2, 3])
      await admin
        .post('/api/auth/tokens')
        .send({ name: `token ${n}` })
        .expect(201);
    await admin.post('/api/autonomous/override').send({ action: 'pause_automation', reason: 'maintenance window' }).expect(200);
    await admin.post('/api/autonomous/override').send({ action: 'resume_automation', reason: 'maintenance over' }).expect(200);
    await admin.post('/api/autonomous/override').send({ action: 'pause_automation', reason: 'again' }).expect(200);
    await admin.post('/api/autonomous/crisis').send({ crisisType: 'demand_surge' }).expect(201);
    await admin.post('/api/autonomous/crisis').send({ crisisType: 'payment_failure' }).expect(201);
    await t.signUp({ email: 'first@example.com', password: 'a long and unusual passphrase 41' });
    await t.signUp({ email: 'second@example.com', password: 'a long and unusual passphrase 43' });
    const body = {
      fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
      toAddress: { name: 'Jo Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
      itemDetails: { description: 'Headphones', weight: 1.2, value: 150, dimensions: { length: 30, width: 20, height: 15 } },
    };
    shipmentId = (await shipper.post('/api/shipments').send(body).expect(201)).body.id;
    const agent = await t.signIn('agent');
    for (const location of ['Leipzig', 'Frankfurt']) {
      await agent.post(`/api/shipments/${shipmentId}/tracking-events`).send({ eventType: 'transit', description: 'Moving', location }).expect(201);
    }
    await t.project();
  });
  afterAll(() => t.close());

  // Lists whose plain array comes in the same order as the pages: the pages are exactly the array.
  it.each([
    ['/api/admin/users', (r: Row) => r.id],
    ['/api/admin/mail/outbox', (r: Row) => r.id],
    ['/api/admin/early-access', (r: Row) => r.id],
    ['/api/auth/tokens', (r: Row) => r.id],
    ['/api/autonomous/overrides', (r: Row) => r.id],
    ['/api/autonomous/decisions', (r: Row) => r.id],
    ['/api/notifications', (r: Row) => r.id],
  ])('%s: pages of 2 are its plain array, each row once, in order', async (path, idOf) => {
    const plain = (await admin.get(path).expect(200)).body as Row[];
    expect(Array.isArray(plain)).toBe(true);
    const { rows, sizes } = await allPages<Row>(admin, path, { limit: '2' });
    expect(rows.map(idOf)).toEqual(plain.map(idOf));
    expect(sizes.every((n) => n <= 2)).toBe(true);
  });

  it('pages a stream’s events oldest first by version', async () => {
    const plain = (await admin.get(`/api/events/shipment-${shipmentId}`).expect(200)).body as { version: number }[];
    expect(plain.map((e) => e.version)).toEqual([1, 2, 3]);
    const { rows, sizes } = await allPages<{ version: number }>(admin, `/api/events/shipment-${shipmentId}`, { limit: '1' });
    expect(rows.map((e) => e.version)).toEqual([1, 2, 3]);
    expect(sizes).toEqual([1, 1, 1]);
    // a cursor of one stream is not one of another
    const page = (await admin.get(`/api/events/shipment-${shipmentId}?paged=true&limit=1`).expect(200)).body as PageBody<unknown>;
    expect(fields((await admin.get(`/api/events/user-${shipmentId}`).query({ cursor: page.next_cursor! }).expect(400)).body)).toEqual(['cursor']);
  });

  it('pages the crises and the replays newest first, with every row of their plain array', async () => {
    const crises = (await admin.get('/api/autonomous/crisis').expect(200)).body as Row[];
    const paged = await allPages<Row>(admin, '/api/autonomous/crisis', { limit: '1' });
    expect(paged.rows.map((c) => c.crisisType)).toEqual(['payment_failure', 'demand_surge']);
    expect(new Set(paged.rows.map((c) => c.id))).toEqual(new Set(crises.map((c) => c.id)));
    expect((await allPages<Row>(admin, '/api/autonomous/queue')).rows).toEqual((await admin.get('/api/autonomous/queue').expect(200)).body);
    expect((await allPages<Row>(admin, '/api/audit/replays')).rows).toEqual([]);
  });

  it('tokens: one created between two pages comes last, and nothing is skipped or repeated', async () => {
    const before = ((await admin.get('/api/auth/tokens').expect(200)).body as Row[]).map((r) => r.id);
    const first = (await admin.get('/api/auth/tokens?paged=true&limit=2').expect(200)).body as PageBody<Row>;
    const created = (await admin.post('/api/auth/tokens').send({ name: 'mid-read' }).expect(201)).body;
    const rest = await allPages<Row>(admin, '/api/auth/tokens', { limit: '2', cursor: first.next_cursor! });
    const seen = [...first.data, ...rest.rows].map((r) => r.id);
    expect(seen).toEqual([...before, created.id]);
  });

  it('users and mail: an account made between two pages is neither skipped nor repeated', async () => {
    const users = ((await admin.get('/api/admin/users').expect(200)).body as Row[]).map((r) => r.id);
    const mail = ((await admin.get('/api/admin/mail/outbox').expect(200)).body as Row[]).map((r) => r.id);
    const firstUsers = (await admin.get('/api/admin/users?paged=true&limit=2').expect(200)).body as PageBody<Row>;
    const firstMail = (await admin.get('/api/admin/mail/outbox?paged=true&limit=1').expect(200)).body as PageBody<Row>;
    expect([firstUsers.has_more, firstMail.has_more]).toEqual([true, true]);
    await t.signUp({ email: 'mid-read@example.com', password: 'a long and unusual passphrase 42' });
    const restUsers = await allPages<Row>(admin, '/api/admin/users', { limit: '2', cursor: firstUsers.next_cursor! });
    const restMail = await allPages<Row>(admin, '/api/admin/mail/outbox', { limit: '1', cursor: firstMail.next_cursor! });
    expect([...firstUsers.data, ...restUsers.rows].map((r) => r.id)).toEqual(users);
    expect([...firstMail.data, ...restMail.rows].map((r) => r.id)).toEqual(mail);
    // filters hold across pages and are bound into the cursor
    const found = await allPages<Row>(admin, '/api/admin/users', { q: 'mid-read', limit: '1' });
    expect(found.rows.map((r) => r.email)).toEqual(['mid-read@example.com']);
    expect(fields((await admin.get('/api/admin/users').query({ cursor: firstUsers.next_cursor!, q: 'x' }).expect(400)).body)).toEqual(['cursor']);
  });

  it.each([
    '/api/admin/users',
    '/api/admin/mail/outbox',
    '/api/admin/early-access',
    '/api/auth/tokens',
    '/api/autonomous/overrides',
    '/api/autonomous/crisis',
    '/api/autonomous/decisions',
    '/api/autonomous/queue',
    '/api/notifications',
    '/api/audit/replays',
    '/api/events/shipment-00000000-0000-0000-0000-000000000000',
  ])('%s: a bad cursor or page limit is a 400 naming the field', async (path) => {
    expect(fields((await admin.get(path).query({ cursor: 'not-a-cursor' }).expect(400)).body)).toEqual(['cursor']);
    expect(fields((await admin.get(path).query({ paged: 'true', limit: '201' }).expect(400)).body)).toEqual(['limit']);
    expect(fields((await admin.get(path).query({ paged: 'true', limit: '0' }).expect(400)).body)).toEqual(['limit']);
    expect(fields((await admin.get(path).query({ paged: 'maybe' }).expect(400)).body)).toEqual(['paged']);
  });

  it('notifications stay the caller’s own: another user’s cursor is refused', async () => {
    const mine = (await shipper.get('/api/notifications?paged=true&limit=1').expect(200)).body as PageBody<Row>;
    expect(mine.data.every((n) => typeof n.id === 'string')).toBe(true);
    const cursor = Buffer.from(JSON.stringify(['2999-01-01 00:00:00+00', '00000000-0000-0000-0000-000000000000'])).toString('base64url');
    expect(
      fields(
        (
          await shipper
            .get('/api/notifications')
            .query({ cursor: `${cursor}.AAAA` })
            .expect(400)
        ).body,
      ),
    ).toEqual(['cursor']);
    const adminPage = (await admin.get('/api/notifications?paged=true&limit=1').expect(200)).body as PageBody<Row>;
    if (adminPage.next_cursor) expect(fields((await shipper.get('/api/notifications').query({ cursor: adminPage.next_cursor }).expect(400)).body)).toEqual(['cursor']);
  });
});
