import { Command } from 'commander';
import { z } from 'zod';
import { ReplayWebhookSchema } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';

const ReplayOptionsSchema = z.object({ id: z.string().trim().min(1, 'is required'), from: z.string().optional(), since: z.string().optional(), json: z.boolean().default(false) });

export function replayWebhook(io: Io): Command {
  return new Command('replay')
    .description('re-deliver to an endpoint what it would have received from a log position or a date on (same webhook-ids)')
    .argument('<id>', 'endpoint id')
    .option('--from <position>', 'a log position (the `position` of a delivery)')
    .option('--since <date>', 'an ISO 8601 date-time, e.g. 2026-11-01T00:00:00Z')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(ReplayOptionsSchema, { ...opts, id }, { id: '<id>' });
        const body = parseOptions(ReplayWebhookSchema, { fromPosition: options.from, fromDate: options.since }, { fromPosition: '--from', fromDate: '--since' });
        const api = await createApiClient(io, globalUrl(command));
        const queued = await answer(api, api.signedIn.POST('/api/webhooks/endpoints/{id}/replay', { params: { path: { id: options.id } }, body }));
        if (options.json) return printJson(io, queued);
        io.stdout.write(`Replay queued (${queued.replayId}).\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
