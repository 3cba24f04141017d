import request from 'supertest';
import { randomUUID } from 'node:crypto';
import {
  INQUIRY_STREAM_TYPE,
  inquiryStreamId,
  dispatchStreamId,
  type AdminAnalytics,
  type AdminMetrics,
  type AutonomyIntelligence,
  type ChatResponse,
  type CreatedApiKey,
  type CrmDashboard,
  type DecisionView,
  type InquiryOpened,
  type InquirySummary,
  type Page,
  type QueuedShipment,
  type Shipment,
  type ShipmentHeld,
} from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { bookBySandboxCarrier } from '../../test-support/shipment-fixtures';
import { commandContext, toNewEvents } from '../platform/event-store/command-context';
import { testPrincipalEmail, testPrincipalId } from './api-keys.service';

// ── Test mode stays out of live views (issue 25, fault 3): staff reading a test-mode shipment by id, its tracking,
// carrier booking or label, get 404, as for any id they cannot see (the assistant's tracking tool too); its owner's test key still reads it; the admin
// dashboard and analytics count live shipments only; the desk's lists, figures and customer search leave test-mode
// inquiries out, and the admin's active users leave test principals out. ──

const body = {
  fromAddress: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bea Receiver', address: '10 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
  itemDetails: { description: 'Books', weight: 2, value: 40, dimensions: { length: 30, width: 20, height: 10 } },
};

