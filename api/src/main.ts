import 'reflect-metadata';
import { loadConfig } from './platform/config/config';
import { createLogger } from './platform/logger';
import { createPlatformResources } from './platform/resources';
import { closeOnSignals } from './platform/shutdown';
import { createApp } from './app.factory';

// ── Entry point: embedded defaults, one port for the API and the web app ─────

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const resources = await createPlatformResources(config, logger);
  const app = await createApp(resources, logger);
  if (config.runProjections) await resources.runner.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(`Waypost listening on http://${config.HOST}:${config.PORT} (projections ${config.runProjections ? 'running' : 'off'})`);
  closeOnSignals(logger, app, resources);
}

process.on('unhandledRejection', (reason) => {
  console.error('unhandled rejection:', reason);
});

main().catch((error: Error) => {
  console.error(`Waypost failed to start: ${error.stack ?? error.message}`);
  process.exit(1);
});
