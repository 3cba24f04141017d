import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { DEMO_PASSWORD } from './demo-seed';
import { LoginRateLimiter } from './login-rate-limiter';

// ── Issue 22 item 6: failed sign-ins slow down the client that fails, never lock the owner out ──
// Clients are real: the app listens on 127.0.0.1 and each "client" connects from its own loopback address
// (127.0.0.2, 127.0.0.3, …), so request.ip differs without any forwarding header.

interface Answer {
  status: number;
  retryAfter: number | null;
  body: { message?: string };
}

describe('sign-in throttle per (client, account)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '900' } });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const post = (from: string, path: string, body: object): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          localAddress: from,
          headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString('utf8')));
          res.on('end', () =>
            resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] ? Number(res.headers['retry-after']) : null, body: text ? JSON.parse(text) : {} }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const login = (from: string, email: string, password: string) => post(from, '/api/login', { email, password });
  /** The waits the throttle set have passed (instead of sleeping through them). */
  const timePasses = () => t.resources.pool.query('UPDATE login_throttle SET next_attempt_at = now()');

  it('the attack: thirty wrong passwords from one client do not keep the owner out: the right password from another client signs in', async () => {
    const attacker = '127.0.0.2';
    let refused = 0;
    for (let i = 0; i < 30; i++) {
      const r = await login(attacker, 'shipper@waypost.test', `guess-number-${i}`);
      expect([401, 429]).toContain(r.status);
      if (r.status === 429) {
        refused++;
        await timePasses();
      }
    }
    expect(refused).toBeGreaterThan(0); // the attacker was slowed down
    const owner = await login('127.0.0.3', 'shipper@waypost.test', DEMO_PASSWORD);
    expect(owner.status).toBe(200);
    // and through the CLI's sign-in from yet another client
    expect((await post('127.0.0.4', '/api/auth/cli-login', { email: 'shipper@waypost.test', password: DEMO_PASSWORD })).status).toBe(201);
  });

  it('the failing client waits longer and longer, even with the right password, and a try during a wait checks nothing', async () => {
    const from = '127.0.0.5';
    const email = 'private@waypost.test';
    for (let i = 0; i < 3; i++) expect((await login(from, email, `wrong-password-${i}`)).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const during = await login(from, email, DEMO_PASSWORD); // right password, but inside the wait
      expect(during.status).toBe(429);
      expect(during.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minute\(s\)\.$/);
      waits.push(during.retryAfter!);
      await timePasses();
      expect((await login(from, email, `wrong-again-${round}`)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // once a wait is over, the right password works for that client too, and its count starts over
    await timePasses();
    expect((await login(from, email, DEMO_PASSWORD)).status).toBe(200);
    expect((await login(from, email, 'wrong-after-success')).status).toBe(401);
  });

  it('parallel guesses are counted one by one: only the allowance is checked at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login('127.0.0.6', 'agent@waypost.test', `parallel-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
  });

  it('an office behind one address: people signing in at once with their right passwords all get in', async () => {
    const office = '127.0.0.12';
    const people = ['shipper', 'private', 'agent', 'admin', 'auditor'].map((u) => `${u}@waypost.test`);
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(people.map((email) => login(office, email, DEMO_PASSWORD)));
      expect(answers.map((a) => a.status)).toEqual(people.map(() => 200));
    }
  });

  it('unknown accounts are throttled exactly like known ones (the answers never tell which exists)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push((await login('127.0.0.7', 'admin@waypost.test', `not-it-at-all-${i}`)).status);
      unknown.push((await login('127.0.0.7', 'nobody-here@waypost.test', `not-it-at-all-${i}`)).status);
    }
    expect(unknown).toEqual(known);
    expect(known).toEqual([401, 401, 401, 429, 429]);
  });

  it('a client guessing across many accounts (spraying) is slowed on its total', async () => {
    const from = '127.0.0.8';
    let refused = 0;
    for (let i = 0; i < 32; i++) {
      const r = await login(from, `sprayed-${i}@example.com`, 'Summer2026!');
      if (r.status === 429) refused++;
      else expect(r.status).toBe(401);
    }
    expect(refused).toBeGreaterThan(0);
    expect((await login('127.0.0.9', 'auditor@waypost.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('keeps its counts in PostgreSQL: another API process (a new limiter on the same database) sees the same wait', async () => {
    const from = '127.0.0.10';
    for (let i = 0; i < 3; i++) await login(from, 'shipper@waypost.test', `process-${i}`);
    const elsewhere = new LoginRateLimiter(t.resources.pool, t.resources.config);
    expect((await elsewhere.begin(from, 'SHIPPER@waypost.test')).retryAfter).toBeGreaterThan(0);
    expect((await elsewhere.begin('127.0.0.11', 'shipper@waypost.test')).retryAfter).toBe(0);
  });
});
