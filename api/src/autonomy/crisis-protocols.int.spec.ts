import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { AutonomyService } from './autonomy.service';
import { eventually } from '../../test-support/eventually';

// ── Crisis protocols end to end: activate, effects on shipments and quotes, activate again (nothing more), resolve ──
// The app runs its forwarder, carrier workers and the autonomy dispatcher (live), on a slow sandbox clock so that
// booked shipments stay open (awaiting pickup) during the test.

jest.setTimeout(120_000);

const CARRIERS = 'dhl-express,ups,fedex,dpd,gls';

const shipmentPayload = (description = 'Paperback books') => ({
  fromAddress: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bob Receiver', address: '5 Broadway', city: 'New York', country: 'United States', postalCode: '10004' },
  itemDetails: { description, weight: 2, value: 50, dimensions: { length: 30, width: 20, height: 10 } },
});

const quoteRequest = (serviceLevel = 'standard') => ({
  origin: { country: 'DE', city: 'Berlin' },
  destination: { country: 'US', city: 'New York' },
  package: { weight: 2, dimensions: { length: 30, width: 20, height: 10 }, value: 50 },
  preferences: { serviceLevel },
});

describe('crisis protocols', () => {
  let t: TestApp;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;
  let admin: Awaited<ReturnType<TestApp['signIn']>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { RUN_CARRIERS: 'true', RUN_FORWARDER: 'true', SANDBOX_SPEED: '0.01', SANDBOX_EXCEPTION_RATE: '0', SANDBOX_CARRIERS: CARRIERS } });
    shipper = await t.signIn('shipper');
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const q = async <R extends object>(sql: string, params: unknown[] = []) => (await t.resources.pool.query<R & Record<string, unknown>>(sql, params)).rows;
  const bookings = (shipmentId: string) =>
    q<{ carrier: string }>(`SELECT data->>'carrierId' AS carrier FROM events WHERE stream_id = $1 AND type = 'CarrierBooked' ORDER BY version`, [`shipment-${shipmentId}`]);
  const dispatch = (shipmentId: string) =>
    q<{ type: string; data: Record<string, unknown> }>(`SELECT type, data FROM events WHERE stream_id = $1 ORDER BY version`, [`dispatch-${shipmentId}`]);
  const create = async (description?: string) =>
    (await shipper.post('/api/shipments').send(shipmentPayload(description)).expect(201)).body as { id: string; trackingNumber: string };
  const quotedCarriers = async (level = 'standard') =>
    ((await t.anonymous().post('/api/shipping/calculate').send(quoteRequest(level)).expect(200)).body.quotes as { carrierId: string }[]).map((x) => x.carrierId);

  it('only admins reach /api/autonomous', async () => {
    await shipper.get('/api/autonomous/intelligence').expect(403);
    await shipper.post('/api/autonomous/crisis').send({ crisisType: 'demand_surge' }).expect(403);
    await admin.post('/api/autonomous/crisis').send({ crisisType: 'carrier_outage' }).expect(400);
    await admin.post('/api/autonomous/override').send({ action: 'release_hold', reason: 'x' }).expect(400);
  });

  it('carrier_outage: no quotes, open shipments re-booked, shippers notified; twice changes nothing; resolve restores quoting', async () => {
    const first = await create();
    const second = await create();
    const [booked] = await eventually(async () => ((await bookings(first.id)).length ? bookings(first.id) : null), 'the first booking');
    const down = booked!.carrier;
    await eventually(async () => (await bookings(second.id))[0]?.carrier === down, 'the second booking, same carrier');
    const decisions = await dispatch(first.id);
    expect(decisions[0]).toMatchObject({ type: 'CarrierSelected', data: { choice: { carrierId: down }, preference: 'cost', human: false } });
    expect((decisions[0]!.data.alternatives as unknown[]).length).toBeGreaterThan(0);
    expect(await quotedCarriers()).toContain(down);

    const activated = await admin
      .post('/api/autonomous/crisis')
      .send({ crisisType: 'carrier_outage', severity: 'high', context: { trigger: 'manual_activation' }, carrier: down })
      .expect(201);
    expect(activated.body).toMatchObject({ alreadyActive: false, crisis: { crisisType: 'carrier_outage', carrierId: down, status: 'active' } });
    const crisisId = activated.body.crisis.id as string;

    // Re-booked on the best alternative, the shipper told why.
    const rebooked = await eventually(async () => {
      const b = await bookings(first.id);
      return b.length === 2 ? b : null;
    }, 're-booking');
    expect(rebooked[1]!.carrier).not.toBe(down);
    const moved = (await dispatch(first.id)).map((e) => e.type);
    expect(moved).toEqual(['CarrierSelected', 'ShipmentRebooked', 'ShipperNotified']);
    // Every open shipment of the carrier moves, not only the first.
    await eventually(async () => (await bookings(second.id)).length === 2, 'the second re-booking');
    expect((await bookings(second.id))[1]!.carrier).not.toBe(down);
    await eventually(() => quotedCarriers().then((c) => !c.includes(down)), 'quotes without the carrier');
    const next = await create();
    const [nextBooking] = await eventually(async () => ((await bookings(next.id)).length ? bookings(next.id) : null), 'booking during the outage');
    expect(nextBooking!.carrier).not.toBe(down);
    await t.project();
    const notes = await shipper.get('/api/notifications').expect(200);
    expect(notes.body).toHaveLength(2);
    expect(notes.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ shipmentId: first.id, title: 'Shipment re-booked' }), expect.objectContaining({ shipmentId: second.id })]),
    );

    // Twice: nothing more.
    const again = await admin.post('/api/autonomous/crisis').send({ crisisType: 'carrier_outage', carrier: down }).expect(201);
    expect(again.body).toMatchObject({ alreadyActive: true, crisis: { id: crisisId } });
    await t.app
      .get(AutonomyService)
      .dispatcher.runOnce()
      .catch(() => 0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await q(`SELECT 1 FROM events WHERE type = 'CrisisActivated'`)).toHaveLength(1);
    expect(await bookings(first.id)).toHaveLength(2);
    expect(await q(`SELECT 1 FROM events WHERE type = 'ShipperNotified'`)).toHaveLength(2);

    await admin.post(`/api/autonomous/crisis/${crisisId}/resolve`).send({ reason: 'carrier back' }).expect(200);
    await eventually(() => quotedCarriers().then((c) => c.includes(down)), 'quotes with the carrier again');
    await admin.post(`/api/autonomous/crisis/${crisisId}/resolve`).send({}).expect(409);
    await t.project();
    const list = await admin.get('/api/autonomous/crisis').expect(200);
    expect(list.body[0]).toMatchObject({ id: crisisId, status: 'resolved', affectedShipments: 2, activations: 1 });
  });

  it('payment_failure: new shipments held and queued, released and booked on resolve; twice changes nothing', async () => {
    const res = await admin
      .post('/api/autonomous/crisis')
      .send({ crisisType: 'payment_failure', severity: 'critical', context: { trigger: 'manual_activation' } })
      .expect(201);
    const crisisId = res.body.crisis.id as string;
    await eventually(
      async () => (await t.project(), await admin.get('/api/autonomous/intelligence').expect(200)).body.systemHealth.subsystems.payments === 'critical',
      'payments critical',
    );
    const held = await create();
    await eventually(async () => (await dispatch(held.id)).length > 0, 'a decision');
    expect(await dispatch(held.id)).toEqual([expect.objectContaining({ type: 'ShipmentHeld', data: expect.objectContaining({ code: 'payment', crisisId }) })]);
    await admin.post('/api/autonomous/crisis').send({ crisisType: 'payment_failure' }).expect(201);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await bookings(held.id)).toHaveLength(0);
    expect(await dispatch(held.id)).toHaveLength(1);
    await t.project();
    expect((await admin.get('/api/autonomous/queue').expect(200)).body).toEqual([expect.objectContaining({ shipmentId: held.id, code: 'payment' })]);

    await admin.post(`/api/autonomous/crisis/${crisisId}/resolve`).send({}).expect(200);
    await eventually(async () => (await bookings(held.id)).length === 1, 'booking after the release');
    expect((await dispatch(held.id)).map((e) => e.type)).toEqual(['ShipmentHeld', 'HoldReleased', 'CarrierSelected']);
    await t.project();
    expect((await admin.get('/api/autonomous/queue').expect(200)).body).toEqual([]);
  });

  it('demand_surge: economy not quoted, bookings beyond capacity queued express first; resolve releases the queue', async () => {
    expect((await quotedCarriers('economy')).length).toBeGreaterThan(0);
    const res = await admin
      .post('/api/autonomous/crisis')
      .send({ crisisType: 'demand_surge', severity: 'medium', context: { trigger: 'manual_activation' }, capacityPerMinute: 1 })
      .expect(201);
    const crisisId = res.body.crisis.id as string;
    await eventually(() => quotedCarriers('economy').then((c) => c.length === 0), 'no economy quotes during the surge');
    const made = [await create(), await create(), await create()];
    await eventually(async () => (await Promise.all(made.map((m) => dispatch(m.id)))).every((d) => d.length > 0), 'decisions');
    const firstTypes = await Promise.all(made.map(async (m) => (await dispatch(m.id))[0]!.type));
    expect(firstTypes.filter((x) => x === 'ShipmentHeld').length).toBeGreaterThanOrEqual(2);
    await admin.post('/api/autonomous/crisis').send({ crisisType: 'demand_surge', capacityPerMinute: 1 }).expect(201);
    await t.project();
    const intel = await admin.get('/api/autonomous/intelligence').expect(200);
    expect(intel.body.surgeQueue.filter((s: { code: string }) => s.code === 'surge').length).toBeGreaterThanOrEqual(2);
    expect(intel.body.activeCrises).toEqual([expect.objectContaining({ id: crisisId, crisisType: 'demand_surge' })]);

    await admin.post(`/api/autonomous/crisis/${crisisId}/resolve`).send({}).expect(200);
    await eventually(async () => (await Promise.all(made.map((m) => bookings(m.id)))).every((b) => b.length === 1), 'every surge shipment booked');
    expect((await quotedCarriers('economy')).length).toBeGreaterThan(0);
    expect(await q(`SELECT 1 FROM events WHERE type = 'CrisisActivated' AND data->>'crisisType' = 'demand_surge'`)).toHaveLength(1);
  });

  it('override: pause holds new shipments, resume dispatches them, compliance holds with the rule; intelligence counts decisions', async () => {
    await admin.post('/api/autonomous/override').send({ action: 'pause_automation', reason: 'maintenance window' }).expect(200);
    const paused = await create();
    await eventually(async () => (await dispatch(paused.id))[0]?.type === 'ShipmentHeld', 'paused hold');
    await admin.post('/api/autonomous/override').send({ action: 'resume_automation', reason: 'maintenance over' }).expect(200);
    await eventually(async () => (await bookings(paused.id)).length === 1, 'booking after resume');

    const fireworks = await create('Fireworks rockets');
    await eventually(async () => (await dispatch(fireworks.id)).length > 0, 'compliance decision');
    const [hold] = await dispatch(fireworks.id);
    expect(hold).toMatchObject({ type: 'ShipmentHeld', data: { code: 'compliance' } });
    expect(String(hold!.data.rule)).toMatch(/fireworks|flammable/i);
    await t.project();
    const released = await admin
      .post('/api/autonomous/override')
      .send({ action: 'force_carrier', target: fireworks.trackingNumber, carrier: 'ups', reason: 'licensed pyrotechnics shipper' })
      .expect(200);
    expect(released.body.changed).toContain('ups');
    await eventually(async () => (await bookings(fireworks.id))[0]?.carrier === 'ups', 'forced booking');
    await t.project();
    const intel = (await admin.get('/api/autonomous/intelligence').expect(200)).body;
    expect(intel.decisionsMadeToday).toBeGreaterThan(5);
    expect(intel.autonomyLevel).toBeGreaterThan(0.5);
    expect(intel.autonomyLevel).toBeLessThan(1);
    expect((await admin.get('/api/autonomous/overrides').expect(200)).body).toHaveLength(3);
  });

  it("chooses by the shipper's preference", async () => {
    await shipper.put('/api/preferences/shipping').send({ priority: 'fastest' }).expect(400);
    await shipper.put('/api/preferences/shipping').send({ priority: 'speed' }).expect(200);
    const fast = await create();
    await eventually(async () => (await dispatch(fast.id)).length > 0, 'decision');
    const [selected] = await dispatch(fast.id);
    expect(selected).toMatchObject({ type: 'CarrierSelected', data: { preference: 'speed' } });
    expect(String(selected!.data.reason)).toContain('fastest transit');
    const alternatives = selected!.data.alternatives as { transitDays: number }[];
    const choice = selected!.data.choice as { transitDays: number };
    expect(alternatives.every((a) => a.transitDays >= choice.transitDays)).toBe(true);
    await t.project();
    expect((await shipper.get('/api/preferences/shipping').expect(200)).body).toMatchObject({ priority: 'speed' });
    await shipper.put('/api/preferences/shipping').send({ priority: 'cost' }).expect(200);
  });
});
