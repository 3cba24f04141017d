import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../lib/handle-error';
import { answer, createApiClient } from '../lib/http';
import type { Io } from '../lib/io';
import { globalUrl, parseOptions } from '../lib/options';
import { printFields, printJson } from '../lib/output';

const WhoamiOptionsSchema = z.object({ json: z.boolean().default(false) });

export function whoami(io: Io): Command {
  return new Command('whoami')
    .description('show the signed-in user')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(WhoamiOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const user = await answer(api, api.signedIn.GET('/api/auth/user'));
        if (options.json) return printJson(io, user);
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
        printFields(io.stdout, [
          ['Email', user.email],
          ['Name', name || '-'],
          ['Role', user.userType ? `${user.role} (${user.userType})` : user.role],
          ['API', api.baseUrl],
        ]);
      } catch (error) {
        handleError(error, io);
      }
    });
}
