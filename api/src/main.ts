import 'reflect-metadata';
import { loadConfig } from './platform/config/config';
import { createLogger } from './platform/logger';
import { createPlatformResources } from './platform/resources';
import { closeOnSignals } from './platform/shutdown';
import { createApp } from './app.factory';
import { StartupError, exitOnStartFailure, reportUnhandledErrors } from './platform/process-errors';

// ── Entry point: embedded defaults, one port for the API and the web app ─────

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'api');
  const resources = await createPlatformResources(config, logger);
  const app = await createApp(resources, logger);
  if (config.runProjections) await resources.runner.start();
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app.close().catch(() => undefined);
    await resources.close().catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new StartupError(`port ${config.PORT} on ${config.HOST} is in use (another Waypost?). Stop that process, or choose another port with PORT=${config.PORT + 1}.`);
  }
  logger.info(`Waypost listening on http://${config.HOST}:${config.PORT} (projections ${config.runProjections ? 'running' : 'off'})`);
  closeOnSignals(logger, app, resources);
}

reportUnhandledErrors('Waypost');
main().catch(exitOnStartFailure('Waypost failed to start'));
