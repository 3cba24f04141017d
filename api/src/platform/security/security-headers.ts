import fastifyHelmet from '@fastify/helmet';
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

export async function registerSecurityHeaders(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyHelmet as never, {
    global: true,
    contentSecurityPolicy: { useDefaults: true, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  } as never);
}
