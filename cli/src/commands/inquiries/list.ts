import { Command } from 'commander';
import { z } from 'zod';
import { INQUIRY_PRIORITIES, INQUIRY_STATUSES } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printTable } from '../../lib/output';
import { PagingOptionsSchema, fetchList, printListJson, printNextPageHint, withPagingOptions } from '../../lib/paging';
import { INQUIRY_COLUMNS } from './view';

const ListOptionsSchema = PagingOptionsSchema.extend({
  json: z.boolean().default(false),
  status: z.enum(INQUIRY_STATUSES).optional(),
  priority: z.enum(INQUIRY_PRIORITIES).optional(),
  email: z.string().optional(),
});

export function listInquiries(io: Io): Command {
  const command = new Command('list')
    .description('list inquiries: active first, then by priority (agents and admins); pages go newest first')
    .option('--status <status>', `only this status (${INQUIRY_STATUSES.join(', ')})`)
    .option('--priority <priority>', `only this priority (${INQUIRY_PRIORITIES.join(', ')})`)
    .option('--email <email>', "only this customer's")
    .option('--json', 'print JSON');
  return withPagingOptions(command).action(async (opts: unknown, cmd: Command) => {
    try {
      const options = parseOptions(ListOptionsSchema, opts);
      const api = await createApiClient(io, globalUrl(cmd));
      const filters = { status: options.status, priority: options.priority, email: options.email };
      const list = await fetchList(api, (page) => api.signedIn.GET('/api/crm/inquiries', { params: { query: { ...filters, ...page } } }), options);
      if (options.json) return printListJson(io, list);
      if (list.rows.length === 0) return void io.stdout.write('No inquiries\n');
      printTable(io, INQUIRY_COLUMNS, list.rows);
      printNextPageHint(io, list);
    } catch (error) {
      handleError(error, io);
    }
  });
}
