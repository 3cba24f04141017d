import type { ApiErrorBody } from '@waypost/contracts';
import { EXIT, type ExitCode } from './exit-codes';

export interface FieldIssue {
  field: string;
  message: string;
}

/** An error whose message is meant for the user as is, with the exit code to end with. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.general,
    /** Extra lines printed under the message (hints). */
    readonly hints: string[] = [],
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Bad options or a bad payload, found before anything was sent. */
export class ValidationError extends Error {
  readonly exitCode = EXIT.usage;
  constructor(
    readonly issues: FieldIssue[],
    message = 'Invalid input',
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** A non-2xx answer of the API. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** False for requests sent without a token (login): a 401 then means bad credentials, not "sign in first". */
    readonly authenticated: boolean,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

/** The API could not be reached (refused, DNS, reset). */
export class NetworkError extends CliError {
  constructor(message: string) {
    super(message, EXIT.general);
    this.name = 'NetworkError';
  }
}
