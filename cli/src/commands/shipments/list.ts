import { Command } from 'commander';
import { z } from 'zod';
import { MESSAGES, SHIPMENT_STATUSES } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printTable } from '../../lib/output';
import { PagingOptionsSchema, fetchList, printListJson, printNextPageHint, withPagingOptions } from '../../lib/paging';
import { SHIPMENT_COLUMNS } from '../../lib/shipment-view';

const ListOptionsSchema = PagingOptionsSchema.extend({
  json: z.boolean().default(false),
  status: z.enum(SHIPMENT_STATUSES, { error: `must be one of ${SHIPMENT_STATUSES.join(', ')}` }).optional(),
  createdFrom: z.string().optional(),
  createdTo: z.string().optional(),
  origin: z.string().optional(),
  destination: z.string().optional(),
  carrier: z.string().optional(),
});

/** Flag → the API's filter parameter (the API validates the values and names the parameter). */
const FILTERS = {
  status: 'status',
  createdFrom: 'created_from',
  createdTo: 'created_to',
  origin: 'origin_country',
  destination: 'destination_country',
  carrier: 'carrier',
} as const;

export function listShipments(io: Io): Command {
  const command = new Command('list')
    .description('list your shipments, newest first')
    .option('--status <status>', `only this status (${SHIPMENT_STATUSES.join(', ')})`)
    .option('--created-from <date>', 'created at or after (ISO date or date-time)')
    .option('--created-to <date>', 'created before (a date: up to its end)')
    .option('--origin <country>', 'origin country')
    .option('--destination <country>', 'destination country')
    .option('--carrier <id>', 'booked carrier id, e.g. dhl')
    .option('--json', 'print JSON');
  return withPagingOptions(command).action(async (opts: unknown, cmd: Command) => {
    try {
      const options = parseOptions(ListOptionsSchema, opts);
      const api = await createApiClient(io, globalUrl(cmd));
      const filters = {
        [FILTERS.status]: options.status,
        [FILTERS.createdFrom]: options.createdFrom,
        [FILTERS.createdTo]: options.createdTo,
        [FILTERS.origin]: options.origin,
        [FILTERS.destination]: options.destination,
        [FILTERS.carrier]: options.carrier,
      };
      const list = await fetchList(api, (page) => api.signedIn.GET('/api/shipments', { params: { query: { ...filters, ...page } } }), options);
      if (options.json) return printListJson(io, list);
      if (list.rows.length === 0) return void io.stdout.write(`${MESSAGES.noShipments}\n`);
      printTable(io, SHIPMENT_COLUMNS, list.rows);
      printNextPageHint(io, list);
    } catch (error) {
      handleError(error, io);
    }
  });
}
