import { Command } from 'commander';
import { z } from 'zod';
import { ROLES, type AdminUserRow } from '@waypost/contracts';
import { CliError } from '../../lib/errors';
import { EXIT } from '../../lib/exit-codes';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient, plainList, type ApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { fetchList, printListJson, printNextPageHint } from '../../lib/paging';
import { formatTime, printJson, printTable, type Column } from '../../lib/output';

// `waypost users list` and `waypost users role <user> <role>`: accounts and their roles (admins).

const COLUMNS: Column<AdminUserRow>[] = [
  { header: 'EMAIL', value: (u) => u.email },
  { header: 'NAME', value: (u) => `${u.firstName} ${u.lastName}`.trim() || '-' },
  { header: 'ROLE', value: (u) => u.role },
  { header: 'VERIFIED', value: (u) => (u.emailVerified ? 'yes' : 'no') },
  { header: 'SSO', value: (u) => String(u.identities) },
  { header: 'CREATED', value: (u) => formatTime(u.createdAt) },
  { header: 'ID', value: (u) => u.id },
];

const ListOptions = z.object({
  json: z.boolean().default(false),
  search: z.string().trim().min(1, 'must not be empty').max(254).optional(),
  limit: z.coerce.number().int('must be a whole number').min(1, 'must be 1 to 500').max(500, 'must be 1 to 500').default(100),
  cursor: z.string().min(1).optional(),
  all: z.boolean().default(false),
});

const RoleArgs = z.object({
  user: z.string().trim().min(1, 'must be an email address or a user id').max(254),
  role: z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }),
  json: z.boolean().default(false),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id as given, or the one account whose email is exactly the one given. */
async function userId(api: ApiClient, user: string): Promise<string> {
  if (UUID.test(user)) return user;
  const rows = plainList(await answer(api, api.signedIn.GET('/api/admin/users', { params: { query: { q: user, limit: '500' } } })));
  const match = rows.find((r) => r.email === user.toLowerCase());
  if (!match) throw new CliError(`No account with the email ${user}.`, EXIT.notFound);
  return match.id;
}

export function users(io: Io): Command {
  const list = new Command('list')
    .description('list accounts with their roles, newest first (admins)')
    .option('--search <text>', 'only accounts whose email or name contains this')
    .option('--limit <n>', 'how many (1-500, default 100; per page with --cursor or --all: at most 200)')
    .option('--cursor <cursor>', 'continue from the cursor a previous page printed')
    .option('--all', 'follow the pages to the end')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(ListOptions, opts);
        const api = await createApiClient(io, globalUrl(command));
        const filters = options.search ? { q: options.search } : {};
        // Without --cursor or --all: the plain array of --limit rows, as before; with either: pages of --limit rows.
        const list =
          options.cursor || options.all
            ? await fetchList(api, (page) => api.signedIn.GET('/api/admin/users', { params: { query: { ...filters, ...page } } }), {
                limit: options.limit,
                cursor: options.cursor,
                all: options.all,
              })
            : { rows: plainList(await answer(api, api.signedIn.GET('/api/admin/users', { params: { query: { limit: String(options.limit), ...filters } } }))), page: null };
        if (options.json) return printListJson(io, list);
        if (list.rows.length === 0) return void io.stdout.write('No accounts found\n');
        printTable(io, COLUMNS, list.rows);
        printNextPageHint(io, list);
      } catch (error) {
        handleError(error, io);
      }
    });
  const role = new Command('role')
    .description(`grant or change an account's role: ${ROLES.join(', ')} (admins; recorded as an event)`)
    .argument('<user>', 'the account: its email or its id')
    .argument('<role>', ROLES.join(' | '))
    .option('--json', 'print JSON')
    .action(async (user: string, roleName: string, opts: { json?: boolean }, command: Command) => {
      try {
        const options = parseOptions(RoleArgs, { user, role: roleName, json: opts.json }, { user: '<user>', role: '<role>' });
        const api = await createApiClient(io, globalUrl(command));
        const id = await userId(api, options.user);
        const result = await answer(api, api.signedIn.PUT('/api/admin/users/{id}/role', { params: { path: { id } }, body: { role: options.role } }));
        if (options.json) return printJson(io, result);
        io.stdout.write(result.changed ? `${options.user}: ${result.previousRole} -> ${result.role}\n` : `${options.user} is ${result.role} already\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
  return new Command('users').description('accounts and their roles (admins)').addCommand(list).addCommand(role);
}
