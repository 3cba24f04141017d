import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printFields, printJson } from '../../lib/output';
import { notFoundAs } from './not-found';

const ReturnLinkOptionsSchema = z.object({
  id: z.string().trim().min(1, 'is required'),
  json: z.boolean().default(false),
});

export function returnLink(io: Io): Command {
  return new Command('return-link')
    .description('a signed return portal link to give your customer: they see the shipment and request its return')
    .argument('<id>', 'shipment id')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(ReturnLinkOptionsSchema, { ...opts, id }, { id: '<id>' });
        const api = await createApiClient(io, globalUrl(command));
        const link = await answer(api, api.signedIn.POST('/api/shipments/{id}/return-link', { params: { path: { id: options.id } } })).catch(notFoundAs(options.id));
        const url = new URL(link.path, api.baseUrl).toString();
        if (options.json) return printJson(io, { ...link, url });
        printFields(io.stdout, [
          ['Link', url],
          ['Expires', link.expiresAt],
        ]);
      } catch (error) {
        handleError(error, io);
      }
    });
}
