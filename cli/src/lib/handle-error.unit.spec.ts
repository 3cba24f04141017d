import { z } from 'zod';
import { CommanderError } from 'commander';
import { describeError } from './handle-error';
import { ApiError, CliError, ValidationError } from './errors';

const api = (status: number, message = 'm', issues?: { field: string; message: string }[], authenticated = true) =>
  new ApiError(status, { statusCode: status, error: 'E', message, issues }, authenticated);

describe('handleError', () => {
  it.each([
    [400, 2],
    [401, 3],
    [403, 3],
    [404, 4],
    [409, 5],
    [422, 2],
    [429, 1],
    [500, 1],
    [503, 1],
  ])('maps HTTP %i to exit code %i', (status, exitCode) => {
    expect(describeError(api(status)).exitCode).toBe(exitCode);
  });

  it('lists each bad field of an API 400', () => {
    expect(describeError(api(400, 'Validation failed', [{ field: 'fromAddress.city', message: 'is required' }]))).toEqual({
      lines: ['The API refused the request: Validation failed', '  - fromAddress.city: is required'],
      exitCode: 2,
    });
  });

  it('shows a conflict with its message and exit code 5', () => {
    expect(describeError(api(409, 'Shipment has changed: reload and try again'))).toEqual({
      lines: ['Error: Shipment has changed: reload and try again (HTTP 409)'],
      exitCode: 5,
    });
  });

  it('tells a 401 on a signed request apart from failed credentials', () => {
    expect(describeError(api(401, 'x')).lines).toEqual(['Error: Your token was revoked or has expired: run `waypost login` again.']);
    expect(describeError(api(401, 'Email or password is incorrect.', undefined, false)).lines).toEqual(['Error: Sign-in failed: Email or password is incorrect.']);
  });

  it('formats validation errors, zod errors, CLI errors and plain errors', () => {
    expect(describeError(new ValidationError([{ field: '--weight', message: 'must be a number' }]))).toEqual({
      lines: ['Invalid input:', '  - --weight: must be a number'],
      exitCode: 2,
    });
    const zodError = z.object({ a: z.object({ b: z.string() }) }).safeParse({ a: { b: 1 } }).error;
    expect(describeError(zodError).lines[1]).toMatch(/^ {2}- a\.b: /);
    expect(describeError(new CliError('Nope', 4, ['hint']))).toEqual({ lines: ['Error: Nope', 'hint'], exitCode: 4 });
    expect(describeError(new Error('boom'))).toEqual({ lines: ['Error: boom'], exitCode: 1 });
    expect(describeError('weird')).toEqual({ lines: ['Something went wrong: weird'], exitCode: 1 });
  });

  it('leaves commander errors to commander (already printed): 0 for help, 2 otherwise', () => {
    expect(describeError(new CommanderError(0, 'commander.helpDisplayed', ''))).toEqual({ lines: [], exitCode: 0 });
    expect(describeError(new CommanderError(1, 'commander.unknownOption', ''))).toEqual({ lines: [], exitCode: 2 });
  });
});
