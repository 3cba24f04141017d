import { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../../lib/errors';
import { EXIT } from '../../lib/exit-codes';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { parseAccountKey } from './account-view';

const RemoveOptionsSchema = z.object({ yes: z.boolean().default(false) });

export function removeProviderAccount(io: Io): Command {
  return new Command('remove')
    .description('remove an account: its credentials are destroyed (admins; asks for --yes)')
    .argument('<key>', 'the account, e.g. easypost.acme (see `waypost providers list`)')
    .option('--yes', 'yes, destroy its credentials')
    .action(async (key: string, opts: object, command: Command) => {
      try {
        parseAccountKey(key);
        const options = parseOptions(RemoveOptionsSchema, opts);
        if (!options.yes) throw new CliError(CLI_MESSAGES.providerRemoveNeedsYes(key), EXIT.usage);
        const api = await createApiClient(io, globalUrl(command));
        await answer(api, api.signedIn.DELETE('/api/admin/provider-accounts/{key}', { params: { path: { key } } }));
        io.stdout.write(`${CLI_MESSAGES.providerAccountRemoved(key)}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
