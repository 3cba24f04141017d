import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson, printTable } from '../../lib/output';
import { ACCOUNT_COLUMNS } from './account-view';

const ListOptionsSchema = z.object({ json: z.boolean().default(false) });

export function listProviderAccounts(io: Io): Command {
  return new Command('list')
    .description('the real provider accounts, managed here and from the server environment (never their credentials)')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(ListOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const list = await answer(api, api.signedIn.GET('/api/admin/provider-accounts'));
        if (options.json) return printJson(io, list);
        if (list.accounts.length === 0) return void io.stdout.write(`${CLI_MESSAGES.noProviderAccounts}\n`);
        printTable(io, ACCOUNT_COLUMNS, list.accounts);
      } catch (error) {
        handleError(error, io);
      }
    });
}
