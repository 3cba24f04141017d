import { createServer } from 'node:net';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { returnToApp, startTestProvider, type TestProvider } from '../../../test-support/oidc-provider';

// Issue 22 item 17: a provider that is down, misconfigured, slow or refused: a plain page with the right status, and a
// log line that names the kind of failure; readiness reports the provider.
const PUBLIC_URL = 'http://127.0.0.1:3999';
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('OIDC sign-in when the provider fails', () => {
  let idp: TestProvider;
  let t: TestApp;
  const logged: string[] = [];
  // the apps' JSON log lines
  const logTo = { write: (line: string) => void logged.push(line) };
  const oidcEnv = (over: Record<string, string> = {}) => ({
    OIDC_ISSUER_URL: idp.issuer,
    OIDC_CLIENT_ID: 'waypost',
    OIDC_CLIENT_SECRET: 'secret',
    PUBLIC_URL,
    LOG_LEVEL: 'info',
    OIDC_TIMEOUT_SECONDS: '2',
    ...over,
  });
  const withApp = async (env: Record<string, string>, run: (app: TestApp) => Promise<void>) => {
    const app = await createTestApp({ db: t.db, env: oidcEnv(env), logTo });
    try {
      await run(app);
    } finally {
      await app.close();
    }
  };
  const expectPage = (res: { status: number; headers: Record<string, string>; text: string }, status: number, sentence: RegExp) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(sentence);
    expect(res.text).not.toMatch(/statusCode|"message"/);
  };

  beforeAll(async () => {
    idp = await startTestProvider({ redirectUris: [`${PUBLIC_URL}/api/callback`] });
    t = await createTestApp({ env: oidcEnv(), logTo });
    await idp.account('ok-user', { email: 'ok@idp.example', email_verified: true, given_name: 'Ok' });
  });
  beforeEach(() => void logged.splice(0));
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it('provider down: /api/login answers 503 with a page, logs it, and readiness reports the provider', async () => {
    await withApp({ OIDC_ISSUER_URL: `http://127.0.0.1:${await closedPort()}` }, async (down) => {
      const res = await down.anonymous().get('/api/login');
      expectPage(res, 503, /Waypost cannot reach the identity provider right now/);
      expect(logged.some((l) => /OIDC unreachable/.test(l))).toBe(true);
      const health = await down.anonymous().get('/api/health').expect(200);
      expect(health.body).toMatchObject({ status: 'degraded', identityProvider: { status: 'unreachable' } });
    });
    const healthy = await t.anonymous().get('/api/health').expect(200);
    expect(healthy.body).toMatchObject({ status: 'ok', identityProvider: { status: 'ok', issuer: idp.issuer } });
  });

  it('discovery names another issuer: 503 with a page, logged as an issuer mismatch', async () => {
    await withApp({ OIDC_ISSUER_URL: idp.issuer.replace('127.0.0.1', 'localhost') }, async (mismatch) => {
      const res = await mismatch.anonymous().get('/api/login');
      expectPage(res, 503, /did not identify itself as the one Waypost is set up for/);
      expect(logged.some((l) => /OIDC issuer-mismatch/.test(l))).toBe(true);
    });
  });

  it('the user cancels at the provider (access_denied): a plain sentence, logged as cancelled', async () => {
    const agent = t.anonymous();
    const begun = await agent.get('/api/login').expect(302);
    const res = await returnToApp(agent, await idp.visit(begun.headers.location!, 'cancel'));
    expectPage(res, 400, /You cancelled signing in at the identity provider/);
    expect(logged.some((l) => /OIDC cancelled .*access_denied/.test(l))).toBe(true);
    await agent.get('/api/auth/user').expect(401);
  });

  it('a wrong client secret (invalid_client): a page saying it is a setup problem, logged as client-rejected', async () => {
    await withApp({ OIDC_CLIENT_SECRET: 'not-the-secret' }, async (wrong) => {
      const agent = wrong.anonymous();
      const begun = await agent.get('/api/login').expect(302);
      const res = await returnToApp(agent, await idp.visit(begun.headers.location!, 'ok-user'));
      expectPage(res, 502, /refused to recognise Waypost/);
      expect(logged.some((l) => /OIDC client-rejected .*invalid_client/.test(l))).toBe(true);
    });
  });

  it('a provider that stops answering: 504 with a page once the timeout passes, logged as a timeout', async () => {
    const agent = t.anonymous();
    const begun = await agent.get('/api/login').expect(302);
    const callback = await idp.visit(begun.headers.location!, 'ok-user');
    idp.pause();
    try {
      const res = await returnToApp(agent, callback);
      expectPage(res, 504, /took too long to answer/);
      expect(logged.some((l) => /OIDC timeout/.test(l))).toBe(true);
    } finally {
      idp.resume();
    }
  });

  it('a forged state: refused with a page, not JSON', async () => {
    const agent = t.anonymous();
    const begun = await agent.get('/api/login').expect(302);
    const callback = await idp.visit(begun.headers.location!, 'ok-user');
    callback.searchParams.set('state', 'forged-state-forged-state-forged-state-123');
    expectPage(await returnToApp(agent, callback), 400, /This sign-in took too long or was already used/);
    await agent.get('/api/auth/user').expect(401);
  });
});
