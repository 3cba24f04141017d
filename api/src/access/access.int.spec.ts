import { ACCESS_MESSAGES } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';

describe('sign-in, sessions, roles and API tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '600' } });
  });
  afterAll(() => t.close());

  it('shows the sign-in page, and the sign-up variant for a user type', async () => {
    const page = await t.anonymous().get('/api/login?userType=business').expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('Sign in to Waypost Business');
    expect(page.text).toContain('shipper@waypost.test'); // demo accounts are listed on the embedded default
    const signup = await t.anonymous().get('/api/login?mode=signup&userType=private').expect(200);
    expect(signup.text).toContain('Create your Personal Waypost account');
  });

  it('signs in with a form post: httpOnly SameSite=Lax session cookie, redirect to /, then /api/auth/user', async () => {
    const agent = t.anonymous();
    await agent.get('/api/auth/user').expect(401);
    const res = await agent.post('/api/login').type('form').send({ email: 'shipper@waypost.test', password: 'waypost-demo' }).expect(302);
    expect(res.headers.location).toBe('/');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/waypost_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/);
    expect(cookie).not.toContain('Secure');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      email: 'shipper@waypost.test',
      firstName: 'Sam',
      lastName: 'Shipper',
      profileImageUrl: null,
      role: 'shipper',
      userType: 'business',
      emailVerified: true,
    });
    expect(JSON.stringify(me.body)).not.toContain('password');
    await agent.get('/api/logout').expect(302);
    await agent.get('/api/auth/user').expect(401);
  });

  it('marks the cookie Secure behind TLS and only redirects to local paths', async () => {
    const res = await t
      .anonymous()
      .post('/api/login')
      .set('x-forwarded-proto', 'https')
      .type('form')
      .send({ email: 'private@waypost.test', password: 'waypost-demo', returnTo: '//evil.example/x' })
      .expect(302);
    expect(String(res.headers['set-cookie'])).toContain('Secure');
    expect(res.headers.location).toBe('/');
  });

  it('issues a new session id at every sign-in (no session fixation)', async () => {
    const agent = t.anonymous();
    const first = await agent.post('/api/login').type('form').send({ email: 'agent@waypost.test', password: 'waypost-demo' });
    const second = await agent.post('/api/login').type('form').send({ email: 'agent@waypost.test', password: 'waypost-demo' });
    const id = (r: { headers: Record<string, unknown> }) => /waypost_session=([^;]+)/.exec(String(r.headers['set-cookie']))![1];
    expect(id(first)).not.toBe(id(second));
    // the first session was ended when the second began
    await t
      .anonymous()
      .get('/api/auth/user')
      .set('cookie', `waypost_session=${id(first)}`)
      .expect(401);
  });

  it('rejects wrong passwords without saying which part was wrong, then makes that client wait', async () => {
    const agent = t.anonymous();
    for (let i = 0; i < 3; i++) {
      const r = await agent
        .post('/api/login')
        .set('accept', 'application/json')
        .send({ email: 'private@waypost.test', password: `wrong-password-${i}` });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('Email or password is incorrect.');
    }
    const waiting = await agent.post('/api/login').set('accept', 'application/json').send({ email: 'private@waypost.test', password: 'waypost-demo' });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(waiting.body.message).toMatch(/Too many sign-in attempts/);
  });

  it('signs up with the same answer for any address; the account signs in once created and confirms its address by the mailed link', async () => {
    const agent = t.anonymous();
    const res = await agent
      .post('/api/signup')
      .set('accept', 'application/json')
      .send({ email: 'New.User@example.com', password: 'a-long-password', firstName: 'Nia', lastName: 'New', userType: 'private' })
      .expect(202);
    expect(res.body).toEqual({ status: 'verification_sent', email: 'New.User@example.com', message: ACCESS_MESSAGES.checkInbox('New.User@example.com') });
    expect(res.headers['set-cookie']).toBeUndefined();
    await agent.get('/api/auth/user').expect(401);
    const signedIn = t.anonymous();
    await signedIn.post('/api/login').set('accept', 'application/json').send({ email: 'new.user@example.com', password: 'a-long-password' }).expect(200);
    expect((await signedIn.get('/api/auth/user').expect(200)).body).toMatchObject({
      email: 'new.user@example.com',
      firstName: 'Nia',
      role: 'shipper',
      userType: 'private',
      emailVerified: false,
    });
    const token = await t.verificationToken('new.user@example.com');
    await signedIn.post('/api/verify-email').set('accept', 'application/json').send({ token }).expect(200);
    expect((await signedIn.get('/api/auth/user').expect(200)).body.emailVerified).toBe(true);

    const taken = await t
      .anonymous()
      .post('/api/signup')
      .set('accept', 'application/json')
      .send({ email: 'NEW.USER@example.com', password: 'another-long-password', firstName: 'X' });
    expect(taken.status).toBe(202);
    expect(taken.body).toEqual({ status: 'verification_sent', email: 'NEW.USER@example.com', message: ACCESS_MESSAGES.checkInbox('NEW.USER@example.com') });
    const bad = await t.anonymous().post('/api/signup').set('accept', 'application/json').send({ email: 'not-an-email', password: 'short', firstName: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { field: string }) => i.field).sort()).toEqual(['email', 'firstName', 'password']);
  });

  it('creates, lists, uses and revokes API tokens (Authorization: Bearer)', async () => {
    const cli = await t.anonymous().post('/api/auth/cli-login').send({ email: 'shipper@waypost.test', password: 'waypost-demo', name: 'laptop' }).expect(201);
    expect(cli.body.token).toMatch(/^wp_/);
    const bearer = `Bearer ${cli.body.token}`;
    expect((await t.anonymous().get('/api/auth/user').set('authorization', bearer).expect(200)).body.email).toBe('shipper@waypost.test');
    const created = await t.anonymous().post('/api/auth/tokens').set('authorization', bearer).send({ name: 'integration' }).expect(201);
    const list = await t.anonymous().get('/api/auth/tokens').set('authorization', bearer).expect(200);
    expect(list.body.map((x: { name: string }) => x.name)).toEqual(['laptop', 'integration']);
    expect(JSON.stringify(list.body)).not.toContain('wp_');
    await t.anonymous().delete(`/api/auth/tokens/${created.body.id}`).set('authorization', bearer).expect(204);
    // ids are UUIDs: anything else (36 hyphens included) is not found, never a database error
    for (const id of ['-'.repeat(36), 'not-a-token', `${created.body.id}0`]) await t.anonymous().delete(`/api/auth/tokens/${id}`).set('authorization', bearer).expect(404);
    await t.anonymous().get('/api/auth/user').set('authorization', `Bearer ${created.body.token}`).expect(401);
    await t.anonymous().get('/api/auth/user').set('authorization', 'Bearer wp_not-a-token').expect(401);
  });

  it('enforces roles: only admins see projections, only admins and auditors read raw streams', async () => {
    const shipper = await t.signIn('shipper');
    const admin = await t.signIn('admin');
    await shipper.get('/api/projections').expect(403);
    const status = await admin.get('/api/projections').expect(200);
    expect(status.body.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['shipments', 'tracking']));
    await shipper.get('/api/events/shipment-x').expect(403);
    await admin.get('/api/events/shipment-does-not-exist').expect(404);
  });

  it('serves the platform config to anyone', async () => {
    expect((await t.anonymous().get('/api/platform/config').expect(200)).body).toEqual({ isProductionMode: false });
  });
});
