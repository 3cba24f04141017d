import { EARLY_ACCESS_MESSAGES } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { performance } from 'node:perf_hooks';
import { earlyAccessRequestId } from './commands/request-early-access.handler';
import { ANSWER_AFTER_MS } from './early-access.controller';

// Given the real AppModule on a fresh database, when the pre-launch page asks for early access, then …
describe('early access over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANONYMOUS_WRITE_LIMIT: '1000' } }); // these tests send many anonymous requests from one address;
  });
  afterAll(() => t.close());

  const events = async (email: string) => t.resources.store.readStream(`early-access-${earlyAccessRequestId(email)}`);

  it('POST /api/early-access is public: 201, one EarlyAccessRequested event on the email stream', async () => {
    const res = await t.anonymous().post('/api/early-access').send({ email: ' Ann@Example.com ', company: 'Acme', message: 'Hello' }).expect(201);
    expect(res.body).toEqual({ status: 'received', message: EARLY_ACCESS_MESSAGES.received });
    const stored = await events('ann@example.com');
    expect(stored.map((e) => [e.type, e.data])).toEqual([['EarlyAccessRequested', expect.objectContaining({ email: 'ann@example.com', company: 'Acme', message: 'Hello' })]]);
  });

  it('a repeated email (any case) gets the very answer a new one gets (nothing tells it was listed) and appends nothing', async () => {
    const first = await t.anonymous().post('/api/early-access').send({ email: 'fresh@example.com', company: 'Other Co' });
    const repeat = await t.anonymous().post('/api/early-access').send({ email: 'ANN@example.com', company: 'Other Co' });
    expect(repeat.status).toBe(first.status);
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.body).toEqual({ status: 'received', message: EARLY_ACCESS_MESSAGES.received });
    expect(Object.keys(repeat.headers).sort()).toEqual(Object.keys(first.headers).sort());
    expect(await events('ann@example.com')).toHaveLength(1);
  });

  it('a repeated email is answered after the same time as a new one', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await t.anonymous().post('/api/early-access').send({ email, company: 'Timing' }).expect(201);
      return performance.now() - started;
    };
    const listed: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 9; i++) {
      listed.push(await time('ann@example.com'));
      fresh.push(await time(`timing-${i}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[4]!;
    expect(median(listed)).toBeGreaterThanOrEqual(ANSWER_AFTER_MS - 1);
    expect(median(listed) / median(fresh)).toBeGreaterThan(0.85);
    expect(median(listed) / median(fresh)).toBeLessThan(1.18);
  });

  it('simultaneous first requests for one email store it once', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.anonymous().post('/api/early-access').send({ email: 'race@example.com', company: 'Race' })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(await events('race@example.com')).toHaveLength(1);
  });

  it('email and company are required; the message is optional', async () => {
    const res = await t.anonymous().post('/api/early-access').send({ email: 'not-an-email', company: ' ' }).expect(400);
    expect(res.body.issues.map((i: { field: string }) => i.field).sort()).toEqual(['company', 'email']);
  });

  it('GET /api/admin/early-access lists each email once, newest first, for admins only', async () => {
    await t.anonymous().post('/api/early-access').send({ email: 'zoe@example.com', company: 'Zeta' }).expect(201);
    await t.project();
    const admin = await t.signIn('admin');
    const res = await admin.get('/api/admin/early-access').expect(200);
    expect(res.body.map((r: { email: string }) => r.email)).toEqual([
      'zoe@example.com',
      'race@example.com',
      ...[8, 7, 6, 5, 4, 3, 2, 1, 0].map((i) => `timing-${i}@example.com`),
      'fresh@example.com',
      'ann@example.com',
    ]);
    expect(res.body[12]).toMatchObject({ company: 'Acme', message: 'Hello', requestedAt: expect.any(String) });
    await (await t.signIn('shipper')).get('/api/admin/early-access').expect(403);
    await t.anonymous().get('/api/admin/early-access').expect(401);
  });

  it('replaying the read model from the log gives the same table', async () => {
    const replay = t.resources.runner.replay(['early-access'], { verify: true });
    await replay.done;
    expect(replay.verification?.map((v) => `${v.table}:${v.liveRows}:${v.matches}`)).toEqual(['early_access_requests:13:true']);
    expect(replay.verified).toBe(true);
  });
});
