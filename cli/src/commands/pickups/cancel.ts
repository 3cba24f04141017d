import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';

/** `waypost pickups cancel <id>`: before its window starts; its shipments can then go on another pickup. */
export function cancelPickup(io: Io): Command {
  return new Command('cancel')
    .description('cancel a pickup (before its window starts)')
    .argument('<id>', 'the pickup id')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: unknown, command: Command) => {
      try {
        const { json } = parseOptions(z.object({ json: z.boolean().default(false) }), opts);
        const api = await createApiClient(io, globalUrl(command));
        const pickup = await answer(api, api.signedIn.POST('/api/pickups/{id}/cancel', { params: { path: { id } } }));
        if (json) return printJson(io, pickup);
        io.stdout.write(`Pickup ${pickup.id} cancelled.\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
