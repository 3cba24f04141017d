import { createServer, type Server } from 'node:http';
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';

// A small OpenID Connect provider on 127.0.0.1: discovery, token endpoint (checks the PKCE verifier) and JWKS.
function startIdentityProvider() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { challenge: string; clientId: string }>();
  const b64 = (v: object | Buffer) => Buffer.from(Buffer.isBuffer(v) ? v : JSON.stringify(v)).toString('base64url');
  let issuer = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      // the user "signs in" at once: hand out a code bound to the PKCE challenge
      const code = randomUUID();
      codes.set(code, { challenge: url.searchParams.get('code_challenge')!, clientId: url.searchParams.get('client_id')! });
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      back.searchParams.set('iss', issuer);
      return res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const { createHash } = require('node:crypto') as typeof import('node:crypto');
        if (!grant || createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return json(400, { error: 'invalid_grant' });
        codes.delete(form.get('code')!);
        const now = Math.floor(Date.now() / 1000);
        const header = b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' });
        const claims = b64({ iss: issuer, sub: 'oidc-user-1', aud: grant.clientId, iat: now, exp: now + 300, email: 'olivia@idp.example', given_name: 'Olivia', family_name: 'Oidc' });
        const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(privateKey).toString('base64url');
        return json(200, { access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: `${header}.${claims}.${signature}` });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  return new Promise<{ issuer: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ issuer, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

describe('OIDC sign-in through openid-client', () => {
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startIdentityProvider();
    t = await createTestApp({ env: { OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: 'waypost', OIDC_CLIENT_SECRET: 'secret', PUBLIC_URL: 'http://127.0.0.1:3999' } });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  it('sends the browser to the provider with PKCE, and the callback signs the user in as a new shipper', async () => {
    const agent = t.anonymous();
    const start = await agent.get('/api/login?userType=business').expect(302);
    const authorize = new URL(start.headers.location!);
    expect(authorize.origin + authorize.pathname).toBe(`${idp.issuer}/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3999/api/callback');

    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    const done = await agent.get(`${callback.pathname}${callback.search}`).expect(302);
    expect(done.headers.location).toBe('/');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ email: 'olivia@idp.example', firstName: 'Olivia', lastName: 'Oidc', role: 'shipper', userType: 'business' });
  });

  it('refuses a callback whose state does not match the flow', async () => {
    const agent = t.anonymous();
    const start = await agent.get('/api/login').expect(302);
    const atProvider = await fetch(new URL(start.headers.location!), { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    callback.searchParams.set('state', 'forged');
    const res = await agent.get(`${callback.pathname}${callback.search}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Sign-in failed/);
    await agent.get('/api/auth/user').expect(401);
  });

  it('still offers the local sign-in page with mode=local', async () => {
    const page = await t.anonymous().get('/api/login?mode=local').expect(200);
    expect(page.text).toContain('Sign in to Waypost');
  });
});
