import { Command } from 'commander';
import { z } from 'zod';
import type { AuditStreamView } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printFields, printJson, printTable, type Column } from '../../lib/output';

const StreamOptionsSchema = z.object({
  streamId: z.string().trim().min(1, 'is required'),
  asOf: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z' }).optional(),
  version: z.string().regex(/^\d+$/, 'must be a whole number').optional(),
  json: z.boolean().default(false),
});

type AuditEventRow = AuditStreamView['events'][number];
const COLUMNS: Column<AuditEventRow>[] = [
  { header: 'VERSION', value: (e) => String(e.version) },
  { header: 'TYPE', value: (e) => e.type },
  { header: 'RECORDED', value: (e) => formatTime(e.createdAt) },
  { header: 'BY', value: (e) => `${e.actor.kind}: ${e.actor.name}` },
  { header: 'CORRELATION', value: (e) => e.correlationId },
  { header: 'CAUSATION', value: (e) => e.causationId },
];

export function auditStream(io: Io): Command {
  return new Command('stream')
    .description('state of one stream as of a time or version (folded from its history), and who caused each event')
    .argument('<streamId>', 'stream id, e.g. shipment-<shipment id>')
    .option('--as-of <time>', 'ISO 8601 time: only events recorded at or before it')
    .option('--version <n>', 'only events up to this stream version')
    .option('--json', 'print the API answer as JSON')
    .action(async (streamId: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(StreamOptionsSchema, { ...opts, streamId }, { streamId: '<streamId>' });
        const api = await createApiClient(io, globalUrl(command));
        const query = new URLSearchParams();
        if (options.asOf) query.set('asOf', options.asOf);
        if (options.version) query.set('version', options.version);
        const view = await answer(api, api.signedIn.GET('/api/audit/streams/{streamId}', { params: { path: { streamId: options.streamId }, query: Object.fromEntries(query) } }));
        if (options.json) return printJson(io, view);
        printFields(io.stdout, [
          ['Stream', `${view.streamId} (${view.streamType})`],
          ['As of', view.asOf ?? (options.version ? `version ${options.version}` : 'now')],
          ['Version', `${view.version} of ${view.currentVersion}`],
        ]);
        io.stdout.write(`State:\n${JSON.stringify(view.state, null, 2)}\n\n`);
        printTable(io, COLUMNS, view.events);
      } catch (error) {
        handleError(error, io);
      }
    });
}
