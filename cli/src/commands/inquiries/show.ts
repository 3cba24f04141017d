import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';
import { printInquiry } from './view';

export function showInquiry(io: Io): Command {
  return new Command('show')
    .description('one inquiry with its conversation')
    .argument('<id>', 'inquiry id')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: unknown, command: Command) => {
      try {
        const options = parseOptions(z.object({ json: z.boolean().default(false) }), opts);
        const api = await createApiClient(io, globalUrl(command));
        const inquiry = await answer(api, api.signedIn.GET('/api/crm/inquiries/{id}', { params: { path: { id } } }));
        if (options.json) return printJson(io, inquiry);
        printInquiry(io.stdout, inquiry);
      } catch (error) {
        handleError(error, io);
      }
    });
}
