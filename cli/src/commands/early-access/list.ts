import { Command } from 'commander';
import { z } from 'zod';
import type { EarlyAccessEntry } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printJson, printTable, type Column } from '../../lib/output';

const COLUMNS: Column<EarlyAccessEntry>[] = [
  { header: 'REQUESTED', value: (r) => formatTime(r.requestedAt) },
  { header: 'EMAIL', value: (r) => r.email },
  { header: 'COMPANY', value: (r) => r.company },
  { header: 'MESSAGE', value: (r) => r.message || '-' },
];

export function listEarlyAccess(io: Io): Command {
  return new Command('list')
    .description('list early-access requests, newest first (admins)')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(z.object({ json: z.boolean().default(false) }), opts);
        const api = await createApiClient(io, globalUrl(command));
        const requests = await api.get<EarlyAccessEntry[]>('/api/admin/early-access');
        if (options.json) return printJson(io, requests);
        if (requests.length === 0) return void io.stdout.write('No early-access requests\n');
        printTable(io, COLUMNS, requests);
        io.stdout.write(`${requests.length} request${requests.length === 1 ? '' : 's'}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
