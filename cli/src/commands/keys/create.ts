import { Command } from 'commander';
import { z } from 'zod';
import { CreateApiKeySchema } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printFields, printJson } from '../../lib/output';

const commaList = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : v;

const CreateKeyOptionsSchema = z.object({
  name: CreateApiKeySchema.shape.name,
  mode: CreateApiKeySchema.shape.mode,
  scope: z.preprocess(commaList, CreateApiKeySchema.shape.scopes),
  expires: CreateApiKeySchema.shape.expiresAt,
  json: z.boolean().default(false),
});

export function createKey(io: Io): Command {
  return new Command('create')
    .description('create an API key (shown once)')
    .argument('[name]', 'what the key is for, e.g. "warehouse integration"', 'api key')
    .requiredOption('--mode <mode>', 'test (test data, sandbox carriers) or live')
    .requiredOption('--scope <scopes>', 'comma-separated: read, write, labels, webhooks, admin')
    .option('--expires <date>', 'the key stops working then (2027-01-01 or an ISO date-time)')
    .option('--json', 'print JSON (includes the key)')
    .action(async (name: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(CreateKeyOptionsSchema, { ...opts, name }, { name: '[name]' });
        const api = await createApiClient(io, globalUrl(command));
        const created = await answer(
          api,
          api.signedIn.POST('/api/auth/keys', { body: { name: options.name, mode: options.mode, scopes: options.scope, expiresAt: options.expires } }),
        );
        if (options.json) return printJson(io, created);
        printFields(io.stdout, [
          ['Id', created.id],
          ['Name', created.name],
          ['Mode', created.mode],
          ['Scopes', created.scopes.join(', ')],
          ['Expires', created.expiresAt ? formatTime(created.expiresAt) : 'never'],
          ['Key', created.key],
        ]);
        io.stderr.write(`${CLI_MESSAGES.keyShownOnce}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
