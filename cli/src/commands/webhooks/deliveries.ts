import { Command } from 'commander';
import { z } from 'zod';
import type { WebhookDelivery } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient, plainList } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printJson, printTable, type Column } from '../../lib/output';

const DeliveriesOptionsSchema = z.object({
  id: z.string().trim().min(1, 'is required'),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  json: z.boolean().default(false),
});

const last = (d: WebhookDelivery) => d.attempts.at(-1);
const COLUMNS: Column<WebhookDelivery>[] = [
  { header: 'WEBHOOK-ID', value: (d) => d.webhookId },
  { header: 'EVENT', value: (d) => `${d.eventType}${d.replay ? ' (replay)' : ''}` },
  { header: 'STATUS', value: (d) => d.status },
  { header: 'ATTEMPTS', value: (d) => String(d.attempts.length) },
  {
    header: 'LAST',
    value: (d) => (last(d) ? `${formatTime(last(d)!.at)} ${last(d)!.statusCode ?? '-'} ${last(d)!.durationMs} ms${last(d)!.error ? ` ${last(d)!.error}` : ''}` : '-'),
  },
  { header: 'NEXT RETRY', value: (d) => formatTime(d.nextAttemptAt) },
  { header: 'REQUEST-ID', value: (d) => d.requestId ?? '-' },
];

export function webhookDeliveries(io: Io): Command {
  return new Command('deliveries')
    .description("an endpoint's delivery log: attempts, status codes, durations, errors, next retry, originating request id")
    .argument('<id>', 'endpoint id')
    .option('--limit <n>', 'how many deliveries (newest first)', '50')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(DeliveriesOptionsSchema, { ...opts, id }, { id: '<id>' });
        const api = await createApiClient(io, globalUrl(command));
        const list = plainList(
          await answer(api, api.signedIn.GET('/api/webhooks/endpoints/{id}/deliveries', { params: { path: { id: options.id }, query: { limit: options.limit } } })),
        );
        if (options.json) return printJson(io, list);
        if (list.length === 0) return void io.stdout.write('No deliveries yet.\n');
        printTable(io, COLUMNS, list);
      } catch (error) {
        handleError(error, io);
      }
    });
}
