import { Command } from 'commander';
import { z } from 'zod';
import { MESSAGES } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson, printTable } from '../../lib/output';
import { SHIPMENT_COLUMNS } from '../../lib/shipment-view';

const ListOptionsSchema = z.object({ json: z.boolean().default(false) });

export function listShipments(io: Io): Command {
  return new Command('list')
    .description('list your shipments, newest first')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(ListOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const shipments = await answer(api, api.signedIn.GET('/api/shipments'));
        if (options.json) return printJson(io, shipments);
        if (shipments.length === 0) return void io.stdout.write(`${MESSAGES.noShipments}\n`);
        printTable(io, SHIPMENT_COLUMNS, shipments);
      } catch (error) {
        handleError(error, io);
      }
    });
}
