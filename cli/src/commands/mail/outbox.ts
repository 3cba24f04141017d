import { Command } from 'commander';
import { z } from 'zod';
import type { OutboxMail } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printJson, printTable, type Column } from '../../lib/output';

const COLUMNS: Column<OutboxMail>[] = [
  { header: 'WRITTEN', value: (m) => formatTime(m.createdAt) },
  { header: 'TO', value: (m) => m.to },
  { header: 'STATUS', value: (m) => m.status },
  { header: 'SUBJECT', value: (m) => m.subject },
];

const Options = z.object({
  json: z.boolean().default(false),
  to: z.string().trim().min(3, 'must be an email address').max(254).optional(),
  limit: z.coerce.number().int('must be a whole number').min(1, 'must be 1 to 500').max(500, 'must be 1 to 500').default(20),
});

/** The embedded default delivers account mail to the outbox only: this is where its links are read. */
export function mailOutbox(io: Io): Command {
  return new Command('outbox')
    .description('list mail in the outbox, newest first, with the text (and its links) while it is kept (admins)')
    .option('--to <email>', 'only mail to this address')
    .option('--limit <n>', 'how many (1-500, default 20)')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(Options, opts);
        const query = new URLSearchParams({ limit: String(options.limit), ...(options.to ? { to: options.to } : {}) });
        const api = await createApiClient(io, globalUrl(command));
        const mails = await api.get<OutboxMail[]>(`/api/admin/mail/outbox?${query}`);
        if (options.json) return printJson(io, mails);
        if (mails.length === 0) return void io.stdout.write('No mail in the outbox\n');
        printTable(io, COLUMNS, mails);
        for (const m of mails) {
          if (!m.text) continue;
          io.stdout.write(`\n── ${m.subject} (to ${m.to}, ${formatTime(m.createdAt)}) ──\n${m.text}\n`);
        }
        io.stdout.write(`\n${mails.length} mail${mails.length === 1 ? '' : 's'}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
