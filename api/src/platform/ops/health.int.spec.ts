import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { answerChecker } from '../../../test-support/openapi-answers';
import { openApiDocument } from '../openapi/openapi.controller';
import { HealthChecks } from './health-checks';

// ── /api/health/live and /api/health/ready (issue 25, item 6); /api/health keeps the spec's answer ──

const expectDocumented = answerChecker(openApiDocument());
const shipment = {
  fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Jo Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: 'Books', weight: 1, value: 20 },
};
const byName = (checks: { name: string; ok: boolean; detail: string }[]) => Object.fromEntries(checks.map((c) => [c.name, c]));

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the in-process bus with a forwarder, and a lag limit of 0: any unfolded event makes the API not ready
    t = await createTestApp({ env: { RUN_FORWARDER: 'true', READY_MAX_PROJECTION_LAG: '0' } });
  });
  afterAll(() => t.close());

  it('GET /api/health answers as before; /api/health/live answers without checking anything', async () => {
    const health = await t.anonymous().get('/api/health').expect(200);
    expect(health.body).toEqual({ status: 'ok', eventStore: 'postgres', database: 'external' });
    const live = await t.anonymous().get('/api/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    expectDocumented('get', '/api/health/live', live);
  });

  it('GET /api/health/ready: 200 with PostgreSQL, the event store, the bus and the read models checked', async () => {
    await t.project();
    const ready = await t.anonymous().get('/api/health/ready').expect(200);
    expectDocumented('get', '/api/health/ready', ready);
    const checks = byName(ready.body.checks);
    expect(Object.keys(checks).sort()).toEqual(['bus', 'database', 'eventStore', 'projections']);
    expect(Object.values(checks).every((c) => c.ok)).toBe(true);
    expect(checks.bus!.detail).toBe('in-process bus: connected');
  });

  it('503 naming the read models while they are behind the limit, 200 once they caught up', async () => {
    await (await t.signIn('shipper')).post('/api/shipments').send(shipment).expect(201);
    const behind = await t.anonymous().get('/api/health/ready').expect(503);
    expectDocumented('get', '/api/health/ready', behind);
    expect(behind.headers['retry-after']).toBe('5');
    expect(behind.body).toMatchObject({ statusCode: 503, status: 'not_ready' });
    expect(behind.body.message).toMatch(/^Not ready: projections \(more than 0 events behind: .*shipments \(1\)/);
    expect(byName(behind.body.checks).database!.ok).toBe(true);
    await t.project();
    await t.anonymous().get('/api/health/ready').expect(200);
  });

  it('one registry: an informing check makes /api/health "degraded" and never gates readiness; a gating one only gates', async () => {
    const health = t.app.get(HealthChecks);
    let up = false;
    health.register('mailRelay', async () => (up ? { ok: true, detail: 'answers' } : { ok: false, detail: 'refused', report: { status: 'unreachable', host: 'relay' } }), {
      gates: false,
    });
    await t.project();
    const degraded = await t.anonymous().get('/api/health').expect(200);
    expect(degraded.body).toEqual({ status: 'degraded', eventStore: 'postgres', database: 'external', mailRelay: { status: 'unreachable', host: 'relay' } });
    const ready = await t.anonymous().get('/api/health/ready').expect(200);
    expect(byName(ready.body.checks).mailRelay).toBeUndefined();
    up = true;
    expect((await t.anonymous().get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', mailRelay: { status: 'ok', detail: 'answers' } });
    expect(() => health.register('mailRelay', async () => null, { gates: true })).toThrow(/registered twice/);
    // "not in use here": left out of both answers
    health.register('unused', async () => null, { gates: true });
    expect(byName((await t.anonymous().get('/api/health/ready').expect(200)).body.checks).unused).toBeUndefined();
  });

  it('a check that hangs fails after its bound instead of holding the answer', async () => {
    const health = t.app.get(HealthChecks);
    const { ready, checks } = await health.ready(50);
    expect(ready).toBe(true);
    health.register('hangs', () => new Promise(() => undefined), { gates: true });
    const started = Date.now();
    const res = await t.anonymous().get('/api/health/ready').expect(503);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(byName(res.body.checks).hangs).toMatchObject({ ok: false, detail: 'no answer within 2000 ms' });
    expect(checks.length).toBe(4);
  });
});

describe('readiness when a dependency is down', () => {
  it('PostgreSQL unreachable: 503 naming the database and the event store; live still 200', async () => {
    const t = await createTestApp();
    try {
      await t.resources.pool.end();
      const res = await t.anonymous().get('/api/health/ready').expect(503);
      const checks = byName(res.body.checks);
      expect(checks.database).toMatchObject({ ok: false });
      expect(checks.eventStore).toMatchObject({ ok: false });
      expect(res.body.message).toMatch(/^Not ready: database \(/);
      expectDocumented('get', '/api/health/ready', res);
      await t.anonymous().get('/api/health/live').expect(200);
    } finally {
      await t.close().catch(() => undefined);
    }
  }, 30_000);

  it('the bus not connected (an unreachable Kafka broker): 503 naming the bus', async () => {
    const t = await createTestApp({ env: { RUN_FORWARDER: 'true', KAFKA_BROKERS: '127.0.0.1:9' } });
    try {
      const res = await t.anonymous().get('/api/health/ready').expect(503);
      expect(byName(res.body.checks).bus).toMatchObject({ ok: false, detail: expect.stringMatching(/^kafka bus: not connected yet/) });
      expect(byName(res.body.checks).database!.ok).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);
});
