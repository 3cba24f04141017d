import { Command } from 'commander';
import { z } from 'zod';
import type { ApiTokenInfo } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printJson, printTable, type Column } from '../../lib/output';

const ListTokensOptionsSchema = z.object({ json: z.boolean().default(false) });

const TOKEN_COLUMNS: Column<ApiTokenInfo>[] = [
  { header: 'ID', value: (t) => t.id },
  { header: 'CREATED', value: (t) => formatTime(t.createdAt) },
  { header: 'LAST USED', value: (t) => formatTime(t.lastUsedAt) },
  { header: 'NAME', value: (t) => t.name },
];

export function listTokens(io: Io): Command {
  return new Command('list')
    .description('list your API tokens (never their secrets)')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(ListTokensOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const list = await api.get<ApiTokenInfo[]>('/api/auth/tokens');
        if (options.json) return printJson(io, list);
        if (list.length === 0) return void io.stdout.write(`${CLI_MESSAGES.noTokens}\n`);
        printTable(io, TOKEN_COLUMNS, list);
      } catch (error) {
        handleError(error, io);
      }
    });
}
