import { Command } from 'commander';
import { z } from 'zod';
import type { WebhookEndpointView } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient, plainList } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printJson, printTable, type Column } from '../../lib/output';

const ListOptionsSchema = z.object({ json: z.boolean().default(false) });

const COLUMNS: Column<WebhookEndpointView>[] = [
  { header: 'ID', value: (e) => e.id },
  { header: 'ENABLED', value: (e) => (e.enabled ? 'yes' : `no${e.disabledReason ? ` (${e.disabledReason})` : ''}`) },
  { header: 'CREATED', value: (e) => formatTime(e.createdAt) },
  { header: 'URL', value: (e) => e.url },
  { header: 'EVENTS', value: (e) => e.eventTypes.join(',') },
];

export function listWebhooks(io: Io): Command {
  return new Command('list')
    .description('list your webhook endpoints (never their secrets)')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(ListOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const list = plainList(await answer(api, api.signedIn.GET('/api/webhooks/endpoints')));
        if (options.json) return printJson(io, list);
        if (list.length === 0) return void io.stdout.write('No webhook endpoints yet: `waypost webhooks create <url> --events shipment.created,...`\n');
        printTable(io, COLUMNS, list);
      } catch (error) {
        handleError(error, io);
      }
    });
}
