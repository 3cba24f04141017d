// A tiny leveled logger (the one place that writes process logs). Never pass secrets or passwords to it.
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];

// Defence in depth: request bodies are never logged, but a value after a password, secret or authorization key
// (JSON, form or query style) or after "Bearer " is masked in case one ever reaches a message (an error's text).
const SECRET_VALUE = /("?\b(?:password|passwd|secret|client_secret|authorization)"?\s*[:=]\s*)("(?:[^"\\]|\\.)*"|[^\s&,;}]+)/gi;
const BEARER = /\b(Bearer\s+)[\w.~+/=-]+/g;
export const redactSecrets = (message: string): string => message.replace(BEARER, '$1[redacted]').replace(SECRET_VALUE, '$1[redacted]');

export function createLogger(level: LogLevel, scope = 'waypost'): Logger {
  const min = LEVELS.indexOf(level);
  const at = (l: LogLevel, write: (s: string) => void) => (message: string) => {
    if (LEVELS.indexOf(l) >= min) write(`${new Date().toISOString()} ${l.toUpperCase().padEnd(5)} [${scope}] ${redactSecrets(message)}`);
  };
  return {
    debug: at('debug', console.log),
    info: at('info', console.log),
    warn: at('warn', console.warn),
    error: at('error', console.error),
  };
}
