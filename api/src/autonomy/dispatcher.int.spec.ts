import { CommandBus } from '@nestjs/cqrs';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { RecordCarrierBookingFailureCommand } from '../shipping/commands/book-carrier.command';
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
    (await t.resources.pool.query<{ type: string; data: Record<string, any>; metadata: Record<string, any> }>(`SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY version`, [id])).rows;
  const create = async (to = { city: 'Paris', country: 'France' }) =>
    (
      await shipper
        .post('/api/shipments')
        .send({
          fromAddress: { name: 'A', address: '1 Street', city: 'Berlin', country: 'Germany', postalCode: '10117' },
          toAddress: { name: 'B', address: '2 Rue', postalCode: '75001', ...to },
          itemDetails: { description: 'Ceramic vase', weight: 3, value: 80 },
        })
        .expect(201)
    ).body as { id: string };

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
    await t.app.get(CommandBus).execute(
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

  it('records a booking failure when no carrier serves the lane', async () => {
    const s = await create({ city: 'Reykjavik', country: 'Iceland' });
    await dispatcher().runOnce();
    expect(await streamOf(`dispatch-${s.id}`)).toEqual([]);
    const failed = (await streamOf(`shipment-${s.id}`)).filter((e) => e.type === 'CarrierBookingFailed');
    expect(failed).toEqual([expect.objectContaining({ data: expect.objectContaining({ carrierId: null }) })]);
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
