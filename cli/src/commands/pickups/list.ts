import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson, printTable } from '../../lib/output';
import { PICKUP_COLUMNS } from './pickup-output';

export function listPickups(io: Io): Command {
  return new Command('list')
    .description('list your carrier pickups, newest first, with the carrier’s confirmation')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(z.object({ json: z.boolean().default(false) }), opts);
        const api = await createApiClient(io, globalUrl(command));
        const { pickups } = await answer(api, api.signedIn.GET('/api/pickups'));
        if (options.json) return printJson(io, pickups);
        if (pickups.length === 0)
          return void io.stdout.write('No pickups yet: `waypost pickups schedule --carrier <carrier> --shipment <id> --date YYYY-MM-DD --from HH:MM --to HH:MM`\n');
        printTable(io, PICKUP_COLUMNS, pickups);
      } catch (error) {
        handleError(error, io);
      }
    });
}
