import { ACCESS_MESSAGES } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { DEMO_PASSWORD } from './demo-seed';

// ── Issue 22 items 8, 9, 10 over the real app: weak passwords, returnTo, sign-out from another site ──

describe('sign-up passwords, returnTo and cross-site sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('item 8: guessable passwords are refused, saying why', () => {
    it.each([
      ['eight spaces', '        ', ACCESS_MESSAGES.blankPassword],
      ['password', 'password', 'is too easy to guess: This is a heavily used password.'],
      ['12345678', '12345678', 'is too easy to guess: This is a heavily used password.'],
    ])('%s: 400 naming the password field, and no account', async (_name, password, message) => {
      const email = `weak-${Buffer.from(password).toString('hex')}@example.com`;
      const res = await t.anonymous().post('/api/signup').set('accept', 'application/json').send({ email, password, firstName: 'Wes' });
      expect(res.status).toBe(400);
      expect(res.body.issues).toHaveLength(1);
      expect(res.body.issues[0].field).toBe('password');
      expect(res.body.issues[0].message.startsWith(message)).toBe(true);
      expect((await t.resources.pool.query('SELECT 1 FROM users WHERE email = $1', [email])).rowCount).toBe(0);
      expect(await t.outbox(email)).toEqual([]);
    });

    it('the sign-up page shows the reason beside the form', async () => {
      const res = await t.anonymous().post('/api/signup').type('form').send({ email: 'weak.page@example.com', password: '12345678', firstName: 'Wes' }).expect(400);
      expect(res.text).toContain('<p class="error" role="alert">password is too easy to guess: This is a heavily used password.');
      expect(res.text).toContain('At least 8 characters, and hard to guess');
    });
  });

  describe('item 9: returnTo leads only to a path on this site', () => {
    const signIn = (returnTo: string) => t.anonymous().post('/api/login').type('form').send({ email: 'shipper@waypost.test', password: DEMO_PASSWORD, returnTo });

    it.each(['/\\evil.example', '/\\/evil.example/path', '//evil.example', 'https://evil.example/', '/\r\nSet-Cookie: x=1', '/ok\r\nLocation: https://evil.example'])(
      '%j: signed in and sent to /',
      async (returnTo) => {
        const res = await signIn(returnTo);
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe('/');
        expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^waypost_session=/)]);
      },
    );

    it('a same-origin path is kept', async () => {
      expect((await signIn('/tracking?number=2PG-1#top')).headers.location).toBe('/tracking?number=2PG-1#top');
    });

    it('the sign-in page does not carry a foreign returnTo into its form', async () => {
      const page = await t.anonymous().get('/api/login').query({ returnTo: '/\\evil.example' }).expect(200);
      expect(page.text).toContain('<input type="hidden" name="returnTo" value="/">');
      const crlf = await t.anonymous().get('/api/login?returnTo=%2Fa%0D%0ASet-Cookie:%20x=1').expect(200);
      expect(crlf.text).toContain('<input type="hidden" name="returnTo" value="/">');
    });
  });

  describe('item 10: /api/logout followed from another site asks first', () => {
    const stillSignedIn = async (agent: Awaited<ReturnType<TestApp['signIn']>>) => (await agent.get('/api/auth/user')).status === 200;

    it.each([
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
      ['a Referer of another site', { referer: 'https://evil.example/page' }],
      ['an Origin of another site', { origin: 'https://evil.example' }],
    ])('%s: a page with a sign-out button, still signed in', async (_name, headers) => {
      const agent = await t.signIn('private');
      const res = await agent
        .get('/api/logout')
        .set(headers as Record<string, string>)
        .expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain(`<h1>${ACCESS_MESSAGES.signOutTitle}</h1>`);
      expect(res.text).toContain(ACCESS_MESSAGES.signOutCrossSite);
      expect(res.text).toContain('<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>');
      expect(await stillSignedIn(agent)).toBe(true);
    });

    it("the page's button signs out (a same-origin form post), a forged cross-site post is refused", async () => {
      const agent = await t.signIn('private');
      await agent.post('/api/logout').type('form').set({ origin: 'https://evil.example' }).send({}).expect(403);
      await agent.post('/api/logout').type('form').set({ 'sec-fetch-site': 'cross-site' }).send({}).expect(403);
      expect(await stillSignedIn(agent)).toBe(true);
      const res = await agent
        .post('/api/logout')
        .type('form')
        .set({ host: 'waypost.example', origin: 'https://waypost.example', 'sec-fetch-site': 'same-origin' })
        .send({})
        .expect(303);
      expect(res.headers.location).toBe('/');
      expect(await stillSignedIn(agent)).toBe(false);
    });

    it('the same-site navigation (the avatar menu, a typed URL) still signs out at once', async () => {
      for (const headers of [{ 'sec-fetch-site': 'same-origin', referer: 'http://waypost.example/dashboard', host: 'waypost.example' }, { 'sec-fetch-site': 'none' }, {}]) {
        const agent = await t.signIn('private');
        const res = await agent.get('/api/logout').set(headers).expect(302);
        expect(res.headers.location).toBe('/');
        expect(await stillSignedIn(agent)).toBe(false);
      }
    });
  });
});
