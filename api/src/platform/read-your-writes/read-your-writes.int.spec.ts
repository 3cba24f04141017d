import request from 'supertest';
import type { PoolClient } from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp, type TestApp, DEMO_PASSWORD } from '../../../test-support/create-test-app';
import { loadConfig } from '../config/config';
import { createLogger } from '../logger';
import { createPlatformResources, type PlatformResources } from '../resources';
import { createApp } from '../../app.factory';

// ── Read your writes (issue 22, item 39): the desk's fresh inquiry is on the dashboard fetched right after ──
// The projections run live here, and are held back on purpose: a SHARE lock on the checkpoint table lets them fold
// but not commit (and takes no transaction id, so the log stays readable). Before the fix, a read right after the
// command answered from the read model as it was, without the new inquiry.

const WAIT_MS = 2000;
const inquiry = (subject: string) => ({ email: 'walk.in@example.com', firstName: 'Wally', subject, description: 'Pallets to Lyon' });
type Summary = { id: string };

describe('read your writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runProjections: true, env: { READ_YOUR_WRITES_WAIT_MS: String(WAIT_MS) } });
    await live();
  });
  afterAll(() => t.close());

  const live = async () => {
    for (let i = 0; i < 200 && !(await t.resources.runner.status()).every((s) => s.status === 'live'); i++) await new Promise((r) => setTimeout(r, 25));
  };
  /** Holds every projection's commit until the returned function is called. */
  const pauseProjections = async (): Promise<() => Promise<void>> => {
    const client: PoolClient = await t.resources.pool.connect();
    await client.query('BEGIN; LOCK TABLE projection_checkpoints IN SHARE MODE');
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await client.query('COMMIT');
      client.release();
    };
  };
  const timed = async <T>(work: () => Promise<T>) => {
    const start = Date.now();
    const value = await work();
    return { value, ms: Date.now() - start };
  };

  it('shows an agent the inquiry they just opened on the desk dashboard and list, though the projections lag', async () => {
    const agent = await t.signIn('agent');
    const resume = await pauseProjections();
    try {
      const created = await agent.post('/api/crm/inquiries').set('idempotency-key', 'ryw-1').send(inquiry('Fresh one')).expect(201);
      const position = created.headers['waypost-log-position'];
      expect(position).toMatch(/^\d+\.\d+:[a-z+-]*inquiries/);
      // a retried command answers with where its events are
      const retried = await agent.post('/api/crm/inquiries').set('idempotency-key', 'ryw-1').send(inquiry('Fresh one')).expect(201);
      expect(retried.headers['waypost-log-position']).toBe(position);
      setTimeout(() => void resume(), 400);
      const { value: dashboard, ms } = await timed(() => agent.get('/api/crm/dashboard').expect(200));
      expect(dashboard.body.recentInquiries.map((i: Summary) => i.id)).toContain(created.body.id);
      expect(dashboard.headers['waypost-read-stale']).toBeUndefined();
      expect(ms).toBeGreaterThanOrEqual(300); // it waited for the projection, no longer than that
      expect(ms).toBeLessThan(WAIT_MS);
      const list = await agent.get('/api/crm/inquiries').expect(200);
      expect(list.body.map((i: Summary) => i.id)).toContain(created.body.id);
    } finally {
      await resume();
    }
  });

  it('never makes another reader wait, and a client that sends the position back gets its write', async () => {
    const writer = await t.signIn('agent');
    const other = await t.signIn('admin');
    const resume = await pauseProjections();
    try {
      const created = await writer.post('/api/crm/inquiries').send(inquiry('Only mine')).expect(201);
      const { value: elsewhere, ms } = await timed(() => other.get('/api/crm/dashboard').expect(200));
      expect(ms).toBeLessThan(300);
      expect(elsewhere.headers['waypost-read-stale']).toBeUndefined();
      expect(elsewhere.body.recentInquiries.map((i: Summary) => i.id)).not.toContain(created.body.id);
      // a stateless client (the CLI, a script) sends the position it was given back: then it waits for it
      setTimeout(() => void resume(), 300);
      const echoed = await other.get('/api/crm/inquiries').set('Waypost-Log-Position', created.headers['waypost-log-position']).expect(200);
      expect(echoed.body.map((i: Summary) => i.id)).toContain(created.body.id);
    } finally {
      await resume();
    }
  });

  it('refuses a malformed position with a 400 that names the header, and changes nothing', async () => {
    const agent = await t.signIn('agent');
    for (const bad of ['abc', '1.2.3', '1.2:nope', '-1.5', `${'9'.repeat(21)}.1`, 'x'.repeat(1001), '1.2:inquiries:x']) {
      const res = await agent.get('/api/crm/dashboard').set('Waypost-Log-Position', bad).expect(400);
      expect(res.body.issues[0].field).toBe('Waypost-Log-Position');
    }
    const before = (await t.resources.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n;
    await agent.post('/api/crm/inquiries').set('Waypost-Log-Position', 'abc').send(inquiry('Refused')).expect(400);
    expect((await t.resources.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(before);
    // positions as the API sends them, one or several, with or without read models, are accepted
    await agent.get('/api/crm/dashboard').set('Waypost-Log-Position', '1.1, 2.3:inquiries+tracking').expect(200);
  });

  it('gets a browser its write through another API process (the mark travels in a cookie, checkpoints come from PostgreSQL)', async () => {
    // a second API process on the same database, running no projections (started first: it creates their tables)
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.db.url, LOG_LEVEL: 'error', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent', RUN_PROJECTIONS: 'false' });
    const logger = createLogger('error', 'test');
    const resources = await createPlatformResources(config, logger);
    const second: { app: NestFastifyApplication; resources: PlatformResources } = { app: await createApp(resources, logger), resources };
    await second.app.getHttpAdapter().getInstance().ready();
    const resume = await pauseProjections();
    try {
      const first = request(t.app.getHttpServer());
      const signIn = await first.post('/api/login').set('accept', 'application/json').send({ email: 'agent@waypost.test', password: DEMO_PASSWORD }).expect(200);
      const session = cookieOf(signIn.headers['set-cookie'], 'waypost_session');
      const created = await first.post('/api/crm/inquiries').set('cookie', session).send(inquiry('Across processes')).expect(201);
      const mark = cookieOf(created.headers['set-cookie'], 'waypost_log_position');
      expect(mark).toContain('inquiries');

      setTimeout(() => void resume(), 300);
      const read = await request(second.app.getHttpServer()).get('/api/crm/inquiries').set('cookie', `${session}; ${mark}`).expect(200);
      expect(read.body.map((i: Summary) => i.id)).toContain(created.body.id);
      expect(read.headers['waypost-read-stale']).toBeUndefined();
    } finally {
      await resume();
      await second.app.close();
      await second.resources.close();
    }
  });

  it('answers within its bound when the projections are stopped, saying which read models may be stale', async () => {
    const agent = await t.signIn('agent');
    await t.resources.runner.stop();
    const created = await agent.post('/api/crm/inquiries').send(inquiry('Nobody projects this')).expect(201);
    const { value: dashboard, ms } = await timed(() => agent.get('/api/crm/dashboard').expect(200));
    expect(ms).toBeGreaterThanOrEqual(WAIT_MS - 50);
    expect(ms).toBeLessThan(WAIT_MS + 1000);
    expect(dashboard.headers['waypost-read-stale']).toContain('inquiries');
    expect(dashboard.body.recentInquiries.map((i: Summary) => i.id)).not.toContain(created.body.id);
    // the projections back: the same client's next read is whole again
    await t.resources.runner.start();
    const after = await agent.get('/api/crm/dashboard').expect(200);
    expect(after.headers['waypost-read-stale']).toBeUndefined();
    expect(after.body.recentInquiries.map((i: Summary) => i.id)).toContain(created.body.id);
  });
});

function cookieOf(setCookie: string | string[] | undefined, name: string): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(all)}`);
  return found.split(';')[0]!;
}
