import { CommanderError } from 'commander';
import { ZodError } from 'zod';
import { EXIT, exitCodeForStatus } from './exit-codes';
import { ApiError, CliError, ValidationError, type FieldIssue } from './errors';
import type { Io } from './io';
import { CLI_MESSAGES } from './messages';

/**
 * The one place where a failed command is reported: prints to stderr and sets the exit code
 * (1 general, 2 usage/validation, 3 not signed in/forbidden, 4 not found, 5 conflict).
 */
export function handleError(error: unknown, io: Io): void {
  const { lines, exitCode } = describeError(error);
  for (const line of lines) io.stderr.write(`${line}\n`);
  io.setExitCode(exitCode);
}

export function describeError(error: unknown): { lines: string[]; exitCode: number } {
  if (error instanceof ApiError) return describeApiError(error);
  if (error instanceof ValidationError) {
    return { lines: [`${CLI_MESSAGES.validationFailed}`, ...issueLines(error.issues)], exitCode: EXIT.usage };
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ field: issue.path.join('.') || '(input)', message: issue.message }));
    return { lines: [CLI_MESSAGES.validationFailed, ...issueLines(issues)], exitCode: EXIT.usage };
  }
  if (error instanceof CliError) {
    return { lines: [`Error: ${error.message}`, ...error.hints], exitCode: error.exitCode };
  }
  if (error instanceof CommanderError) {
    return { lines: [], exitCode: error.exitCode === 0 ? EXIT.ok : EXIT.usage };
  }
  if (error instanceof Error) return { lines: [`Error: ${error.message}`], exitCode: EXIT.general };
  return { lines: [`${CLI_MESSAGES.unexpected} ${String(error)}`], exitCode: EXIT.general };
}

function describeApiError(error: ApiError): { lines: string[]; exitCode: number } {
  const { status, body } = error;
  const exitCode = exitCodeForStatus(status);
  if (status === 401) {
    const message = error.authenticated ? CLI_MESSAGES.sessionExpired : CLI_MESSAGES.signInFailed(body.message);
    return { lines: [`Error: ${message}`], exitCode };
  }
  if (status === 403) return { lines: [`Error: ${CLI_MESSAGES.forbidden(body.message)}`], exitCode };
  if (body.issues && body.issues.length > 0) {
    return { lines: [`${CLI_MESSAGES.apiValidationFailed} ${body.message}`, ...issueLines(body.issues)], exitCode };
  }
  return { lines: [`Error: ${body.message} (HTTP ${status})`], exitCode };
}

function issueLines(issues: FieldIssue[]): string[] {
  return issues.map((issue) => `  - ${issue.field}: ${issue.message}`);
}
