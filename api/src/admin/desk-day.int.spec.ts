import { CommandBus } from '@nestjs/cqrs';
import {
  START,
  chargeForShipment,
  type CrmDashboard,
  type AdminMetrics,
  type InquiryEvent,
  type ShipmentCreated,
  type StoredEvent,
  type TrackingEventRecorded,
} from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { bookBySandboxCarrier } from '../../test-support/shipment-fixtures';
import { commandContext } from '../platform/event-store/command-context';
import { eventIdFor, newCommandId } from '../platform/event-store/ids';
import { OpenInquiryCommand } from '../crm/commands/open-inquiry.command';
import { UpdateInquiryCommand } from '../crm/commands/update-inquiry.command';

// ── A day at the desk: shipments, deliveries, inquiries, responses, ratings; every figure of the CRM
// dashboard and the admin metrics checked against values computed here, independently, from the events. ──
// Over 300 lines: one day told in order (the setup and every figure it checks), which reads best as one file.

const MIN = 60_000;
const DAY = 86_400_000;
// A postal code in each city's own format (addresses are checked country by country, issue 24).
const POSTAL_CODES = new Map([
  ['Berlin', '10117'],
  ['Munich', '80331'],
  ['New York', '10001'],
  ['Paris', '75001'],
  ['London', 'SW1A 1AA'],
  ['Tokyo', '100-0001'],
  ['Osaka', '530-0001'],
]);
const address = (city: string, country: string) => ({ name: 'N', address: '1 Main St', city, country, postalCode: POSTAL_CODES.get(city) ?? '' });

