import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './platform/config/config';
import { createLogger } from './platform/logger';
import type { Server } from 'node:http';
import { createPlatformResources, type PlatformResources } from './platform/resources';
import { startMetricsServer } from './platform/metrics/metrics-server';
import { nestLogs } from './platform/http/nest-logs';
import { closeOnSignals } from './platform/shutdown';
import { AppModule, migrateContexts } from './app.module';

// ── A worker process without HTTP (docker-compose): the Nest app context, with only some processors on ──

export async function runWorkerProcess(name: string, flags: { RUN_FORWARDER: 'true' | 'false'; RUN_CARRIERS: 'true' | 'false'; RUN_WEBHOOKS?: 'true' | 'false' }): Promise<void> {
  const config = loadConfig({ ...process.env, RUN_WEBHOOKS: 'false', ...flags, RUN_PROJECTIONS: 'false' });
  const logger = createLogger(config.LOG_LEVEL, name);
  if (!config.KAFKA_BROKERS) logger.warn('KAFKA_BROKERS is unset: the in-process bus does not reach other processes; run everything in one process instead');
  const resources = await createPlatformResources(config, logger, name);
  await migrateContexts(resources);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(resources), { bufferLogs: true });
  app.useLogger(nestLogs(app));
  app.enableShutdownHooks();
  await app.init();
  const metrics = await serveMetrics(resources);
  logger.info(
    `${name} running (forwarder ${flags.RUN_FORWARDER}, carriers ${flags.RUN_CARRIERS}, webhooks ${config.runWebhooks}, bus ${config.KAFKA_BROKERS ? 'kafka' : 'in-process'})`,
  );
  closeOnSignals(logger, { close: async () => (metrics?.close(), app.close()) }, resources);
}

/** GET /metrics on METRICS_PORT for a process without HTTP (off when METRICS_PORT is unset). */
export async function serveMetrics(resources: PlatformResources): Promise<Server | null> {
  const { METRICS_PORT, METRICS_TOKEN, HOST } = resources.config;
  if (METRICS_PORT === undefined || !METRICS_TOKEN) return null;
  return startMetricsServer({ registry: resources.metrics.registry, port: METRICS_PORT, host: HOST, token: METRICS_TOKEN, logger: resources.logger.child('metrics') });
}
