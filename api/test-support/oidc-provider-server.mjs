// ── A real, certified OpenID provider (panva's oidc-provider) for the integration tests ──
// Run as its own Node process (it ships only ES modules; jest runs CommonJS): `node oidc-provider-server.mjs`.
// It prints one JSON line {"issuer": "..."} once it listens on 127.0.0.1. Besides the provider's own endpoints:
//   POST /__test/accounts {sub, claims}: the claims (userinfo) of an account, replaced on every call;
//   GET  /interaction/:uid: the provider's log-in step, answered at once for the account named by the authorization
//        request's login_hint; login_hint=cancel answers as a user who cancelled (error access_denied).
// Configuration (environment): OIDC_TEST_CLIENT_SECRET, OIDC_TEST_REDIRECT_URIS and OIDC_TEST_POST_LOGOUT_URIS
// (comma-separated); OIDC_TEST_ID_TOKEN_CLAIMS=all puts the scopes' claims (email, profile) in the ID token too, as
// many providers do; by default (oidc-provider's conformIdTokenClaims) the ID token carries only `sub` and they come
// from the userinfo endpoint.
import { createServer } from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import Provider from 'oidc-provider';

const accounts = new Map();
const list = (v) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const jwk = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };

const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'waypost',
        client_secret: process.env.OIDC_TEST_CLIENT_SECRET ?? 'secret',
        redirect_uris: list(process.env.OIDC_TEST_REDIRECT_URIS),
        post_logout_redirect_uris: list(process.env.OIDC_TEST_POST_LOGOUT_URIS),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['waypost-test-cookies'] },
    pkce: { required: () => true },
    conformIdTokenClaims: process.env.OIDC_TEST_ID_TOKEN_CLAIMS !== 'all',
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture', 'groups', 'roles'],
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      if (!accounts.has(sub)) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...accounts.get(sub) }) };
    },
  });
  const callback = provider.callback();

  server.on('request', async (req, res) => {
    try {
      if (req.url === '/__test/accounts' && req.method === 'POST') {
        let body = '';
        for await (const chunk of req) body += chunk;
        const { sub, claims } = JSON.parse(body);
        accounts.set(sub, claims ?? {});
        return res.writeHead(204).end();
      }
      if (req.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        const hint = String(details.params.login_hint ?? '');
        if (hint === 'cancel' || !accounts.has(hint)) {
          const error = hint === 'cancel' ? 'access_denied' : 'login_required';
          return await provider.interactionFinished(req, res, { error, error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
        }
        const grant = new provider.Grant({ accountId: hint, clientId: details.params.client_id });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        return await provider.interactionFinished(req, res, { login: { accountId: hint }, consent: { grantId } }, { mergeWithLastSubmission: false });
      }
      return callback(req, res);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.stack ?? error));
    }
  });
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
});
