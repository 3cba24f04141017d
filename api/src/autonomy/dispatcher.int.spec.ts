import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { SHIPMENT_NOTICES, deliveryEstimate, type DecisionView, type Shipment } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { BookCarrierCommand, RecordCarrierBookingFailureCommand } from '../shipping/commands/book-carrier.command';
import { commandContext, toNewEvents } from '../platform/event-store/command-context';
import { derivedId } from '../platform/event-store/ids';
import { AutonomyService } from './autonomy.service';

// ── The dispatcher, driven step by step (no live workers): decisions are events, re-processing appends nothing,
// a carrier that refuses is replaced by the best alternative, an unserved lane is recorded as a booking failure. ──

describe('autonomy dispatcher', () => {
  let t: TestApp;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    t = await createTestApp();
    shipper = await t.signIn('shipper');
  });
  afterAll(async () => {
    await t?.close();
  });

  const dispatcher = () => t.app.get(AutonomyService).dispatcher;
  const streamOf = async (id: string) =>
    (
      await t.resources.pool.query<{ type: string; data: Record<string, any>; metadata: Record<string, any> }>(
        `SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY version`,
        [id],
      )
    ).rows;
  const create = async (to: { city: string; country: string; postalCode?: string } = { city: 'Paris', country: 'France' }) =>
    (
      await shipper
        .post('/api/shipments')
        .send({
          fromAddress: { name: 'A', address: '1 Street', city: 'Berlin', country: 'Germany', postalCode: '10117' },
          toAddress: { name: 'B', address: '2 Rue', postalCode: '75001', ...to },
          itemDetails: { description: 'Ceramic vase', weight: 3, value: 80 },
        })
        .expect(201)
    ).body as { id: string } & Partial<Shipment>;

  it('records one CarrierSelected per shipment, by the system, with reason and alternatives; re-processing appends nothing', async () => {
    const s = await create();
    await dispatcher().runOnce();
    const [selected, ...rest] = await streamOf(`dispatch-${s.id}`);
    expect(rest).toEqual([]);
    expect(selected).toMatchObject({ type: 'CarrierSelected', data: { preference: 'cost', human: false }, metadata: { actor: { kind: 'system', id: 'autonomy' } } });
    expect(selected!.data.reason).toMatch(/lowest price .* of \d+ options/);
    // Replay from the start (as after a crash before the checkpoint moved): nothing new.
    await t.resources.pool.query(`DELETE FROM projection_checkpoints WHERE name = 'autonomy-dispatcher'`);
    await dispatcher().runOnce();
    expect(await streamOf(`dispatch-${s.id}`)).toHaveLength(1);
  });

  it('re-books a shipment whose carrier refused on the best other carrier (ShipmentRebooked)', async () => {
    const s = await create();
    await dispatcher().runOnce();
    const [selected] = await streamOf(`dispatch-${s.id}`);
    const refused = selected!.data.choice.carrierId as string;
    const commandId = derivedId(s.id, 'test-refusal');
    await t.app
      .get(CommandBus)
      .execute(
        new RecordCarrierBookingFailureCommand(
          { shipmentId: s.id, carrierId: refused, reason: 'Parcel over the carrier weight limit', sandbox: true, failedAt: new Date().toISOString() },
          { commandId, correlationId: commandId, actor: { kind: 'carrier', id: refused }, now: new Date().toISOString() },
        ),
      );
    await dispatcher().runOnce();
    const decisions = await streamOf(`dispatch-${s.id}`);
    expect(decisions.map((e) => e.type)).toEqual(['CarrierSelected', 'ShipmentRebooked']);
    expect(decisions[1]!.data).toMatchObject({ fromCarrierId: refused, human: false, crisisId: null });
    expect(decisions[1]!.data.choice.carrierId).not.toBe(refused);
    expect(decisions[1]!.data.reason).toContain(`${refused} refused the booking`);
  });

  /** A shipment as a log from before the lane check holds it (POST /api/shipments refuses an unserved lane now). */
  const appendShipment = async (to: { city: string; country: string }) => {
    const me = (await shipper.get('/api/auth/user').expect(200)).body as { id: string };
    const id = randomUUID();
    const at = new Date().toISOString();
    const ctx = commandContext({ actor: { kind: 'user', id: me.id } });
    await t.resources.store.append(
      `shipment-${id}`,
      'shipment',
      'no_stream',
      toNewEvents(ctx, [
        {
          type: 'ShipmentCreated',
          data: {
            shipmentId: id,
            trackingNumber: `2PG-2020-${String(Math.floor(Math.random() * 900_000) + 100_000)}`,
            ownerId: me.id,
            fromAddress: { name: 'A', address: '1 Street', city: 'Berlin', country: 'Germany', postalCode: '10117' },
            toAddress: { name: 'B', address: '2 Road', postalCode: '101', ...to },
            itemDetails: { description: 'Ceramic vase', weight: 3, value: 80 },
            estimatedDelivery: at,
            createdAt: at,
          },
        },
      ]),
    );
    return { id };
  };

  it('records a booking failure when no carrier serves the lane, and tells the shipper (issue 22 item 26)', async () => {
    const s = await appendShipment({ city: 'McMurdo Station', country: 'Antarctica' }); // no carrier serves it (issue 24 item 6)
    await dispatcher().runOnce();
    const failed = (await streamOf(`shipment-${s.id}`)).filter((e) => e.type === 'CarrierBookingFailed');
    expect(failed).toEqual([expect.objectContaining({ data: expect.objectContaining({ carrierId: null }) })]);
    await dispatcher().runOnce(); // the failure itself, as the dispatcher reads it from the log
    const notified = (await streamOf(`dispatch-${s.id}`)).filter((e) => e.type === 'ShipperNotified');
    expect(notified).toHaveLength(1);
    expect(notified[0]!.data).toMatchObject({ title: SHIPMENT_NOTICES.bookingFailedTitle, message: expect.stringContaining('Antarctica') });
    // re-processing tells nobody twice
    await t.resources.pool.query(`DELETE FROM projection_checkpoints WHERE name = 'autonomy-dispatcher'`);
    await dispatcher().runOnce();
    expect((await streamOf(`dispatch-${s.id}`)).filter((e) => e.type === 'ShipperNotified')).toHaveLength(1);
  });

  it.each([
    ['Paris', 'France', '75001'],
    ['Lima', 'Peru', '15001'], // a far lane served since issue 24 item 6
  ])(
    'a shipment every carrier refuses ends in a visible booking failure and a notification, not in silence (issue 22 item 26): Berlin -> %s',
    async (city, country, postalCode) => {
      const s = await create({ city, country, postalCode });
      await dispatcher().runOnce();
      for (let round = 0; round < 6; round++) {
        const decisions = await streamOf(`dispatch-${s.id}`);
        const last = [...decisions].reverse().find((e) => e.type === 'CarrierSelected' || e.type === 'ShipmentRebooked');
        const failures = (await streamOf(`shipment-${s.id}`)).filter((e) => e.type === 'CarrierBookingFailed');
        if (failures.some((f) => f.data.carrierId === null)) break;
        const refused = last!.data.choice.carrierId as string;
        const commandId = derivedId(s.id, `refusal-${round}`);
        await t.app
          .get(CommandBus)
          .execute(
            new RecordCarrierBookingFailureCommand(
              { shipmentId: s.id, carrierId: refused, reason: 'No capacity today', sandbox: true, failedAt: new Date().toISOString() },
              { commandId, correlationId: commandId, actor: { kind: 'carrier', id: refused }, now: new Date().toISOString() },
            ),
          );
        await dispatcher().runOnce();
      }
      const final = (await streamOf(`shipment-${s.id}`)).filter((e) => e.type === 'CarrierBookingFailed' && e.data.carrierId === null);
      expect(final).toHaveLength(1);
      expect(final[0]!.data.reason).toMatch(/no carrier took it after 3 re-bookings/);
      await dispatcher().runOnce();
      await t.project();
      const shipment = (await shipper.get(`/api/shipments/${s.id}`).expect(200)).body as Shipment;
      expect(shipment.status).toBe('pending'); // the spec's statuses stay
      expect(shipment.attention).toMatchObject({ code: 'booking_failed', message: expect.stringContaining('No carrier could take your shipment') });
      const listed = ((await shipper.get('/api/shipments').expect(200)).body as Shipment[]).find((x) => x.id === s.id);
      expect(listed!.attention?.message).toBe(shipment.attention!.message);
      const tracked = (await shipper.get(`/api/tracking/${shipment.trackingNumber}`).expect(200)).body as { shipment: Shipment };
      expect(tracked.shipment.attention?.message).toBe(shipment.attention!.message);
      const notifications = (await shipper.get('/api/notifications').expect(200)).body as { shipmentId: string; title: string; message: string }[];
      expect(notifications.filter((n) => n.shipmentId === s.id)).toEqual([
        expect.objectContaining({ title: SHIPMENT_NOTICES.bookingFailedTitle, message: shipment.attention!.message }),
      ]);
      // cancelling it clears the attention
      await shipper.post(`/api/shipments/${s.id}/cancel`).send({}).expect(200);
      await t.project();
      expect(((await shipper.get(`/api/shipments/${s.id}`).expect(200)).body as Shipment).attention).toBeNull();
    },
  );

  it('one delivery estimate: the quote at creation, the decision, then the booking; the same on every read model and in the decision log (issue 22 item 30)', async () => {
    const s = (await create()) as { id: string; estimatedDelivery: string; createdAt: string; estimateSource: string };
    expect(s.estimateSource).toBe('quote');
    await dispatcher().runOnce();
    const [selected] = await streamOf(`dispatch-${s.id}`);
    const decided = selected!.data as {
      estimatedDelivery: string;
      decidedAt: string;
      choice: {
        transitDays: number;
        carrierId: string;
        carrierName: string;
        serviceId: string;
        serviceName: string;
        serviceLevel: string;
        price: { amountMinor: number; currency: string };
      };
    };
    expect(decided.estimatedDelivery).toBe(deliveryEstimate(decided.decidedAt, decided.choice.transitDays));
    expect(s.estimatedDelivery).toBe(decided.estimatedDelivery); // the default pick is the dispatcher's pick under the default preference
    await t.project();
    const admin = await t.signIn('admin');
    const read = async () => {
      const shipment = (await shipper.get(`/api/shipments/${s.id}`).expect(200)).body as Shipment;
      const tracked = ((await shipper.get(`/api/tracking/${shipment.trackingNumber}`).expect(200)).body as { shipment: Shipment }).shipment;
      const decision = ((await admin.get('/api/autonomous/decisions').expect(200)).body as DecisionView[]).find((d) => d.shipmentId === s.id && d.type === 'CarrierSelected');
      return { shipment, tracked, decision };
    };
    let r = await read();
    expect(r.shipment).toMatchObject({ estimatedDelivery: decided.estimatedDelivery, estimateSource: 'decision' });
    expect(r.tracked).toMatchObject({ estimatedDelivery: decided.estimatedDelivery, estimateSource: 'decision' });
    expect(r.decision!.estimatedDelivery).toBe(decided.estimatedDelivery);
    // the carrier books (as the sandbox adapter would, a day later: it counts from when it takes the shipment)
    const bookedAt = new Date(Date.parse(decided.decidedAt) + 86_400_000).toISOString();
    const carrierEstimate = deliveryEstimate(bookedAt, decided.choice.transitDays);
    const commandId = derivedId(s.id, 'test-booking');
    const c = decided.choice;
    await t.app.get(CommandBus).execute(
      new BookCarrierCommand(
        {
          shipmentId: s.id,
          carrierId: c.carrierId,
          carrierName: c.carrierName,
          serviceId: c.serviceId,
          serviceName: c.serviceName,
          serviceLevel: c.serviceLevel,
          reference: 'SBX-TEST-1',
          sandbox: true,
          price: c.price,
          route: [],
          label: { sortCode: 'X', routingCode: 'Y' },
          estimatedDelivery: carrierEstimate,
          bookedAt,
        },
        { commandId, correlationId: commandId, actor: { kind: 'carrier', id: c.carrierId }, now: bookedAt },
      ),
    );
    await t.project();
    r = await read();
    expect(r.shipment).toMatchObject({ estimatedDelivery: carrierEstimate, estimateSource: 'carrier', version: 2 });
    expect(r.tracked).toMatchObject({ estimatedDelivery: carrierEstimate, estimateSource: 'carrier', version: 2 });
    const ops = await t.resources.pool.query<{ estimated_delivery: Date }>('SELECT estimated_delivery FROM admin_shipments WHERE id = $1', [s.id]);
    expect(ops.rows[0]!.estimated_delivery.toISOString()).toBe(carrierEstimate);
    const agent = await t.signIn('agent');
    const desk = (await agent.get(`/api/tracking/customer/shipper@waypost.test/${s.id}`).expect(200)).body as { estimatedDelivery: string };
    expect(desk.estimatedDelivery).toBe(carrierEstimate);
  });

  it('answers two simultaneous activations of one crisis with one event', async () => {
    const admin = await t.signIn('admin');
    const [a, b] = await Promise.all([
      admin.post('/api/autonomous/crisis').send({ crisisType: 'payment_failure' }),
      admin.post('/api/autonomous/crisis').send({ crisisType: 'payment_failure' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.alreadyActive, b.body.alreadyActive].sort()).toEqual([false, true]);
    const { rows } = await t.resources.pool.query(`SELECT 1 FROM events WHERE type = 'CrisisActivated'`);
    expect(rows).toHaveLength(1);
  });
});
