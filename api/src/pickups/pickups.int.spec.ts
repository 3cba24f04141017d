import { CommandBus } from '@nestjs/cqrs';
import { PICKUP_NOTICES, type PickupCandidates, type PickupList, type PickupView, type Shipment } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { BookCarrierCommand } from '../shipping/commands/book-carrier.command';
import { commandContext } from '../platform/event-store/command-context';
import { PickupConfirmer } from './process/pickup-confirmer';

// ── Carrier pickups over HTTP (issue 28 item 3): schedule, the carrier's answer from the log, change, cancel, privacy ──
// Real app and PostgreSQL; shipments are booked with a carrier command as a carrier worker would (no sandbox running);
// the confirmer is driven with runOnce().

jest.setTimeout(180_000);

const payload = {
  fromAddress: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bob Receiver', address: '5 Broadway', city: 'New York', country: 'United States', postalCode: '10004' },
  itemDetails: { description: 'Paperback books', weight: 2, value: 50, dimensions: { length: 30, width: 20, height: 10 } },
};
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** The next day (from tomorrow on) that is a weekday, or a Sunday. */
const next = (sunday: boolean) => {
  for (let i = 1; ; i++) {
    const weekday = new Date(Date.now() + i * DAY).getUTCDay();
    if (sunday ? weekday === 0 : weekday >= 1 && weekday <= 5) return day(i);
  }
};

