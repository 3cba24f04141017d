import request from 'supertest';
import { START } from '@waypost/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test-support/create-test-app';

// ── The request log and the request id (issue 25, item 6) ────────────────────
// The app logs to a captured stream at info: one JSON line per request with its route pattern, status, duration,
// request id and user id, and nothing a client sent (token, password, email, ids in the URL, query strings).

const payload = {
  fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Jo Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: 'Headphones', weight: 1.2, value: 150, dimensions: { length: 30, width: 20, height: 15 } },
  status: 'pending',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  userId?: string;
  keyId?: string;
  auth?: string;
}

describe('request log and request id', () => {
  const lines: string[] = [];
  let t: TestApp;
  const parsed = () => lines.map((l) => JSON.parse(l) as LogLine);
  const requestLines = (requestId: string) => parsed().filter((l) => l.requestId === requestId && l.route !== undefined);

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info', logTo: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('logs one line per request with its route pattern, status, duration, request id and user id; no token, email or password', async () => {
    const server = t.app.getHttpServer();
    const login = await request(server)
      .post('/api/auth/cli-login')
      .set('x-request-id', 'req-login-1')
      .send({ email: 'shipper@waypost.test', password: DEMO_PASSWORD, name: 'log test' });
    expect(login.status).toBe(201);
    const token = login.body.token as string;
    expect(token).toBeTruthy();

    const created = await request(server).post('/api/shipments').set('authorization', `Bearer ${token}`).set('x-request-id', 'req-create-1').send(payload);
    expect(created.status).toBe(201);
    expect(created.headers['x-request-id']).toBe('req-create-1');
    const id = created.body.id as string;
    const read = await request(server)
      .get(`/api/shipments/${id}`)
      .query({ email: 'someone@example.com' })
      .set('authorization', `Bearer ${token}`)
      .set('x-request-id', 'req-read-1');
    expect([200, 404]).toContain(read.status);
    const anonymous = await request(server).get('/api/shipments').set('x-request-id', 'req-anon-1');
    expect(anonymous.status).toBe(401);

    const [create] = requestLines('req-create-1');
    expect(create).toMatchObject({ level: 'info', method: 'POST', route: '/api/shipments', status: 201, auth: 'token', msg: 'POST /api/shipments 201' });
    expect(create!.durationMs).toEqual(expect.any(Number));
    expect(create!.userId).toMatch(UUID);
    expect(requestLines('req-create-1')).toHaveLength(1);
    expect(requestLines('req-read-1')[0]).toMatchObject({ method: 'GET', route: '/api/shipments/:id', userId: create!.userId });
    expect(requestLines('req-anon-1')[0]).toMatchObject({ route: '/api/shipments', status: 401, auth: 'none' });
    expect(requestLines('req-anon-1')[0]!.userId).toBeUndefined();
    expect(requestLines('req-login-1')[0]).toMatchObject({ route: '/api/auth/cli-login', status: 201, auth: 'none' });
    // a sign-in hashes the password (scrypt): its duration is measured, not zero
    expect(requestLines('req-login-1')[0]!.durationMs).toBeGreaterThan(0);

    const all = lines.join('\n');
    for (const secret of [token, DEMO_PASSWORD, 'shipper@waypost.test', 'someone@example.com', id, 'Friedrichstr', 'Sam Shipper']) expect(all).not.toContain(secret);
  });

  it('a request made with an API key logs the key id and auth api-key, never the key', async () => {
    const shipper = await t.signIn('shipper');
    const made = await shipper.post('/api/auth/keys').send({ name: 'log test', mode: 'test', scopes: ['read'] });
    expect(made.status).toBe(201);
    const key = made.body.key as string;
    await request(t.app.getHttpServer()).get('/api/shipments').set('authorization', `Bearer ${key}`).set('x-request-id', 'req-key-1').expect(200);
    expect(requestLines('req-key-1')[0]).toMatchObject({ route: '/api/shipments', status: 200, auth: 'api-key', keyId: made.body.id });
    expect(lines.join('\n')).not.toContain(key);
  });

  it('keeps a safe X-Request-Id, replaces an unsafe or overlong one with a UUID, and answers with it', async () => {
    const server = t.app.getHttpServer();
    const kept = await request(server).get('/api/health/live').set('x-request-id', 'abc.DEF_123:4-5');
    expect(kept.headers['x-request-id']).toBe('abc.DEF_123:4-5');
    for (const unsafe of ['has space', 'a'.repeat(129), '<script>', 'x"y']) {
      const res = await request(server).get('/api/health/live').set('x-request-id', unsafe);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    const none = await request(server).get('/api/health/live');
    expect(none.headers['x-request-id']).toMatch(UUID);
    expect(lines.join('\n')).not.toContain('has space');
  });

  it('stores the request id in the metadata of the events the request appended; the audit stream shows it', async () => {
    const shipper = await t.signIn('shipper');
    const created = await shipper.post('/api/shipments').set('x-request-id', 'req-audit-42').send(payload).expect(201);
    expect(requestLines('req-audit-42')[0]).toMatchObject({ auth: 'session', status: 201 });
    const streamId = `shipment-${created.body.id as string}`;
    const events = await t.resources.store.readStream(streamId);
    expect(events.length).toBeGreaterThan(0);
    expect(events.map((e) => e.metadata.requestId)).toEqual(events.map(() => 'req-audit-42'));

    const auditor = await t.signIn('auditor');
    const audit = await auditor.get(`/api/audit/streams/${streamId}`).expect(200);
    expect(audit.body.events[0]).toMatchObject({ requestId: 'req-audit-42', type: 'ShipmentCreated' });

    // without a header the request's generated id is stored, the one the answer names
    const second = await shipper.post('/api/shipments').send(payload).expect(201);
    const [first] = await t.resources.store.readStream(`shipment-${second.body.id as string}`);
    expect(first!.metadata.requestId).toBe(second.headers['x-request-id']);
    expect(second.headers['x-request-id']).toMatch(UUID);
  });

  it('every kind of command route hands its request id to the events it appends (no async context carries it)', async () => {
    const [shipper, admin, agent] = [await t.signIn('shipper'), await t.signIn('admin'), await t.signIn('agent')];
    const sent: string[] = [];
    const id = (name: string) => {
      sent.push(`req-each-${name}`);
      return `req-each-${name}`;
    };
    // one route per context and per way a command is built: controllers, services behind them, the assistant's tools
    const crisis = await admin.post('/api/autonomous/crisis').set('x-request-id', id('crisis')).send({ crisisType: 'payment_failure' }).expect(201);
    await admin
      .post(`/api/autonomous/crisis/${crisis.body.crisis.id as string}/resolve`)
      .set('x-request-id', id('resolve'))
      .send({})
      .expect(200);
    await admin.post('/api/autonomous/override').set('x-request-id', id('pause')).send({ action: 'pause_automation', reason: 'request id test' }).expect(200);
    await admin.post('/api/autonomous/override').set('x-request-id', id('resume')).send({ action: 'resume_automation', reason: 'request id test' }).expect(200);
    await shipper.put('/api/preferences/shipping').set('x-request-id', id('preference')).send({ priority: 'speed' }).expect(200);
    await shipper.post('/api/inquiries').set('x-request-id', id('inquiry')).send({ subject: 'Late parcel', description: 'Where is it?' }).expect(201);
    await agent
      .post('/api/crm/inquiries')
      .set('x-request-id', id('desk-inquiry'))
      .send({ email: 'private@waypost.test', subject: 'Invoice copy', description: 'Please resend', category: 'billing', priority: 'urgent' })
      .expect(201);
    await shipper
      .post('/api/auth/keys')
      .set('x-request-id', id('key'))
      .send({ name: 'request id test', mode: 'test', scopes: ['read'] })
      .expect(201);
    await shipper.post('/api/ai/chat').set('x-request-id', id('handoff')).send({ message: 'I need to talk to a human agent about my parcel' }).expect(200);

    const seen = new Set<string>();
    for (const e of await t.resources.store.readAll({ after: START, limit: 100_000 })) {
      const requestId = e.metadata.requestId;
      if (typeof requestId === 'string' && requestId.startsWith('req-each-')) seen.add(requestId);
    }
    expect([...seen].sort()).toEqual([...sent].sort());
  });
});
