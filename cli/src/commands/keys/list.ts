import { Command } from 'commander';
import { z } from 'zod';
import type { ApiKeyInfo } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient, plainList } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printJson, printTable, type Column } from '../../lib/output';

const ListKeysOptionsSchema = z.object({ json: z.boolean().default(false) });

const status = (k: ApiKeyInfo) => (k.revokedAt ? 'revoked' : k.expiresAt && Date.parse(k.expiresAt) <= Date.now() ? 'expired' : 'active');

const KEY_COLUMNS: Column<ApiKeyInfo>[] = [
  { header: 'ID', value: (k) => k.id },
  { header: 'PREFIX', value: (k) => `${k.prefix}…` },
  { header: 'MODE', value: (k) => k.mode },
  { header: 'SCOPES', value: (k) => k.scopes.join(',') },
  { header: 'STATUS', value: status },
  { header: 'CREATED', value: (k) => formatTime(k.createdAt) },
  { header: 'LAST USED', value: (k) => formatTime(k.lastUsedAt) },
  { header: 'EXPIRES', value: (k) => (k.expiresAt ? formatTime(k.expiresAt) : 'never') },
  { header: 'NAME', value: (k) => k.name },
];

export function listKeys(io: Io): Command {
  return new Command('list')
    .description('list your API keys (never their secrets)')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(ListKeysOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const list = plainList(await answer(api, api.signedIn.GET('/api/auth/keys')));
        if (options.json) return printJson(io, list);
        if (list.length === 0) return void io.stdout.write(`${CLI_MESSAGES.noKeys}\n`);
        printTable(io, KEY_COLUMNS, list);
      } catch (error) {
        handleError(error, io);
      }
    });
}