describe('test-mode data in live views', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const withKey = (key: string) => ({ get: (url: string) => request(t.app.getHttpServer()).get(url).set('authorization', `Bearer ${key}`) });
  /** A test-mode API key of the signed-in account. */
  const testKey = async (session: ReturnType<typeof request.agent>, name: string, scopes: string[]): Promise<CreatedApiKey> =>
    (await session.post('/api/auth/keys').send({ name, mode: 'test', scopes }).expect(201)).body as CreatedApiKey;
  /** The admin's metrics, and today's line of the analytics. */
  const adminFigures = async (admin: ReturnType<typeof request.agent>) => ({
    m: (await admin.get('/api/admin/metrics').expect(200)).body as AdminMetrics,
    today: ((await admin.get('/api/admin/analytics').expect(200)).body as AdminAnalytics).days.at(-1)!,
  });
  const createWithKey = (key: string) => request(t.app.getHttpServer()).post('/api/shipments').set('authorization', `Bearer ${key}`).send(body).expect(201);

  /** A sandbox carrier's booking of the shipment (the carrier workers are off in tests). */
  const book = (s: Shipment) => bookBySandboxCarrier(t.resources.store, s, { booking: { route: ['Leipzig', 'Paris'] } });

  it('answers 404 to staff for a test-mode shipment, its tracking, booking and label; live ones stay readable', async () => {
    const shipper = await t.signIn('shipper');
    const key = await testKey(shipper, 'sandbox', ['read', 'write', 'labels']);
    const testShipment = (await createWithKey(key.key)).body as Shipment;
    const liveShipment = (await shipper.post('/api/shipments').send(body).expect(201)).body as Shipment;
    await book(testShipment);
    await book(liveShipment);
    await t.project();

    const paths = (s: Shipment) => [`/api/shipments/${s.id}`, `/api/tracking/${s.trackingNumber}`, `/api/shipments/${s.id}/carrier`, `/api/shipments/${s.id}/label`];
    // the test key reads its own test data
    for (const path of paths(testShipment)) await withKey(key.key).get(path).expect(200);
    for (const role of ['admin', 'agent', 'auditor'] as const) {
      const staff = await t.signIn(role);
      for (const path of paths(testShipment)) {
        const res = await staff.get(path);
        expect([role, path, res.status]).toEqual([role, path, 404]);
      }
      for (const path of paths(liveShipment)) await staff.get(path).expect(200);
    }
    // the live owner's session does not see its test principal's data either
    await shipper.get(`/api/shipments/${testShipment.id}`).expect(404);
    // nor does staff through the assistant's tracking tool, which still tracks live shipments for them
    const agent = await t.signIn('agent');
    const ask = async (n: string) =>
      (
        await agent
          .post('/api/ai/chat')
          .send({ message: `Can you check ${n}?` })
          .expect(200)
      ).body as ChatResponse;
    const hidden = await ask(testShipment.trackingNumber);
    expect(hidden.toolCalls[0]).toMatchObject({ name: 'track_shipment' });
    expect(hidden.response).not.toContain('In Transit');
    expect(hidden.response).not.toContain('Pending');
    const shown = await ask(liveShipment.trackingNumber);
    expect(shown.toolCalls[0]).toMatchObject({ name: 'track_shipment', ok: true });
    expect(shown.response).toContain(liveShipment.trackingNumber);
  });

  it('leaves test-mode shipments out of the admin dashboard and analytics', async () => {
    const admin = await t.signIn('admin');
    const shipper = await t.signIn('shipper');
    await t.project();
    const figures = async () => {
      const { m, today } = await adminFigures(admin);
      return { total: m.totalShipments, today: today.shipments };
    };
    const before = await figures();
    const key = await testKey(shipper, 'sandbox 2', ['read', 'write']);
    await createWithKey(key.key);
    await t.project();
    expect(await figures()).toEqual(before);
    await shipper.post('/api/shipments').send(body).expect(201);
    await t.project();
    expect(await figures()).toEqual({ total: before.total + 1, today: before.today + 1 });
  });

  it('leaves test-mode inquiries out of the desk (lists, pages, by id, dashboard, customer search) and the admin figures', async () => {
    const owner = await t.signUp({ email: 'integrator@waypost.test', password: 'sandbox-only-please-9', firstName: 'Ina', lastName: 'Integrator', userType: 'business' });
    const ownerId = (await owner.get('/api/auth/user').expect(200)).body.id as string;
    const key = await testKey(owner, 'desk sandbox', ['read', 'write']);
    const agent = await t.signIn('agent');
    const admin = await t.signIn('admin');
    await t.project();
    const figures = async () => {
      const { activeInquiries, urgentInquiries, departmentMetrics } = ((await agent.get('/api/crm/dashboard').expect(200)).body as CrmDashboard).dashboard;
      const { m, today } = await adminFigures(admin);
      return { activeInquiries, urgentInquiries, tracking: departmentMetrics.tracking.activeTickets, activeUsers: m.activeUsers, inquiriesToday: today.inquiries };
    };
    const before = await figures();

    // the test principal acts (a shipment through the key) and has an urgent inquiry, as an integrator's test run would
    await createWithKey(key.key);
    const principal = testPrincipalId(ownerId);
    const inquiryId = randomUUID();
    const ctx = commandContext({ actor: { kind: 'user', id: principal } });
    const opened: InquiryOpened = {
      type: 'InquiryOpened',
      data: {
        inquiryId,
        ticketNumber: 'CS-2026-990001',
        email: testPrincipalEmail(ownerId),
        firstName: 'Ina',
        lastName: 'Integrator',
        phone: '',
        subject: 'Test run: where is my sandbox parcel?',
        description: 'Opened by an integration test with a test key',
        category: 'tracking',
        priority: 'urgent',
        shipmentId: null,
        openedBy: { kind: 'customer', id: principal },
        openedAt: ctx.now,
        customerId: principal,
      },
    };
    await t.resources.store.append(inquiryStreamId(inquiryId), INQUIRY_STREAM_TYPE, 0, toNewEvents(ctx, [opened]));
    await t.project();

    expect(await figures()).toEqual(before);
    const ids = (rows: InquirySummary[]) => rows.map((i) => i.id);
    expect(ids((await agent.get('/api/crm/inquiries').expect(200)).body)).not.toContain(inquiryId);
    expect(ids((await agent.get('/api/crm/inquiries?priority=urgent&limit=200').expect(200)).body)).not.toContain(inquiryId);
    expect(ids(((await agent.get('/api/crm/inquiries?paged=true&limit=100').expect(200)).body as Page<InquirySummary>).data)).not.toContain(inquiryId);
    expect(ids(((await agent.get('/api/crm/dashboard').expect(200)).body as CrmDashboard).recentInquiries)).not.toContain(inquiryId);
    await agent.get(`/api/crm/inquiries/${inquiryId}`).expect(404);
    await agent.get(`/api/crm/customers/search?email=${encodeURIComponent(testPrincipalEmail(ownerId))}`).expect(404);
    // the test key still reads its own inquiry
    await withKey(key.key).get(`/api/inquiries/${inquiryId}`).expect(200);
  });

  it("leaves test-mode shipments out of the autonomy monitor's decisions, hold queue and intelligence", async () => {
    const shipper = await t.signIn('shipper');
    const admin = await t.signIn('admin');
    const key = await testKey(shipper, 'monitor sandbox', ['read', 'write']);
    const testShipment = (await createWithKey(key.key)).body as Shipment;
    const liveShipment = (await shipper.post('/api/shipments').send(body).expect(201)).body as Shipment;
    // the dispatcher holds both (the carrier workers and the dispatcher are off in tests)
    const shipperId = (await shipper.get('/api/auth/user').expect(200)).body.id as string;
    for (const [s, ownerId] of [
      [testShipment, testPrincipalId(shipperId)],
      [liveShipment, shipperId],
    ] as const) {
      const held: ShipmentHeld = {
        type: 'ShipmentHeld',
        data: {
          shipmentId: s.id,
          trackingNumber: s.trackingNumber,
          ownerId,
          code: 'surge',
          reason: 'Demand surge',
          rule: 'surge',
          crisisId: null,
          priority: 2,
          heldAt: new Date().toISOString(),
        },
      };
      await t.resources.store.append(dispatchStreamId(s.id), 'dispatch', 0, toNewEvents(commandContext({ actor: { kind: 'system', id: 'dispatcher' } }), [held]));
    }
    await t.project();
    const shipmentIds = (rows: { shipmentId: string }[]) => rows.map((r) => r.shipmentId);
    const seen = [
      shipmentIds((await admin.get('/api/autonomous/queue').expect(200)).body),
      shipmentIds(((await admin.get('/api/autonomous/queue?paged=true').expect(200)).body as Page<QueuedShipment>).data),
      shipmentIds(((await admin.get('/api/autonomous/decisions?paged=true&limit=200').expect(200)).body as Page<DecisionView>).data),
      shipmentIds(((await admin.get('/api/autonomous/intelligence').expect(200)).body as AutonomyIntelligence).surgeQueue ?? []),
    ];
    for (const ids of seen) expect([ids.includes(liveShipment.id), ids.includes(testShipment.id)]).toEqual([true, false]);
  });
});
