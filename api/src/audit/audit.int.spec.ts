import request from 'supertest';
import type { ReplayProgress } from '@waypost/projections';
import { createTestApp, type TestApp, DEMO_PASSWORD } from '../../test-support/create-test-app';
import { bookBySandboxCarrier } from '../../test-support/shipment-fixtures';

jest.setTimeout(120_000);

const payload = (from: string, to: string) => ({
  fromAddress: { name: from, address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: to, address: 'Ocean Drive 77', city: 'Miami', country: 'United States', postalCode: '33139' },
  itemDetails: { description: 'Headphones', weight: 1.2, value: 150 },
});

async function signInAs(t: TestApp, email: string) {
  const agent = request.agent(t.app.getHttpServer());
  await agent.post('/api/login').set('accept', 'application/json').send({ email, password: DEMO_PASSWORD }).expect(200);
  return agent;
}

async function replayed(agent: ReturnType<typeof request.agent>, projection: string, verify: boolean): Promise<ReplayProgress> {
  const started = await agent.post('/api/audit/replays').send({ projection, verify }).expect(202);
  for (;;) {
    const res = await agent.get(`/api/audit/replays/${started.body.id}`).expect(200);
    if (res.body.state === 'done' || res.body.state === 'failed') return res.body as ReplayProgress;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every text value of every table in the public schema, as one string (to look for personal data anywhere). */
async function everything(t: TestApp): Promise<string> {
  const { rows } = await t.resources.pool.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  let all = '';
  for (const { table_name } of rows) {
    const dump = await t.resources.pool.query<{ t: string }>(`SELECT coalesce(string_agg(x::text, E'\\n'), '') AS t FROM ${table_name} x`);
    all += dump.rows[0]!.t;
  }
  return all;
}

describe('audit and replay', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every live projection loop holds a connection: leave room for requests and the replay.
    t = await createTestApp({ runProjections: true, env: { DATABASE_POOL_SIZE: '30' } });
  });
  afterAll(() => t.close());

  it('lets the auditor read every history and refuses its commands with 403', async () => {
    const shipper = await t.signIn('shipper');
    const created = await shipper.post('/api/shipments').send(payload('Sam Sender', 'Rita Receiver')).expect(201);
    const auditor = await signInAs(t, 'auditor@waypost.test');
    expect((await auditor.get('/api/auth/user').expect(200)).body.role).toBe('auditor');

    const denied = await auditor.post('/api/shipments').send(payload('A', 'B')).expect(403);
    expect(denied.body.message).toBe('Auditors have read-only access: commands are refused.');
    await auditor.post(`/api/shipments/${created.body.id}/cancel`).send({}).expect(403);
    await auditor.post('/api/audit/import').set('content-type', 'application/x-ndjson').send('').expect(403);
    await auditor.post('/api/audit/forget/someone').expect(403);
    await (await t.signIn('shipper')).get(`/api/audit/streams/shipment-${created.body.id}`).expect(403);

    const view = await auditor.get(`/api/audit/streams/shipment-${created.body.id}`).expect(200);
    expect(view.body).toMatchObject({ streamType: 'shipment', version: 1, currentVersion: 1, state: { status: 'pending', fromAddress: { name: 'Sam Sender' } } });
    expect(view.body.events[0]).toMatchObject({
      type: 'ShipmentCreated',
      actor: { kind: 'user', name: 'Sam Shipper <shipper@waypost.test>' },
      correlationId: expect.any(String),
      causationId: expect.any(String),
    });
    const listed = await auditor.get('/api/audit/streams?prefix=shipment-').expect(200);
    expect(listed.body.streams.map((s: { streamId: string }) => s.streamId)).toContain(`shipment-${created.body.id}`);
  });

  it('answers the state as of a version or a time, with who did each step', async () => {
    const shipper = await t.signIn('shipper');
    const agent = await t.signIn('agent');
    const created = await shipper.post('/api/shipments').send(payload('Sam Sender', 'Rita Receiver')).expect(201);
    await agent.post(`/api/shipments/${created.body.id}/tracking-events`).send({ eventType: 'pickup', description: 'Picked up', location: 'Berlin' }).expect(201);
    const { rows } = await t.resources.pool.query<{ created_at: Date }>('SELECT created_at FROM events WHERE stream_id = $1 ORDER BY version', [`shipment-${created.body.id}`]);
    const auditor = await signInAs(t, 'auditor@waypost.test');
    const atV1 = await auditor.get(`/api/audit/streams/shipment-${created.body.id}?version=1`).expect(200);
    expect(atV1.body).toMatchObject({ version: 1, currentVersion: 2, state: { status: 'pending' } });
    const atTime = await auditor.get(`/api/audit/streams/shipment-${created.body.id}?asOf=${rows[0]!.created_at.toISOString()}`).expect(200);
    expect(atTime.body.state.status).toBe('pending');
    const now = await auditor.get(`/api/audit/streams/shipment-${created.body.id}`).expect(200);
    expect(now.body.state.status).toBe('in_transit');
    expect(now.body.events[1].actor).toMatchObject({ kind: 'agent', name: 'Alex Agent <agent@waypost.test>' });
    const bad = await auditor.get(`/api/audit/streams/shipment-${created.body.id}?asOf=yesterday`).expect(400);
    expect(bad.body.issues[0].field).toBe('asOf');
  });

  it('upcasts an old stored event on read, and it still replays', async () => {
    const shipper = await t.signIn('shipper');
    const created = await shipper.post('/api/shipments').send(payload('Old Timer', 'Rita Receiver')).expect(201);
    const streamId = `shipment-${created.body.id}`;
    // A v1 TrackingEventRecorded (before events carried the status after them), written by SQL.
    await t.resources.pool.query(
      `INSERT INTO events (stream_id, version, event_id, type, schema_version, data, metadata)
       VALUES ($1, 2, gen_random_uuid(), 'TrackingEventRecorded', 1, $2, $3)`,
      [
        streamId,
        {
          shipmentId: created.body.id,
          trackingNumber: created.body.trackingNumber,
          eventType: 'customs',
          description: 'At customs',
          location: 'Miami',
          timestamp: '2026-01-02T00:00:00.000Z',
        },
        { commandId: 'legacy', correlationId: 'legacy', causationId: 'legacy', actor: { kind: 'system', id: 'legacy-import' }, occurredAt: '2026-01-02T00:00:00.000Z' },
      ],
    );
    await t.resources.pool.query('UPDATE streams SET version = 2 WHERE stream_id = $1', [streamId]);
    const [, old] = await t.resources.store.readStream(streamId);
    expect(old).toMatchObject({ schemaVersion: 2, data: { status: 'customs' } });

    const admin = await t.signIn('admin');
    const replay = await replayed(admin, 'all', true);
    expect(replay.state).toBe('done');
    const tracked = await shipper.get(`/api/tracking/${created.body.trackingNumber}`).expect(200);
    expect(tracked.body.shipment.status).toBe('customs');
    expect(tracked.body.events.map((e: { eventType: string }) => e.eventType)).toEqual(['created', 'customs']);
  });

  it('replays every projection into fresh tables and verifies them against the live ones', async () => {
    const auditor = await signInAs(t, 'auditor@waypost.test');
    // Carrier events too (the carrier workers are off in tests): booked, then a carrier scan, on one new shipment.
    const shipper = await t.signIn('shipper');
    const s = (await shipper.post('/api/shipments').send(payload('Carrie Sender', 'Rita Receiver')).expect(201)).body;
    await bookBySandboxCarrier(t.resources.store, s, { booking: { reference: 'JD0001', route: ['Leipzig', 'Cincinnati'] }, scans: [{}] });
    await t.project();
    const replay = await replayed(auditor, 'all', true);
    expect(replay).toMatchObject({ state: 'done', verified: true });
    expect(replay.verification!.map((v) => v.table)).toEqual(expect.arrayContaining(['shipments', 'tracking', 'tracking_events']));
    expect(replay.verification!.find((v) => v.table === 'shipments')!.liveRows).toBeGreaterThan(0);
    const booking = await t.resources.pool.query('SELECT status, carrier_name, bookings, carrier_events FROM carrier_bookings WHERE shipment_id = $1', [s.id]);
    expect(booking.rows[0]).toEqual({ status: 'booked', carrier_name: 'DHL Express', bookings: 1, carrier_events: 1 });
    await auditor.post('/api/audit/replays').send({ projection: 'nope' }).expect(404);
  });

  it('exports NDJSON with a checksum, and imports it only into an empty store, refusing a changed file', async () => {
    const auditor = await signInAs(t, 'auditor@waypost.test');
    const res = await auditor
      .get('/api/audit/export?prefix=shipment-')
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString('utf8')));
        r.on('end', () => cb(null, text));
      })
      .expect(200);
    const text = res.body as string;
    const lines = text.trim().split('\n');
    const last = JSON.parse(lines[lines.length - 1]!);
    expect(last.checksum).toMatchObject({ algorithm: 'sha256', events: lines.length - 1 });
    expect(JSON.parse(lines[0]!)).toMatchObject({ type: 'ShipmentCreated', streamType: 'shipment' });

    const admin = await t.signIn('admin');
    const busy = await admin.post('/api/audit/import').set('content-type', 'application/x-ndjson').send(text).expect(409);
    expect(busy.body.message).toBe('Import needs an empty event store: this one already holds events.');

    const target = await createTestApp();
    try {
      const targetAdmin = await target.signIn('admin');
      const tampered = text.replace('Sam Sender', 'Sam Sendor');
      const refused = await targetAdmin.post('/api/audit/import').set('content-type', 'application/x-ndjson').send(tampered).expect(400);
      expect(refused.body.message).toContain('checksum does not match');
      expect((await target.resources.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(0);

      const imported = await targetAdmin.post('/api/audit/import').set('content-type', 'application/x-ndjson').send(text).expect(201);
      expect(imported.body).toMatchObject({ events: lines.length - 1, checksum: last.checksum.value });
      const first = JSON.parse(lines[0]!);
      const [copy] = await target.resources.store.readStream(first.streamId);
      expect(copy).toMatchObject({ eventId: first.eventId, data: first.data, createdAt: first.createdAt });
      await target.project();
      const tracked = await target.resources.pool.query('SELECT count(*)::int AS n FROM tracking');
      expect(tracked.rows[0].n).toBe(new Set(lines.slice(0, -1).map((l) => JSON.parse(l).streamId)).size);
    } finally {
      await target.close();
    }
  });

  it('forgets a person: their data reads as [redacted] in every table, export and response, and everything still rebuilds', async () => {
    // signed up as a person does: her mail (outbox), her link and EmailVerified hold her address and name too
    const zelda = await t.signUp({ email: 'zelda@waypost.test', password: 'forget-me-please-9', firstName: 'Zelda', lastName: 'Forgetme' });
    const me = (await zelda.get('/api/auth/user').expect(200)).body;
    const mine = await zelda.post('/api/shipments').send(payload('Zelda Forgetme', 'Xavier Qrecipient')).expect(201);
    // the assistant's record of her chat (a table, not events) goes too
    await zelda.post('/api/ai/chat').send({ message: 'Xavier Qrecipient will collect the parcel' }).expect(200);
    const shipper = await t.signIn('shipper');
    const kept = await shipper.post('/api/shipments').send(payload('Sam Keeper', 'Rita Receiver')).expect(201);
    await t.project();
    expect(await everything(t)).toContain('Xavier Qrecipient'); // in the read models (the events hold ciphertext only)
    const raw = await t.resources.pool.query("SELECT count(*)::int AS n FROM events WHERE data::text LIKE '%Xavier%'");
    expect(raw.rows[0].n).toBe(0);

    const admin = await t.signIn('admin');
    const forgotten = await admin.post(`/api/audit/forget/${me.id}`).expect(202);
    expect(forgotten.body.subjects).toEqual([me.id, expect.stringMatching(/^email:[0-9a-f]{32}$/)]);
    for (;;) {
      const r = await admin.get(`/api/audit/replays/${forgotten.body.replayId}`).expect(200);
      if (r.body.state === 'done') break;
      expect(r.body.state).not.toBe('failed');
      await new Promise((res) => setTimeout(res, 50));
    }
    const dump = await everything(t);
    const leaks = ['Zelda', 'Forgetme', 'Xavier', 'Qrecipient', 'zelda@waypost.test'].filter((p) => dump.includes(p));
    expect(leaks).toEqual([]);
    expect(dump).toContain('Sam Keeper');

    const auditor = await signInAs(t, 'auditor@waypost.test');
    const history = await auditor.get(`/api/audit/streams/shipment-${mine.body.id}`).expect(200);
    expect(history.body.state.fromAddress).toMatchObject({ name: '[redacted]', address: '[redacted]', postalCode: '[redacted]', city: 'Berlin' });
    expect(JSON.stringify(history.body)).not.toMatch(/Zelda|Xavier|Forgetme/);
    const exported = await auditor
      .get('/api/audit/export')
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString('utf8')));
        r.on('end', () => cb(null, text));
      })
      .expect(200);
    expect(exported.body).not.toMatch(/Zelda|Xavier|Forgetme/);
    const staffView = await admin.get(`/api/tracking/${mine.body.trackingNumber}`).expect(200);
    expect(JSON.stringify(staffView.body)).not.toMatch(/Zelda|Xavier|Forgetme/);
    // Everyone else keeps their real data.
    const keptView = await shipper.get(`/api/tracking/${kept.body.trackingNumber}`).expect(200);
    expect(keptView.body.shipment.fromAddress.name).toBe('Sam Keeper');
    const again = await replayed(admin, 'all', true);
    expect(again).toMatchObject({ state: 'done', verified: true });
    const sessions = await t.resources.pool.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [me.id]);
    expect(sessions.rows[0].n).toBe(0);
  });
});
