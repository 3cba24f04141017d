import { Command } from 'commander';
import { z } from 'zod';
import { ConnectProviderAccountSchema, MANAGED_PROVIDER_IDS, PROVIDER_ACCOUNT_MODES } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';
import { printAccount, refusedBody } from './account-view';
import { collectCredentials, CredentialSourceOptionsSchema, withCredentialOptions } from './credential-sources';

const ConnectOptionsSchema = CredentialSourceOptionsSchema.extend({
  provider: z.enum(MANAGED_PROVIDER_IDS, { error: `must be one of ${MANAGED_PROVIDER_IDS.join(', ')}` }),
  account: z.string(),
  label: z.string().optional(),
  mode: z.enum(PROVIDER_ACCOUNT_MODES, { error: 'must be test or live' }).optional(),
  baseUrl: z.string().optional(),
  json: z.boolean().default(false),
});
const LABELS = { provider: '<provider>', account: '<account>' };

const CONNECT_EXAMPLES = `
Examples:
  read -rs EASYPOST_API_KEY && export EASYPOST_API_KEY
  waypost providers connect easypost acme --credential-env apiKey=EASYPOST_API_KEY
  waypost providers connect dhl-direct eu --credentials-file dhl.env   # username=…, password=…, accountNumber=… lines
  waypost providers connect karrio main --base-url https://karrio.example.com --credentials-stdin < karrio.json`;

export function connectProviderAccount(io: Io): Command {
  const command = new Command('connect')
    .description('connect a provider account with its credentials (admins); its key is <provider>.<account>')
    .argument('<provider>', MANAGED_PROVIDER_IDS.join(', '))
    .argument('<account>', 'our name for it: lower-case letters, digits and hyphens, e.g. acme')
    .option('--label <text>', 'what the account is for, shown beside it')
    .option('--mode <mode>', "test or live (default: what the API key says, else test): which of the provider's environments")
    .option('--base-url <url>', "the provider's address (required for Karrio, self-hosted; default: the provider's own host)");
  return withCredentialOptions(command)
    .option('--json', 'print the account as JSON (never its credentials)')
    .addHelpText('after', CONNECT_EXAMPLES)
    .action(async (provider: string, account: string, opts: object, cmd: Command) => {
      try {
        const options = parseOptions(ConnectOptionsSchema, { ...opts, provider, account }, LABELS);
        const credentials = await collectCredentials(io, options.provider, options);
        const parsed = ConnectProviderAccountSchema.safeParse({
          provider: options.provider,
          account: options.account,
          label: options.label,
          mode: options.mode,
          baseUrl: options.baseUrl,
          credentials,
        });
        if (!parsed.success) throw refusedBody(parsed.error, LABELS);
        const api = await createApiClient(io, globalUrl(cmd));
        const connected = await answer(api, api.signedIn.POST('/api/admin/provider-accounts', { body: parsed.data }));
        if (options.json) return printJson(io, connected);
        io.stdout.write(`${CLI_MESSAGES.providerAccountConnected(connected.key)}\n`);
        printAccount(io, connected);
      } catch (error) {
        handleError(error, io);
      }
    });
}
