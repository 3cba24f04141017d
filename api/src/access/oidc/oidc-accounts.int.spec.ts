import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test-support/create-test-app';
import { returnToApp, startTestProvider, type TestProvider } from '../../../test-support/oidc-provider';

// Issue 22 items 13 and 14 against a real OpenID provider (oidc-provider in a child process) that puts the email in the
// ID token, as the one the review used did.
const PUBLIC_URL = 'http://127.0.0.1:3999';

describe('OIDC sign-in: which account an identity gets', () => {
  let idp: TestProvider;
  let t: TestApp;
  const ssoSignIn = async (agent: ReturnType<TestApp['anonymous']>, sub: string, start = '/api/login') => {
    const begun = await agent.get(start).expect(302);
    return returnToApp(agent, await idp.visit(begun.headers.location!, sub));
  };

  beforeAll(async () => {
    idp = await startTestProvider({ redirectUris: [`${PUBLIC_URL}/api/callback`], idTokenClaims: 'all' });
    t = await createTestApp({ env: { OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: 'waypost', OIDC_CLIENT_SECRET: 'secret', PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it('sends the browser to the provider with PKCE and a nonce, and the callback signs a new person in as a shipper', async () => {
    await idp.account('olivia-1', { email: 'olivia@idp.example', email_verified: true, given_name: 'Olivia', family_name: 'Oidc' });
    const agent = t.anonymous();
    const begun = await agent.get('/api/login?userType=business').expect(302);
    const authorize = new URL(begun.headers.location!);
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/callback`);
    const done = await returnToApp(agent, await idp.visit(begun.headers.location!, 'olivia-1')).expect(302);
    expect(done.headers.location).toBe('/');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ email: 'olivia@idp.example', emailVerified: true, firstName: 'Olivia', lastName: 'Oidc', role: 'shipper', userType: 'business' });
    const identities = await agent.get('/api/auth/identities').expect(200);
    expect(identities.body.singleSignOn).toBe(true);
    expect(identities.body.identities).toEqual([expect.objectContaining({ issuer: idp.issuer, subject: 'olivia-1', email: 'olivia@idp.example', emailVerified: true })]);
  });

  it('item 13: a provider user claiming admin@waypost.test with email_verified false does not become the admin', async () => {
    await idp.account('mallory', { email: 'admin@waypost.test', email_verified: false, name: 'Mallory Attacker' });
    const agent = t.anonymous();
    const res = await ssoSignIn(agent, 'mallory');
    const me = await agent.get('/api/auth/user');
    expect({ status: me.status, role: me.body?.role }).toEqual({ status: 401, role: undefined }); // not signed in at all, least of all as the admin
    expect(res.status).toBe(409);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('Sign in with your email and password, then link single sign-on from your account page.');
    const admin = await t.signIn('admin');
    expect((await admin.get('/api/auth/user').expect(200)).body).toMatchObject({ firstName: expect.not.stringContaining('Mallory') });
  });

  it('item 13: even a verified provider address never joins a staff account by itself', async () => {
    await idp.account('admin-lookalike', { email: 'admin@waypost.test', email_verified: true });
    const agent = t.anonymous();
    expect((await ssoSignIn(agent, 'admin-lookalike')).status).toBe(409);
    await agent.get('/api/auth/user').expect(401);
  });

  it('item 13: a verified provider address joins the verified shipper account of that address', async () => {
    await idp.account('shipper-sso', { email: 'SHIPPER@waypost.test', email_verified: true });
    const password = await t.signIn('shipper');
    const owner = (await password.get('/api/auth/user').expect(200)).body as { id: string };
    const agent = t.anonymous();
    expect((await ssoSignIn(agent, 'shipper-sso')).status).toBe(302);
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ id: owner.id, role: 'shipper' });
  });

  it('item 13: with OIDC_LINK_DOMAINS set, an address of another domain is not linked', async () => {
    const limited = await createTestApp({
      db: t.db,
      env: { OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: 'waypost', OIDC_CLIENT_SECRET: 'secret', PUBLIC_URL, OIDC_LINK_DOMAINS: 'corp.example' },
    });
    try {
      await idp.account('private-sso', { email: 'private@waypost.test', email_verified: true });
      const agent = limited.anonymous();
      const begun = await agent.get('/api/login').expect(302);
      const res = await returnToApp(agent, await idp.visit(begun.headers.location!, 'private-sso'));
      expect(res.status).toBe(409);
      await agent.get('/api/auth/user').expect(401);
    } finally {
      await limited.close();
    }
  });

  it("item 14: a password account registered first with a colleague's address neither receives the colleague's SSO sign-in nor keeps the address", async () => {
    const attacker = t.anonymous();
    await attacker
      .post('/api/signup')
      .set('accept', 'application/json')
      .send({ email: 'colleague@corp.example', password: 'attacker owns this account 1', firstName: 'Eve' })
      .expect(202);
    const squatter = (await attacker.post('/api/login').set('accept', 'application/json').send({ email: 'colleague@corp.example', password: 'attacker owns this account 1' }))
      .body as { user?: { id: string } };

    await idp.account('colleague', { email: 'colleague@corp.example', email_verified: true, given_name: 'Carla' });
    const colleague = t.anonymous();
    expect((await ssoSignIn(colleague, 'colleague')).status).toBe(302);
    const me = (await colleague.get('/api/auth/user').expect(200)).body as { id: string; email: string; emailVerified: boolean; firstName: string };
    expect(me).toMatchObject({ email: 'colleague@corp.example', emailVerified: true, firstName: 'Carla' });
    if (squatter.user) expect(me.id).not.toBe(squatter.user.id);

    // the attacker's password opens nothing of the colleague's, and the old confirmation link is dead
    await t.anonymous().post('/api/login').set('accept', 'application/json').send({ email: 'colleague@corp.example', password: 'attacker owns this account 1' }).expect(401);
    if (squatter.user) expect((await attacker.get('/api/auth/user').expect(200)).body.email).not.toBe('colleague@corp.example');
  });

  it('item 14: OIDC_ONLY=true refuses local sign-up and password sign-in with a clear message', async () => {
    // a sign-up from before OIDC_ONLY was turned on: its link does not sign in with the password either
    await t
      .anonymous()
      .post('/api/signup')
      .set('accept', 'application/json')
      .send({ email: 'before@corp.example', password: 'signed up before sso only 4', firstName: 'B' })
      .expect(202);
    const token = await t.verificationToken('before@corp.example');
    const only = await createTestApp({ db: t.db, env: { OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: 'waypost', OIDC_CLIENT_SECRET: 'secret', PUBLIC_URL, OIDC_ONLY: 'true' } });
    try {
      const agent = only.anonymous();
      const login = await agent.post('/api/login').set('accept', 'application/json').send({ email: 'shipper@waypost.test', password: DEMO_PASSWORD }).expect(403);
      expect(login.body.message).toMatch(/Passwords are turned off/);
      const form = await agent.post('/api/login').type('form').send({ email: 'shipper@waypost.test', password: DEMO_PASSWORD }).expect(403);
      expect(form.text).toContain('sign in with single sign-on');
      const signup = await agent
        .post('/api/signup')
        .set('accept', 'application/json')
        .send({ email: 'new@corp.example', password: 'a long unguessable phrase 7', firstName: 'N' })
        .expect(403);
      expect(signup.body.message).toMatch(/Passwords are turned off/);
      const confirm = await agent.post('/api/verify-email').set('accept', 'application/json').send({ token, password: 'signed up before sso only 4' }).expect(403);
      expect(confirm.body.message).toMatch(/Passwords are turned off/);
      await agent.post('/api/auth/cli-login').send({ email: 'shipper@waypost.test', password: DEMO_PASSWORD }).expect(403);
      const local = await agent.get('/api/login?mode=local').expect(302);
      expect(local.headers.location).toContain(idp.issuer);
      await agent.get('/api/auth/user').expect(401);
    } finally {
      await only.close();
    }
  });
});