describe('pickups', () => {
  let t: TestApp;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;
  let other: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    t = await createTestApp();
    shipper = await t.signIn('shipper');
    other = await t.signIn('private');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function booked(carrierId: string, agent = shipper, sandbox = true): Promise<Shipment> {
    const shipment = (await agent.post('/api/shipments').send(payload).expect(201)).body as Shipment;
    const booking = {
      shipmentId: shipment.id,
      carrierId,
      carrierName: carrierId.toUpperCase(),
      serviceId: `${carrierId}-std`,
      serviceName: 'Standard',
      serviceLevel: 'standard',
      reference: `REF-${shipment.trackingNumber}`,
      sandbox,
      price: { amountMinor: 1200, currency: 'EUR' },
      route: ['Leipzig'],
      label: { sortCode: 'A1', routingCode: 'DE-US' },
      estimatedDelivery: new Date(Date.now() + 4 * DAY).toISOString(),
      bookedAt: new Date().toISOString(),
    };
    await t.app.get(CommandBus).execute(new BookCarrierCommand(booking, commandContext({ actor: { kind: 'carrier', id: carrierId } })));
    return shipment;
  }
  const confirm = async () => {
    await t.project();
    await t.app.get(PickupConfirmer).runOnce();
    await t.project();
  };

  it('schedules a pickup with defaults, gets the carrier’s confirmation, changes it and cancels it', async () => {
    const a = await booked('dpd');
    const b = await booked('dpd');
    const gls = await booked('gls');
    const real = await booked('dpd', shipper, false);
    const theirs = await booked('dpd', other);
    await t.project();
    const candidates = (await shipper.get('/api/pickups/candidates').query({ carrierId: 'DPD' }).expect(200)).body as PickupCandidates;
    const ids = candidates.shipments.map((s) => s.shipmentId);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    for (const excluded of [gls, real, theirs]) expect(ids).not.toContain(excluded.id);

    const date = next(false);
    const body = { carrierId: 'dpd', shipmentIds: [a.id, b.id], date, earliest: '09:00', latest: '12:00', instructions: 'Gate 4' };
    const made = (await shipper.post('/api/pickups').set('Idempotency-Key', 'pickup-1').send(body).expect(201)).body as PickupView;
    expect(made).toMatchObject({ status: 'requested', carrierId: 'dpd', parcelCount: 2, revision: 1, confirmationNumber: null, instructions: 'Gate 4', date });
    expect(made.location).toMatchObject({ address: '1 Unter den Linden', city: 'Berlin', countryCode: 'DE' });
    // the same request again: the same pickup, nothing new, though its shipments are taken now
    await t.project();
    expect((await shipper.post('/api/pickups').set('Idempotency-Key', 'pickup-1').send(body).expect(201)).body.id).toBe(made.id);
    await shipper
      .post('/api/pickups')
      .set('Idempotency-Key', 'pickup-1')
      .send({ ...body, instructions: 'other' })
      .expect(422);
    // taken shipments cannot go on a second pickup
    const twice = await shipper.post('/api/pickups').send(body).expect(422);
    expect(twice.body.message).toContain(`Shipment ${a.id} cannot be picked up`);

    await confirm();
    const confirmed = (await shipper.get(`/api/pickups/${made.id}`).expect(200)).body as PickupView;
    expect(confirmed).toMatchObject({ status: 'confirmed', sandbox: true, confirmationNumber: expect.stringMatching(/^SBX-DPD-[0-9A-F]{8}$/) });

    const changed = (
      await shipper
        .put(`/api/pickups/${made.id}`)
        .send({ earliest: '13:00', latest: '17:00', parcelCount: 3, location: { ...payload.fromAddress, address: '9 Dock Road' } })
        .expect(200)
    ).body as PickupView;
    expect(changed).toMatchObject({ status: 'requested', revision: 2, parcelCount: 3, earliest: '13:00', confirmationNumber: null });
    await confirm();
    const again = (await shipper.get(`/api/pickups/${made.id}`).expect(200)).body as PickupView;
    expect(again).toMatchObject({ status: 'confirmed', revision: 2, location: expect.objectContaining({ address: '9 Dock Road' }) });
    expect(again.confirmationNumber).not.toBe(confirmed.confirmationNumber);

    expect((await shipper.put(`/api/pickups/${made.id}`).send({}).expect(400)).body.issues[0].field).toBe('body');
    const narrow = await shipper.put(`/api/pickups/${made.id}`).send({ latest: '14:00' }).expect(422);
    expect(narrow.body.issues).toEqual([{ field: 'latest', message: PICKUP_NOTICES.windowTooNarrow }]);
    await other.post(`/api/pickups/${made.id}/cancel`).send({}).expect(404);
    expect((await shipper.post(`/api/pickups/${made.id}/cancel`).send({}).expect(200)).body.status).toBe('cancelled');
    const twiceCancelled = await shipper.post(`/api/pickups/${made.id}/cancel`).send({}).expect(409);
    expect(twiceCancelled.body.message).toBe(PICKUP_NOTICES.cancelled(made.id));
    await shipper.put(`/api/pickups/${made.id}`).send({ instructions: 'x' }).expect(409);
    // cancelled: its shipments can be collected by another pickup
    await t.project();
    expect(((await shipper.get('/api/pickups/candidates').query({ carrierId: 'dpd' }).expect(200)).body as PickupCandidates).shipments.map((s) => s.shipmentId)).toContain(a.id);
    const events = await t.resources.pool.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY version', [`pickup-${made.id}`]);
    expect(events.rows.map((r) => r.type)).toEqual(['PickupRequested', 'PickupConfirmed', 'PickupChanged', 'PickupConfirmed', 'PickupCancelled']);
  });

  it('the sandbox carrier refuses a Sunday; a change to a weekday is confirmed', async () => {
    const s = await booked('ups');
    await t.project();
    const made = (
      await shipper
        .post('/api/pickups')
        .send({ carrierId: 'ups', shipmentIds: [s.id], date: next(true), earliest: '10:00', latest: '14:00' })
        .expect(201)
    ).body as PickupView;
    await confirm();
    expect((await shipper.get(`/api/pickups/${made.id}`).expect(200)).body).toMatchObject({
      status: 'refused',
      refusal: PICKUP_NOTICES.sundayRefused('UPS'),
      confirmationNumber: null,
    });
    await shipper
      .put(`/api/pickups/${made.id}`)
      .send({ date: next(false) })
      .expect(200);
    await confirm();
    expect((await shipper.get(`/api/pickups/${made.id}`).expect(200)).body.status).toBe('confirmed');
  });

  it('refuses bad windows and fields, and hides one shipper’s pickups from another', async () => {
    const s = await booked('fedex');
    await t.project();
    const base = { carrierId: 'fedex', shipmentIds: [s.id], date: next(false), earliest: '09:00', latest: '17:00' };
    const past = await shipper
      .post('/api/pickups')
      .send({ ...base, date: day(-1) })
      .expect(422);
    expect(past.body.issues).toEqual([{ field: 'earliest', message: PICKUP_NOTICES.windowPast }]);
    const far = await shipper
      .post('/api/pickups')
      .send({ ...base, date: day(30) })
      .expect(422);
    expect(far.body.issues.map((i: { field: string }) => i.field)).toEqual(['date']);
    expect(
      (
        await shipper
          .post('/api/pickups')
          .send({ ...base, earliest: '9am' })
          .expect(400)
      ).body.issues[0].field,
    ).toBe('earliest');
    expect(
      (
        await shipper
          .post('/api/pickups')
          .send({ ...base, parcelCount: 0 })
          .expect(400)
      ).body.issues[0].field,
    ).toBe('parcelCount');
    expect(
      (
        await shipper
          .post('/api/pickups')
          .send({ ...base, carrierId: 'no-such' })
          .expect(400)
      ).body.issues[0].field,
    ).toBe('carrierId');
    expect((await other.post('/api/pickups').send(base).expect(422)).body.message).toContain('cannot be picked up');
    const made = (await shipper.post('/api/pickups').send(base).expect(201)).body as PickupView;
    await t.project();
    await other.get(`/api/pickups/${made.id}`).expect(404);
    expect(((await other.get('/api/pickups').expect(200)).body as PickupList).pickups.map((p) => p.id)).not.toContain(made.id);
    expect(((await shipper.get('/api/pickups').expect(200)).body as PickupList).pickups.map((p) => p.id)).toContain(made.id);
    // the location is personal data: sealed in the stored event
    const stored = await t.resources.pool.query<{ data: { location: { address: string } } }>("SELECT data FROM events WHERE stream_id = $1 AND type = 'PickupRequested'", [
      `pickup-${made.id}`,
    ]);
    expect(stored.rows[0]!.data.location.address).toBe('[encrypted]');
  });
});
