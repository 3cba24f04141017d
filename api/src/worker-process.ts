import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './platform/config/config';
import { createLogger } from './platform/logger';
import { createPlatformResources } from './platform/resources';
import { closeOnSignals } from './platform/shutdown';
import { AppModule, migrateContexts } from './app.module';

// ── A worker process without HTTP (docker-compose): the Nest app context, with only some processors on ──

export async function runWorkerProcess(name: string, flags: { RUN_FORWARDER: 'true' | 'false'; RUN_CARRIERS: 'true' | 'false'; RUN_WEBHOOKS?: 'true' | 'false' }): Promise<void> {
  const config = loadConfig({ ...process.env, RUN_WEBHOOKS: 'false', ...flags, RUN_PROJECTIONS: 'false' });
  const logger = createLogger(config.LOG_LEVEL, name);
  if (!config.KAFKA_BROKERS) logger.warn('KAFKA_BROKERS is unset: the in-process bus does not reach other processes; run everything in one process instead');
  const resources = await createPlatformResources(config, logger);
  await migrateContexts(resources);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(resources), { logger: ['warn', 'error'] });
  app.enableShutdownHooks();
  await app.init();
  logger.info(
    `${name} running (forwarder ${flags.RUN_FORWARDER}, carriers ${flags.RUN_CARRIERS}, webhooks ${config.runWebhooks}, bus ${config.KAFKA_BROKERS ? 'kafka' : 'in-process'})`,
  );
  closeOnSignals(logger, app, resources);
}
