import { Command } from 'commander';
import { z } from 'zod';
import { ChangeProviderAccountSchema, PROVIDER_ACCOUNT_MODES, type ChangeProviderAccountInput } from '@waypost/contracts';
import { CliError, ValidationError } from '../../lib/errors';
import { EXIT } from '../../lib/exit-codes';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';
import { parseAccountKey, printAccount, refusedBody } from './account-view';

const ChangeOptionsSchema = z.object({
  label: z.string().optional(),
  mode: z.enum(PROVIDER_ACCOUNT_MODES, { error: 'must be test or live' }).optional(),
  baseUrl: z.string().optional(),
  defaultBaseUrl: z.boolean().default(false),
  enable: z.boolean().default(false),
  pause: z.boolean().default(false),
  json: z.boolean().default(false),
});

export function changeProviderAccount(io: Io): Command {
  return new Command('change')
    .description("change an account's label, mode or base URL, or pause it (admins; accounts from the environment are read-only)")
    .argument('<key>', 'the account, e.g. easypost.acme (see `waypost providers list`)')
    .option('--label <text>', 'a new label (an empty one clears it)')
    .option('--mode <mode>', "test or live: which of the provider's environments")
    .option('--base-url <url>', "the provider's address")
    .option('--default-base-url', "back to the provider's own host")
    .option('--enable', 'take rates and bookings again')
    .option('--pause', 'answer no rates and buy nothing (booked parcels are still tracked)')
    .option('--json', 'print the account as JSON')
    .action(async (key: string, opts: object, command: Command) => {
      try {
        parseAccountKey(key);
        const options = parseOptions(ChangeOptionsSchema, opts);
        const clashes = [
          ...(options.baseUrl !== undefined && options.defaultBaseUrl ? [{ field: '--default-base-url', message: 'cannot be given with --base-url' }] : []),
          ...(options.enable && options.pause ? [{ field: '--pause', message: 'cannot be given with --enable' }] : []),
        ];
        if (clashes.length > 0) throw new ValidationError(clashes);
        const body: ChangeProviderAccountInput = {
          ...(options.label !== undefined ? { label: options.label } : {}),
          ...(options.mode ? { mode: options.mode } : {}),
          ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : options.defaultBaseUrl ? { baseUrl: null } : {}),
          ...(options.enable ? { enabled: true } : options.pause ? { enabled: false } : {}),
        };
        if (Object.keys(body).length === 0) throw new CliError(CLI_MESSAGES.providerNothingToChange, EXIT.usage);
        const parsed = ChangeProviderAccountSchema.safeParse(body);
        if (!parsed.success) throw refusedBody(parsed.error);
        const api = await createApiClient(io, globalUrl(command));
        const changed = await answer(api, api.signedIn.PUT('/api/admin/provider-accounts/{key}', { params: { path: { key } }, body: parsed.data }));
        if (options.json) return printJson(io, changed);
        io.stdout.write(`${CLI_MESSAGES.providerAccountChanged(changed.key)}\n`);
        printAccount(io, changed);
      } catch (error) {
        handleError(error, io);
      }
    });
}
