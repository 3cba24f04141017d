import 'reflect-metadata';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppModule, migrateContexts } from './app.module';
import { ApiExceptionFilter } from './platform/http/exception.filter';
import type { PlatformResources } from './platform/resources';
import type { Logger } from './platform/logger';
import { registerSecurityHeaders } from './platform/security/security-headers';
import { registerCrossSiteRequestGuard } from './platform/security/cross-site-request-guard';
import { registerRequestHeaderCheck } from './platform/http/request-headers';
import { registerParameterCheck } from './platform/http/request-parameters';
import { registerReadYourWrites } from './platform/read-your-writes/read-your-writes';
import { registerRequestContext, requestIdOf } from './platform/http/request-context';
import { nestLogs } from './platform/http/nest-logs';
import { SESSION_COOKIE, readCookie, setCookie } from './access/cookies';
import type { RequestUser } from './platform/auth/auth.decorators';
import { serverI18n } from './platform/i18n/server-i18n';

// ── Builds the HTTP app (used by main.ts and by the API tests) ───────────────

export async function createApp(resources: PlatformResources, logger: Logger): Promise<NestFastifyApplication> {
  serverI18n(); // the message catalogues of api/locales, loaded at start: a missing or broken one stops it here
  await migrateContexts(resources);
  // X-Forwarded-* only from the proxies named in TRUSTED_PROXIES: otherwise any client could pick its own address.
  const trusted = resources.config.TRUSTED_PROXIES;
  // The request id: a safe X-Request-Id the client sent, else a new UUID (platform/http/request-context.ts).
  const adapter = new FastifyAdapter({ bodyLimit: 1_048_576, trustProxy: trusted.length ? trusted : false, logger: false, genReqId: requestIdOf });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(resources), adapter, { bufferLogs: true });
  app.useLogger(nestLogs(app));
  registerRequestContext(app);
  // first: security headers on every answer, and cross-site writes refused before any route runs
  await registerSecurityHeaders(app);
  registerCrossSiteRequestGuard(app, { trustedOrigins: resources.config.PUBLIC_URL ? [resources.config.PUBLIC_URL] : [] });
  registerRequestHeaderCheck(app);
  registerParameterCheck(app);
  registerReadYourWrites(app, {
    watch: resources.checkpoints,
    readModels: resources.readModels,
    waitMs: resources.config.READ_YOUR_WRITES_WAIT_MS,
    credentialOf,
    actorOf: (request) => (request as FastifyRequest & { user?: RequestUser }).user?.id,
    readCookie,
    setCookie,
  });
  const webDist = resolveWebDist(resources.config.WEB_DIST_DIR);
  if (webDist) await app.register(fastifyStatic as never, { root: webDist, wildcard: false, index: false, maxAge: '1h' } as never);
  const index = webDist ? indexFile(path.join(webDist, 'index.html')) : null;
  const spaFallback = (request: FastifyRequest, reply: FastifyReply) => {
    if (!webDist || !index || request.method !== 'GET' || request.url.startsWith('/api/')) return false;
    const pathname = safePath(request.url);
    if (pathname && path.extname(pathname)) {
      // a file the web build added after start (new asset hashes) is served; a missing file stays a 404
      const file = path.join(webDist, pathname);
      if (!file.startsWith(webDist + path.sep) || !existsSync(file)) return false;
      void (reply as FastifyReply & { sendFile(p: string): unknown }).sendFile(pathname.slice(1));
      return true;
    }
    void reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index());
    return true;
  };
  // Browser navigations to client-side routes are answered from the router's 404 itself, without Nest's
  // NotFoundException and filter chain (the filter keeps the same fallback for any other 404).
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      if (request.is404 && spaFallback(request as never, reply as never)) return;
      done();
    });
  app.useGlobalFilters(new ApiExceptionFilter(logger, spaFallback));
  app.enableShutdownHooks();
  await app.init();
  return app;
}

/** The caller's credential as the auth guard reads it: an API token wins over the session cookie. */
function credentialOf(request: FastifyRequest): { secret: string; cookie: boolean } | null {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return { secret: authorization.slice(7).trim(), cookie: false };
  const session = readCookie(request, SESSION_COOKIE);
  return session ? { secret: session, cookie: true } : null;
}

/** index.html, re-read when a new web build replaces it. */
function indexFile(file: string): () => string {
  let cached = { mtimeMs: -1, html: '' };
  return () => {
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

function safePath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

function resolveWebDist(configured: string | undefined): string | null {
  const candidates = configured ? [configured] : [path.resolve(__dirname, '../../web/dist'), path.resolve(process.cwd(), 'web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}
