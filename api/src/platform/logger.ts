import { pino, stdTimeFunctions, type DestinationStream, type Logger as PinoLogger } from 'pino';

// ── Process logs: pino JSON lines, one root logger per process (issue 25, item 6) ──
// Every process (API, projections, forwarder, carrier workers) creates its root with createLogger and hands it on
// (PlatformResources.logger, the LOGGER injection token); parts of the process take a child naming them
// ({"scope":"mail"}). The HTTP request log (platform/http/request-log.ts) writes through the same root. Never pass
// secrets or passwords to it.

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** A logger whose lines also say which part of the process wrote them. */
  child(scope: string): Logger;
  /** The pino logger underneath (nestjs-pino and pino-http write through it). */
  readonly pino: PinoLogger;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

// Defence in depth: request bodies are never logged, but a value after a password, secret or authorization key
// (JSON, form or query style) or after "Bearer " is masked in case one ever reaches a message (an error's text).
const SECRET_VALUE = /("?\b(?:password|passwd|secret|client_secret|authorization)"?\s*[:=]\s*)("(?:[^"\\]|\\.)*"|[^\s&,;}]+)/gi;
const BEARER = /\b(Bearer\s+)[\w.~+/=-]+/g;
export const redactSecrets = (message: string): string => message.replace(BEARER, '$1[redacted]').replace(SECRET_VALUE, '$1[redacted]');

/** Field paths pino masks wherever an object logged carries them (headers, credentials). */
export const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'secret',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.token',
  '*.secret',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
];

/**
 * The root logger of a process: JSON lines on stdout (asynchronous writes, flushed at exit), at LOG_LEVEL.
 * `destination` replaces stdout (tests capture the stream).
 */
export function createLogger(level: LogLevel, name = 'waypost', destination?: DestinationStream): Logger {
  const root = pino(
    {
      name,
      level,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination ?? pino.destination({ fd: 1, sync: false }),
  );
  return wrap(root);
}

function wrap(log: PinoLogger): Logger {
  const at =
    (level: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields?: Record<string, unknown>): void => {
      if (!log.isLevelEnabled(level)) return;
      if (fields) log[level](fields, redactSecrets(message));
      else log[level](redactSecrets(message));
    };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (scope) => wrap(log.child({ scope })),
    pino: log,
  };
}
