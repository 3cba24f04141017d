import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import type request from 'supertest';

// ── Starts oidc-provider (./oidc-provider-server.mjs) in a child process and drives a browser's visit to it ──

export interface TestProvider {
  issuer: string;
  /** Sets (replaces) the claims the provider holds for an account: its userinfo answer. */
  account(sub: string, claims: Record<string, unknown>): Promise<void>;
  /**
   * Follows the provider's redirects as a browser would, signing in as `sub` (or cancelling with 'cancel'); returns the
   * URL the provider sends the browser back to (the app's callback).
   */
  visit(authorizeUrl: string, sub: string): Promise<URL>;
  /** SIGSTOP / SIGCONT: a provider that stops answering (timeouts). */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startTestProvider(options: {
  redirectUris: string[];
  postLogoutUris?: string[];
  clientSecret?: string;
  /** 'all': the ID token carries email and profile claims too; 'sub' (default): only sub, the rest from userinfo. */
  idTokenClaims?: 'all' | 'sub';
}): Promise<TestProvider> {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'oidc-provider-server.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      OIDC_TEST_CLIENT_SECRET: options.clientSecret ?? 'secret',
      OIDC_TEST_REDIRECT_URIS: options.redirectUris.join(','),
      OIDC_TEST_POST_LOGOUT_URIS: (options.postLogoutUris ?? []).join(','),
      OIDC_TEST_ID_TOKEN_CLAIMS: options.idTokenClaims ?? 'sub',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`oidc-provider exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
  });
  return {
    issuer,
    async account(sub, claims) {
      const res = await fetch(`${issuer}/__test/accounts`, { method: 'POST', body: JSON.stringify({ sub, claims }) });
      if (res.status !== 204) throw new Error(`could not set the account: ${res.status}`);
    },
    async visit(authorizeUrl, sub) {
      const jar = new Map<string, string>();
      let url = new URL(authorizeUrl);
      url.searchParams.set('login_hint', sub);
      for (let hop = 0; hop < 10; hop++) {
        const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
        for (const cookie of res.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const eq = pair.indexOf('=');
          jar.set(pair.slice(0, eq), pair.slice(eq + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
        url = new URL(location, url);
        if (url.origin !== issuer) return url;
      }
      throw new Error('too many redirects at the provider');
    },
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGCONT');
        child.kill('SIGTERM');
      }),
  };
}

/** GET the callback URL the provider sent the browser to, on the app, with the agent's cookies. */
export const returnToApp = (agent: ReturnType<typeof request.agent>, callback: URL) => agent.get(`${callback.pathname}${callback.search}`);
