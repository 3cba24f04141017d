import { Command } from 'commander';
import { clearConfigToken, readConfig } from '../lib/config-store';
import { ApiError, CliError } from '../lib/errors';
import { handleError } from '../lib/handle-error';
import { answer, createApiClient } from '../lib/http';
import type { Io } from '../lib/io';
import { CLI_MESSAGES } from '../lib/messages';
import { globalUrl } from '../lib/options';

export function logout(io: Io): Command {
  return new Command('logout').description('revoke the stored API token and forget it').action(async (_opts: unknown, command: Command) => {
    try {
      const config = await readConfig(io);
      if (!config.token) {
        io.stdout.write(`${CLI_MESSAGES.notSignedInNothingToDo}\n`);
        return;
      }
      if (config.tokenId) {
        const api = await createApiClient(io, globalUrl(command) ?? config.url);
        try {
          await answer(api, api.signedIn.DELETE('/api/auth/tokens/{id}', { params: { path: { id: config.tokenId } } }));
        } catch (error) {
          // Already revoked or expired: nothing left to revoke. Otherwise warn, and still forget the token.
          const gone = error instanceof ApiError && (error.status === 401 || error.status === 404);
          if (!gone) io.stderr.write(`${CLI_MESSAGES.revokeOnLogoutFailed(reason(error))}\n`);
        }
      }
      await clearConfigToken(io);
      io.stdout.write(`${CLI_MESSAGES.signedOut}\n`);
    } catch (error) {
      handleError(error, io);
    }
  });
}

function reason(error: unknown): string {
  if (error instanceof ApiError) return `HTTP ${error.status}: ${error.body.message}`;
  if (error instanceof CliError || error instanceof Error) return error.message;
  return String(error);
}
