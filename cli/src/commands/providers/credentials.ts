import { Command } from 'commander';
import { z } from 'zod';
import { ReplaceProviderCredentialsSchema } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';
import { parseAccountKey, printAccount, refusedBody } from './account-view';
import { collectCredentials, CredentialSourceOptionsSchema, withCredentialOptions } from './credential-sources';

const CredentialsOptionsSchema = CredentialSourceOptionsSchema.extend({ json: z.boolean().default(false) });

export function replaceProviderCredentials(io: Io): Command {
  const command = new Command('credentials')
    .description("replace an account's credentials: the whole set, the old one is gone (admins)")
    .argument('<key>', 'the account, e.g. easypost.acme (see `waypost providers list`)');
  return withCredentialOptions(command)
    .option('--json', 'print the account as JSON (never its credentials)')
    .action(async (key: string, opts: object, cmd: Command) => {
      try {
        const { provider } = parseAccountKey(key);
        const options = parseOptions(CredentialsOptionsSchema, opts);
        const credentials = await collectCredentials(io, provider, options);
        const parsed = ReplaceProviderCredentialsSchema.safeParse({ credentials });
        if (!parsed.success) throw refusedBody(parsed.error);
        const api = await createApiClient(io, globalUrl(cmd));
        const replaced = await answer(api, api.signedIn.PUT('/api/admin/provider-accounts/{key}/credentials', { params: { path: { key } }, body: parsed.data }));
        if (options.json) return printJson(io, replaced);
        io.stdout.write(`${CLI_MESSAGES.providerCredentialsReplaced(replaced.key)}\n`);
        printAccount(io, replaced);
      } catch (error) {
        handleError(error, io);
      }
    });
}
