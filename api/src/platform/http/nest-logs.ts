import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

// ── Nest's own logs through nestjs-pino, as JSON lines of the process's logger ──
// Nest says at 'log' what it does at start (each module, each mapped route): that is debug here, so LOG_LEVEL=info
// shows warnings and errors of Nest, not a hundred start-up lines.
export function nestLogs(app: INestApplicationContext): LoggerService {
  const logger = app.get(Logger);
  return {
    log: (message: unknown, ...rest: unknown[]) => logger.debug(message, ...rest),
    debug: (message: unknown, ...rest: unknown[]) => logger.debug(message, ...rest),
    verbose: (message: unknown, ...rest: unknown[]) => logger.verbose(message, ...rest),
    warn: (message: unknown, ...rest: unknown[]) => logger.warn(message, ...rest),
    error: (message: unknown, ...rest: unknown[]) => logger.error(message, ...rest),
    fatal: (message: unknown, ...rest: unknown[]) => logger.fatal(message, ...rest),
  };
}
