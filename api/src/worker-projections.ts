import 'reflect-metadata';
import { loadConfig } from './platform/config/config';
import { createLogger } from './platform/logger';
import { createPlatformResources } from './platform/resources';
import { serveMetrics } from './worker-process';
import { exitOnStartFailure, reportUnhandledErrors } from './platform/process-errors';

// ── Projections as their own process (docker-compose): catch up, follow the log, no HTTP ──
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'projections');
  const resources = await createPlatformResources(config, logger, 'projections');
  await resources.runner.start();
  const metrics = await serveMetrics(resources);
  logger.info(`projection runner started: ${resources.runner.names.join(', ')}`);
  const stop = async () => {
    metrics?.close();
    await resources.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

reportUnhandledErrors('projection worker');
main().catch(exitOnStartFailure('projection worker failed'));
