import { Command } from 'commander';
import { z } from 'zod';
import type { ApiTokenInfo } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printTable, type Column } from '../../lib/output';
import { PagingOptionsSchema, fetchList, printListJson, printNextPageHint, withPagingOptions } from '../../lib/paging';

const ListTokensOptionsSchema = PagingOptionsSchema.extend({ json: z.boolean().default(false) });

const TOKEN_COLUMNS: Column<ApiTokenInfo>[] = [
  { header: 'ID', value: (t) => t.id },
  { header: 'CREATED', value: (t) => formatTime(t.createdAt) },
  { header: 'LAST USED', value: (t) => formatTime(t.lastUsedAt) },
  { header: 'NAME', value: (t) => t.name },
];

export function listTokens(io: Io): Command {
  const command = new Command('list').description('list your API tokens, oldest first (never their secrets)').option('--json', 'print JSON');
  return withPagingOptions(command).action(async (opts: unknown, cmd: Command) => {
    try {
      const options = parseOptions(ListTokensOptionsSchema, opts);
      const api = await createApiClient(io, globalUrl(cmd));
      const list = await fetchList(api, (page) => api.signedIn.GET('/api/auth/tokens', { params: { query: page } }), options);
      if (options.json) return printListJson(io, list);
      if (list.rows.length === 0) return void io.stdout.write(`${CLI_MESSAGES.noTokens}\n`);
      printTable(io, TOKEN_COLUMNS, list.rows);
      printNextPageHint(io, list);
    } catch (error) {
      handleError(error, io);
    }
  });
}
