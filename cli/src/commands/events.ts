import { Command } from 'commander';
import { z } from 'zod';
import type { StoredEvent } from '@waypost/contracts';
import { EXIT } from '../lib/exit-codes';
import { CliError } from '../lib/errors';
import { handleError } from '../lib/handle-error';
import { answer, createApiClient, plainList } from '../lib/http';
import type { Io } from '../lib/io';
import { CLI_MESSAGES } from '../lib/messages';
import { globalUrl, parseOptions } from '../lib/options';
import { formatTime, printJson, printTable, type Column } from '../lib/output';

const EventsOptionsSchema = z.object({
  streamId: z.string().trim().min(1, 'is required'),
  json: z.boolean().default(false),
});

const EVENT_COLUMNS: Column<StoredEvent>[] = [
  { header: 'VERSION', value: (e) => String(e.version) },
  { header: 'TYPE', value: (e) => e.type },
  { header: 'TIME', value: (e) => formatTime(e.metadata?.occurredAt ?? e.createdAt) },
  { header: 'ACTOR', value: (e) => (e.metadata?.actor ? `${e.metadata.actor.kind}:${e.metadata.actor.id}` : '-') },
  { header: 'DATA', value: (e) => JSON.stringify(e.data) },
];

export function events(io: Io): Command {
  return new Command('events')
    .description('raw history of one event stream, oldest first (admins and auditors)')
    .argument('<streamId>', 'stream id, e.g. shipment-<shipment id>')
    .option('--json', 'print the stored events as JSON (data and metadata in full)')
    .action(async (streamId: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(EventsOptionsSchema, { ...opts, streamId }, { streamId: '<streamId>' });
        const api = await createApiClient(io, globalUrl(command));
        const history = plainList(await answer(api, api.signedIn.GET('/api/events/{streamId}', { params: { path: { streamId: options.streamId } } })));
        if (options.json) printJson(io, history);
        if (history.length === 0) throw new CliError(CLI_MESSAGES.noEvents(options.streamId), EXIT.notFound);
        if (!options.json) printTable(io, EVENT_COLUMNS, history);
      } catch (error) {
        handleError(error, io);
      }
    });
}
