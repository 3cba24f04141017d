import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test-support/create-test-app';
import { returnToApp, startTestProvider, type TestProvider } from '../../../test-support/oidc-provider';

// Issue 22 item 13's way on: a signed-in account links a single sign-on identity from its account page.
const PUBLIC_URL = 'http://127.0.0.1:3999';

describe('linking a single sign-on identity from the account page', () => {
  let idp: TestProvider;
  let t: TestApp;
  const link = async (agent: ReturnType<TestApp['anonymous']>, sub: string) => {
    const begun = await agent.get('/api/auth/identities/link?returnTo=/account').expect(302);
    return returnToApp(agent, await idp.visit(begun.headers.location!, sub));
  };

  beforeAll(async () => {
    idp = await startTestProvider({ redirectUris: [`${PUBLIC_URL}/api/callback`] });
    t = await createTestApp({ env: { OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: 'waypost', OIDC_CLIENT_SECRET: 'secret', PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it('the admin, told to link after an SSO attempt, signs in with the password and links; SSO then opens the admin account', async () => {
    await idp.account('real-admin', { email: 'admin@waypost.test', email_verified: true });
    const attempt = t.anonymous();
    const begun = await attempt.get('/api/login').expect(302);
    expect((await returnToApp(attempt, await idp.visit(begun.headers.location!, 'real-admin'))).status).toBe(409);

    const admin = await t.signIn('admin');
    expect((await admin.get('/api/auth/identities').expect(200)).body).toEqual({ singleSignOn: true, identities: [] });
    const linked = await link(admin, 'real-admin');
    expect(linked.status).toBe(302);
    expect(linked.headers.location).toBe('/account');
    expect((await admin.get('/api/auth/identities').expect(200)).body.identities).toEqual([
      expect.objectContaining({ issuer: idp.issuer, subject: 'real-admin', email: 'admin@waypost.test' }),
    ]);

    const sso = t.anonymous();
    const again = await sso.get('/api/login').expect(302);
    expect((await returnToApp(sso, await idp.visit(again.headers.location!, 'real-admin'))).status).toBe(302);
    expect((await sso.get('/api/auth/user').expect(200)).body).toMatchObject({ email: 'admin@waypost.test', role: 'admin' });
  });

  it('an identity that belongs to another account is not moved; the link needs a signed-in account', async () => {
    await idp.account('taken', { email: 'taken@idp.example', email_verified: true });
    const owner = t.anonymous();
    const begun = await owner.get('/api/login').expect(302);
    await returnToApp(owner, await idp.visit(begun.headers.location!, 'taken')).expect(302);

    const shipper = await t.signIn('shipper');
    const refused = await link(shipper, 'taken');
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('belongs to another Waypost account');
    expect((await shipper.get('/api/auth/identities').expect(200)).body.identities).toEqual([]);
    await t.anonymous().get('/api/auth/identities/link').expect(401);
  });

  it('a link flow finished in a browser where another account has signed in meanwhile links nothing', async () => {
    await idp.account('switch', { email: 'switch@idp.example', email_verified: true });
    const browser = await t.signIn('private');
    const begun = await browser.get('/api/auth/identities/link').expect(302);
    const back = await idp.visit(begun.headers.location!, 'switch');
    await browser.post('/api/login').set('accept', 'application/json').send({ email: 'shipper@waypost.test', password: DEMO_PASSWORD }).expect(200);
    expect((await returnToApp(browser, back)).status).toBe(409);
    expect((await browser.get('/api/auth/identities').expect(200)).body.identities).toEqual([]);
    expect((await (await t.signIn('private')).get('/api/auth/identities').expect(200)).body.identities).toEqual([]);
  });
});
