import 'reflect-metadata';
import { loadConfig } from './platform/config/config';
import { createLogger } from './platform/logger';
import { createPlatformResources } from './platform/resources';

// ── Projections as their own process (docker-compose): catch up, follow the log, no HTTP ──
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'projections');
  const resources = await createPlatformResources(config, logger);
  await resources.runner.start();
  logger.info(`projection runner started: ${resources.runner.names.join(', ')}`);
  const stop = async () => {
    await resources.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: Error) => {
  console.error(`projection worker failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
