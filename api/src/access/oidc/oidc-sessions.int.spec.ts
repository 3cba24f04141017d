import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { returnToApp, startTestProvider, type TestProvider } from '../../../test-support/oidc-provider';

// Issue 22 item 18: sign-out ends the provider session; the flow cookie is signed; an address the provider does not
// vouch for reserves nothing; two sign-ins started in one browser both complete.
const PUBLIC_URL = 'http://127.0.0.1:3999';

describe('OIDC sessions and flows', () => {
  let idp: TestProvider;
  let t: TestApp;

  beforeAll(async () => {
    idp = await startTestProvider({ redirectUris: [`${PUBLIC_URL}/api/callback`], postLogoutUris: [`${PUBLIC_URL}/`], idTokenClaims: 'all' });
    t = await createTestApp({ env: { OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: 'waypost', OIDC_CLIENT_SECRET: 'secret', PUBLIC_URL } });
    await idp.account('sam', { email: 'sam@idp.example', email_verified: true, given_name: 'Sam' });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it('sign-out of a single sign-on session also ends the provider session (end_session_endpoint, id_token_hint)', async () => {
    const agent = t.anonymous();
    const begun = await agent.get('/api/login').expect(302);
    await returnToApp(agent, await idp.visit(begun.headers.location!, 'sam')).expect(302);
    await agent.get('/api/auth/user').expect(200);

    const out = await agent.get('/api/logout').expect(302);
    const endSession = new URL(out.headers.location!);
    expect(endSession.origin).toBe(idp.issuer);
    expect(endSession.pathname).toBe('/session/end');
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/`);
    await agent.get('/api/auth/user').expect(401);
    // the provider accepts the request (it shows its sign-out confirmation, no error)
    expect((await fetch(endSession, { redirect: 'manual' })).status).toBe(200);

    // a password session signs out to / as before
    const password = await t.signIn('shipper');
    expect((await password.get('/api/logout').expect(302)).headers.location).toBe('/');
  });

  it('the flow cookie is signed: an edited returnTo is refused', async () => {
    const agent = t.anonymous();
    const begun = await agent.get('/api/login?returnTo=/dashboard').expect(302);
    const cookie = begun.headers['set-cookie']![0]!.split(';')[0]!;
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))];
    const [payload, signature] = value.split('.');
    const flow = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { returnTo: string };
    expect(flow.returnTo).toBe('/dashboard');
    const edited = Buffer.from(JSON.stringify({ ...flow, returnTo: '/admin' })).toString('base64url');

    const callback = await idp.visit(begun.headers.location!, 'sam');
    const forged = await t
      .anonymous()
      .get(`${callback.pathname}${callback.search}`)
      .set('cookie', `${name}=${encodeURIComponent(`${edited}.${signature}`)}`);
    expect(forged.status).toBe(400);
    expect(forged.text).toContain('The sign-in information kept in your browser was changed');
    expect(forged.headers.location).toBeUndefined();
  });

  it('an address the provider does not vouch for reserves nothing: a later sign-up with it gets its own account', async () => {
    await idp.account('dana-sso', { email: 'dana@example.org', email_verified: false, given_name: 'Dana' });
    const sso = t.anonymous();
    const begun = await sso.get('/api/login').expect(302);
    await returnToApp(sso, await idp.visit(begun.headers.location!, 'dana-sso')).expect(302);
    const ssoUser = (await sso.get('/api/auth/user').expect(200)).body as { id: string; email: string; emailVerified: boolean };
    expect(ssoUser.email).not.toBe('dana@example.org');
    expect(ssoUser.emailVerified).toBe(false);

    const owner = await t.signUp({ email: 'dana@example.org', password: 'the real owner of this mailbox 9' });
    const ownerUser = (await owner.get('/api/auth/user').expect(200)).body as { id: string; email: string; emailVerified: boolean };
    expect(ownerUser).toMatchObject({ email: 'dana@example.org', emailVerified: true });
    expect(ownerUser.id).not.toBe(ssoUser.id);
    // and the SSO identity still signs in to its own account, not the owner's
    const again = t.anonymous();
    const second = await again.get('/api/login').expect(302);
    await returnToApp(again, await idp.visit(second.headers.location!, 'dana-sso')).expect(302);
    expect((await again.get('/api/auth/user').expect(200)).body.id).toBe(ssoUser.id);
  });

  it('two sign-ins started in one browser both complete', async () => {
    const agent = t.anonymous();
    const first = await agent.get('/api/login?returnTo=/first').expect(302);
    const second = await agent.get('/api/login?returnTo=/second').expect(302);
    const secondBack = await idp.visit(second.headers.location!, 'sam');
    const firstBack = await idp.visit(first.headers.location!, 'sam');
    expect((await returnToApp(agent, secondBack).expect(302)).headers.location).toBe('/second');
    expect((await returnToApp(agent, firstBack).expect(302)).headers.location).toBe('/first');
    await agent.get('/api/auth/user').expect(200);
  });
});
