import { Command } from 'commander';
import { z } from 'zod';
import { CRM_MESSAGES } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';

const Schema = z.object({ notes: z.string().trim().min(1, 'is required'), json: z.boolean().default(false) });

export function resolveInquiry(io: Io): Command {
  return new Command('resolve')
    .description('resolve an inquiry with resolution notes')
    .argument('<id>', 'inquiry id')
    .requiredOption('-n, --notes <text>', 'resolution notes')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: unknown, command: Command) => {
      try {
        const options = parseOptions(Schema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const result = await answer(api, api.signedIn.PUT('/api/crm/inquiries/{id}/resolve', { params: { path: { id } }, body: { resolutionNotes: options.notes } }));
        if (options.json) return printJson(io, result);
        io.stdout.write(`${CRM_MESSAGES.inquiryResolved.title}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
