import { Command } from 'commander';
import { z } from 'zod';
import { CreateApiTokenSchema } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printFields, printJson } from '../../lib/output';

const CreateTokenOptionsSchema = CreateApiTokenSchema.extend({ json: z.boolean().default(false) });

export function createToken(io: Io): Command {
  return new Command('create')
    .description('create an API token (shown once)')
    .argument('<name>', 'what the token is for, e.g. "warehouse integration"')
    .option('--json', 'print JSON (includes the token)')
    .action(async (name: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(CreateTokenOptionsSchema, { ...opts, name }, { name: '<name>' });
        const api = await createApiClient(io, globalUrl(command));
        const created = await answer(api, api.signedIn.POST('/api/auth/tokens', { body: { name: options.name } }));
        if (options.json) return printJson(io, created);
        printFields(io.stdout, [
          ['Id', created.id],
          ['Name', created.name],
          ['Created', formatTime(created.createdAt)],
          ['Token', created.token],
        ]);
        io.stderr.write(`${CLI_MESSAGES.tokenShownOnce}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
