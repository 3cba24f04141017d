import { Command } from 'commander';
import { z } from 'zod';
import type { OutboxMail } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient, plainList } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printTable, type Column } from '../../lib/output';
import { fetchList, printListJson, printNextPageHint } from '../../lib/paging';

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
  cursor: z.string().min(1).optional(),
  all: z.boolean().default(false),
});

/** The embedded default delivers account mail to the outbox only: this is where its links are read. */
export function mailOutbox(io: Io): Command {
  return new Command('outbox')
    .description('list mail in the outbox, newest first, with the text (and its links) while it is kept (admins)')
    .option('--to <email>', 'only mail to this address')
    .option('--limit <n>', 'how many (1-500, default 20; per page with --cursor or --all: at most 200)')
    .option('--cursor <cursor>', 'continue from the cursor a previous page printed')
    .option('--all', 'follow the pages to the end')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(Options, opts);
        const api = await createApiClient(io, globalUrl(command));
        const filters = options.to ? { to: options.to } : {};
        // Without --cursor or --all: the plain array of --limit mails, as before; with either: pages of --limit mails.
        const list =
          options.cursor || options.all
            ? await fetchList(api, (page) => api.signedIn.GET('/api/admin/mail/outbox', { params: { query: { ...filters, ...page } } }), {
                limit: options.limit,
                cursor: options.cursor,
                all: options.all,
              })
            : { rows: plainList(await answer(api, api.signedIn.GET('/api/admin/mail/outbox', { params: { query: { limit: String(options.limit), ...filters } } }))), page: null };
        const mails = list.rows;
        if (options.json) return printListJson(io, list);
        if (mails.length === 0) return void io.stdout.write('No mail in the outbox\n');
        printTable(io, COLUMNS, mails);
        for (const m of mails) {
          if (!m.text) continue;
          io.stdout.write(`\n── ${m.subject} (to ${m.to}, ${formatTime(m.createdAt)}) ──\n${m.text}\n`);
        }
        io.stdout.write(`\n${mails.length} mail${mails.length === 1 ? '' : 's'}\n`);
        printNextPageHint(io, list);
      } catch (error) {
        handleError(error, io);
      }
    });
}
