import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';

const TestOptionsSchema = z.object({ id: z.string().trim().min(1, 'is required'), json: z.boolean().default(false) });

export function testWebhook(io: Io): Command {
  return new Command('test')
    .description('send a webhook.test event to an endpoint')
    .argument('<id>', 'endpoint id')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(TestOptionsSchema, { ...opts, id }, { id: '<id>' });
        const api = await createApiClient(io, globalUrl(command));
        const queued = await answer(api, api.signedIn.POST('/api/webhooks/endpoints/{id}/test', { params: { path: { id: options.id } } }));
        if (options.json) return printJson(io, queued);
        io.stdout.write(`Test event queued (webhook-id ${queued.webhookId}); see \`waypost webhooks deliveries ${options.id}\`.\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
