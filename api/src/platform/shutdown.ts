import type { Logger } from './logger';

// SIGINT / SIGTERM: close the app (HTTP or Nest context: its processors stop), then the platform resources
// (pools, the embedded PostgreSQL), once, then exit.
export function closeOnSignals(logger: Logger, app: { close(): Promise<unknown> }, resources: { close(): Promise<unknown> }): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    await app.close().catch((e: Error) => logger.error(e.message));
    await resources.close().catch((e: Error) => logger.error(e.message));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
