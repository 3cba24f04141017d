import { Command } from 'commander';
import { z } from 'zod';
import { CreateWebhookEndpointSchema, WEBHOOK_EVENT_TYPES } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printFields, printJson } from '../../lib/output';

const CreateOptionsSchema = z.object({
  url: z.string(),
  events: z
    .string()
    .default(WEBHOOK_EVENT_TYPES.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  description: z.string().optional(),
  json: z.boolean().default(false),
});

export function createWebhook(io: Io): Command {
  return new Command('create')
    .description('register a webhook endpoint (its signing secret is shown once)')
    .argument('<url>', 'where to POST the events (https://…)')
    .option('--events <types>', `comma-separated event types (default: all): ${WEBHOOK_EVENT_TYPES.join(', ')}`)
    .option('--description <text>', 'what the endpoint is for')
    .option('--json', 'print JSON (includes the secret)')
    .action(async (url: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(CreateOptionsSchema, { ...opts, url }, { url: '<url>' });
        const body = parseOptions(CreateWebhookEndpointSchema, { url: options.url, eventTypes: options.events, description: options.description }, { eventTypes: '--events' });
        const api = await createApiClient(io, globalUrl(command));
        const created = await answer(api, api.signedIn.POST('/api/webhooks/endpoints', { body }));
        if (options.json) return printJson(io, created);
        printFields(io.stdout, [
          ['Id', created.id],
          ['Secret', created.secret],
        ]);
        io.stderr.write('Keep the secret: it is not shown again (rotate it to get a new one).\n');
      } catch (error) {
        handleError(error, io);
      }
    });
}
