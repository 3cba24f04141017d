import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp, DEMO_PASSWORD } from '../../../test-support/create-test-app';
import { CROSS_SITE_REQUEST_REFUSED } from './cross-site-request-guard';

// ── HTTP security over the real app: headers, CSRF, session fixation ──

const shipment = {
  fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Jo Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: 'Books', weight: 1, value: 20 },
};
const REPO = path.resolve(__dirname, '../../../..');
const sessionOf = (res: request.Response): string | undefined =>
  ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((c) => c.startsWith('waypost_session='))?.split(';')[0];

describe('HTTP security', () => {
  let t: TestApp;
  let webDist: string;
  const events = async () => (await t.resources.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;

  beforeAll(async () => {
    // a web build to serve: the real one when it exists, else the Vite template's shape
    webDist = mkdtempSync(path.join(tmpdir(), 'waypost-webdist-'));
    mkdirSync(path.join(webDist, 'assets'));
    const built = path.join(REPO, 'web/dist/index.html');
    if (existsSync(built)) copyFileSync(built, path.join(webDist, 'index.html'));
    else
      writeFileSync(
        path.join(webDist, 'index.html'),
        '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
      );
    writeFileSync(path.join(webDist, 'assets/app.js'), 'console.log(1);');
    t = await createTestApp({ env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '600', WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it('sends helmet headers and a strict CSP on API answers, errors, the sign-in page and the web app', async () => {
      const server = t.app.getHttpServer();
      for (const [url, status] of [
        ['/api/health', 200],
        ['/api/shipments', 401],
        ['/api/login', 200],
        ['/', 200],
        ['/tracking/deep/link', 200],
        ['/assets/app.js', 200],
      ] as const) {
        const res = await request(server)
          .get(url)
          .set('accept', url.startsWith('/api/') ? 'application/json' : 'text/html');
        expect([url, res.status]).toEqual([url, status]);
        const csp = String(res.headers['content-security-policy']);
        for (const directive of [
          "default-src 'self'",
          "script-src 'self'",
          "script-src-attr 'none'",
          "object-src 'none'",
          "frame-ancestors 'none'",
          "form-action 'self'",
          "base-uri 'self'",
        ]) {
          expect(csp).toContain(directive);
        }
        expect(csp).not.toMatch(/script-src [^;]*'unsafe-(inline|eval)'/);
        expect(csp).not.toContain('upgrade-insecure-requests'); // plain http on 127.0.0.1 must keep working
        expect(res.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'same-origin',
          'cross-origin-opener-policy': 'same-origin',
          'strict-transport-security': expect.stringContaining('max-age='),
        });
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('serves pages that need nothing the CSP forbids: no inline script, no inline handler, scripts from this origin only', async () => {
      const login = (await t.anonymous().get('/api/login')).text;
      const pages = { 'sign-in page': login, 'web/index.html': readFileSync(path.join(REPO, 'web/index.html'), 'utf8') };
      const built = path.join(REPO, 'web/dist/index.html');
      if (existsSync(built)) Object.assign(pages, { 'web/dist/index.html': readFileSync(built, 'utf8') });
      for (const [name, html] of Object.entries(pages)) {
        const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
        for (const [, attributes, body] of scripts) {
          expect([name, body!.trim()]).toEqual([name, '']);
          expect([name, attributes]).toEqual([name, expect.stringMatching(/\bsrc="\/[^/]/)]);
        }
        expect([name, html.match(/\son[a-z]+\s*=/gi)]).toEqual([name, null]);
        expect([name, html.match(/<(script|link)\b[^>]*(src|href)="(https?:)?\/\//gi)]).toEqual([name, null]);
      }
    });
  });

  describe('CSRF: cookie-authenticated writes from another site are refused before anything runs', () => {
    it('refuses a cross-site create (Origin, Sec-Fetch-Site, Referer) with 403 and appends nothing', async () => {
      const shipper = await t.signIn('shipper');
      const before = await events();
      const attempts = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site', origin: 'https://evil.waypost.example' },
        { referer: 'https://evil.example/free-money.html' },
      ];
      for (const headers of attempts) {
        const res = await shipper.post('/api/shipments').set(headers).send(shipment);
        expect([headers, res.status, res.body]).toEqual([headers, 403, { statusCode: 403, error: 'Forbidden', message: CROSS_SITE_REQUEST_REFUSED }]);
      }
      const token = (await shipper.post('/api/auth/tokens').send({ name: 'csrf' }).expect(201)).body as { id: string };
      await shipper.put('/api/preferences/shipping').set('origin', 'https://evil.example').send({ priority: 'speed' }).expect(403);
      await shipper.delete(`/api/auth/tokens/${token.id}`).set('origin', 'https://evil.example').expect(403);
      expect((await shipper.get('/api/auth/tokens').expect(200)).body.map((x: { id: string }) => x.id)).toContain(token.id);
      expect(await events()).toBe(before);
    });

    it('lets same-origin writes, non-browser clients and cross-site reads through', async () => {
      const shipper = await t.signIn('shipper');
      const before = await events();
      await shipper.post('/api/shipments').set({ host: 'waypost.example', origin: 'https://waypost.example', 'sec-fetch-site': 'same-origin' }).send(shipment).expect(201);
      await shipper.post('/api/shipments').set({ host: 'waypost.example', referer: 'https://waypost.example/dashboard' }).send(shipment).expect(201);
      // a forwarded host from a peer that is not a trusted proxy (TRUSTED_PROXIES is unset) is not believed
      await shipper.post('/api/shipments').set({ host: '10.0.0.7:3000', 'x-forwarded-host': 'waypost.example', origin: 'https://waypost.example' }).send(shipment).expect(403);
      await shipper.post('/api/shipments').send(shipment).expect(201); // curl, the CLI, Node fetch: no Origin at all
      await t.anonymous().get('/api/health').set({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }).expect(200);
      expect(await events()).toBe(before + 3);
    });

    it('behind a trusted proxy (TRUSTED_PROXIES), the public host it forwards is the host', async () => {
      const proxied = await createTestApp({ env: { TRUSTED_PROXIES: 'loopback' }, db: t.db });
      try {
        const shipper = request.agent(proxied.app.getHttpServer());
        await shipper.post('/api/login').set('accept', 'application/json').send({ email: 'shipper@waypost.test', password: DEMO_PASSWORD }).expect(200);
        const before = await events();
        await shipper.post('/api/shipments').set({ host: '10.0.0.7:3000', 'x-forwarded-host': 'waypost.example', origin: 'https://waypost.example' }).send(shipment).expect(201);
        await shipper.post('/api/shipments').set({ host: '10.0.0.7:3000', 'x-forwarded-host': 'waypost.example', origin: 'https://evil.example' }).send(shipment).expect(403);
        expect(await events()).toBe(before + 1);
      } finally {
        await proxied.close();
      }
    });

    it('lets a Bearer-token write through whatever its origin (no ambient credential)', async () => {
      const shipper = await t.signIn('shipper');
      const { token } = (await shipper.post('/api/auth/tokens').send({ name: 'integration' }).expect(201)).body as { token: string };
      const res = await request(t.app.getHttpServer())
        .post('/api/shipments')
        .set({ authorization: `Bearer ${token}`, origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' })
        .send(shipment)
        .expect(201);
      expect(res.body.trackingNumber).toMatch(/^2PG-/);
    });

    it('refuses a cross-site sign-in or sign-up form post (login CSRF): no session cookie, no account', async () => {
      const form = { email: 'private@waypost.test', password: DEMO_PASSWORD };
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        const res = await t.anonymous().post('/api/login').type('form').set(headers).send(form).expect(403);
        expect(sessionOf(res)).toBeUndefined();
      }
      const signup = { email: 'planted@example.test', password: 'attacker-pass-1', firstName: 'Planted' };
      await t.anonymous().post('/api/signup').type('form').set('origin', 'https://evil.example').send(signup).expect(403);
      expect((await t.resources.pool.query("SELECT 1 FROM users WHERE email = 'planted@example.test'")).rowCount).toBe(0);
      const own = await t.anonymous().post('/api/login').type('form').set({ host: 'waypost.example', origin: 'https://waypost.example' }).send(form).expect(302);
      expect(sessionOf(own)).toBeDefined();
    });
  });

  describe('sessions', () => {
    it('issues a new session id at sign-in and never adopts one the browser brought (session fixation)', async () => {
      const planted = 'waypost_session=attacker-chosen-session-id';
      const res = await t
        .anonymous()
        .post('/api/login')
        .set('cookie', planted)
        .set('accept', 'application/json')
        .send({ email: 'private@waypost.test', password: DEMO_PASSWORD })
        .expect(200);
      const issued = sessionOf(res)!;
      expect(issued).toMatch(/^waypost_session=.{20,}/);
      expect(issued).not.toBe(planted);
      await request(t.app.getHttpServer()).get('/api/auth/user').set('cookie', planted).expect(401);
      await request(t.app.getHttpServer()).get('/api/auth/user').set('cookie', issued).expect(200);

      // signing in again from a live session replaces it: the old id stops working
      const again = await request(t.app.getHttpServer())
        .post('/api/login')
        .set('cookie', issued)
        .set('accept', 'application/json')
        .send({ email: 'private@waypost.test', password: DEMO_PASSWORD })
        .expect(200);
      const next = sessionOf(again)!;
      expect(next).not.toBe(issued);
      await request(t.app.getHttpServer()).get('/api/auth/user').set('cookie', issued).expect(401);
      await request(t.app.getHttpServer()).get('/api/auth/user').set('cookie', next).expect(200);
    });
    // Failed sign-ins: throttled per (client, account), never a lock-out (api/src/access/login-throttle.int.spec.ts).
  });
});
