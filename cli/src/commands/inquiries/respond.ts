import { Command } from 'commander';
import { z } from 'zod';
import { CRM_MESSAGES, INQUIRY_STATUS_LABELS } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';

const Schema = z.object({ message: z.string().trim().min(1, 'is required'), json: z.boolean().default(false) });

export function respondToInquiry(io: Io): Command {
  return new Command('respond')
    .description('answer an inquiry as the signed-in agent')
    .argument('<id>', 'inquiry id')
    .requiredOption('-m, --message <text>', 'the response')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: unknown, command: Command) => {
      try {
        const options = parseOptions(Schema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const result = await answer(api, api.signedIn.POST('/api/crm/inquiries/{id}/responses', { params: { path: { id } }, body: { message: options.message, type: 'agent' } }));
        if (options.json) return printJson(io, result);
        io.stdout.write(`${CRM_MESSAGES.responseAdded.title}: the inquiry is now ${INQUIRY_STATUS_LABELS[result.status]}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
