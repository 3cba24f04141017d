import { Command } from 'commander';
import { z } from 'zod';
import { clearConfigToken } from '../../lib/config-store';
import { EXIT } from '../../lib/exit-codes';
import { ApiError, CliError } from '../../lib/errors';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';

const RevokeOptionsSchema = z.object({ id: z.string().trim().min(1, 'is required') });

export function revokeToken(io: Io): Command {
  return new Command('revoke')
    .description('revoke an API token')
    .argument('<id>', 'token id (see `waypost tokens list`)')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(RevokeOptionsSchema, { ...opts, id }, { id: '<id>' });
        const api = await createApiClient(io, globalUrl(command));
        await answer(api, api.signedIn.DELETE('/api/auth/tokens/{id}', { params: { path: { id: options.id } } })).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) {
            throw new CliError(`Token ${options.id} not found.`, EXIT.notFound);
          }
          throw error;
        });
        io.stdout.write(`${CLI_MESSAGES.tokenRevoked(options.id)}\n`);
        if (api.config.tokenId === options.id) {
          await clearConfigToken(io);
          io.stdout.write(`${CLI_MESSAGES.revokedOwnToken}\n`);
        }
      } catch (error) {
        handleError(error, io);
      }
    });
}
