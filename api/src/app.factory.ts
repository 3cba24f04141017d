import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './platform/http/exception.filter';
import type { PlatformResources } from './platform/resources';
import type { Logger } from './platform/logger';

// ── Builds the HTTP app (used by main.ts and by the API tests) ───────────────

export async function createApp(resources: PlatformResources, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: 1_048_576, trustProxy: true, logger: false });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(resources), adapter, {
    logger: resources.config.LOG_LEVEL === 'debug' ? ['log', 'warn', 'error'] : ['warn', 'error'],
    bufferLogs: false,
  });
  const webDist = resolveWebDist(resources.config.WEB_DIST_DIR);
  let indexHtml: string | null = null;
  if (webDist) {
    indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    await app.register(fastifyStatic as never, { root: webDist, wildcard: false, index: false, maxAge: '1h' } as never);
  }
  const spaFallback = (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml || request.method !== 'GET' || request.url.startsWith('/api/')) return false;
    void reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return true;
  };
  app.useGlobalFilters(new ApiExceptionFilter(logger, spaFallback));
  app.enableShutdownHooks();
  await app.init();
  return app;
}

function resolveWebDist(configured: string | undefined): string | null {
  const candidates = configured ? [configured] : [path.resolve(__dirname, '../../web/dist'), path.resolve(process.cwd(), 'web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}
