import { Command } from 'commander';
import { z } from 'zod';
import { EXIT } from '../../lib/exit-codes';
import { ApiError, CliError } from '../../lib/errors';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';
import { printShipment } from '../../lib/shipment-view';

const ShowOptionsSchema = z.object({
  id: z.string().trim().min(1, 'is required'),
  json: z.boolean().default(false),
});

export function showShipment(io: Io): Command {
  return new Command('show')
    .description('show one of your shipments')
    .argument('<id>', 'shipment id (see `waypost shipments list`)')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(ShowOptionsSchema, { ...opts, id }, { id: '<id>' });
        const api = await createApiClient(io, globalUrl(command));
        const shipment = await answer(api, api.signedIn.GET('/api/shipments/{id}', { params: { path: { id: options.id } } })).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) {
            throw new CliError(`Shipment ${options.id} not found.`, EXIT.notFound);
          }
          throw error;
        });
        if (options.json) return printJson(io, shipment);
        printShipment(io, shipment);
      } catch (error) {
        handleError(error, io);
      }
    });
}
