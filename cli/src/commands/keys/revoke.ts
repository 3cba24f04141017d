import { Command } from 'commander';
import { z } from 'zod';
import { EXIT } from '../../lib/exit-codes';
import { ApiError, CliError } from '../../lib/errors';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';

const RevokeKeyOptionsSchema = z.object({ id: z.string().trim().min(1, 'is required'), json: z.boolean().default(false) });

export function revokeKey(io: Io): Command {
  return new Command('revoke')
    .description('revoke an API key: it answers 401 from then on')
    .argument('<id>', 'key id (see `waypost keys list`)')
    .option('--json', 'print the revoked key as JSON')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(RevokeKeyOptionsSchema, { ...opts, id }, { id: '<id>' });
        const api = await createApiClient(io, globalUrl(command));
        const revoked = await answer(api, api.signedIn.DELETE('/api/auth/keys/{id}', { params: { path: { id: options.id } } })).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) throw new CliError(`API key ${options.id} not found.`, EXIT.notFound);
          throw error;
        });
        if (options.json) return printJson(io, revoked);
        io.stdout.write(`${CLI_MESSAGES.keyRevoked(options.id)}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
