import { Command } from 'commander';
import { z } from 'zod';
import { MESSAGES, type TrackingEvent } from '@waypost/contracts';
import { EXIT } from '../lib/exit-codes';
import { ApiError, CliError } from '../lib/errors';
import { handleError } from '../lib/handle-error';
import { answer, createApiClient } from '../lib/http';
import type { Io } from '../lib/io';
import { globalUrl, parseOptions } from '../lib/options';
import { formatTime, printJson, printTable, type Column } from '../lib/output';
import { printShipment } from '../lib/shipment-view';

const TrackOptionsSchema = z.object({
  trackingNumber: z.string().trim().min(1, MESSAGES.missingTrackingNumber.description),
  json: z.boolean().default(false),
});

const TIMELINE_COLUMNS: Column<TrackingEvent>[] = [
  { header: 'TIME', value: (e) => formatTime(e.timestamp) },
  { header: 'EVENT', value: (e) => e.eventType },
  { header: 'LOCATION', value: (e) => e.location },
  { header: 'DESCRIPTION', value: (e) => e.description },
];

export function track(io: Io): Command {
  return new Command('track')
    .description('show a shipment and its tracking timeline')
    .argument('<trackingNumber>', 'e.g. 2PG-2026-000001')
    .option('--json', 'print JSON: {shipment, events}')
    .action(async (trackingNumber: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(TrackOptionsSchema, { ...opts, trackingNumber }, { trackingNumber: '<trackingNumber>' });
        const api = await createApiClient(io, globalUrl(command));
        const result = await answer(api, api.signedIn.GET('/api/tracking/{trackingNumber}', { params: { path: { trackingNumber: options.trackingNumber.toUpperCase() } } })).catch(
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 404) {
              const { title, description } = MESSAGES.trackingNotFound;
              throw new CliError(`${title}: ${description}`, EXIT.notFound);
            }
            throw error;
          },
        );
        if (options.json) return printJson(io, result);
        printShipment(io, result.shipment);
        io.stdout.write('\n');
        if (result.events.length === 0) return void io.stdout.write('No tracking events yet\n');
        printTable(io, TIMELINE_COLUMNS, result.events);
      } catch (error) {
        handleError(error, io);
      }
    });
}
