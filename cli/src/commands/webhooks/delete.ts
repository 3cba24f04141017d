import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';

const IdOptionsSchema = z.object({ id: z.string().trim().min(1, 'is required') });

export function deleteWebhook(io: Io): Command {
  return new Command('delete')
    .description('delete a webhook endpoint (its pending deliveries are cancelled)')
    .argument('<id>', 'endpoint id (see `waypost webhooks list`)')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(IdOptionsSchema, { ...opts, id }, { id: '<id>' });
        const api = await createApiClient(io, globalUrl(command));
        await answer(api, api.signedIn.DELETE('/api/webhooks/endpoints/{id}', { params: { path: { id: options.id } } }));
        io.stdout.write(`Webhook endpoint ${options.id} deleted.\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
