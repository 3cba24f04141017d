import request from 'supertest';
import type { Response as InjectResponse } from 'light-my-request';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { TOO_MANY_KEY_REQUESTS_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from './http-rate-limit';

// ── Rate limits per route class (issue 25, item 5): per API key, or per client address; in PostgreSQL ──
// Two apps on one database stand for two API processes: they share every budget.

const READS = 4;
const WRITES = 2;
const env = { RATE_LIMIT_READS_PER_MINUTE: String(READS), RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES), RATE_LIMIT_AUTH_PER_MINUTE: '3' };

let a: TestApp;
let b: TestApp;
let perClient: TestApp;

beforeAll(async () => {
  a = await createTestApp({ env });
  b = await createTestApp({ env, db: a.db });
  perClient = await createTestApp({ env: { ...env, RATE_LIMIT_PER_CLIENT: 'true' }, db: a.db });
});
afterAll(async () => {
  await perClient?.close();
  await b?.close();
  await a?.close();
});

async function newKey(scopes = ['read', 'write']): Promise<string> {
  const shipper = await a.signIn('shipper');
  return (await shipper.post('/api/auth/keys').send({ name: 'limits', mode: 'test', scopes }).expect(201)).body.key as string;
}
const read = (t: TestApp, key: string) => request(t.app.getHttpServer()).get('/api/shipments').set('authorization', `Bearer ${key}`);

describe('per API key, shared by every API process', () => {
  it('reads: the budget spans both processes; the next is 429 with Retry-After and RateLimit headers', async () => {
    const key = await newKey();
    const answers = [];
    for (let i = 0; i < READS; i++) answers.push(await read(i % 2 ? a : b, key));
    expect(answers.map((r) => r.status)).toEqual(Array(READS).fill(200));
    expect(answers.map((r) => r.headers['ratelimit-remaining'])).toEqual(['3', '2', '1', '0']);
    expect(answers[0]!.headers).toMatchObject({ 'ratelimit-limit': String(READS), 'ratelimit-policy': `${READS};w=60` });
    expect(Number(answers[0]!.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(answers[0]!.headers['retry-after']).toBeUndefined();

    const refused = await read(b, key).expect(429);
    const wait = Number(refused.headers['retry-after']);
    // one read comes back every 60 / 4 = 15 s
    expect(wait).toBeGreaterThan(10);
    expect(wait).toBeLessThanOrEqual(15);
    expect(refused.headers).toMatchObject({ 'ratelimit-limit': String(READS), 'ratelimit-remaining': '0' });
    expect(refused.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_KEY_REQUESTS_MESSAGE(wait) });
  });

  it('two keys have separate budgets; reads and writes are separate classes', async () => {
    const first = await newKey();
    const second = await newKey();
    for (let i = 0; i < READS; i++) await read(a, first).expect(200);
    await read(a, first).expect(429);
    await read(b, second).expect(200);
    const write = (key: string) => request(a.app.getHttpServer()).post('/api/shipments').set('authorization', `Bearer ${key}`).send({});
    // writes still have their own budget (the empty body is refused for what it is, after it was counted)
    const writes = [await write(first), await write(first), await write(first)];
    expect(writes.map((r) => r.status)).toEqual([400, 400, 429]);
    expect(writes[0]!.headers['ratelimit-policy']).toBe(`${WRITES};w=60`);
  });

  it('concurrent reads over both processes: exactly the budget is let through', async () => {
    const key = await newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => read(i % 2 ? a : b, key)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(READS);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10 - READS);
  });
});

describe('per client address without a key', () => {
  const inject = (t: TestApp, peer: string, url = '/api/health'): Promise<InjectResponse> =>
    t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url, remoteAddress: peer, headers: { accept: 'application/json' } });

  it('with RATE_LIMIT_PER_CLIENT on, each address has its own read budget', async () => {
    const answers: InjectResponse[] = [];
    for (let i = 0; i < READS + 1; i++) answers.push(await inject(perClient, '203.0.113.61'));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 429]);
    expect(answers[4]!.json()).toMatchObject({ message: TOO_MANY_REQUESTS_MESSAGE(Number(answers[4]!.headers['retry-after'])) });
    expect((await inject(perClient, '203.0.113.62')).statusCode).toBe(200);
  });

  it('sign-in is the auth class, with its own budget', async () => {
    const login = () =>
      perClient.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '203.0.113.63',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          payload: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
        });
    const answers = [await login(), await login(), await login(), await login()];
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    expect(answers[0]!.headers['ratelimit-policy']).toBe('3;w=60');
  });

  it('off by default under NODE_ENV=test: no per-address limit, no headers', async () => {
    const answers: InjectResponse[] = [];
    for (let i = 0; i < READS + 2; i++) answers.push(await inject(a, '203.0.113.64'));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers[0]!.headers['ratelimit-limit']).toBeUndefined();
  });
});
