import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { returnToApp, startTestProvider, type TestProvider } from '../../../test-support/oidc-provider';

// Issue 22 item 15: a provider that puts only `sub` in the ID token (oidc-provider's default, and many others').
const PUBLIC_URL = 'http://127.0.0.1:3999';

describe('OIDC claims from the userinfo endpoint', () => {
  let idp: TestProvider;
  let t: TestApp;
  const ssoSignIn = async (agent: ReturnType<TestApp['anonymous']>, sub: string) => {
    const begun = await agent.get('/api/login').expect(302);
    return returnToApp(agent, await idp.visit(begun.headers.location!, sub));
  };

  beforeAll(async () => {
    idp = await startTestProvider({ redirectUris: [`${PUBLIC_URL}/api/callback`], idTokenClaims: 'sub' });
    t = await createTestApp({ env: { OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: 'waypost', OIDC_CLIENT_SECRET: 'secret', PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it('item 15: a provider that puts only sub in the ID token: the name comes from userinfo, and a changed name heals at the next sign-in', async () => {
    await idp.account('nameless', { email: 'nina@idp.example', email_verified: true, given_name: 'Nina', family_name: 'Old', picture: 'https://img.idp.example/n.png' });
    const agent = t.anonymous();
    expect((await ssoSignIn(agent, 'nameless')).status).toBe(302);
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ firstName: 'Nina', lastName: 'Old', profileImageUrl: 'https://img.idp.example/n.png' });

    await idp.account('nameless', { email: 'nina@idp.example', email_verified: true, name: 'Nina New' });
    const again = t.anonymous();
    expect((await ssoSignIn(again, 'nameless')).status).toBe(302);
    expect((await again.get('/api/auth/user').expect(200)).body).toMatchObject({ firstName: 'Nina', lastName: 'New' });
  });
});
