import type { InquirySummary } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { allPages, type PageBody } from '../../test-support/pages';

// ── The inquiry lists in pages (issue 25, item 4): the shipper's own (GET /api/inquiries) and the desk's ──

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const fields = (body: { issues: { field: string }[] }) => body.issues.map((i) => i.field);

describe('inquiry lists in pages', () => {
  let t: TestApp;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;
  let agent: Awaited<ReturnType<TestApp['signIn']>>;
  const own: string[] = [];
  const desk: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    shipper = await t.signIn('shipper');
    agent = await t.signIn('agent');
    for (let i = 0; i < 5; i++)
      own.push(
        (
          await shipper
            .post('/api/inquiries')
            .send({ subject: `Question ${i}`, description: 'Where is it?' })
            .expect(201)
        ).body.id,
      );
    const other = { email: 'someone@example.com', firstName: 'Cara', lastName: 'Customer', phone: '', description: 'Late parcel' };
    for (let i = 0; i < 3; i++)
      desk.push(
        (
          await agent
            .post('/api/crm/inquiries')
            .send({ ...other, subject: `Desk ${i}` })
            .expect(201)
        ).body.id,
      );
    await t.project();
  });
  afterAll(() => t.close());

  it('a shipper pages through their own inquiries only, newest first, each exactly once', async () => {
    const plain = (await shipper.get('/api/inquiries').expect(200)).body as InquirySummary[];
    expect(new Set(ids(plain))).toEqual(new Set(own));
    const { rows, sizes } = await allPages<InquirySummary>(shipper, '/api/inquiries', { limit: '2' });
    expect(sizes).toEqual([2, 2, 1]);
    expect(ids(rows)).toEqual([...own].reverse());
    // another shipper sees none of them, and cannot use the owner's cursor
    const other = await t.signIn('private');
    expect((await allPages(other, '/api/inquiries', { limit: '1' })).rows).toEqual([]);
    const first = (await shipper.get('/api/inquiries?paged=true&limit=2').expect(200)).body as PageBody<InquirySummary>;
    expect(fields((await other.get('/api/inquiries').query({ cursor: first.next_cursor! }).expect(400)).body)).toEqual(['cursor']);
  });

  it('the desk pages every inquiry; one opened between two pages is neither skipped nor repeated', async () => {
    const first = (await agent.get('/api/crm/inquiries').query({ paged: 'true', limit: '3' }).expect(200)).body as PageBody<InquirySummary>;
    expect(first.has_more).toBe(true);
    const late = (await shipper.post('/api/inquiries').send({ subject: 'Arrives mid-read', description: 'Hello' }).expect(201)).body.id as string;
    await t.project();
    const seen = [...ids(first.data)];
    let cursor = first.next_cursor;
    while (cursor) {
      const page = (await agent.get('/api/crm/inquiries').query({ limit: '3', cursor }).expect(200)).body as PageBody<InquirySummary>;
      seen.push(...ids(page.data));
      cursor = page.next_cursor;
    }
    expect(seen).toEqual([...desk].reverse().concat([...own].reverse()));
    expect(seen).not.toContain(late);
    // the plain array keeps the desk's order and its own limit (up to 500)
    const plain = (await agent.get('/api/crm/inquiries?limit=300').expect(200)).body as InquirySummary[];
    expect(plain).toHaveLength(own.length + desk.length + 1);
  });

  it('filters by status in pages, and refuses a bad limit or cursor naming the field', async () => {
    await agent.post(`/api/crm/inquiries/${desk[1]}/responses`).send({ message: 'On its way' }).expect(201);
    await agent.post(`/api/crm/inquiries/${own[2]}/responses`).send({ message: 'On its way' }).expect(201);
    await t.project();
    const waiting = await allPages<InquirySummary>(agent, '/api/crm/inquiries', { status: 'waiting_customer', limit: '1' });
    expect(ids(waiting.rows)).toEqual([desk[1], own[2]]);
    const mine = await allPages<InquirySummary>(shipper, '/api/inquiries', { status: 'waiting_customer' });
    expect(ids(mine.rows)).toEqual([own[2]]);
    // filters are bound into the cursor
    const page = (await agent.get('/api/crm/inquiries?paged=true&limit=1&status=waiting_customer').expect(200)).body as PageBody<InquirySummary>;
    expect(fields((await agent.get('/api/crm/inquiries').query({ cursor: page.next_cursor!, status: 'open' }).expect(400)).body)).toEqual(['cursor']);
    expect(fields((await agent.get('/api/crm/inquiries?paged=true&limit=201').expect(400)).body)).toEqual(['limit']);
    expect(fields((await shipper.get('/api/inquiries?limit=201').expect(400)).body)).toEqual(['limit']);
    expect(fields((await shipper.get('/api/inquiries?status=lost').expect(400)).body)).toEqual(['status']);
    // a cursor of the shipper's list is not one of the desk's, even for the same rows
    const ownPage = (await shipper.get('/api/inquiries?paged=true&limit=1').expect(200)).body as PageBody<InquirySummary>;
    const admin = await t.signIn('admin');
    expect(fields((await admin.get('/api/crm/inquiries').query({ cursor: ownPage.next_cursor! }).expect(400)).body)).toEqual(['cursor']);
  });
});
