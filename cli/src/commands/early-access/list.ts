import { Command } from 'commander';
import { z } from 'zod';
import type { EarlyAccessEntry } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printTable, type Column } from '../../lib/output';
import { PagingOptionsSchema, fetchList, printListJson, printNextPageHint, withPagingOptions } from '../../lib/paging';

const COLUMNS: Column<EarlyAccessEntry>[] = [
  { header: 'REQUESTED', value: (r) => formatTime(r.requestedAt) },
  { header: 'EMAIL', value: (r) => r.email },
  { header: 'COMPANY', value: (r) => r.company },
  { header: 'MESSAGE', value: (r) => r.message || '-' },
];

export function listEarlyAccess(io: Io): Command {
  const command = new Command('list').description('list early-access requests, newest first (admins)').option('--json', 'print JSON');
  return withPagingOptions(command).action(async (opts: unknown, cmd: Command) => {
    try {
      const options = parseOptions(PagingOptionsSchema.extend({ json: z.boolean().default(false) }), opts);
      const api = await createApiClient(io, globalUrl(cmd));
      const list = await fetchList(api, (page) => api.signedIn.GET('/api/admin/early-access', { params: { query: page } }), options);
      const requests = list.rows;
      if (options.json) return printListJson(io, list);
      if (requests.length === 0) return void io.stdout.write('No early-access requests\n');
      printTable(io, COLUMNS, requests);
      io.stdout.write(`${requests.length} request${requests.length === 1 ? '' : 's'}\n`);
      printNextPageHint(io, list);
    } catch (error) {
      handleError(error, io);
    }
  });
}
