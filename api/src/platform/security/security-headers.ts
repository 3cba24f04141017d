import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

// ── Security headers on every answer (helmet), with a CSP the built web app runs under ──
// The Vite build has no inline script (one module script + modulepreload links), so scripts are 'self' only.
// Styles keep 'unsafe-inline': the server-rendered sign-in page has a <style> block and UI libraries set
// style attributes. Images: the app's own, data: (the favicon), blob: (photo previews) and https: (an OIDC
// provider's profile picture). No upgrade-insecure-requests: `npm start` serves plain http on 127.0.0.1, where
// upgrading the app's own requests to https would break it; behind TLS, HSTS does that job.

export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'upgrade-insecure-requests': null,
};

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: true, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
} as const;

/** helmet's headers for these options, computed once: none depends on the request (no CSP nonces). */
export function securityHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const response = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader: () => undefined };
  helmet(HELMET_OPTIONS as never)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** First onRequest hook: every answer (routes, 404s, errors, static files) carries the headers. @fastify/helmet
 * rebuilt helmet's middleware (CSP parsing included) for every request; the result is the same each time. */
export async function registerSecurityHeaders(app: NestFastifyApplication): Promise<void> {
  const headers = securityHeaders();
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
}
