import type { Response as InjectResponse } from 'light-my-request';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { TOO_MANY_REQUESTS_MESSAGE, clientAddressKey } from './http-rate-limit';

// ── Anonymous writes are limited per real client, in PostgreSQL: two API processes share one count ──
// (issue 22, items 3 and 12) Two apps on one database stand for two API processes. Requests come from chosen peer
// addresses (Fastify's inject); X-Forwarded-For is believed only from a proxy named in TRUSTED_PROXIES.

const LIMIT = 3;
const env = { ANONYMOUS_WRITE_LIMIT: String(LIMIT), ANONYMOUS_WRITE_WINDOW_SECONDS: '600' };

let a: TestApp;
let b: TestApp;
let proxied: TestApp;
let seq = 0;

beforeAll(async () => {
  a = await createTestApp({ env });
  b = await createTestApp({ env, db: a.db });
  proxied = await createTestApp({ env: { ...env, TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16' }, db: a.db });
});

afterAll(async () => {
  await proxied?.close();
  await b?.close();
  await a?.close();
});

const inject = (t: TestApp, url: string, body: unknown, peer: string, headers: Record<string, string> = {}): Promise<InjectResponse> =>
  t.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'POST', url, remoteAddress: peer, headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, payload: JSON.stringify(body) });

const earlyAccess = (t: TestApp, peer: string, headers: Record<string, string> = {}) =>
  inject(t, '/api/early-access', { email: `visitor-${++seq}@example.com`, company: 'Acme' }, peer, headers);

const stored = async (email: string) => (await a.resources.pool.query(`SELECT count(*)::int AS n FROM events WHERE data->>'email' = $1`, [email])).rows[0].n as number;

describe('anonymous writes per client address, shared by two API processes', () => {
  it('early access: the quota spans both processes; the next is 429 with Retry-After and stores nothing', async () => {
    const peer = '203.0.113.7';
    const answers = [await earlyAccess(a, peer), await earlyAccess(b, peer), await earlyAccess(a, peer)];
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(answers.map((r) => r.headers['ratelimit-remaining'])).toEqual(['2', '1', '0']);
    expect(answers[0]!.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-policy': '3;w=600' });
    expect(Number(answers[0]!.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(answers[0]!.headers['retry-after']).toBeUndefined();

    const email = `refused-${++seq}@example.com`;
    const refused = await inject(b, '/api/early-access', { email, company: 'Acme' }, peer);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    // one request comes back every 600 / 3 = 200 s
    expect(wait).toBeGreaterThan(190);
    expect(wait).toBeLessThanOrEqual(200);
    expect(refused.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '0' });
    expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_REQUESTS_MESSAGE(wait) });
    expect(await stored(email)).toBe(0);
    // another client is not affected
    expect((await earlyAccess(b, '203.0.113.8')).statusCode).toBe(201);
  });

  it('invalid payloads are refused for what they are (400) and take nothing from the quota', async () => {
    const peer = '203.0.113.20';
    for (let i = 0; i < LIMIT + 2; i++) expect((await inject(a, '/api/early-access', { email: 'nope' }, peer)).statusCode).toBe(400);
    expect((await earlyAccess(b, peer)).headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
  });

  it('concurrent requests over both processes: exactly the quota is let through', async () => {
    const peer = '203.0.113.30';
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => earlyAccess(i % 2 ? a : b, peer)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(LIMIT);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(12 - LIMIT);
  });

  it('sign-up shares the quota: JSON callers get 429 JSON, the form gets its page with the reason', async () => {
    const peer = '203.0.113.40';
    const signUp = (t: TestApp, accept: string) =>
      t.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'POST',
          url: '/api/signup',
          remoteAddress: peer,
          headers: { 'content-type': 'application/json', accept },
          payload: JSON.stringify({ email: `new-${++seq}@example.com`, password: 'a-long-password-77', firstName: 'New' }),
        });
    for (let i = 0; i < LIMIT; i++) expect((await earlyAccess(a, peer)).statusCode).toBe(201);
    const json = await signUp(b, 'application/json');
    expect(json.statusCode).toBe(429);
    expect(json.headers['retry-after']).toBeDefined();
    expect(json.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    const page = await a.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/signup',
        remoteAddress: peer,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=form-${++seq}%40example.com&password=a-long-password-77&firstName=Form`,
      });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Too many requests from this address');
  });

  it("the assistant's handoff is counted in PostgreSQL per client, with RateLimit headers on the chat answer", async () => {
    const peer = '203.0.113.50';
    const ask = (t: TestApp) => inject(t, '/api/ai/chat', { message: 'I want to talk to a human', context: { recentMessages: [] } }, peer);
    const answers: InjectResponse[] = [];
    for (let i = 0; i < 6; i++) answers.push(await ask(i % 2 ? a : b));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((r) => (r.json() as { toolCalls: { ok: boolean }[] }).toolCalls[0]!.ok)).toEqual([true, true, true, true, true, false]);
    expect(answers.map((r) => r.headers['ratelimit-remaining'])).toEqual(['4', '3', '2', '1', '0', '0']);
    expect(answers[0]!.headers['ratelimit-policy']).toBe('5;w=3600');
    expect(answers[5]!.headers['retry-after']).toBeUndefined();
    const { rows } = await a.resources.pool.query(`SELECT count(*)::int AS n FROM events WHERE type = 'AssistantHandoffRequested'`);
    expect(rows[0].n).toBe(5);
  });
});

describe('TRUSTED_PROXIES: the client address comes from X-Forwarded-For only through a trusted proxy', () => {
  it('without it (the default), X-Forwarded-For changes nothing: a client cannot pick a new address per request', async () => {
    const peer = '198.51.100.9';
    const answers: InjectResponse[] = [];
    for (let i = 0; i < LIMIT + 2; i++) answers.push(await earlyAccess(a, peer, { 'x-forwarded-for': `192.0.2.${i + 1}` }));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 429, 429]);
  });

  it("without it, the handoff's per-client bound holds too whatever X-Forwarded-For says", async () => {
    const peer = '198.51.100.10';
    const oks: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await inject(b, '/api/ai/chat', { message: 'I want to talk to a human', context: { recentMessages: [] } }, peer, { 'x-forwarded-for': `192.0.2.${100 + i}` });
      oks.push((r.json() as { toolCalls: { ok: boolean }[] }).toolCalls[0]!.ok);
    }
    expect(oks).toEqual([true, true, true, true, true, false]);
  });

  it('from a trusted proxy, each forwarded client has its own quota; the same client stays limited', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await earlyAccess(proxied, '10.0.0.1', { 'x-forwarded-for': '192.0.2.200' })).statusCode).toBe(201);
    expect((await earlyAccess(proxied, '10.0.0.1', { 'x-forwarded-for': '192.0.2.200' })).statusCode).toBe(429);
    // a CIDR entry: 192.168.4.4 is a trusted hop as well
    expect((await earlyAccess(proxied, '192.168.4.4', { 'x-forwarded-for': '192.0.2.200' })).statusCode).toBe(429);
    expect((await earlyAccess(proxied, '10.0.0.1', { 'x-forwarded-for': '192.0.2.201' })).statusCode).toBe(201);
  });

  it('a peer that is not in the list is the client itself, whatever it forwards', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await earlyAccess(proxied, '10.0.0.2', { 'x-forwarded-for': `192.0.2.${210 + i}` })).statusCode).toBe(201);
    expect((await earlyAccess(proxied, '10.0.0.2', { 'x-forwarded-for': '192.0.2.250' })).statusCode).toBe(429);
  });

  it('an invalid entry stops the start with the reason', async () => {
    await expect(createTestApp({ env: { TRUSTED_PROXIES: '10.0.0.1, proxy.example' }, db: a.db })).rejects.toThrow(/TRUSTED_PROXIES.*proxy\.example/s);
  });
});

describe('clientAddressKey', () => {
  it('keys IPv4 as it is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});
