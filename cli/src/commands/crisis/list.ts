import { Command } from 'commander';
import { z } from 'zod';
import type { CrisisView } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient, plainList } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printJson, printTable } from '../../lib/output';

export function listCrises(io: Io): Command {
  return new Command('list')
    .description('crises, active first')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(z.object({ json: z.boolean().default(false) }), opts);
        const api = await createApiClient(io, globalUrl(command));
        const crises = plainList(await answer(api, api.signedIn.GET('/api/autonomous/crisis')));
        if (options.json) return printJson(io, crises);
        if (crises.length === 0) {
          io.stdout.write('No crises\n');
          return;
        }
        printTable(
          io,
          [
            { header: 'ID', value: (c: CrisisView) => c.id },
            { header: 'TYPE', value: (c) => c.crisisType },
            { header: 'CARRIER', value: (c) => c.carrierId ?? '-' },
            { header: 'SEVERITY', value: (c) => c.severity },
            { header: 'STATUS', value: (c) => c.status },
            { header: 'ACTIVATED', value: (c) => formatTime(c.activatedAt) },
            { header: 'AFFECTED', value: (c) => String(c.affectedShipments) },
          ],
          crises,
        );
      } catch (error) {
        handleError(error, io);
      }
    });
}
