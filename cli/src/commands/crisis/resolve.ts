import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';

export function resolveCrisis(io: Io): Command {
  return new Command('resolve')
    .description('resolve a crisis (undoes its holds and quoting limits)')
    .argument('<id>', 'crisis id (from crisis list)')
    .option('--reason <text>', 'why')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: unknown, command: Command) => {
      try {
        const options = parseOptions(z.object({ reason: z.string().trim().min(1).optional(), json: z.boolean().default(false) }), opts);
        const api = await createApiClient(io, globalUrl(command));
        const result = await answer(
          api,
          api.signedIn.POST('/api/autonomous/crisis/{id}/resolve', {
            params: { path: { id } },
            body: options.reason ? { reason: options.reason } : {},
          }),
        );
        if (options.json) return printJson(io, result);
        io.stdout.write(`Crisis ${result.id} resolved\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
