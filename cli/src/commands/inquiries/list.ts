import { Command } from 'commander';
import { z } from 'zod';
import { INQUIRY_PRIORITIES, INQUIRY_STATUSES, type InquirySummary } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson, printTable } from '../../lib/output';
import { INQUIRY_COLUMNS } from './view';

const ListOptionsSchema = z.object({
  json: z.boolean().default(false),
  status: z.enum(INQUIRY_STATUSES).optional(),
  priority: z.enum(INQUIRY_PRIORITIES).optional(),
  email: z.string().optional(),
});

export function listInquiries(io: Io): Command {
  return new Command('list')
    .description('list inquiries: active first, then by priority (agents and admins)')
    .option('--status <status>', `only this status (${INQUIRY_STATUSES.join(', ')})`)
    .option('--priority <priority>', `only this priority (${INQUIRY_PRIORITIES.join(', ')})`)
    .option('--email <email>', "only this customer's")
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(ListOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const query = new URLSearchParams();
        for (const key of ['status', 'priority', 'email'] as const) if (options[key]) query.set(key, options[key]!);
        const qs = query.toString();
        const inquiries = await api.get<InquirySummary[]>(`/api/crm/inquiries${qs ? `?${qs}` : ''}`);
        if (options.json) return printJson(io, inquiries);
        if (inquiries.length === 0) return void io.stdout.write('No inquiries\n');
        printTable(io, INQUIRY_COLUMNS, inquiries);
      } catch (error) {
        handleError(error, io);
      }
    });
}