describe('a day of activity: CRM dashboard and admin metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports exactly what the events say', async () => {
    const shipper = await t.signIn('shipper');
    const priv = await t.signIn('private');
    const agent = await t.signIn('agent');
    const admin = await t.signIn('admin');
    const signup = async (email: string) =>
      t
        .anonymous()
        .post('/api/signup')
        .set('accept', 'application/json')
        .send({ email, password: 'long-enough-1', firstName: 'New', lastName: 'Shipper', userType: 'private' })
        .expect(202);
    await signup('newbie1@example.com');
    await signup('newbie2@example.com');

    // ── Shipments (8): lanes, weights, values ──
    const lanes = [
      { who: shipper, from: address('Berlin', 'Germany'), to: address('New York', 'United States'), weight: 1.2, value: 150, dims: { length: 30, width: 20, height: 15 } },
      { who: shipper, from: address('Berlin', 'Germany'), to: address('New York', 'United States'), weight: 6, value: 900, dims: undefined },
      { who: shipper, from: address('Berlin', 'Germany'), to: address('Munich', 'Germany'), weight: 0.3, value: 40, dims: { length: 60, width: 40, height: 40 } },
      { who: priv, from: address('Paris', 'France'), to: address('London', 'United Kingdom'), weight: 2.5, value: 100, dims: undefined },
      { who: priv, from: address('Paris', 'France'), to: address('London', 'United Kingdom'), weight: 12, value: 2500, dims: undefined },
      { who: shipper, from: address('Berlin', 'Germany'), to: address('New York', 'United States'), weight: 3, value: 20, dims: undefined },
      { who: priv, from: address('Tokyo', 'Japan'), to: address('Osaka', 'Japan'), weight: 1, value: 0, dims: undefined },
      { who: shipper, from: address('Berlin', 'Germany'), to: address('Munich', 'Germany'), weight: 4.4, value: 300, dims: undefined },
    ];
    const shipments: { id: string; trackingNumber: string; estimatedDelivery: string }[] = [];
    for (const l of lanes) {
      const res = await l.who
        .post('/api/shipments')
        .send({ fromAddress: l.from, toAddress: l.to, itemDetails: { description: 'Goods', weight: l.weight, value: l.value, ...(l.dims ? { dimensions: l.dims } : {}) } })
        .expect(201);
      shipments.push(res.body);
    }
    // Deliveries: 0, 1, 3 on time; 2 and 4 late; 5 in customs; 6 cancelled; 7 pending.
    const track = (i: number, eventType: string, timestamp?: string) =>
      agent
        .post(`/api/shipments/${shipments[i]!.id}/tracking-events`)
        .send({ eventType, description: eventType, location: `Hub ${i}`, ...(timestamp ? { timestamp } : {}) })
        .expect(201);
    const promised = (i: number) => Date.parse(shipments[i]!.estimatedDelivery);
    for (const i of [0, 1, 2, 3, 4, 5]) await track(i, 'pickup');
    for (const i of [0, 1, 3]) await track(i, 'delivered', new Date(promised(i) - 3600_000).toISOString());
    for (const i of [2, 4]) await track(i, 'delivered', new Date(promised(i) + 3600_000).toISOString());
    await track(5, 'customs');
    await priv.post(`/api/shipments/${shipments[6]!.id}/cancel`).send({}).expect(200);

    // Carrier bookings, as the carrier network reports them (CarrierBooked on the shipment stream; appended last so
    // the test does not depend on how the shipping fold treats carrier events).
    const carriers = ['DHL Express', 'UPS', 'DHL Express', 'La Poste', 'UPS', 'DHL Express'];
    for (const [i, carrierName] of carriers.entries()) {
      const s = shipments[i]!;
      const booking = { carrierId: carrierName.toLowerCase(), carrierName, serviceId: 'x', serviceName: 'Express', reference: `REF${i}`, route: [] };
      await bookBySandboxCarrier(t.resources.store, s, {
        carrier: carrierName,
        booking: {
          ...booking,
          price: { amountMinor: 1000, currency: 'USD' },
          label: { sortCode: 'A', routingCode: 'B' },
          estimatedDelivery: s.estimatedDelivery,
          bookedAt: new Date().toISOString(),
        },
      });
    }
    // ── Inquiries over the day (explicit times through the command bus) + a few over HTTP ──
    const bus = t.app.get(CommandBus);
    const agentUser = (await agent.get('/api/auth/user').expect(200)).body;
    const base = Date.now() - 10 * 3600_000;
    const at = (minutes: number) => new Date(base + minutes * MIN);
    const asAgent = (minutes: number) => commandContext({ actor: { kind: 'agent', id: agentUser.id }, now: at(minutes) });
    const open = async (minutes: number, category: string, priority: string, email: string) =>
      (await bus.execute(
        new OpenInquiryCommand(
          { email, firstName: 'C', lastName: 'D', phone: '+49 30 1', subject: `${category} ${priority}`, description: 'Help', category, priority } as never,
          { kind: 'agent', id: agentUser.id },
          asAgent(minutes),
        ),
      )) as { id: string; ticketNumber: string };
    const update = (minutes: number, command: ConstructorParameters<typeof UpdateInquiryCommand>[0]) => bus.execute(new UpdateInquiryCommand(command, undefined, asAgent(minutes)));
    const respond = (id: string, minutes: number) =>
      update(minutes, {
        type: 'RespondToInquiry',
        data: { inquiryId: id, messageId: newCommandId(), agentId: agentUser.id, agentName: 'Agent', message: 'Looking', now: at(minutes).toISOString() },
      });
    const resolve = (id: string, minutes: number) =>
      update(minutes, { type: 'ResolveInquiry', data: { inquiryId: id, agentId: agentUser.id, resolutionNotes: 'Done', now: at(minutes).toISOString() } });
    const accountOf = async (email: string) => (await t.resources.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;
    const rate = async (id: string, email: string, minutes: number, rating: number) =>
      update(minutes, { type: 'RateInquiry', data: { inquiryId: id, customerId: await accountOf(email), rating, comment: '', now: at(minutes).toISOString() } });

    const q1 = await open(0, 'shipping', 'urgent', 'shipper@waypost.test');
    const q2 = await open(15, 'shipping', 'high', 'private@waypost.test');
    const q3 = await open(30, 'billing', 'medium', 'walk-in@example.com');
    await open(45, 'tracking', 'urgent', 'private@waypost.test');
    const q5 = await open(60, 'technical', 'low', 'shipper@waypost.test');
    await respond(q1.id, 12);
    await respond(q1.id, 50);
    await respond(q2.id, 75);
    await respond(q3.id, 31.5);
    await respond(q5.id, 200);
    await resolve(q1.id, 90);
    await resolve(q2.id, 300);
    await resolve(q5.id, 245);
    await rate(q1.id, 'shipper@waypost.test', 100, 5);
    await rate(q2.id, 'private@waypost.test', 310, 3);
    await update(400, { type: 'CloseInquiry', data: { inquiryId: q5.id, by: agentUser.id, customerId: null, reason: 'done', now: at(400).toISOString() } });
    await rate(q5.id, 'shipper@waypost.test', 410, 4);
    // Over HTTP: the shipper opens one about their own shipment; the agent answers and resolves; the shipper rates it.
    const own = await shipper.post('/api/inquiries').send({ subject: 'Late parcel', description: 'Where is it?', category: 'tracking', shipmentId: shipments[2]!.id }).expect(201);
    expect(own.body.ticketNumber).toMatch(/^CS-\d{4}-\d{6}$/);
    await agent.post(`/api/crm/inquiries/${own.body.id}/responses`).send({ message: 'Checking with the carrier', type: 'agent', agentId: 'agent-placeholder' }).expect(201);
    await agent.put(`/api/crm/inquiries/${own.body.id}/resolve`).send({ agentId: 'agent-placeholder', resolutionNotes: 'Delivered today' }).expect(200);
    await shipper.post(`/api/inquiries/${own.body.id}/rating`).send({ rating: 2 }).expect(200);
    const viaDesk = await agent
      .post('/api/crm/inquiries')
      .send({ email: 'private@waypost.test', subject: 'Invoice copy', description: 'Please resend', category: 'billing', priority: 'urgent' })
      .expect(201);
    expect(viaDesk.body.ticketNumber).not.toBe(own.body.ticketNumber);

    // The autonomy context declares a carrier outage (its event, as it appends it).
    const crisisCommand = newCommandId();
    await t.resources.store.append(`crisis-${crisisCommand}`, 'crisis', 'no_stream', [
      {
        eventId: eventIdFor(crisisCommand, 0),
        type: 'CrisisActivated',
        data: {
          crisisId: crisisCommand,
          crisisType: 'carrier_outage',
          severity: 'high',
          carrierId: 'ups',
          trigger: 'manual_activation',
          reason: 'test',
          capacityPerMinute: null,
          activatedAt: at(500).toISOString(),
          activatedBy: 'admin',
        },
        metadata: {
          commandId: crisisCommand,
          correlationId: crisisCommand,
          causationId: crisisCommand,
          actor: { kind: 'system', id: 'autonomy' },
          occurredAt: at(500).toISOString(),
        },
      },
    ]);

    await t.project();

    // ── Independent figures from the raw log ──
    const events: StoredEvent[] = [];
    for (let after = START; ;) {
      const batch = await t.resources.store.readAll({ after, limit: 500 });
      if (batch.length === 0) break;
      events.push(...batch);
      after = batch[batch.length - 1]!.position;
    }
    type Q = { category: string; priority: string; status: string; openedAt: number; firstResponse?: number; resolvedAt?: number; rating?: number };
    const inquiries = new Map<string, Q>();
    type S = { created: ShipmentCreated['data']; status: string; deliveredAt?: number; carrier: string; createdAt: number };
    const ships = new Map<string, S>();
    const actors = new Set<string>();
    for (const e of events) {
      if (['user', 'agent', 'admin'].includes(e.metadata.actor.kind) && Date.parse(e.createdAt) > Date.now() - 30 * DAY) actors.add(e.metadata.actor.id);
      const ie = e as unknown as InquiryEvent;
      const q = inquiries.get((e.data as { inquiryId?: string }).inquiryId ?? '');
      switch (ie.type) {
        case 'InquiryOpened':
          inquiries.set(ie.data.inquiryId, { category: ie.data.category, priority: ie.data.priority, status: 'open', openedAt: Date.parse(ie.data.openedAt) });
          break;
        case 'AgentResponded':
          q!.firstResponse ??= Date.parse(ie.data.respondedAt);
          break;
        case 'InquiryStatusChanged':
          q!.status = ie.data.to;
          break;
        case 'InquiryResolved':
          q!.status = 'resolved';
          q!.resolvedAt = Date.parse(ie.data.resolvedAt);
          break;
        case 'InquiryClosed':
          q!.status = 'closed';
          break;
        case 'InquiryRated':
          q!.rating = ie.data.rating;
          break;
      }
      if (e.type === 'ShipmentCreated') {
        const d = (e as unknown as ShipmentCreated).data;
        ships.set(d.shipmentId, { created: d, status: 'pending', carrier: 'Unassigned', createdAt: Date.parse(d.createdAt) });
      } else if (e.type === 'TrackingEventRecorded') {
        const d = (e as unknown as TrackingEventRecorded).data;
        const s = ships.get(d.shipmentId)!;
        s.status = d.status;
        if (d.status === 'delivered') s.deliveredAt = Date.parse(d.timestamp);
      } else if (e.type === 'ShipmentCancelled') ships.get((e.data as { shipmentId: string }).shipmentId)!.status = 'cancelled';
      else if (e.type === 'CarrierBooked') ships.get((e.data as { shipmentId: string }).shipmentId)!.carrier = (e.data as { carrierName: string }).carrierName;
    }
    const all = [...inquiries.values()];
    const isActive = (q: Q) => ['open', 'in_progress', 'waiting_customer'].includes(q.status);
    const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
    const r1 = (n: number) => Math.round(n * 10) / 10;
    const responded = all.filter((q) => q.firstResponse !== undefined);

    // ── CRM dashboard ──
    const { body: crm } = (await agent.get('/api/crm/dashboard').expect(200)) as { body: CrmDashboard };
    const customers = await t.resources.pool.query("SELECT count(*)::int AS n FROM users WHERE role = 'shipper'");
    expect(crm.dashboard.totalCustomers).toBe(customers.rows[0].n);
    expect(crm.dashboard.totalCustomers).toBe(4); // two demo shippers + two sign-ups
    expect(crm.dashboard.activeInquiries).toBe(all.filter(isActive).length);
    expect(crm.dashboard.urgentInquiries).toBe(all.filter((q) => isActive(q) && q.priority === 'urgent').length);
    expect(crm.dashboard.urgentInquiries).toBe(2); // q4 (never answered) and the one opened at the desk
    expect(crm.dashboard.averageResponseTime).toBeCloseTo(r1(mean(responded.map((q) => (q.firstResponse! - q.openedAt) / MIN))), 1);
    for (const category of ['general', 'shipping', 'tracking', 'billing', 'technical']) {
      const inCat = all.filter((q) => q.category === category);
      const resolved = inCat.filter((q) => q.resolvedAt !== undefined);
      const rated = inCat.filter((q) => q.rating !== undefined);
      expect(crm.dashboard.departmentMetrics[category as 'general']).toEqual({
        activeTickets: inCat.filter(isActive).length,
        averageResolution: expect.closeTo(r1(mean(resolved.map((q) => (q.resolvedAt! - q.openedAt) / MIN))), 1),
        satisfaction: expect.closeTo(mean(rated.map((q) => q.rating!)), 2),
        ratedTickets: rated.length,
      });
    }
    // Hand-checked anchors: shipping resolves in 90 and 285 minutes; satisfaction (5 + 3) / 2.
    expect(crm.dashboard.departmentMetrics.shipping).toMatchObject({ averageResolution: 187.5, satisfaction: 4, activeTickets: 0 });
    expect(crm.dashboard.departmentMetrics.technical).toMatchObject({ satisfaction: 4, averageResolution: 185 });

    // ── Admin metrics ──
    const { body: m } = (await admin.get('/api/admin/metrics').expect(200)) as { body: AdminMetrics };
    const shipList = [...ships.values()];
    const charged = shipList.filter((s) => s.status !== 'cancelled');
    const chargeOf = (s: S) =>
      chargeForShipment({
        fromCountry: s.created.fromAddress.country,
        toCountry: s.created.toAddress.country,
        weightKg: s.created.itemDetails.weight,
        dimensions: s.created.itemDetails.dimensions,
        declaredValue: s.created.itemDetails.value,
      });
    const cents = (xs: S[], pick: (c: ReturnType<typeof chargeOf>) => number) => xs.reduce((sum, s) => sum + pick(chargeOf(s)), 0);
    expect(m.totalShipments).toBe(8);
    expect(m.completedShipments).toBe(shipList.filter((s) => s.status === 'delivered').length);
    expect(m.completedShipments).toBe(5);
    expect(m.pendingShipments).toBe(shipList.filter((s) => ['pending', 'in_transit', 'customs'].includes(s.status)).length);
    expect(m.cancelledShipments).toBe(1);
    expect(m.totalRevenue).toBeCloseTo(cents(charged, (c) => c.totalCents) / 100, 2);
    expect(m.monthlyRevenue).toBeCloseTo(
      cents(
        charged.filter((s) => s.createdAt > Date.now() - 30 * DAY),
        (c) => c.totalCents,
      ) / 100,
      2,
    );
    expect(m.revenueBreakdown).toEqual({
      transactionFees: expect.closeTo(cents(charged, (c) => c.transportCents) / 100, 2),
      subscriptions: 0,
      valueAddedServices: expect.closeTo(cents(charged, (c) => c.valueAddedCents) / 100, 2),
    });
    expect(m.averageShipmentValue).toBeCloseTo(cents(charged, (c) => c.totalCents) / charged.length / 100, 2);
    // Hand-checked anchor for the tariff: 1.2 kg DE->US with 30x20x15 cm (1.8 kg volumetric -> 2 kg): 18 + 2 x 4.50 + 1% of 50 = 27.50.
    expect(
      chargeForShipment({ fromCountry: 'Germany', toCountry: 'United States', weightKg: 1.2, dimensions: { length: 30, width: 20, height: 15 }, declaredValue: 150 }).totalCents,
    ).toBe(2750);

    const lane = (s: S) => `${s.created.fromAddress.country}>${s.created.toAddress.country}`;
    const byLane = new Map<string, S[]>();
    for (const s of charged) byLane.set(lane(s), [...(byLane.get(lane(s)) ?? []), s]);
    expect(m.topRoutes[0]).toEqual({
      origin: 'Germany',
      destination: 'United States',
      shipments: 3,
      revenue: expect.closeTo(cents(byLane.get('Germany>United States')!, (c) => c.totalCents) / 100, 2),
    });
    expect(m.topRoutes.map((r) => `${r.origin}>${r.destination}:${r.shipments}`).sort()).toEqual([...byLane].map(([k, v]) => `${k}:${v.length}`).sort());

    const byCarrier = new Map<string, S[]>();
    for (const s of charged) byCarrier.set(s.carrier, [...(byCarrier.get(s.carrier) ?? []), s]);
    expect(m.carrierPerformance).toHaveLength(byCarrier.size);
    for (const c of m.carrierPerformance) {
      const list = byCarrier.get(c.carrier)!;
      const delivered = list.filter((s) => s.status === 'delivered');
      const onTime = delivered.filter((s) => s.deliveredAt! <= Date.parse(s.created.estimatedDelivery));
      expect(c).toEqual({
        carrier: c.carrier,
        shipments: list.length,
        delivered: delivered.length,
        onTimeRate: delivered.length ? expect.closeTo(onTime.length / delivered.length, 3) : null,
      });
    }
    expect(m.carrierPerformance.find((c) => c.carrier === 'DHL Express')).toMatchObject({ shipments: 3, delivered: 2, onTimeRate: 0.5 });

    const sessions = await t.resources.pool.query('SELECT DISTINCT user_id FROM sessions WHERE expires_at > now()');
    expect(m.activeUsers).toBe(new Set([...actors, ...sessions.rows.map((r) => r.user_id)]).size);
    const users = await t.resources.pool.query<{ created_at: Date }>('SELECT created_at FROM users');
    const newSince = (ms: number) => users.rows.filter((u) => u.created_at.getTime() > Date.now() - ms).length;
    expect(m.userGrowth).toEqual({ daily: newSince(DAY), weekly: newSince(7 * DAY), monthly: newSince(30 * DAY) });

    // Measured health: this test's own requests are in the window, none failed.
    expect(m.platformHealth.requestsInWindow).toBeGreaterThan(30);
    expect(m.platformHealth.errorRate).toBe(0);
    expect(m.platformHealth.uptime).toBe(100);
    expect(m.platformHealth.responseTime).toBeGreaterThan(0);
    expect(m.platformHealth.dbConnections).toBeGreaterThan(0);
    expect(m.systemAlerts.map((a) => `${a.type}:${a.id}`)).toEqual([`error:crisis:${crisisCommand}`, 'warning:urgent-inquiries']);
    expect(m.systemAlerts[0]!.message).toBe('Crisis protocol carrier outage (ups) is active, severity high.');

    // ── Analytics: today's row ──
    const { body: analytics } = await admin.get('/api/admin/analytics').expect(200);
    expect(analytics.days).toHaveLength(30);
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    for (const row of analytics.days as { date: string; shipments: number; revenue: number; inquiries: number }[]) {
      expect(row.shipments).toBe(shipList.filter((s) => dayOf(s.createdAt) === row.date).length);
      expect(row.inquiries).toBe(all.filter((q) => dayOf(q.openedAt) === row.date).length);
      expect(row.revenue).toBeCloseTo(
        cents(
          charged.filter((s) => dayOf(s.createdAt) === row.date),
          (c) => c.totalCents,
        ) / 100,
        2,
      );
    }

    // ── Prometheus: the dashboard calls above are counted under their route ──
    const prom = await admin.get('/metrics').expect(200);
    expect(prom.text).toMatch(/waypost_http_requests_total\{method="GET",route="\/api\/crm\/dashboard",status="200",process="api"\} 1/);
    expect(prom.text).toContain('waypost_projection_lag_events{projection="inquiries",process="api"} 0');

    // ── Replaying the read models from the log gives the same tables (times come from the events) ──
    const replay = t.resources.runner.replay(['inquiries', 'admin-shipments', 'admin-activity', 'admin-crises'], { verify: true });
    await replay.done;
    expect(replay.verification?.map((v) => `${v.table}:${v.liveRows}:${v.matches}`)).toEqual([
      `inquiries:${inquiries.size}:true`,
      `inquiry_messages:${events.filter((e) => e.type === 'AgentResponded' || e.type === 'CustomerReplied').length}:true`,
      'admin_shipments:8:true',
      `admin_user_activity:${replay.verification?.find((v) => v.table === 'admin_user_activity')?.liveRows}:true`,
      'admin_crises:1:true',
    ]);
    expect(replay.verified).toBe(true);
  });

  it('keeps the desk and the admin figures to staff', async () => {
    const shipper = await t.signIn('shipper');
    const agent = await t.signIn('agent');
    await shipper.get('/api/crm/dashboard').expect(403);
    await shipper.get('/api/crm/inquiries').expect(403);
    await shipper.get('/api/admin/metrics').expect(403);
    await agent.get('/api/admin/metrics').expect(403);
    await shipper.get('/metrics').expect(403);
    await t.anonymous().get('/metrics').expect(401);
    await agent.get('/api/inquiries').expect(403);
  });
});
