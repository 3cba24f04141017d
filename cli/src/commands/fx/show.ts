import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson, printTable } from '../../lib/output';

const Schema = z.object({ json: z.boolean().default(false) });

export function fxShow(io: Io): Command {
  return new Command('show')
    .description('the ECB snapshot answers convert with today, and the snapshots the table holds')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(Schema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const table = await answer(api, api.anonymous.GET('/api/fx/reference-rates'), false);
        if (options.json) return printJson(io, table);
        io.stdout.write(`Rates of ${table.date} (${table.ageDays} day${table.ageDays === 1 ? '' : 's'} old): ${table.source}\n`);
        io.stdout.write(
          `1 EUR = ${Object.entries(table.rates)
            .map(([code, rate]) => `${code} ${rate}`)
            .join(', ')}\n`,
        );
        if (table.warning) io.stderr.write(`Warning: ${table.warning}\n`);
        printTable(
          io,
          [
            { header: 'DATE', value: (s) => s.date },
            { header: 'SOURCE', value: (s) => s.source },
          ],
          table.snapshots,
        );
      } catch (error) {
        handleError(error, io);
      }
    });
}
