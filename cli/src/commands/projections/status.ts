import { Command } from 'commander';
import { z } from 'zod';
import type { ProjectionInfo } from '../../lib/api-types';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson, printTable, type Column } from '../../lib/output';

const StatusOptionsSchema = z.object({ json: z.boolean().default(false) });

const PROJECTION_COLUMNS: Column<ProjectionInfo>[] = [
  { header: 'NAME', value: (p) => p.name },
  { header: 'STATUS', value: (p) => p.status },
  { header: 'LAG', value: (p) => (p.lagEvents === null || p.lagEvents === undefined ? '-' : String(p.lagEvents)) },
  { header: 'CHECKPOINT', value: (p) => formatCheckpoint(p.checkpoint) },
  {
    header: 'REBUILD',
    value: (p) => (p.rebuild ? `${p.rebuild.state} ${p.rebuild.processed}/${p.rebuild.total}` : '-'),
  },
];

export function projectionStatus(io: Io): Command {
  return new Command('status')
    .description('checkpoint, lag and rebuild state of every projection')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(StatusOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const list = await answer(api, api.signedIn.GET('/api/projections'));
        if (options.json) return printJson(io, list);
        if (list.length === 0) return void io.stdout.write(`${CLI_MESSAGES.noProjections}\n`);
        printTable(io, PROJECTION_COLUMNS, list);
        for (const p of list.filter((p) => p.lastError)) io.stdout.write(`\n${p.name}: ${p.lastError}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}

/** PostgreSQL checkpoints are {txid, position}; print them as txid/position. */
function formatCheckpoint(checkpoint: unknown): string {
  if (checkpoint === null || checkpoint === undefined) return '-';
  if (typeof checkpoint === 'object') {
    const { txid, position } = checkpoint as { txid?: unknown; position?: unknown };
    if (txid !== undefined && position !== undefined) return `${String(txid)}/${String(position)}`;
    return JSON.stringify(checkpoint);
  }
  return String(checkpoint);
}
