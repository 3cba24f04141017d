import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../lib/handle-error';
import { answer, createApiClient } from '../lib/http';
import type { Io } from '../lib/io';
import { globalUrl, parseOptions } from '../lib/options';
import { followReplay, reportReplay } from './replay';

const ForgetOptionsSchema = z.object({
  userId: z
    .string()
    .trim()
    .regex(/^[\w.:@-]{1,200}$/, 'must be a user id'),
});

export function forget(io: Io): Command {
  return new Command('forget')
    .description("forget a person (admin): delete their personal-data key, so their data reads as '[redacted]' everywhere, then rebuild every read model")
    .argument('<userId>', 'the user id')
    .action(async (userId: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(ForgetOptionsSchema, { ...opts, userId }, { userId: '<userId>' });
        const api = await createApiClient(io, globalUrl(command));
        const result = await answer(api, api.signedIn.POST('/api/audit/forget/{userId}', { params: { path: { userId: options.userId } } }));
        io.stdout.write(`Forgot ${result.userId}: deleted the keys of ${result.subjects.length} subject(s).\n`);
        const started = await answer(api, api.signedIn.GET('/api/audit/replays/{id}', { params: { path: { id: result.replayId } } }));
        reportReplay(io, await followReplay(io, api, started, 'Rebuilding read models'));
      } catch (error) {
        handleError(error, io);
      }
    });
}
